import { UTI_API, type PsaRegistrationInput } from '../../contract/uti/index';
import type { TestApp } from './app';
import { multipartFile } from './multipart';
import { onePagePdf, readyMerchant, smallPng } from './nsdl-pan';
import { withConsent } from './consent';

/* Fixtures for the UTI API tests: a complete PSA registration, its documents, and shops at each step. */

export const MP = `${UTI_API.merchant}/psa`;
export const BP = `${UTI_API.backend}/psa`;
export const MC = `${UTI_API.merchant}/coupons`;
export const BC = `${UTI_API.backend}/coupons`;
/** Prices of the first seeded package (server/seed.ts), in rupees. */
export const PSA_PRICE = 199;
export const PHYSICAL_PRICE = 125;
export const EPAN_PRICE = 95;

export type Shop = Awaited<ReturnType<typeof readyMerchant>>;

/** A complete registration of an adult whose own PAN (4th letter P) and Aadhaar are right. */
export function applicant(over: Partial<PsaRegistrationInput> = {}): PsaRegistrationInput {
  return {
    firstName: 'Sunita',
    middleName: 'R',
    lastName: 'Deshmukh',
    dob: '1988-04-12',
    gender: 'F',
    mobile: '9876543210',
    email: 'sunita@example.in',
    pan: 'ABCPD1234F',
    aadhaar: '234123412346',
    shopName: 'Deshmukh Seva Kendra',
    address: '14 Station Road, Kothrud',
    state: 'Maharashtra',
    district: 'Pune',
    pin: '411038',
    ...over,
  };
}

type Res = { statusCode: number; body: string; json(): unknown };
const inject = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers,
    payload: withConsent(method, url, payload) as Record<string, unknown> | undefined,
  });

async function ok(res: Res, what: string) {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number } & Record<string, unknown>;
}

/** Uploads a PSA document of `kind` to a draft. */
export async function uploadPsa(
  t: TestApp,
  headers: Record<string, string>,
  id: number,
  kind: string,
  file?: { name: string; type: string; data: Buffer | string },
) {
  const f =
    file ??
    (kind === 'pan_card'
      ? { name: 'pan.png', type: 'image/png', data: await smallPng() }
      : { name: 'aadhaar.pdf', type: 'application/pdf', data: await onePagePdf() });
  const m = multipartFile('file', f.name, f.data, f.type, { kind });
  return t.app.inject({
    method: 'POST',
    url: `${MP}/${id}/files`,
    headers: { ...headers, ...m.headers },
    payload: m.payload,
  });
}

/** A registration draft with its data and both documents; returns its id. */
export async function readyPsa(
  t: TestApp,
  headers: Record<string, string>,
  data: PsaRegistrationInput = applicant(),
): Promise<number> {
  const { id } = await ok(await inject(t, 'POST', MP, headers, { data }), 'create');
  for (const kind of ['pan_card', 'aadhaar_card']) await ok(await uploadPsa(t, headers, id, kind), `upload ${kind}`);
  return id;
}

/** A shop with `balance` rupees whose registration is approved with `psaId`; answers the shop and the registration's id. */
export async function shopWithPsa(t: TestApp, staffHeaders: Record<string, string>, psaId: string, balance = 2000) {
  const m = await readyMerchant(t, { balance });
  const id = await readyPsa(t, m.headers);
  await ok(await inject(t, 'POST', `${MP}/${id}/submit`, m.headers), 'submit');
  await ok(await inject(t, 'POST', `${BP}/${id}/approve`, staffHeaders, { psaId }), 'approve');
  return { m, psa: id };
}
