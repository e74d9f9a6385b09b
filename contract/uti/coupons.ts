import { z } from 'zod';
import type { ServiceCode } from '../services';
import type { RequestProblem } from '../requests';
import { fieldProblems, refineWith } from '../field-rules';

/*
 * A coupon request: how many UTI PAN coupons of one type a shop buys. Each application the shop makes on
 * UTIITSL's PSA portal uses one; that use happens there, out of the portal's sight (docs/decisions/0053),
 * so the portal keeps what was asked, what was allotted and what it cost, not a balance.
 */

export const COUPON_TYPES = [
  { value: 'physical', label: 'Physical PAN card', serviceCode: 'UTI_COUPON' },
  { value: 'epan', label: 'e-PAN only', serviceCode: 'UTI_COUPON_EPAN' },
] as const satisfies readonly { value: string; label: string; serviceCode: ServiceCode }[];
export type CouponType = (typeof COUPON_TYPES)[number]['value'];
export const COUPON_TYPE_VALUES = COUPON_TYPES.map((t) => t.value) as [CouponType, ...CouponType[]];

/** The package rate a coupon of this type is charged at. */
export const couponServiceCode = (type: CouponType): ServiceCode =>
  COUPON_TYPES.find((t) => t.value === type)!.serviceCode;
export const couponTypeLabel = (type: string) => COUPON_TYPES.find((t) => t.value === type)?.label ?? type;

export const COUPON_MIN_QUANTITY = 1;
export const COUPON_MAX_QUANTITY = 500;

export function quantityProblem(n: number): string | null {
  if (!Number.isInteger(n)) return 'The number of coupons is a whole number';
  if (n < COUPON_MIN_QUANTITY || n > COUPON_MAX_QUANTITY)
    return `Ask for ${COUPON_MIN_QUANTITY} to ${COUPON_MAX_QUANTITY} coupons`;
  return null;
}

/** What a shop sends to request coupons; the request is made and charged at once. */
export const CouponRequestBody = z.object({
  couponType: z.enum(COUPON_TYPE_VALUES, { message: 'Choose the coupon type: physical card or e-PAN only' }),
  quantity: z.number({ message: 'Enter the number of coupons' }).superRefine(refineWith(quantityProblem)),
});
export type CouponRequestBody = z.input<typeof CouponRequestBody>;

/**
 * A coupon request's data as stored. `allotted` and `orderRef` are written by the allot move; until then
 * they are null and empty.
 */
export const CouponRequestData = z.object({
  couponType: z.enum(['', ...COUPON_TYPE_VALUES]).default(''),
  quantity: z.number().int().default(COUPON_MIN_QUANTITY),
  allotted: z.number().int().nullable().default(null),
  orderRef: z.string().trim().max(30).default(''),
});
export type CouponRequestData = z.infer<typeof CouponRequestData>;

export function couponProblems(d: CouponRequestData): RequestProblem[] {
  const out = fieldProblems<CouponRequestData>(
    [{ field: 'couponType', section: 'coupons', missing: 'Choose the coupon type: physical card or e-PAN only' }],
    d,
  );
  const q = quantityProblem(d.quantity);
  if (q) out.push({ field: 'quantity', section: 'coupons', message: q, kind: 'format' });
  return out;
}

/** The columns the lists filter by: the coupon type (the quantity has a column of its own). */
export function couponListFields(d: CouponRequestData) {
  return { name: '', subject: '', kind: d.couponType, period: '' };
}

// ----- allotment ------------------------------------------------------------------------------

/** UTIITSL's order reference for an allotment: 6–30 letters, digits, '-' and '/', starting and ending with a letter or digit. */
export const ORDER_REF_RE = /^[A-Z0-9](?:[A-Z0-9/-]{4,28})[A-Z0-9]$/;

export function orderRefProblem(value: string): string | null {
  const v = value.trim().toUpperCase();
  if (!v) return "Enter UTIITSL's order reference";
  if (!/^[A-Z0-9/-]+$/.test(v)) return 'The order reference has letters, digits, - and / only';
  if (v.length < 6 || v.length > 30) return 'The order reference is 6 to 30 characters';
  return ORDER_REF_RE.test(v) ? null : 'The order reference starts and ends with a letter or digit';
}

/** Whether `allotted` coupons may be recorded against a request for `requested`. */
export function allottedProblem(allotted: number, requested: number): string | null {
  if (!Number.isInteger(allotted) || allotted < 1) return 'Allot at least 1 coupon (reject the request to allot none)';
  return allotted > requested ? `At most ${requested} coupons were requested` : null;
}

/**
 * allot: UTIITSL's order reference and how many coupons it allotted, which may be fewer than asked. The
 * body checks the bounds it can; the server checks `allotted` against the request (allottedProblem).
 */
export const AllotBody = z.object({
  orderRef: z.string().trim().toUpperCase().superRefine(refineWith(orderRefProblem)),
  allotted: z
    .number({ message: 'Enter the number of coupons allotted' })
    .superRefine(refineWith((n: number) => allottedProblem(n, COUPON_MAX_QUANTITY))),
  remark: z.string().trim().max(500).optional(),
});
export type AllotBody = z.input<typeof AllotBody>;

/**
 * What goes back when fewer coupons are allotted than were charged for: the unallotted part of the
 * charge, in paise. The charge was quantity × unit price, so the share is a whole number of paise.
 */
export function unallottedRefundPaise(amountPaise: number, requested: number, allotted: number): number {
  if (allotted >= requested) return 0;
  return Math.round((amountPaise * (requested - allotted)) / requested);
}
