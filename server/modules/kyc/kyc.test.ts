import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createAadhaarVault } from '../../lib/aadhaar-vault';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { KYC_BACKEND_BASE } from './routes';
import { canMove } from './states';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedIn>>;
let jpeg: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  staff = await signedIn(t, 'staff');
  jpeg = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#ccaa88' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const goodFields = {
  aadhaarNo: '2341 2341 2346',
  panNo: 'abcpe1234f',
  bankName: 'State Bank of India',
  accountHolder: 'Ravi Kumar',
  accountNo: '30012345678',
  ifsc: 'sbin0001234',
};

function form(fields: Record<string, string>, files: Record<string, Buffer>) {
  const b = '----kyc' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [k, v] of Object.entries(files))
    parts.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="${k}"; filename="${k}.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      v,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${b}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

async function submit(
  headers: Record<string, string>,
  fields = goodFields,
  files: Record<string, Buffer> = { addressProof: pdf, photo: jpeg, shopPhoto: jpeg },
) {
  const f = form(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/kyc/me',
    headers: { ...headers, ...f.headers },
    payload: f.payload,
  });
}

describe('KYC transitions', () => {
  it('allow only the workflow of docs/product.md#services-and-workflows', () => {
    expect(canMove('not_submitted', 'submitted')).toBe(true);
    expect(canMove('submitted', 'approved')).toBe(true);
    expect(canMove('submitted', 'rejected')).toBe(true);
    expect(canMove('rejected', 'submitted')).toBe(true);
    expect(canMove('approved', 'submitted')).toBe(false);
    expect(canMove('approved', 'rejected')).toBe(false);
    expect(canMove('not_submitted', 'approved')).toBe(false);
    expect(canMove('submitted', 'submitted')).toBe(false);
  });
});

