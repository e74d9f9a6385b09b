import { PanDashboard } from '../../../../components/nsdl-pan/PanDashboard';

/** /merchant/product/nsdl-pan: the merchant's applications per state, today's work, and the ways in; paperless beside physical. */
export default function MerchantNsdlPanDashboard() {
  return <PanDashboard area="merchant" />;
}
