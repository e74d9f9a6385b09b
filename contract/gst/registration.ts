import { z } from 'zod';
import { AadhaarField } from '../aadhaar';
import { INDIAN_STATES, MOBILE_RE, PAN_RE, PIN_RE, isValidAadhaar } from '../india';
import { IFSC_RE } from '../kyc';
import { RequestProblemSchema, type RequestProblem, type RequiredDocument } from '../requests';
import {
  GST_CONSTITUTION_VALUES,
  GST_PERSON_ROLES,
  constitutionOf,
  panLetterProblem,
  type GstPersonRole,
} from './constitution';

/*
 * A GST registration request's data as the form keeps it. Every field has a default so a draft can be
 * saved half filled; registrationProblems says what is wrong ('format', refused on save) and what is
 * still missing ('missing', refused on submit).
 */

const s = (max: number) => z.string().trim().max(max).default('');
const upper = (max: number) => z.string().trim().toUpperCase().max(max).default('');

export const GST_PERSON_ROLE_VALUES = GST_PERSON_ROLES.map((r) => r.value) as [GstPersonRole, ...GstPersonRole[]];

export const GstPerson = z.object({
  role: z.enum(['', ...GST_PERSON_ROLE_VALUES]).default(''),
  name: s(100),
  pan: upper(10),
  aadhaar: AadhaarField,
  mobile: s(10),
  email: s(100),
});
export type GstPerson = z.infer<typeof GstPerson>;

export const GST_MAX_PERSONS = 10;

export const GstRegistrationData = z.object({
  /** The business's name exactly as its PAN has it. */
  legalName: s(100),
  tradeName: s(100),
  constitution: z.enum(['', ...GST_CONSTITUTION_VALUES]).default(''),
  pan: upper(10),
  state: s(60),
  district: s(60),
  /** The principal place of business. */
  address: z
    .object({ line1: s(100), line2: s(100), city: s(60), pin: s(6) })
    .default({ line1: '', line2: '', city: '', pin: '' }),
  commencementDate: s(10),
  composition: z.boolean().default(false),
  persons: z.array(GstPerson).max(GST_MAX_PERSONS, `At most ${GST_MAX_PERSONS} people`).default([]),
  signatory: z
    .object({ name: s(100), pan: upper(10), mobile: s(10), email: s(100), designation: s(60) })
    .default({ name: '', pan: '', mobile: '', email: '', designation: '' }),
  bank: z
    .object({ accountNo: s(18), ifsc: upper(11), bankName: s(100) })
    .default({ accountNo: '', ifsc: '', bankName: '' }),
});
export type GstRegistrationData = z.infer<typeof GstRegistrationData>;
export type GstRegistrationInput = z.input<typeof GstRegistrationData>;

export const emptyRegistration = (): GstRegistrationData => GstRegistrationData.parse({});
export const emptyPerson = (role: GstPerson['role'] = ''): GstPerson => GstPerson.parse({ role });

/** Form sections, in the order the form shows them. */
export const GST_REGISTRATION_SECTIONS = {
  business: 'Business',
  place: 'Place of business',
  persons: 'Proprietor / partners / directors',
  signatory: 'Authorised signatory',
  bank: 'Bank account',
} as const;
export type GstRegistrationSection = keyof typeof GST_REGISTRATION_SECTIONS;

/** One thing wrong with a request's data: the shared request problem (contract/requests.ts). */
export type GstProblem = RequestProblem;
export const GstProblemSchema = RequestProblemSchema;

