import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { defineWorkflow } from '../../../contract/requests';
import { ledgerEntries, serviceRequests } from '../../db/schema';
import type { AuthUser } from '../../lib/access';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { balanceOf, readyMerchant } from '../../test/nsdl-pan';
import type { ServiceDecl } from './declare';
import { createRequestEngine } from './engine';
import { sharedStore, type SharedRequest } from './store';
import { narrated } from '../wallet/narration';

/**
 * The engine's money beyond a charge and its refund: a free service, a part of the charge given back, and a request
 * made and charged at once.
 */

const FLOW = defineWorkflow({
  key: 'engine-money-test',
  noun: 'test order',
  states: ['draft', 'ordered', 'filled', 'rejected'],
  stateLabels: { draft: 'Draft', ordered: 'Ordered', filled: 'Filled', rejected: 'Rejected' },
  stateColors: { draft: 'gray', ordered: 'blue', filled: 'green', rejected: 'red' },
  moves: {
    order: { from: ['draft'], to: 'ordered', by: 'merchant', money: 'charge', label: 'Order', remark: 'none' },
    fill: {
      from: ['ordered'],
      to: 'filled',
      by: 'backend',
      money: 'refund_part',
      label: 'Fill',
      remark: 'optional',
      input: 'filled',
    },
    reject: {
      from: ['ordered', 'filled'],
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

const UNIT_PAISE = 1_000; // ₹10 an item
const store = sharedStore({ key: 'engine-money-test', prefix: 'EM' });
const decl: ServiceDecl<SharedRequest, State, Action> = {
  workflow: FLOW,
  store,
  staffService: 'gst',
  price: (row) => ({ code: 'UTI_COUPON', quantity: row.quantity }),
  // Any ledger message will do: the line reads "GST registration: <ref> Test <action>".
  narration: (row, action) => narrated('ledger.gstRegistration.charge', { refNo: row.refNo, name: `Test ${action}` }),
  hooks: {
    // Items filled of those ordered; the rest of the charge goes back.
    fill: async (_tx, row, input) => {
      const filled = Number(input.filled);
      return {
        set: { result2: String(filled) },
        refundPaise: (row.amountPaise / row.quantity) * (row.quantity - filled),
      };
    },
  },
};

let t: TestApp;
let backOffice: AuthUser;
let price = UNIT_PAISE;
let engine: ReturnType<typeof createRequestEngine<SharedRequest, State, Action>>;
beforeAll(async () => {
  t = await createTestApp();
  engine = createRequestEngine(t.database.db, decl, async () => price);
  const s = await signedIn(t, 'staff');
  backOffice = { id: s.id, code: s.code, name: s.code, role: 'staff', kind: null, sessionId: 'test', merchantId: null };
});
afterAll(() => t.close());

async function shop(balance: number) {
  const m = await readyMerchant(t, { balance });
  const user: AuthUser = {
    id: m.id,
    code: m.code,
    name: m.code,
    role: 'merchant',
    kind: 'owner',
    sessionId: 'test',
    merchantId: m.id,
  };
  return { ...m, user };
}

const values = (m: Awaited<ReturnType<typeof shop>>, quantity: number) => ({
  merchantId: m.id,
  merchantCode: m.code,
  createdBy: m.id,
  data: {},
  name: 'Test',
  quantity,
});
const draft = (m: Awaited<ReturnType<typeof shop>>, quantity: number) =>
  t.database.db.transaction((tx) => store.create(tx, values(m, quantity)));
const entriesOf = (id: number) =>
  t.database.db
    .select()
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.refType} = 'service_request' and ${ledgerEntries.refId} = ${String(id)}`)
    .orderBy(ledgerEntries.id);
const rowOf = async (id: number) =>
  (await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, id)))[0];
const requestsOf = (merchantId: number) =>
  t.database.db.select().from(serviceRequests).where(eq(serviceRequests.merchantId, merchantId));

describe('a price of 0', () => {
  it('submits with amount 0 and posts nothing; a later rejection refunds nothing', async () => {
    price = 0;
    try {
      const m = await shop(100);
      const r = await draft(m, 2);
      const ordered = await engine.move(m.user, r.id, 'order');
      expect(ordered).toMatchObject({ state: 'ordered', amountPaise: 0, chargeEntryId: null });
      expect(ordered.submittedAt).not.toBeNull();
      const rejected = await engine.move(backOffice, r.id, 'reject', { remark: 'Not available' });
      expect(rejected).toMatchObject({ state: 'rejected', refundEntryId: null });
      expect(await entriesOf(r.id)).toEqual([]);
      expect(await balanceOf(t, m.id)).toBe(100);
    } finally {
      price = UNIT_PAISE;
    }
  });
});

describe('refund_part', () => {
  it('gives back what the hook says as one Cr reversing the charge, and the request cannot be refunded again', async () => {
    const m = await shop(100);
    const r = await draft(m, 5);
    await engine.move(m.user, r.id, 'order');
    expect(await balanceOf(t, m.id)).toBe(50);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => engine.move(backOffice, r.id, 'fill', { filled: 3 })),
    );
    expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(t, m.id)).toBe(70);
    const entries = await entriesOf(r.id);
    expect(entries.map((e) => [e.direction, e.amountPaise])).toEqual([
      ['Dr', 5_000],
      ['Cr', 2_000],
    ]);
    expect(entries[1]).toMatchObject({
      reversesEntryId: entries[0].id,
      narration: `GST registration: ${r.refNo} Test fill`,
      idempotencyKey: `sr:${r.id}:refund`,
    });
    expect(await rowOf(r.id)).toMatchObject({ state: 'filled', result2: '3', refundEntryId: entries[1].id });

    // A request is refunded at most once in all: the rejection after a part refund gives nothing more.
    await engine.move(backOffice, r.id, 'reject', { remark: 'Cancelled' });
    expect(await balanceOf(t, m.id)).toBe(70);
    expect(await entriesOf(r.id)).toHaveLength(2);
  });

  it('posts nothing when everything was filled', async () => {
    const m = await shop(100);
    const r = await draft(m, 4);
    await engine.move(m.user, r.id, 'order');
    const filled = await engine.move(backOffice, r.id, 'fill', { filled: 4 });
    expect(filled).toMatchObject({ state: 'filled', refundEntryId: null });
    expect((await entriesOf(r.id)).map((e) => e.direction)).toEqual(['Dr']);
    expect(await balanceOf(t, m.id)).toBe(60);
  });
});

describe('createAndMove', () => {
  it('makes the request and charges it in one transaction', async () => {
    const m = await shop(100);
    const v = values(m, 3);
    const row = await engine.createAndMove(m.user, v, (tx) => store.create(tx, v), 'order');
    expect(row).toMatchObject({ state: 'ordered', amountPaise: 3_000, refNo: expect.stringMatching(/^EM\d{10}$/) });
    expect(await entriesOf(row.id)).toHaveLength(1);
    expect(await balanceOf(t, m.id)).toBe(70);
  });

  it('leaves no request behind when the balance is short, and says the shortfall', async () => {
    const m = await shop(20);
    const v = values(m, 3);
    await expect(engine.createAndMove(m.user, v, (tx) => store.create(tx, v), 'order')).rejects.toMatchObject({
      status: 422,
      extra: { shortfall: 10 },
    });
    expect(await requestsOf(m.id)).toEqual([]);
    expect(await balanceOf(t, m.id)).toBe(20);
  });
});
