import { PaperlessFormRoute } from '../../../../../../components/nsdl-paperless/PaperlessForm';

/** /merchant/product/nsdl-pan/paperless/apply/C: a change or correction of a PAN by Aadhaar e-KYC (`?id=` a saved draft). */
export default function PaperlessApplyChangePage() {
  return <PaperlessFormRoute appType="C" />;
}
