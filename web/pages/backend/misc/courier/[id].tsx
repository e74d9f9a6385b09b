import { idParam } from '../../../../api/route-params';
import { useParams } from 'react-router';
import { CourierDetails } from '../../../../components/couriers/index';

/** /backend/misc/courier/:id: a courier, its applications, and Mark received / Mark returned. */
export default function BackendCourierViewPage() {
  return <CourierDetails area="backend" id={idParam(useParams().id)} />;
}
