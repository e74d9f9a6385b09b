import { idParam } from '../../../../api/route-params';
import { useParams } from 'react-router';
import { CourierDetails } from '../../../../components/couriers/index';

/** /merchant/misc/courier/:id: one of this merchant's couriers and its applications. */
export default function MerchantCourierViewPage() {
  return <CourierDetails area="merchant" id={idParam(useParams().id)} />;
}
