import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { PGGATWAY_API } from '../../../contract/gateway';
import { PAYMENTS_API } from '../../../contract/payments';
import { STAFF_PERMISSIONS_API } from '../../../contract/staff-permissions';
import { notifications, panApplications } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { signedIn } from '../../test/app';
import { BF, BR, MF, MR, gstinFor, gstr3b, readyFiling, readyRegistration } from '../../test/gst';
import { KYC_BACKEND_BASE } from '../kyc/routes';
import { B as PB, M as PM, approveKyc, readyDraft, readyMerchant, scanJpeg, upload } from '../../test/nsdl-pan';
import { createPanEngine } from '../nsdl-pan/workflow';
import { M as PLM, paperlessApiTest } from '../../test/nsdl-paperless';
import { BC, BP, MC, MP, readyPsa } from '../../test/uti';
import { backOfficeIds, listNotifications, markAllRead } from './service';

/*
 * The bell's announcements (issue 16 part 3): each real service call that changes someone's work tells
 * that account, and only it, in the change's own transaction; the back office's waiting kinds count up.
 * One app for all (the e-KYC and UPI sandboxes on), so every service's path is the one users take.
 */

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

describe("NSDL PAN physical: the shop's bell", () => {
  it('says an acknowledgement with its number, to the shop only', async () => {
    const m = await readyMerchant(api.t, { balance: 1000 });
    const other = await readyMerchant(api.t, { balance: 1000 });
    const { id, tokenNo } = await verifiedPan(m.headers);
    const before = await mark();
    const ack = ackNo();
    await ok(
      await inject('POST', `${PB}/applications/${id}/acknowledge`, api.staff.headers, { ackNo: ack }),
      'acknowledge',
    );
    expect(await toldSince(before)).toEqual([
      {
        userId: m.id,
        topic: 'nsdl_pan.acknowledged',
        title: `PAN application ${tokenNo} acknowledged`,
        text: `Ack no ${ack}.`,
        link: `/merchant/product/nsdl-pan/physical/info/${id}`,
        tone: 'good',
      },
    ]);
    // The shop's bell lists it; another shop's is empty.
    expect((await listNotifications(api.t.database.db, m.id)).items.map((n) => n.title)).toEqual([
      `PAN application ${tokenNo} acknowledged`,
    ]);
    expect(await listNotifications(api.t.database.db, other.id)).toEqual({ unread: 0, items: [] });
  });

  it('says a TIN rejection, and a rejection of the corrections, with the reason', async () => {
    const m = await readyMerchant(api.t, { balance: 1000 });
    const { id, tokenNo } = await verifiedPan(m.headers);
    const ack = ackNo();
    await ok(
      await inject('POST', `${PB}/applications/${id}/acknowledge`, api.staff.headers, { ackNo: ack }),
      'acknowledge',
    );
    let before = await mark();
    await ok(
      await inject('POST', `${PB}/applications/${id}/tin-reject`, api.staff.headers, {
        remark: 'Address proof illegible',
      }),
      'tin-reject',
    );
    const told = {
      userId: m.id,
      topic: 'nsdl_pan.tin_rejected',
      title: `PAN application ${tokenNo} TIN-rejected`,
      text: `Ack no ${ack}. Reason: Address proof illegible. Upload the corrected documents.`,
      link: `/merchant/product/nsdl-pan/physical/info/${id}`,
      tone: 'bad',
    };
    expect(await toldSince(before)).toEqual([told]);

    await ok(
      await upload(api.t, m.headers, id, 'tin', {
        name: 'address-new.jpg',
        type: 'image/jpeg',
        data: await scanJpeg(300, 400),
      }),
      'upload',
    );
    before = await mark();
    await ok(await inject('POST', `${PM}/ack/${ack}/tin-resubmit`, m.headers, {}), 'tin-resubmit');
    expect(await toldSince(before)).toEqual([]);
    await ok(
      await inject('POST', `${PB}/applications/${id}/tin-reject-again`, api.staff.headers, {
        remark: 'Still illegible.',
      }),
      'tin-reject-again',
    );
    expect(await toldSince(before)).toEqual([
      { ...told, text: `Ack no ${ack}. Reason: Still illegible. Upload the corrected documents.` },
    ]);
  });

  it('says a rejection and a cancellation with the reason and the refund', async () => {
    const m = await readyMerchant(api.t, { balance: 1000 });
    const a = await verifiedPan(m.headers);
    const b = await verifiedPan(m.headers);
    const before = await mark();
    await ok(
      await inject('POST', `${PB}/applications/${a.id}/reject`, api.staff.headers, { remark: 'Photo not clear' }),
      'reject',
    );
    await ok(
      await inject('POST', `${PB}/applications/${b.id}/cancel`, api.staff.headers, {
        remark: 'Duplicate of another application',
      }),
      'cancel',
    );
    expect(await toldSince(before)).toEqual([
      {
        userId: m.id,
        topic: 'nsdl_pan.rejected',
        title: `PAN application ${a.tokenNo} rejected`,
        text: 'Reason: Photo not clear. ₹130.00/- is back in your wallet.',
        link: `/merchant/product/nsdl-pan/physical/info/${a.id}`,
        tone: 'bad',
      },
      {
        userId: m.id,
        topic: 'nsdl_pan.cancelled',
        title: `PAN application ${b.tokenNo} cancelled`,
        text: 'Reason: Duplicate of another application. ₹130.00/- is back in your wallet.',
        link: `/merchant/product/nsdl-pan/physical/info/${b.id}`,
        tone: 'bad',
      },
    ]);
  });
});