const STATE_SET: ReadonlySet<string> = new Set(INDIAN_STATES);
const NAME_RE = /^[A-Za-z0-9 .&'()/,-]*$/;
const PERSON_NAME_RE = /^[A-Za-z .'-]*$/;
const isEmail = (v: string) => z.email().safeParse(v).success;

export function isRealDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** A problem collector for one section; shared by the registration and filing checks. */
export function problemCollector(out: GstProblem[]) {
  return (section: string) => ({
    bad: (field: string, message: string) => void out.push({ field, section, message, kind: 'format' }),
    need: (field: string, message: string) => void out.push({ field, section, message, kind: 'missing' }),
  });
}

/** An individual's own PAN (4th letter P): the people of a business and its signatory. */
function personPanProblem(pan: string): string | null {
  if (!PAN_RE.test(pan)) return 'PAN is 5 letters, 4 digits and a letter, like ABCPE1234F';
  return pan[3] === 'P' ? null : `A person's own PAN has P as its 4th letter (this one has ${pan[3]})`;
}

/** Whether the signatory needs an authorisation: anyone but a proprietor signing for their own business. */
export function needsAuthorisation(d: GstRegistrationData): boolean {
  const proprietor = d.constitution === 'proprietorship' ? d.persons[0] : undefined;
  return !(proprietor && proprietor.pan && proprietor.pan === d.signatory.pan);
}

export function registrationProblems(d: GstRegistrationData): GstProblem[] {
  const out: GstProblem[] = [];
  const section = problemCollector(out);
  const c = constitutionOf(d.constitution);

  const biz = section('business');
  if (!d.legalName) biz.need('legalName', 'Legal name of the business (as in its PAN) is required');
  else if (!NAME_RE.test(d.legalName))
    biz.bad('legalName', "Legal name: use letters, digits, spaces and . & ' ( ) / , - only");
  if (d.tradeName && !NAME_RE.test(d.tradeName))
    biz.bad('tradeName', "Trade name: use letters, digits, spaces and . & ' ( ) / , - only");
  if (!d.constitution) biz.need('constitution', 'Choose the constitution of the business');
  if (!d.pan) biz.need('pan', 'PAN of the business is required');
  else {
    const p = panLetterProblem(d.constitution, d.pan);
    if (p) biz.bad('pan', p);
  }
  if (!d.commencementDate) biz.need('commencementDate', 'Date of commencement of business is required');
  else if (!isRealDate(d.commencementDate))
    biz.bad('commencementDate', 'Date of commencement is not a real date (YYYY-MM-DD)');
  else if (d.commencementDate < '1900-01-01') biz.bad('commencementDate', 'Date of commencement is before 1900');

  const place = section('place');
  if (!d.state) place.need('state', 'State is required');
  else if (!STATE_SET.has(d.state)) place.bad('state', 'Choose the state from the list');
  if (!d.district) place.need('district', 'District is required');
  if (!d.address.line1)
    place.need('address.line1', 'Building / flat no and street of the place of business are required');
  if (!d.address.city) place.need('address.city', 'Town / city is required');
  if (!d.address.pin) place.need('address.pin', 'PIN code is required');
  else if (!PIN_RE.test(d.address.pin) || d.address.pin.startsWith('0'))
    place.bad('address.pin', 'PIN code is 6 digits, not starting with 0');

  const people = section('persons');
  const role = c && GST_PERSON_ROLES.find((r) => r.value === c.personRole)!.label;
  if (c && d.persons.length < c.minPersons) {
    people.need(
      'persons',
      c.minPersons === 1
        ? `Add the ${role!.toLowerCase()}`
        : `For ${c.label}, list at least ${c.minPersons} ${role!.toLowerCase()}s`,
    );
  } else if (!c && d.persons.length === 0) people.need('persons', 'Add the proprietor, partners or directors');
  if (c && d.persons.length > c.maxPersons)
    people.bad('persons', `For ${c.label}, list one person only: the ${role!.toLowerCase()}`);
  d.persons.forEach((p, i) => {
    const at = (k: string) => `persons.${i}.${k}`;
    const who = `Person ${i + 1}`;
    if (!p.role) people.need(at('role'), `${who}: choose the role`);
    else if (c && p.role !== c.personRole) people.bad(at('role'), `${who}: for ${c.label}, the role is ${role}`);
    if (!p.name) people.need(at('name'), `${who}: name is required`);
    else if (!PERSON_NAME_RE.test(p.name))
      people.bad(at('name'), `${who}: name has letters, spaces, dots, apostrophes and hyphens only`);
    if (!p.pan) people.need(at('pan'), `${who}: PAN is required`);
    else {
      const e = personPanProblem(p.pan);
      if (e) people.bad(at('pan'), `${who}: ${e}`);
    }
    if (!p.aadhaar) people.need(at('aadhaar'), `${who}: Aadhaar number is required`);
    else if (!isValidAadhaar(p.aadhaar))
      people.bad(at('aadhaar'), `${who}: Aadhaar number is not valid (12 digits, check digit wrong?)`);
    if (!p.mobile) people.need(at('mobile'), `${who}: mobile number is required`);
    else if (!MOBILE_RE.test(p.mobile))
      people.bad(at('mobile'), `${who}: mobile number is 10 digits starting with 6, 7, 8 or 9`);
    if (!p.email) people.need(at('email'), `${who}: email address is required`);
    else if (!isEmail(p.email)) people.bad(at('email'), `${who}: email address is not valid`);
  });
  // A proprietorship's PAN is its proprietor's own.
  const owner = d.persons[0];
  if (d.constitution === 'proprietorship' && owner?.pan && d.pan && owner.pan !== d.pan) {
    people.bad('persons.0.pan', "The proprietor's PAN is the PAN of the business");
  }

  const sig = section('signatory');
  if (!d.signatory.name) sig.need('signatory.name', "Signatory's name is required");
  else if (!PERSON_NAME_RE.test(d.signatory.name))
    sig.bad('signatory.name', "Signatory's name has letters, spaces, dots, apostrophes and hyphens only");
  if (!d.signatory.designation) sig.need('signatory.designation', "Signatory's designation is required");
  if (!d.signatory.pan) sig.need('signatory.pan', "Signatory's PAN is required");
  else {
    const e = personPanProblem(d.signatory.pan);
    if (e) sig.bad('signatory.pan', `Signatory: ${e}`);
  }
  if (!d.signatory.mobile) sig.need('signatory.mobile', "Signatory's mobile number is required");
  else if (!MOBILE_RE.test(d.signatory.mobile))
    sig.bad('signatory.mobile', 'Mobile number is 10 digits starting with 6, 7, 8 or 9');
  if (!d.signatory.email) sig.need('signatory.email', "Signatory's email address is required");
  else if (!isEmail(d.signatory.email)) sig.bad('signatory.email', 'Email address is not valid');

  const bank = section('bank');
  if (!d.bank.accountNo) bank.need('bank.accountNo', 'Bank account number is required');
  else if (!/^\d{9,18}$/.test(d.bank.accountNo)) bank.bad('bank.accountNo', 'Account number has 9 to 18 digits');
  if (!d.bank.ifsc) bank.need('bank.ifsc', 'IFSC is required');
  else if (!IFSC_RE.test(d.bank.ifsc)) bank.bad('bank.ifsc', 'IFSC is 11 characters, like SBIN0001234');
  if (!d.bank.bankName) bank.need('bank.bankName', 'Name of the bank is required');
  return out;
}

// ----- documents ------------------------------------------------------------------------------

const IMAGE_OR_PDF = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export const GST_REGISTRATION_DOCUMENTS = [
  { value: 'pan_card', label: 'PAN card of the business', accept: IMAGE_OR_PDF },
  {
    value: 'address_proof',
    label: 'Proof of the place of business (rent agreement, electricity bill or property tax receipt)',
    accept: IMAGE_OR_PDF,
  },
  {
    value: 'constitution_proof',
    label: 'Proof of constitution (partnership deed or certificate of incorporation)',
    accept: IMAGE_OR_PDF,
    when: 'For a partnership, LLP, company, PSU, society, club, trust or AOP',
  },
  {
    value: 'photo',
    label: 'Photograph',
    accept: ['image/jpeg', 'image/png'],
    when: 'One for each proprietor, partner, director, karta or member listed',
  },
  {
    value: 'bank_proof',
    label: 'Bank proof (cancelled cheque, passbook first page or statement)',
    accept: IMAGE_OR_PDF,
  },
  {
    value: 'authorisation',
    label: 'Authorisation of the signatory (letter or board resolution)',
    accept: IMAGE_OR_PDF,
    when: 'When the signatory is not the proprietor',
  },
  { value: 'other', label: 'Other document', accept: IMAGE_OR_PDF },
] as const satisfies readonly { value: string; label: string; accept: readonly string[]; when?: string }[];
export type GstRegistrationDocument = (typeof GST_REGISTRATION_DOCUMENTS)[number]['value'];

const docLabel = (kind: GstRegistrationDocument) => GST_REGISTRATION_DOCUMENTS.find((x) => x.value === kind)!.label;

export function requiredRegistrationDocuments(d: GstRegistrationData): RequiredDocument[] {
  const need = (kind: GstRegistrationDocument, count = 1, label: string = docLabel(kind)) => ({ kind, label, count });
  const out: RequiredDocument[] = [need('pan_card'), need('address_proof')];
  const proof = constitutionOf(d.constitution)?.proof;
  if (proof) out.push(need('constitution_proof', 1, `Proof of constitution: ${proof.toLowerCase()}`));
  out.push(need('photo', Math.max(1, d.persons.length), 'Photograph of each person listed'));
  out.push(need('bank_proof'));
  if (needsAuthorisation(d)) out.push(need('authorisation'));
  return out;
}

export { missingDocuments, type RequiredDocument } from '../requests';
