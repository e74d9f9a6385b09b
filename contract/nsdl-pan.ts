import { z } from 'zod';
import type { ColumnDef } from './table';
import { INDIAN_STATES, MOBILE_RE, PIN_RE, ageOn, isValidAadhaar } from './india';
import { PAN_CATEGORIES, nameProblem, panProblem, type PanCategory } from './pan';

/**
 * NSDL PAN physical applications (issue 6, DESIGN §5 and §11): the application's data as the forms
 * keep it, the checks both the browser (as the agent types) and the server (on save and on submit)
 * run, and the shapes of the calls.
 */

export const NSDL_PAN_API = {
  merchant: '/api/merchant/nsdl-pan/physical',
  backend: '/api/backend/nsdl-pan/physical',
} as const;

export const PAN_CATEGORY_VALUES = PAN_CATEGORIES.map((c) => c.value) as [PanCategory, ...PanCategory[]];
export const PanCategorySchema = z.enum(PAN_CATEGORY_VALUES);
export const AppType = z.enum(['N', 'C']);
export type AppType = z.infer<typeof AppType>;

export const PAN_STATE_LABELS = {
  draft: 'Incomplete',
  waiting: 'Waiting for verification',
  verified: 'Verified, awaiting ack no',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  acknowledged: 'Acknowledged',
  tin_rejected: 'TIN rejected',
  tin_resubmitted: 'TIN documents re-uploaded',
  hardcopy_sent: 'Hard copy sent',
  completed: 'Completed',
} as const;
export type PanStateName = keyof typeof PAN_STATE_LABELS;
export const PAN_STATE_OPTIONS = Object.entries(PAN_STATE_LABELS).map(([value, label]) => ({ value, label }));

export const PAN_ACTION_LABELS = {
  create: 'Draft saved',
  submit: 'Submitted',
  verify: 'Verified',
  reject: 'Rejected',
  cancel: 'Cancelled',
  acknowledge: 'Acknowledgement number entered',
  tin_reject: 'TIN rejection',
  tin_resubmit: 'Corrected documents uploaded',
  tin_verify: 'TIN documents verified',
  tin_reject_again: 'TIN rejected again',
  dispatch: 'Hard copy dispatched',
  receive: 'Hard copy received',
  return: 'Courier returned',
  reapply: 'Reapplied as a new application',
  crop: 'Photo / signature cropped',
} as const;

// ----- the application's data ---------------------------------------------------------------

const s = (max: number) => z.string().trim().max(max).default('');

export const PersonName = z.object({ lastName: s(75), firstName: s(25), middleName: s(25) }).default({ lastName: '', firstName: '', middleName: '' });
export type PersonName = z.infer<typeof PersonName>;

export const Address = z
  .object({
    /** Flat / room / door / block no. */
    line1: s(25),
    /** Name of premises / building / village. */
    line2: s(25),
    /** Road / street / lane / post office. */
    line3: s(25),
    /** Area / locality / taluka / sub-division. */
    area: s(25),
    /** Town / city / district. */
    city: s(25),
    state: s(60),
    pin: s(6),
  })
  .default({ line1: '', line2: '', line3: '', area: '', city: '', state: '', pin: '' });
export type Address = z.infer<typeof Address>;

export const INDIVIDUAL_TITLES = ['Shri', 'Smt', 'Kumari'] as const;
export const GENDERS = [
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
  { value: 'T', label: 'Transgender' },
] as const;
export const INCOME_SOURCES = [
  { value: 'salary', label: 'Salary' },
  { value: 'business', label: 'Income from business / profession' },
  { value: 'house_property', label: 'Income from house property' },
  { value: 'capital_gains', label: 'Capital gains' },
  { value: 'other_sources', label: 'Income from other sources' },
  { value: 'no_income', label: 'No income' },
] as const;
/** CSF: the details a change/correction request can tick. An empty list is a reprint of the card. */
export const CHANGE_FIELDS = [
  { value: 'name', label: 'Full name' },
  { value: 'father', label: "Father's / mother's name" },
  { value: 'dob', label: 'Date of birth / incorporation' },
  { value: 'gender', label: 'Gender' },
  { value: 'address', label: 'Address' },
  { value: 'contact', label: 'Mobile / email' },
  { value: 'aadhaar', label: 'Aadhaar' },
  { value: 'photo', label: 'Photograph' },
  { value: 'signature', label: 'Signature' },
] as const;
export const PAN_PROOFS = [
  { value: 'pan_card', label: 'Copy of PAN card' },
  { value: 'allotment_letter', label: 'Copy of PAN allotment letter' },
] as const;

