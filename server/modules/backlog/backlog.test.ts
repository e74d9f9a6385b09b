import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { isValidAadhaar } from '../../../contract/india';
import { BACKLOG_API, BACKLOG_COLUMNS, BacklogRow } from '../../../contract/lists/backlog';
import { EXPORT_ROW_CAP } from '../../../contract/table';
import { backlogRecords } from '../../db/schema';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { multipartFile } from '../../test/multipart';
import { parseCsv } from './import';

const B = BACKLOG_API.backend;
const M = BACKLOG_API.merchant;

let t: TestApp;
type Who = Awaited<ReturnType<typeof signedIn>>;
let admin: Who, staff: Who, m1: Who, m2: Who, m1staff: Who, franchise: Who;

/** A valid Aadhaar number (Verhoeff check digit) built from 11 digits. */
function aadhaar(base11: string): string {
  for (let d = 0; d < 10; d++) if (isValidAadhaar(base11 + d)) return base11 + d;
  throw new Error('no check digit');
}

const akn = (i: number) => String(881_000_000_000_000 + i);
const day = (i: number) => `2024-01-${String(i).padStart(2, '0')}`;

// 30 known records: 1–20 belong to m1, 21–30 to m2; status by i % 3 (0 → A, 1 → P, 2 → F); record i is dated 2024-01-i.
const STATUS = ['A', 'P', 'F'] as const;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  staff = await signedIn(t, 'staff');
  m1 = await signedIn(t, 'merchant', { kind: 'owner' });
  m2 = await signedIn(t, 'merchant', { kind: 'owner' });
  m1staff = await signedIn(t, 'merchant', { kind: 'staff', parentId: m1.id });
  // Staff see the backlog only with the NSDL PAN tick (staff-permission.test.ts: without it).
  await t.database.query(`insert into staff_permissions (user_id, services) values ($1, '{nsdl_pan}')`, [m1staff.id]);
  franchise = await signedIn(t, 'merchant', { kind: 'franchise', parentId: m1.id });
  await t.database.db.insert(backlogRecords).values(
    Array.from({ length: 30 }, (_, k) => {
      const i = k + 1;
      return {
        transid: `T${String(i).padStart(6, '0')}`,
        dated: day(i),
        aknNo: akn(i),
        panType: i % 2 ? ('N' as const) : ('C' as const),
        name: `APPLICANT ${i}`,
        cardname: `A ${i}`,
        aadhaarNo: i === 1 ? aadhaar('23456789012') : '',
        contactno: `98765${String(i).padStart(5, '0')}`,
        email: `person${i}@example.in`,
        memno: i <= 20 ? m1.code : m2.code,
        status: STATUS[i % 3],
      };
    }),
  );
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

type Row = Record<string, string>;
type ListAnswer = { data: Row[]; totalRecords: number; filterRecords: number };

