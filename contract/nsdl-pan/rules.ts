import { INDIAN_STATES, MOBILE_RE, PIN_RE, ageOn, isValidAadhaar } from '../india';
import { nameProblem, panProblem, type PanCategory } from '../pan';
import type { DocumentKind } from './documents';
import {
  PROOF_OPTIONS,
  REGISTRATION_REQUIRED,
  categoryNoun,
  isIndividual,
  INDIVIDUAL_TITLES,
  type Address,
  type AppType,
  type PanApplicationData,
  type Section,
} from './form';

/** The checks both the browser (as the agent types) and the server (on save and on submit) run. */

/** One thing wrong with an application: which field (dotted path), its form section, and what to do. */
export type Problem = { field: string; section: Section; message: string; kind: 'format' | 'missing' };

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
export function applicationProblems(
  category: PanCategory,
  appType: AppType,
  d: PanApplicationData,
  today: Date = new Date(),
): Problem[] {
  const out: Problem[] = [];
  const bad = (field: string, section: Section, message: string) =>
    out.push({ field, section, message, kind: 'format' });
  const need = (field: string, section: Section, message: string) =>
    out.push({ field, section, message, kind: 'missing' });
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
    else if (!(INDIVIDUAL_TITLES as readonly string[]).includes(d.title))
      bad('title', 'name', 'Title is Shri, Smt or Kumari');
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
    else if (/[^A-Za-z0-9 .&'()/,-]/.test(d.lastName))
      bad('lastName', 'name', "Use letters, digits, spaces and . & ' ( ) / , - only");
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
    if ((d.title === 'Smt' || d.title === 'Kumari') && d.gender === 'M')
      bad('title', 'name', `${d.title} is for a female applicant`);
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
    if (d.printParent === 'mother' && !d.mother.lastName)
      need('mother.lastName', 'parents', "Mother's last name is needed to print it on the card");
  }

  // Address
  const checkAddress = (
    prefix: 'residence' | 'office' | 'representative.address',
    a: Address,
    required: boolean,
    label: string,
  ) => {
    const filled = Object.values(a).some(Boolean);
    if (!required && !filled) return;
    if (!a.line1 && !a.line2)
      need(
        `${prefix}.line1`,
        prefix.startsWith('rep') ? 'representative' : 'address',
        `${label}: flat/door no or building/village is required`,
      );
    if (!a.city)
      need(
        `${prefix}.city`,
        prefix.startsWith('rep') ? 'representative' : 'address',
        `${label}: town / city / district is required`,
      );
    if (!a.state)
      need(`${prefix}.state`, prefix.startsWith('rep') ? 'representative' : 'address', `${label}: state is required`);
    else if (!STATE_SET.has(a.state))
      bad(
        `${prefix}.state`,
        prefix.startsWith('rep') ? 'representative' : 'address',
        `${label}: choose the state from the list`,
      );
    if (!a.pin)
      need(`${prefix}.pin`, prefix.startsWith('rep') ? 'representative' : 'address', `${label}: PIN code is required`);
    else if (!PIN_RE.test(a.pin) || a.pin.startsWith('0'))
      bad(
        `${prefix}.pin`,
        prefix.startsWith('rep') ? 'representative' : 'address',
        `${label}: PIN code is 6 digits, not starting with 0`,
      );
  };
  if (person) {
    checkAddress('residence', d.residence, true, 'Residence address');
    checkAddress('office', d.office, d.communication === 'office', 'Office address');
    if (d.communication === 'office' && !d.officeName)
      need('officeName', 'address', 'Name of office is required for an office address');
  } else {
    checkAddress('office', d.office, true, 'Office address');
    if (d.communication !== 'office')
      bad('communication', 'address', 'Communication goes to the office address for this category');
  }

  // Contact
  if (!d.mobile) need('mobile', 'contact', 'Mobile number is required');
  else if (!MOBILE_RE.test(d.mobile)) bad('mobile', 'contact', 'Mobile number is 10 digits starting with 6, 7, 8 or 9');
  if (d.email && !EMAIL_RE.test(d.email)) bad('email', 'contact', 'Email address is not valid');
  if (d.phone.std && !/^\d{2,5}$/.test(d.phone.std)) bad('phone.std', 'contact', 'STD code is 2 to 5 digits');
  if (d.phone.number && !/^\d{6,8}$/.test(d.phone.number))
    bad('phone.number', 'contact', 'Telephone number is 6 to 8 digits');

  // Aadhaar / registration number
  if (person) {
    if (!d.aadhaar) need('aadhaar', 'identity', 'Aadhaar number is required for an individual');
    else if (!isValidAadhaar(d.aadhaar))
      bad('aadhaar', 'identity', 'Aadhaar number is not valid (12 digits, check digit wrong?)');
    if (d.aadhaar && !d.aadhaarName) need('aadhaarName', 'identity', 'Name as per Aadhaar is required');
    else if (d.aadhaarName && !/^[A-Za-z .'-]+$/.test(d.aadhaarName))
      bad('aadhaarName', 'identity', 'Name as per Aadhaar: letters, spaces, dots, apostrophes and hyphens only');
  } else if (REGISTRATION_REQUIRED.includes(category)) {
    if (!d.registrationNo) need('registrationNo', 'identity', 'Registration number is required for this category');
  }
  if (d.registrationNo && !/^[A-Za-z0-9/ -]+$/.test(d.registrationNo))
    bad('registrationNo', 'identity', 'Registration number: letters, digits, / and - only');

  // Source of income
  if (!change) {
    if (d.incomeSources.length === 0) need('incomeSources', 'income', 'Tick at least one source of income');
    if (d.incomeSources.includes('no_income') && d.incomeSources.length > 1)
      bad('incomeSources', 'income', '"No income" cannot be ticked with another source');
    if (d.incomeSources.includes('business')) {
      if (!d.businessCode) need('businessCode', 'income', 'Business / profession code is required');
      else if (!/^\d{2}$/.test(d.businessCode)) bad('businessCode', 'income', 'Business / profession code is 2 digits');
    }
  }

  // Representative assessee
  if (minor && !d.representative.used)
    need('representative.used', 'representative', 'A minor applies through a representative assessee');
  if (d.representative.used) {
    if (!d.representative.lastName)
      need('representative.lastName', 'representative', "Representative's last name is required");
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
    else if (!(proofs[k] as readonly string[]).includes(v))
      bad(`proofs.${k}`, 'proofs', `${label}: choose a document from the list`);
  }

  // Declaration
  if (!d.declaration.place) need('declaration.place', 'declaration', 'Place of signing is required');
  if (d.declaration.capacity === 'representative' && !d.representative.used)
    bad('declaration.capacity', 'declaration', 'Signed as representative, but no representative assessee is given');

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
      if (pan && pan.toUpperCase() === d.existingPan.toUpperCase())
        bad(`otherPans.${i}`, 'change', `Other PAN ${i + 1} is the PAN being changed`);
    });
    if (!d.panProof) need('panProof', 'change', 'Choose the proof of PAN you attach');
  }
  return out;
}

/** Field errors for a 400 answer: dotted field → messages. */
export function problemsToErrors(problems: Problem[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const p of problems) (out[p.field] ??= []).push(p.message);
  return out;
}

/** Protean's 15-digit acknowledgement number. */
export const ACK_NO_RE = /^\d{15}$/;

/** Which kinds must be uploaded before submitting. */
export function requiredDocuments(category: PanCategory, appType: AppType): DocumentKind[] {
  const kinds: DocumentKind[] = ['form', 'identity', 'address'];
  if (isIndividual(category)) kinds.push('dob');
  if (appType === 'C') kinds.push('pan_proof');
  return kinds;
}
