import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { rowsOf } from '../../lib/table-query';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { audited, moveRecord, type MoveSpec } from './move';

/*
 * The shared move itself (docs/decisions/0070), on a payment request as payments make it: what every
 * domain's moves rely on, asserted on the data that must result.
 */

type Pr = { id: number; merchant_id: number; status: string; amount_paise: number };

let t: TestApp;
let bankId: number;
let actorId: number;

beforeAll(async () => {
  t = await createTestApp();
  actorId = (await signedIn(t, 'staff')).id;
  [{ id: bankId }] = await t.database.query<{ id: number }>(
    `insert into company_banks (bank_name, holder, account_no, ifsc, branch)
     values ('State Bank of India', 'PAN Seva', '30012345678', 'SBIN0001234', 'Pune') returning id`,
  );
});
afterAll(() => t.close());

let utr = 0;
async function shopWithRequest(status = 'pending', rupees = 500) {
  const shop = await signedIn(t, 'merchant', { kind: 'owner' });
  await t.database.query('insert into wallets (user_id) values ($1)', [shop.id]);
  const [{ id }] = await t.database.query<{ id: number }>(
    `insert into payment_requests (merchant_id, requested_by, bank_id, amount_paise, mode, utr, deposit_date, status)
     values ($1, $1, $2, $3, 'NEFT', $4, current_date, $5) returning id`,
    [shop.id, bankId, rupees * 100, `MOVETEST${utr++}`, status],
  );
  return { shop, id };
}

/** An approval as payments make it, with the shop scope a merchant's own move would have. */
function approval(tx: Db | Tx, id: number, over: Partial<MoveSpec<Pr>> = {}): MoveSpec<Pr> {
  return {
    noun: 'payment request',
    action: 'payment_approved',
    actorId,
    lock: async () => rowsOf<Pr>(await tx.execute(sql`select * from payment_requests where id = ${id} for update`))[0],
    state: (p) => p.status,
    from: ['pending'],
    to: 'approved',
    money: (p) => ({
      merchantId: p.merchant_id,
      direction: 'Cr',
      paise: p.amount_paise,
      refType: 'payment_request',
      refId: p.id,
      narration: `Top-up ${p.id}`,
      key: `payreq:${p.id}`,
    }),
    write: async (tx, p, entryId) =>
      rowsOf<Pr>(
        await tx.execute(
          sql`update payment_requests set status = 'approved', ledger_entry_id = ${entryId} where id = ${p.id} returning *`,
        ),
      )[0],
    record: audited('payment_request', (p) => p.id, null),
    announce: (p) => ({
      to: { merchantId: p.merchant_id },
      said: { topic: 'payment_request.approved', title: 'Approved', tone: 'good' },
    }),
    ...over,
  };
}

/** What a move leaves behind for a request: its state, the money, the events and the bell. */
async function traces(id: number, shopId: number) {
  const [row] = await t.database.query<{ status: string }>('select status from payment_requests where id = $1', [id]);
  const [wallet] = await t.database.query<{ balance: number }>(
    'select balance_paise as balance from wallets where user_id = $1',
    [shopId],
  );
  const entries = await t.database.query(`select id from ledger_entries where idempotency_key = 'payreq:${id}'`);
  const events = await t.database.query(
    `select action, from_state, to_state from audit_events where entity_type = 'payment_request' and entity_id = $1`,
    [String(id)],
  );
  const bell = await t.database.query('select topic from notifications where user_id = $1', [shopId]);
  return { state: row.status, balance: Number(wallet.balance), entries: entries.length, events, bell: bell.length };
}

const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return { status: (e as AppError).status, message: (e as AppError).message };
};

describe('moveRecord', () => {
  it('two approvals of one request at once: one moves it and posts the money once, the other is a 409', async () => {
    const { shop, id } = await shopWithRequest();
    const db = t.database.db;
    const results = await Promise.allSettled([
      db.transaction((tx) => moveRecord(tx, approval(tx, id))),
      db.transaction((tx) => moveRecord(tx, approval(tx, id))),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ status: 409, message: 'This payment request was already approved.' });
    expect(await traces(id, shop.id)).toEqual({
      state: 'approved',
      balance: 50_000,
      entries: 1,
      events: [{ action: 'payment_approved', from_state: 'pending', to_state: 'approved' }],
      bell: 1,
    });
  });

  it('a move from a state that does not allow it is a 409 and changes nothing', async () => {
    const { shop, id } = await shopWithRequest('rejected');
    const before = await traces(id, shop.id);
    expect(await refusal(t.database.db.transaction((tx) => moveRecord(tx, approval(tx, id))))).toEqual({
      status: 409,
      message: 'This payment request was already rejected.',
    });
    expect(await traces(id, shop.id)).toEqual(before);
    expect(before).toMatchObject({ state: 'rejected', balance: 0, entries: 0, events: [], bell: 0 });
  });

  it("another shop's record is the 404 of a missing one, and a side that may not move it a 403", async () => {
    const { shop, id } = await shopWithRequest();
    const other = await signedIn(t, 'merchant', { kind: 'owner' });
    const db = t.database.db;
    const scoped = (tx: Db | Tx) => approval(tx, id, { scope: { merchantId: other.id, of: (p) => p.merchant_id } });
    expect(await refusal(db.transaction((tx) => moveRecord(tx, scoped(tx))))).toEqual({
      status: 404,
      message: 'No such payment request.',
    });
    expect(await refusal(db.transaction((tx) => moveRecord(tx, approval(tx, id + 10_000))))).toEqual({
      status: 404,
      message: 'No such payment request.',
    });
    const side = { mover: 'merchant' as const, by: ['backend' as const], refusal: 'Only the back office can do this.' };
    expect(await refusal(db.transaction((tx) => moveRecord(tx, approval(tx, id, { side }))))).toEqual({
      status: 403,
      message: 'Only the back office can do this.',
    });
    expect(await traces(id, shop.id)).toMatchObject({ state: 'pending', balance: 0, entries: 0, events: [], bell: 0 });
  });

  it('a refusal after the money is posted rolls the money back with the rest', async () => {
    const { shop, id } = await shopWithRequest();
    const failing = (tx: Db | Tx) =>
      approval(tx, id, {
        record: async () => {
          throw new AppError(422, 'The history could not be written.');
        },
      });
    expect(await refusal(t.database.db.transaction((tx) => moveRecord(tx, failing(tx))))).toEqual({
      status: 422,
      message: 'The history could not be written.',
    });
    expect(await traces(id, shop.id)).toMatchObject({ state: 'pending', balance: 0, entries: 0, events: [], bell: 0 });
  });
});
