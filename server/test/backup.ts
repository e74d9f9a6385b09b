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
  // Issue 28: a shop's franchise money and the agency's tax documents.
  await q(
    `insert into transfer_limits (id, per_move_paise, per_day_paise, updated_by) values (1, 5000000, 20000000, $1)`,
    [a],
  );
  await q(
    `insert into fund_transfers (owner_id, member_id, direction, amount_paise, reason, debit_entry_id, credit_entry_id,
      idempotency_key, made_by) values ($1, $1, 'take_back', 10000, 'float "back"', $2, $2, 'k-1', $1)`,
    [m, ledger.id],
  );
  await q(`insert into margin_caps (service_code, cap_paise, updated_by) values ('GST_FILING', 5000, $1)`, [a]);
  await q(
    `insert into member_margins (owner_id, service_code, margin_paise, set_by) values ($1, 'GST_FILING', 900, $1)`,
    [m],
  );
  const [credit] = await q(
    `insert into margin_credits (owner_id, member_id, ref_type, request_id, service_code, quantity, charge_paise,
      margin_paise, charge_entry_id, credit_entry_id, dated) values ($1, $1, 'service_request', 1, 'GST_FILING', 1,
      30800, 900, $2, $2, '2026-05-02') returning id`,
    [m, ledger.id],
  );
  await q(
    `insert into margin_days (day, service_code, owner_id, charges, charge_paise, refunded_paise, margin_paise,
      reversed_paise, units) values ('2026-05-02', 'GST_FILING', $1, 1, 30800, 0, 900, 0, 1)`,
    [m],
  );
  await q(
    `insert into tds_settings (fy_start, enabled, rate_bp, threshold_paise, updated_by) values (2026, true, 200, 2000000, $1)`,
    [a],
  );
  await q(
    `insert into tds_deductions (margin_credit_id, owner_id, fy_start, dated, rate_bp, tds_paise, entry_id)
      values ($1, $2, 2026, '2026-05-02', 200, 18, $3)`,
    [credit.id, m, ledger.id],
  );
  await q(
    `insert into tax_identity (id, gstin, legal_name, state_code, mode, updated_by)
      values (1, '27AAPFU0939F1ZV', 'Agency & "Co" Pvt Ltd', '27', 'per_charge', $1)`,
    [a],
  );
  await q(
    `insert into service_tax_codes (service_code, sac, rate_bp, gov_fee_pure_agent, updated_by)
      values ('NSDL_PHYSICAL_NEW', '998599', 1800, true, $1)`,
    [a],
  );
  await q(`insert into merchant_gstins (merchant_id, gstin, updated_by) values ($1, '27AAPFU0939F1ZV', $1)`, [m]);
  await q(`insert into invoice_counters (kind, fy, last_no) values ('invoice', '26-27', 1)`);
  const [invoice] = await q(
    `insert into invoices (kind, number, fy, seq, dated, month, merchant_id, supplier_gstin, supplier_name,
      supplier_address, supplier_state_code, buyer_name, buyer_code, buyer_address, buyer_gstin, place_of_supply_code,
      intra_state, pass_through_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise)
     values ('invoice', 'INV/26-27/00001', '26-27', 1, '2026-05-31', '2026-05', $1, '27AAPFU0939F1ZV', 'Agency',
       'Line 1\nPune', '27', 'Shop & Co', $2, 'Line 1', '27AAPFU0939F1ZV', '27', true, 0, 26102, 2349, 2349, 0, 30800)
     returning id`,
    [m, merchant.code],
  );
  await q(
    `insert into tax_lines (merchant_id, kind, ref_type, request_id, reference, service_code, quantity, amount_paise,
      gov_fee_paise, ledger_entry_id, invoice_id, sac, rate_bp, pass_through_paise, taxable_paise, cgst_paise,
      sgst_paise, igst_paise) values ($1, 'charge', 'service_request', 1, 'GF0000000001', 'GST_FILING', 1, 30800, 0,
      $2, $3, '998232', 1800, 0, 26102, 2349, 2349, 0)`,
    [m, ledger.id, invoice.id],
  );
}
