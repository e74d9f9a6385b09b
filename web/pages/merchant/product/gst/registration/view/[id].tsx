import { MerchantRequestPage } from '../../../../../../components/gst/MerchantRequestPage';

/** /merchant/product/gst/registration/view/{id}: a registration request, to submit, answer or read. */
export default function GstRegistrationViewPage() {
  return <MerchantRequestPage kind="registration" />;
}
