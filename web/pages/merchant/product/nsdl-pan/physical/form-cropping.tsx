import { useParams } from 'react-router';
import { FormCropper, applicationIdParam } from '../../../../../components/pan/FormCropper';

/** /merchant/product/nsdl-pan/physical/form-cropping/{id}: the agent crops the photograph and signature of a draft. */
export default function MerchantFormCroppingPage() {
  const { id } = useParams();
  return <FormCropper area="merchant" id={applicationIdParam(id)} />;
}