/** Documents Protean accepts (49A annexure), by what they prove; the non-individual list is used for every other category. */
export const PROOF_OPTIONS = {
  individual: {
    identity: ['Aadhaar card', 'Voter ID card', 'Passport', 'Driving licence', 'Ration card with photograph', 'Arms licence', 'Central/State Government photo ID', 'Pensioner card with photograph', 'Bank certificate'],
    address: ['Aadhaar card', 'Voter ID card', 'Passport', 'Driving licence', 'Electricity bill', 'Landline / broadband bill', 'Water bill', 'Bank account statement', 'Property tax assessment order', 'Domicile certificate'],
    dob: ['Aadhaar card', 'Birth certificate', 'Matriculation certificate', 'Passport', 'Driving licence', 'Domicile certificate', 'Pension payment order', 'Marriage certificate', 'Affidavit sworn before a magistrate'],
  },
  other: {
    identity: ['Certificate of registration', 'Partnership deed', 'Trust deed', 'Agreement / certificate of registration (AOP/BOI)', 'Government order / notification', 'HUF affidavit by the Karta'],
    address: ['Certificate of registration', 'Partnership deed', 'Trust deed', 'Agreement / certificate of registration (AOP/BOI)', 'Government order / notification', 'HUF affidavit by the Karta'],
    dob: [] as string[],
  },
} as const;

export const PanApplicationData = z.object({
  /** Assessing officer code: area code, AO type, range code, AO number (Protean's AO code search). */
  aoCode: z.object({ areaCode: s(3), aoType: s(2), rangeCode: s(3), aoNo: s(3) }).default({ areaCode: '', aoType: '', rangeCode: '', aoNo: '' }),
  /** Individuals: Shri / Smt / Kumari; other categories print M/s. */
  title: s(10),
  /** For a category other than individual, lastName holds the full name of the entity. */
  lastName: s(75),
  firstName: s(25),
  middleName: s(25),
  nameOnCard: s(85),
  otherName: z
    .object({ used: z.boolean().default(false), title: s(10), lastName: s(75), firstName: s(25), middleName: s(25) })
    .default({ used: false, title: '', lastName: '', firstName: '', middleName: '' }),
  gender: z.enum(['', 'M', 'F', 'T']).default(''),
  /** Date of birth, incorporation, formation or agreement (YYYY-MM-DD). */
  dob: s(10),
  father: PersonName,
  mother: PersonName,
  printParent: z.enum(['father', 'mother']).default('father'),
  residence: Address,
  office: Address,
  officeName: s(75),
  communication: z.enum(['residence', 'office']).default('residence'),
  phone: z.object({ isd: s(4), std: s(5), number: s(10) }).default({ isd: '91', std: '', number: '' }),
  mobile: s(10),
  email: s(100),
  registrationNo: s(30),
  aadhaar: s(12),
  aadhaarName: s(100),
  incomeSources: z.array(z.enum(['salary', 'business', 'house_property', 'capital_gains', 'other_sources', 'no_income'])).max(6).default([]),
  businessCode: s(2),
  representative: z
    .object({ used: z.boolean().default(false), title: s(10), lastName: s(75), firstName: s(25), middleName: s(25), address: Address })
    .default({ used: false, title: '', lastName: '', firstName: '', middleName: '', address: { line1: '', line2: '', line3: '', area: '', city: '', state: '', pin: '' } }),
  proofs: z.object({ identity: s(80), address: s(80), dob: s(80) }).default({ identity: '', address: '', dob: '' }),
  declaration: z.object({ capacity: z.enum(['self', 'representative']).default('self'), place: s(40) }).default({ capacity: 'self', place: '' }),
  // CSF (application type C) only
  existingPan: s(10),
  changes: z.array(z.enum(['name', 'father', 'dob', 'gender', 'address', 'contact', 'aadhaar', 'photo', 'signature'])).max(9).default([]),
  otherPans: z.array(z.string().trim().max(10)).max(5).default([]),
  panProof: z.enum(['', 'pan_card', 'allotment_letter']).default(''),
});
export type PanApplicationData = z.infer<typeof PanApplicationData>;
export type PanApplicationInput = z.input<typeof PanApplicationData>;

