import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { defineWorkflow } from '../../../contract/requests';
import { trackLink } from '../../../contract/receipts';
import { receipts } from '../../db/schema';
import type { AuthUser } from '../../lib/access';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { B as PAN_B, M as PAN, balanceOf, readyDraft, readyMerchant } from '../../test/nsdl-pan';
import { applicationCalls } from '../../test/pan-applications';
import { textOf } from '../../test/nsdl-pan-pdf';
import { pdfFacts } from '../../test/pdf-unicode';
import { qrTextOfPdf } from '../../test/pdf-qr';
import type { ServiceDecl } from '../requests/declare';
import { createRequestEngine } from '../requests/engine';
import { formMobile, sharedStore, type SharedRequest } from '../requests/store';
import { narrated } from '../wallet/narration';

const FLOW = defineWorkflow({
  key: 'receipts-test',
  noun: 'test application',
  states: ['draft', 'submitted', 'rejected'],
  stateLabels: { draft: 'Draft', submitted: 'Submitted', rejected: 'Rejected' },
  stateColors: { draft: 'gray', submitted: 'blue', rejected: 'red' },
  moves: {
    submit: { from: ['draft'], to: 'submitted', by: 'merchant', money: 'charge', label: 'Submit', remark: 'none' },
    reject: {
      from: ['submitted'],
      to: 'rejected',
      by: 'backend',
      money: 'refund',
      label: 'Reject',
      remark: 'required',
      danger: true,
    },
  },
  lists: { merchant: {}, backend: {} },
});
type State = (typeof FLOW.states)[number];
type Action = keyof typeof FLOW.moves;
const store = sharedStore({ key: 'receipts-test', prefix: 'RT' });
const decl: ServiceDecl<SharedRequest, State, Action> = {
  workflow: FLOW,
  store,
  staffService: 'gst',
  price: () => ({ code: 'NSDL_PHYSICAL_NEW', quantity: 1 }),
  customer: (row) => ({ name: row.name, mobile: formMobile(row) }),
  // Any ledger message will do: the line reads "GST registration: <ref> Test <action>".
  narration: (row, action) => narrated('ledger.gstRegistration.charge', { refNo: row.refNo, name: `Test ${action}` }),
};

const M = '/api/merchant/receipts';
let t: TestApp;
let engine: ReturnType<typeof createRequestEngine<SharedRequest, State, Action>>;
let backOffice: AuthUser;
let admin: Awaited<ReturnType<typeof signedIn>>;
const CHARGE = 12_000; // what the portal charges the shop: ₹120
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://seva.example' });
  engine = createRequestEngine(t.database.db, decl, async () => CHARGE);
  admin = await signedIn(t, 'admin');
  backOffice = {
    id: admin.id,
    code: admin.code,
    name: admin.code,
    role: 'admin',
    kind: null,
    sessionId: 't',
    merchantId: null,
  };
});
afterAll(() => t.close());

async function shop(balance = 10_000) {
  const m = await readyMerchant(t, { balance });
  const user: AuthUser = {
    id: m.id,
    code: m.code,
    name: m.code,
    role: 'merchant',
    kind: 'owner',
    sessionId: 't',
    merchantId: m.id,
  };
  return { ...m, user };
}
type Shop = Awaited<ReturnType<typeof shop>>;
const draft = (m: Shop) =>
  t.database.db.transaction((tx) =>
    store.create(tx, {
      merchantId: m.id,
      merchantCode: m.code,
      createdBy: m.id,
      data: { mobile: '9876543210' },
      name: 'Ramesh Kumar',
      quantity: 1,
    }),
  );
const receiptsOf = (merchantId: number) =>
  t.database.db.select().from(receipts).where(eq(receipts.merchantId, merchantId)).orderBy(receipts.receiptNo);
const packagePrice = async (m: Shop) =>
  (await t.app.inject({ method: 'GET', url: `${M}/prices`, headers: m.headers }))
    .json()
    .rows.find((r: { code: string }) => r.code === 'NSDL_PHYSICAL_NEW').packagePrice as number;
