import { formatRupeeAmount as rupees } from '../../../contract/money';
import { couponTypeLabel, type CouponRequestDetail } from '../../../contract/uti';
import { RequestHeader, SummarySections } from '../requests/RequestSummary';
import { COUPON_SERVICE } from './services';

/* A coupon request read back: the shared header with the order reference, and what was asked, allotted and refunded. */

export function CouponHeader({
  detail: d,
  showMerchant = false,
}: {
  detail: CouponRequestDetail;
  showMerchant?: boolean;
}) {
  const allotted = d.state === 'allotted';
  return (
    <RequestHeader
      service={COUPON_SERVICE}
      detail={d}
      showMerchant={showMerchant}
      results={[
        { label: 'Order reference', value: d.result, testId: 'order-ref', shown: allotted },
        {
          label: 'Coupons allotted',
          value: d.allotted === null ? '' : `${d.allotted} of ${d.quantity}`,
          testId: 'allotted',
          shown: allotted,
        },
        {
          label: 'Refunded',
          value: d.refunded === null ? '' : rupees(d.refunded),
          testId: 'refunded',
          shown: d.refunded !== null,
        },
      ]}
    />
  );
}

export function CouponSummary({ detail: d }: { detail: CouponRequestDetail }) {
  const unit = d.quantity ? Math.round((d.amount * 100) / d.quantity) / 100 : 0;
  return (
    <SummarySections
      sections={[
        {
          id: 'coupons',
          title: 'Coupons',
          items: [
            { label: 'Type', value: couponTypeLabel(d.data.couponType) },
            { label: 'Coupons requested', value: String(d.quantity) },
            { label: 'Price a coupon', value: rupees(unit) },
            { label: 'Amount charged', value: rupees(d.amount) },
          ],
        },
      ]}
    />
  );
}