/** An empty application, as a new form starts. */
export const emptyApplication = (): PanApplicationData => PanApplicationData.parse({});

// ----- checks --------------------------------------------------------------------------------

export const SECTIONS = {
  ao: 'AO code',
  name: 'Name',
  personal: 'Personal details',
  parents: "Parents' names",
  address: 'Address',
  contact: 'Contact',
  identity: 'Aadhaar and registration',
  income: 'Source of income',
  representative: 'Representative assessee',
  proofs: 'Proofs',
  declaration: 'Declaration',
  change: 'PAN to change',
} as const;
export type Section = keyof typeof SECTIONS;

/** One thing wrong with an application: which field (dotted path), its form section, and what to do. */
export type Problem = { field: string; section: Section; message: string; kind: 'format' | 'missing' };

export const isIndividual = (c: PanCategory) => c === 'individual';
const STATE_SET: ReadonlySet<string> = new Set(INDIAN_STATES);
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isRealDate(v: string): boolean {
  if (!DATE_RE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

function todayIso(today: Date): string {
  return new Date(today.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/**
 * Every problem of an application. 'format' problems are values that are wrong as typed (a save is
 * refused for them); 'missing' ones are what is still needed before it can be submitted.
 */
export function applicationProblems(category: PanCategory, appType: AppType, d: PanApplicationData, today: Date = new Date()): Problem[] {
  const out: Problem[] = [];
  const bad = (field: string, section: Section, message: string) => out.push({ field, section, message, kind: 'format' });
  const need = (field: string, section: Section, message: string) => out.push({ field, section, message, kind: 'missing' });
  const person = isIndividual(category);
  const change = appType === 'C';

  // AO code (new applications only; Protean allots it for a change request)
  if (!change) {
    const ao = d.aoCode;
    if (!ao.areaCode) need('aoCode.areaCode', 'ao', 'Area code is required');
    else if (!/^[A-Za-z]{3}$/.test(ao.areaCode)) bad('aoCode.areaCode', 'ao', 'Area code is 3 letters');
    if (!ao.aoType) need('aoCode.aoType', 'ao', 'AO type is required');
    else if (!/^[A-Za-z]{1,2}$/.test(ao.aoType)) bad('aoCode.aoType', 'ao', 'AO type is 1 or 2 letters');
    if (!ao.rangeCode) need('aoCode.rangeCode', 'ao', 'Range code is required');
    else if (!/^\d{1,3}$/.test(ao.rangeCode)) bad('aoCode.rangeCode', 'ao', 'Range code is up to 3 digits');
    if (!ao.aoNo) need('aoCode.aoNo', 'ao', 'AO number is required');
    else if (!/^\d{1,3}$/.test(ao.aoNo)) bad('aoCode.aoNo', 'ao', 'AO number is up to 3 digits');
  }

  // Name
  if (person) {
    if (!d.title) need('title', 'name', 'Choose Shri, Smt or Kumari');
    else if (!(INDIVIDUAL_TITLES as readonly string[]).includes(d.title)) bad('title', 'name', 'Title is Shri, Smt or Kumari');
    if (!d.lastName) need('lastName', 'name', 'Last name (surname) is required');
    const nameChecks: [string, string, 'first' | 'middle' | 'last'][] = [
      ['lastName', d.lastName, 'last'],
      ['firstName', d.firstName, 'first'],
      ['middleName', d.middleName, 'middle'],
    ];
    for (const [field, value, kind] of nameChecks) {
      const p = value ? nameProblem(value, kind) : null;
      if (p) bad(field, 'name', p);
    }
  } else {
    if (!d.lastName) need('lastName', 'name', `Name of the ${categoryNoun(category)} is required`);
    else if (/[^A-Za-z0-9 .&'()/,-]/.test(d.lastName)) bad('lastName', 'name', 'Use letters, digits, spaces and . & \' ( ) / , - only');
  }
  if (!d.nameOnCard) need('nameOnCard', 'name', 'Name to print on the card is required');
  else {
    const p = nameProblem(d.nameOnCard.replace(/[0-9&(),/]/g, ''), 'card');
    if (p) bad('nameOnCard', 'name', p);
  }
  if (d.otherName.used) {
    if (!d.otherName.lastName) need('otherName.lastName', 'name', 'Last name of the other name is required');
    for (const k of ['lastName', 'firstName', 'middleName'] as const) {
      const v = d.otherName[k];
      const p = v ? nameProblem(v, k === 'lastName' ? 'last' : k === 'firstName' ? 'first' : 'middle') : null;
      if (p) bad(`otherName.${k}`, 'name', p);
    }
  }

  // Personal details
  if (person) {
    if (!d.gender) need('gender', 'personal', 'Gender is required');
    if (d.title === 'Shri' && d.gender === 'F') bad('title', 'name', 'Shri is for a male applicant');
    if ((d.title === 'Smt' || d.title === 'Kumari') && d.gender === 'M') bad('title', 'name', `${d.title} is for a female applicant`);
  }
  const dobLabel = person ? 'Date of birth' : 'Date of incorporation / formation';
  if (!d.dob) need('dob', 'personal', `${dobLabel} is required`);
  else if (!isRealDate(d.dob)) bad('dob', 'personal', `${dobLabel} is not a real date`);
  else if (d.dob > todayIso(today)) bad('dob', 'personal', `${dobLabel} cannot be in the future`);
  else if (person && ageOn(d.dob, today) > 125) bad('dob', 'personal', 'Date of birth is more than 125 years ago');
  else if (!person && d.dob < '1800-01-01') bad('dob', 'personal', 'Date of incorporation is before 1800');
  const minor = person && !!d.dob && isRealDate(d.dob) && d.dob <= todayIso(today) && ageOn(d.dob, today) < 18;

  // Parents (individuals)
  if (person) {
    if (!d.father.lastName) need('father.lastName', 'parents', "Father's last name is required");
    for (const who of ['father', 'mother'] as const) {
      for (const k of ['lastName', 'firstName', 'middleName'] as const) {
        const v = d[who][k];
        const p = v ? nameProblem(v, k === 'lastName' ? 'last' : k === 'firstName' ? 'first' : 'middle') : null;
        if (p) bad(`${who}.${k}`, 'parents', p);
      }
    }
    if (d.printParent === 'mother' && !d.mother.lastName) need('mother.lastName', 'parents', "Mother's last name is needed to print it on the card");
  }

  // Address
  const checkAddress = (prefix: 'residence' | 'office' | 'representative.address', a: Address, required: boolean, label: string) => {
    const filled = Object.values(a).some(Boolean);
    if (!required && !filled) return;
    if (!a.line1 && !a.line2) need(`${prefix}.line1`, prefix.startsWith('rep') ? 'representative' : 'address', `${label}: flat/door no or building/village is required`);
    if (!a.city) need(`${prefix}.city`, prefix.startsWith('rep') ? 'representative' : 'address', `${label}: town / city / district is required`);
    if (!a.state) need(`${prefix}.state`, prefix.startsWith('rep') ? 'representative' : 'address', `${label}: state is required`);
    else if (!STATE_SET.has(a.state)) bad(`${prefix}.state`, prefix.startsWith('rep') ? 'representative' : 'address', `${label}: choose the state from the list`);
    if (!a.pin) need(`${prefix}.pin`, prefix.startsWith('rep') ? 'representative' : 'address', `${label}: PIN code is required`);
    else if (!PIN_RE.test(a.pin) || a.pin.startsWith('0')) bad(`${prefix}.pin`, prefix.startsWith('rep') ? 'representative' : 'address', `${label}: PIN code is 6 digits, not starting with 0`);
  };
  if (person) {
    checkAddress('residence', d.residence, true, 'Residence address');
    checkAddress('office', d.office, d.communication === 'office', 'Office address');
    if (d.communication === 'office' && !d.officeName) need('officeName', 'address', 'Name of office is required for an office address');
  } else {
    checkAddress('office', d.office, true, 'Office address');
    if (d.communication !== 'office') bad('communication', 'address', 'Communication goes to the office address for this category');
  }

  // Contact
  if (!d.mobile) need('mobile', 'contact', 'Mobile number is required');
  else if (!MOBILE_RE.test(d.mobile)) bad('mobile', 'contact', 'Mobile number is 10 digits starting with 6, 7, 8 or 9');
  if (d.email && !EMAIL_RE.test(d.email)) bad('email', 'contact', 'Email address is not valid');
  if (d.phone.std && !/^\d{2,5}$/.test(d.phone.std)) bad('phone.std', 'contact', 'STD code is 2 to 5 digits');
  if (d.phone.number && !/^\d{6,8}$/.test(d.phone.number)) bad('phone.number', 'contact', 'Telephone number is 6 to 8 digits');

  // Aadhaar / registration number
  if (person) {
    if (!d.aadhaar) need('aadhaar', 'identity', 'Aadhaar number is required for an individual');
    else if (!isValidAadhaar(d.aadhaar)) bad('aadhaar', 'identity', 'Aadhaar number is not valid (12 digits, check digit wrong?)');
    if (d.aadhaar && !d.aadhaarName) need('aadhaarName', 'identity', 'Name as per Aadhaar is required');
    else if (d.aadhaarName && !/^[A-Za-z .'-]+$/.test(d.aadhaarName)) bad('aadhaarName', 'identity', 'Name as per Aadhaar: letters, spaces, dots, apostrophes and hyphens only');
  } else if (REGISTRATION_REQUIRED.includes(category)) {
    if (!d.registrationNo) need('registrationNo', 'identity', 'Registration number is required for this category');
  }
  if (d.registrationNo && !/^[A-Za-z0-9/ -]+$/.test(d.registrationNo)) bad('registrationNo', 'identity', 'Registration number: letters, digits, / and - only');

  // Source of income
  if (!change) {
    if (d.incomeSources.length === 0) need('incomeSources', 'income', 'Tick at least one source of income');
    if (d.incomeSources.includes('no_income') && d.incomeSources.length > 1) bad('incomeSources', 'income', '"No income" cannot be ticked with another source');
    if (d.incomeSources.includes('business')) {
      if (!d.businessCode) need('businessCode', 'income', 'Business / profession code is required');
      else if (!/^\d{2}$/.test(d.businessCode)) bad('businessCode', 'income', 'Business / profession code is 2 digits');
    }
  }

  // Representative assessee
  if (minor && !d.representative.used) need('representative.used', 'representative', 'A minor applies through a representative assessee');
  if (d.representative.used) {
    if (!d.representative.lastName) need('representative.lastName', 'representative', "Representative's last name is required");
    for (const k of ['lastName', 'firstName', 'middleName'] as const) {
      const v = d.representative[k];
      const p = v ? nameProblem(v, k === 'lastName' ? 'last' : k === 'firstName' ? 'first' : 'middle') : null;
      if (p) bad(`representative.${k}`, 'representative', p);
    }
    checkAddress('representative.address', d.representative.address, true, "Representative's address");
  }

  // Proofs
  const proofs = person ? PROOF_OPTIONS.individual : PROOF_OPTIONS.other;
  const proofChecks: ['identity' | 'address' | 'dob', string][] = [
    ['identity', 'Proof of identity'],
    ['address', 'Proof of address'],
  ];
  if (person) proofChecks.push(['dob', 'Proof of date of birth']);
  for (const [k, label] of proofChecks) {
    const v = d.proofs[k];
    if (!v) need(`proofs.${k}`, 'proofs', `${label} is required`);
    else if (!(proofs[k] as readonly string[]).includes(v)) bad(`proofs.${k}`, 'proofs', `${label}: choose a document from the list`);
  }

  // Declaration
  if (!d.declaration.place) need('declaration.place', 'declaration', 'Place of signing is required');
  if (d.declaration.capacity === 'representative' && !d.representative.used) bad('declaration.capacity', 'declaration', 'Signed as representative, but no representative assessee is given');

  // Change / correction
  if (change) {
    if (!d.existingPan) need('existingPan', 'change', 'The PAN to change is required');
    else {
      const p = panProblem(d.existingPan, category);
      if (p) bad('existingPan', 'change', p);
    }
    d.otherPans.forEach((pan, i) => {
      const p = pan ? panProblem(pan, category) : null;
      if (p) bad(`otherPans.${i}`, 'change', `Other PAN ${i + 1}: ${p}`);
      if (pan && pan.toUpperCase() === d.existingPan.toUpperCase()) bad(`otherPans.${i}`, 'change', `Other PAN ${i + 1} is the PAN being changed`);
    });
    if (!d.panProof) need('panProof', 'change', 'Choose the proof of PAN you attach');
  }
  return out;
}

/** Categories whose registration number is required (the form marks it so). */
export const REGISTRATION_REQUIRED: readonly PanCategory[] = ['company', 'firm', 'trust'];

export function categoryNoun(c: PanCategory): string {
  switch (c) {
    case 'individual': return 'applicant';
    case 'huf': return 'HUF';
    case 'company': return 'company';
    case 'firm': return 'firm / LLP';
    case 'aop': return 'association';
    case 'boi': return 'body of individuals';
    case 'trust': return 'trust';
    case 'local-authority': return 'local authority';
    case 'ajp': return 'artificial juridical person';
    case 'government': return 'government body';
  }
}

/** The applicant's name as lists show it. */
export function applicantName(category: PanCategory, d: Pick<PanApplicationData, 'firstName' | 'middleName' | 'lastName'>): string {
  if (!isIndividual(category)) return d.lastName.trim();
  return [d.firstName, d.middleName, d.lastName].map((x) => x.trim()).filter(Boolean).join(' ');
}

/** Field errors for a 400 answer: dotted field → messages. */
export function problemsToErrors(problems: Problem[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const p of problems) (out[p.field] ??= []).push(p.message);
  return out;
}

/** Protean's 15-digit acknowledgement number. */
export const ACK_NO_RE = /^\d{15}$/;

// ----- documents and scans ---------------------------------------------------------------------

/** What an uploaded file is. 'form' pages must be images so the photo and signature can be cropped from them. */
export const DOCUMENT_KINDS = [
  { value: 'form', label: 'Signed application form', accept: ['image/jpeg', 'image/png'] },
  { value: 'identity', label: 'Proof of identity', accept: ['image/jpeg', 'image/png', 'application/pdf'] },
  { value: 'address', label: 'Proof of address', accept: ['image/jpeg', 'image/png', 'application/pdf'] },
  { value: 'dob', label: 'Proof of date of birth', accept: ['image/jpeg', 'image/png', 'application/pdf'] },
  { value: 'pan_proof', label: 'Proof of PAN', accept: ['image/jpeg', 'image/png', 'application/pdf'] },
  { value: 'other', label: 'Other document', accept: ['image/jpeg', 'image/png', 'application/pdf'] },
  { value: 'tin', label: 'Corrected document (TIN rejection)', accept: ['image/jpeg', 'image/png', 'application/pdf'] },
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]['value'];
export const DocumentKindSchema = z.enum(DOCUMENT_KINDS.map((k) => k.value) as [DocumentKind, ...DocumentKind[]]);

/** Which kinds must be uploaded before submitting. */
export function requiredDocuments(category: PanCategory, appType: AppType): DocumentKind[] {
  const kinds: DocumentKind[] = ['form', 'identity', 'address'];
  if (isIndividual(category)) kinds.push('dob');
  if (appType === 'C') kinds.push('pan_proof');
  return kinds;
}

/** Upload and scan limits (DESIGN §11: Protean's scanned route). */
export const SCAN_LIMITS = {
  uploadMaxBytes: 5 * 1024 * 1024,
  pdfMaxPages: 10,
  /** Pages of the merged PDF sent on: form and proofs together. */
  mergedMaxPages: 20,
  /** Each page of the merged PDF, at 200 dpi. */
  pageMaxBytes: 300 * 1024,
  dpi: 200,
  imageMaxSide: 8000,
  filesPerApplication: 20,
} as const;

/** Photo 3.5 × 2.5 cm and signature 2 × 4.5 cm at 200 dpi, colour JPEG. */
export const CROP_SPECS = {
  photo: { width: 197, height: 276, maxBytes: 20 * 1024, label: 'Photograph' },
  signature: { width: 354, height: 157, maxBytes: 10 * 1024, label: 'Signature' },
} as const;
export type CropKind = keyof typeof CROP_SPECS;
export const CropKindSchema = z.enum(['photo', 'signature']);

// ----- call shapes ----------------------------------------------------------------------------

export const CreateApplication = z.object({ category: PanCategorySchema, appType: AppType, data: PanApplicationData });
export type CreateApplication = z.input<typeof CreateApplication>;
export const SaveApplication = z.object({ data: PanApplicationData });

export const ApplicationFile = z.object({
  id: z.string(),
  kind: DocumentKindSchema,
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  pages: z.number().int(),
  uploadedAt: z.string(),
});
export type ApplicationFile = z.infer<typeof ApplicationFile>;

export const ApplicationCrop = z.object({
  kind: CropKindSchema,
  fileId: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  box: z.object({ x: z.number().int(), y: z.number().int(), width: z.number().int(), height: z.number().int() }),
  createdAt: z.string(),
});
export type ApplicationCrop = z.infer<typeof ApplicationCrop>;

export const CropRequest = z.object({
  fileId: z.string().uuid(),
  kind: CropKindSchema,
  box: z.object({ x: z.number().int().min(0), y: z.number().int().min(0), width: z.number().int().min(20), height: z.number().int().min(20) }),
});
export type CropRequest = z.infer<typeof CropRequest>;

export const ApplicationEvent = z.object({
  at: z.string(),
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string(),
  by: z.string(),
  byRole: z.string(),
  remark: z.string().nullable(),
});
export type ApplicationEvent = z.infer<typeof ApplicationEvent>;

const ProblemSchema = z.object({ field: z.string(), section: z.string(), message: z.string(), kind: z.enum(['format', 'missing']) });

export const ApplicationDetail = z.object({
  id: z.number().int(),
  tokenNo: z.string(),
  category: PanCategorySchema,
  appType: AppType,
  state: z.string(),
  stateLabel: z.string(),
  name: z.string(),
  data: PanApplicationData,
  ackNo: z.string().nullable(),
  /** Price charged at submission (rupees), or the price it will be charged (draft). */
  amount: z.number(),
  merchant: z.object({ code: z.string(), name: z.string() }),
  createdBy: z.string(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  remark: z.string().nullable(),
  reappliedFrom: z.object({ id: z.number().int(), tokenNo: z.string() }).nullable(),
  reappliedAs: z.object({ id: z.number().int(), tokenNo: z.string() }).nullable(),
  problems: z.array(ProblemSchema),
  missingDocuments: z.array(DocumentKindSchema),
  files: z.array(ApplicationFile),
  crops: z.array(ApplicationCrop),
  events: z.array(ApplicationEvent),
  courier: z.object({ id: z.number().int(), company: z.string(), docketNo: z.string(), state: z.string() }).nullable(),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetail>;

export const Remark = z.object({ remark: z.string().trim().min(1, 'Required').max(500) });
export const OptionalRemark = z.object({ remark: z.string().trim().max(500).optional() });
export const AckNoBody = z.object({ ackNo: z.string().trim().regex(ACK_NO_RE, 'The acknowledgement number is 15 digits') });

/** One row of any application list. */
export const ApplicationRow = z.object({
  id: z.number().int(),
  token_no: z.string(),
  dated: z.string(),
  category: z.string(),
  app_type: z.string(),
  name: z.string(),
  mobile: z.string(),
  state: z.string(),
  ack_no: z.string().nullable(),
  merchant_code: z.string(),
  merchant_name: z.string(),
  amount: z.number(),
  remark: z.string().nullable(),
  updated_at: z.string(),
  /** Token of the application a rejected one was reapplied as (not a column of the table). */
  reapplied_as: z.string().nullable().optional(),
});
export type ApplicationRow = z.infer<typeof ApplicationRow>;

export const StateCounts = z.record(z.string(), z.number().int());
export const MerchantPanDashboard = z.object({ counts: StateCounts, today: z.object({ drafts: z.number().int(), submitted: z.number().int(), acknowledged: z.number().int() }) });
export type MerchantPanDashboard = z.infer<typeof MerchantPanDashboard>;
export const BackendPanDashboard = z.object({
  counts: StateCounts,
  today: z.object({ submitted: z.number().int(), verified: z.number().int(), rejected: z.number().int(), acknowledged: z.number().int(), completed: z.number().int() }),
  oldestWaiting: z.array(z.object({ id: z.number().int(), token_no: z.string(), name: z.string(), merchant_code: z.string(), submitted_at: z.string() })),
});
export type BackendPanDashboard = z.infer<typeof BackendPanDashboard>;

// ----- lists ----------------------------------------------------------------------------------

const AFTER_ACK = ['acknowledged', 'tin_rejected', 'tin_resubmitted', 'hardcopy_sent', 'completed'] as const;
const SUBMITTED = ['waiting', 'verified', 'rejected', 'cancelled', ...AFTER_ACK] as const;

/**
 * Every list of the workflow, by area and URL name (SPEC §2.3/§2.4 routes), with the states it shows.
 * Endpoint: POST {NSDL_PAN_API[area]}/lists/{name} (and /lists/{name}/export?format=…).
 */
export const PAN_LISTS = {
  merchant: {
    incomplete: { title: 'Incomplete applications', states: ['draft'] },
    waiting: { title: 'Waiting applications', states: ['waiting', 'verified'] },
    all: { title: 'All applications', states: SUBMITTED },
    ack: { title: 'Acknowledged applications', states: AFTER_ACK },
    rejection: { title: 'Rejected applications', states: ['rejected', 'cancelled'] },
    'tin-rejection': { title: 'TIN rejections', states: ['tin_rejected', 'tin_resubmitted'] },
    hardcopy: { title: 'Hard copies to send', states: ['acknowledged'] },
  },
  backend: {
    'pending-verification': { title: 'Pending verification', states: ['waiting'] },
    waiting: { title: 'Verified, awaiting acknowledgement', states: ['verified'] },
    all: { title: 'All applications', states: SUBMITTED },
    ack: { title: 'Acknowledged applications', states: AFTER_ACK },
    incomplete: { title: 'Incomplete applications', states: ['draft'] },
    rejection: { title: 'Rejected and cancelled', states: ['rejected', 'cancelled'] },
    'tin-rejection': { title: 'TIN rejections', states: ['tin_rejected', 'tin_resubmitted'] },
  },
} as const satisfies Record<'merchant' | 'backend', Record<string, { title: string; states: readonly PanStateName[] }>>;
export type MerchantPanList = keyof typeof PAN_LISTS.merchant;
export type BackendPanList = keyof typeof PAN_LISTS.backend;

export const PAN_APPLICATION_COLUMNS: readonly ColumnDef[] = [
  { field: 'token_no', label: 'Token No', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'dated', label: 'Date', type: 'date', sortable: true, filterable: true },
  { field: 'ack_no', label: 'Ack No', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'app_type', label: 'Type', type: 'enum', sortable: true, filterable: true, options: [{ value: 'N', label: 'New (49A)' }, { value: 'C', label: 'Change (CSF)' }] },
  { field: 'category', label: 'Category', type: 'enum', sortable: true, filterable: true, options: PAN_CATEGORIES.map((c) => ({ value: c.value, label: c.label })) },
  { field: 'name', label: 'Applicant', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'mobile', label: 'Mobile', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'state', label: 'Status', type: 'enum', sortable: true, filterable: true, options: PAN_STATE_OPTIONS },
  { field: 'merchant_code', label: 'Merchant', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'merchant_name', label: 'Merchant Name', type: 'text', sortable: false, filterable: false },
  { field: 'amount', label: 'Amount', type: 'amount', sortable: true, filterable: true },
  { field: 'remark', label: 'Remark', type: 'text', sortable: false, filterable: false },
  { field: 'updated_at', label: 'Last Change', type: 'date', sortable: true, filterable: true },
];

/** additionFilter of the application lists: the toolbar's date range on the application date. */
export const PanListFilter = z
  .object({
    dt1: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'From date is YYYY-MM-DD').optional().or(z.literal('')),
    dt2: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'To date is YYYY-MM-DD').optional().or(z.literal('')),
  })
  .strict();
