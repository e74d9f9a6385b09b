import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, addUser, signedIn, type TestApp } from '../../test/app';
import { post, postAlone, refund, walletOf } from './ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newWallet(openingPaise = 0) {
  const u = await addUser(t, 'merchant', { kind: 'owner' });
  await t.database.query('insert into wallets (user_id) values ($1)', [u.id]);
  const w = await walletOf(t.database.db, u.id);
  if (openingPaise)
    await postAlone(t.database.db, {
      walletId: w.id,
      direction: 'Cr',
      amountPaise: openingPaise,
      refType: 'adjustment',
      narration: 'opening',
      idempotencyKey: `open:${w.id}`,
      actorId: null,
    });
  return { user: u, walletId: w.id };
}

const key = () => crypto.randomUUID();

async function invariant(walletId: number) {
  const [r] = await t.database.query<{ balance: string; sum: string; negatives: string; last: string | null }>(
    `select w.balance_paise::text as balance,
            coalesce(sum(case when e.direction = 'Cr' then e.amount_paise else -e.amount_paise end), 0)::text as sum,
            count(*) filter (where e.balance_after_paise < 0)::text as negatives,
            (select balance_after_paise::text from ledger_entries where wallet_id = w.id order by id desc limit 1) as last
       from wallets w left join ledger_entries e on e.wallet_id = w.id where w.id = $1 group by w.id`,
    [walletId],
  );
  return {
    balance: Number(r.balance),
    sum: Number(r.sum),
    negatives: Number(r.negatives),
    last: r.last === null ? null : Number(r.last),
  };
}

