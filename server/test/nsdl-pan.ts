import crypto from 'node:crypto';
import sharp from 'sharp';
import { asc, eq } from 'drizzle-orm';
import { NSDL_PAN_API, type PanApplicationInput } from '../../contract/nsdl-pan/index';
import { packages, wallets } from '../db/schema/index';
import { signedIn, type TestApp } from './app';
import { postAlone } from '../modules/wallet/ledger';

/* Fixtures for the NSDL PAN API tests: a merchant that can buy, complete applications, scans. */

export const M = NSDL_PAN_API.merchant;
export const B = NSDL_PAN_API.backend;

/** A merchant owner with a package, approved KYC and `balance` rupees in its wallet. */
export async function readyMerchant(t: TestApp, opts: { balance?: number; kyc?: boolean } = {}) {
  const m = await signedIn(t, 'merchant', { kind: 'owner' });
  const db = t.database.db;
  const [pkg] = await db.select({ id: packages.id }).from(packages).orderBy(asc(packages.id)).limit(1);
  await t.database.query('insert into merchant_profiles (user_id, package_id) values ($1, $2)', [m.id, pkg.id]);
  const [w] = await db.insert(wallets).values({ userId: m.id }).returning({ id: wallets.id });
  if (opts.balance)
    await postAlone(db, {
      walletId: w.id,
      direction: 'Cr',
      amountPaise: opts.balance * 100,
      refType: 'test',
      narration: 'opening balance',
      idempotencyKey: `test:${m.id}:open`,
      actorId: null,
    });
  if (opts.kyc !== false) await approveKyc(t, m.id);
  return { ...m, walletId: w.id };
}

export async function approveKyc(t: Pick<TestApp, 'database'>, userId: number) {
  const [f] = await t.database.query<{ id: string }>(
    `insert into stored_files (purpose, key, mime, size) values ('kyc', '00/x', 'image/jpeg', 1) returning id`,
  );
  await t.database.query(
    `insert into kyc_submissions (user_id, status, aadhaar_sealed, aadhaar_last4, pan_no, bank_name,
      account_holder, account_sealed, account_last4, ifsc, address_proof_file_id, photo_file_id, shop_photo_file_id)
     values ($1, 'approved', 'x', '2346', 'ABCPE1234F', 'SBI', 'A', 'x', '5678', 'SBIN0001234', $2, $2, $2)`,
    [userId, f.id],
  );
}

export async function balanceOf(t: TestApp, userId: number): Promise<number> {
  const [w] = await t.database.db.select({ b: wallets.balancePaise }).from(wallets).where(eq(wallets.userId, userId));
  return w.b / 100;
}

const ADDRESS = {
  line1: '12',
  line2: 'Shanti Niwas',
  line3: 'MG Road',
  area: 'Kothrud',
  city: 'Pune',
  state: 'Maharashtra',
  pin: '411038',
};

/** A complete individual Form 49A application. */
export function individualN(over: Partial<PanApplicationInput> = {}): PanApplicationInput {
  return {
    aoCode: { areaCode: 'PNE', aoType: 'W', rangeCode: '12', aoNo: '3' },
    title: 'Shri',
    lastName: 'Patil',
    firstName: 'Ramesh',
    middleName: 'K',
    nameOnCard: 'RAMESH K PATIL',
    gender: 'M',
    dob: '1990-04-15',
    father: { lastName: 'Patil', firstName: 'Kishor', middleName: '' },
    residence: ADDRESS,
    communication: 'residence',
    mobile: '9876543210',
    email: 'ramesh@example.in',
    aadhaar: '234123412346',
    aadhaarName: 'Ramesh K Patil',
    incomeSources: ['salary'],
    proofs: { identity: 'Aadhaar card', address: 'Aadhaar card', dob: 'Aadhaar card' },
    declaration: { capacity: 'self', place: 'Pune' },
    ...over,
  };
}

