import { z } from 'zod';
import { AadhaarField } from '../aadhaar';
import { PAN_CATEGORIES, type PanCategory } from '../pan';

/** The application's data as the 49A / CSF forms keep it: names, addresses, option lists, form sections. */

export const PAN_CATEGORY_VALUES = PAN_CATEGORIES.map((c) => c.value) as [PanCategory, ...PanCategory[]];
export const PanCategorySchema = z.enum(PAN_CATEGORY_VALUES);
export const AppType = z.enum(['N', 'C']);
export type AppType = z.infer<typeof AppType>;

const s = (max: number) => z.string().trim().max(max).default('');

export const PersonName = z
  .object({ lastName: s(75), firstName: s(25), middleName: s(25) })
  .default({ lastName: '', firstName: '', middleName: '' });
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
    identity: [
      'Aadhaar card',
      'Voter ID card',
      'Passport',
      'Driving licence',
      'Ration card with photograph',
      'Arms licence',
      'Central/State Government photo ID',
      'Pensioner card with photograph',
      'Bank certificate',
    ],
    address: [
      'Aadhaar card',
      'Voter ID card',
      'Passport',
      'Driving licence',
      'Electricity bill',
      'Landline / broadband bill',
      'Water bill',
      'Bank account statement',
      'Property tax assessment order',
      'Domicile certificate',
    ],
    dob: [
      'Aadhaar card',
      'Birth certificate',
      'Matriculation certificate',
      'Passport',
      'Driving licence',
      'Domicile certificate',
      'Pension payment order',
      'Marriage certificate',
      'Affidavit sworn before a magistrate',
    ],
  },
  other: {
    identity: [
      'Certificate of registration',
      'Partnership deed',
      'Trust deed',
      'Agreement / certificate of registration (AOP/BOI)',
      'Government order / notification',
      'HUF affidavit by the Karta',
    ],
    address: [
      'Certificate of registration',
      'Partnership deed',
      'Trust deed',
      'Agreement / certificate of registration (AOP/BOI)',
      'Government order / notification',
      'HUF affidavit by the Karta',
    ],
    dob: [] as string[],
  },
} as const;

export const PanApplicationData = z.object({
  /** Assessing officer code: area code, AO type, range code, AO number (Protean's AO code search). */
  aoCode: z
    .object({ areaCode: s(3), aoType: s(2), rangeCode: s(3), aoNo: s(3) })
    .default({ areaCode: '', aoType: '', rangeCode: '', aoNo: '' }),
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
  aadhaar: AadhaarField,
  aadhaarName: s(100),
  incomeSources: z
    .array(z.enum(['salary', 'business', 'house_property', 'capital_gains', 'other_sources', 'no_income']))
    .max(6)
    .default([]),
  businessCode: s(2),
  representative: z
    .object({
      used: z.boolean().default(false),
      title: s(10),
      lastName: s(75),
      firstName: s(25),
      middleName: s(25),
      address: Address,
    })
    .default({
      used: false,
      title: '',
      lastName: '',
      firstName: '',
      middleName: '',
      address: { line1: '', line2: '', line3: '', area: '', city: '', state: '', pin: '' },
    }),
  proofs: z.object({ identity: s(80), address: s(80), dob: s(80) }).default({ identity: '', address: '', dob: '' }),
  declaration: z
    .object({ capacity: z.enum(['self', 'representative']).default('self'), place: s(40) })
    .default({ capacity: 'self', place: '' }),
  // CSF (application type C) only
  existingPan: s(10),
  changes: z
    .array(z.enum(['name', 'father', 'dob', 'gender', 'address', 'contact', 'aadhaar', 'photo', 'signature']))
    .max(9)
    .default([]),
  otherPans: z.array(z.string().trim().max(10)).max(5).default([]),
  panProof: z.enum(['', 'pan_card', 'allotment_letter']).default(''),
});
export type PanApplicationData = z.infer<typeof PanApplicationData>;
export type PanApplicationInput = z.input<typeof PanApplicationData>;

/** An empty application, as a new form starts. */
export const emptyApplication = (): PanApplicationData => PanApplicationData.parse({});

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

export const isIndividual = (c: PanCategory) => c === 'individual';

/** Categories whose registration number is required (the form marks it so). */
export const REGISTRATION_REQUIRED: readonly PanCategory[] = ['company', 'firm', 'trust'];

/** What the applicant of each category is called in a sentence ("the company's name"). */
export const CATEGORY_NOUNS: Readonly<Record<PanCategory, string>> = {
  individual: 'applicant',
  huf: 'HUF',
  company: 'company',
  firm: 'firm / LLP',
  aop: 'association',
  boi: 'body of individuals',
  trust: 'trust',
  'local-authority': 'local authority',
  ajp: 'artificial juridical person',
  government: 'government body',
};

export const categoryNoun = (c: PanCategory): string => CATEGORY_NOUNS[c];

/** The applicant's name as lists show it. */
export function applicantName(
  category: PanCategory,
  d: Pick<PanApplicationData, 'firstName' | 'middleName' | 'lastName'>,
): string {
  if (!isIndividual(category)) return d.lastName.trim();
  return [d.firstName, d.middleName, d.lastName]
    .map((x) => x.trim())
    .filter(Boolean)
    .join(' ');
}
