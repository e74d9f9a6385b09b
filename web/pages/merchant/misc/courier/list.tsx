import { CourierList } from '../../../../components/couriers';

/** /merchant/misc/courier/list: the couriers of signed forms this merchant sent. */
export default function MerchantCourierListPage() {
  return <CourierList area="merchant" />;
}
