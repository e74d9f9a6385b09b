import { loadConfig } from '../config';
import type { Database } from '../db/client';
import type { Storage } from '../lib/storage';
import { seedDemo } from '../../scripts/seed-demo';
import { ident, readTables, txRunner } from '../modules/backup/schema-info';

/** The living demo: accounts, weeks of work through the services, and their stored files. */
export async function seedPortal(database: Database, storage: Storage): Promise<void> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent-backup-data' } as NodeJS.ProcessEnv);
  await seedDemo(database, {
    adminPassword: 'Admin@12345',
    living: { config, storage, encryptionKey: 'a'.repeat(64), aadhaarHashKey: 'b'.repeat(64) },
  });
}

/** Every table's rows as JSON text, ordered by primary key, times in UTC whatever the server's zone. */
export async function tableRows(database: Database): Promise<Map<string, string[]>> {
  return database.db.transaction(async (tx) => {
    const run = txRunner(tx);
    await run(`set local time zone 'UTC'`);
    const out = new Map<string, string[]>();
    for (const t of await readTables(run)) {
      const order = t.primaryKey.map(ident).join(', ');
      const rows = await run(
        `select row_to_json(x)::text as line from (select * from ${ident(t.name)} order by ${order}) x`,
      );
      out.set(
        t.name,
        rows.map((r) => String(r.line)),
      );
    }
    return out;
  });
}

/**
 * A row in each table the living demo leaves empty (sign-in traces, registrations, imports…), with values
 * that test the format: quotes, new lines and non-Latin text, every byte value, nested JSON, nulls.
 */
export async function fillEmptyTables(database: Database): Promise<void> {
  const q = (text: string, params: unknown[] = []) => database.query(text, params);
  const [admin] = await q(`select id, code from users where role = 'admin' order by id limit 1`);
  const [merchant] = await q(`select id, code from users where role = 'merchant' order by id limit 1`);
  const [file] = await q(`select id from stored_files order by id limit 1`);
  const [news] = await q(`select id from site_news order by id limit 1`);
  const [pkg] = await q(`select id from packages order by id limit 1`);
  const [idType] = await q(`select id from id_types order by id limit 1`);
  const a = admin.id;
  const m = merchant.id;
  const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
  await q(
    `insert into api_credentials (provider, key_name, value_sealed, last4, updated_by) values ('protean',
      'api_url', 'sealed:"x"\nline', '1234', $1)`,
    [a],
  );
  const [rec] = await q(
    `insert into backlog_records (transid, dated, akn_no, pan_type, cardname, name, memno, status,
      imported_by) values ('T-1', '2026-02-28', '882000000000009', 'physical', 'Ravi Kumar', 'रवि कुमार "RK"',
        $1, 'pending', $2) returning id`,
    [merchant.code, a],
  );
  await q(`insert into backlog_ack_files (record_id, file_id) values ($1, $2)`, [rec.id, file.id]);
  await q(
    `insert into access_log (actor_id, actor_code, actor_role, action, ref_type, ref_id, detail, reason, ip)
      values ($1, $2, 'admin', 'aadhaar_reveal', 'kyc', '1', 'aadhaarNo', 'Keying it "in"', '127.0.0.1')`,
    [a, admin.code],
  );
  await q(`insert into privacy_settings (id, document_days, updated_by) values (1, 120, $1)`, [a]);
  await q(`insert into captchas (answer_hash, expires_at) values ('h', now() + interval '5 minutes')`);
  await q(
    `insert into card_payouts (vendor, amount_paise, note, updated_by) values ('vendor-a', 12345, 'first ''payout''', $1)`,
    [a],
  );
  const [ledger] = await q(`select id from ledger_entries order by id limit 1`);
  await q(
    `insert into gateway_orders (client_txn_id, merchant_id, created_by, amount_paise, p_info, customer_name,
      customer_email, customer_mobile, provider, txn_date, status, ledger_entry_id)
     values ('TXN1', $1, $1, 50000, 'top-up', 'Asha', 'asha@example.com', '9800000000', 'sandbox', '2026-01-15', 'success', $2)`,
    [m, ledger.id],
  );
  const [reg] = await q(
    `insert into registrations (ref_no, f_name, l_name, father_name, gender, dob, mobile_no, email_id,
      id_type_id, shop_name, address1, district, state, pin, status, user_id)
     values ('REG1', 'Asha', 'O''Neil', 'Mohan', 'F', '1990-12-31', '9800000001', 'asha@example.com', $1,
       'Shop & Co', 'Line 1', 'Pune', 'Maharashtra', '411001', 'approved', $2) returning id`,
    [idType.id, m],
  );
  await q(
    `insert into id_sales (user_id, id_type_id, registration_id, price_paise, sold_by) values ($1, $2, $3, 99900, $4)`,
    [m, idType.id, reg.id, a],
  );
  await q(`insert into job_runs (job, finished_at, outcome, summary) values ('backup', now(), 'ok', $1)`, [
    JSON.stringify({ nested: { list: [1, 'two', null, true] }, 'quote"key': 'é' }),
  ]);
  await q(
    `insert into login_challenges (user_id, code_hash, expires_at, ip) values ($1, 'c', now() + interval '10 minutes', '10.0.0.1')`,
    [a],
  );
  await q(`insert into login_failures (user_name, failures, first_failed_at) values ('nobody', 2, now())`);
  await q(
    `insert into package_rate_history (package_id, service_code, old_price_paise, new_price_paise, changed_by)
      values ($1, 'nsdl-pan', 10000, 13000, $2)`,
    [pkg.id, a],
  );
  await q(`insert into password_resets (user_id, token_hash, expires_at) values ($1, 't', now() + interval '1 hour')`, [
    m,
  ]);
  await q(`insert into protean_sandbox_results (reference, result) values ('ref-1', $1)`, [
    JSON.stringify({ status: 'ok', pages: [1, 2] }),
  ]);
  const [session] = await q(
    `insert into sessions (user_id, ip, user_agent, expires_at) values ($1, '10.0.0.2', 'Mozilla/5.0 "test"',
      now() + interval '30 days') returning id`,
    [m],
  );
  await q(`insert into refresh_tokens (session_id, token_hash) values ($1, 'r')`, [session.id]);
  await q(
    `insert into sandbox_payments (client_txn_id, amount_paise, redirect_url, status) values ('TXN1', 50000,
      'http://localhost/back?a=1&b=2', 'paid')`,
  );
  await q(`insert into site_assets (kind, mime, data) values ('logo', 'application/octet-stream', $1)`, [every]);
  await q(`insert into site_news_dismissals (news_id, user_id) values ($1, $2)`, [news.id, m]);
  await q(
    `insert into smtp_settings (host, port, security, user_name, from_address) values ('smtp.example.com',
      587, 'starttls', 'mailer', 'Portal <no-reply@example.com>')`,
  );
  await q(
    `insert into user_settings (user_id, two_factor_authentication, login_notification) values ($1, true, false)`,
    [m],
  );
}
