import { GstFormRoute } from '../../../../../../components/gst/FormRoute';

/** /merchant/product/gst/filling/new/{id?}: a new GST return filing request, or its draft resumed. */
export default function GstFilingFormPage() {
  return <GstFormRoute kind="filing" />;
}
