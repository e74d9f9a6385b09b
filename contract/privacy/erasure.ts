import { z } from 'zod';
import { MOBILE_RE, PAN_RE, isValidAadhaar } from '../india';

/*
 * A person's erasure request (docs/decisions/0067): the admin finds every record holding a mobile number,
 * a PAN or an Aadhaar number (the Aadhaar through its keyed hash), sees what each holds, and erases the
 * personal parts of the finished ones. What the law keeps for accounts (references, amounts, dates,
 * states, ledger entries, the shop) stays.
 */

export const PRIVACY_ERASURE_API = {
  search: '/api/backend/privacy/erasure/search',
  erase: '/api/backend/privacy/erasure/erase',
} as const;

export const PERSON_KINDS = [
  { value: 'mobile', label: 'Mobile number' },
  { value: 'pan', label: 'PAN' },
  { value: 'aadhaar', label: 'Aadhaar number' },
] as const;
export type PersonKind = (typeof PERSON_KINDS)[number]['value'];
const KIND_VALUES = PERSON_KINDS.map((k) => k.value) as [PersonKind, ...PersonKind[]];

/** What the value must look like for its kind; null when it is right. */
export function personValueProblem(kind: PersonKind, value: string): string | null {
  if (!value) return 'Enter the number to search for';
  if (kind === 'mobile') return MOBILE_RE.test(value) ? null : 'Mobile number is 10 digits starting with 6, 7, 8 or 9';
  if (kind === 'pan') return PAN_RE.test(value) ? null : 'PAN is 5 letters, 4 digits and a letter, like ABCPE1234F';
  return isValidAadhaar(value) ? null : 'Aadhaar number is not valid (12 digits, check digit wrong?)';
}

const personFields = {
  kind: z.enum(KIND_VALUES, { message: 'Choose what to search by: mobile number, PAN or Aadhaar number' }),
  // Spaces and hyphens as people type them are dropped; a PAN is compared in capitals.
  value: z
    .string()
    .max(20, 'Enter the number to search for')
    .overwrite((v) => v.replace(/[\s-]/g, '').toUpperCase()),
  reason: z
    .string()
    .trim()
    .min(5, "Give the reason: the person's request, its date or number")
    .max(500, 'Reason: at most 500 characters'),
};

const checkValue = (d: { kind: PersonKind; value: string }, ctx: z.RefinementCtx) => {
  const problem = personValueProblem(d.kind, d.value);
  if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
};

export const PersonSearch = z.object(personFields).superRefine(checkValue);
export type PersonSearch = z.infer<typeof PersonSearch>;
export type PersonSearchInput = z.input<typeof PersonSearch>;

export const PERSON_RECORD_TYPES = [
  'pan_application',
  'service_request',
  'backlog_record',
  'card_request',
  'kyc_submission',
  'registration',
] as const;
export const PersonRecordType = z.enum(PERSON_RECORD_TYPES);
export type PersonRecordType = z.infer<typeof PersonRecordType>;

export const RecordRef = z.object({
  type: PersonRecordType,
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type RecordRef = z.infer<typeof RecordRef>;

export const ErasureBody = z
  .object({
    ...personFields,
    records: z.array(RecordRef).min(1, 'Tick at least one record to erase').max(500, 'At most 500 records at a time'),
  })
  .superRefine(checkValue);
export type ErasureBody = z.infer<typeof ErasureBody>;

/** One record holding the person's number: what it is, where it stands, what it holds (never the values). */
export const PersonRecord = z.object({
  type: PersonRecordType,
  id: z.number(),
  /** What the record is, e.g. "NSDL PAN (physical)", "GST registration", "Backlog PAN record". */
  what: z.string(),
  /** The number people quote: a token, a reference, an acknowledgement number. */
  reference: z.string(),
  ackNo: z.string().nullable(),
  shopCode: z.string(),
  /** YYYY-MM-DD. */
  date: z.string(),
  state: z.string(),
  finished: z.boolean(),
  /** Which personal fields and document kinds it holds now (names only). */
  held: z.object({ fields: z.array(z.string()), documents: z.array(z.string()) }),
  erasedAt: z.string().nullable(),
  erasable: z.boolean(),
  /** Why it cannot be erased, when it cannot. */
  why: z.string().nullable(),
});
export type PersonRecord = z.infer<typeof PersonRecord>;

export const PersonSearchAnswer = z.object({ records: z.array(PersonRecord) });
export type PersonSearchAnswer = z.infer<typeof PersonSearchAnswer>;

export const ErasureAnswer = z.object({
  /** The erased records as they are now. */
  erased: z.array(PersonRecord),
  /** Stored files whose bytes were deleted. */
  filesDeleted: z.number(),
});
export type ErasureAnswer = z.infer<typeof ErasureAnswer>;

/** What an erased name reads afterwards. */
export const ERASED_NAME = 'Erased';

/** What stays after an erasure, as the confirmation says it. */
export const ERASURE_KEEPS =
  'Reference and acknowledgement numbers, dates, states, amounts, ledger entries and the shop stay, as the law keeps them for accounts.';
