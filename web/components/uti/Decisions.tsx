import { useState } from 'react';
import { NumberInput, Text, Textarea } from '@mantine/core';
import { IconId, IconReceipt } from '@tabler/icons-react';
import { formatRupeeAmount as rupees } from '../../../contract/money';
import {
  allottedProblem,
  orderRefProblem,
  psaIdProblem,
  unallottedRefundPaise,
  type CouponRequestDetail,
  type PsaRegistrationDetail,
} from '../../../contract/uti';
import { only } from '../pan/ApplicationForm/form-state';
import type { DecisionContext } from '../requests/BackendReviewPage';
import { CodeForm } from '../requests/CodeForm';
import { useT } from '../../i18n/uti';

/* The back office's UTI decisions that need more than a remark: a PSA login id, an allotment. */

// Examples of what UTIITSL gives, the same in every language.
const PSA_ID_EXAMPLE = 'UTIPSA10023';
const ORDER_REF_EXAMPLE = 'ORD-2026-000123';

const upperId = (v: string) => v.toUpperCase().replace(/[^A-Z0-9/-]/g, '');

/** A decision's optional remark, kept with the request's history. */
function RemarkInput({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const t = useT();
  return (
    <Textarea
      label={t('uti.decision.remark')}
      name="remark"
      autosize
      minRows={1}
      maxRows={4}
      maxLength={500}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

const withRemark = (remark: string) => (remark.trim() ? { remark: remark.trim() } : {});

/** Approve a PSA registration with the login id UTIITSL gave, checked as typed. */
export function ApproveForm({
  detail: d,
  ctx,
}: {
  detail: PsaRegistrationDetail;
  ctx: DecisionContext<PsaRegistrationDetail>;
}) {
  const t = useT();
  const [remark, setRemark] = useState('');
  return (
    <CodeForm
      formLabel={t('uti.approve.form')}
      label={t('uti.psa.loginId')}
      name="psaId"
      placeholder={PSA_ID_EXAMPLE}
      description={t('uti.approve.hint')}
      maxLength={20}
      filter={only.pan}
      problem={psaIdProblem}
      intro={d.data.firstName ? t('uti.approve.intro', { name: d.data.firstName }) : t('uti.approve.introNoName')}
      leftSection={<IconId size={16} aria-hidden />}
      submitLabel={t('uti.approve.submit')}
      color="green"
      submitting={ctx.busy}
      onSubmit={(psaId) =>
        void ctx.run(async () => {
          const r = await ctx.act('approve', { psaId, ...withRemark(remark) });
          ctx.done(
            t('uti.approve.doneTitle'),
            t('uti.approve.doneMessage', { refNo: r.refNo, psaId: r.result ?? '', merchant: r.merchant.code }),
          );
        })
      }
    >
      <RemarkInput value={remark} onChange={setRemark} />
    </CodeForm>
  );
}

/**
 * Allot a coupon request: UTIITSL's order reference and how many coupons it allotted. Fewer than asked
 * refund the difference once; the form says how much before it is made.
 */
export function AllotForm({
  detail: d,
  ctx,
}: {
  detail: CouponRequestDetail;
  ctx: DecisionContext<CouponRequestDetail>;
}) {
  const t = useT();
  const [allotted, setAllotted] = useState<number | string>(d.quantity);
  const [remark, setRemark] = useState('');
  const n = typeof allotted === 'number' ? allotted : Number.NaN;
  const countProblem = allottedProblem(n, d.quantity);
  const refund = countProblem ? 0 : unallottedRefundPaise(Math.round(d.amount * 100), d.quantity, n) / 100;
  return (
    <CodeForm
      formLabel={t('uti.allot.form')}
      label={t('uti.allot.orderRef')}
      name="orderRef"
      placeholder={ORDER_REF_EXAMPLE}
      maxLength={30}
      filter={upperId}
      problem={orderRefProblem}
      leftSection={<IconReceipt size={16} aria-hidden />}
      submitLabel={t('uti.allot.submit')}
      color="green"
      submitting={ctx.busy}
      onSubmit={(orderRef) => {
        if (countProblem) return;
        void ctx.run(async () => {
          const r = await ctx.act('allot', { orderRef, allotted: n, ...withRemark(remark) });
          const done = { refNo: r.refNo, allotted: r.allotted ?? n, quantity: r.quantity, orderRef: r.result ?? '' };
          ctx.done(
            t('uti.coupon.allotted'),
            r.refunded
              ? t('uti.allot.doneRefunded', { ...done, amount: rupees(r.refunded), merchant: r.merchant.code })
              : t('uti.allot.done', done),
          );
        });
      }}
    >
      <NumberInput
        label={t('uti.coupon.allotted')}
        name="allotted"
        withAsterisk
        description={t('uti.allot.requested', { count: d.quantity })}
        min={1}
        max={d.quantity}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        value={allotted}
        onChange={setAllotted}
        error={countProblem}
      />
      {!countProblem && (
        <Text size="sm" data-testid="allot-refund" c={refund ? 'orange.8' : 'dimmed'}>
          {refund
            ? t('uti.allot.refund', { count: d.quantity - n, amount: rupees(refund), merchant: d.merchant.code })
            : t('uti.allot.noRefund', { count: d.quantity })}
        </Text>
      )}
      <RemarkInput value={remark} onChange={setRemark} />
    </CodeForm>
  );
}
