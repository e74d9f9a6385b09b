import { GstListPage } from '../../../../../components/gst/GstListPage';

/** /backend/actions/gst/registration: the registration work lists (new, in process, queries, …). */
export default function BackendGstRegistrationListPage() {
  return <GstListPage area="backend" kind="registration" />;
}
