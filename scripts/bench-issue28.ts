import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Database } from '../server/db/client';
import { postAlone } from '../server/modules/wallet/ledger';
import { INVOICES_API } from '../contract/invoices';
import { MARGINS_API } from '../contract/margins';
import { TRANSFERS_API } from '../contract/transfers';

/*
 * Issue 28's tables for `npm run bench`: franchise owners and their members, the owners' fund transfers, the margin
 * credits on the members' charges, and the agency's tax invoices and credit notes with their tax lines, spread over
 * two years (2023–2024) — and the lists and reports the back office and an owner open on them.
 *
 * Only these tables are filled, not the ledger behind them: every transfer points at the same two bench ledger
 * entries (a ₹1 credit and its debit on one bench owner's wallet, so that wallet's invariant still holds), and the
 * margin credits' and tax lines' entry ids point nowhere (those columns have no foreign key). No list or report reads
 * the ledger, so their plans and timings are those of a real portal of this size; the money does not add up.
 *
 * The login merchant (bench-login-merchant) is the busiest owner: 20 members and 2 % of every table's rows
 * (≈ 6,000 transfers, 20,000 margin credits, 10,000 invoices), where a typical owner has a tenth of that.
 */

const log = (msg: string) => console.log(`[bench] ${msg}`);
const DAYS = 731; // 2023-01-01 … 2024-12-31
const SERVICES = [
  'NSDL_PHYSICAL_NEW',
  'NSDL_PHYSICAL_CORR',
  'NSDL_EKYC_NEW',
  'UTI_PAN_NEW',
  'PAPERLESS_PAN',
  'GST_FILING',
  'GST_REGISTRATION',
];
const arr = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;
const CHUNK = 200_000;

export type Issue28Sizes = { owners: number; transfers: number; credits: number; invoices: number };
/** Full size on PostgreSQL; a tenth on an in-memory PGlite. */
export const issue28Sizes = (postgres: boolean): Issue28Sizes =>
  postgres
    ? { owners: 2000, transfers: 300_000, credits: 1_000_000, invoices: 500_000 }
    : { owners: 200, transfers: 30_000, credits: 100_000, invoices: 50_000 };

/** The tables it fills, and how a bench row is told from a real one. */
const MINE = [
  ['fund_transfers', `idempotency_key not like 'bench-ft-%'`],
  ['margin_credits', `ref_type <> 'bench'`],
  ['invoices', `number not like 'BI/%' and number not like 'BC/%'`],
  ['tax_lines', `ref_type <> 'bench'`],
] as const;

