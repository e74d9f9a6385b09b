import { z } from 'zod';
import { MOBILE_RE, ageOn } from '../india';
import { AppType, GENDERS, INDIVIDUAL_TITLES, applicantName } from '../nsdl-pan/form';
import { nameProblem, panProblem } from '../pan';
import type { RequestProblem } from '../requests';
import { fieldProblems, type FieldRule } from '../field-rules';

/*
 * A paperless application's draft: only what Protean asks of the portal before its own pages (the rest —
 * Aadhaar, address, photo — comes from e-KYC). Every field has a default so a draft saves half filled.
 */

const s = (max: number) => z.string().trim().max(max).default('');

export const PAPERLESS_CARDS = [
  { value: 'physical_and_epan', label: 'Physical card and e-PAN' },
  { value: 'epan_only', label: 'e-PAN only (by email)' },
] as const;
export type PaperlessCard = (typeof PAPERLESS_CARDS)[number]['value'];

export { GENDERS as PAPERLESS_GENDERS, INDIVIDUAL_TITLES as PAPERLESS_TITLES };

export const PaperlessData = z.object({
  /** N new PAN, C change / correction of an existing one. */
  appType: AppType.default('N'),
  title: z.enum(['', ...INDIVIDUAL_TITLES]).default(''),
  firstName: s(25),
  middleName: s(25),
  lastName: s(75),
  gender: z.enum(['', 'M', 'F', 'T']).default(''),
  /** YYYY-MM-DD, as every date field of the portal's forms. */
  dob: s(10),
  mobile: s(10),
  email: z.string().trim().toLowerCase().max(100).default(''),
  card: z.enum(['', 'physical_and_epan', 'epan_only']).default(''),
  /** C only: the PAN being changed. */
  existingPan: z.string().trim().toUpperCase().max(10).default(''),
});
export type PaperlessData = z.infer<typeof PaperlessData>;
export type PaperlessInput = z.input<typeof PaperlessData>;

export const emptyPaperless = (appType: AppType = 'N'): PaperlessData => PaperlessData.parse({ appType });

/** Form sections, in the order the form shows them. */
export const PAPERLESS_SECTIONS = {
  change: 'PAN to change',
  name: 'Name',
  personal: 'Personal details',
  contact: 'Contact',
  card: 'Card',
} as const;
export type PaperlessSection = keyof typeof PAPERLESS_SECTIONS;

/** The bounds the physical form accepts for an individual (e-KYC is always an individual's own Aadhaar). */
export function paperlessDobProblem(dob: string, today: Date = new Date()): string | null {
  if (!z.iso.date().safeParse(dob).success) return 'Date of birth is not a real date (YYYY-MM-DD)';
  const age = ageOn(dob, today);
  if (age < 0) return 'Date of birth cannot be in the future';
  if (age > 125) return 'Date of birth is more than 125 years ago';
  return null;
}

/** Shri is a man's title, Smt and Kumari a woman's; Protean refuses the pair that disagrees. */
function titleProblem(title: string, d: PaperlessData): string | null {
  if (title === 'Shri' && d.gender === 'F') return 'Shri is for a male applicant';
  if (title !== 'Shri' && d.gender === 'M') return `${title} is for a female applicant`;
  return null;
}

function rules(d: PaperlessData, today: Date): FieldRule<PaperlessData>[] {
  const change: FieldRule<PaperlessData>[] =
    d.appType === 'C'
      ? [
          {
            field: 'existingPan',
            section: 'change',
            missing: 'The PAN to change is required',
            check: (v) => panProblem(v, 'individual'),
          },
        ]
      : [];
  return [
    ...change,
    { field: 'title', section: 'name', missing: 'Choose Shri, Smt or Kumari', check: titleProblem },
    { field: 'firstName', section: 'name', check: (v) => nameProblem(v, 'first') },
    { field: 'middleName', section: 'name', check: (v) => nameProblem(v, 'middle') },
    {
      field: 'lastName',
      section: 'name',
      missing: 'Last name (surname) is required',
      check: (v) => nameProblem(v, 'last'),
    },
    { field: 'gender', section: 'personal', missing: 'Gender is required' },
    {
      field: 'dob',
      section: 'personal',
      missing: 'Date of birth is required',
      check: (v) => paperlessDobProblem(v, today),
    },
    {
      field: 'mobile',
      section: 'contact',
      missing: 'Mobile number is required',
      check: (v) => (MOBILE_RE.test(v) ? null : 'Mobile number is 10 digits starting with 6, 7, 8 or 9'),
    },
    // The e-PAN is sent to this address, so it is needed whichever card is wanted.
    {
      field: 'email',
      section: 'contact',
      missing: 'Email address is required',
      check: (v) => (z.email().safeParse(v).success ? null : 'Email address is not valid'),
    },
    { field: 'card', section: 'card', missing: 'Choose the physical card and e-PAN, or e-PAN only' },
  ];
}

/** What is wrong ('format': a save is refused) or still missing ('missing': needed before confirming). */
export function paperlessProblems(d: PaperlessData, today: Date = new Date()): RequestProblem[] {
  return fieldProblems(rules(d, today), d);
}

/** The columns lists filter and search by: the applicant, the PAN being changed, the type. */
export function paperlessListFields(d: PaperlessData) {
  return {
    name: applicantName('individual', d),
    subject: d.appType === 'C' ? d.existingPan : '',
    kind: d.appType,
    period: '',
  };
}
