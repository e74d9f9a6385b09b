import { z } from 'zod';
import { AadhaarField } from '../aadhaar';
import { INDIAN_STATES, MOBILE_RE, PAN_RE, PIN_RE, ageOn, isValidAadhaar } from '../india';
import { KYC_FILE_MAX_BYTES } from '../kyc';
import { nameProblem, panProblem } from '../pan';
import type { RequestProblem, RequiredDocument } from '../requests';
import { fieldProblems, refineWith, type FieldRule } from '../field-rules';

/*
 * A PSA (PAN Service Agent) registration: the person who will sign in to UTIITSL's PSA portal and the
 * shop they work from. Every field has a default so a draft can be saved half filled.
 */

const s = (max: number) => z.string().trim().max(max).default('');
const upper = (max: number) => z.string().trim().toUpperCase().max(max).default('');

export const PSA_GENDERS = [
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
  { value: 'T', label: 'Transgender' },
] as const;

export const PsaRegistrationData = z.object({
  firstName: s(25),
  middleName: s(25),
  lastName: s(75),
  /** YYYY-MM-DD, as every date field of the portal's forms. */
  dob: s(10),
  gender: z.enum(['', 'M', 'F', 'T']).default(''),
  mobile: s(10),
  email: z.string().trim().toLowerCase().max(100).default(''),
  pan: upper(10),
  aadhaar: AadhaarField,
  shopName: s(100),
  address: s(200),
  state: s(60),
  district: s(60),
  pin: s(6),
});
export type PsaRegistrationData = z.infer<typeof PsaRegistrationData>;
export type PsaRegistrationInput = z.input<typeof PsaRegistrationData>;

export const emptyPsaRegistration = (): PsaRegistrationData => PsaRegistrationData.parse({});

/** Form sections, in the order the form shows them. */
export const PSA_SECTIONS = {
  applicant: 'Applicant',
  contact: 'Contact',
  identity: 'PAN and Aadhaar',
  shop: 'Shop',
} as const;
export type PsaSection = keyof typeof PSA_SECTIONS;

export const PSA_MIN_AGE = 18;

/** UTIITSL registers a PSA as a person, so the PAN must be an individual's own. */
export function psaPanProblem(pan: string): string | null {
  const v = pan.trim().toUpperCase();
  if (!PAN_RE.test(v)) return panProblem(v, 'individual');
  return v[3] === 'P' ? null : `A PSA registers as a person: the PAN's 4th letter must be P (this one has ${v[3]})`;
}

export function psaDobProblem(dob: string, today: Date = new Date()): string | null {
  if (!z.iso.date().safeParse(dob).success) return 'Date of birth is not a real date (YYYY-MM-DD)';
  const age = ageOn(dob, today);
  if (age < 0) return 'Date of birth cannot be in the future';
  if (age < PSA_MIN_AGE) return `A PSA must be at least ${PSA_MIN_AGE} years old`;
  if (age > 100) return 'Check the year of birth';
  return null;
}

