import type { Database } from '../server/db/client';
import { NSDL_PAN_API } from '../contract/nsdl-pan';

/*
 * NSDL PAN applications for `npm run bench` — a table of N applications spread over the
 * workflow the way a running portal has them (most completed, a working queue, some drafts and
 * rejections), and the back office's lists on it: the verification queue and the acknowledged list.
 */

const SEED_DAYS = 1096; // 2022-01-01 … 2024-12-31
const log = (msg: string) => console.log(`[bench] ${msg}`);

/** States by share of rows (per mille), as a portal some years old has them. */
const STATES: [string, number][] = [
  ['completed', 700],
  ['acknowledged', 90],
  ['hardcopy_sent', 40],
  ['waiting', 30],
  ['verified', 30],
  ['rejected', 30],
  ['cancelled', 10],
  ['tin_rejected', 10],
  ['tin_resubmitted', 10],
  ['draft', 50],
];

function stateCase(): string {
  let acc = 0;
  const arms = STATES.map(([s, n]) => {
    acc += n;
    return `when g % 1000 < ${acc} then '${s}'`;
  });
  return `case ${arms.join(' ')} end`;
}

export async function seedApplications(
  database: Database,
  n: number,
  opts: { reseed?: boolean; first: string[]; last: string[] },
) {
  const [{ total, foreign }] = await database.query<{ total: string | number; foreign: string | number }>(
    `select count(*) as total, count(*) filter (where token_no not like 'PB%') as foreign from pan_applications`,
  );
  if (Number(total) === n && Number(foreign) === 0 && !opts.reseed) {
    log(`pan_applications already holds ${n.toLocaleString('en-IN')} bench rows (use --reseed to rebuild)`);
    return;
  }
  if (Number(foreign) > 0)
    throw new Error(`pan_applications holds ${foreign} rows the bench did not make; use an empty database`);
  await database.query('truncate pan_applications restart identity cascade');
  const indexes = await database.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = 'pan_applications'
      and indexname <> 'pan_applications_pkey'`,
  );
  for (const i of indexes) await database.query(`drop index "${i.indexname}"`);
  const merchants = `(select array_agg(id order by id) as ids, array_agg(code order by id) as codes from users
    where user_name like 'bench-m-%' or user_name = 'bench-login-merchant')`;
  const arr = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;
  const CHUNK = 200_000;
  const t0 = performance.now();
  for (let from = 1; from <= n; from += CHUNK) {
    const to = Math.min(n, from + CHUNK - 1);
    // One statement per chunk: the state-count triggers run once per statement.
    await database.query(
      `insert into pan_applications (token_no, merchant_id, merchant_code, created_by, category, app_type,
        state, name, mobile, data, dated, ack_no, amount_paise, remark, submitted_at, created_at, updated_at)
       select 'PB' || lpad(g::text, 10, '0'),
              m.ids[1 + (g % array_length(m.ids, 1))], m.codes[1 + (g % array_length(m.ids, 1))], m.ids[1 + (g % array_length(m.ids, 1))],
              case when g % 20 = 0 then 'company' when g % 25 = 0 then 'firm' else 'individual' end,
              case when g % 5 = 0 then 'C' else 'N' end,
              st,
              f || ' ' || l,
              (6000000000 + (g * 48271) % 3999999999)::text,
              jsonb_build_object('title', 'Shri', 'firstName', f, 'lastName', l, 'nameOnCard', f || ' ' || l,
                'dob', '1990-01-01', 'mobile', (6000000000 + (g * 48271) % 3999999999)::text,
                                 'residence', jsonb_build_object('line1', g % 300, 'line2', 'Shanti Niwas',
                                   'city', 'Pune', 'state', 'Maharashtra', 'pin', '411038'),
                                 'father', jsonb_build_object('firstName', 'Kishor', 'lastName', l),
                                   'declaration', jsonb_build_object('capacity', 'self', 'place', 'Pune')),
              d,
              -- Spread like real ack numbers (a multiplicative hash of g keeps them unique), not a counter.
              case when st in ('acknowledged', 'hardcopy_sent', 'completed', 'tin_rejected',
                'tin_resubmitted') then '882' || lpad(((g * 982451653) % 1000000000000)::text, 12, '0') end,
              case when st = 'draft' then 0 else 11500 end,
              case when st in ('rejected', 'cancelled', 'tin_rejected') then 'Photo not clear' end,
              case when st = 'draft' then null else d + time '10:00' + (g % 600) * interval '1 minute' end,
              d + time '09:30', d + time '18:00'
       from generate_series($1::bigint, $2::bigint) g,
            lateral (select (${arr(opts.first)})[1 + (g % ${opts.first.length})::int] as f,
                            (${arr(opts.last)})[1 + ((g / ${opts.first.length}) % ${opts.last.length})::int] as l,
                            date '2022-01-01' + ((g * 7919) % ${SEED_DAYS})::int as d,
                            ${stateCase()} as st) x,
            ${merchants} m`,
      [from, to],
    );
    process.stdout.write(`\r[bench]   ${to.toLocaleString('en-IN')} applications`);
  }
  process.stdout.write('\n');
  log(`insert ${n.toLocaleString('en-IN')} applications: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const t1 = performance.now();
  for (const i of indexes)
    await database.query(
      database.kind === 'postgres' ? `set maintenance_work_mem = '512MB'; ${i.indexdef}` : i.indexdef,
    );
  await database.query('vacuum analyze pan_applications');
  await database.query('vacuum analyze pan_state_day_counts');
  log(`rebuild ${indexes.length} indexes + analyze: ${((performance.now() - t1) / 1000).toFixed(1)} s`);
}

type Request = { method: string; path: string; headers?: Record<string, string>; body?: string };

/** The back office's application lists as operators open them, plus a merchant's own list. */
export function panScenarios(adminH: Record<string, string>, merchantH: Record<string, string>, sampleAck: string) {
  const B = NSDL_PAN_API.backend;
  const post = (p: string, body: object, headers = adminH): Request => ({
    method: 'POST',
    path: p,
    headers,
    body: JSON.stringify({ length: 10, start: 0, ...body }),
  });
  return [
    {
      name: 'PAN: verification queue, first page (oldest first)',
      target: 50,
      requests: [post(`${B}/lists/pending-verification`, {})],
    },
    { name: 'PAN: acknowledged list, first page (newest first)', target: 50, requests: [post(`${B}/lists/ack`, {})] },
    {
      name: 'PAN: acknowledged list, one month',
      target: 50,
      requests: [post(`${B}/lists/ack`, { additionFilter: { dt1: '2023-03-01', dt2: '2023-03-31' } })],
    },
    {
      name: 'PAN: all applications, search an ack number',
      target: 50,
      requests: [post(`${B}/lists/all`, { search: sampleAck })],
    },
    {
      name: "PAN: merchant's acknowledged list",
      target: 50,
      requests: [post(`${NSDL_PAN_API.merchant}/lists/ack`, {}, merchantH)],
    },
  ];
}

/** An acknowledgement number from the middle of the table, as an operator would paste one. */
export async function sampleAckNo(database: Database, n: number): Promise<string> {
  const [row] = await database.query<{ ack_no: string }>(
    `select ack_no from pan_applications where ack_no is not null and id >= $1 order by id limit 1`,
    [Math.floor(n / 2)],
  );
  return row?.ack_no ?? '882000000000000';
}
