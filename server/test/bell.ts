import { expect } from 'vitest';
import sharp from 'sharp';
import { gt } from 'drizzle-orm';
import { PAYMENTS_API } from '../../contract/payments';
import { notifications } from '../db/schema';
import { sha256 } from '../lib/tokens';
import { signedIn } from './app';
import { B as PB, M as PM, readyDraft } from './nsdl-pan';
import { paperlessApiTest } from './nsdl-paperless';

/**
 * The bell's announcements: each real service call that changes someone's work tells that account,
 * and only it, in the change's own transaction. One app per test file (the e-KYC and UPI sandboxes on), so
 * every service's path is the one users take; these helpers drive it as users do.
 */
export function bellTest() {
  const api = paperlessApiTest({ NSDL_EKYC_SANDBOX: 'true', UPI_SANDBOX: 'true' });
  const { inject } = api;
  type Headers = Record<string, string>;

  /** The newest notification's id: what a call writes comes after it. */
  async function mark(): Promise<number> {
    const rows = await api.t.database.query<{ id: number | null }>('select max(id)::int as id from notifications');
    return rows[0].id ?? 0;
  }

  /** Every notification written since `after`, oldest first, as its account sees it. */
  async function toldSince(after: number) {
    const rows = await api.t.database.db
      .select()
      .from(notifications)
      .where(gt(notifications.id, after))
      .orderBy(notifications.id);
    return rows.map((r) => ({
      userId: r.userId,
      topic: r.topic,
      title: r.title,
      text: r.text,
      link: r.link,
      tone: r.tone,
    }));
  }

  async function ok(res: { statusCode: number; body: string }, what: string) {
    expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
    return JSON.parse(res.body) as { id: number } & Record<string, unknown>;
  }

  // ----- shop fixtures -------------------------------------------------------------------------

  let ackSeq = 0;
  /** A 15-digit NSDL acknowledgement number no other test uses. */
  const ackNo = () => `8810302${String(Date.now() % 1e6).padStart(6, '0')}${String(++ackSeq).padStart(2, '0')}`;

  /** A physical application submitted and verified; answers its id and token number. */
  async function verifiedPan(headers: Headers) {
    const id = await readyDraft(api.t, headers);
    await ok(await inject('POST', `${PM}/applications/${id}/submit`, headers), 'submit');
    const v = await ok(await inject('POST', `${PB}/applications/${id}/verify`, api.staff.headers, {}), 'verify');
    return { id, tokenNo: v.tokenNo as string };
  }

  let jpeg: Buffer;
  const kycFields = {
    aadhaarNo: '2341 2341 2346',
    panNo: 'abcpe1234f',
    bankName: 'State Bank of India',
    accountHolder: 'Ravi Kumar',
    accountNo: '30012345678',
    ifsc: 'sbin0001234',
  };
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

  function multipart(fields: Record<string, string>, files: Record<string, Buffer>) {
    const b = `----bell${Math.random().toString(16).slice(2)}`;
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

  /** The account's KYC submitted through the API; answers the submission's id. */
  async function submitKyc(headers: Headers): Promise<number> {
    jpeg ??= await sharp({ create: { width: 300, height: 400, channels: 3, background: '#ccaa88' } })
      .jpeg()
      .toBuffer();
    const f = multipart(kycFields, { addressProof: pdf, photo: jpeg, shopPhoto: jpeg });
    return (
      await ok(
        await api.t.app.inject({
          method: 'POST',
          url: '/api/kyc/me',
          headers: { ...headers, ...f.headers },
          payload: f.payload,
        }),
        'kyc',
      )
    ).id;
  }

  let bankId: number | null = null;
  let utrSeq = 0;
  /** A payment request of `amount` rupees by NEFT, with its slip; answers its id. */
  async function paymentRequest(headers: Headers, amount = '5000'): Promise<number> {
    if (bankId == null) {
      const admin = await signedIn(api.t, 'admin');
      bankId = (
        await ok(
          await inject('POST', '/api/backend/masters/bank', admin.headers, {
            bankName: 'State Bank of India',
            holder: 'PAN Seva Pvt Ltd',
            accountNo: '30012345678',
            ifsc: 'SBIN0001234',
            branch: 'Pune',
          }),
          'bank',
        )
      ).id;
    }
    jpeg ??= await sharp({ create: { width: 300, height: 400, channels: 3, background: '#ccaa88' } })
      .jpeg()
      .toBuffer();
    const utr = `SBIN${Date.now()}${++utrSeq}`;
    const f = multipart(
      { bankId: String(bankId), amount, mode: 'NEFT', utr, depositDate: new Date().toISOString().slice(0, 10) },
      { slip: jpeg },
    );
    return (
      await ok(
        await api.t.app.inject({
          method: 'POST',
          url: PAYMENTS_API.merchant,
          headers: { ...headers, ...f.headers },
          payload: f.payload,
        }),
        'payment request',
      )
    ).id;
  }

  let regSeq = 0;
  /** A registration through the real captcha (the test sets its answer). */
  async function register() {
    regSeq++;
    const cap = await api.t.app.inject({ method: 'POST', url: '/api/captcha' });
    const id = cap.cookies.find((c) => c.name === 'captcha_id')!.value;
    await api.t.database.query('update captchas set answer_hash = $1 where id = $2', [sha256('abcde'), id]);
    const body = {
      fName: 'Ravi',
      lName: 'Kumar',
      fatherName: 'Suresh Kumar',
      gender: 'M',
      dob: '1990-04-15',
      mobileNo: `97${String(Date.now() % 1e6).padStart(6, '0')}${String(regSeq).padStart(2, '0')}`,
      emailId: `bell${Date.now()}${regSeq}@shop.in`,
      idType: 1,
      shopName: 'Ravi Digital Seva',
      address1: '14 Gandhi Bazaar',
      address2: '',
      address3: '',
      district: 'Bengaluru Urban',
      state: 'Karnataka',
      pin: '560004',
      captcha: 'ABCDE',
    };
    return api.t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, cookies: { captcha_id: id } });
  }

  // ----- the shop's bell -----------------------------------------------------------------------

  return { api, inject, mark, toldSince, ok, ackNo, verifiedPan, submitKyc, paymentRequest, register };
}
