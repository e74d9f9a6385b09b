import type { CouponRequestDetail } from '../../../../../../contract/uti/index';
import { BackendReviewPage, rejectLook } from '../../../../../components/requests/BackendReviewPage';
import { CouponHeader, CouponSummary } from '../../../../../components/uti/CouponSummary';
import { AllotForm } from '../../../../../components/uti/Decisions';
import { COUPON_SERVICE } from '../../../../../components/uti/services';

const DECIDED: Record<string, (d: CouponRequestDetail) => string> = {
  allotted: (d) => `${d.allotted ?? '--'} of ${d.quantity} allotted against order ${d.result ?? '--'}.`,
  rejected: (d) => `Rejected; the charge was refunded. Reason: ${d.remark?.trim() || '--'}.`,
};

/**
 * /backend/actions/uti-pan/coupon-list/{id}: one coupon request: allot it with UTIITSL's order reference
 * and the number allotted (the difference refunded once), or reject it with a reason (refunded).
 */
export default function CouponReviewPage() {
  return (
    <BackendReviewPage<CouponRequestDetail>
      title="Review coupon request"
      service={COUPON_SERVICE}
      header={(d) => <CouponHeader detail={d} showMerchant />}
      summary={(d) => <CouponSummary detail={d} />}
      order={['allot', 'reject']}
      looks={(d) => ({ allot: { tab: 'Allot' }, reject: rejectLook(d) })}
      movedTitles={{ reject: 'Coupon request rejected' }}
      renderInput={(a, d, ctx) => (a.input === 'allotment' ? <AllotForm detail={d} ctx={ctx} /> : null)}
      decided={(d) => DECIDED[d.state]?.(d) ?? 'There is nothing to decide now.'}
      documents={false}
    />
  );
}
