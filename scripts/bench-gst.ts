import { REPORTS_API } from '../contract/reports';
import type { Database } from '../server/db/client';
import { GST_API, GST_FILING_WORKFLOW, GST_REGISTRATION_WORKFLOW, type GstState } from '../contract/gst';

/*
 * GST requests in the shared service_requests table for `npm run bench` — N return
 * filings (and a tenth as many registrations beside them, so every list also has to pick its service
 * out of a shared table), spread over the workflow, return types, periods and shops the way a portal
 * some years old has them, and the lists the back office and a merchant open on them.
 */

const SEED_DAYS = 1096; // 2022-01-01 … 2024-12-31
/** Businesses whose returns the shops file: each shop files for ≈ 125 of them (a block of numbers), ≈ 40 filings each. */
const BUSINESSES = 25_000;
/** A trade name is a first name, a surname and one of these: most names are one business's, a few two's. */
const TRADE_WORDS = [
  '',
  ' TRADERS',
  ' ENTERPRISES',
  ' AGENCIES',
  ' STORES',
  ' AND SONS',
  ' AND CO',
  ' INDUSTRIES',
  ' ELECTRICALS',
  ' TEXTILES',
];
const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const log = (msg: string) => console.log(`[bench] ${msg}`);

/** States by share of rows (per mille): most filed long ago, a working queue, a few queries and rejections. */
const STATES: [GstState, number][] = [
  ['completed', 820],
  ['rejected', 30],
  ['submitted', 30],
  ['in_process', 40],
  ['query_raised', 20],
  ['draft', 60],
];

/** Bench rows are told apart by their reference prefix: filings GB…, registrations RB…. */
const FILING_PREFIX = 'GB';
const REGISTRATION_PREFIX = 'RB';

for (const w of [GST_FILING_WORKFLOW, GST_REGISTRATION_WORKFLOW]) {
  if (STATES.reduce((a, [, n]) => a + n, 0) !== 1000 || w.states.some((s) => !STATES.some(([x]) => x === s)))
    throw new Error(`bench-gst: STATES must share 1000 over every state of ${w.key}`);
}

function caseOf(shares: [string, number][], on: string): string {
  let acc = 0;
  const arms = shares.map(([s, n]) => {
    acc += n;
    return `when ${on} < ${acc} then '${s}'`;
  });
  return `case ${arms.join(' ')} end`;
}

/**
 * The businesses as a subquery: a GSTIN with a right check character (mod 36, as contract/gst/gstin.ts),
 * a trade name, the shop that files for it, whether it pays under the composition scheme or files
 * quarterly (QRMP). Flags come from hashes of the business's number, so that none of them lines up with
 * its shop or with the spread of the requests by their own number.
 */
function businesses(first: string[], last: string[]): string {
  const arr = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;
  return `(select b, gstin14 || substr('${GSTIN_CHARS}', 1 + (36 - (select sum(p / 36 + p % 36) from (
                  select (strpos('${GSTIN_CHARS}', substr(gstin14, i, 1)) - 1) * (2 - i % 2) as p
                    from generate_series(1, 14) i) s)::int % 36) % 36, 1) as gstin,
               pan, trade, merchant_id, merchant_code, (b * 31) % 97 < 12 as composition, (b * 37) % 89 < 18 as qrmp, state_code
        from (select b, lpad((1 + b % 37)::text, 2, '0') || pan || '1Z' as gstin14, pan, trade, merchant_id,
          merchant_code, lpad((1 + b % 37)::text, 2, '0') as state_code
              from (select b, chr(65 + b % 26) || chr(65 + (b / 26) % 26) || chr(65 + (b / 676) % 26)
                              || (case when b % 10 < 6 then 'P' when b % 10 < 8 then 'F' when b % 10 < 9 then 'C' else 'H' end)
                              || left(l, 1) || lpad((b % 10000)::text, 4, '0') || chr(65 + (b * 7) % 26) as pan,
                           f || ' ' || l || (${arr(TRADE_WORDS)})[1 + (b / ${first.length * last.length}) % ${TRADE_WORDS.length}] as trade,
                           m.ids[1 + b * array_length(m.ids, 1) / ${BUSINESSES}] as merchant_id,
                             m.codes[1 + b * array_length(m.ids, 1) / ${BUSINESSES}] as merchant_code
                    from generate_series(0, ${BUSINESSES - 1}) b,
                         lateral (select (${arr(first)})[1 + (b % ${first.length})::int] as f,
                           (${arr(last)})[1 + ((b / ${first.length}) % ${last.length})::int] as l) names,
                         (select array_agg(id order by id) as ids, array_agg(code order by id) as codes
                           from users where user_name like 'bench-m-%' or user_name = 'bench-login-merchant') m) x) y)`;
}

