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
