import { GST_API, gstinCheckChar, type GstFilingInput, type GstRegistrationInput } from '../../contract/gst/index';
import type { TestApp } from './app';
import { multipartFile } from './multipart';
import { onePagePdf, smallPng } from './nsdl-pan';

/* Fixtures for the GST API tests: complete requests, uploads and a draft ready to submit. */

export const MR = `${GST_API.merchant}/registration`;
export const MF = `${GST_API.merchant}/filing`;
export const BR = `${GST_API.backend}/registration`;
export const BF = `${GST_API.backend}/filing`;
/** Prices of the first seeded package (server/seed.ts), in rupees. */
export const REGISTRATION_PRICE = 799;
export const FILING_PRICE = 299;

/** A complete proprietorship in Maharashtra: its PAN is the proprietor's, who also signs (no authorisation). */
export function proprietorship(over: Partial<GstRegistrationInput> = {}): GstRegistrationInput {
  const person = {
    role: 'proprietor' as const,
    name: 'Ramesh K Patil',
    pan: 'ABCPE1234F',
    aadhaar: '234123412346',
    mobile: '9876543210',
    email: 'ramesh@example.in',
  };
  return {
    legalName: 'Ramesh K Patil',
    tradeName: 'Patil Traders',
    constitution: 'proprietorship',
    pan: 'ABCPE1234F',
    state: 'Maharashtra',
    district: 'Pune',
    address: { line1: '12 MG Road', line2: 'Kothrud', city: 'Pune', pin: '411038' },
    commencementDate: '2024-04-01',
    composition: false,
    persons: [person],
    signatory: {
      name: person.name,
      pan: person.pan,
      mobile: person.mobile,
      email: person.email,
      designation: 'Proprietor',
    },
    bank: { accountNo: '123456789012', ifsc: 'SBIN0001234', bankName: 'State Bank of India' },
    ...over,
  };
}

/** The registration's GSTIN as GSTN would allot it: state 27, its PAN, entity 1, Z and the check character. */
export function gstinFor(pan: string, state = '27'): string {
  const first14 = `${state}${pan}1Z`;
  return `${first14}${gstinCheckChar(first14)}`;
}

export const SUPPLIER_GSTIN = '27AAPFU0939F1ZV';

/** A GSTR-3B filing for September 2026 (no invoice summary needed). */
export function gstr3b(over: Partial<GstFilingInput> = {}): GstFilingInput {
  return {
    gstin: SUPPLIER_GSTIN,
    legalName: 'Sahyadri Traders',
    returnType: 'GSTR-3B',
    period: '2026-09',
    qrmp: false,
    nilReturn: false,
    remarks: '',
    ...over,
  };
}

/** A GSTR-1 filing for September 2026: it needs the invoice summary. */
export const gstr1 = (over: Partial<GstFilingInput> = {}) => gstr3b({ returnType: 'GSTR-1', ...over });

export const INVOICE_HEADER =
  'Invoice No,Invoice Date,Recipient GSTIN,Place of Supply,Taxable Value,IGST,CGST,SGST,Cess';
/** A right summary for September 2026: one intra-state B2B sale, one inter-state B2C sale. */
export const GOOD_INVOICES = [
  INVOICE_HEADER,
  'INV-001,2026-09-05,29AAPFU0939F1ZR,27,10000,0,900,900,0',
  'INV-002,12/09/2026,,29,5000,900,0,0,0',
].join('\n');

/** Uploads a file of `kind` to a request at `base` (MR, MF, BR or BF). */
export function uploadTo(
  t: TestApp,
  headers: Record<string, string>,
  base: string,
  id: number,
  kind: string,
  file: { name: string; type: string; data: Buffer | string },
  replaces?: string,
) {
  const f = multipartFile('file', file.name, file.data, file.type, replaces ? { kind, replaces } : { kind });
  return t.app.inject({
    method: 'POST',
    url: `${base}/${id}/files`,
    headers: { ...headers, ...f.headers },
    payload: f.payload,
  });
}

async function ok(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as { id: number } & Record<string, unknown>;
}

/** A registration draft with its data and every document it needs; returns its id. */
export async function readyRegistration(
  t: TestApp,
  headers: Record<string, string>,
  data: GstRegistrationInput = proprietorship(),
): Promise<number> {
  const { id } = await ok(await t.app.inject({ method: 'POST', url: MR, headers, payload: { data } }), 'create');
  const pdf = await onePagePdf();
  for (const kind of ['pan_card', 'address_proof', 'bank_proof'])
    await ok(
      await uploadTo(t, headers, MR, id, kind, { name: `${kind}.pdf`, type: 'application/pdf', data: pdf }),
      `upload ${kind}`,
    );
  await ok(
    await uploadTo(t, headers, MR, id, 'photo', { name: 'photo.png', type: 'image/png', data: await smallPng() }),
    'upload photo',
  );
  return id;
}

/** A filing draft (GSTR-3B unless told); GSTR-1 gets the good invoice summary. */
export async function readyFiling(
  t: TestApp,
  headers: Record<string, string>,
  data: GstFilingInput = gstr3b(),
): Promise<number> {
  const { id } = await ok(await t.app.inject({ method: 'POST', url: MF, headers, payload: { data } }), 'create');
  if (data.returnType === 'GSTR-1')
    await ok(
      await uploadTo(t, headers, MF, id, 'invoice_summary', {
        name: 'invoices.csv',
        type: 'text/csv',
        data: GOOD_INVOICES,
      }),
      'upload invoices',
    );
  return id;
}

const periodsByShop = new Map<string, number>();
/**
 * A GSTR-3B draft for a period of its own (the same return of one shop twice is refused as a duplicate), counted per
 * shop so its periods stay in the past (a month not yet ended is refused) however many drafts a file makes.
 */
export function readyFilingOfNextPeriod(t: TestApp, headers: Record<string, string>): Promise<number> {
  const shop = JSON.stringify(headers);
  const n = periodsByShop.get(shop) ?? 0;
  periodsByShop.set(shop, n + 1);
  return readyFiling(
    t,
    headers,
    gstr3b({ period: `${2018 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}` }),
  );
}
