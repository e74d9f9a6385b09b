import { formatRupeeAmount as rupees } from '../../../contract/money';
import { couponTypeLabel, type CouponRequestDetail } from '../../../contract/uti';
import { RequestHeader, SummarySections } from '../requests/RequestSummary';
import { COUPON_SERVICE } from './services';
import { useT } from '../../i18n/uti';

/* A coupon request read back: the shared header with the order reference, and what was asked, allotted and refunded. */

export function CouponHeader({
  detail: d,
  showMerchant = false,
}: {
  detail: CouponRequestDetail;
  showMerchant?: boolean;
}) {
  const t = useT();
  const allotted = d.state === 'allotted';
  return (
    <RequestHeader
      service={COUPON_SERVICE}
      detail={d}
      showMerchant={showMerchant}
      results={[
        { label: t('uti.coupon.orderRef'), value: d.result, testId: 'order-ref', shown: allotted },
        {
          label: t('uti.coupon.allotted'),
          value: d.allotted === null ? '' : t('uti.coupon.allottedOf', { allotted: d.allotted, quantity: d.quantity }),
          testId: 'allotted',
          shown: allotted,
        },
        {
          label: t('uti.coupon.refunded'),
          value: d.refunded === null ? '' : rupees(d.refunded),
          testId: 'refunded',
          shown: d.refunded !== null,
        },
      ]}
    />
  );
}

export function CouponSummary({ detail: d }: { detail: CouponRequestDetail }) {
  const t = useT();
  const unit = d.quantity ? Math.round((d.amount * 100) / d.quantity) / 100 : 0;
  return (
    <SummarySections
      sections={[
        {
          id: 'coupons',
          title: t('uti.coupon.coupons'),
          items: [
            { label: t('uti.coupon.typeShort'), value: couponTypeLabel(d.data.couponType) },
            { label: t('uti.coupon.requested'), value: String(d.quantity) },
            { label: t('uti.coupon.priceEach'), value: rupees(unit) },
            { label: t('uti.coupon.charged'), value: rupees(d.amount) },
          ],
        },
      ]}
    />
  );
}