async function list(who: Who, url: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: who.headers, payload: { length: 10, start: 0, ...body } });
}
async function ok(who: Who, url: string, body: Record<string, unknown>): Promise<ListAnswer> {
  const res = await list(who, url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const nums = (a: ListAnswer) => a.data.map((r) => Number(r.akn_no) - 881_000_000_000_000);

describe('backlog list (back office)', () => {
  it('opens on status A, newest first, with total and filtered counts', async () => {
    const a = await ok(staff, `${B}/pan-list`, {});
    expect(a.totalRecords).toBe(30);
    expect(a.filterRecords).toBe(10);
    expect(nums(a)).toEqual([30, 27, 24, 21, 18, 15, 12, 9, 6, 3]);
    expect(a.data[0]).toEqual({
      transid: 'T000030',
      dated: '2024-01-30',
      akn_no: akn(30),
      pan_type: 'C',
      name: 'APPLICANT 30',
      cardname: 'A 30',
      aadhaar_No: '',
      contactno: '9876500030',
      email: 'person30@example.in',
      memno: m2.code,
      status: 'A',
    });
    // The route sends rows as the SQL made them: every row must already be the contract's record.
    const all = await ok(staff, `${B}/pan-list`, { length: 100, additionFilter: { status: '' } });
    for (const row of all.data) expect(BacklogRow.strict().safeParse(row).success, JSON.stringify(row)).toBe(true);
  });

  it('masks Aadhaar and matches it only in full', async () => {
    const a = await ok(admin, `${B}/pan-list`, {
      additionFilter: { status: '' },
      filters: [{ field: 'aadhaar_No', opt: 'equals', value1: aadhaar('23456789012') }],
    });
    expect(nums(a)).toEqual([1]);
    expect(a.data[0].aadhaar_No).toMatch(/^XXXX XXXX \d{4}$/);
    const contains = await list(admin, `${B}/pan-list`, {
      filters: [{ field: 'aadhaar_No', opt: 'contains', value1: '2345' }],
    });
    expect(contains.statusCode).toBe(400);
  });

  it('filters by status (All, P) and an inclusive date range, counting the filtered rows', async () => {
    const all = await ok(staff, `${B}/pan-list`, { additionFilter: { status: '' } });
    expect([all.totalRecords, all.filterRecords]).toEqual([30, 30]);
    const pending = await ok(staff, `${B}/pan-list`, {
      additionFilter: { status: 'P', dt1: '2024-01-04', dt2: '2024-01-16' },
    });
    expect(pending.filterRecords).toBe(5);
    expect(nums(pending)).toEqual([16, 13, 10, 7, 4]);
    const from = await ok(staff, `${B}/pan-list`, { additionFilter: { status: null, dt1: '2024-01-25' } });
    expect(from.filterRecords).toBe(6);
    const until = await ok(staff, `${B}/pan-list`, { additionFilter: { status: 'F', dt2: '2024-01-05', dt1: '' } });
    expect(nums(until)).toEqual([5, 2]);
  });

  it('refuses a bad additionFilter, naming the key', async () => {
    const reversed = await list(staff, `${B}/pan-list`, { additionFilter: { dt1: '2024-02-01', dt2: '2024-01-01' } });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toHaveProperty(['additionFilter.dt2']);
    const badStatus = await list(staff, `${B}/pan-list`, { additionFilter: { status: 'X' } });
    expect(badStatus.statusCode).toBe(400);
    const unknown = await list(staff, `${B}/pan-list`, { additionFilter: { memno: m1.code } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/memno/);
  });

  it('pages with stable order and consistent counts; sorts by any sortable column, several at once', async () => {
    const seen: number[] = [];
    for (const start of [0, 10, 20, 30]) {
      const p = await ok(staff, `${B}/pan-list`, {
        start,
        additionFilter: { status: '' },
        sorts: [
          { column: 'pan_type', dir: 'asc' },
          { column: 'dated', dir: 'asc' },
        ],
      });
      expect([p.totalRecords, p.filterRecords]).toEqual([30, 30]);
      seen.push(...nums(p));
    }
    // C (even) before N (odd), each by date.
    expect(seen).toEqual([
      ...Array.from({ length: 15 }, (_, i) => (i + 1) * 2),
      ...Array.from({ length: 15 }, (_, i) => i * 2 + 1),
    ]);
    const big = await ok(staff, `${B}/pan-list`, { length: 20, start: 0, additionFilter: { status: '' } });
    expect(big.data).toHaveLength(20);
  });

  it('searches the searchable columns, every word, any case', async () => {
    // Both words must match somewhere in the row: "2" is in records 2, 12 and 20–29.
    const byName = await ok(staff, `${B}/pan-list`, { search: 'applicant 2', additionFilter: { status: '' } });
    expect(byName.filterRecords).toBe(12);
    const byAck = await ok(staff, `${B}/pan-list`, { search: akn(7).slice(-6), additionFilter: { status: '' } });
    expect(nums(byAck)).toEqual([7]);
    // Long numbers are looked up by their last six digits, then matched whole.
    expect(nums(await ok(staff, `${B}/pan-list`, { search: akn(7), additionFilter: { status: '' } }))).toEqual([7]);
    expect(
      (await ok(staff, `${B}/pan-list`, { search: `9${akn(7)}`, additionFilter: { status: '' } })).filterRecords,
    ).toBe(0);
    const byEmail = await ok(staff, `${B}/pan-list`, { search: 'PERSON12@', additionFilter: { status: '' } });
    expect(nums(byEmail)).toEqual([12]);
  });

  it('answers 400 naming an unknown field, operator, sort column or page size', async () => {
    const field = await list(staff, `${B}/pan-list`, {
      filters: [{ field: 'password_hash', opt: 'equals', value1: 'x' }],
    });
    expect(field.statusCode).toBe(400);
    expect(field.json()).toEqual({
      message: 'Unknown filter field "password_hash"',
      errors: { 'filters.0.field': ['Unknown filter field "password_hash"'] },
    });
    const op = await list(staff, `${B}/pan-list`, { filters: [{ field: 'name', opt: 'regex', value1: '.*' }] });
    expect(op.statusCode).toBe(400);
    expect(op.json().errors['filters.0.opt'][0]).toMatch(/"regex"/);
    const sort = await list(staff, `${B}/pan-list`, { sorts: [{ column: 'aadhaar_No', dir: 'asc' }] });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().errors['sorts.0.column']).toBeDefined();
    const size = await list(staff, `${B}/pan-list`, { length: 1000 });
    expect(size.statusCode).toBe(400);
    expect(size.json().errors.length).toBeDefined();
  });

  it('treats SQL-looking input as data', async () => {
    for (const evil of ["' or 1=1 --", "x'); delete from backlog_records; --", '%%%', '___']) {
      const a = await ok(staff, `${B}/pan-list`, {
        search: evil,
        additionFilter: { status: '' },
        filters: [{ field: 'name', opt: 'contains', value1: evil }],
      });
      expect(a.filterRecords).toBe(0);
    }
    const a = await ok(staff, `${B}/pan-list`, { additionFilter: { status: '' } });
    expect(a.totalRecords).toBe(30);
  });
});

describe('merchant scope', () => {
  it('shows a merchant only its own rows, and its staff the owner’s', async () => {
    const own = await ok(m2, `${M}/pan-list`, { additionFilter: { status: '' }, length: 50 });
    expect([own.totalRecords, own.filterRecords]).toEqual([10, 10]);
    expect(own.data.every((r) => r.memno === m2.code)).toBe(true);
    const staffView = await ok(m1staff, `${M}/pan-list`, { additionFilter: { status: '' }, length: 50 });
    expect(staffView.totalRecords).toBe(20);
    expect(staffView.data.every((r) => r.memno === m1.code)).toBe(true);
    const fr = await ok(franchise, `${M}/pan-list`, { additionFilter: { status: '' } });
    expect([fr.totalRecords, fr.data.length]).toEqual([0, 0]);
  });

  it('cannot be widened by any filter, search or additionFilter', async () => {
    const attempts: Record<string, unknown>[] = [
      { filters: [{ field: 'memno', opt: 'equals', value1: m1.code }] },
      { filters: [{ field: 'memno', opt: 'in', value1: [m1.code, m2.code] }] },
      { filters: [{ field: 'memno', opt: 'notEquals', value1: m2.code }] },
      {
        filters: [
          { field: 'memno', opt: 'contains', value1: 'PM' },
          { field: 'memno', opt: 'notEmpty' },
        ],
      },
      { search: m1.code },
      { search: akn(1) },
      { filters: [{ field: 'akn_no', opt: 'equals', value1: akn(5) }] },
      { filters: [{ field: 'name', opt: 'contains', value1: "' or memno <> '" }] },
    ];
    for (const body of attempts) {
      const a = await ok(m2, `${M}/pan-list`, { ...body, additionFilter: { status: '' }, length: 100 });
      expect(
        a.data.filter((r) => r.memno !== m2.code),
        JSON.stringify(body),
      ).toEqual([]);
      expect(a.totalRecords).toBe(10);
    }
    for (const additionFilter of [{ memno: m1.code }, { status: '', memno: m1.code }, { scope: 'all' }]) {
      expect((await list(m2, `${M}/pan-list`, { additionFilter })).statusCode).toBe(400);
    }
    // Exports obey the same scope.
    const csv = await t.app.inject({
      method: 'POST',
      url: `${M}/pan-list/export?format=csv`,
      headers: m2.headers,
      payload: {
        filters: [{ field: 'memno', opt: 'equals', value1: m1.code }],
        additionFilter: { status: '' },
        columns: ['akn_no', 'memno'],
      },
    });
    expect(csv.statusCode).toBe(200);
    expect(parseCsv(csv.body)).toHaveLength(1);
  });

  it('keeps merchants off back-office routes and the back office off merchant routes', async () => {
    expect((await list(m1, `${B}/pan-list`, {})).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${B}/dw-ack/${akn(1)}`, headers: m1.headers })).statusCode).toBe(
      403,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${B}/pan-list/export?format=csv`,
          headers: m1.headers,
          payload: { columns: ['akn_no'] },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${B}/merchants`, headers: m1.headers })).statusCode).toBe(403);
    expect((await list(admin, `${M}/pan-list`, {})).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `${B}/pan-list`, payload: { length: 10, start: 0 } })).statusCode,
    ).toBe(401);
  });
});

async function exportFile(who: Who, url: string, format: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `${url}/pan-list/export?format=${format}`,
    headers: who.headers,
    payload: body,
  });
}

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
    await t.database.query(
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
      await t.database.query(`delete from backlog_records where akn_no like '882%'`);
    }
  });

  it('refuses unknown columns and formats, and rows above the cap with a clear 422', async () => {
    const col = await exportFile(staff, B, 'csv', { columns: ['akn_no', 'password_hash'] });
    expect(col.statusCode).toBe(400);
    expect(col.json().errors['columns.1']).toEqual(['Unknown column "password_hash"']);
    expect((await exportFile(staff, B, 'docx', { columns: ['akn_no'] })).statusCode).toBe(400);
    expect((await exportFile(staff, B, 'csv', { columns: [] })).statusCode).toBe(400);

    const cap = EXPORT_ROW_CAP.pdf;
    await t.database.query(
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
      await t.database.query(`delete from backlog_records where akn_no like '883%'`);
    }
  });
});

describe('acknowledgement downloads', () => {
  it('answers {file:{name}, tempUrl}; the link serves a PDF slip to that user only', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${B}/dw-ack/${akn(4)}`, headers: staff.headers });
    expect(res.statusCode).toBe(200);
    const { file, tempUrl } = res.json();
    expect(file).toEqual({ name: `ACK-${akn(4)}.pdf` });
    expect(tempUrl).toMatch(/^\/api\/files\/[\w-]+\.[\w-]+$/);

    const got = await t.app.inject({ method: 'GET', url: tempUrl, headers: staff.headers });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain(`filename="ACK-${akn(4)}.pdf"`);
    expect(got.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await t.app.inject({ method: 'GET', url: tempUrl, headers: admin.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: tempUrl })).statusCode).toBe(401);
    const forged = tempUrl.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'));
    expect((await t.app.inject({ method: 'GET', url: forged, headers: staff.headers })).statusCode).toBe(403);
  });

  it('expires after a few minutes', async () => {
    const { tempUrl } = (
      await t.app.inject({ method: 'GET', url: `${B}/dw-ack/${akn(4)}`, headers: admin.headers })
    ).json();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    const late = await t.app.inject({ method: 'GET', url: tempUrl, headers: admin.headers });
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toMatch(/expired/);
  });

  it('lets a merchant download only its own acknowledgements (404 for others)', async () => {
    const own = await t.app.inject({ method: 'GET', url: `${M}/dw-ack/${akn(25)}`, headers: m2.headers });
    expect(own.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: own.json().tempUrl, headers: m2.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${M}/dw-ack/${akn(5)}`, headers: m2.headers })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `${M}/dw-ack/${akn(5)}`, headers: m1staff.headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `${B}/dw-ack/999999999999999`, headers: staff.headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${B}/dw-ack/not-a-number`, headers: staff.headers })).statusCode,
    ).toBe(404);
  });

  it('serves the imported acknowledgement file once one is attached', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% original acknowledgement\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const up = multipartFile('file', 'ack.pdf', pdf, 'application/pdf');
    const notAdmin = await t.app.inject({
      method: 'POST',
      url: `${B}/ack-file/${akn(8)}`,
      headers: { ...staff.headers, ...up.headers },
      payload: up.payload,
    });
    expect(notAdmin.statusCode).toBe(403);
    const saved = await t.app.inject({
      method: 'POST',
      url: `${B}/ack-file/${akn(8)}`,
      headers: { ...admin.headers, ...up.headers },
      payload: up.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { tempUrl } = (
      await t.app.inject({ method: 'GET', url: `${M}/dw-ack/${akn(8)}`, headers: m1.headers })
    ).json();
    const got = await t.app.inject({ method: 'GET', url: tempUrl, headers: m1.headers });
    expect(got.rawPayload.equals(pdf)).toBe(true);

    const notPdf = multipartFile('file', 'ack.pdf', Buffer.from('hello'), 'application/pdf');
    const refused = await t.app.inject({
      method: 'POST',
      url: `${B}/ack-file/${akn(8)}`,
      headers: { ...admin.headers, ...notPdf.headers },
      payload: notPdf.payload,
    });
    expect(refused.statusCode).toBe(415);
  });
});

