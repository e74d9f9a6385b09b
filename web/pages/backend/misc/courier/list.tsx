import { CourierList } from '../../../../components/couriers';

/** /backend/misc/courier/list: every merchant's couriers. */
export default function BackendCourierListPage() {
  return <CourierList area="backend" />;
}
