import { z } from 'zod';
import { isValidAadhaar } from './india';

/*
 * How an Aadhaar number travels (docs/decisions/0067). In storage it is sealed (server/lib/aadhaar-vault.ts);
 * on the wire it is masked, `XXXX XXXX 1234`, except to the merchant editing its own draft and to a logged
 * reveal. A field of request data named `aadhaar` is an Aadhaar number, wherever it sits in the data.
 */

/** The key that marks an Aadhaar number inside request data. */
export const AADHAAR_KEY = 'aadhaar';

export const AADHAAR_MASK_RE = /^XXXX XXXX (\d{4})$/;

/** `XXXX XXXX 1234` from a number or its last four digits; '' stays ''. */
export function maskAadhaar(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits ? `XXXX XXXX ${digits.slice(-4)}` : '';
}

export const isMaskedAadhaar = (value: string): boolean => AADHAAR_MASK_RE.test(value);

/**
 * An Aadhaar field of a form: up to 12 digits as typed (spaces dropped), or the mask an answer carries.
 * `overwrite`, not `transform`: the detail answer is encoded through the same schema.
 */
export const AadhaarField = z
  .string()
  .trim()
  .overwrite((v) => (isMaskedAadhaar(v) ? v : v.replace(/\s+/g, '')))
  .max(14)
  .default('');

/** A 12-digit run in free text that is a valid Aadhaar number (spaces or hyphens between groups of four allowed). */
const IN_TEXT = /(?<!\d)(\d{4})[ -]?(\d{4})[ -]?(\d{4})(?!\d)/g;

/**
 * Free text (a remark, a note, a reason) with every Aadhaar number in it masked, so one typed into a remark
 * is never stored. Twelve digits that are not a valid Aadhaar number (an ack number's part) are left.
 */
export function scrubAadhaar(text: string): string {
  return text.replace(IN_TEXT, (all, a: string, b: string, c: string) =>
    isValidAadhaar(a + b + c) ? maskAadhaar(c) : all,
  );
}

/** How long a revealed number stays on the screen before it is masked again. */
export const REVEAL_SECONDS = 60;

/** A back-office reveal of one full Aadhaar number: which field of the record and why (logged). */
export const RevealAadhaarBody = z.object({
  /** The field's path in the record's data: `aadhaar`, `persons.1.aadhaar`. */
  field: z
    .string()
    .trim()
    .max(60)
    .regex(/^([a-zA-Z]+|\d+)(\.([a-zA-Z]+|\d+))*$/, 'Unknown field')
    .default(AADHAAR_KEY),
  reason: z
    .string({ error: 'Give the reason you need the full number' })
    .trim()
    .min(5, 'Give the reason you need the full number (at least 5 characters)')
    .max(300, 'Keep the reason under 300 characters'),
});
export type RevealAadhaarBody = z.infer<typeof RevealAadhaarBody>;

export const RevealAadhaarAnswer = z.object({ aadhaar: z.string(), field: z.string(), seconds: z.number() });
export type RevealAadhaarAnswer = z.infer<typeof RevealAadhaarAnswer>;