describe("NSDL PAN paperless: the shop's bell", () => {
  it("says the provider's acknowledgement, to the shop and the staff member who made it", async () => {
    const owner = await readyMerchant(api.t, { balance: 1000 });
    const counter = await signedIn(api.t, 'merchant', { kind: 'staff', parentId: owner.id });
    await ok(
      await inject('PUT', `${STAFF_PERMISSIONS_API}/${counter.id}/permissions`, owner.headers, {
        services: ['nsdl_pan'],
      }),
      'permission',
    );
    await approveKyc(api.t, counter.id);
    const { id, refNo, encData } = await api.confirmed(counter.headers);
    const out = await api.outcome(encData, 'success');
    const before = await mark();
    expect((await api.returnWith(out.encData)).statusCode).toBe(303);
    const told = {
      topic: 'nsdl_paperless.acknowledged',
      title: `Paperless PAN application ${refNo} acknowledged`,
      text: `Ack no ${out.result.ackNo}.`,
      link: `/merchant/product/nsdl-pan/paperless/${id}/confirm`,
      tone: 'good',
    };
    expect(await toldSince(before)).toEqual([
      { userId: owner.id, ...told },
      { userId: counter.id, ...told },
    ]);
    // The same result brought back again changes nothing and says nothing.
    const again = await mark();
    await api.returnWith(out.encData);
    expect(await toldSince(again)).toEqual([]);
  });

  it("says a failure with the provider's reason and the refund", async () => {
    const m = await readyMerchant(api.t, { balance: 1000 });
    const { id, refNo, encData } = await api.confirmed(m.headers);
    const out = await api.outcome(encData, 'ESP-944');
    const before = await mark();
    await api.returnWith(out.encData);
    expect((await inject('GET', `${PLM}/${id}`, m.headers)).json().state).toBe('failed');
    const [told] = await toldSince(before);
    expect(await toldSince(before)).toHaveLength(1);
    expect(told).toMatchObject({
      userId: m.id,
      topic: 'nsdl_paperless.failed',
      title: `Paperless PAN application ${refNo} failed`,
      link: `/merchant/product/nsdl-pan/paperless/${id}/confirm`,
      tone: 'bad',
    });
    expect(told.text).toMatch(/^Reason: ESP-944.*\. ₹120\.00\/- is back in your wallet\.$/);
  });
});