/** The financial year ('2023-24') and its quarter ('2023-24-Q2') a date falls in, as contract/gst/periods.ts writes them. */
const fy = (d: string) => `(extract(year from ${d})::int - case when extract(month from ${d}) < 4 then 1 else 0 end)`;
const fyText = (d: string) => `(${fy(d)}::text || '-' || lpad(((${fy(d)} + 1) % 100)::text, 2, '0'))`;
const quarterText = (d: string) =>
  `(${fyText(d)} || '-Q' || (((extract(month from ${d})::int + 8) % 12) / 3 + 1)::text)`;

export async function seedGstRequests(
  database: Database,
  n: number,
  opts: { reseed?: boolean; first: string[]; last: string[] },
) {
  const registrations = Math.round(n / 10);
  const [{ filings, regs, foreign }] = await database.query<{
    filings: string | number;
    regs: string | number;
    foreign: string | number;
  }>(
    `select count(*) filter (where service = '${GST_FILING_WORKFLOW.key}') as filings,
      count(*) filter (where service = '${GST_REGISTRATION_WORKFLOW.key}') as regs,
            count(*) filter (where ref_no not like '${FILING_PREFIX}%' and ref_no not like '${REGISTRATION_PREFIX}%') as foreign
       from service_requests`,
  );
  if (Number(filings) === n && Number(regs) === registrations && Number(foreign) === 0 && !opts.reseed) {
    log(`service_requests already holds ${n.toLocaleString('en-IN')} bench GST filings (use --reseed to rebuild)`);
    return;
  }
  if (Number(foreign) > 0)
    throw new Error(`service_requests holds ${foreign} rows the bench did not make; use an empty database`);
  await database.query('truncate service_requests restart identity cascade');
  const indexes = await database.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = 'service_requests'
      and indexname <> 'service_requests_pkey'`,
  );
  for (const i of indexes) await database.query(`drop index "${i.indexname}"`);
  const biz = businesses(opts.first, opts.last);
  // An ARN as GSTN writes it: 'AA', the state code, MMYY of the request, then seven digits spread like
  // real serials (a multiplicative hash of g, so unique within the service).
  const arn = `'AA' || b.state_code || to_char(d, 'MMYY') || lpad(((g * 982451653) % 10000000)::text, 7, '0')`;
  const CHUNK = 200_000;
  const t0 = performance.now();
  for (let from = 1; from <= n; from += CHUNK) {
    const to = Math.min(n, from + CHUNK - 1);
    // One statement per chunk: the count trigger runs once per statement. A composition business files
    // CMP-08 each quarter and GSTR-4 each year; the others GSTR-1 and GSTR-3B each month (each quarter
    // under QRMP) and GSTR-9 each year, for the period before the request's date.
    await database.query(
      `with biz as materialized ${biz}
       insert into service_requests (service, ref_no, merchant_id, merchant_code, created_by, state, name,
         subject, kind, period, quantity, data, dated, amount_paise, result, remark, submitted_at, created_at, updated_at)
       select '${GST_FILING_WORKFLOW.key}', '${FILING_PREFIX}' || lpad(g::text, 10, '0'), b.merchant_id,
         b.merchant_code, b.merchant_id, st, b.trade, b.gstin, rt, p, 1,
              jsonb_build_object('gstin', b.gstin, 'legalName', b.trade, 'returnType', rt, 'period', p,
                'qrmp', b.qrmp, 'nilReturn', g % 9 = 0, 'remarks', ''),
              d,
              case when st = 'draft' then 0 when rt in ('GSTR-4', 'GSTR-9') then 99900 else 19900 end,
              case when st = 'completed' then ${arn} end,
              case when st = 'rejected' then 'Invoice summary does not match the books' when st = 'query'
                then 'Upload the purchase register for the period' end,
              case when st = 'draft' then null else d + time '10:00' + (g % 600) * interval '1 minute' end,
              d + time '09:30', d + time '18:00'
       from generate_series($1::bigint, $2::bigint) g
       join biz b on b.b = (g * 48271) % 2147483647 % ${BUSINESSES},
            lateral (select date '2022-01-01' + ((g * 7919) % ${SEED_DAYS})::int as d,
                            ${caseOf(STATES, 'g % 1000')} as st,
                            case when b.composition then (case when g % 5 = 0 then 'GSTR-4' else 'CMP-08' end)
                                 else (case when g % 25 = 0 then 'GSTR-9' when g % 2 = 0 then 'GSTR-3B' else 'GSTR-1' end) end as rt) x,
            lateral (select case when rt in ('GSTR-4', 'GSTR-9') then ${fyText("(d - interval '1 year')")}
                                 when rt = 'CMP-08' or b.qrmp then ${quarterText("(d - interval '3 months')")}
                                 else to_char(d - interval '1 month', 'YYYY-MM') end as p) per`,
      [from, to],
    );
    process.stdout.write(`\r[bench]   ${to.toLocaleString('en-IN')} GST filings`);
  }
  process.stdout.write('\n');
  await database.query(
    `with biz as materialized ${biz}
     insert into service_requests (service, ref_no, merchant_id, merchant_code, created_by, state, name,
       subject, kind, quantity, data, dated, amount_paise, result, result2, remark, submitted_at, created_at, updated_at)
     select '${GST_REGISTRATION_WORKFLOW.key}', '${REGISTRATION_PREFIX}' || lpad(g::text, 10, '0'),
       b.merchant_id, b.merchant_code, b.merchant_id, st, b.trade, b.pan,
            k, 1, jsonb_build_object('legalName', b.trade, 'tradeName', b.trade, 'constitution', k, 'pan',
              b.pan, 'composition', b.composition),
            d, case when st = 'draft' then 0 else 149900 end,
            case when st = 'completed' then ${arn} end,
            case when st = 'completed' then b.gstin end,
            case when st = 'rejected' then 'Rent agreement not signed' when st = 'query'
              then 'Upload the electricity bill of the premises' end,
            case when st = 'draft' then null else d + time '11:00' + (g % 600) * interval '1 minute' end,
            d + time '09:30', d + time '18:00'
     from generate_series(1, $1::bigint) g
     join biz b on b.b = (g * 48271) % 2147483647 % ${BUSINESSES},
          lateral (select date '2022-01-01' + ((g * 7919) % ${SEED_DAYS})::int as d, ${caseOf(STATES, 'g % 1000')} as st,
                          case substr(b.pan, 4, 1) when 'P' then 'proprietorship' when 'F' then 'partnership'
                            when 'C' then 'private_limited' else 'huf' end as k) x`,
    [registrations],
  );
  log(
    `insert ${n.toLocaleString('en-IN')} GST filings and ${registrations.toLocaleString('en-IN')} ` +
      `registrations: ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const t1 = performance.now();
  for (const i of indexes)
    await database.query(
      database.kind === 'postgres' ? `set maintenance_work_mem = '512MB'; ${i.indexdef}` : i.indexdef,
    );
  await database.query('vacuum analyze service_requests');
  await database.query('vacuum analyze service_request_counts');
  log(`rebuild ${indexes.length} indexes + analyze: ${((performance.now() - t1) / 1000).toFixed(1)} s`);
}

