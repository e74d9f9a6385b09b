import { z } from 'zod';
import { COURIER_MAX_ITEMS, DOCKET_RE, todayInIndia } from './couriers-base';

/* Couriers' forms and answers; their addresses, states, limits and list columns are in contract/couriers-base.ts. */
export * from './couriers-base';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(v: string): boolean {
  if (!DATE_RE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/**
 * What the merchant (or the back office for it) says about a parcel. The dispatch date is also checked
 * against each application's acknowledgement by the server, which alone knows those dates.
 */
export const CourierForm = z.object({
  company: z
    .string({ message: 'Enter the courier company' })
    .trim()
    .overwrite((v) => v.replace(/\s+/g, ' '))
    .min(1, 'Enter the courier company')
    .max(60, 'At most 60 characters'),
  docketNo: z
    .string({ message: 'Enter the docket number' })
    .trim()
    .min(1, 'Enter the docket number')
    .max(40, 'At most 40 characters')
    .regex(DOCKET_RE, 'Only letters, digits and -')
    .toUpperCase(),
  dispatchDate: z
    .string({ message: 'Enter the dispatch date' })
    .regex(DATE_RE, 'Enter the dispatch date')
    .refine(isRealDate, 'Enter a valid date')
    .refine((v) => v <= todayInIndia(), 'The dispatch date cannot be in the future'),
  applicationIds: z
    .array(z.number({ message: 'Not an application id' }).int().positive(), {
      message: 'Choose the applications in this courier',
    })
    .min(1, 'Choose at least one application')
    .max(COURIER_MAX_ITEMS, `At most ${COURIER_MAX_ITEMS} applications in one courier`)
    .refine((ids) => new Set(ids).size === ids.length, 'An application is listed twice'),
  remarks: z.string().trim().max(500, 'At most 500 characters').nullish(),
});
export type CourierFormInput = z.input<typeof CourierForm>;
export type CourierFormData = z.output<typeof CourierForm>;

/** The back office records a courier for a merchant, named by its code. */
export const BackendCourierForm = CourierForm.extend({
  merchantCode: z
    .string({ message: 'Choose the merchant' })
    .trim()
    .min(1, 'Choose the merchant')
    .max(20, 'At most 20 characters')
    .toUpperCase(),
});
export type BackendCourierFormInput = z.input<typeof BackendCourierForm>;

/** A returned courier needs the reason, which the merchant sees. */
export const CourierReturnForm = z.object({
  remark: z.string({ message: 'Required' }).trim().min(1, 'Required').max(500, 'At most 500 characters'),
});
/** Optional; a POST without a body arrives as null. */
export const CourierReceiveForm = z
  .object({ remark: z.string().trim().max(500, 'At most 500 characters').optional() })
  .nullish();

/** An application that can go in a courier: acknowledged, its hard copy not yet sent. */
export const CourierCandidate = z.object({
  id: z.number().int(),
  token_no: z.string(),
  ack_no: z.string().nullable(),
  name: z.string(),
  dated: z.string(),
});
export type CourierCandidate = z.infer<typeof CourierCandidate>;
export const CourierCandidates = z.array(CourierCandidate);

/** An application a courier carried, with its state now. */
export const CourierApplication = CourierCandidate.extend({ state: z.string(), stateLabel: z.string() });
export type CourierApplication = z.infer<typeof CourierApplication>;

export const CourierView = z.object({
  id: z.number().int(),
  merchantCode: z.string(),
  merchantName: z.string(),
  company: z.string(),
  docketNo: z.string(),
  dispatchDate: z.string(),
  remarks: z.string().nullable(),
  state: z.enum(['dispatched', 'received', 'returned']),
  items: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionRemark: z.string().nullable(),
  applications: z.array(CourierApplication),
});
export type CourierView = z.infer<typeof CourierView>;

/** One row of the courier lists. */
export const CourierRow = z.object({
  id: z.number().int(),
  dispatch_date: z.string(),
  company: z.string(),
  docket_no: z.string(),
  merchant_code: z.string(),
  items: z.number().int(),
  state: z.enum(['dispatched', 'received', 'returned']),
  decided_at: z.string().nullable(),
});
export type CourierRow = z.infer<typeof CourierRow>;

const day = z.union([z.literal(''), z.null(), z.string().regex(DATE_RE, 'Use YYYY-MM-DD')]).optional();

/**
 * The lists' additionFilter: status, and a dispatch-date range (dt1..dt2, inclusive, either open); the
 * back office may also name a merchant code. Other keys are refused.
 */
export const CourierListFilter = z
  .object({
    state: z.union([z.enum(['dispatched', 'received', 'returned', '']), z.null()]).optional(),
    dt1: day,
    dt2: day,
    merchantCode: z.union([z.string().trim().max(20), z.null()]).optional(),
  })
  .strict();
export type CourierListFilter = z.input<typeof CourierListFilter>;

/** Merchants with acknowledged applications waiting for a courier (back office add screen). */
export const CourierMerchantOption = z.object({ value: z.string(), label: z.string(), waiting: z.number().int() });
export const CourierMerchantOptions = z.array(CourierMerchantOption);
export type CourierMerchantOption = z.infer<typeof CourierMerchantOption>;