describe('KYC', () => {
  it('a merchant submits, the back office approves; numbers are masked for the merchant and sealed at rest', async () => {
    const m = await signedIn(t, 'merchant', { kind: 'owner' });
    expect((await t.app.inject({ method: 'GET', url: '/api/kyc/me', headers: m.headers })).json().status).toBe(
      'not_submitted',
    );
    const res = await submit(m.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'submitted',
      aadhaarMasked: 'XXXX XXXX 2346',
      panNo: 'ABCPE1234F',
      accountMasked: 'XXXXXX5678',
      ifsc: 'SBIN0001234',
    });
    const [row] = await t.database.query<{ aadhaar_sealed: string; account_sealed: string; aadhaar_hash: string }>(
      'select aadhaar_sealed, account_sealed, aadhaar_hash from kyc_submissions where id = $1',
      [res.json().id],
    );
    expect(row.aadhaar_sealed).not.toContain('234123412346');
    expect(row.aadhaar_hash).toBe(createAadhaarVault(t.secrets).hash('234123412346'));
    expect(row.account_sealed).not.toContain('30012345678');

    const again = await submit(m.headers);
    expect(again.statusCode).toBe(409);

    const answer = await t.app.inject({
      method: 'GET',
      url: `${KYC_BACKEND_BASE}/${res.json().id}`,
      headers: staff.headers,
    });
    const review = answer.json();
    expect(review).toMatchObject({ aadhaarMasked: 'XXXX XXXX 2346', accountNo: '30012345678', userCode: m.code });
    expect(answer.body).not.toContain('234123412346');
    expect(review.files).toEqual([
      { field: 'addressProof', mime: 'application/pdf' },
      { field: 'photo', mime: 'image/jpeg' },
      { field: 'shopPhoto', mime: 'image/jpeg' },
    ]);
    const doc = await t.app.inject({
      method: 'GET',
      url: `${KYC_BACKEND_BASE}/${res.json().id}/file/addressProof`,
      headers: staff.headers,
    });
    expect(doc.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${KYC_BACKEND_BASE}/${res.json().id}/approve`,
          headers: staff.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/kyc/me', headers: m.headers })).json().status).toBe(
      'approved',
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${KYC_BACKEND_BASE}/${res.json().id}/reject`,
          headers: staff.headers,
          payload: { remark: 'x' },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('a rejected KYC shows its reason and can be submitted again', async () => {
    const m = await signedIn(t, 'merchant', { kind: 'staff' });
    const first = (await submit(m.headers)).json();
    const rej = await t.app.inject({
      method: 'POST',
      url: `${KYC_BACKEND_BASE}/${first.id}/reject`,
      headers: staff.headers,
      payload: { remark: 'Shop photo is blurred' },
    });
    expect(rej.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/kyc/me', headers: m.headers })).json()).toMatchObject({
      status: 'rejected',
      remark: 'Shop photo is blurred',
    });
    const second = await submit(m.headers);
    expect(second.json().status).toBe('submitted');
    // The old submission can no longer be decided.
    expect(
      (await t.app.inject({ method: 'POST', url: `${KYC_BACKEND_BASE}/${first.id}/approve`, headers: staff.headers }))
        .statusCode,
    ).toBe(409);
  });

  it('names each bad field and file and stores nothing', async () => {
    const m = await signedIn(t, 'merchant', { kind: 'owner' });
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]);
    const res = await submit(
      m.headers,
      { ...goodFields, aadhaarNo: '234123412347', panNo: 'ABCCE1234F', ifsc: 'SBI0001', accountNo: '12' },
      { addressProof: exe, photo: pdf },
    );
    expect(res.statusCode).toBe(400);
    const e = res.json().errors;
    expect(e.aadhaarNo).toEqual(['This is not a valid Aadhaar number (check digit)']);
    expect(e.panNo).toEqual(['Use your personal PAN (its 4th letter is P)']);
    expect(e.ifsc[0]).toMatch(/IFSC/);
    expect(e.accountNo[0]).toMatch(/9 to 18 digits/);
    expect(e.addressProof[0]).toMatch(/PDF, JPEG or PNG/);
    expect(e.photo[0]).toMatch(/JPEG or PNG/);
    expect(e.shopPhoto).toEqual(['Required']);
    const [n] = await t.database.query<{ files: number; subs: number }>(
      'select (select count(*)::int from stored_files where owner_id = $1) as files, (select count(*)::int ' +
        'from kyc_submissions where user_id = $1) as subs',
      [m.id],
    );
    expect(n).toEqual({ files: 0, subs: 0 });
  });

  it('refuses a decompression-bomb image', async () => {
    const m = await signedIn(t, 'merchant', { kind: 'owner' });
    // 10000×10000 px of one colour compresses to a few KB but would take 300 MB to decode.
    const bomb = await sharp({ create: { width: 10000, height: 10000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await submit(m.headers, goodFields, { addressProof: pdf, photo: bomb, shopPhoto: jpeg });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.photo[0]).toMatch(/pixels|could not be read/);
  });

  it('merchants cannot review KYC, nor read documents by id', async () => {
    const a = await signedIn(t, 'merchant', { kind: 'owner' });
    const sub = (await submit(a.headers)).json();
    const b = await signedIn(t, 'merchant', { kind: 'owner' });
    for (const url of [`${KYC_BACKEND_BASE}/${sub.id}`, `${KYC_BACKEND_BASE}/${sub.id}/file/photo`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: b.headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url, headers: a.headers })).statusCode).toBe(403);
    }
  });
});

describe('KYC list', () => {
  it('lists only the newest submission of each user, waiting ones first', async () => {
    const m = await signedIn(t, 'merchant', { kind: 'owner' });
    const first = (await submit(m.headers)).json();
    await t.app.inject({
      method: 'POST',
      url: `${KYC_BACKEND_BASE}/${first.id}/reject`,
      headers: staff.headers,
      payload: { remark: 'redo' },
    });
    const second = (await submit(m.headers)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/backend/user-management/kyc/list',
      headers: staff.headers,
      payload: {
        filters: [{ field: 'code', opt: 'equals', value1: m.code }],
        search: '',
        length: 10,
        start: 0,
        sorts: [],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
      [second.id, 'submitted'],
    ]);
    const all = (
      await t.app.inject({
        method: 'POST',
        url: '/api/backend/user-management/kyc/list',
        headers: staff.headers,
        payload: { filters: [], search: '', length: 100, start: 0, sorts: [] },
      })
    ).json();
    const statuses: string[] = all.data.map((r: { status: string }) => r.status);
    expect(statuses.indexOf('submitted')).toBe(0);
  });
});

