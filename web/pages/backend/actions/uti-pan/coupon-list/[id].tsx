import type { CouponRequestDetail } from '../../../../../../contract/uti/index';
import { BackendReviewPage, rejectLook } from '../../../../../components/requests/BackendReviewPage';
import { CouponHeader, CouponSummary } from '../../../../../components/uti/CouponSummary';
import { AllotForm } from '../../../../../components/uti/Decisions';
import { COUPON_SERVICE } from '../../../../../components/uti/services';
import { useT, type Translate } from '../../../../../i18n/uti';

const DECIDED: Record<string, (d: CouponRequestDetail, t: Translate) => string> = {
  allotted: (d, t) =>
    t('uti.review.couponAllotted', { allotted: d.allotted ?? '--', quantity: d.quantity, orderRef: d.result ?? '--' }),
  rejected: (d, t) => t('uti.review.rejected', { reason: d.remark?.trim() || '--' }),
};

/**
 * /backend/actions/uti-pan/coupon-list/{id}: one coupon request: allot it with UTIITSL's order reference
 * and the number allotted (the difference refunded once), or reject it with a reason (refunded).
 */
export default function CouponReviewPage() {
  const t = useT();
  return (
    <BackendReviewPage<CouponRequestDetail>
      title={t('uti.review.couponTitle')}
      service={COUPON_SERVICE}
      header={(d) => <CouponHeader detail={d} showMerchant />}
      summary={(d) => <CouponSummary detail={d} />}
      order={['allot', 'reject']}
      looks={(d) => ({ allot: { tab: t('uti.allot.submit') }, reject: rejectLook(d) })}
      movedTitles={{ reject: t('uti.review.couponRejected') }}
      renderInput={(a, d, ctx) => (a.input === 'allotment' ? <AllotForm detail={d} ctx={ctx} /> : null)}
      decided={(d) => DECIDED[d.state]?.(d, t) ?? t('uti.review.nothing')}
      documents={false}
    />
  );
}
