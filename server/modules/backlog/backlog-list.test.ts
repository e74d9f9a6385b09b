import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BacklogRow } from '../../../contract/lists/backlog';
import { parseCsv } from './import';
import { createTestApp, type TestApp } from '../../test/app';
import { B, M, aadhaar, akn, nums, type Who, seedBacklog, backlogCalls } from '../../test/backlog';

let testApp: TestApp;
let admin: Who, staff: Who, m1: Who, m2: Who, m1staff: Who, franchise: Who;
beforeAll(async () => {
  testApp = await createTestApp();
  ({ admin, staff, m1, m2, m1staff, franchise } = await seedBacklog(testApp));
});
afterAll(() => testApp.close());
const { list, ok, exportFile } = backlogCalls(() => testApp);

describe('backlog list (back office)', () => {
  it('opens on status A, newest first, with total and filtered counts', async () => {
    const answer = await ok(staff, `${B}/pan-list`, {});
    expect(answer.totalRecords).toBe(30);
    expect(answer.filterRecords).toBe(10);
    expect(nums(answer)).toEqual([30, 27, 24, 21, 18, 15, 12, 9, 6, 3]);
    expect(answer.data[0]).toEqual({
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
    const whole = aadhaar('23456789012');
    const answer = await ok(admin, `${B}/pan-list`, {
      additionFilter: { status: '' },
      filters: [{ field: 'aadhaar_No', opt: 'equals', value1: whole.replace(/(\d{4})(?=\d)/g, '$1 ') }],
    });
    expect(nums(answer)).toEqual([1]);
    expect(answer.data[0].aadhaar_No).toBe(`XXXX XXXX ${whole.slice(-4)}`);
    // A record whose file carried only a mask shows its last four digits, and has no whole number to match.
    const masked = await ok(admin, `${B}/pan-list`, {
      additionFilter: { status: '' },
      filters: [{ field: 'akn_no', opt: 'equals', value1: akn(2) }],
    });
    expect(masked.data[0].aadhaar_No).toBe('XXXX XXXX 4321');
    const withNumber = await ok(admin, `${B}/pan-list`, {
      additionFilter: { status: '' },
      filters: [{ field: 'aadhaar_No', opt: 'notEmpty' }],
    });
    expect(nums(withNumber)).toEqual([1]);
    const contains = await list(admin, `${B}/pan-list`, {
      filters: [{ field: 'aadhaar_No', opt: 'contains', value1: '2345' }],
    });
    expect(contains.statusCode).toBe(400);
    // A part of a number, one with a wrong check digit, or the mask itself is refused, naming the filter.
    for (const value1 of [whole.slice(-4), whole.slice(0, 11) + ((Number(whole[11]) + 1) % 10), 'XXXX XXXX 4321']) {
      const res = await list(admin, `${B}/pan-list`, { filters: [{ field: 'aadhaar_No', opt: 'equals', value1 }] });
      expect(res.statusCode, value1).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['filters.0.value1']);
    }
    // The export carries the mask too, never the number.
    const csv = await exportFile(admin, B, 'csv', {
      additionFilter: { status: '' },
      filters: [{ field: 'aadhaar_No', opt: 'equals', value1: whole }],
      columns: ['akn_no', 'aadhaar_No'],
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(parseCsv(csv.body).map((r) => r.cells)).toEqual([
      ['Ack No', 'Aadhaar'],
      [akn(1), `XXXX XXXX ${whole.slice(-4)}`],
    ]);
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
    // The date's problem names the field as the toolbar shows it, in the reader's language.
    expect(reversed.json().errors).toEqual({ 'additionFilter.dt2': ['Must be on or after the From date'] });
    const hindi = { ...staff, headers: { ...staff.headers, 'accept-language': 'hi' } };
    const reversedHi = await list(hindi, `${B}/pan-list`, { additionFilter: { dt1: '2024-02-01', dt2: '2024-01-01' } });
    expect(reversedHi.json().errors).toEqual({
      'additionFilter.dt2': ['शुरू की तारीख़ के दिन या उसके बाद की होनी चाहिए'],
    });
    const badStatus = await list(staff, `${B}/pan-list`, { additionFilter: { status: 'X' } });
    expect(badStatus.statusCode).toBe(400);
    const unknown = await list(staff, `${B}/pan-list`, { additionFilter: { memno: m1.code } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/memno/);
  });

  it('pages with stable order and consistent counts; sorts by any sortable column, several at once', async () => {
    const seen: number[] = [];
    for (const start of [0, 10, 20, 30]) {
      const page = await ok(staff, `${B}/pan-list`, {
        start,
        additionFilter: { status: '' },
        sorts: [
          { column: 'pan_type', dir: 'asc' },
          { column: 'dated', dir: 'asc' },
        ],
      });
      expect([page.totalRecords, page.filterRecords]).toEqual([30, 30]);
      seen.push(...nums(page));
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
      const answer = await ok(staff, `${B}/pan-list`, {
        search: evil,
        additionFilter: { status: '' },
        filters: [{ field: 'name', opt: 'contains', value1: evil }],
      });
      expect(answer.filterRecords).toBe(0);
    }
    const answer = await ok(staff, `${B}/pan-list`, { additionFilter: { status: '' } });
    expect(answer.totalRecords).toBe(30);
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
      const answer = await ok(m2, `${M}/pan-list`, { ...body, additionFilter: { status: '' }, length: 100 });
      expect(
        answer.data.filter((r) => r.memno !== m2.code),
        JSON.stringify(body),
      ).toEqual([]);
      expect(answer.totalRecords).toBe(10);
    }
    for (const additionFilter of [{ memno: m1.code }, { status: '', memno: m1.code }, { scope: 'all' }]) {
      expect((await list(m2, `${M}/pan-list`, { additionFilter })).statusCode).toBe(400);
    }
    // Exports obey the same scope.
    const csv = await testApp.app.inject({
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
    expect(
      (await testApp.app.inject({ method: 'GET', url: `${B}/dw-ack/${akn(1)}`, headers: m1.headers })).statusCode,
    ).toBe(403);
    expect(
      (
        await testApp.app.inject({
          method: 'POST',
          url: `${B}/pan-list/export?format=csv`,
          headers: m1.headers,
          payload: { columns: ['akn_no'] },
        })
      ).statusCode,
    ).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: `${B}/merchants`, headers: m1.headers })).statusCode).toBe(
      403,
    );
    expect((await list(admin, `${M}/pan-list`, {})).statusCode).toBe(403);
    expect(
      (await testApp.app.inject({ method: 'POST', url: `${B}/pan-list`, payload: { length: 10, start: 0 } }))
        .statusCode,
    ).toBe(401);
  });
});