async function dropIndexes(database: Database, table: string) {
  const indexes = await database.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = $1
      and indexname <> $2`,
    [table, `${table}_pkey`],
  );
  for (const i of indexes) await database.query(`drop index "${i.indexname}"`);
  return indexes;
}

async function chunked(n: number, label: string, run: (from: number, to: number) => Promise<unknown>) {
  const t0 = performance.now();
  for (let from = 1; from <= n; from += CHUNK) {
    const to = Math.min(n, from + CHUNK - 1);
    await run(from, to);
    process.stdout.write(`\r[bench]   ${to.toLocaleString('en-IN')} ${label}`);
  }
  process.stdout.write('\n');
  log(`insert ${n.toLocaleString('en-IN')} ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/**
 * The margins' daily table from the credits the seed wrote, in day order as a running portal writes it (in the
 * GROUP BY's order a month's 42,000 rows lay in 11,000 of the table's 12,800 pages: 64 ms for the per-owner sum, not 15).
 */
async function fillMarginDays(database: Database) {
  const t0 = performance.now();
  await database.query('truncate margin_days');
  await database.query(
    `insert into margin_days (day, service_code, owner_id, charges, charge_paise, refunded_paise, margin_paise,
       reversed_paise, units)
     select dated, service_code, owner_id, count(*)::int, sum(charge_paise), sum(refunded_paise), sum(margin_paise),
            sum(reversed_paise), coalesce(sum(quantity) filter (where refunded_paise < charge_paise), 0)::int
     from margin_credits group by dated, service_code, owner_id order by dated, service_code, owner_id`,
  );
  await database.query('vacuum analyze margin_days');
  log(`issue 28: margin_days from the credits: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

export async function seedIssue28(
  database: Database,
  sizes: Issue28Sizes,
  opts: { reseed?: boolean; loginMerchant: string; first: string[]; last: string[] },
) {
  const counts = await Promise.all(
    MINE.map(([t, foreign]) =>
      database.query<{ total: string | number; foreign: string | number }>(
        `select count(*) as total, count(*) filter (where ${foreign}) as foreign from ${t}`,
      ),
    ),
  );
  for (const [i, [{ foreign }]] of counts.entries())
    if (Number(foreign) > 0)
      throw new Error(`${MINE[i][0]} holds ${foreign} rows the bench did not make; use an empty database`);
  const want = [sizes.transfers, sizes.credits, sizes.invoices, sizes.invoices * 4];
  if (!opts.reseed && counts.every(([{ total }], i) => Number(total) === want[i])) {
    log('issue 28 tables already hold their bench rows (use --reseed to rebuild)');
    // Seeded before the margins' daily table existed: its days from the credits, as migration 0046 does.
    const [{ n }] = await database.query<{ n: string | number }>('select count(*) as n from margin_days');
    if (Number(n) === 0) await fillMarginDays(database);
    return;
  }
  const t0 = performance.now();

  // Owners with three members each, and the login merchant's twenty (names as the other seeds make them).
  const [{ n: owners }] = await database.query<{ n: string | number }>(
    `select count(*) as n from users where user_name like 'bench-o-%'`,
  );
  if (Number(owners) < sizes.owners) {
    await database.query(
      `insert into users (id, code, user_name, display_name, role, merchant_kind, password_hash)
       select id, 'FO' || (100000 + id), 'bench-o-' || id, f || ' ' || l || ' Seva Kendra', 'merchant', 'owner', '!'
       from (select nextval('users_id_seq') as id from generate_series(1, $1::int)) s,
            lateral (select (${arr(opts.first)})[1 + (id % ${opts.first.length})::int] as f,
                            (${arr(opts.last)})[1 + ((id / ${opts.first.length}) % ${opts.last.length})::int] as l) n`,
      [sizes.owners - Number(owners)],
    );
    await database.query(
      `insert into users (id, code, user_name, display_name, role, merchant_kind, parent_id, password_hash)
       select id, 'FF' || (100000 + id), 'bench-f-' || id, f || ' ' || l, 'merchant', 'franchise', parent, '!'
       from (select nextval('users_id_seq') as id, o.id as parent from users o, generate_series(1, 3) k
              where o.user_name like 'bench-o-%'
                and not exists (select 1 from users c where c.parent_id = o.id)) s,
            lateral (select (${arr(opts.first)})[1 + (id % ${opts.first.length})::int] as f,
                            (${arr(opts.last)})[1 + ((id / ${opts.first.length}) % ${opts.last.length})::int] as l) n`,
    );
  }
  const [login] = await database.query<{ id: number }>('select id from users where code = $1', [opts.loginMerchant]);
  await database.query(
    `insert into users (id, code, user_name, display_name, role, merchant_kind, parent_id, password_hash)
     select id, 'FF' || (100000 + id), 'bench-lf-' || id, f || ' ' || l, 'merchant', 'franchise', $1, '!'
     from (select nextval('users_id_seq') as id from generate_series(1, 20 - (select count(*)::int from users
            where user_name like 'bench-lf-%'))) s,
          lateral (select (${arr(opts.first)})[1 + (id % ${opts.first.length})::int] as f,
                          (${arr(opts.last)})[1 + ((id / ${opts.first.length}) % ${opts.last.length})::int] as l) n`,
    [login.id],
  );

  // The login merchant's members first in the arrays: row g is theirs when g % 50 = 0 (2 %), else anyone's.
  const members = `(select array_agg(id order by user_name like 'bench-lf-%' desc, id) as ids,
      array_agg(parent_id order by user_name like 'bench-lf-%' desc, id) as parents,
      count(*) filter (where user_name like 'bench-lf-%')::int as nl,
      count(*) filter (where user_name like 'bench-f-%')::int as no
    from users where user_name like 'bench-f-%' or user_name like 'bench-lf-%')`;
  const pick = `(case when g % 50 = 0 then 1 + ((g / 50) % mem.nl) else mem.nl + 1 + ((g * 48271) % mem.no) end)`;
  // Rows in the order they were written, as on a real portal (a month's rows lie together in the table): row g of n
  // falls on day (g - 1) · DAYS / n.
  const dayOf = (n: number) => `(date '2023-01-01' + ((g - 1) * ${DAYS} / ${n})::int)`;

  await database.query(
    'truncate tax_lines, invoices, margin_days, margin_credits, fund_transfers restart identity cascade',
  );
  const dropped = new Map<string, { indexname: string; indexdef: string }[]>();
  for (const [t] of MINE) dropped.set(t, await dropIndexes(database, t));

  // The two ledger entries every bench transfer points at, posted as any adjustment is.
  const [holder] = await database.query<{ id: number }>(
    `select id from users where user_name like 'bench-o-%' order by id limit 1`,
  );
  await database.query('insert into wallets (user_id) values ($1) on conflict do nothing', [holder.id]);
  const [w] = await database.query<{ id: number }>('select id from wallets where user_id = $1', [holder.id]);
  const entry = async (direction: 'Cr' | 'Dr') =>
    (
      await postAlone(database.db, {
        walletId: w.id,
        direction,
        amountPaise: 100,
        refType: 'adjustment',
        narration: 'bench: issue 28 transfers',
        idempotencyKey: `bench-i28-${direction}-${crypto.randomUUID()}`,
        actorId: null,
      })
    ).entry.id;
  const credit = await entry('Cr');
  const debit = await entry('Dr');

  await chunked(sizes.transfers, 'fund transfers', (from, to) =>
    database.query(
      `insert into fund_transfers (owner_id, member_id, direction, amount_paise, reason, debit_entry_id,
         credit_entry_id, idempotency_key, made_by, created_at)
       select mem.parents[k.i], mem.ids[k.i], case when g % 10 = 0 then 'take_back' else 'give' end,
              (500 + (g * 7919) % 20000) * 100,
              case when g % 10 = 0 then 'Not used this month' when g % 7 = 0 then 'Float for the week' end,
              $3, $4, 'bench-ft-' || g, mem.parents[k.i],
              ${dayOf(sizes.transfers)} + time '09:30' + (g % 600) * interval '1 minute' - interval '5 hours 30 minutes'
       from generate_series($1::bigint, $2::bigint) g, ${members} mem, lateral (select ${pick} as i) k`,
      [from, to, debit, credit],
    ),
  );

  // A margin on each member charge; one in forty refunded whole (its margin reversed).
  await chunked(sizes.credits, 'margin credits', (from, to) =>
    database.query(
      `insert into margin_credits (owner_id, member_id, ref_type, request_id, service_code, quantity, charge_paise,
         margin_paise, charge_entry_id, credit_entry_id, refunded_paise, reversed_paise, dated, created_at)
       select mem.parents[k.i], mem.ids[k.i], 'bench', g, (${arr(SERVICES)})[1 + (g % ${SERVICES.length})::int], 1,
              c.charge, c.margin, g * 2, g * 2 + 1, case when g % 40 = 0 then c.charge else 0 end,
              case when g % 40 = 0 then c.margin else 0 end, ${dayOf(sizes.credits)},
              ${dayOf(sizes.credits)} + time '10:00' + (g % 480) * interval '1 minute' - interval '5 hours 30 minutes'
       from generate_series($1::bigint, $2::bigint) g, ${members} mem, lateral (select ${pick} as i) k,
            lateral (select (110 + (g % 7) * 20) * 100 as charge, (5 + g % 6) * 500 as margin) c`,
      [from, to],
    ),
  );

  await fillMarginDays(database);

  // Invoices to owners and members alike (the busiest shop 2 %), one in thirty-three a credit note. Numbers are
  // unique per kind and financial year as the issuing code keeps them, though not gapless (no list reads that).
  const fy = `(extract(year from d)::int - case when extract(month from d) < 4 then 1 else 0 end)`;
  // The login merchant first in the arrays: row g is its when g % 50 = 0 (2 %), else anyone's.
  const buyers = `(select array_agg(id order by code = $3 desc, id) as ids, array_agg(code order by code = $3 desc, id)
      as codes, array_agg(display_name order by code = $3 desc, id) as names, count(*)::int as n from users
     where user_name like 'bench-o-%' or user_name like 'bench-f-%' or user_name like 'bench-lf-%' or code = $3)`;
  await chunked(sizes.invoices, 'invoices', (from, to) =>
    database.query(
      `insert into invoices (kind, number, fy, seq, dated, month, merchant_id, supplier_gstin, supplier_name,
         supplier_address, supplier_state_code, buyer_name, buyer_code, buyer_address, buyer_gstin,
         place_of_supply_code, intra_state, pass_through_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise,
         total_paise, created_at)
       select case when cn then 'credit_note' else 'invoice' end,
              case when cn then 'BC/' else 'BI/' end || f.fy || '/' || lpad(g::text, 7, '0'), f.fy, g, d,
              to_char(d, 'YYYY-MM'), b.id, '27AABCB1234F1Z5', 'Bench PAN Seva Pvt Ltd', 'Pune, Maharashtra', '27',
              b.name, b.code, 'Main Road, Pune', case when g % 5 = 0 then '27AAPFU0939F1ZV' else '' end, pos,
              pos = '27', t.pass, t.taxable, case when pos = '27' then t.tax / 2 else 0 end,
              case when pos = '27' then t.tax - t.tax / 2 else 0 end, case when pos = '27' then 0 else t.tax end,
              t.pass + t.taxable + t.tax, d + time '23:00' - interval '5 hours 30 minutes'
       from generate_series($1::bigint, $2::bigint) g, ${buyers} bu,
            lateral (select ${dayOf(sizes.invoices)} as d, g % 33 = 0 as cn,
                            case when g % 10 < 7 then '27' else lpad((1 + g % 37)::text, 2, '0') end as pos,
                            case when g % 50 = 0 then 1 else 2 + (g * 48271) % (bu.n - 1) end as j) x,
            lateral (select bu.ids[j] as id, bu.codes[j] as code, bu.names[j] as name) b,
            lateral (select (${fy})::text || '-' || lpad(((${fy} + 1) % 100)::text, 2, '0') as fy) f,
            lateral (select 4 * 10700 as pass, 4 * (2000 + (g % 9) * 500) as taxable) t0,
            lateral (select t0.pass, t0.taxable, (t0.taxable * 18 + 50) / 100 as tax) t`,
      [from, to, opts.loginMerchant],
    ),
  );

  // Four lines to each document, written from it (the lines add up to its totals).
  await chunked(sizes.invoices, 'invoices × 4 tax lines', (from, to) =>
    database.query(
      `insert into tax_lines (merchant_id, kind, ref_type, request_id, reference, service_code, quantity, amount_paise,
         gov_fee_paise, ledger_entry_id, at, invoice_id, sac, rate_bp, pass_through_paise, taxable_paise, cgst_paise,
         sgst_paise, igst_paise)
       select iv.merchant_id, case when iv.kind = 'credit_note' then 'refund' else 'charge' end, 'bench',
              iv.id * 4 + k, 'PB' || lpad((iv.id * 4 + k)::text, 10, '0'),
              (${arr(SERVICES)})[1 + ((iv.id + k) % ${SERVICES.length})::int], 1,
              (iv.total_paise / 4) + case when k = 1 then iv.total_paise % 4 else 0 end, 10700, iv.id * 4 + k,
              iv.dated + time '11:00' + k * interval '1 hour' - interval '5 hours 30 minutes', iv.id, '998319', 1800,
              iv.pass_through_paise / 4, iv.taxable_paise / 4, iv.cgst_paise / 4, iv.sgst_paise / 4, iv.igst_paise / 4
       from invoices iv, generate_series(1, 4) k where iv.id between $1 and $2`,
      [from, to],
    ),
  );

  const t1 = performance.now();
  for (const indexes of dropped.values())
    for (const i of indexes)
      await database.query(
        database.kind === 'postgres' ? `set maintenance_work_mem = '512MB'; ${i.indexdef}` : i.indexdef,
      );
  for (const [t] of MINE) await database.query(`vacuum analyze ${t}`);
  await database.query('vacuum analyze users');
  log(`issue 28: rebuild indexes + analyze: ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  log(`issue 28 seed in all: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

type Request = { method: string; path: string; headers?: Record<string, string>; body?: string };
type Headers = Record<string, string>;

/** An owner code and a merchant code from the middle of the tables, as an operator would type them. */
export async function issue28Samples(database: Database) {
  const [o] = await database.query<{ code: string }>(
    `select u.code from users u where u.user_name like 'bench-o-%' order by u.id offset 1000 limit 1`,
  );
  const [m] = await database.query<{ code: string }>(
    `select buyer_code as code from invoices where id >= (select max(id) / 2 from invoices) order by id limit 1`,
  );
  return { ownerCode: o?.code ?? 'FO100001', merchantCode: m?.code ?? 'FO100001' };
}

/**
 * The lists and reports of issue 28 as the back office and an owner (the login merchant, the busiest) open them.
 * A month is March 2024, inside the seeded two years.
 */
export function issue28Scenarios(
  adminH: Headers,
  merchantH: Headers,
  sample: Awaited<ReturnType<typeof issue28Samples>>,
  sizes: Issue28Sizes,
) {
  const post = (p: string, body: object, headers = adminH): Request => ({
    method: 'POST',
    path: p,
    headers,
    body: JSON.stringify({ length: 10, start: 0, ...body }),
  });
  const get = (p: string, headers: Headers): Request => ({ method: 'GET', path: p, headers });
  const month = { from: '2024-03-01', to: '2024-03-31' };
  const deepStart = Math.min(100_000, Math.floor(sizes.invoices * 0.9));
  const IB = `${INVOICES_API.backend}/table`;
  const TB = `${TRANSFERS_API.backend}/list`;
  return [
    { name: 'I28 invoices: first page (date, number)', target: 50, share: 0.25, requests: [post(IB, {})] },
    {
      name: 'I28 invoices: one month',
      target: 50,
      requests: [post(IB, { filters: [{ field: 'month', opt: 'equals', value1: '2024-03' }] })],
    },
    {
      name: 'I28 invoices: one merchant code',
      target: 50,
      requests: [post(IB, { filters: [{ field: 'merchantCode', opt: 'equals', value1: sample.merchantCode }] })],
    },
    {
      name: `I28 invoices: deep page (start ${deepStart.toLocaleString('en-IN')})`,
      target: 150,
      requests: [post(IB, { start: deepStart })],
    },
    {
      name: "I28 invoices: merchant's own, one month",
      target: 50,
      requests: [post(`${INVOICES_API.merchant}/table`, { additionFilter: { month: '2024-03' } }, merchantH)],
    },
    { name: 'I28 transfers: back office, first page', target: 50, share: 0.25, requests: [post(TB, {})] },
    {
      name: 'I28 transfers: back office, one owner code',
      target: 50,
      requests: [post(TB, { additionFilter: { ownerCode: sample.ownerCode } })],
    },
    {
      name: 'I28 transfers: back office, one month',
      target: 50,
      requests: [post(TB, { additionFilter: { dt1: month.from, dt2: month.to } })],
    },
    {
      name: "I28 transfers: owner's own, first page",
      target: 50,
      requests: [post(`${TRANSFERS_API.merchant}/list`, {}, merchantH)],
    },
    {
      name: "I28 earnings: owner's list, one month",
      target: 50,
      requests: [post(`${MARGINS_API.merchant}/earnings`, { additionFilter: month }, merchantH)],
    },
    {
      name: "I28 earnings: owner's totals (day/service/member)",
      target: 50,
      requests: [get(`${MARGINS_API.merchant}/earnings?from=${month.from}&to=${month.to}`, merchantH)],
    },
    {
      name: 'I28 margins report: back office, one month',
      target: 150,
      requests: [get(`${MARGINS_API.backend}/report?from=${month.from}&to=${month.to}`, adminH)],
    },
  ];
}
