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

/* The back office's UTI decisions that need more than a remark: a PSA login id, an allotment. */

const upperId = (v: string) => v.toUpperCase().replace(/[^A-Z0-9/-]/g, '');

/** A decision's optional remark, kept with the request's history. */
function RemarkInput({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <Textarea
      label="Remark (optional)"
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
  const [remark, setRemark] = useState('');
  return (
    <CodeForm
      formLabel="Approve with PSA login id"
      label="PSA login id"
      name="psaId"
      placeholder="UTIPSA10023"
      description="4 to 20 letters and digits, starting with a letter"
      maxLength={20}
      filter={only.pan}
      problem={psaIdProblem}
      intro={
        `Once UTIITSL has registered ${d.data.firstName || 'the applicant'} as a PSA: the login id it gave. ` +
        'Each id belongs to one shop.'
      }
      leftSection={<IconId size={16} aria-hidden />}
      submitLabel="Approve"
      color="green"
      submitting={ctx.busy}
      onSubmit={(psaId) =>
        void ctx.run(async () => {
          const r = await ctx.act('approve', { psaId, ...withRemark(remark) });
          ctx.done(
            'PSA registration approved',
            `${r.refNo}: login id ${r.result} is given to ${r.merchant.code}, who is mailed.`,
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
  const [allotted, setAllotted] = useState<number | string>(d.quantity);
  const [remark, setRemark] = useState('');
  const n = typeof allotted === 'number' ? allotted : Number.NaN;
  const countProblem = allottedProblem(n, d.quantity);
  const refund = countProblem ? 0 : unallottedRefundPaise(Math.round(d.amount * 100), d.quantity, n) / 100;
  return (
    <CodeForm
      formLabel="Allot coupons"
      label="UTIITSL order reference"
      name="orderRef"
      placeholder="ORD-2026-000123"
      maxLength={30}
      filter={upperId}
      problem={orderRefProblem}
      leftSection={<IconReceipt size={16} aria-hidden />}
      submitLabel="Allot"
      color="green"
      submitting={ctx.busy}
      onSubmit={(orderRef) => {
        if (countProblem) return;
        void ctx.run(async () => {
          const r = await ctx.act('allot', { orderRef, allotted: n, ...withRemark(remark) });
          ctx.done(
            'Coupons allotted',
            `${r.refNo}: ${r.allotted ?? n} of ${r.quantity} allotted against ${r.result}` +
              `${r.refunded ? `; ${rupees(r.refunded)} refunded to ${r.merchant.code}` : ''}.`,
          );
        });
      }}
    >
      <NumberInput
        label="Coupons allotted"
        name="allotted"
        withAsterisk
        description={`${d.quantity} requested`}
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
            ? `${d.quantity - n} not allotted: ${rupees(refund)} is refunded to ${d.merchant.code}.`
            : `All ${d.quantity} allotted: nothing is refunded.`}
        </Text>
      )}
      <RemarkInput value={remark} onChange={setRemark} />
    </CodeForm>
  );
}