describe("GST: the shop's bell", () => {
  let arnSeq = 0;
  /** An ARN as GSTN writes it (letters, state 27, MMYY, six digits, a check character) no other test uses. */
  const freshArn = () => `AA271026${String((Date.now() + ++arnSeq) % 1e6).padStart(6, '0')}${arnSeq % 10}`;

  it('says a query, the completion with its ARN and the GSTIN of a registration', async () => {
    const m = await readyMerchant(api.t, { balance: 3000 });
    const id = await readyRegistration(api.t, m.headers);
    const sub = await ok(await inject('POST', `${MR}/${id}/submit`, m.headers), 'submit');
    const refNo = sub.refNo as string;
    const link = `/merchant/product/gst/registration/view/${id}`;
    let before = await mark();
    await ok(await inject('POST', `${BR}/${id}/pick_up`, api.staff.headers, {}), 'pick up');
    await ok(
      await inject('POST', `${BR}/${id}/raise_query`, api.staff.headers, {
        remark: 'The electricity bill is unreadable.',
      }),
      'query',
    );
    expect(await toldSince(before)).toEqual([
      {
        userId: m.id,
        topic: 'gst_registration.query_raised',
        title: `Query raised on GST registration request ${refNo}`,
        text: 'The electricity bill is unreadable. Answer it from the request.',
        link,
        tone: 'bad',
      },
    ]);
    await ok(await inject('POST', `${MR}/${id}/answer`, m.headers, { remark: 'Clear copy uploaded' }), 'answer');
    const arn = freshArn();
    before = await mark();
    await ok(await inject('POST', `${BR}/${id}/complete`, api.staff.headers, { arn }), 'complete');
    const gstin = gstinFor('ABCPE1234F');
    await ok(await inject('POST', `${BR}/${id}/record_gstin`, api.staff.headers, { gstin }), 'gstin');
    expect(await toldSince(before)).toEqual([
      {
        userId: m.id,
        topic: 'gst_registration.completed',
        title: `GST registration request ${refNo} completed`,
        text: `ARN ${arn}.`,
        link,
        tone: 'good',
      },
      {
        userId: m.id,
        topic: 'gst_registration.gstin',
        title: `GSTIN ${gstin} allotted`,
        text: `GST registration request ${refNo} for Ramesh K Patil.`,
        link,
        tone: 'good',
      },
    ]);
  });

  it('says a rejected registration with the reason and the refund', async () => {
    const m = await readyMerchant(api.t, { balance: 3000 });
    const id = await readyRegistration(api.t, m.headers);
    const refNo = (await ok(await inject('POST', `${MR}/${id}/submit`, m.headers), 'submit')).refNo as string;
    const before = await mark();
    await ok(
      await inject('POST', `${BR}/${id}/reject`, api.staff.headers, { remark: 'PAN and name do not match' }),
      'reject',
    );
    expect(await toldSince(before)).toEqual([
      {
        userId: m.id,
        topic: 'gst_registration.rejected',
        title: `GST registration request ${refNo} rejected`,
        text: 'Reason: PAN and name do not match. ₹799.00/- is back in your wallet.',
        link: `/merchant/product/gst/registration/view/${id}`,
        tone: 'bad',
      },
    ]);
  });

  it('says a filing query, completion and rejection on the filing page', async () => {
    const m = await readyMerchant(api.t, { balance: 3000 });
    const done = await readyFiling(api.t, m.headers);
    const refused = await readyFiling(api.t, m.headers, gstr3b({ period: '2026-08' }));
    const doneRef = (await ok(await inject('POST', `${MF}/${done}/submit`, m.headers), 'submit')).refNo as string;
    const refusedRef = (await ok(await inject('POST', `${MF}/${refused}/submit`, m.headers), 'submit')).refNo as string;
    await ok(await inject('POST', `${BF}/${done}/pick_up`, api.staff.headers, {}), 'pick up');
    const before = await mark();
    await ok(
      await inject('POST', `${BF}/${done}/raise_query`, api.staff.headers, { remark: 'Send the sales register' }),
      'query',
    );
    await ok(await inject('POST', `${MF}/${done}/answer`, m.headers, { remark: 'Sent' }), 'answer');
    const arn = freshArn();
    await ok(await inject('POST', `${BF}/${done}/complete`, api.staff.headers, { arn }), 'complete');
    await ok(
      await inject('POST', `${BF}/${refused}/reject`, api.staff.headers, { remark: 'Period not open yet' }),
      'reject',
    );
    const link = (id: number) => `/merchant/product/gst/filling/view/${id}`;
    expect(await toldSince(before)).toEqual([
      {
        userId: m.id,
        topic: 'gst_filing.query_raised',
        title: `Query raised on GST filing request ${doneRef}`,
        text: 'Send the sales register. Answer it from the request.',
        link: link(done),
        tone: 'bad',
      },
      {
        userId: m.id,
        topic: 'gst_filing.completed',
        title: `GST filing request ${doneRef} completed`,
        text: `ARN ${arn}.`,
        link: link(done),
        tone: 'good',
      },
      {
        userId: m.id,
        topic: 'gst_filing.rejected',
        title: `GST filing request ${refusedRef} rejected`,
        text: 'Reason: Period not open yet. ₹299.00/- is back in your wallet.',
        link: link(refused),
        tone: 'bad',
      },
    ]);
  });
});

