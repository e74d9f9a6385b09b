import type { UtiRequestRow } from '../../../../../../contract/uti';
import { COUPON_LIST } from '../../../../../components/uti/lists';
import { RequestListPage } from '../../../../../components/requests/RequestListPage';
import { COUPON_SERVICE } from '../../../../../components/uti/services';
import { useT } from '../../../../../i18n/uti';

/** /backend/actions/uti-pan/coupon-list: coupon requests to allot (oldest first), allotted, rejected and all. */
export default function UtiCouponListPage() {
  const t = useT();
  return (
    <RequestListPage<UtiRequestRow>
      service={COUPON_SERVICE}
      area="backend"
      description={t('uti.couponList.description')}
      {...COUPON_LIST}
    />
  );
}
