import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/app';
import { B, M, type Who, seedBacklog, backlogCalls } from '../../test/backlog';

let testApp: TestApp;
let admin: Who, staff: Who, m1: Who, m2: Who, m1staff: Who;
beforeAll(async () => {
  testApp = await createTestApp();
  ({ admin, staff, m1, m2, m1staff } = await seedBacklog(testApp));
});
afterAll(() => testApp.close());
const { ok } = backlogCalls(() => testApp);

describe('search counts kept until the backlog changes (decision 0041)', () => {
  // More matches than the probe collects (SPARSE_LIMIT), so the count is taken by a scan and kept.
  const MANY = 4500;
  const FIRST_M2 = 2201;
  beforeAll(async () => {
    await testApp.database.query(
      `insert into backlog_records (transid, dated, akn_no, pan_type, name, memno, status)
       select 'CNT' || i, date '2024-04-01' + (i % 10), (885000000000000 + i)::text, 'N', 'COUNTED ' || i,
         case when i < $3 then $1 else $2 end, 'A'
       from generate_series(1, $4::int) i`,
      [m1.code, m2.code, FIRST_M2, MANY],
    );
  });
  const importRows = async (from: number, to: number) => {
    const csv = [
      'transid,dated,akn_no,pan_type,name,memno,status',
      ...Array.from(
        { length: to - from + 1 },
        (_, k) => `CNT${from + k},15-04-2024,${885_000_000_000_000 + from + k},N,COUNTED ${from + k},${m1.code},A`,
      ),
    ].join('\n');
    const mp = multipartFile('file', 'counted.csv', csv, 'text/csv');
    const res = await testApp.app.inject({
      method: 'POST',
      url: `${B}/import`,
      headers: { ...admin.headers, ...mp.headers },
      payload: mp.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const search = (who: Who, url = `${B}/pan-list`) =>
    ok(who, url, { search: 'counted', additionFilter: { status: '' } });
  const insertQuietly = async (i: number, memno: string) => {
    // The trigger that tells the servers is switched off: only a kept count can miss this row.
    await testApp.database.query('alter table backlog_records disable trigger backlog_records_notify_change');
    await testApp.database.query(
      `insert into backlog_records (transid, dated, akn_no, pan_type, name, memno, status) values ($1, '2024-05-01', $2, 'N', $3, $4, 'A')`,
      [`CNT${i}`, String(885_000_000_000_000 + i), `COUNTED ${i}`, memno],
    );
    await testApp.database.query('alter table backlog_records enable trigger backlog_records_notify_change');
  };
  const settle = () => (process.env.TEST_DATABASE_URL ? new Promise((r) => setTimeout(r, 50)) : Promise.resolve());

  it('answers a repeated search from the kept count, and counts again after any change to the table', async () => {
    await settle();
    expect((await search(staff)).filterRecords).toBe(MANY);
    await insertQuietly(MANY + 1, m1.code);
    // The page is read afresh (the new row is the newest), the count is the kept one: the proof that it was kept.
    const kept = await search(staff);
    expect(kept.data[0].transid).toBe(`CNT${MANY + 1}`);
    expect(kept.filterRecords).toBe(MANY);
    // An import (or any statement writing the table) voids every kept count of the list.
    await importRows(MANY + 2, MANY + 3);
    await settle();
    expect((await search(staff)).filterRecords).toBe(MANY + 3);
    await testApp.database.query(`delete from backlog_records where transid = $1`, [`CNT${MANY + 2}`]);
    await settle();
    expect((await search(staff)).filterRecords).toBe(MANY + 2);
  });

  it('keeps a merchant’s count apart from the back office’s and from other merchants’', async () => {
    const m1Rows = FIRST_M2 - 1 + 2; // the quiet row and the import's remaining row are m1's
    const m2Rows = MANY - FIRST_M2 + 1;
    expect((await search(m1, `${M}/pan-list`)).filterRecords).toBe(m1Rows);
    expect((await search(m2, `${M}/pan-list`)).filterRecords).toBe(m2Rows);
    expect((await search(m1staff, `${M}/pan-list`)).filterRecords).toBe(m1Rows);
    const m2Total = (await search(m2, `${M}/pan-list`)).totalRecords;
    const m1Total = (await search(m1, `${M}/pan-list`)).totalRecords;
    expect(m2Total).not.toBe(m1Total);
    await insertQuietly(MANY + 10, m2.code);
    // Both of a merchant's counts (its rows, and those the search finds) are kept until the table changes.
    expect(await search(m2, `${M}/pan-list`)).toMatchObject({ filterRecords: m2Rows, totalRecords: m2Total });
    expect(await search(m1, `${M}/pan-list`)).toMatchObject({ filterRecords: m1Rows, totalRecords: m1Total });
    expect((await search(staff)).filterRecords).toBe(MANY + 2);
    await testApp.database.query(`update backlog_records set status = status where false`);
    await settle();
    expect(await search(m2, `${M}/pan-list`)).toMatchObject({ filterRecords: m2Rows + 1, totalRecords: m2Total + 1 });
  });
});
