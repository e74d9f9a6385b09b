import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { databaseForServer } from '../../test/db';
import { TEST_CONSENT } from '../../test/consent';
import { freePort, startServerProcess, waitHealthy } from '../../test/processes';
import { createUser } from '../users/service';

/**
 * Issue 28 §1 and §2: the real server in its own process, killed with SIGKILL in the middle of a burst of franchise
 * members' charges and refunds and the owner's transfers to them. After it every charge has its margin credit and
 * every refund its reversal (they share the transaction); each transfer, retried with its key once the server is back,
 * happened exactly once with both of its ledger lines; nothing is counted twice, and every wallet equals its ledger.
 */
const ADMIN_PASSWORD = 'Crash-test-admin-1';
const PASSWORD = 'Crash-test-shop-1';

const startServer = (env: Record<string, string>) => startServerProcess({ ADMIN_PASSWORD, ...env });

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  for (const c of cleanups) await c();
});

/** An owner and two members on the first package, funded, the members' KYC approved, a margin of ₹9 on GST filing. */
async function seedShops(database: Database) {
  const db = database.db;
  const owner = await createUser(db, {
    userName: 'crash.owner',
    displayName: 'Crash Owner',
    role: 'merchant',
    merchantKind: 'owner',
    password: PASSWORD,
  });
  const members = [];
  for (const n of [1, 2])
    members.push(
      await createUser(db, {
        userName: `crash.member${n}`,
        displayName: `Crash Member ${n}`,
        role: 'merchant',
        merchantKind: 'franchise',
        parentId: owner.id,
        password: PASSWORD,
      }),
    );
  const [pkg] = await database.query<{ id: number }>('select id from packages order by id limit 1');
  const [file] = await database.query<{ id: string }>(
    `insert into stored_files (purpose, key, mime, size) values ('kyc', '00/x', 'image/jpeg', 1) returning id`,
  );
  for (const u of [owner, ...members]) {
    await database.query('insert into merchant_profiles (user_id, package_id) values ($1, $2)', [u.id, pkg.id]);
    await database.query('insert into wallets (user_id, balance_paise) values ($1, 0)', [u.id]);
    await database.query(
      `insert into kyc_submissions (user_id, status, aadhaar_sealed, aadhaar_last4, pan_no, bank_name,
        account_holder, account_sealed, account_last4, ifsc, address_proof_file_id, photo_file_id, shop_photo_file_id)
       values ($1, 'approved', 'x', '2346', 'ABCPE1234F', 'SBI', 'A', 'x', '5678', 'SBIN0001234', $2, $2, $2)`,
      [u.id, file.id],
    );
  }
  await database.query(`insert into margin_caps (service_code, cap_paise) values ('GST_FILING', 5000)`);
  await database.query(
    `insert into member_margins (owner_id, service_code, margin_paise, set_by) values ($1, 'GST_FILING', 900, $1)`,
    [owner.id],
  );
  return { owner, members };
}