describe("UTI PAN: the shop's bell", () => {
  let psaSeq = 0;
  const psaId = () => `UTIBELL${Date.now() % 1e6}${++psaSeq}`;

  it('says the PSA login id issued, and a rejected registration with its refund', async () => {
    const m = await readyMerchant(api.t, { balance: 2000 });
    const id = await readyPsa(api.t, m.headers);
    const refNo = (await ok(await inject('POST', `${MP}/${id}/submit`, m.headers), 'submit')).refNo as string;
    const other = await readyMerchant(api.t, { balance: 2000 });
    const refused = await readyPsa(api.t, other.headers);
    const refusedRef = (await ok(await inject('POST', `${MP}/${refused}/submit`, other.headers), 'submit'))
      .refNo as string;
    const before = await mark();
    const given = psaId();
    await ok(await inject('POST', `${BP}/${id}/approve`, api.staff.headers, { psaId: given }), 'approve');
    await ok(
      await inject('POST', `${BP}/${refused}/reject`, api.staff.headers, { remark: 'Aadhaar copy cut off' }),
      'reject',
    );
    expect(await toldSince(before)).toEqual([
      {
        userId: m.id,
        topic: 'uti_psa.approved',
        title: `PSA login id ${given} issued`,
        text: `UTI PSA registration ${refNo} is approved. You can now request UTI PAN coupons.`,
        link: '/merchant/product/uti-pan/psa-loginid',
        tone: 'good',
      },
      {
        userId: other.id,
        topic: 'uti_psa.rejected',
        title: `UTI PSA registration ${refusedRef} rejected`,
        text: 'Reason: Aadhaar copy cut off. ₹199.00/- is back in your wallet.',
        link: `/merchant/product/uti-pan/psa-registration/${refused}`,
        tone: 'bad',
      },
    ]);
  });

  it('says the coupons allotted with what came back for the rest, and a rejected request', async () => {
    const m = await readyMerchant(api.t, { balance: 3000 });
    const psa = await readyPsa(api.t, m.headers);
    await ok(await inject('POST', `${MP}/${psa}/submit`, m.headers), 'submit');
    await ok(await inject('POST', `${BP}/${psa}/approve`, api.staff.headers, { psaId: psaId() }), 'approve');
    const part = await ok(await inject('POST', MC, m.headers, { couponType: 'physical', quantity: 10 }), 'request');
    const refused = await ok(await inject('POST', MC, m.headers, { couponType: 'epan', quantity: 2 }), 'request');
    const before = await mark();
    const orderRef = `ORD-${Date.now()}`;
    await ok(await inject('POST', `${BC}/${part.id}/allot`, api.staff.headers, { orderRef, allotted: 7 }), 'allot');
    await ok(
      await inject('POST', `${BC}/${refused.id}/reject`, api.staff.headers, {
        remark: 'e-PAN coupons are out of stock',
      }),
      'reject',
    );
    expect(await toldSince(before)).toEqual([
      {
        userId: m.id,
        topic: 'uti_coupon.allotted',
        title: `UTI coupon request ${part.refNo as string}: 7 of 10 coupons allotted`,
        text: `Physical PAN card, UTIITSL order ${orderRef}. ₹375.00/- for the ones not allotted is back in your wallet.`,
        link: '/merchant/product/uti-pan/topup-list',
        tone: 'good',
      },
      {
        userId: m.id,
        topic: 'uti_coupon.rejected',
        title: `UTI coupon request ${refused.refNo as string} rejected`,
        text: 'Reason: e-PAN coupons are out of stock. ₹190.00/- is back in your wallet.',
        link: '/merchant/product/uti-pan/topup-list',
        tone: 'bad',
      },
    ]);
  });
});

