import { GstListPage } from '../../../../../components/gst/GstListPage';

/** /merchant/product/gst/filling/list: the shop's filing requests, by list. */
export default function GstFilingListPage() {
  return <GstListPage area="merchant" kind="filing" />;
}