describe('a crash in the middle of members’ charges, refunds and transfers', () => {
  it('leaves each charge its margin, each refund its reversal, each transfer once, each wallet equal to its ledger', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pan-margin-crash-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    // Made and seeded before the server starts (server/test/db.ts), so the shops are made with SQL on either database.
    const database = await databaseForServer(dataDir, ADMIN_PASSWORD);
    cleanups.push(database.drop);
    const { env, open } = database;
    const seedDb = await open();
    const { owner, members } = await seedShops(seedDb);
    await seedDb.close();

    const port = await freePort();
    children.push(startServer({ ...env, PORT: String(port) }));
    await waitHealthy(port);
    const server = children[children.length - 1];
    const base = `http://127.0.0.1:${port}/api`;
    const signIn = async (userName: string, password: string) => {
      const res = await (
        await fetch(`${base}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userName, password }),
        })
      ).json();
      return { authorization: `Bearer ${res.token}`, 'content-type': 'application/json' };
    };
    const admin = await signIn('admin', ADMIN_PASSWORD);
    const shops = [await signIn('crash.member1', PASSWORD), await signIn('crash.member2', PASSWORD)];
    for (const m of [owner, ...members]) {
      const res = await fetch(`${base}/backend/wallets/${m.id}/adjust`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({
          direction: 'Cr',
          amount: 50_000,
          remark: 'opening',
          idempotencyKey: `crash-open-${m.id}`,
        }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    // Drafts made before the burst, each for a period of its own (the same return twice is a duplicate).
    const drafts: { id: number; headers: Record<string, string> }[] = [];
    for (let i = 0; i < 80; i++) {
      const headers = shops[i % 2];
      const period = `${2018 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
      const res = await fetch(`${base}/merchant/product/gst/filing`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          data: {
            gstin: '27AAPFU0939F1ZV',
            legalName: 'Sahyadri Traders',
            returnType: 'GSTR-3B',
            period,
            qrmp: false,
            nilReturn: false,
            remarks: '',
          },
        }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      drafts.push({ id: (await res.json()).id, headers });
    }

    const acknowledged: number[] = [];
    const burst = drafts.map((d, i) =>
      (async () => {
        await new Promise((r) => setTimeout(r, i * 4));
        try {
          const res = await fetch(`${base}/merchant/product/gst/filing/${d.id}/submit`, {
            method: 'POST',
            headers: d.headers,
            body: JSON.stringify({ consent: TEST_CONSENT }),
          });
          if (res.status !== 200) return;
          acknowledged.push(d.id);
          // Every other charge is refused by the office at once: its refund takes the margin back.
          if (i % 2)
            await fetch(`${base}/backend/actions/gst/filing/${d.id}/reject`, {
              method: 'POST',
              headers: admin,
              body: JSON.stringify({ remark: 'crash test' }),
            });
        } catch {
          /* the connection died with the server */
        }
      })(),
    );
    // The owner's transfers cross the members' charges: ₹100 to a member, each under a key of its own.
    let ownerHeaders = await signIn('crash.owner', PASSWORD);
    const transfer = (i: number) =>
      fetch(`${base}/merchant/fund-transfers/members/${members[i % 2].id}/give`, {
        method: 'POST',
        headers: { ...ownerHeaders, 'idempotency-key': `crash-give-${i}` },
        body: JSON.stringify({ amount: 100 }),
      });
    const TRANSFERS = 40;
    const transfers = Array.from({ length: TRANSFERS }, (_, i) =>
      (async () => {
        await new Promise((r) => setTimeout(r, i * 8));
        try {
          await transfer(i);
        } catch {
          /* the connection died with the server */
        }
      })(),
    );
    while (acknowledged.length < 15) await new Promise((r) => setTimeout(r, 5));
    server.kill('SIGKILL');
    await Promise.all([...burst, ...transfers]);
    await new Promise((r) => (server.exitCode !== null || server.signalCode ? r(null) : server.once('exit', r)));
    expect(acknowledged.length).toBeLessThan(drafts.length);

    // Back up, the owner retries every transfer with its key: the ones that committed answer as before.
    const again = startServer({ ...env, PORT: String(port) });
    children.push(again);
    await waitHealthy(port);
    ownerHeaders = await signIn('crash.owner', PASSWORD);
    for (let i = 0; i < TRANSFERS; i++) {
      const res = await transfer(i);
      expect(res.status, await res.clone().text()).toBe(200);
    }
    again.kill('SIGTERM');
    await new Promise((r) => (again.exitCode !== null || again.signalCode ? r(null) : again.once('exit', r)));

    const db = await open();
    try {
      const charged = await db.query<{ id: number; charge: number | null; refund: number | null }>(
        `select id::int, charge_entry_id::int as charge, refund_entry_id::int as refund from service_requests
          where id = any($1::bigint[])`,
        [drafts.map((d) => d.id)],
      );
      const credits = await db.query<{
        request: number;
        charge: number;
        credit: number;
        margin: number;
        reversed: number;
        owed: number;
      }>(
        `select request_id::int as request, charge_entry_id::int as charge, credit_entry_id::int as credit,
                margin_paise::int as margin, reversed_paise::int as reversed, owed_paise::int as owed
           from margin_credits where owner_id = $1`,
        [owner.id],
      );
      const byRequest = new Map(credits.map((c) => [c.request, c]));
      for (const id of acknowledged) expect(charged.find((r) => r.id === id)?.charge, `request ${id}`).toBeTruthy();
      for (const r of charged) {
        const c = byRequest.get(r.id);
        if (!r.charge) {
          expect(c, `request ${r.id}`).toBeUndefined();
          continue;
        }
        expect(c, `request ${r.id}`).toMatchObject({ charge: r.charge, margin: 900 });
        expect(c!.reversed).toBe(r.refund ? 900 : 0);
      }
      const [ownerLedger] = await db.query<{ credits: number; reversals: number }>(
        `select count(*) filter (where e.direction = 'Cr' and e.ref_type = 'margin')::int as credits,
                count(*) filter (where e.direction = 'Dr' and e.ref_type = 'margin')::int as reversals
           from ledger_entries e join wallets w on w.id = e.wallet_id where w.user_id = $1`,
        [owner.id],
      );
      expect(ownerLedger.credits).toBe(credits.length);
      // The report's daily table shares each credit's and each reversal's transaction: its sums are the credits'.
      const [days] = await db.query<{ charges: number; margin: number; reversed: number }>(
        `select coalesce(sum(charges), 0)::int as charges, coalesce(sum(margin_paise), 0)::int as margin,
                coalesce(sum(reversed_paise), 0)::int as reversed from margin_days where owner_id = $1`,
        [owner.id],
      );
      expect(days).toEqual({
        charges: credits.length,
        margin: credits.reduce((s, c) => s + c.margin, 0),
        reversed: credits.reduce((s, c) => s + c.reversed, 0),
      });
      const wallets = await db.query<{ balance: number; sum: number; neg: number }>(
        `select w.balance_paise::int as balance,
                (select coalesce(sum(case when direction = 'Cr' then amount_paise else -amount_paise end), 0)::int
                   from ledger_entries e where e.wallet_id = w.id) as sum,
                (select count(*)::int from ledger_entries e where e.wallet_id = w.id and e.balance_after_paise < 0) as neg
           from wallets w where w.user_id = any($1::bigint[])`,
        [[owner.id, ...members.map((m) => m.id)]],
      );
      expect(wallets).toHaveLength(3);
      for (const w of wallets) {
        expect(w.neg).toBe(0);
        expect(w.balance).toBe(w.sum);
      }
      const [{ balance }] = await db.query<{ balance: number }>(
        'select balance_paise::int as balance from wallets where user_id = $1',
        [owner.id],
      );
      const kept = credits.reduce((s, c) => s + c.margin - c.reversed, 0);
      // Opened with ₹50,000, gave ₹100 forty times, each once.
      expect(balance).toBe(50_000_00 - TRANSFERS * 100_00 + kept);
      const moved = await db.query<{ key: string; lines: number }>(
        `select t.idempotency_key as key,
                (select count(*)::int from ledger_entries e
                  where e.idempotency_key like 'transfer:' || t.owner_id || ':' || t.idempotency_key || ':%') as lines
           from fund_transfers t where t.owner_id = $1`,
        [owner.id],
      );
      expect(moved.map((m) => m.key).sort()).toEqual(
        Array.from({ length: TRANSFERS }, (_, i) => `crash-give-${i}`).sort(),
      );
      for (const m of moved) expect(m.lines, m.key).toBe(2);
    } finally {
      await db.close();
    }
  }, 300_000);
});
