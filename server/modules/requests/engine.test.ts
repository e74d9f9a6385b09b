import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { defineWorkflow } from '../../../contract/requests';
import { ledgerEntries, serviceRequestEvents, serviceRequests } from '../../db/schema';
import type { AuthUser } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { balanceOf, readyMerchant } from '../../test/nsdl-pan';
import type { ServiceDecl } from './declare';
import { createRequestEngine } from './engine';
import { sharedStore, type SharedRequest } from './store';
import { narrated } from '../wallet/narration';

/* The engine on a small workflow of its own, so what it guarantees is proved apart from any service. */

const FLOW = defineWorkflow({
  key: 'engine-test',
  noun: 'test request',
  states: ['draft', 'submitted', 'done', 'rejected'],
  stateLabels: { draft: 'Draft', submitted: 'Submitted', done: 'Done', rejected: 'Rejected' },
  stateColors: { draft: 'gray', submitted: 'yellow', done: 'green', rejected: 'red' },
  moves: {
    submit: { from: ['draft'], to: 'submitted', by: 'merchant', money: 'charge', label: 'Submit', remark: 'none' },
    finish: {
      from: ['submitted'],
      to: 'done',
      by: 'backend',
      money: null,
      label: 'Finish',
      remark: 'optional',
      input: 'result',
    },
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
  lists: {
    merchant: { all: { title: 'All', states: ['submitted', 'done', 'rejected'] } },
    backend: { all: { title: 'All', states: ['submitted', 'done', 'rejected'] } },
  },
});

const PRICE_PAISE = 4_250; // ₹42.50, three of them: quantity 3
const store = sharedStore({ key: 'engine-test', prefix: 'ET' });
let failHook = false;
const decl: ServiceDecl<SharedRequest, (typeof FLOW.states)[number], keyof typeof FLOW.moves> = {
  workflow: FLOW,
  store,
  staffService: 'gst',
  price: (row) => ({ code: 'GST_FILING', quantity: row.quantity }),
  // Any ledger message will do: the line reads "GST registration: <ref> Test <action>".
  narration: (row, action) => narrated('ledger.gstRegistration.charge', { refNo: row.refNo, name: `Test ${action}` }),
  hooks: {
    finish: async (_tx, _row, input) => {
      if (failHook) throw new AppError(409, 'The hook refused.');
      return { set: { result: String(input.result) }, eventRemark: `Result ${String(input.result)}` };
    },
  },
  extraActions: (row, side) =>
    row.state === 'draft' && side === 'merchant'
      ? [{ action: 'edit', label: 'Edit', remark: 'none', danger: false, input: null }]
      : [],
};

let t: TestApp;
let engine: ReturnType<
  typeof createRequestEngine<SharedRequest, (typeof FLOW.states)[number], keyof typeof FLOW.moves>
>;
let backOffice: AuthUser;
beforeAll(async () => {
  t = await createTestApp();
  engine = createRequestEngine(t.database.db, decl, async () => PRICE_PAISE);
  const s = await signedIn(t, 'staff');
  backOffice = asUser({ ...s, role: 'staff' }, null);
});
afterAll(() => t.close());

function asUser(
  u: { id: number; code: string; role: string; kind?: string | null },
  merchantId: number | null,
): AuthUser {
  return {
    id: u.id,
    code: u.code,
    name: u.code,
    role: u.role as AuthUser['role'],
    kind: (u.kind ?? null) as AuthUser['kind'],
    sessionId: 'test',
    merchantId,
  };
}

async function shop(balance = 500, kyc = true) {
  const m = await readyMerchant(t, { balance, kyc });
  return { ...m, user: asUser({ ...m, role: 'merchant', kind: 'owner' }, m.id) };
}

async function draft(m: Awaited<ReturnType<typeof shop>>, quantity = 3) {
  return t.database.db.transaction((tx) =>
    store.create(tx, { merchantId: m.id, merchantCode: m.code, createdBy: m.id, data: {}, name: 'Test', quantity }),
  );
}

const entriesOf = (id: number) =>
  t.database.db
    .select()
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.refType} = 'service_request' and ${ledgerEntries.refId} = ${String(id)}`);
const eventsOf = (id: number) =>
  t.database.db
    .select()
    .from(serviceRequestEvents)
    .where(eq(serviceRequestEvents.requestId, id))
    .orderBy(serviceRequestEvents.id);
const stateOf = async (id: number) =>
  (await t.database.db.select({ s: serviceRequests.state }).from(serviceRequests).where(eq(serviceRequests.id, id)))[0]
    .s;

describe('moves', () => {
  it('charges the package rate times the quantity once, however many submits race', async () => {
    const m = await shop(500);
    const r = await draft(m);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => engine.move(m.user, r.id, 'submit')));
    expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    for (const x of results) if (x.status === 'rejected') expect((x.reason as AppError).status).toBe(409);
    expect(await balanceOf(t, m.id)).toBe(500 - 127.5);
    const entries = await entriesOf(r.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      direction: 'Dr',
      amountPaise: 12_750,
      narration: `GST registration: ${r.refNo} Test submit`,
    });
    const [row] = await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, r.id));
    expect(row).toMatchObject({ state: 'submitted', amountPaise: 12_750, chargeEntryId: entries[0].id });
    expect(row.submittedAt).not.toBeNull();
    expect((await eventsOf(r.id)).map((e) => [e.action, e.fromState, e.toState])).toEqual([
      ['create', null, 'draft'],
      ['submit', 'draft', 'submitted'],
    ]);
  });

  it('refunds once when rejections race, and keeps the reason', async () => {
    const m = await shop(500);
    const r = await draft(m, 1);
    await engine.move(m.user, r.id, 'submit');
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => engine.move(backOffice, r.id, 'reject', { remark: 'Wrong period' })),
    );
    expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(t, m.id)).toBe(500);
    const entries = await entriesOf(r.id);
    expect(entries.map((e) => e.direction).sort()).toEqual(['Cr', 'Dr']);
    const [row] = await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, r.id));
    expect(row).toMatchObject({ state: 'rejected', remark: 'Wrong period' });
    expect(row.refundEntryId).toBe(entries.find((e) => e.direction === 'Cr')!.id);
  });

  it('refuses a move of the other side, from the wrong state, or without a required reason, and changes nothing', async () => {
    const m = await shop(500);
    const r = await draft(m, 1);
    await expect(engine.move(backOffice, r.id, 'submit')).rejects.toMatchObject({ status: 403 });
    await expect(engine.move(backOffice, r.id, 'finish', { result: 'X' })).rejects.toMatchObject({
      status: 409,
      message: `Test request ${r.refNo} is draft, so it cannot be moved by "Finish" now.`,
    });
    await engine.move(m.user, r.id, 'submit');
    await expect(engine.move(m.user, r.id, 'submit')).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/submitted again/),
    });
    await expect(engine.move(m.user, r.id, 'reject', { remark: 'mine' })).rejects.toMatchObject({ status: 403 });
    await expect(engine.move(backOffice, r.id, 'reject', { remark: '  ' })).rejects.toMatchObject({
      status: 400,
      errors: { remark: ['Required'] },
    });
    expect(await stateOf(r.id)).toBe('submitted');
    expect(await entriesOf(r.id)).toHaveLength(1);
    expect(await eventsOf(r.id)).toHaveLength(2);
  });

  it('answers another shop’s request as not found, for reading and for moving', async () => {
    const a = await shop(500);
    const b = await shop(500);
    const r = await draft(a, 1);
    await expect(engine.find(b.user, 'merchant', r.id)).rejects.toMatchObject({ status: 404 });
    await expect(engine.move(b.user, r.id, 'submit')).rejects.toMatchObject({ status: 404 });
    expect(await stateOf(r.id)).toBe('draft');
    expect(await balanceOf(t, b.id)).toBe(500);
  });

  it('charges nothing without approved KYC or enough balance', async () => {
    const noKyc = await shop(500, false);
    const r1 = await draft(noKyc, 1);
    await expect(engine.move(noKyc.user, r1.id, 'submit')).rejects.toMatchObject({ status: 403 });
    const poor = await shop(100);
    const r2 = await draft(poor, 3);
    await expect(engine.move(poor.user, r2.id, 'submit')).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/Insufficient balance/),
    });
    for (const [m, r] of [
      [noKyc, r1],
      [poor, r2],
    ] as const) {
      expect(await stateOf(r.id)).toBe('draft');
      expect(await entriesOf(r.id)).toHaveLength(0);
      expect(await balanceOf(t, m.id)).toBe(m === poor ? 100 : 500);
    }
  });

  it('runs the service’s hook inside the move: its columns and history line land together, and its refusal undoes the move', async () => {
    const m = await shop(500);
    const r = await draft(m, 1);
    await engine.move(m.user, r.id, 'submit');
    failHook = true;
    await expect(engine.move(backOffice, r.id, 'finish', { result: 'R-1' })).rejects.toMatchObject({
      status: 409,
      message: 'The hook refused.',
    });
    failHook = false;
    expect(await stateOf(r.id)).toBe('submitted');
    await engine.move(backOffice, r.id, 'finish', { result: 'R-1' });
    const [row] = await t.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, r.id));
    expect(row).toMatchObject({ state: 'done', result: 'R-1' });
    expect((await eventsOf(r.id)).at(-1)).toMatchObject({
      action: 'finish',
      remark: 'Result R-1',
      actorId: backOffice.id,
    });
  });
});

describe('allowed actions', () => {
  it('are the moves of the reader’s side from the request’s state, and the service’s own', async () => {
    const m = await shop(500);
    const r = await draft(m, 1);
    expect(engine.allowedActions(r, 'merchant').map((a) => a.action)).toEqual(['submit', 'edit']);
    expect(engine.allowedActions(r, 'backend')).toEqual([]);
    const submitted = await engine.move(m.user, r.id, 'submit');
    expect(engine.allowedActions(submitted, 'merchant')).toEqual([]);
    expect(engine.allowedActions(submitted, 'backend')).toEqual([
      { action: 'finish', label: 'Finish', remark: 'optional', danger: false, input: 'result' },
      { action: 'reject', label: 'Reject', remark: 'required', danger: true, input: null },
    ]);
  });
});

describe('counts', () => {
  it('service_request_counts agrees with the table after creates, moves and deletes', async () => {
    const m = await shop(1000);
    const rows = await Promise.all([draft(m, 1), draft(m, 1), draft(m, 1)]);
    await engine.move(m.user, rows[0].id, 'submit');
    await engine.move(m.user, rows[1].id, 'submit');
    await engine.move(backOffice, rows[1].id, 'reject', { remark: 'No' });
    const counted = await t.database.query<{ state: string; dated: string; n: number }>(
      `select state, to_char(dated, 'YYYY-MM-DD') as dated, n from service_request_counts
        where service = 'engine-test' and n <> 0 order by state, dated`,
    );
    const actual = await t.database.query<{ state: string; dated: string; n: number }>(
      `select state, to_char(dated, 'YYYY-MM-DD') as dated, count(*)::int as n from service_requests
        where service = 'engine-test' group by state, dated order by state, dated`,
    );
    expect(counted).toEqual(actual);
    expect(actual.length).toBeGreaterThan(1);
  });
});
