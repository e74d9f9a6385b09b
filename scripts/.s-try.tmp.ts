import { migrateDatabase, openPostgres } from '../server/db/client';
import { seedGstRequests } from './bench-gst';
import { gstinCheckChar } from '../contract/gst/gstin';
import { parsePeriod } from '../contract/gst/periods';
import { arnProblem, GstFilingData, gstinProblem } from '../contract/gst';
const db = openPostgres('postgres://postgres@127.0.0.1:55433/scratch', 4);
await migrateDatabase(db);
const have = await db.query<{ n: string }>(`select count(*) as n from users where user_name like 'bench-m-%'`);
if (Number(have[0].n) === 0) await db.query(`insert into users (id, code, user_name, display_name, role, merchant_kind, password_hash)
  select id, 'PM' || (1000 + id), 'bench-m-' || id, 'Bench merchant ' || id, 'merchant', 'owner', '!' from (select nextval('users_id_seq') as id from generate_series(1, 200)) s`);
const FIRST = ['RAMESH', 'SURESH', 'MAHESH', 'PRIYA'];
const LAST = ['SHARMA', 'VERMA', 'PATEL', 'SINGH', 'KUMAR'];
await seedGstRequests(db, Number(process.argv[2] ?? 20000), { reseed: true, first: FIRST, last: LAST });
const rows = await db.query<{ subject: string; kind: string; period: string; dated: string; service: string; result: string | null; data: unknown; result2: string | null }>(`select service, subject, kind, period, dated::text, result, result2, data from service_requests`);
let badArn = 0, badData = 0, badG2 = 0;
for (const r of rows) { if (r.result && arnProblem(r.result)) badArn++; if (r.result2 && gstinProblem(r.result2)) badG2++; if (r.service === 'gst-filing' && !GstFilingData.safeParse(r.data).success) badData++; }
console.log({ badArn, badData, badG2, arn: rows.find((r) => r.result)?.result });
let bad = 0, badP = 0;
for (const r of rows) {
  if (r.service === 'gst-filing') {
    if (gstinCheckChar(r.subject.slice(0, 14)) !== r.subject[14]) bad++;
    const p = parsePeriod(r.period);
    if (!p || p.end >= r.dated) badP++;
  }
}
console.log({ rows: rows.length, badGstin: bad, badPeriod: badP, sample: rows.slice(0, 3) });
console.log(await db.query(`select service, state, count(*) from service_requests group by 1,2 order by 1,2`));
console.log(await db.query(`select kind, count(*), count(distinct period) as periods, count(distinct merchant_id) as shops from service_requests where service='gst-filing' group by 1 order by 1`));
console.log(await db.query(`select service, sum(n) from service_request_counts group by 1`));
await db.close();
