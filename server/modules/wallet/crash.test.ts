import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseForServer } from '../../test/db';
import { freePort, startServerProcess, waitHealthy } from '../../test/processes';

/**
 * The real server in its own process, killed with SIGKILL in the middle of a burst of debits. After a
 * restart every debit the server acknowledged is in the ledger, nothing is half-done, and for the
 * wallet balance = Σ Cr − Σ Dr.
 */
const ADMIN_PASSWORD = 'Crash-test-admin-1';

const startServer = (env: Record<string, string>) => startServerProcess({ ADMIN_PASSWORD, ...env });

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  for (const c of cleanups) await c();
});

describe('a crash in the middle of a burst of debits', () => {
  it('loses no acknowledged entry and leaves none half-done', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pan-crash-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    // Made and seeded before the server starts (server/test/db.ts), so the merchant is made with SQL on either database.
    const database = await databaseForServer(dataDir, ADMIN_PASSWORD);
    cleanups.push(database.drop);
    const { env, open } = database;
    const seedDb = await open();
    const [u] = await seedDb.query<{ id: number }>(
      `insert into users (code, user_name, display_name, role, merchant_kind, password_hash)
        values ('PMCRASH', 'crash.merchant', 'Crash Merchant', 'merchant', 'owner', 'x') returning id`,
    );
    const merchantId = u.id;
    await seedDb.query('insert into wallets (user_id) values ($1)', [merchantId]);
    await seedDb.close();

    const port = await freePort();
    children.push(startServer({ ...env, PORT: String(port) }));
    await waitHealthy(port);
    const base = `http://127.0.0.1:${port}/api`;
    const login = await (
      await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: 'admin', password: ADMIN_PASSWORD }),
      })
    ).json();
    const auth = { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' };
    const server = children[children.length - 1];

    const adjust = (direction: 'Cr' | 'Dr', amount: number, key: string) =>
      fetch(`${base}/backend/wallets/${merchantId}/adjust`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ direction, amount, remark: 'crash test', idempotencyKey: key }),
      });
    expect((await adjust('Cr', 100_000, 'crash-opening')).status).toBe(200);

    const acknowledged: string[] = [];
    let sent = 0;
    const burst = Array.from({ length: 400 }, (_, i) => {
      const key = `crash-${i}`;
      return (async () => {
        await new Promise((r) => setTimeout(r, i * 3));
        sent++;
        try {
          const res = await adjust('Dr', 10 + (i % 7), key);
          if (res.status === 200) acknowledged.push(key);
        } catch {
          /* the connection died with the server */
        }
      })();
    });
    // Kill once some debits are through and more are in flight.
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 5));
    server.kill('SIGKILL');
    await Promise.all(burst);
    await new Promise((r) => (server.exitCode !== null || server.signalCode ? r(null) : server.once('exit', r)));
    expect(acknowledged.length).toBeLessThan(sent);

    const db = await open();
    try {
      const keys = new Set(
        (await db.query<{ k: string }>(`select replace(idempotency_key, 'adjust:', '') as k from ledger_entries`)).map(
          (r) => r.k,
        ),
      );
      for (const k of acknowledged) expect(keys.has(k), k).toBe(true);
      const [inv] = await db.query<{ balance: number; sum: number; neg: number; last: number }>(
        `select w.balance_paise::int as balance,
                (select coalesce(sum(case when direction = 'Cr' then amount_paise else -amount_paise end),
                  0)::int from ledger_entries where wallet_id = w.id) as sum,
                (select count(*)::int from ledger_entries where wallet_id = w.id and balance_after_paise < 0) as neg,
                (select balance_after_paise::int from ledger_entries where wallet_id = w.id order by id desc limit 1) as last
           from wallets w where w.user_id = $1`,
        [merchantId],
      );
      expect(inv.balance).toBe(inv.sum);
      expect(inv.last).toBe(inv.balance);
      expect(inv.neg).toBe(0);
      // Every entry is a whole posting: as many debits in the ledger as the balance says went out.
      const [{ n }] = await db.query<{ n: number }>(
        `select count(*)::int as n from ledger_entries where idempotency_key like 'adjust:crash-%'
          and idempotency_key <> 'adjust:crash-opening'`,
      );
      expect(n).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      await db.close();
    }
  }, 240_000);
});
