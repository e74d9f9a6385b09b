import { GstListPage } from '../../../../../components/gst/GstListPage';

/** /merchant/product/gst/registration/list: the shop's registration requests, by list. */
export default function GstRegistrationListPage() {
  return <GstListPage area="merchant" kind="registration" />;
}