describe("Money: the shop's bell", () => {
  it('says a payment request approved or rejected', async () => {
    const m = await readyMerchant(api.t);
    const approved = await paymentRequest(m.headers, '5000');
    const rejected = await paymentRequest(m.headers, '1200.50');
    const before = await mark();
    await ok(await inject('POST', `${PAYMENTS_API.backend}/${approved}/approve`, api.staff.headers), 'approve');
    await ok(
      await inject('POST', `${PAYMENTS_API.backend}/${rejected}/reject`, api.staff.headers, {
        remark: 'No such deposit in the statement',
      }),
      'reject',
    );
    const told = await toldSince(before);
    expect(told.map(({ text: _t, ...r }) => r)).toEqual([
      {
        userId: m.id,
        topic: 'payment_request.approved',
        title: 'Payment request of ₹5,000.00/- approved',
        link: '/merchant/accounting/payment/list',
        tone: 'good',
      },
      {
        userId: m.id,
        topic: 'payment_request.rejected',
        title: 'Payment request of ₹1,200.50/- rejected',
        link: '/merchant/accounting/payment/list',
        tone: 'bad',
      },
    ]);
    expect(told[0].text).toMatch(/^PR\d{7} \(NEFT SBIN\d+\): ₹5,000\.00\/- added to your wallet\.$/);
    expect(told[1].text).toMatch(/^PR\d{7} \(NEFT SBIN\d+\)\. Reason: No such deposit in the statement\.$/);
  });

  it('says a UPI credit once, however often the payment is checked', async () => {
    const m = await readyMerchant(api.t);
    const payer = {
      p_info: 'Wallet top-up',
      customer_name: 'Ravi Kumar',
      customer_email: 'ravi@shop.in',
      customer_mobile: '9876543210',
    };
    const { data } = (await ok(
      await inject('POST', `${PGGATWAY_API}/create`, m.headers, { amount: 500, ...payer }),
      'create',
    )) as unknown as { data: { payment_url: string; client_txn_id: string; txn_date: string } };
    const before = await mark();
    await api.t.app.inject({
      method: 'POST',
      url: `${data.payment_url}/success`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const check = () =>
      inject('POST', `${PGGATWAY_API}/check-status`, m.headers, {
        client_txn_id: data.client_txn_id,
        txn_date: data.txn_date,
      });
    const results = await Promise.all([check(), check(), check()]);
    expect(results.map((r) => r.json().data.credited)).toEqual([true, true, true]);
    expect(await toldSince(before)).toEqual([
      {
        userId: m.id,
        topic: 'upi.credited',
        title: '₹500.00/- added to your wallet',
        text: `UPI payment ${data.client_txn_id} (sandbox test payment) received.`,
        link: `/merchant/paymentgateway/payment-status?client_txn_id=${data.client_txn_id}&txn_date=${data.txn_date}`,
        tone: 'good',
      },
    ]);
  });
});

describe("KYC: the account's bell", () => {
  it("says an owner's KYC approved, and a staff member's rejected on its own KYC page", async () => {
    const owner = await signedIn(api.t, 'merchant', { kind: 'owner' });
    const counter = await signedIn(api.t, 'merchant', { kind: 'staff', parentId: owner.id });
    const mine = await submitKyc(owner.headers);
    const theirs = await submitKyc(counter.headers);
    const before = await mark();
    await ok(await inject('POST', `${KYC_BACKEND_BASE}/${mine}/approve`, api.staff.headers), 'approve');
    await ok(
      await inject('POST', `${KYC_BACKEND_BASE}/${theirs}/reject`, api.staff.headers, { remark: 'Photo is blurred' }),
      'reject',
    );
    expect(await toldSince(before)).toEqual([
      {
        userId: owner.id,
        topic: 'kyc.approved',
        title: 'KYC approved',
        text: 'All services are now open to you.',
        link: '/kyc/merchant',
        tone: 'good',
      },
      {
        userId: counter.id,
        topic: 'kyc.rejected',
        title: 'KYC rejected',
        text: 'Reason: Photo is blurred. Correct it and submit your KYC again.',
        link: '/kyc/staff',
        tone: 'bad',
      },
    ]);
  });
});

// ----- the back office's waiting work --------------------------------------------------------

describe("the back office's waiting work", () => {
  /** Every back-office account's bell read, so the next arrivals start a fresh count. */
  async function allRead(): Promise<number[]> {
    const ids = await backOfficeIds(api.t.database.db);
    for (const id of ids) await markAllRead(api.t.database.db, id);
    return ids;
  }

  /** Each back-office account's unread notification of a waiting kind. */
  async function waiting(ids: number[], kind: string) {
    const out = [];
    for (const id of ids) {
      const rows = await api.t.database.db
        .select({ count: notifications.count, link: notifications.link })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, id),
            eq(notifications.groupKey, `waiting.${kind}`),
            isNull(notifications.readAt),
          ),
        );
      out.push(rows);
    }
    return out;
  }

  it('counts two new registrations in one notification per admin and staff account', async () => {
    const ids = await allRead();
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const before = await mark();
    expect((await register()).statusCode).toBe(200);
    expect((await register()).statusCode).toBe(200);
    expect(await waiting(ids, 'registration')).toEqual(
      ids.map(() => [{ count: 2, link: '/backend/user-management/registration' }]),
    );
    // Nobody else was told, and each bell shows it as one line with its count.
    expect(new Set((await toldSince(before)).map((r) => r.userId))).toEqual(new Set(ids));
    const list = await listNotifications(api.t.database.db, api.staff.id);
    expect(list.items[0]).toMatchObject({
      title: '2 new registrations',
      count: 2,
      link: '/backend/user-management/registration',
      readAt: null,
    });
  });

  it('counts two KYC submissions', async () => {
    const ids = await allRead();
    const before = await mark();
    await submitKyc((await signedIn(api.t, 'merchant', { kind: 'owner' })).headers);
    await submitKyc((await signedIn(api.t, 'merchant', { kind: 'owner' })).headers);
    expect(await waiting(ids, 'kyc')).toEqual(ids.map(() => [{ count: 2, link: '/backend/user-management/kyc' }]));
    expect(new Set((await toldSince(before)).map((r) => r.userId))).toEqual(new Set(ids));
    expect((await listNotifications(api.t.database.db, api.staff.id)).items[0]).toMatchObject({
      title: '2 new KYC submissions',
      count: 2,
    });
  });

  it('counts two payment requests, and a third after reading starts a new notification', async () => {
    const m = await readyMerchant(api.t);
    const ids = await allRead();
    await paymentRequest(m.headers);
    await paymentRequest(m.headers);
    expect(await waiting(ids, 'payment_request')).toEqual(
      ids.map(() => [{ count: 2, link: '/backend/actions/payments' }]),
    );
    expect((await listNotifications(api.t.database.db, api.staff.id)).items[0]).toMatchObject({
      title: '2 new payment requests',
      count: 2,
    });
    await markAllRead(api.t.database.db, api.staff.id);
    await paymentRequest(m.headers);
    expect((await waiting([api.staff.id], 'payment_request'))[0]).toEqual([
      { count: 1, link: '/backend/actions/payments' },
    ]);
    expect((await listNotifications(api.t.database.db, api.staff.id)).items[0]).toMatchObject({
      title: '1 new payment request',
      readAt: null,
    });
  });
});