const putPrice = (headers: Record<string, string>, price: number | null, lang = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: `${M}/prices`,
    headers: { ...headers, 'accept-language': lang },
    payload: { rates: [{ code: 'NSDL_PHYSICAL_NEW', price }] },
  });

describe('my prices', () => {
  it('defaults to the package price, refuses a price below it or above the cap, and only the owner changes it', async () => {
    const m = await shop();
    const floor = await packagePrice(m);
    expect(floor).toBeGreaterThan(0);
    const list = (await t.app.inject({ method: 'GET', url: `${M}/prices`, headers: m.headers })).json();
    expect(list.canEdit).toBe(true);
    expect(list.rows.find((r: { code: string }) => r.code === 'NSDL_PHYSICAL_NEW')).toMatchObject({
      price: null,
      govFee: 107,
    });

    const low = await putPrice(m.headers, floor - 1);
    expect(low.statusCode).toBe(400);
    expect(low.json().errors['rates.0.price'][0]).toContain(`₹${floor}`);
    const lowHi = await putPrice(m.headers, floor - 1, 'hi');
    expect(lowHi.json().errors['rates.0.price'][0]).toContain('पोर्टल के चार्ज');

    const cap = await t.app.inject({
      method: 'PUT',
      url: '/api/backend/receipts/caps',
      headers: admin.headers,
      payload: { caps: [{ code: 'NSDL_PHYSICAL_NEW', cap: floor + 50 }] },
    });
    expect(cap.statusCode).toBe(200);
    const high = await putPrice(m.headers, floor + 51);
    expect(high.statusCode).toBe(400);
    expect(high.json().errors['rates.0.price'][0]).toContain(`₹${floor + 50}`);
    expect(
      (await t.app.inject({ method: 'GET', url: `${M}/prices`, headers: m.headers })).json().rows[0].price,
    ).toBeNull();

    expect((await putPrice(m.headers, floor + 30)).statusCode).toBe(200);
    const staff = await signedIn(t, 'merchant', { kind: 'staff', parentId: m.id });
    const seen = (await t.app.inject({ method: 'GET', url: `${M}/prices`, headers: staff.headers })).json();
    expect(seen.canEdit).toBe(false);
    expect(seen.rows.find((r: { code: string }) => r.code === 'NSDL_PHYSICAL_NEW').price).toBe(floor + 30);
    expect((await putPrice(staff.headers, floor + 40)).statusCode).toBe(403);
    const member = await signedIn(t, 'merchant', { kind: 'franchise', parentId: m.id });
    const memberSees = (await t.app.inject({ method: 'GET', url: `${M}/prices`, headers: member.headers })).json();
    expect(memberSees.canEdit).toBe(false);
    expect(memberSees.rows.find((r: { code: string }) => r.code === 'NSDL_PHYSICAL_NEW').price).toBe(floor + 30);
    expect((await putPrice(member.headers, floor + 40)).statusCode).toBe(403);

    // Another shop sees its own list, and its change never touches this shop's price.
    const other = await shop();
    const theirs = (await t.app.inject({ method: 'GET', url: `${M}/prices`, headers: other.headers })).json();
    expect(theirs.rows.find((r: { code: string }) => r.code === 'NSDL_PHYSICAL_NEW').price).toBeNull();
    expect((await putPrice(other.headers, floor + 10)).statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: `${M}/prices`, headers: m.headers })).json();
    expect(after.rows.find((r: { code: string }) => r.code === 'NSDL_PHYSICAL_NEW').price).toBe(floor + 30);
    await t.app.inject({
      method: 'PUT',
      url: '/api/backend/receipts/caps',
      headers: admin.headers,
      payload: { caps: [{ code: 'NSDL_PHYSICAL_NEW', cap: null }] },
    });
  });
});