/** A complete company change request (CSF). */
export function companyC(over: Partial<PanApplicationInput> = {}): PanApplicationInput {
  return {
    lastName: 'Sahyadri Traders Private Limited',
    nameOnCard: 'SAHYADRI TRADERS PRIVATE LIMITED',
    dob: '2012-06-01',
    office: ADDRESS,
    officeName: 'Sahyadri Traders',
    communication: 'office',
    mobile: '9123456780',
    registrationNo: 'U51909MH2012PTC123456',
    proofs: { identity: 'Certificate of registration', address: 'Certificate of registration', dob: '' },
    declaration: { capacity: 'representative', place: 'Pune' },
    representative: {
      used: true,
      title: '',
      lastName: 'Deshmukh',
      firstName: 'Anil',
      middleName: '',
      address: ADDRESS,
    },
    existingPan: 'AAACS1234F',
    changes: ['address'],
    panProof: 'pan_card',
    ...over,
  };
}

/** A scanned page: noisy pixels, so it compresses like a real scan. */
export async function scanJpeg(width = 1240, height = 1754): Promise<Buffer> {
  const raw = crypto.randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** A scanned form page: paper, ruled lines, a photo block and a signature stroke. Compresses like a real form. */
export async function formPage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1100">
    <rect width="800" height="1100" fill="#fbfbf7"/>
    <rect x="500" y="80" width="197" height="276" fill="#6b7c93"/><circle cx="598" cy="200" r="50" fill="#e8d2b0"/>
    <path d="M 420 980 C 480 920, 540 1040, 600 960 S 700 940, 740 1000" stroke="#1b2a6b" stroke-width="5" fill="none"/>
    ${Array.from({ length: 20 }, (_, i) => `<line x1="40" x2="460" y1="${120 + i * 40}" y2="${120 + i * 40}" stroke="#bbb"/>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export async function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 240, g: 240, b: 240 } } })
    .png()
    .toBuffer();
}

/** A one-page PDF (pdf-lib), as a scanned proof would arrive. */
export async function onePagePdf(): Promise<Buffer> {
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Proof of address', { x: 50, y: 780 });
  return Buffer.from(await doc.save());
}

function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const b = `----pan${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${b}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

export function upload(
  t: TestApp,
  headers: Record<string, string>,
  id: number,
  kind: string,
  file: { name: string; type: string; data: Buffer },
  replaces?: string,
) {
  const f = multipart(replaces ? { kind, replaces } : { kind }, file);
  return t.app.inject({
    method: 'POST',
    url: `${M}/applications/${id}/files`,
    headers: { ...headers, ...f.headers },
    payload: f.payload,
  });
}

/**
 * A draft with everything a submission needs: the form, documents uploaded, photo and signature
 * cropped. Returns its id.
 */
export async function readyDraft(
  t: TestApp,
  headers: Record<string, string>,
  data: PanApplicationInput = individualN(),
  category = 'individual',
  appType = 'N',
): Promise<number> {
  const created = await t.app.inject({
    method: 'POST',
    url: `${M}/applications`,
    headers,
    payload: { category, appType, data },
  });
  if (created.statusCode !== 200) throw new Error(`create: ${created.statusCode} ${created.body}`);
  const id = created.json().id as number;
  const page = await formPage();
  const form = await upload(t, headers, id, 'form', { name: 'form.jpg', type: 'image/jpeg', data: page });
  if (form.statusCode !== 200) throw new Error(`upload: ${form.statusCode} ${form.body}`);
  const pdf = await onePagePdf();
  const kinds = category === 'individual' ? ['identity', 'address', 'dob'] : ['identity', 'address'];
  if (appType === 'C') kinds.push('pan_proof');
  for (const k of kinds) {
    const r = await upload(t, headers, id, k, { name: `${k}.pdf`, type: 'application/pdf', data: pdf });
    if (r.statusCode !== 200) throw new Error(`upload ${k}: ${r.statusCode} ${r.body}`);
  }
  const fileId = form.json().files[0].id as string;
  for (const [kind, box] of [
    ['photo', { x: 500, y: 80, width: 197, height: 276 }],
    ['signature', { x: 400, y: 900, width: 354, height: 157 }],
  ] as const) {
    const r = await t.app.inject({
      method: 'POST',
      url: `${M}/applications/${id}/crops`,
      headers,
      payload: { fileId, kind, box },
    });
    if (r.statusCode !== 200) throw new Error(`crop ${kind}: ${r.statusCode} ${r.body}`);
  }
  return id;
}