describe('import', () => {
  const header = 'transid,dated,akn_no,pan_type,name,cardname,aadhaar_No,contactno,email,memno,status';
  const line = (i: number, over: Partial<Record<string, string>> = {}) => {
    const v = {
      transid: `IMP${i}`,
      dated: '15-03-2024',
      akn_no: String(884_000_000_000_000 + i),
      pan_type: 'N',
      name: `IMPORTED ${i}`,
      cardname: '',
      aadhaar_No: '',
      contactno: '+91 98765 43210',
      email: '',
      memno: m2.code,
      status: 'P',
      ...over,
    };
    return header
      .split(',')
      .map((k) => v[k as keyof typeof v])
      .join(',');
  };
  const upload = (who: Who, name: string, content: Buffer | string) => {
    const mp = multipartFile('file', name, content, 'text/csv');
    return t.app.inject({
      method: 'POST',
      url: `${B}/import`,
      headers: { ...who.headers, ...mp.headers },
      payload: mp.payload,
    });
  };
  const count = async () =>
    Number(
      (
        await t.database.query<{ n: string | number }>(
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
    const rows = await t.database.query<Record<string, string>>(
      `select akn_no, to_char(dated, 'YYYY-MM-DD') as dated, status, pan_type, contactno, email, cardname, memno from backlog_records where akn_no like '884%' order by akn_no`,
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
      (await t.database.query<{ n: string | number }>('select count(*) as n from backlog_records'))[0].n,
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
    const a = await ok(m1, `${M}/pan-list`, {
      additionFilter: { status: '' },
      filters: [{ field: 'name', opt: 'startsWith', value1: 'excel' }],
      sorts: [{ column: 'transid', dir: 'asc' }],
    });
    expect(a.data.map((r) => [r.akn_no, r.dated, r.status])).toEqual([
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
    const res = await t.app.inject({ method: 'GET', url: `${B}/merchants`, headers: staff.headers });
    const values = (res.json() as { value: string }[]).map((o) => o.value);
    expect(values).toEqual(expect.arrayContaining([m1.code, m2.code, franchise.code]));
    expect(values).not.toContain(m1staff.code);
  });
});

describe('search counts kept until the backlog changes (decision 0041)', () => {
  // More matches than the probe collects (SPARSE_LIMIT), so the count is taken by a scan and kept.
  const MANY = 4500;
  const FIRST_M2 = 2201;
  beforeAll(async () => {
    await t.database.query(
      `insert into backlog_records (transid, dated, akn_no, pan_type, name, memno, status)
       select 'CNT' || i, date '2024-04-01' + (i % 10), (885000000000000 + i)::text, 'N', 'COUNTED ' || i, case when i < $3 then $1 else $2 end, 'A'
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
    const res = await t.app.inject({
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
    await t.database.query('alter table backlog_records disable trigger backlog_records_notify_change');
    await t.database.query(
      `insert into backlog_records (transid, dated, akn_no, pan_type, name, memno, status) values ($1, '2024-05-01', $2, 'N', $3, $4, 'A')`,
      [`CNT${i}`, String(885_000_000_000_000 + i), `COUNTED ${i}`, memno],
    );
    await t.database.query('alter table backlog_records enable trigger backlog_records_notify_change');
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
    await t.database.query(`delete from backlog_records where transid = $1`, [`CNT${MANY + 2}`]);
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
    await t.database.query(`update backlog_records set status = status where false`);
    await settle();
    expect(await search(m2, `${M}/pan-list`)).toMatchObject({ filterRecords: m2Rows + 1, totalRecords: m2Total + 1 });
  });
});
