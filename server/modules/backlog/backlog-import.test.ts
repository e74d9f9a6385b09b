import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { BACKLOG_COLUMNS } from '../../../contract/lists/backlog';
import { createAadhaarVault } from '../../lib/aadhaar-vault';
import { multipartFile } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/app';
import {
  B,
  BACKLOG_CSV_HEADER,
  M,
  aadhaar,
  akn,
  backlogCsvLine,
  type Who,
  seedBacklog,
  backlogCalls,
} from '../../test/backlog';

let testApp: TestApp;
let admin: Who, staff: Who, m1: Who, m2: Who, m1staff: Who, franchise: Who;
beforeAll(async () => {
  testApp = await createTestApp();
  ({ admin, staff, m1, m2, m1staff, franchise } = await seedBacklog(testApp));
});
afterAll(() => testApp.close());
const { ok, exportFile } = backlogCalls(() => testApp);

describe('import', () => {
  const header = BACKLOG_CSV_HEADER;
  const line = (i: number, over: Partial<Record<string, string>> = {}) =>
    backlogCsvLine(
      { prefix: 'IMP', aknBase: 884_000_000_000_000, name: 'IMPORTED', contact: '+91 98765 43210', memno: m2.code },
      i,
      over,
    );
  const upload = (who: Who, name: string, content: Buffer | string) => {
    const mp = multipartFile('file', name, content, 'text/csv');
    return testApp.app.inject({
      method: 'POST',
      url: `${B}/import`,
      headers: { ...who.headers, ...mp.headers },
      payload: mp.payload,
    });
  };
  const count = async () =>
    Number(
      (
        await testApp.database.query<{ n: string | number }>(
          `select count(*) as n from backlog_records where akn_no like '884%'`,
        )
      )[0].n,
    );

  it('stores nothing when one row is bad and reports that row and field', async () => {
    const csv = [header, line(1), line(2, { akn_no: '12345' }), line(3)].join('\r\n');
    const res = await upload(admin, 'backlog.csv', csv);
    expect(res.statusCode).toBe(422);
    const report = res.json();
    expect(report.message).toMatch(/Nothing was imported: 1 problem in 1 row/);
    expect(report.rows).toEqual([
      { row: 3, field: 'akn_no', message: 'Acknowledgement number must be 15 digits ("12345")' },
    ]);
    expect(await count()).toBe(0);
  });

  it('reports every kind of problem by row: dates, status, unknown merchant, duplicates, required fields', async () => {
    const csv = [
      header,
      line(1, { dated: '31-02-2024' }),
      line(2, { status: 'X' }),
      line(3, { memno: 'PM999999' }),
      line(4, { memno: m1staff.code }),
      line(5),
      line(6, { akn_no: String(884_000_000_000_005) }),
      line(7, { akn_no: akn(1) }),
      line(8, { name: '' }),
      line(9, { aadhaar_No: '123412341234' }),
      line(10, { pan_type: 'Z', contactno: '12345' }),
    ].join('\n');
    const res = await upload(admin, 'bad.csv', csv);
    expect(res.statusCode).toBe(422);
    const byRow = (res.json().rows as { row: number; field: string }[]).map((r) => `${r.row}:${r.field}`);
    expect(byRow).toEqual([
      '2:dated',
      '3:status',
      '4:memno',
      '5:memno',
      '7:akn_no',
      '8:akn_no',
      '9:name',
      '10:aadhaar_No',
      '11:pan_type',
      '11:contactno',
    ]);
    expect(await count()).toBe(0);
  });

  it('reports a wrong header', async () => {
    const res = await upload(admin, 'x.csv', 'transid,date,ack,whatever\n1,2,3,4');
    expect(res.statusCode).toBe(422);
    const rows = res.json().rows as { row: number; field: string; message: string }[];
    expect(rows.every((r) => r.row === 1)).toBe(true);
    expect(rows.map((r) => r.message)).toContain('Unknown column "whatever"');
  });

  it('imports a clean CSV in one go and keeps the counters right', async () => {
    const csv = [
      header,
      line(1),
      line(2, { status: 'Success', pan_type: 'c', dated: '2024-03-16', email: 'A@B.IN' }),
      line(3, { dated: '17-Mar-2024' }),
    ].join('\r\n');
    const res = await upload(admin, 'backlog.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Imported 3 backlog records.', imported: 3 });
    const rows = await testApp.database.query<Record<string, string>>(
      `select akn_no, to_char(dated, 'YYYY-MM-DD') as dated, status, pan_type, contactno, email, cardname,
        memno from backlog_records where akn_no like '884%' order by akn_no`,
    );
    expect(rows[1]).toMatchObject({
      dated: '2024-03-16',
      status: 'A',
      pan_type: 'C',
      contactno: '9876543210',
      email: 'a@b.in',
      cardname: 'IMPORTED 2',
      memno: m2.code,
    });
    expect(rows[2].dated).toBe('2024-03-17');
    // The back office's counts come from the counters; they must agree with the table.
    const all = await ok(staff, `${B}/pan-list`, { additionFilter: { status: '' } });
    const direct = Number(
      (await testApp.database.query<{ n: string | number }>('select count(*) as n from backlog_records'))[0].n,
    );
    expect(all.totalRecords).toBe(direct);
    const pending = await ok(staff, `${B}/pan-list`, {
      additionFilter: { status: 'P', dt1: '2024-03-01', dt2: '2024-03-31' },
    });
    expect(pending.filterRecords).toBe(2);

    const again = await upload(admin, 'backlog.csv', csv);
    expect(again.statusCode).toBe(422);
    expect(again.json().rows).toHaveLength(3);
  });

  it('seals a whole Aadhaar on the way in and keeps only the last four digits of a masked one', async () => {
    const whole = aadhaar('45678901234');
    const csv = [
      header,
      line(201, { aadhaar_No: whole.replace(/(\d{4})(?=\d)/g, '$1 ') }),
      line(202, { aadhaar_No: 'XXXXXXXX9876' }),
    ].join('\n');
    const res = await upload(admin, 'aadhaar.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await testApp.database.query<Record<string, string | null>>(
      `select akn_no, aadhaar_sealed, aadhaar_last4, aadhaar_hash, row_to_json(b)::text as text
         from backlog_records b where akn_no in ($1, $2) order by akn_no`,
      [String(884_000_000_000_201), String(884_000_000_000_202)],
    );
    const vault = createAadhaarVault(testApp.secrets);
    expect(rows[0].aadhaar_sealed).toMatch(/^aadhaar:v1:\d{4}:v1\./);
    expect(vault.open(rows[0].aadhaar_sealed!)).toBe(whole);
    expect([rows[0].aadhaar_last4, rows[0].aadhaar_hash]).toEqual([whole.slice(-4), vault.hash(whole)]);
    expect(rows[0].text).not.toContain(whole);
    expect([rows[1].aadhaar_sealed, rows[1].aadhaar_last4, rows[1].aadhaar_hash]).toEqual(['', '9876', null]);
    const found = await ok(admin, `${B}/pan-list`, {
      additionFilter: { status: '' },
      filters: [{ field: 'aadhaar_No', opt: 'equals', value1: whole }],
    });
    expect(found.data.map((r) => [r.akn_no, r.aadhaar_No])).toEqual([
      [String(884_000_000_000_201), `XXXX XXXX ${whole.slice(-4)}`],
    ]);
  });

  it('imports an Excel file, with real date cells and numeric ack numbers', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Backlog');
    ws.addRow(['Token No', 'Date', 'Ack No', 'PAN Type', 'Name', 'Merchant No', 'Status', 'Aadhaar']);
    ws.addRow([
      'X1',
      new Date('2024-04-01T00:00:00Z'),
      884_000_000_000_101,
      'N',
      'EXCEL ONE',
      m1.code,
      'F',
      aadhaar('34567890123'),
    ]);
    ws.addRow(['X2', '02/04/2024', '884000000000102', 'C', 'EXCEL TWO', m1.code.toLowerCase(), 'p', '']);
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await upload(admin, 'backlog.xlsx', data);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imported).toBe(2);
    const answer = await ok(m1, `${M}/pan-list`, {
      additionFilter: { status: '' },
      filters: [{ field: 'name', opt: 'startsWith', value1: 'excel' }],
      sorts: [{ column: 'transid', dir: 'asc' }],
    });
    expect(answer.data.map((r) => [r.akn_no, r.dated, r.status])).toEqual([
      ['884000000000101', '2024-04-01', 'F'],
      ['884000000000102', '2024-04-02', 'P'],
    ]);
  });

  it('reads its own CSV and Excel exports back (labels as headers, masked Aadhaar, dd-Mon-yyyy dates)', async () => {
    for (const format of ['csv', 'xlsx']) {
      const exported = await exportFile(staff, B, format, {
        additionFilter: { status: '' },
        filters: [{ field: 'akn_no', opt: 'in', value1: [akn(1), akn(2)] }],
        sorts: [{ column: 'akn_no', dir: 'asc' }],
        columns: BACKLOG_COLUMNS.map((c) => c.field),
      });
      const back = await upload(admin, `export.${format}`, exported.rawPayload);
      expect(back.statusCode).toBe(422);
      // Every row parses; the only complaint is that the records exist already.
      expect(back.json().rows).toEqual([
        { row: 2, field: 'akn_no', message: `Acknowledgement number ${akn(1)} is already imported` },
        { row: 3, field: 'akn_no', message: `Acknowledgement number ${akn(2)} is already imported` },
      ]);
    }
  });

  it('is for admin only, and refuses files that are neither CSV nor Excel', async () => {
    expect((await upload(staff, 'b.csv', `${header}\n${line(50)}`)).statusCode).toBe(403);
    expect((await upload(m1, 'b.csv', `${header}\n${line(50)}`)).statusCode).toBe(403);
    const pdf = await upload(admin, 'b.csv', Buffer.from('%PDF-1.4\n\0\0binary'));
    expect(pdf.statusCode).toBe(415);
  });

  it('lists merchant numbers for the import screen (owners and franchise members, not staff)', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: `${B}/merchants`, headers: staff.headers });
    const values = (res.json() as { value: string }[]).map((o) => o.value);
    expect(values).toEqual(expect.arrayContaining([m1.code, m2.code, franchise.code]));
    expect(values).not.toContain(m1staff.code);
  });
});
