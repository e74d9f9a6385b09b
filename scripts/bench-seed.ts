import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Database } from '../server/db/client';
import { hashPassword } from '../server/lib/passwords';
import { createUser } from '../server/modules/users/service';

/*
 * What `npm run bench` seeds before it starts the server: the accounts and the backlog. Kept
 * apart from the load so the seeding can run (and be checked) without building the app.
 */

export const FIRST = [
  'RAMESH',
  'SURESH',
  'MAHESH',
  'PRIYA',
  'ANITA',
  'SUNITA',
  'RAJESH',
  'VIKAS',
  'POOJA',
  'NEHA',
  'AMIT',
  'SANJAY',
  'DEEPAK',
  'KAVITA',
  'MANOJ',
  'ARUN',
  'LAKSHMI',
  'GEETA',
  'RAHUL',
  'VIJAY',
  'SUMAN',
  'ASHOK',
  'MEENA',
  'RAVI',
  'SHANTI',
  'MOHAN',
  'USHA',
  'GOPAL',
  'REKHA',
  'NITIN',
  'SEEMA',
  'HARISH',
  'JYOTI',
  'KIRAN',
  'DINESH',
  'SAROJ',
  'PRAKASH',
  'ANJALI',
  'MUKESH',
  'SAVITA',
];
export const LAST = [
  'SHARMA',
  'VERMA',
  'PATEL',
  'SINGH',
  'KUMAR',
  'GUPTA',
  'YADAV',
  'REDDY',
  'NAIR',
  'IYER',
  'JOSHI',
  'DESAI',
  'MEHTA',
  'SHAH',
  'RAO',
  'PILLAI',
  'CHAUHAN',
  'MISHRA',
  'PANDEY',
  'TIWARI',
  'SAXENA',
  'AGARWAL',
  'BANERJEE',
  'CHATTERJEE',
  'DAS',
  'GHOSH',
  'MUKHERJEE',
  'BOSE',
  'KULKARNI',
  'PATIL',
  'JADHAV',
  'PAWAR',
  'SHINDE',
  'GAIKWAD',
  'NAIK',
  'HEGDE',
  'SHETTY',
  'KAMATH',
  'MENON',
  'KURUP',
  'THAKUR',
  'RATHORE',
  'CHOUDHARY',
  'BHATT',
  'TRIVEDI',
  'DUBEY',
  'SRIVASTAVA',
  'KAPOOR',
  'MALHOTRA',
  'KHANNA',
];
const SEED_DAYS = 1096; // 2022-01-01 … 2024-12-31

const log = (msg: string) => console.log(`[bench] ${msg}`);
const sqlList = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;

export async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const r = await fn();
  log(`${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return r;
}

/** The merchants that own the seeded rows (no usable password), and an admin and a merchant the bench signs in as. */
export async function ensureUsers(database: Database, merchants: number) {
  const have = await database.query<{ n: string | number }>(
    `select count(*) as n from users where user_name like 'bench-m-%'`,
  );
  const missing = merchants - Number(have[0].n);
  if (missing > 0) {
    // Merchants that only own rows never sign in: an unusable hash saves 200 argon2 runs.
    await database.query(
      `insert into users (id, code, user_name, display_name, role, merchant_kind, password_hash)
       select id, 'PM' || (1000 + id), 'bench-m-' || id, 'Bench merchant ' || id, 'merchant', 'owner', '!'
       from (select nextval('users_id_seq') as id from generate_series(1, $1::int)) s`,
      [missing],
    );
  }
  const password = crypto.randomBytes(12).toString('base64url');
  const logins: Record<string, { userName: string; code: string }> = {};
  for (const [userName, role] of [
    ['bench-admin', 'admin'],
    ['bench-login-merchant', 'merchant'],
  ] as const) {
    const [u] = await database.query<{ id: number; code: string }>(`select id, code from users where user_name = $1`, [
      userName,
    ]);
    if (u) {
      await database.query(`update users set password_hash = $1, active = true where id = $2`, [
        await hashPassword(password),
        u.id,
      ]);
      logins[role] = { userName, code: u.code };
    } else {
      const c = await createUser(database.db, {
        userName,
        displayName: `Bench ${role}`,
        role,
        password,
        merchantKind: role === 'merchant' ? 'owner' : null,
      });
      logins[role] = { userName, code: c.code };
    }
  }
  return { password, logins };
}

/** The backlog: n records over three years, refusing a table that holds rows the bench did not make. */
export async function seedBacklog(database: Database, n: number, loginMerchant: string, reseed = false) {
  const [{ total, foreign }] = await database.query<{ total: string | number; foreign: string | number }>(
    `select count(*) as total, count(*) filter (where transid not like 'BN%') as foreign from backlog_records`,
  );
  if (Number(total) === n && Number(foreign) === 0 && !reseed) {
    log(`backlog already holds ${n.toLocaleString('en-IN')} bench rows (use --reseed to rebuild)`);
    return;
  }
  if (Number(foreign) > 0)
    throw new Error(`backlog_records holds ${foreign} rows the bench did not make; use an empty database`);

  await database.query('truncate backlog_records restart identity cascade');
  const indexes = await database.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = 'backlog_records'
      and indexname <> 'backlog_records_pkey'`,
  );
  // Building each index once after the load is several times faster than maintaining 13 during it.
  for (const i of indexes) await database.query(`drop index "${i.indexname}"`);
  const merchantCodes = `(select array_agg(code order by code) from users where user_name like 'bench-m-%' or code = '${loginMerchant}')`;
  const CHUNK = 200_000;
  await timed(`insert ${n.toLocaleString('en-IN')} rows`, async () => {
    for (let from = 1; from <= n; from += CHUNK) {
      const to = Math.min(n, from + CHUNK - 1);
      await database.query(
        `insert into backlog_records (transid, dated, akn_no, pan_type, name, cardname, aadhaar_sealed, contactno, email, memno, status)
         select 'BN' || lpad(((g * 1000003) % 1000000000)::text, 9, '0'),
                date '2022-01-01' + ((g * 7919) % ${SEED_DAYS})::int,
                '881' || lpad(((g * 982451653) % 1000000000000)::text, 12, '0'),
                case when g % 4 = 0 then 'C' else 'N' end,
                f || ' ' || l,
                left(f, 1) || ' ' || l,
                '',
                (6000000000 + (g * 48271) % 3999999999)::text,
                lower(f) || '.' || lower(l) || (g % 997) || '@example.in',
                codes[1 + (g % array_length(codes, 1))],
                case when g % 10 < 6 then 'A' when g % 10 < 9 then 'P' else 'F' end
         from generate_series($1::bigint, $2::bigint) g,
              lateral (select (${sqlList(FIRST)})[1 + (g % ${FIRST.length})::int] as f,
                              (${sqlList(LAST)})[1 + ((g / ${FIRST.length}) % ${LAST.length})::int] as l) names,
              (select ${merchantCodes} as codes) m`,
        [from, to],
      );
      process.stdout.write(`\r[bench]   ${to.toLocaleString('en-IN')} rows`);
    }
    process.stdout.write('\n');
  });
  await timed(`rebuild ${indexes.length} indexes`, async () => {
    for (const i of indexes) {
      await database.query(
        database.kind === 'postgres' ? `set maintenance_work_mem = '512MB'; ${i.indexdef}` : i.indexdef,
      );
    }
  });
  await timed('vacuum analyze', async () => {
    await database.query('vacuum analyze backlog_records');
    await database.query('vacuum analyze backlog_day_counts');
  });
}
