import { PAN_RE } from '../india';
import { PAN_CATEGORIES } from '../pan';

/*
 * Constitutions of business as GST registration offers them, with the PAN holder types (the PAN's 4th
 * letter) each may have, who its people are, and the document that proves it. Why a constitution takes
 * the letters it does: docs/decisions/0052-gst-rules.md.
 */

export const GST_PERSON_ROLES = [
  { value: 'proprietor', label: 'Proprietor' },
  { value: 'partner', label: 'Partner' },
  { value: 'director', label: 'Director' },
  { value: 'karta', label: 'Karta' },
  { value: 'member', label: 'Member / person in charge' },
] as const;
export type GstPersonRole = (typeof GST_PERSON_ROLES)[number]['value'];

type ConstitutionDecl = {
  value: string;
  label: string;
  /** PAN holder types (4th letter of the PAN) the business's PAN may have. */
  panLetters: readonly string[];
  /** The role of the people listed for it, and how many there must be. */
  personRole: GstPersonRole;
  minPersons: number;
  maxPersons: number;
  /** The document that proves the constitution, or null when there is none to upload. */
  proof: string | null;
};

export const GST_CONSTITUTIONS = [
  {
    value: 'proprietorship',
    label: 'Proprietorship',
    panLetters: ['P'],
    personRole: 'proprietor',
    minPersons: 1,
    maxPersons: 1,
    proof: null,
  },
  {
    value: 'partnership',
    label: 'Partnership',
    panLetters: ['F'],
    personRole: 'partner',
    minPersons: 2,
    maxPersons: 10,
    proof: 'Partnership deed',
  },
  {
    value: 'huf',
    label: 'Hindu Undivided Family',
    panLetters: ['H'],
    personRole: 'karta',
    minPersons: 1,
    maxPersons: 1,
    proof: null,
  },
  {
    value: 'private_limited',
    label: 'Private limited company',
    panLetters: ['C'],
    personRole: 'director',
    minPersons: 1,
    maxPersons: 10,
    proof: 'Certificate of incorporation',
  },
  {
    value: 'public_limited',
    label: 'Public limited company',
    panLetters: ['C'],
    personRole: 'director',
    minPersons: 1,
    maxPersons: 10,
    proof: 'Certificate of incorporation',
  },
  {
    value: 'llp',
    label: 'Limited Liability Partnership',
    panLetters: ['F'],
    personRole: 'partner',
    minPersons: 2,
    maxPersons: 10,
    proof: 'Certificate of incorporation of the LLP',
  },
  {
    value: 'society',
    label: 'Society / club / trust / AOP',
    panLetters: ['A', 'T', 'B'],
    personRole: 'member',
    minPersons: 1,
    maxPersons: 10,
    proof: 'Certificate of registration or trust deed',
  },
  {
    value: 'government',
    label: 'Government department',
    panLetters: ['G'],
    personRole: 'member',
    minPersons: 1,
    maxPersons: 10,
    proof: null,
  },
  {
    value: 'psu',
    label: 'Public sector undertaking',
    panLetters: ['C'],
    personRole: 'director',
    minPersons: 1,
    maxPersons: 10,
    proof: 'Certificate of incorporation',
  },
  {
    value: 'local_authority',
    label: 'Local authority',
    panLetters: ['L'],
    personRole: 'member',
    minPersons: 1,
    maxPersons: 10,
    proof: null,
  },
  {
    value: 'statutory_body',
    label: 'Statutory body',
    panLetters: ['J', 'C', 'G', 'L'],
    personRole: 'member',
    minPersons: 1,
    maxPersons: 10,
    proof: null,
  },
  {
    value: 'others',
    label: 'Others',
    panLetters: ['C', 'F', 'H', 'A', 'B', 'T', 'L', 'J', 'G'],
    personRole: 'member',
    minPersons: 1,
    maxPersons: 10,
    proof: null,
  },
] as const satisfies readonly ConstitutionDecl[];
export type GstConstitution = (typeof GST_CONSTITUTIONS)[number]['value'];
export const GST_CONSTITUTION_VALUES = GST_CONSTITUTIONS.map((c) => c.value) as [GstConstitution, ...GstConstitution[]];

export function constitutionOf(value: string): ConstitutionDecl | undefined {
  return (GST_CONSTITUTIONS as readonly ConstitutionDecl[]).find((c) => c.value === value);
}

const holderType = (letter: string) => PAN_CATEGORIES.find((c) => c.panLetter === letter)?.label;
const orList = (xs: readonly string[]) =>
  xs.length === 1 ? xs[0] : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`;

/**
 * Whether the business PAN's 4th letter (the holder type) fits the constitution: null when it does or
 * when no constitution is chosen yet; otherwise what it should be and what this PAN is.
 */
export function panLetterProblem(constitution: string, pan: string): string | null {
  const v = pan.trim().toUpperCase();
  if (!PAN_RE.test(v)) return 'PAN is 5 letters, 4 digits and a letter, like AAPFU0939F';
  const c = constitutionOf(constitution);
  if (!c || c.panLetters.includes(v[3])) return null;
  const holder = holderType(v[3]);
  return `For ${c.label}, the PAN's 4th letter is ${orList(c.panLetters)} (this one has ${v[3]}${holder ? `: ${holder}` : ''})`;
}
