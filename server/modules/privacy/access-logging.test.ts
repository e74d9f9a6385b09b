import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, gt } from 'drizzle-orm';
import sharp from 'sharp';
import { PAYMENTS_API } from '../../../contract/payments';
import { accessLog } from '../../db/schema';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { akn, B as BACKLOG_B, M as BACKLOG_M, seedBacklog } from '../../test/backlog';
import { BR, MR, readyRegistration } from '../../test/gst';
import { B as PAN_B, M as PAN_M, readyDraft, readyMerchant } from '../../test/nsdl-pan';
import { KYC_BACKEND_BASE } from '../kyc/routes';

/*
 * Every back-office read of someone's document leaves an access-log row (who, what, which record, from where);
 * a shop reading its own documents leaves none, and a refused read leaves none.
 */

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let shop: Awaited<ReturnType<typeof readyMerchant>>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signedIn(t, 'staff');
  admin = await signedIn(t, 'admin');
  shop = await readyMerchant(t, { balance: 5000 });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: '203.0.113.9' });

/** The newest log row's id, so a test reads only the rows its own calls wrote. */
async function mark(): Promise<number> {
  const rows = await t.database.db.select({ id: accessLog.id }).from(accessLog);
  return rows.reduce((m, r) => Math.max(m, r.id), 0);
}
const since = (id: number) =>
  t.database.db
    .select({
      actorId: accessLog.actorId,
      actorCode: accessLog.actorCode,
      actorRole: accessLog.actorRole,
      action: accessLog.action,
      refType: accessLog.refType,
      refId: accessLog.refId,
      refNo: accessLog.refNo,
      detail: accessLog.detail,
      ip: accessLog.ip,
    })
    .from(accessLog)
    .where(gt(accessLog.id, id))
    .orderBy(asc(accessLog.id));

