import { useParams } from 'react-router';
import { FormCropper } from '../../../../../../components/pan/FormCropper';
import { idParam } from '../../../../../../components/requests/index';

/** /backend/actions/nsdl-pan/physical/form-cropping/{id}: the back office crops the photograph and signature again. */
export default function BackendFormCroppingPage() {
  const { id } = useParams();
  return <FormCropper area="backend" id={idParam(id)} />;
}