// ----- no change, no notification ------------------------------------------------------------

describe('a change that fails says nothing', () => {
  it('an acknowledgement number already taken (a unique violation) leaves no notification', async () => {
    const m = await readyMerchant(api.t, { balance: 1000 });
    const a = await verifiedPan(m.headers);
    const b = await verifiedPan(m.headers);
    const ack = ackNo();
    await ok(
      await inject('POST', `${PB}/applications/${a.id}/acknowledge`, api.staff.headers, { ackNo: ack }),
      'acknowledge',
    );
    const before = await mark();
    expect(
      (await inject('POST', `${PB}/applications/${b.id}/acknowledge`, api.staff.headers, { ackNo: ack })).statusCode,
    ).toBe(409);
    expect(await toldSince(before)).toEqual([]);
  });

  it('a batch of moves that fails after the first was announced takes its notification back with it', async () => {
    const m = await readyMerchant(api.t, { balance: 1000 });
    const acked = await verifiedPan(m.headers);
    await ok(
      await inject('POST', `${PB}/applications/${acked.id}/acknowledge`, api.staff.headers, { ackNo: ackNo() }),
      'acknowledge',
    );
    const notAcked = await verifiedPan(m.headers);
    const engine = createPanEngine(api.t.database.db, async () => null);
    const staff = { id: api.staff.id, role: 'staff' as const, kind: null, merchantId: null };
    const before = await mark();
    // The first TIN rejection is written and announced, then the second is refused: nothing of it stays.
    const ids = [acked.id, notAcked.id].sort((x, y) => x - y);
    expect(ids[0]).toBe(acked.id);
    await expect(
      api.t.database.db.transaction((tx) => engine.moveMany(tx, staff, ids, 'tin_reject', { remark: 'Illegible' })),
    ).rejects.toThrow(/cannot be/);
    expect(await toldSince(before)).toEqual([]);
    const [row] = await api.t.database.db
      .select({ state: panApplications.state })
      .from(panApplications)
      .where(eq(panApplications.id, acked.id));
    expect(row.state).toBe('acknowledged');
  });

  it('a payment request approved twice at once tells the shop once; rejecting it afterwards tells nothing', async () => {
    const m = await readyMerchant(api.t);
    const id = await paymentRequest(m.headers);
    const before = await mark();
    const codes = (
      await Promise.all([1, 2].map(() => inject('POST', `${PAYMENTS_API.backend}/${id}/approve`, api.staff.headers)))
    )
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, 409]);
    expect(
      (await inject('POST', `${PAYMENTS_API.backend}/${id}/reject`, api.staff.headers, { remark: 'late' })).statusCode,
    ).toBe(409);
    expect((await toldSince(before)).map((r) => [r.userId, r.topic])).toEqual([[m.id, 'payment_request.approved']]);
  });

  it('a PSA login id already given to another shop leaves no notification', async () => {
    const given = `UTIDUP${Date.now() % 1e6}`;
    const first = await readyMerchant(api.t, { balance: 2000 });
    const a = await readyPsa(api.t, first.headers);
    await ok(await inject('POST', `${MP}/${a}/submit`, first.headers), 'submit');
    await ok(await inject('POST', `${BP}/${a}/approve`, api.staff.headers, { psaId: given }), 'approve');
    const second = await readyMerchant(api.t, { balance: 2000 });
    const b = await readyPsa(api.t, second.headers);
    await ok(await inject('POST', `${MP}/${b}/submit`, second.headers), 'submit');
    const before = await mark();
    expect((await inject('POST', `${BP}/${b}/approve`, api.staff.headers, { psaId: given })).statusCode).toBe(409);
    expect(await toldSince(before)).toEqual([]);
  });

  it('a KYC decided twice tells its account once', async () => {
    const owner = await signedIn(api.t, 'merchant', { kind: 'owner' });
    const id = await submitKyc(owner.headers);
    const before = await mark();
    const codes = (
      await Promise.all([
        inject('POST', `${KYC_BACKEND_BASE}/${id}/approve`, api.staff.headers),
        inject('POST', `${KYC_BACKEND_BASE}/${id}/reject`, api.staff.headers, { remark: 'x' }),
      ])
    )
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, 409]);
    expect(await toldSince(before)).toHaveLength(1);
  });
});
