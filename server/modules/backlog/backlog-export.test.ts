import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { BACKLOG_COLUMNS } from '../../../contract/lists/backlog';
import { EXPORT_ROW_CAP } from '../../../contract/table';
import { multipartFile } from '../../test/multipart';
import { parseCsv } from './import';
import { createTestApp, type TestApp } from '../../test/app';
import { B, M, akn, type Who, seedBacklog, backlogCalls } from '../../test/backlog';

let testApp: TestApp;
let admin: Who, staff: Who, m1: Who, m2: Who, m1staff: Who;
beforeAll(async () => {
  testApp = await createTestApp();
  ({ admin, staff, m1, m2, m1staff } = await seedBacklog(testApp));
});
afterAll(() => testApp.close());
afterEach(() => vi.useRealTimers());
const { ok, exportFile } = backlogCalls(() => testApp);

describe('exports', () => {
  const body = {
    additionFilter: { status: 'A' },
    sorts: [{ column: 'dated', dir: 'asc' }],
    columns: ['akn_no', 'dated', 'name', 'status', 'memno'],
    length: 10,
    start: 10,
  };
  const expectedAcks = [3, 6, 9, 12, 15, 18, 21, 24, 27, 30].map(akn);

  it('CSV: every filtered row (not just the page), the visible columns as labelled headers, named after the list and date', async () => {
    const res = await exportFile(staff, B, 'csv', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="backlog-pan-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parseCsv(res.body).map((r) => r.cells);
    expect(rows[0]).toEqual(['Ack No', 'Date', 'Name', 'Status', 'Merchant No']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(expectedAcks);
    expect(rows[1]).toEqual([akn(3), '03-Jan-2024', 'APPLICANT 3', 'Success', m1.code]);
  });

  it('Excel: the same rows and headers, dates as real dates', async () => {
    const res = await exportFile(staff, B, 'xlsx', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/backlog-pan-\d{4}-\d{2}-\d{2}\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(['Ack No', 'Date', 'Name', 'Status', 'Merchant No']);
    const acks: string[] = [];
    ws.eachRow((row, n) => {
      if (n > 1) acks.push(String(row.getCell(1).value));
    });
    expect(acks).toEqual(expectedAcks);
    expect(ws.getRow(2).getCell(2).value).toEqual(new Date('2024-01-03T00:00:00Z'));
    expect(ws.getRow(2).getCell(4).value).toBe('Success');
  });

  it('PDF: a landscape document with as many pages as the rows need', async () => {
    const res = await exportFile(staff, B, 'pdf', {
      ...body,
      additionFilter: { status: '' },
      columns: BACKLOG_COLUMNS.map((c) => c.field),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
  });

  it('PDF pages follow the row count', async () => {
    // 30 rows fit on one page; a merchant's larger set is tested by count: rows on page 1 + per page after.
    await testApp.database.query(
      `insert into backlog_records (transid, dated, akn_no, pan_type, name, memno, status)
       select 'P' || g, date '2023-06-01', (882000000000000 + g)::text, 'N', 'PAGER ' || g, $1, 'P' from generate_series(1, 100) g`,
      [m2.code],
    );
    try {
      const res = await exportFile(staff, B, 'pdf', {
        additionFilter: { status: 'P', dt2: '2023-12-31' },
        columns: ['akn_no', 'name'],
      });
      const pdf = res.rawPayload.toString('latin1');
      const pages = pdf.match(/\/Type \/Page\b/g)?.length ?? 0;
      expect(pages).toBeGreaterThanOrEqual(3);
      expect(pdf).toMatch(new RegExp(`/Count ${pages}\\b`));
    } finally {
      await testApp.database.query(`delete from backlog_records where akn_no like '882%'`);
    }
  });

  it('refuses unknown columns and formats, and rows above the cap with a clear 422', async () => {
    const col = await exportFile(staff, B, 'csv', { columns: ['akn_no', 'password_hash'] });
    expect(col.statusCode).toBe(400);
    expect(col.json().errors['columns.1']).toEqual(['Unknown column "password_hash"']);
    expect((await exportFile(staff, B, 'docx', { columns: ['akn_no'] })).statusCode).toBe(400);
    expect((await exportFile(staff, B, 'csv', { columns: [] })).statusCode).toBe(400);

    const cap = EXPORT_ROW_CAP.pdf;
    await testApp.database.query(
      `insert into backlog_records (transid, dated, akn_no, pan_type, name, memno, status)
       select 'C' || g, date '2020-01-01', (883000000000000 + g)::text, 'N', 'CAP ' || g, $1, 'F' from generate_series(1, $2::int) g`,
      [m2.code, cap + 1],
    );
    try {
      const res = await exportFile(staff, B, 'pdf', {
        additionFilter: { status: 'F', dt2: '2020-12-31' },
        columns: ['akn_no'],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/at most 20,000/);
      const csv = await exportFile(staff, B, 'csv', {
        additionFilter: { status: 'F', dt2: '2020-12-31' },
        columns: ['akn_no'],
      });
      expect(csv.statusCode).toBe(200);
      expect(parseCsv(csv.body)).toHaveLength(cap + 2);
      // A search matching more rows than the sparse path takes falls back to walking the date index, still exact.
      const broad = await ok(staff, `${B}/pan-list`, {
        search: 'cap',
        start: 20,
        sorts: [{ column: 'akn_no', dir: 'asc' }],
        additionFilter: { status: 'F' },
      });
      expect(broad.filterRecords).toBe(cap + 1);
      expect(broad.data.map((r) => r.name)).toEqual(Array.from({ length: 10 }, (_, i) => `CAP ${21 + i}`));
    } finally {
      await testApp.database.query(`delete from backlog_records where akn_no like '883%'`);
    }
  });
});

describe('acknowledgement downloads', () => {
  it('answers {file:{name}, tempUrl}; the link serves a PDF slip to that user only', async () => {
    const res = await testApp.app.inject({ method: 'GET', url: `${B}/dw-ack/${akn(4)}`, headers: staff.headers });
    expect(res.statusCode).toBe(200);
    const { file, tempUrl } = res.json();
    expect(file).toEqual({ name: `ACK-${akn(4)}.pdf` });
    expect(tempUrl).toMatch(/^\/api\/files\/[\w-]+\.[\w-]+$/);

    const got = await testApp.app.inject({ method: 'GET', url: tempUrl, headers: staff.headers });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain(`filename="ACK-${akn(4)}.pdf"`);
    expect(got.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await testApp.app.inject({ method: 'GET', url: tempUrl, headers: admin.headers })).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: tempUrl })).statusCode).toBe(401);
    const forged = tempUrl.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'));
    expect((await testApp.app.inject({ method: 'GET', url: forged, headers: staff.headers })).statusCode).toBe(403);
  });

  it('expires after a few minutes', async () => {
    const { tempUrl } = (
      await testApp.app.inject({ method: 'GET', url: `${B}/dw-ack/${akn(4)}`, headers: admin.headers })
    ).json();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    const late = await testApp.app.inject({ method: 'GET', url: tempUrl, headers: admin.headers });
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toMatch(/expired/);
  });

  it('lets a merchant download only its own acknowledgements (404 for others)', async () => {
    const own = await testApp.app.inject({ method: 'GET', url: `${M}/dw-ack/${akn(25)}`, headers: m2.headers });
    expect(own.statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: own.json().tempUrl, headers: m2.headers })).statusCode).toBe(
      200,
    );
    expect(
      (await testApp.app.inject({ method: 'GET', url: `${M}/dw-ack/${akn(5)}`, headers: m2.headers })).statusCode,
    ).toBe(404);
    expect(
      (await testApp.app.inject({ method: 'GET', url: `${M}/dw-ack/${akn(5)}`, headers: m1staff.headers })).statusCode,
    ).toBe(200);
    expect(
      (await testApp.app.inject({ method: 'GET', url: `${B}/dw-ack/999999999999999`, headers: staff.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await testApp.app.inject({ method: 'GET', url: `${B}/dw-ack/not-a-number`, headers: staff.headers })).statusCode,
    ).toBe(404);
  });

  it('serves the imported acknowledgement file once one is attached', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% original acknowledgement\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const up = multipartFile('file', 'ack.pdf', pdf, 'application/pdf');
    const notAdmin = await testApp.app.inject({
      method: 'POST',
      url: `${B}/ack-file/${akn(8)}`,
      headers: { ...staff.headers, ...up.headers },
      payload: up.payload,
    });
    expect(notAdmin.statusCode).toBe(403);
    const saved = await testApp.app.inject({
      method: 'POST',
      url: `${B}/ack-file/${akn(8)}`,
      headers: { ...admin.headers, ...up.headers },
      payload: up.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { tempUrl } = (
      await testApp.app.inject({ method: 'GET', url: `${M}/dw-ack/${akn(8)}`, headers: m1.headers })
    ).json();
    const got = await testApp.app.inject({ method: 'GET', url: tempUrl, headers: m1.headers });
    expect(got.rawPayload.equals(pdf)).toBe(true);

    const notPdf = multipartFile('file', 'ack.pdf', Buffer.from('hello'), 'application/pdf');
    const refused = await testApp.app.inject({
      method: 'POST',
      url: `${B}/ack-file/${akn(8)}`,
      headers: { ...admin.headers, ...notPdf.headers },
      payload: notPdf.payload,
    });
    expect(refused.statusCode).toBe(415);
  });

  it('a second acknowledgement file replaces the first: the new one is served and the old one is gone', async () => {
    const pdfOf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);
    const attach = async (pdf: Buffer) => {
      const up = multipartFile('file', 'ack.pdf', pdf, 'application/pdf');
      const res = await testApp.app.inject({
        method: 'POST',
        url: `${B}/ack-file/${akn(9)}`,
        headers: { ...admin.headers, ...up.headers },
        payload: up.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const ackFiles = () =>
      testApp.database.query<{ n: number }>(
        `select count(*)::int as n from stored_files where purpose = 'backlog_ack'`,
      );
    await attach(pdfOf('first'));
    const before = (await ackFiles())[0].n;
    const second = pdfOf('second');
    await attach(second);
    expect((await ackFiles())[0].n).toBe(before);
    const { tempUrl } = (
      await testApp.app.inject({ method: 'GET', url: `${M}/dw-ack/${akn(9)}`, headers: m1.headers })
    ).json();
    const got = await testApp.app.inject({ method: 'GET', url: tempUrl, headers: m1.headers });
    expect(got.rawPayload.equals(second)).toBe(true);
  });
});
