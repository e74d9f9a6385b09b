import { MerchantRequestPage } from '../../../../../../components/gst/MerchantRequestPage';

/** /merchant/product/gst/filling/view/{id}: a filing request, to submit, answer or read. */
export default function GstFilingViewPage() {
  return <MerchantRequestPage kind="filing" />;
}
