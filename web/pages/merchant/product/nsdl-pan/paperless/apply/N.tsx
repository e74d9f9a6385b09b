import { PaperlessFormRoute } from '../../../../../../components/nsdl-paperless/PaperlessForm';

/** /merchant/product/nsdl-pan/paperless/apply/N: a new PAN by Aadhaar e-KYC (`?id=` a saved draft). */
export default function PaperlessApplyNewPage() {
  return <PaperlessFormRoute appType="N" />;
}
