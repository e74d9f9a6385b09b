import { PAN_RE } from './india';

/** Form 49A / CSF applicant categories, with the 4th letter of the PAN each holder type gets. */
export const PAN_CATEGORIES = [
  { value: 'individual', label: 'Individual', panLetter: 'P' },
  { value: 'huf', label: 'Hindu Undivided Family', panLetter: 'H' },
  { value: 'company', label: 'Company', panLetter: 'C' },
  { value: 'firm', label: 'Firm / Limited Liability Partnership', panLetter: 'F' },
  { value: 'aop', label: 'Association of Persons', panLetter: 'A' },
  { value: 'boi', label: 'Body of Individuals', panLetter: 'B' },
  { value: 'trust', label: 'Trust', panLetter: 'T' },
  { value: 'local-authority', label: 'Local Authority', panLetter: 'L' },
  { value: 'ajp', label: 'Artificial Juridical Person', panLetter: 'J' },
  { value: 'government', label: 'Government', panLetter: 'G' },
] as const;
export type PanCategory = (typeof PAN_CATEGORIES)[number]['value'];

/** Application type: N new PAN (Form 49A), C change or correction (CSF). */
export const PAN_APPLICATION_TYPES = [
  { value: 'N', label: 'New PAN (Form 49A)' },
  { value: 'C', label: 'Change / correction (CSF)' },
] as const;

/** A PAN is 5 letters, 4 digits, a letter; its 4th letter must match the holder's category. */
export function panProblem(pan: string, category: PanCategory): string | null {
  const v = pan.trim().toUpperCase();
  if (!PAN_RE.test(v)) return 'PAN is 5 letters, 4 digits and a letter, like ABCPE1234F';
  const expected = PAN_CATEGORIES.find((c) => c.value === category)?.panLetter;
  if (expected && v[3] !== expected) {
    const label = PAN_CATEGORIES.find((c) => c.value === category)!.label;
    return `The 4th letter of a PAN for ${label.toLowerCase()} is ${expected} (this one has ${v[3]})`;
  }
  return null;
}

const TITLES = [
  'SHRI',
  'SHREE',
  'SMT',
  'SMT.',
  'KUMARI',
  'KUM',
  'KUM.',
  'DR',
  'DR.',
  'M/S',
  'M/S.',
  'MS',
  'MS.',
  'MR',
  'MR.',
  'MRS',
  'MRS.',
  'LATE',
  'ALIAS',
  'SRI',
];

/**
 * Protean's name rules: no titles (Shri, Smt, Kumari, Dr., M/s, Late, Alias…) inside a name field, and
 * at most one single-letter initial in an individual's middle name.
 */
export function nameProblem(value: string, field: 'first' | 'middle' | 'last' | 'card'): string | null {
  const words = value.trim().toUpperCase().split(/\s+/).filter(Boolean);
  const title = words.find((w) => TITLES.includes(w));
  if (title)
    return `Leave out titles such as "${title.charAt(0) + title.slice(1).toLowerCase()}" — write the name only`;
  if (!/^[A-Za-z .'-]*$/.test(value)) return 'Use letters, spaces, dots, apostrophes and hyphens only';
  if (field === 'middle') {
    const initials = words.filter((w) => w.replace(/\./g, '').length === 1);
    if (initials.length > 1) return 'At most one initial in the middle name';
  }
  return null;
}
