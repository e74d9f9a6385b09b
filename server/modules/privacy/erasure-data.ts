import { GST } from '../../../contract/gst/manifest';
import { NSDL_PAN } from '../../../contract/nsdl-pan/manifest';
import { NSDL_PAPERLESS } from '../../../contract/nsdl-paperless/manifest';
import { ERASED_NAME } from '../../../contract/privacy/erasure';
import type { ServiceKey } from '../../../contract/services';
import { UTI } from '../../../contract/uti/manifest';

/*
 * Which parts of a request's `data` are a person's, per service: what the erasure screen says is held
 * and what an erasure blanks. A path's `*` is every element of an array. Names read "Erased"; everything
 * else becomes '' (or [] for a list of PANs), so the data still parses with the service's contract schema
 * and its screens open. What is the business's own (a company's name and office, a GSTIN's business for a
 * company) is not the person's and stays.
 */

type Json = Record<string, unknown>;
/** name: "Erased" when there was one; blank: '' (every string inside an object); list: []. */
type Part = { path: string; label: string; to: 'name' | 'blank' | 'list' };

const part = (label: string, to: Part['to'], ...paths: string[]): Part[] => paths.map((path) => ({ path, label, to }));

const NAME = 'name';

function panApplicationParts(category: string): Part[] {
  // A company's (or firm's, trust's…) own name, office, date of incorporation and PAN are not a person's.
  const person = category === 'individual';
  return [
    ...(person
      ? [
          ...part(NAME, 'name', 'lastName', 'nameOnCard'),
          ...part(NAME, 'blank', 'firstName', 'middleName'),
          ...part('date of birth', 'blank', 'dob'),
          ...part('address', 'blank', 'office', 'officeName'),
          ...part('PAN', 'blank', 'existingPan'),
          ...part('PAN', 'list', 'otherPans'),
        ]
      : []),
    ...part(NAME, 'blank', 'aadhaarName', 'otherName'),
    ...part("father's / mother's name", 'blank', 'father', 'mother'),
    ...part('address', 'blank', 'residence', 'declaration.place'),
    ...part('phone', 'blank', 'phone.std', 'phone.number'),
    ...part('mobile', 'blank', 'mobile'),
    ...part('email', 'blank', 'email'),
    ...part('Aadhaar', 'blank', 'aadhaar'),
    ...part('representative', 'blank', 'representative'),
  ];
}

// Keyed by the manifests' request kinds: a new service without its parts here is a type error.
const PARTS: Record<ServiceKey, (data: Json, pan: string | null, category: string) => Part[]> = {
  [NSDL_PAN.requests.application.key]: (_data, _pan, category) => panApplicationParts(category),
  [NSDL_PAPERLESS.requests.application.key]: () => [
    ...part(NAME, 'name', 'lastName'),
    ...part(NAME, 'blank', 'firstName', 'middleName'),
    ...part('date of birth', 'blank', 'dob'),
    ...part('mobile', 'blank', 'mobile'),
    ...part('email', 'blank', 'email'),
    ...part('PAN', 'blank', 'existingPan'),
  ],
  [UTI.requests.psa.key]: () => [
    ...part(NAME, 'name', 'lastName'),
    ...part(NAME, 'blank', 'firstName', 'middleName'),
    ...part('date of birth', 'blank', 'dob'),
    ...part('mobile', 'blank', 'mobile'),
    ...part('email', 'blank', 'email'),
    ...part('PAN', 'blank', 'pan'),
    ...part('Aadhaar', 'blank', 'aadhaar'),
    ...part('address', 'blank', 'address', 'pin'),
  ],
  [GST.requests.registration.key]: (data, pan) => {
    // A proprietorship is its proprietor: the business's names (a trade name is often the person's), PAN and
    // place are the person's too.
    const personal = data.constitution === 'proprietorship' || (pan !== null && data.pan === pan);
    return [
      ...(personal
        ? [
            ...part(NAME, 'name', 'legalName', 'tradeName'),
            ...part('PAN', 'blank', 'pan'),
            ...part('address', 'blank', 'address'),
          ]
        : []),
      ...part(NAME, 'name', 'persons.*.name', 'signatory.name'),
      ...part('PAN', 'blank', 'persons.*.pan', 'signatory.pan'),
      ...part('Aadhaar', 'blank', 'persons.*.aadhaar'),
      ...part('mobile', 'blank', 'persons.*.mobile', 'signatory.mobile'),
      ...part('email', 'blank', 'persons.*.email', 'signatory.email'),
      ...part('bank account', 'blank', 'bank.accountNo'),
    ];
  },
  // Found only through the PAN inside its GSTIN: the business is the person.
  [GST.requests.filing.key]: () => [
    ...part(NAME, 'name', 'legalName'),
    ...part('GSTIN', 'blank', 'gstin'),
    ...part('remarks', 'blank', 'remarks'),
  ],
  // A coupon order names no one.
  [UTI.requests.coupon.key]: () => [],
};

