import { GstFormRoute } from '../../../../../components/gst/FormRoute';

/** /merchant/product/gst/registration/{id?}: a new GST registration request, or its draft resumed. */
export default function GstRegistrationFormPage() {
  return <GstFormRoute kind="registration" />;
}