describe('receipts', () => {
  it('numbers 20 parallel submits 1..20 without gaps, per shop', async () => {
    const m = await shop(100_000);
    const drafts = await Promise.all(Array.from({ length: 20 }, () => draft(m)));
    await Promise.all(drafts.map((d) => engine.move(m.user, d.id, 'submit')));
    expect((await receiptsOf(m.id)).map((r) => r.receiptNo)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const other = await shop();
    await engine.move(other.user, (await draft(other)).id, 'submit');
    expect((await receiptsOf(other.id)).map((r) => r.receiptNo)).toEqual([1]);
  });

  it("records the shop's price split into the government fee and its charge, then a refund receipt in the same series", async () => {
    const m = await shop();
    const floor = await packagePrice(m);
    expect((await putPrice(m.headers, floor + 70)).statusCode).toBe(200);
    const d = await draft(m);
    await engine.move(m.user, d.id, 'submit');
    const [sale] = await receiptsOf(m.id);
    expect(sale).toMatchObject({
      receiptNo: 1,
      kind: 'sale',
      reference: d.refNo,
      customerName: 'Ramesh Kumar',
      customerMobile: '9876543210',
      amountPaise: (floor + 70) * 100,
      govFeePaise: 10_700,
      walletPaise: CHARGE,
      madeBy: m.id,
      shopCode: m.code,
      language: 'en',
    });
    expect(sale.govFeePaise + sale.serviceChargePaise).toBe(sale.amountPaise);
    expect(await balanceOf(t, m.id)).toBe(10_000 - CHARGE / 100);

    await engine.move(backOffice, d.id, 'reject', { remark: 'Photo unclear' });
    const [, refund] = await receiptsOf(m.id);
    expect(refund).toMatchObject({ receiptNo: 2, kind: 'refund', refersTo: sale.id, amountPaise: sale.amountPaise });

    const listed = (
      await t.app.inject({ method: 'GET', url: `${M}/request/service_request/${d.id}`, headers: m.headers })
    ).json();
    expect(
      listed.rows.map((r: { receiptNo: number; refersToNo: number | null }) => [r.receiptNo, r.refersToNo]),
    ).toEqual([
      [1, null],
      [2, 1],
    ]);
    expect(listed.rows[0].customerMobile).toMatch(/3210$/);
    expect(listed.rows[0].customerMobile).not.toContain('9876');

    const pdf = await t.app.inject({ method: 'GET', url: `${M}/${refund.id}/pdf?layout=a4`, headers: m.headers });
    expect(pdf.statusCode).toBe(200);
    const text = textOf(pdf.rawPayload);
    expect(text).toContain('Refund receipt');
    expect(text).toContain('Against receipt no.');
  });

  it("prints the receipt in English and Hindi, A4 and 80 mm, with the masked mobile, amounts and the status link's QR", async () => {
    const m = await shop();
    const d = await draft(m);
    await engine.move(m.user, d.id, 'submit', {
      set: { consent: { noticeVersion: 'v', language: 'en', acceptedAt: 'now', acceptedBy: m.id } },
    });
    const [sale] = await receiptsOf(m.id);
    const a4 = await t.app.inject({ method: 'GET', url: `${M}/${sale.id}/pdf?layout=a4`, headers: m.headers });
    expect(a4.headers['content-type']).toBe('application/pdf');
    const en = await pdfFacts(a4.rawPayload);
    for (const words of [
      'Receipt',
      '••••••3210',
      'Government fee',
      '₹107.00/-',
      'Service charge',
      'Total paid',
      d.refNo,
    ])
      expect(en.text).toContain(words);
    expect(en.text).not.toContain('9876543210');
    expect(en.text).toContain("Customer's consent");
    const link = trackLink('https://seva.example', d.refNo);
    expect(en.text).toContain(link);
    // The QR drawn on the page, read back as a phone would, is the same link.
    expect(qrTextOfPdf(a4.rawPayload)).toBe(link);

    const thermal = await t.app.inject({
      method: 'GET',
      url: `${M}/${sale.id}/pdf?layout=thermal&reprint=1`,
      headers: m.headers,
    });
    expect(thermal.statusCode).toBe(200);
    const th = await pdfFacts(thermal.rawPayload);
    expect(th.text).toContain('Reprint');
    expect(th.text).toContain('₹107.00/-');
    const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(thermal.rawPayload.toString('latin1'));
    expect(Number(box?.[1])).toBeCloseTo(226.77, 1);
    expect(qrTextOfPdf(thermal.rawPayload)).toBe(link);

    // The shop's language chosen, its next receipt is printed in Hindi.
    await t.app.inject({
      method: 'POST',
      url: '/api/merchant/account/update-setting',
      headers: m.headers,
      payload: { prop: 'language', value: 'hi' },
    });
    const d2 = await draft(m);
    await engine.move(m.user, d2.id, 'submit');
    const [, hiSale] = await receiptsOf(m.id);
    expect(hiSale.language).toBe('hi');
    const hi = await pdfFacts(
      (await t.app.inject({ method: 'GET', url: `${M}/${hiSale.id}/pdf?layout=a4`, headers: m.headers })).rawPayload,
    );
    for (const words of ['रसीद', 'सरकारी फ़ीस', 'सेवा शुल्क', 'कुल जमा', '₹107.00/-']) expect(hi.text).toContain(words);
  });

  it('writes the public status link from the configured address', () => {
    expect(trackLink('https://seva.example/', 'RT0000100001')).toBe('https://seva.example/track?n=RT0000100001');
  });

  it("never shows or prints another shop's receipts, whatever id is sent", async () => {
    const m = await shop();
    const d = await draft(m);
    await engine.move(m.user, d.id, 'submit');
    const [sale] = await receiptsOf(m.id);
    const other = await shop();
    const pdf = await t.app.inject({ method: 'GET', url: `${M}/${sale.id}/pdf`, headers: other.headers });
    expect(pdf.statusCode).toBe(404);
    const rows = (
      await t.app.inject({ method: 'GET', url: `${M}/request/service_request/${d.id}`, headers: other.headers })
    ).json().rows;
    expect(rows).toEqual([]);
    const list = await t.app.inject({
      method: 'POST',
      url: `${M}/table`,
      headers: other.headers,
      payload: { length: 100, start: 0 },
    });
    expect(list.json().data).toEqual([]);
    const staff = await signedIn(t, 'merchant', { kind: 'staff', parentId: m.id });
    expect((await t.app.inject({ method: 'GET', url: `${M}/${sale.id}/pdf`, headers: staff.headers })).statusCode).toBe(
      200,
    );
    expect(
      await t.database.db
        .select()
        .from(receipts)
        .where(and(eq(receipts.merchantId, other.id))),
    ).toEqual([]);
  });
});

describe('an NSDL PAN physical submit', () => {
  it('records the receipt in the charging transaction: the applicant, the token, ₹107 of government fee', async () => {
    const { inject } = applicationCalls(() => t);
    const m = await shop();
    const id = await readyDraft(t, m.headers);
    const res = await inject('POST', `${PAN}/applications/${id}/submit`, m.headers);
    expect(res.statusCode).toBe(200);
    const [sale] = await receiptsOf(m.id);
    expect(sale).toMatchObject({
      receiptNo: 1,
      refType: 'pan_application',
      requestId: id,
      reference: res.json().tokenNo,
      serviceCode: 'NSDL_PHYSICAL_NEW',
      customerMobile: '9876543210',
      govFeePaise: 10_700,
    });
    expect(sale.customerName).not.toBe('');
    expect(sale.consent).toMatchObject({ noticeVersion: expect.any(String) });
    expect(sale.amountPaise).toBe(sale.walletPaise);
    expect(sale.govFeePaise + sale.serviceChargePaise).toBe(sale.amountPaise);

    // Printed again once NSDL has acknowledged it, the receipt shows the acknowledgement number too.
    const staff = await signedIn(t, 'staff');
    await inject('POST', `${PAN_B}/applications/${id}/verify`, staff.headers, {});
    await inject('POST', `${PAN_B}/applications/${id}/acknowledge`, staff.headers, { ackNo: '881234567890555' });
    const again = await t.app.inject({ method: 'GET', url: `${M}/${sale.id}/pdf?layout=a4`, headers: m.headers });
    const text = (await pdfFacts(again.rawPayload)).text;
    expect(text).toContain('Acknowledgement no.');
    expect(text).toContain('881234567890555');
  });
});