const STATE_SET: ReadonlySet<string> = new Set(INDIAN_STATES);
const SHOP_NAME_RE = /^[A-Za-z0-9 .&'()/,-]+$/;

function rules(today: Date): FieldRule<PsaRegistrationData>[] {
  return [
    {
      field: 'firstName',
      section: 'applicant',
      missing: 'First name is required',
      check: (v) => nameProblem(v, 'first'),
    },
    { field: 'middleName', section: 'applicant', check: (v) => nameProblem(v, 'middle') },
    {
      field: 'lastName',
      section: 'applicant',
      missing: 'Last name (surname) is required',
      check: (v) => nameProblem(v, 'last'),
    },
    { field: 'dob', section: 'applicant', missing: 'Date of birth is required', check: (v) => psaDobProblem(v, today) },
    { field: 'gender', section: 'applicant', missing: 'Choose the gender' },
    {
      field: 'mobile',
      section: 'contact',
      missing: 'Mobile number is required',
      check: (v) => (MOBILE_RE.test(v) ? null : 'Mobile number is 10 digits starting with 6, 7, 8 or 9'),
    },
    {
      field: 'email',
      section: 'contact',
      missing: 'Email address is required',
      check: (v) => (z.email().safeParse(v).success ? null : 'Email address is not valid'),
    },
    { field: 'pan', section: 'identity', missing: 'PAN is required', check: psaPanProblem },
    {
      field: 'aadhaar',
      section: 'identity',
      missing: 'Aadhaar number is required',
      check: (v) => (isValidAadhaar(v) ? null : 'Aadhaar number is not valid (12 digits, check digit wrong?)'),
    },
    {
      field: 'shopName',
      section: 'shop',
      missing: 'Shop name is required',
      check: (v) => (SHOP_NAME_RE.test(v) ? null : "Shop name: use letters, digits, spaces and . & ' ( ) / , - only"),
    },
    { field: 'address', section: 'shop', missing: 'Shop address is required' },
    {
      field: 'state',
      section: 'shop',
      missing: 'State is required',
      check: (v) => (STATE_SET.has(v) ? null : 'Choose the state from the list'),
    },
    { field: 'district', section: 'shop', missing: 'District is required' },
    {
      field: 'pin',
      section: 'shop',
      missing: 'PIN code is required',
      check: (v) => (PIN_RE.test(v) && !v.startsWith('0') ? null : 'PIN code is 6 digits, not starting with 0'),
    },
  ];
}

export function psaProblems(d: PsaRegistrationData, today: Date = new Date()): RequestProblem[] {
  return fieldProblems(rules(today), d);
}

/** The columns the lists filter and search by: the applicant's full name and PAN. */
export function psaListFields(d: PsaRegistrationData) {
  return {
    name: [d.firstName, d.middleName, d.lastName].filter(Boolean).join(' '),
    subject: d.pan,
    kind: '',
    period: '',
  };
}

// ----- documents ------------------------------------------------------------------------------

/** Checked by content on upload, like every upload of the portal. */
export const PSA_FILE_MAX_BYTES = KYC_FILE_MAX_BYTES;
const IMAGE_OR_PDF = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export const PSA_DOCUMENTS = [
  { value: 'pan_card', label: 'PAN card of the applicant', accept: IMAGE_OR_PDF },
  { value: 'aadhaar_card', label: 'Aadhaar card of the applicant', accept: IMAGE_OR_PDF },
] as const satisfies readonly { value: string; label: string; accept: readonly string[] }[];
export type PsaDocument = (typeof PSA_DOCUMENTS)[number]['value'];

/** One of each, before a registration is submitted. */
export function requiredPsaDocuments(): RequiredDocument[] {
  return PSA_DOCUMENTS.map((d) => ({ kind: d.value, label: d.label, count: 1 }));
}

// ----- the PSA login id -------------------------------------------------------------------------

/**
 * The id UTIITSL gives a PSA to sign in with. Its published format is not documented, so the portal
 * accepts a safe shape (docs/decisions/0053): 4–20 upper-case letters and digits, starting with a letter.
 */
export const PSA_ID_RE = /^[A-Z][A-Z0-9]{3,19}$/;

export function psaIdProblem(value: string): string | null {
  const v = value.trim().toUpperCase();
  if (!v) return 'Enter the PSA login id';
  if (!/^[A-Z0-9]+$/.test(v)) return 'The PSA login id has letters and digits only, like UTIPSA10023';
  if (v.length < 4 || v.length > 20) return 'The PSA login id is 4 to 20 letters and digits, like UTIPSA10023';
  return PSA_ID_RE.test(v) ? null : 'The PSA login id starts with a letter, like UTIPSA10023';
}

/** approve: the PSA login id UTIITSL gave (unique across the portal) and an optional remark. */
export const ApproveBody = z.object({
  psaId: z.string().trim().toUpperCase().superRefine(refineWith(psaIdProblem)),
  remark: z.string().trim().max(500).optional(),
});
export type ApproveBody = z.input<typeof ApproveBody>;
