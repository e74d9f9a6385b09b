import { GstDashboard } from '../../../../components/gst/GstDashboard';

/** /merchant/product/gst: the shop's GST requests by state, the queries to answer, and the ways in. */
export default function MerchantGstDashboardPage() {
  return <GstDashboard area="merchant" />;
}