describe('KYC waiting count (the sidebar badge)', () => {
  const waiting = async (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `${KYC_BACKEND_BASE}/waiting-count`, headers });

  it('counts each user’s newest submission while it waits, and drops it once decided', async () => {
    const before = (await waiting(staff.headers)).json().count as number;
    const m = await signedIn(t, 'merchant', { kind: 'owner' });
    const first = (await submit(m.headers)).json();
    expect((await waiting(staff.headers)).json()).toEqual({ count: before + 1 });

    // Rejected and sent again: still one waiting for this user, not two.
    await t.app.inject({
      method: 'POST',
      url: `${KYC_BACKEND_BASE}/${first.id}/reject`,
      headers: staff.headers,
      payload: { remark: 'Photo is blurred' },
    });
    expect((await waiting(staff.headers)).json()).toEqual({ count: before });
    const second = (await submit(m.headers)).json();
    expect((await waiting(staff.headers)).json()).toEqual({ count: before + 1 });

    await t.app.inject({ method: 'POST', url: `${KYC_BACKEND_BASE}/${second.id}/approve`, headers: staff.headers });
    expect((await waiting(staff.headers)).json()).toEqual({ count: before });
  });

  it('is for the back office only', async () => {
    const admin = await signedIn(t, 'admin');
    expect((await waiting(admin.headers)).statusCode).toBe(200);
    const m = await signedIn(t, 'merchant', { kind: 'owner' });
    expect((await waiting(m.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${KYC_BACKEND_BASE}/waiting-count` })).statusCode).toBe(401);
  });
});

describe("a KYC's whole Aadhaar number", () => {
  const reveal = (headers: Record<string, string>, id: number, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `${KYC_BACKEND_BASE}/${id}/aadhaar`, headers, payload: payload as object });
  const reveals = async (id: number) =>
    t.database.query<Record<string, string>>(
      `select actor_code, action, ref_type, ref_id, ref_no, detail, reason from access_log
        where action = 'aadhaar_reveal' and ref_type = 'kyc_submission' and ref_id = $1`,
      [String(id)],
    );

  it('is shown only for a reason, and each reveal is in the access log', async () => {
    const m = await signedIn(t, 'merchant', { kind: 'owner' });
    const id = (await submit(m.headers)).json().id as number;

    for (const payload of [{}, { reason: '  ok ' }, { reason: 'x'.repeat(301) }]) {
      const refused = await reveal(staff.headers, id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual(['reason']);
      expect(refused.body).not.toContain('234123412346');
    }
    expect(await reveals(id)).toEqual([]);

    const shown = await reveal(staff.headers, id, { reason: 'Keying it into the NSDL portal 2341 2341 2346' });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({ aadhaar: '234123412346', field: 'aadhaarNo', seconds: 60 });
    expect(await reveals(id)).toEqual([
      {
        actor_code: staff.code,
        action: 'aadhaar_reveal',
        ref_type: 'kyc_submission',
        ref_id: String(id),
        ref_no: m.code,
        detail: 'aadhaarNo',
        // Even a number typed into the reason is kept masked.
        reason: 'Keying it into the NSDL portal XXXX XXXX 2346',
      },
    ]);
  });

  it('is not for merchants, and a missing submission is a 404 that logs nothing', async () => {
    const m = await signedIn(t, 'merchant', { kind: 'owner' });
    const id = (await submit(m.headers)).json().id as number;
    const merchant = await reveal(m.headers, id, { reason: 'I want to see it' });
    expect(merchant.statusCode).toBe(403);
    expect(merchant.body).not.toContain('234123412346');
    expect((await reveal(staff.headers, 999_999, { reason: 'Checking a record' })).statusCode).toBe(404);
    expect(await reveals(id)).toEqual([]);
    expect(await reveals(999_999)).toEqual([]);
  });
});