function multipart(fields: Record<string, string>, files: Record<string, { name: string; data: Buffer }>) {
  const b = `----log${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [k, f] of Object.entries(files))
    parts.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="${k}"; filename="${f.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${b}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

const jpeg = () =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: '#ccaa88' } })
    .jpeg()
    .toBuffer();

describe('the request engine (GST registration)', () => {
  it('logs a back-office preview and a signed link with the request and the document kind; not the shop', async () => {
    const id = await readyRegistration(t, shop.headers);
    const detail = (await get(`${BR}/${id}`, staff.headers)).json() as {
      refNo: string;
      files: { id: string; kind: string }[];
    };
    const pan = detail.files.find((f) => f.kind === 'pan_card')!;
    const before = await mark();

    expect((await get(`${MR}/${id}/files/${pan.id}`, shop.headers)).statusCode).toBe(200);
    expect((await get(`${MR}/${id}/files/${pan.id}/download`, shop.headers)).statusCode).toBe(200);
    expect(await since(before)).toEqual([]);

    expect((await get(`${BR}/${id}/files/${pan.id}`, staff.headers)).statusCode).toBe(200);
    const link = await get(`${BR}/${id}/files/${pan.id}/download`, admin.headers);
    expect(link.statusCode).toBe(200);
    const common = { refType: 'service_request', refId: String(id), refNo: detail.refNo, detail: 'pan_card' };
    expect(await since(before)).toEqual([
      {
        actorId: staff.id,
        actorCode: staff.code,
        actorRole: 'staff',
        action: 'document_view',
        ip: '203.0.113.9',
        ...common,
      },
      {
        actorId: admin.id,
        actorCode: admin.code,
        actorRole: 'admin',
        action: 'document_download',
        ip: '203.0.113.9',
        ...common,
      },
    ]);

    // Fetching the link later serves the file and writes nothing more: it was logged when issued.
    const before2 = await mark();
    expect((await get(link.json().tempUrl, admin.headers)).statusCode).toBe(200);
    // A file that is not the request's is a 404, and nothing is logged for it.
    expect((await get(`${BR}/${id}/files/00000000-0000-4000-8000-000000000000`, staff.headers)).statusCode).toBe(404);
    expect(await since(before2)).toEqual([]);
  });
});

describe('NSDL PAN physical', () => {
  it('logs document previews, cropped photos and form links by the back office, with the token number', async () => {
    const id = await readyDraft(t, shop.headers);
    const app = (await get(`${PAN_B}/applications/${id}`, staff.headers)).json() as {
      tokenNo: string;
      files: { id: string; kind: string }[];
    };
    const identity = app.files.find((f) => f.kind === 'identity')!;
    const before = await mark();

    expect((await get(`${PAN_M}/applications/${id}/files/${identity.id}`, shop.headers)).statusCode).toBe(200);
    expect((await get(`${PAN_M}/applications/${id}/download/form`, shop.headers)).statusCode).toBe(200);
    expect(await since(before)).toEqual([]);

    expect((await get(`${PAN_B}/applications/${id}/files/${identity.id}`, staff.headers)).statusCode).toBe(200);
    expect((await get(`${PAN_B}/applications/${id}/crops/photo`, staff.headers)).statusCode).toBe(200);
    expect((await get(`${PAN_B}/applications/${id}/download/form`, staff.headers)).statusCode).toBe(200);
    // No merged scan before a submit: a 409, and no row.
    expect((await get(`${PAN_B}/applications/${id}/download/scan`, staff.headers)).statusCode).toBe(409);

    const rows = await since(before);
    expect(rows.map((r) => [r.action, r.detail])).toEqual([
      ['document_view', 'identity'],
      ['document_view', 'photo (cropped)'],
      ['document_download', 'pan-form'],
    ]);
    for (const r of rows)
      expect(r).toMatchObject({
        actorCode: staff.code,
        refType: 'pan_application',
        refId: String(id),
        refNo: app.tokenNo,
      });
  });
});

describe('KYC documents', () => {
  it('logs each document the back office opens', async () => {
    const m = await signedIn(t, 'merchant', { kind: 'owner' });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const photo = await jpeg();
    const body = multipart(
      {
        aadhaarNo: '2341 2341 2346',
        panNo: 'ABCPE1234F',
        bankName: 'State Bank of India',
        accountHolder: 'Ravi Kumar',
        accountNo: '30012345678',
        ifsc: 'SBIN0001234',
      },
      {
        addressProof: { name: 'proof.pdf', data: pdf },
        photo: { name: 'photo.jpg', data: photo },
        shopPhoto: { name: 'shop.jpg', data: photo },
      },
    );
    const sub = await t.app.inject({
      method: 'POST',
      url: '/api/kyc/me',
      headers: { ...m.headers, ...body.headers },
      payload: body.payload,
    });
    expect(sub.statusCode).toBe(200);
    const kycId = sub.json().id as number;
    const before = await mark();
    expect((await get(`${KYC_BACKEND_BASE}/${kycId}/file/addressProof`, staff.headers)).statusCode).toBe(200);
    expect(await since(before)).toEqual([
      expect.objectContaining({
        actorCode: staff.code,
        action: 'document_view',
        refType: 'kyc_submission',
        refId: String(kycId),
        detail: 'addressProof',
      }),
    ]);
  });
});

describe('payment slips', () => {
  it('logs the back office opening a slip, not the shop opening its own', async () => {
    const a = await signedIn(t, 'merchant', { kind: 'owner' });
    await t.database.query('insert into wallets (user_id) values ($1)', [a.id]);
    const bank = await t.app.inject({
      method: 'POST',
      url: '/api/backend/masters/bank',
      headers: admin.headers,
      payload: {
        bankName: 'State Bank of India',
        holder: 'PAN Seva Pvt Ltd',
        accountNo: '30012345678',
        ifsc: 'SBIN0001234',
        branch: 'Pune',
      },
    });
    const body = multipart(
      {
        bankId: String(bank.json().id),
        amount: '2500',
        mode: 'NEFT',
        utr: `SBIN${Date.now()}`,
        depositDate: new Date().toISOString().slice(0, 10),
      },
      { slip: { name: 'slip.jpg', data: await jpeg() } },
    );
    const made = await t.app.inject({
      method: 'POST',
      url: PAYMENTS_API.merchant,
      headers: { ...a.headers, ...body.headers },
      payload: body.payload,
    });
    expect(made.statusCode).toBe(200);
    const id = made.json().id as number;
    const before = await mark();
    expect((await get(`${PAYMENTS_API.merchant}/${id}/slip`, a.headers)).statusCode).toBe(200);
    expect(await since(before)).toEqual([]);
    expect((await get(`${PAYMENTS_API.backend}/${id}/slip`, staff.headers)).statusCode).toBe(200);
    expect(await since(before)).toEqual([
      expect.objectContaining({
        action: 'document_view',
        refType: 'payment_request',
        refId: String(id),
        detail: 'slip',
      }),
    ]);
  });
});

describe('backlog acknowledgements', () => {
  it('logs a back-office link to an acknowledgement, not the shop’s own', async () => {
    const { m1 } = await seedBacklog(t);
    const before = await mark();
    expect((await get(`${BACKLOG_M}/dw-ack/${akn(1)}`, m1.headers)).statusCode).toBe(200);
    expect(await since(before)).toEqual([]);
    expect((await get(`${BACKLOG_B}/dw-ack/${akn(1)}`, staff.headers)).statusCode).toBe(200);
    expect(await since(before)).toEqual([
      expect.objectContaining({
        actorCode: staff.code,
        action: 'document_download',
        refType: 'backlog_record',
        refNo: akn(1),
        detail: 'acknowledgement',
      }),
    ]);
  });
});