type Request = { method: string; path: string; headers?: Record<string, string>; body?: string };
type Headers = Record<string, string>;

/** Search terms from a completed filing in the middle of the table, as an operator would paste them. */
export async function gstSamples(database: Database, n: number) {
  const [row] = await database.query<{ subject: string; result: string; name: string; merchant_code: string }>(
    `select subject, result, name, merchant_code from service_requests where service = $1
      and state = 'completed' and id >= $2 order by id limit 1`,
    [GST_FILING_WORKFLOW.key, Math.floor(n / 2)],
  );
  return (
    row ?? { subject: '27AAPFU0939F1ZV', result: 'AA2710260123456', name: 'PATEL TRADERS', merchant_code: 'PM1001' }
  );
}

/**
 * The GST filing lists as the back office works them (the queue it opens with, the whole list filtered
 * as its toolbar allows, a search, a deep page, the dashboard's counts) and as a shop opens its own.
 * The first pages an operator opens all day are held to the throughput share as well as the latency.
 */
export function gstScenarios(
  adminH: Headers,
  merchantH: Headers,
  sample: Awaited<ReturnType<typeof gstSamples>>,
  rows: number,
) {
  // 94 % of the filings are in the whole list (drafts are not): stay inside it on a small PGlite table.
  const deepStart = Math.min(100_000, Math.max(0, Math.floor(rows * 0.9)));
  const B = `${GST_API.backend}/filing/lists`;
  const M = `${GST_API.merchant}/filing/lists`;
  const post = (p: string, body: object, headers = adminH): Request => ({
    method: 'POST',
    path: p,
    headers,
    body: JSON.stringify({ length: 10, start: 0, ...body }),
  });
  const returnAndPeriod = [
    { field: 'kind', opt: 'equals', value1: 'GSTR-3B' },
    { field: 'period', opt: 'equals', value1: '2023-05' },
  ];
  return [
    { name: 'GST filing: new queue, first page', target: 50, share: 0.25, requests: [post(`${B}/new`, {})] },
    { name: 'GST filing: all, first page (newest first)', target: 50, share: 0.25, requests: [post(`${B}/all`, {})] },
    {
      name: 'GST filing: all, state filter (query raised)',
      target: 50,
      requests: [post(`${B}/all`, { filters: [{ field: 'state', opt: 'equals', value1: 'query_raised' }] })],
    },
    {
      name: 'GST filing: all, return type + period',
      target: 50,
      requests: [post(`${B}/all`, { filters: returnAndPeriod })],
    },
    {
      name: 'GST filing: all, one merchant',
      target: 50,
      requests: [
        post(`${B}/all`, { filters: [{ field: 'merchant_code', opt: 'equals', value1: sample.merchant_code }] }),
      ],
    },
    {
      name: 'GST filing: all, one month',
      target: 50,
      requests: [post(`${B}/all`, { additionFilter: { dt1: '2023-03-01', dt2: '2023-03-31' } })],
    },
    {
      name: 'GST filing: search GSTIN / ARN / name',
      target: 50,
      requests: [sample.subject, sample.result, sample.name].map((search) => post(`${B}/all`, { search })),
    },
    {
      name: `GST filing: deep page (start ${deepStart.toLocaleString('en-IN')})`,
      target: 150,
      requests: [post(`${B}/all`, { start: deepStart })],
    },
    // The same page reached by "next" from the page before it (decision 0054): after that page's last row.
    {
      name: `GST filing: deep page by cursor (start ${deepStart.toLocaleString('en-IN')})`,
      target: 150,
      requests: [post(`${B}/all`, { start: deepStart, after: '__AFTER__' })],
      async prepare(base: string, request: Request) {
        const before = post(`${B}/all`, { start: Math.max(0, deepStart - 10) });
        const res = await fetch(base + before.path, { method: 'POST', headers: before.headers, body: before.body });
        const { nextCursor } = (await res.json()) as { nextCursor: string | null };
        if (!nextCursor) throw new Error(`no cursor after row ${deepStart}`);
        request.body = request.body!.replace('__AFTER__', nextCursor);
      },
    },
    {
      name: 'GST: back-office dashboard (counts per state)',
      target: 50,
      requests: [{ method: 'GET', path: `${GST_API.backend}/dashboard`, headers: adminH }],
    },
    { name: "GST filing: merchant's all, first page", target: 50, requests: [post(`${M}/all`, {}, merchantH)] },
    {
      name: "GST filing: merchant's return type + period",
      target: 50,
      requests: [post(`${M}/all`, { filters: returnAndPeriod }, merchantH)],
    },
    {
      name: "GST: merchant's dashboard (counts per state)",
      target: 50,
      requests: [{ method: 'GET', path: `${GST_API.merchant}/dashboard`, headers: merchantH }],
    },
    // The portal's own dashboards draw a card or queue per service from every workflow's counts (contract/dashboard.ts).
    {
      name: "Portal: merchant's dashboard (a card per service)",
      target: 50,
      requests: [{ method: 'GET', path: REPORTS_API.merchantDashboard, headers: merchantH }],
    },
    {
      name: 'Portal: back-office dashboard (a queue per service)',
      target: 50,
      requests: [{ method: 'GET', path: REPORTS_API.backendDashboard, headers: adminH }],
    },
  ];
}
