import { GstListPage } from '../../../../../components/gst/GstListPage';

/** /backend/actions/gst/filling: the filing work lists (new, in process, queries, …). */
export default function BackendGstFilingListPage() {
  return <GstListPage area="backend" kind="filing" />;
}
