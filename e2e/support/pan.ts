import crypto from 'node:crypto';
import sharp from 'sharp';
import { consentOf } from '../../contract/privacy/notice';
import { apiAs, type ApiClient } from './api';
import { env } from './env';
import { approvedMerchantViaApi, jpeg, newAadhaar, newPan, pdf } from './people';

// NSDL PAN specs: a shop that can sell (approved KYC, money in the wallet) and the documents an agent scans.

export const M_API = '/api/merchant/nsdl-pan/physical';
export const B_API = '/api/backend/nsdl-pan/physical';

/** A new merchant with approved KYC and `balance` rupees, made through the API the way the portal makes one. */
export async function sellingMerchant(balance = 1000) {
  const m = await approvedMerchantViaApi('Prakash');
  const account = { userName: m.userName, password: m.password };
  const api = await apiAs(account);
  await api.upload('/api/kyc/me', {
    aadhaarNo: newAadhaar(),
    panNo: newPan(),
    bankName: 'Bank of Maharashtra',
    accountHolder: `${m.applicant.fName} ${m.applicant.lName}`,
    accountNo: String(Date.now()).slice(-12),
    ifsc: 'MAHB0000123',
    addressProof: { name: 'address.pdf', type: 'application/pdf', data: await pdf('Address proof') },
    photo: { name: 'photo.jpg', type: 'image/jpeg', data: await jpeg() },
    shopPhoto: { name: 'shop.jpg', type: 'image/jpeg', data: await jpeg({ r: 30, g: 90, b: 160 }) },
  });
  const { id: kycId } = await api.get<{ id: number }>('/api/kyc/me');
  const staff = await apiAs(env.staff);
  await staff.post(`/api/backend/user-management/kyc/${kycId}/approve`, {});
  const admin = await apiAs(env.admin);
  const me = await api.get<{ code: string }>('/api/auth/me');
  const users = await admin.post<{ data: { id: number; code: string }[] }>(
    '/api/backend/user-management/all-users/list',
    {
      length: 10,
      start: 0,
      filters: [{ field: 'code', opt: 'equals', value1: me.code }],
    },
  );
  const userId = users.data[0].id;
  await admin.post(`/api/backend/wallets/${userId}/adjust`, {
    direction: 'Cr',
    amount: balance,
    remark: 'Opening balance for the NSDL spec',
    idempotencyKey: crypto.randomUUID(),
  });
  return { account, api, code: m.code, userId };
}

/** A scanned Form 49A page: white paper with a dark photo box and a signature stroke where a crop will find them. */
export async function formScan(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1754">
    <rect width="1240" height="1754" fill="#fbfbf7"/>
    <text x="80" y="120" font-size="48" font-family="sans-serif">FORM 49A</text>
    <rect x="940" y="160" width="220" height="300" fill="#6b7c93"/>
    <circle cx="1050" cy="270" r="60" fill="#e8d2b0"/>
    <path d="M 120 1500 C 200 1420, 260 1580, 340 1480 S 460 1440, 520 1520" stroke="#1b2a6b" stroke-width="6" fill="none"/>
    ${Array.from({ length: 30 }, (_, i) => `<line x1="80" x2="880" y1="${220 + i * 40}" y2="${220 + i * 40}" stroke="#ccc"/>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export async function proofPdf(text: string): Promise<Buffer> {
  return pdf(text);
}

export type Detail = {
  id: number;
  tokenNo: string;
  state: string;
  ackNo: string | null;
  files: { id: string; kind: string }[];
};

/** Fifteen digits, unique to this run and call. */
let ackSerial = 0;
export function newAckNo(): string {
  ackSerial += 1;
  return `88${String(Date.now()).slice(-9)}${String(ackSerial).padStart(4, '0')}`;
}

export type { ApiClient };

const ADDRESS = {
  line1: '4',
  line2: 'Ganesh Apartments',
  line3: 'Karve Road',
  area: 'Erandwane',
  city: 'Pune',
  state: 'Maharashtra',
  pin: '411004',
};

/** A complete individual Form 49A application's answers, with this run's own Aadhaar number. */
export function individualAnswers(firstName: string, lastName: string) {
  return {
    aoCode: { areaCode: 'PNE', aoType: 'W', rangeCode: '12', aoNo: '3' },
    title: 'Shri',
    lastName,
    firstName,
    middleName: '',
    nameOnCard: `${firstName} ${lastName}`.toUpperCase(),
    gender: 'M',
    dob: '1988-02-10',
    father: { lastName, firstName: 'Dattatray', middleName: '' },
    residence: ADDRESS,
    communication: 'residence',
    mobile: '9822012345',
    email: 'applicant@example.in',
    aadhaar: newAadhaar(),
    aadhaarName: `${firstName} ${lastName}`,
    incomeSources: ['business'],
    businessCode: '09',
    proofs: { identity: 'Aadhaar card', address: 'Aadhaar card', dob: 'Aadhaar card' },
    declaration: { capacity: 'self', place: 'Pune' },
  };
}

/**
 * An application taken through the API to `stage`: 'ready' (documents in, not submitted), 'submitted' (waiting),
 * 'verified' or 'acknowledged'.
 * For specs whose subject is a later step (TIN rejection, courier); the first steps have their own spec.
 */
export async function applicationViaApi(
  merchant: ApiClient,
  stage: 'ready' | 'submitted' | 'verified' | 'acknowledged',
  name = { first: 'Sachin', last: 'Gokhale' },
) {
  const d = await merchant.post<Detail>(`${M_API}/applications`, {
    category: 'individual',
    appType: 'N',
    data: individualAnswers(name.first, name.last),
  });
  const form = await merchant.upload<Detail>(`${M_API}/applications/${d.id}/files`, {
    kind: 'form',
    file: { name: 'form49a.jpg', type: 'image/jpeg', data: await formScan() },
  });
  for (const kind of ['identity', 'address', 'dob']) {
    await merchant.upload(`${M_API}/applications/${d.id}/files`, {
      kind,
      file: { name: `${kind}.pdf`, type: 'application/pdf', data: await proofPdf(`${kind} proof`) },
    });
  }
  const fileId = form.files[0].id;
  await merchant.post(`${M_API}/applications/${d.id}/crops`, {
    fileId,
    kind: 'photo',
    box: { x: 940, y: 160, width: 220, height: 308 },
  });
  await merchant.post(`${M_API}/applications/${d.id}/crops`, {
    fileId,
    kind: 'signature',
    box: { x: 100, y: 1420, width: 450, height: 200 },
  });
  if (stage === 'ready') return merchant.get<Detail>(`${M_API}/applications/${d.id}`);
  let out = await merchant.post<Detail>(`${M_API}/applications/${d.id}/submit`, { consent: consentOf('en') });
  if (stage === 'submitted') return out;
  const staff = await apiAs(env.staff);
  out = await staff.post<Detail>(`${B_API}/applications/${d.id}/verify`, {});
  if (stage === 'verified') return out;
  return staff.post<Detail>(`${B_API}/applications/${d.id}/acknowledge`, { ackNo: newAckNo() });
}
