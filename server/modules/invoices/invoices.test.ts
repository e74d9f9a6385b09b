import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { defineWorkflow } from '../../../contract/requests';
import { financialYear, indiaDate, splitTax } from '../../../contract/invoices';
import { invoices, taxIdentity, taxLines } from '../../db/schema';
import type { AuthUser } from '../../lib/access';
import { rowsOf } from '../../lib/table-query';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { readyMerchant } from '../../test/nsdl-pan';
import { pdfFacts } from '../../test/pdf-unicode';
import type { ServiceDecl } from '../requests/declare';
import { createRequestEngine } from '../requests/engine';
import { sharedStore, type SharedRequest } from '../requests/store';
import { narrated } from '../wallet/narration';
import { issueDue } from './service';

const FLOW = defineWorkflow({
  key: 'invoices-test',
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
const store = sharedStore({ key: 'invoices-test', prefix: 'IT' });
const decl: ServiceDecl<SharedRequest, State, Action> = {
  workflow: FLOW,
  store,
  staffService: 'gst',
  price: () => ({ code: 'NSDL_PHYSICAL_NEW', quantity: 1 }),
  narration: (row, action) => narrated('ledger.gstRegistration.charge', { refNo: row.refNo, name: `Test ${action}` }),
};

const M = '/api/merchant/invoices';
const B = '/api/backend/invoices';
const AGENCY = '27AAPFU0939F1ZV'; // Maharashtra
const UP_BUYER = '09AAPFU0939F1ZT'; // Uttar Pradesh
const CHARGE = 25_000; // ₹250, of which ₹107 is NSDL's fee
let t: TestApp;
let engine: ReturnType<typeof createRequestEngine<SharedRequest, State, Action>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let backOffice: AuthUser;

beforeAll(async () => {
  t = await createTestApp();
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

async function shop(state: string) {
  const m = await readyMerchant(t, { balance: 100_000 });
  await t.database.query(
    `update merchant_profiles set state = $1, shop_name = $2, address1 = 'Main Road' where user_id = $3`,
    [state, `Shop ${m.code}`, m.id],
  );
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
      data: {},
      name: 'Ramesh Kumar',
      quantity: 1,
    }),
  );
const setup = (payload: object, lang = 'en') =>
  t.app.inject({ method: 'PUT', url: `${B}/setup`, headers: { ...admin.headers, 'accept-language': lang }, payload });
const SETUP = { gstin: AGENCY, legalName: 'Seva Kendra Services Pvt Ltd', stateCode: '27', codes: [] };
const docsOf = (merchantId: number) =>
  t.database.db.select().from(invoices).where(eq(invoices.merchantId, merchantId)).orderBy(asc(invoices.id));

/** What the ledger charged (Dr) less what it gave back (Cr) a merchant for these test requests. */
async function ledgerNet(merchantId: number): Promise<number> {
  const [r] = rowsOf<{ net: string }>(
    await t.database.db
      .execute(sql`select coalesce(sum(case when le.direction = 'Dr' then le.amount_paise else -le.amount_paise end), 0) as net
      from ledger_entries le join wallets w on w.id = le.wallet_id
      where w.user_id = ${merchantId} and le.ref_type = ${store.refType}`),
  );
  return Number(r.net);
}

describe('tax setup', () => {
  it("refuses a GSTIN with a wrong check character or another state's code, in the reader's language", async () => {
    const typo = await setup({ ...SETUP, gstin: '27AAPFU0939F1ZW', mode: 'monthly' }, 'hi');
    expect(typo.statusCode).toBe(400);
    expect(typo.json().errors.gstin[0]).not.toMatch(/[A-Za-z]{3}/);
    const english = await setup({ ...SETUP, gstin: '27AAPFU0939F1ZW', mode: 'monthly' });
    expect(english.json().errors.gstin[0]).toContain('check character');
    const other = await setup({ ...SETUP, stateCode: '09', mode: 'monthly' }, 'hi');
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.gstin[0]).toContain('राज्य का कोड 09');
    expect(await t.database.db.select().from(taxIdentity)).toEqual([]);
    const badSac = await setup({
      ...SETUP,
      mode: 'monthly',
      codes: [{ code: 'NSDL_PHYSICAL_NEW', sac: '9985', rate: 18, govFeePureAgent: true }],
    });
    expect(badSac.json().errors['codes.0.sac'][0]).toBe('A SAC is 6 digits');
  });

  it("keeps a merchant's GSTIN only when valid, and staff cannot set it", async () => {
    const m = await shop('Uttar Pradesh');
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${M}/gstin`,
      headers: { ...m.headers, 'accept-language': 'hi' },
      payload: { gstin: '09AAPFU0939F1ZA' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.gstin[0]).not.toMatch(/[A-Za-z]{3}/);
    const ok = await t.app.inject({
      method: 'PUT',
      url: `${M}/gstin`,
      headers: m.headers,
      payload: { gstin: UP_BUYER },
    });
    expect(ok.json()).toEqual({ gstin: UP_BUYER });
    const staff = await signedIn(t, 'merchant', { kind: 'staff', parentId: m.id });
    expect((await t.app.inject({ method: 'GET', url: `${M}/gstin`, headers: staff.headers })).statusCode).toBe(403);
  });
});

describe('per-charge invoices', () => {
  it('numbers 40 charges at once 1..40 without gaps, and the job then finds nothing left', async () => {
    expect((await setup({ ...SETUP, mode: 'per_charge' })).statusCode).toBe(200);
    const m = await shop('Maharashtra');
    const drafts = await Promise.all(Array.from({ length: 40 }, () => draft(m)));
    await Promise.all(drafts.map((d) => engine.move(m.user, d.id, 'submit')));
    // A charge whose after-commit issuing never ran (a crash) is left for the job.
    const late = await draft(m);
    await t.database.db.transaction(async (tx) =>
      engine.moveLocked(tx, m.user, (await store.lock(tx, late.id))!, 'submit', {}, CHARGE),
    );
    expect((await docsOf(m.id)).length).toBe(40);
    const [a, b] = await Promise.all([issueDue(t.database.db), issueDue(t.database.db)]);
    expect(a.invoices + b.invoices).toBe(1);
    const docs = await docsOf(m.id);
    const fy = financialYear(indiaDate(new Date()));
    expect(docs.map((d) => d.number).sort()).toEqual(
      Array.from({ length: 41 }, (_, i) => `INV/${fy}/${String(i + 1).padStart(5, '0')}`),
    );
    // Intra-state (Maharashtra to Maharashtra): CGST and SGST, the fee outside the taxable value.
    const s = splitTax(CHARGE, 10_700, 18, true);
    expect(docs[0]).toMatchObject({
      intraState: true,
      buyerGstin: '',
      placeOfSupplyCode: '27',
      totalPaise: CHARGE,
      passThroughPaise: 10_700,
      taxablePaise: s.taxablePaise,
      cgstPaise: s.cgstPaise,
      sgstPaise: s.sgstPaise,
      igstPaise: 0,
    });
    expect(docs.reduce((n, d) => n + d.totalPaise, 0)).toBe(await ledgerNet(m.id));

    // A refund gets a credit note against its charge's invoice right after it commits.
    await engine.move(backOffice, drafts[0].id, 'reject', { remark: 'Wrong photo' });
    const [line] = await t.database.db
      .select()
      .from(taxLines)
      .where(and(eq(taxLines.requestId, drafts[0].id), eq(taxLines.kind, 'charge')));
    const cn = (await docsOf(m.id)).find((d) => d.kind === 'credit_note')!;
    expect(cn).toMatchObject({ number: `CN/${fy}/00001`, refersTo: line.invoiceId, totalPaise: CHARGE });
  });
});

describe('monthly invoices', () => {
  it('issues one invoice per merchant per month and credit notes that sum to the ledger, once when run twice at once', async () => {
    expect((await setup({ ...SETUP, mode: 'monthly' })).statusCode).toBe(200);
    const home = await shop('Maharashtra');
    const away = await shop('Uttar Pradesh');
    await t.app.inject({ method: 'PUT', url: `${M}/gstin`, headers: away.headers, payload: { gstin: UP_BUYER } });
    for (const m of [home, away]) {
      const ds = await Promise.all([draft(m), draft(m), draft(m)]);
      for (const d of ds) await engine.move(m.user, d.id, 'submit');
      await engine.move(backOffice, ds[1].id, 'reject', { remark: 'Unclear scan' });
    }
    expect(await docsOf(home.id)).toEqual([]);
    // Not before the month ends in India.
    expect(await issueDue(t.database.db)).toEqual({ invoices: 0, creditNotes: 0 });

    const thisMonth = indiaDate(new Date()).slice(0, 7);
    const [y, mo] = thisMonth.split('-').map(Number);
    const nextMonth = new Date(Date.UTC(y, mo, 2));
    const [a, b] = await Promise.all([issueDue(t.database.db, nextMonth), issueDue(t.database.db, nextMonth)]);
    expect(a.invoices + b.invoices).toBe(2);
    expect(a.creditNotes + b.creditNotes).toBe(2);

    for (const m of [home, away]) {
      const docs = await docsOf(m.id);
      expect(docs.map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
      const [inv, cn] = docs;
      expect(inv.month).toBe(thisMonth);
      expect(inv.dated).toBe(new Date(Date.UTC(y, mo, 0)).toISOString().slice(0, 10));
      expect(inv.totalPaise).toBe(3 * CHARGE);
      expect(cn.refersTo).toBe(inv.id);
      expect(inv.totalPaise - cn.totalPaise).toBe(await ledgerNet(m.id));
      for (const d of docs)
        expect(d.passThroughPaise + d.taxablePaise + d.cgstPaise + d.sgstPaise + d.igstPaise).toBe(d.totalPaise);
    }
    const [inv] = await docsOf(away.id);
    // Inter-state and registered: all IGST, B2B, placed in the buyer's state.
    expect(inv).toMatchObject({ intraState: false, buyerGstin: UP_BUYER, placeOfSupplyCode: '09', cgstPaise: 0 });
    expect(inv.igstPaise).toBe(3 * splitTax(CHARGE, 10_700, 18, false).igstPaise);
  });
});

describe('reading invoices', () => {
  it("serves a merchant its own invoice as a PDF, another merchant's as a 404, and the back office all", async () => {
    expect((await setup({ ...SETUP, mode: 'monthly' })).statusCode).toBe(200);
    const m = await shop('Maharashtra');
    const other = await shop('Maharashtra');
    await engine.move(m.user, (await draft(m)).id, 'submit');
    // The month after this one in India: between 18:30 and midnight UTC on a month's last day India is already in the
    // next month, and the charge's month with it.
    const [y, mo] = indiaDate(new Date()).slice(0, 7).split('-').map(Number);
    await issueDue(t.database.db, new Date(Date.UTC(y, mo, 2)));
    const [inv] = await docsOf(m.id);
    const own = await t.app.inject({ method: 'GET', url: `${M}/${inv.id}/pdf`, headers: m.headers });
    expect(own.statusCode).toBe(200);
    const { text } = await pdfFacts(own.rawPayload);
    expect(text).toContain('Tax invoice');
    expect(text).toContain(inv.number);
    expect(text).toContain(AGENCY);
    expect(text).toContain('998599');
    expect(text).toContain('Rupees Two Hundred Fifty Only');
    const hindi = await t.app.inject({
      method: 'GET',
      url: `${B}/${inv.id}/pdf`,
      headers: { ...admin.headers, 'accept-language': 'hi' },
    });
    expect((await pdfFacts(hindi.rawPayload)).text).toContain('रुपये दो सौ पचास मात्र');

    const theirs = await t.app.inject({ method: 'GET', url: `${M}/${inv.id}/pdf`, headers: other.headers });
    expect(theirs.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'POST',
      url: `${M}/table`,
      headers: other.headers,
      payload: { length: 100, start: 0 },
    });
    expect(list.json().data).toEqual([]);
    const mine = await t.app.inject({
      method: 'POST',
      url: `${M}/table`,
      headers: m.headers,
      payload: { length: 100, start: 0 },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.map((r: { number: string }) => r.number)).toEqual([inv.number]);
    const ofMonth = (month: string) =>
      t.app.inject({
        method: 'POST',
        url: `${M}/table`,
        headers: m.headers,
        payload: { length: 100, start: 0, additionFilter: { month } },
      });
    expect((await ofMonth(inv.month)).json().data).toHaveLength(1);
    expect((await ofMonth('2001-01')).json().data).toEqual([]);
    expect((await ofMonth('2001-13')).json().errors.month).toEqual(['Choose a month.']);
    const all = await t.app.inject({
      method: 'POST',
      url: `${B}/table`,
      headers: admin.headers,
      payload: { length: 100, start: 0 },
    });
    expect(all.json().data.map((r: { number: string }) => r.number)).toContain(inv.number);
  });
});
