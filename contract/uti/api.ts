import { z } from 'zod';
import { REQUEST_COLUMNS, RequestDetailBase, RequestRow, StateCounts, stateColumn } from '../requests';
import { inColumnsMenu, type ColumnDef } from '../table';
import { COUPON_TYPES, CouponRequestData, type CouponType } from './coupons';
import { UTI } from './manifest';
import { PsaRegistrationData } from './psa';
import { COUPON_WORKFLOW, PSA_STATES, PSA_WORKFLOW } from './workflow';

export { UTI_API } from './manifest';

// ----- request bodies ---------------------------------------------------------------------------

/** A PSA registration draft's create and save. Coupon requests have no draft: they are made and charged at once (CouponRequestBody). */
export const SavePsaRegistration = z.object({ data: PsaRegistrationData });
export type SavePsaRegistration = z.input<typeof SavePsaRegistration>;

// ----- answers ----------------------------------------------------------------------------------

/**
 * Every shared request's answer (contract/requests.ts): for a PSA registration `result` is the login id, for coupons
 * the order reference.
 */
const detailBase = RequestDetailBase;

/** A PSA registration; `result` is the PSA login id once approved, `remark` the reason when rejected. */
export const PsaRegistrationDetail = detailBase.extend({
  service: z.literal(UTI.requests.psa.key),
  data: PsaRegistrationData,
});
export type PsaRegistrationDetail = z.infer<typeof PsaRegistrationDetail>;

/** A coupon request; `result` is UTIITSL's order reference once allotted. */
export const CouponRequestDetail = detailBase.extend({
  service: z.literal(UTI.requests.coupon.key),
  data: CouponRequestData,
  /** Coupons allotted, which may be fewer than `quantity`; null until allotted. */
  allotted: z.number().int().nullable(),
  /** Rupees given back: the unallotted coupons' share, or the whole charge on rejection; null when nothing was. */
  refunded: z.number().nullable(),
});
export type CouponRequestDetail = z.infer<typeof CouponRequestDetail>;

export const UtiRequestDetail = z.discriminatedUnion('service', [PsaRegistrationDetail, CouponRequestDetail]);
export type UtiRequestDetail = z.infer<typeof UtiRequestDetail>;

/** One row of a UTI list: the shared request row, with the coupons asked and allotted. */
export const UtiRequestRow = RequestRow.extend({
  quantity: z.number().int().optional(),
  allotted: z.number().int().nullable().optional(),
});
export type UtiRequestRow = z.infer<typeof UtiRequestRow>;

type SharedField = keyof typeof REQUEST_COLUMNS;
const col = (field: SharedField): ColumnDef => REQUEST_COLUMNS[field];

/**
 * The shared page hides the merchant columns from a shop's own lists; a finished or rejected list shows its result
 * or reason instead of the defaults (ListDecl.show in workflow.ts).
 */
export const PSA_COLUMNS: readonly ColumnDef[] = [
  col('ref_no'),
  col('dated'),
  { field: 'name', label: 'Applicant', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'subject', label: 'PAN', type: 'text', sortable: true, searchable: true, filterable: true, hidden: true },
  stateColumn(PSA_WORKFLOW),
  {
    field: 'result',
    label: 'PSA Login Id',
    type: 'text',
    sortable: true,
    searchable: true,
    filterable: true,
    hidden: true,
  },
  // The back office works by shop: the merchant code is in every one of its lists (a shop's lists drop it).
  col('merchant_code'),
  col('merchant_name'),
  inColumnsMenu(col('amount')),
  col('remark'),
  col('updated_at'),
];

/**
 * `allotted` is the coupon request's own column: the server's list reads it where it stores the
 * allotment (the shared columns have no place for a second number).
 */
export const COUPON_COLUMNS: readonly ColumnDef[] = [
  col('ref_no'),
  col('dated'),
  {
    field: 'kind',
    label: 'Type',
    type: 'enum',
    sortable: true,
    filterable: true,
    options: COUPON_TYPES.map((t) => ({ value: t.value, label: t.label })),
  },
  { field: 'quantity', label: 'Quantity', type: 'number', sortable: true, filterable: true },
  { field: 'allotted', label: 'Allotted', type: 'number', sortable: true, filterable: true, hidden: true },
  inColumnsMenu(col('amount')),
  {
    field: 'result',
    label: 'Order Ref',
    type: 'text',
    sortable: true,
    searchable: true,
    filterable: true,
    hidden: true,
  },
  stateColumn(COUPON_WORKFLOW),
  col('merchant_code'),
  col('merchant_name'),
  col('remark'),
  col('updated_at'),
];

// ----- dashboards -------------------------------------------------------------------------------

/** Coupons of one type a shop has asked for and been given (requests not rejected). */
const CouponTotals = z.object({
  /** Coupons asked for in requests waiting or allotted. */
  requested: z.number().int(),
  /** Of those, coupons in requests the back office has not decided yet. */
  waiting: z.number().int(),
  allotted: z.number().int(),
});

/**
 * The shop's UTI page: its PSA registration (the live one, else the latest), what to sign in with, the
 * prices of its package and its coupons per type. No coupon balance: coupons are used on UTIITSL's
 * portal, which the portal cannot see (docs/decisions/0053).
 */
export const UtiMerchantSummary = z.object({
  psa: z
    .object({
      id: z.number().int(),
      refNo: z.string(),
      state: z.enum(PSA_STATES),
      stateLabel: z.string(),
      /** The PSA login id, once approved. */
      psaId: z.string().nullable(),
      submittedAt: z.string().nullable(),
      approvedAt: z.string().nullable(),
      /** The back office's reason, when rejected. */
      rejectionReason: z.string().nullable(),
    })
    .nullable(),
  /** Where a PSA signs in on UTIITSL's portal (a site setting); null when not set. */
  portalUrl: z.string().nullable(),
  /** Only a shop with an approved PSA login id may request coupons. */
  canRequestCoupons: z.boolean(),
  /** The package's prices in rupees; null when the package has no rate for it. */
  prices: z.object({ psa: z.number().nullable(), physical: z.number().nullable(), epan: z.number().nullable() }),
  coupons: z.object({ physical: CouponTotals, epan: CouponTotals } satisfies Record<CouponType, typeof CouponTotals>),
});
export type UtiMerchantSummary = z.infer<typeof UtiMerchantSummary>;

/** The back office's UTI dashboard: its two queues, the coupons allotted, and counts per state for the cards. */
export const UtiBackendDashboard = z.object({
  psaWaiting: z.number().int(),
  couponRequestsWaiting: z.number().int(),
  /** Coupons (not requests) allotted, by the office's calendar (IST). */
  couponsAllottedToday: z.number().int(),
  couponsAllottedThisMonth: z.number().int(),
  psa: StateCounts,
  coupons: StateCounts,
});
export type UtiBackendDashboard = z.infer<typeof UtiBackendDashboard>;