/** The parts of a record's data that are personal; none for a service that holds none (coupon requests). */
export function personalParts(
  record: { service: string; category?: string },
  data: unknown,
  pan: string | null = null,
): Part[] {
  const d = asObject(data);
  const parts = (PARTS as Partial<Record<string, (typeof PARTS)[ServiceKey]>>)[record.service];
  return parts?.(d, pan, record.category ?? 'individual') ?? [];
}

/** The labels of the personal parts that hold something now, in order, once each. */
export function heldFields(parts: Part[], data: unknown): string[] {
  const held = new Set<string>();
  for (const p of parts) for (const v of valuesAt(asObject(data), p.path)) if (hasContent(v)) held.add(p.label);
  return [...held];
}

/** The data with every personal part replaced; everything else (and keys the schema does not know) kept. */
export function eraseData<T>(parts: Part[], data: T): T {
  const copy = structuredClone(asObject(data));
  for (const p of parts) setAt(copy, p.path.split('.'), (v) => erased(p.to, v));
  return copy as T;
}

function erased(to: Part['to'], v: unknown): unknown {
  if (to === 'list') return [];
  if (to === 'name') return typeof v === 'string' && v.trim() ? ERASED_NAME : typeof v === 'string' ? '' : v;
  return blank(v);
}

/** Every string '' (inside objects and arrays too); flags and numbers stay, so the shape still parses. */
function blank(v: unknown): unknown {
  if (typeof v === 'string') return '';
  if (Array.isArray(v)) return v.map(blank);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, blank(x)]));
  return v;
}

function hasContent(v: unknown): boolean {
  if (typeof v === 'string') return v.trim() !== '' && v !== ERASED_NAME;
  if (Array.isArray(v)) return v.some(hasContent);
  if (v && typeof v === 'object') return Object.values(v).some(hasContent);
  return false;
}

const asObject = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

function valuesAt(data: unknown, path: string): unknown[] {
  let at: unknown[] = [data];
  for (const key of path.split('.')) {
    at = at.flatMap((v) => {
      if (key === '*') return Array.isArray(v) ? v : [];
      return v && typeof v === 'object' && !Array.isArray(v) && key in v ? [(v as Json)[key]] : [];
    });
  }
  return at;
}

/** Replaces the value at a path that exists (a missing one stays missing: the schema's default covers it). */
function setAt(v: unknown, keys: string[], f: (old: unknown) => unknown): void {
  const [key, ...rest] = keys;
  if (key === '*') {
    if (Array.isArray(v))
      for (let i = 0; i < v.length; i++) {
        if (rest.length) setAt(v[i], rest, f);
        else v[i] = f(v[i]);
      }
    return;
  }
  if (!v || typeof v !== 'object' || Array.isArray(v) || !(key in v)) return;
  const o = v as Json;
  if (rest.length) setAt(o[key], rest, f);
  else o[key] = f(o[key]);
}