describe('ledger', () => {
  it('refuses a debit beyond the balance with the shortfall, and changes nothing', async () => {
    const { walletId } = await newWallet(10_000);
    await expect(
      postAlone(t.database.db, {
        walletId,
        direction: 'Dr',
        amountPaise: 10_700,
        refType: 'test',
        narration: 'PAN fee',
        idempotencyKey: key(),
        actorId: null,
      }),
    ).rejects.toMatchObject({
      status: 422,
      message: 'Insufficient balance: ₹100.00/- available, ₹107.00/- needed. Add ₹7.00/- to your wallet.',
      extra: { shortfall: 7, balance: 100, needed: 107 },
    });
    expect(await invariant(walletId)).toEqual({ balance: 10_000, sum: 10_000, negatives: 0, last: 10_000 });
  });

  it('answers a replayed key with the first entry and moves the money once', async () => {
    const { walletId } = await newWallet(50_000);
    const k = key();
    const p = {
      walletId,
      direction: 'Dr' as const,
      amountPaise: 10_700,
      refType: 'test',
      narration: 'PAN fee',
      idempotencyKey: k,
      actorId: null,
    };
    const a = await postAlone(t.database.db, p);
    const b = await postAlone(t.database.db, p);
    expect(b).toEqual({ entry: a.entry, replayed: true });
    expect((await invariant(walletId)).balance).toBe(39_300);
    await expect(postAlone(t.database.db, { ...p, amountPaise: 1 })).rejects.toMatchObject({ status: 409 });
  });

  it('refunds a debit once, and only a debit', async () => {
    const { walletId } = await newWallet(20_000);
    const { entry } = await postAlone(t.database.db, {
      walletId,
      direction: 'Dr',
      amountPaise: 10_700,
      refType: 'test',
      narration: 'PAN fee',
      idempotencyKey: key(),
      actorId: null,
    });
    const r1 = await t.database.db.transaction((tx) =>
      refund(tx, { entryId: entry.id, idempotencyKey: key(), narration: 'Refund: rejected', actorId: null }),
    );
    const r2 = await t.database.db.transaction((tx) =>
      refund(tx, { entryId: entry.id, idempotencyKey: key(), narration: 'Refund again', actorId: null }),
    );
    expect(r2.entry.id).toBe(r1.entry.id);
    expect(r1.entry).toMatchObject({ direction: 'Cr', amountPaise: 10_700, reversesEntryId: entry.id });
    expect(await invariant(walletId)).toEqual({ balance: 20_000, sum: 20_000, negatives: 0, last: 20_000 });
    await expect(
      t.database.db.transaction((tx) =>
        refund(tx, { entryId: r1.entry.id, idempotencyKey: key(), narration: 'x', actorId: null }),
      ),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('keeps entries append-only and balances non-negative at the database level', async () => {
    const { walletId } = await newWallet(1_000);
    await expect(
      t.database.query('update ledger_entries set amount_paise = 1 where wallet_id = $1', [walletId]),
    ).rejects.toThrow(/append-only/);
    await expect(t.database.query('delete from ledger_entries where wallet_id = $1', [walletId])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.database.query('update wallets set balance_paise = -1 where id = $1', [walletId])).rejects.toThrow(
      /wallets_balance_non_negative/,
    );
  });

  it('rolls back the balance when the caller’s transaction fails after posting', async () => {
    const { walletId } = await newWallet(5_000);
    await expect(
      t.database.db.transaction(async (tx) => {
        await post(tx, {
          walletId,
          direction: 'Dr',
          amountPaise: 1_000,
          refType: 'test',
          narration: 'x',
          idempotencyKey: key(),
          actorId: null,
        });
        throw new Error('the application could not be saved');
      }),
    ).rejects.toThrow('the application could not be saved');
    expect(await invariant(walletId)).toEqual({ balance: 5_000, sum: 5_000, negatives: 0, last: 5_000 });
  });

  it('stays right under 1,000 concurrent debits, credits and replays on a few wallets', async () => {
    const wallets = await Promise.all([newWallet(100_000), newWallet(100_000), newWallet(5_000), newWallet(0)]);
    const ops: { walletId: number; direction: 'Dr' | 'Cr'; amountPaise: number; idempotencyKey: string }[] = [];
    for (let i = 0; i < 800; i++) {
      const w = wallets[i % wallets.length];
      ops.push({
        walletId: w.walletId,
        direction: i % 3 === 0 ? 'Cr' : 'Dr',
        amountPaise: 100 + ((i * 7919) % 5000),
        idempotencyKey: `conc:${w.walletId}:${i}`,
      });
    }
    // 200 retries of keys already in the burst, as a client re-sending after a timeout would.
    for (let i = 0; i < 200; i++) ops.push({ ...ops[(i * 37) % 800] });
    const results = await Promise.allSettled(
      ops.map((o) => postAlone(t.database.db, { ...o, refType: 'test', narration: 'burst', actorId: null })),
    );
    const failed = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    // The only acceptable failure is a debit refused for want of balance.
    expect(failed.every((f) => (f.reason as { status?: number }).status === 422)).toBe(true);
    for (const w of wallets) {
      const inv = await invariant(w.walletId);
      expect(inv.negatives).toBe(0);
      expect(inv.balance).toBe(inv.sum);
      expect(inv.balance).toBeGreaterThanOrEqual(0);
      expect(inv.last ?? 0).toBe(inv.balance);
    }
    const [dups] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from (select idempotency_key from ledger_entries group by 1 having count(*) > 1) d`,
    );
    expect(dups.n).toBe(0);
    const succeededKeys = new Set(ops.filter((_, i) => results[i].status === 'fulfilled').map((o) => o.idempotencyKey));
    const [entries] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from ledger_entries where idempotency_key like 'conc:%'`,
    );
    expect(entries.n).toBe(succeededKeys.size);
  }, 120_000);
});

describe('wallet routes', () => {
  it('shows a merchant its closing balance, and only the admin adjusts', async () => {
    const m = await signedIn(t, 'merchant', { kind: 'owner' });
    await t.database.query('insert into wallets (user_id, balance_paise) values ($1, 0)', [m.id]);
    const admin = await signedIn(t, 'admin');
    const staff = await signedIn(t, 'staff');
    const body = {
      direction: 'Cr',
      amount: 1500.5,
      remark: 'Cash deposited at head office',
      idempotencyKey: crypto.randomUUID(),
    };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/backend/wallets/${m.id}/adjust`,
          headers: staff.headers,
          payload: body,
        })
      ).statusCode,
    ).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/backend/wallets/${m.id}/adjust`,
      headers: admin.headers,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entry).toMatchObject({ direction: 'Cr', amount: 1500.5, balanceAfter: 1500.5 });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/backend/wallets/${m.id}/adjust`,
          headers: admin.headers,
          payload: body,
        })
      ).json().replayed,
    ).toBe(true);
    const closing = await t.app.inject({ method: 'GET', url: '/api/merchant/accounting/closing', headers: m.headers });
    expect(closing.json()).toBe(1500.5);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/backend/wallets/${m.id}/adjust`,
      headers: admin.headers,
      payload: { ...body, amount: 10.001, remark: '' },
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'remark']);
  });

  it('merchant staff see their owner’s balance', async () => {
    const owner = await addUser(t, 'merchant', { kind: 'owner' });
    await t.database.query('insert into wallets (user_id, balance_paise) values ($1, 4242)', [owner.id]);
    const helper = await signedIn(t, 'merchant', { kind: 'staff', parentId: owner.id });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/merchant/accounting/closing', headers: helper.headers })).json(),
    ).toBe(42.42);
  });
});
