import type { UtiRequestRow } from '../../../../../../contract/uti';
import { COUPON_LIST } from '../../../../../components/uti/lists';
import { RequestListPage } from '../../../../../components/requests/RequestListPage';
import { COUPON_SERVICE } from '../../../../../components/uti/services';

/** /backend/actions/uti-pan/coupon-list: coupon requests to allot (oldest first), allotted, rejected and all. */
export default function UtiCouponListPage() {
  return (
    <RequestListPage<UtiRequestRow>
      service={COUPON_SERVICE}
      area="backend"
      description="Filter by state, merchant, coupon type, quantity or order reference from the column headers."
      {...COUPON_LIST}
    />
  );
}
