import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../test/app';

/*
 * An admin's adjustment is one statement with its event (issue 29): the entry and its record are written
 * together, a replay writes neither again, and a debit the balance cannot pay writes nothing at all.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('an admin adjustment', () => {
  it('records its event with the entry, once, and nothing for a refused debit or a replay', async () => {
    const m = await signedIn(t, 'merchant', { kind: 'owner' });
    await t.database.query('insert into wallets (user_id, balance_paise) values ($1, 0)', [m.id]);
    const [w] = await t.database.query<{ id: number }>('select id from wallets where user_id = $1', [m.id]);
    const admin = await signedIn(t, 'admin');
    const adjust = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/backend/wallets/${m.id}/adjust`,
        headers: admin.headers,
        payload: body,
      });
    const events = () =>
      t.database.query<{ action: string; remark: string; actor_id: number }>(
        `select action, remark, actor_id from audit_events where entity_type = 'wallet' and entity_id = $1 order by id`,
        [String(w.id)],
      );
    const entries = async () =>
      Number(
        (
          await t.database.query<{ n: string }>('select count(*) as n from ledger_entries where wallet_id = $1', [w.id])
        )[0].n,
      );

    const credit = { direction: 'Cr', amount: 100, remark: 'Cash at head office', idempotencyKey: crypto.randomUUID() };
    expect((await adjust(credit)).statusCode).toBe(200);
    const replay = await adjust(credit);
    expect(replay.json().replayed).toBe(true);
    const tooMuch = await adjust({
      direction: 'Dr',
      amount: 500,
      remark: 'Too much',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(tooMuch.statusCode).toBe(422);
    const debit = { direction: 'Dr', amount: 100, remark: 'Back to bank', idempotencyKey: crypto.randomUUID() };
    expect((await adjust(debit)).json().entry).toMatchObject({ direction: 'Dr', balanceAfter: 0 });
    // The wallet is empty now: a retry of the debit is still that debit, not a refusal.
    expect((await adjust(debit)).json()).toMatchObject({ replayed: true, entry: { direction: 'Dr', amount: 100 } });

    expect(await entries()).toBe(2);
    expect(await events()).toEqual([
      { action: 'wallet_credited', remark: 'Cash at head office', actor_id: admin.id },
      { action: 'wallet_debited', remark: 'Back to bank', actor_id: admin.id },
    ]);
  });
});

/*
 * The adjustment names an account, and its statement finds that account's wallet itself (no look-up before it):
 * what the look-up used to guard must still hold.
 */
describe('an admin adjustment, its wallet found by its own statement', () => {
  it('moves only the named account’s wallet, and refuses a key reused for another account or amount', async () => {
    const admin = await signedIn(t, 'admin');
    const a = await signedIn(t, 'merchant', { kind: 'owner' });
    const b = await signedIn(t, 'merchant', { kind: 'owner' });
    await t.database.query('insert into wallets (user_id, balance_paise) values ($1, 50000), ($2, 70000)', [
      a.id,
      b.id,
    ]);
    const walletOf = async (userId: number) =>
      (
        await t.database.query<{ id: number; balance: string }>(
          'select id, balance_paise as balance from wallets where user_id = $1',
          [userId],
        )
      )[0];
    const adjust = (userId: number, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/backend/wallets/${userId}/adjust`,
        headers: admin.headers,
        payload: body,
      });
    const wa = await walletOf(a.id);
    const wb = await walletOf(b.id);

    const debit = { direction: 'Dr', amount: 100, remark: 'Wrong deposit', idempotencyKey: crypto.randomUUID() };
    const first = await adjust(a.id, debit);
    expect(first.json()).toMatchObject({ replayed: false, entry: { direction: 'Dr', amount: 100, balanceAfter: 400 } });
    expect(Number((await walletOf(a.id)).balance)).toBe(40000);
    expect(Number((await walletOf(b.id)).balance)).toBe(70000);
    const [event] = await t.database.query<{ entity_id: string }>(
      `select entity_id from audit_events where action = 'wallet_debited' and remark = 'Wrong deposit'`,
    );
    expect(event.entity_id).toBe(String(wa.id));

    // The same key for another account's wallet, or for another amount, is another request: refused, nothing moves.
    expect((await adjust(b.id, debit)).statusCode).toBe(409);
    expect((await adjust(a.id, { ...debit, amount: 99 })).statusCode).toBe(409);
    // A key that emptied nothing is still answered as its first entry, and concurrent replays make no second.
    const replays = await Promise.all([adjust(a.id, debit), adjust(a.id, debit), adjust(a.id, debit)]);
    expect(replays.map((r) => r.json().entry.id)).toEqual([
      first.json().entry.id,
      first.json().entry.id,
      first.json().entry.id,
    ]);
    expect(Number((await walletOf(a.id)).balance)).toBe(40000);
    expect(Number((await walletOf(b.id)).balance)).toBe(70000);
    const onB = await t.database.query('select id from ledger_entries where wallet_id = $1', [wb.id]);
    expect(onB).toEqual([]);

    // An account without a wallet (the admin's own) is told so, and no event is written for it.
    const none = await adjust(admin.id, { ...debit, idempotencyKey: crypto.randomUUID() });
    expect(none.statusCode).toBe(404);
    const noted = await t.database.query(`select id from audit_events where remark = 'Wrong deposit'`);
    expect(noted).toHaveLength(1);
    // More than the balance is refused whole: no entry, no event, the balance as it was.
    const tooMuch = await adjust(a.id, { ...debit, amount: 401, idempotencyKey: crypto.randomUUID() });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ shortfall: 1 });
    expect(Number((await walletOf(a.id)).balance)).toBe(40000);
    expect(await t.database.query(`select id from audit_events where remark = 'Wrong deposit'`)).toHaveLength(1);
  });
});
