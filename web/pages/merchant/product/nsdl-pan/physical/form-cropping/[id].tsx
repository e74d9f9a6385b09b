import { useParams } from 'react-router';
import { FormCropper } from '../../../../../../components/pan/FormCropper';
import { idParam } from '../../../../../../components/requests/index';

/** /merchant/product/nsdl-pan/physical/form-cropping/{id}: the agent crops the photograph and signature of a draft. */
export default function MerchantFormCroppingPage() {
  const { id } = useParams();
  return <FormCropper area="merchant" id={idParam(id)} />;
}
