import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useBrowser, waitForPath } from './support/browser';
import { env, url } from './support/env';
import { apiAs, type Me } from './support/api';
import { signInViaApi } from './support/session';
import { daysAgo, downloadOf, pickDate, requestBodyOf, tableColumn, tableRecords } from './support/ui';

// Browser: the backlog PAN list (docs/product.md#backlog-pan-records) on the shared DataTable, in the back office and
// (its scope) in the merchant area. The records are imported once, through the admin's import endpoint.

const browser = useBrowser();

const BACKEND_PAGE = '/backend/actions/nsdl-pan/physical/backlog-data';
const MERCHANT_PAGE = '/merchant/product/nsdl-pan/physical/backlog-data';
const BACKEND_LIST = '/api/backend/nsdl-pan/backlog/pan-list';

type Rec = { transid: string; dated: string; akn: string; name: string; memno: string; status: 'A' | 'P' | 'F' };

// A word every record of this run holds (in its token number), so the list can be narrowed to this run's
// rows even on a database that has older ones: the CI run starts empty, a developer's may not.
const stamp = `E${Date.now().toString(36).toUpperCase()}`;
const NAMES = ['AARAV', 'BHAVNA', 'CHETAN', 'DIVYA'];
const STATUS_LABEL = { A: 'Success', P: 'Pending', F: 'Failed' } as const;
let records: Rec[] = [];
let mine: Rec[] = [];
let merchantCode = '';

beforeAll(async () => {
  const merchant = await apiAs(env.merchant);
  merchantCode = (await merchant.get<Me>('/api/auth/me')).code;
  const otherCode = (await (await apiAs(env.merchant2)).get<Me>('/api/auth/me')).code;

  // 16 records, one a day going back from two days ago: 13 of merchant1 (11 A, 1 P, 1 F), then 3 of
  // merchant2 (2 A, 1 P). Names repeat every four rows, so a sort by name needs the date to break ties.
  const ackBase = String(Date.now()).slice(-12);
  records = Array.from({ length: 16 }, (_, i): Rec => {
    const own = i < 13;
    const status = i === 11 || i === 15 ? 'P' : i === 12 ? 'F' : 'A';
    return {
      transid: `${stamp}-${String(i).padStart(2, '0')}`,
      dated: daysAgo(2 + i),
      akn: `${ackBase}${String(i).padStart(3, '0')}`,
      name: NAMES[i % NAMES.length],
      memno: own ? merchantCode : otherCode,
      status,
    };
  });
  mine = records.filter((r) => r.memno === merchantCode);

  const header = 'transid,dated,akn_no,pan_type,name,cardname,aadhaar_No,contactno,email,memno,status';
  const lines = records.map((r, i) =>
    [
      r.transid,
      r.dated,
      r.akn,
      i % 2 ? 'C' : 'N',
      r.name,
      `${r.name} KUMAR`,
      '',
      `98765${String(43210 + i)}`,
      `applicant${i}@example.in`,
      r.memno,
      r.status,
    ].join(','),
  );
  const admin = await apiAs(env.admin);
  const result = await admin.upload<{ imported: number }>('/api/backend/nsdl-pan/backlog/import', {
    file: { name: `backlog-${stamp}.csv`, type: 'text/csv', data: Buffer.from([header, ...lines].join('\r\n')) },
  });
  expect(result.imported).toBe(records.length);
});

const acks = (rows: Rec[]) => rows.map((r) => r.akn);
const sortedAcks = (rows: Rec[]) => acks(rows).sort();

async function openList(page: Page, query = '', account = env.admin, path = BACKEND_PAGE): Promise<Locator> {
  await signInViaApi(page, account);
  await page.goto(url(`${path}${query}`));
  const table = page.getByRole('table', { name: 'Backlog PAN list' });
  await table.waitFor();
  return table;
}

/** The summary line under the table, e.g. 'Showing 1–10 of 13 filtered (20 total)'. */
function summary(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: /^Showing / });
}

/** Waits until the table shows exactly these records (by Ack No), in any order. */
async function expectAcks(table: Locator, expected: string[]) {
  await expect
    .poll(async () => (await tableColumn(table, 'Ack No')).sort(), { timeout: 15_000 })
    .toEqual([...expected].sort());
}

const params = (page: Page) => new URL(page.url()).searchParams;

/** One choice of the list's Status control (docs/product.md#backlog-pan-records: All, Success, Pending, Failed). */
const statusOption = (page: Page, label: string) =>
  page.getByRole('radiogroup', { name: 'Status' }).getByText(label, { exact: true });

describe('backlog PAN list in the back office', () => {
  test('opens on status A (Success) and shows only successful records', async () => {
    const page = await browser.newPage();
    await signInViaApi(page, env.admin);
    const body = await requestBodyOf<{ additionFilter?: { status?: string } }>(page, BACKEND_LIST, () =>
      page.goto(url(BACKEND_PAGE)),
    );
    expect(body.additionFilter?.status).toBe('A');
    const table = page.getByRole('table', { name: 'Backlog PAN list' });
    await expect.poll(() => page.getByRole('radio', { name: 'Success' }).isChecked()).toBe(true);
    // Whatever else the database holds, every row shown is a success.
    await expect.poll(async () => (await tableRecords(table)).length).toBeGreaterThan(0);
    expect(new Set(await tableColumn(table, 'Status'))).toEqual(new Set(['Success']));

    // Narrowed to this run's records: its 13 successes, ten on the first page.
    await page.getByPlaceholder('Search all columns...').fill(stamp);
    await summary(page).filter({ hasText: 'of 13 filtered' }).waitFor();
    const shown = await tableColumn(table, 'Ack No');
    expect(shown).toHaveLength(10);
    for (const a of shown) expect(acks(records.filter((r) => r.status === 'A'))).toContain(a);
  });

  test('changing the status shows that status, and All shows every record', async () => {
    const page = await browser.newPage();
    const table = await openList(page, `?q=${stamp}`);
    await summary(page).filter({ hasText: 'of 13 filtered' }).waitFor();

    const pending = await requestBodyOf<{ additionFilter: { status: string } }>(page, BACKEND_LIST, () =>
      statusOption(page, 'Pending').click(),
    );
    expect(pending.additionFilter.status).toBe('P');
    expect(params(page).get('status')).toBe('P');
    await expectAcks(table, acks(records.filter((r) => r.status === 'P')));
    expect(new Set(await tableColumn(table, 'Status'))).toEqual(new Set([STATUS_LABEL.P]));

    await statusOption(page, 'Failed').click();
    await expectAcks(table, acks(records.filter((r) => r.status === 'F')));
    expect(await tableColumn(table, 'Status')).toEqual([STATUS_LABEL.F]);

    const all = await requestBodyOf<{ additionFilter: { status: string } }>(page, BACKEND_LIST, () =>
      statusOption(page, 'All').click(),
    );
    expect(all.additionFilter.status).toBe('');
    await summary(page)
      .filter({ hasText: `of ${records.length} filtered` })
      .waitFor();
  });

  test('a date range picked in the calendars narrows the list to those days', async () => {
    const page = await browser.newPage();
    const table = await openList(page, `?q=${stamp}`);
    await summary(page).filter({ hasText: 'of 13 filtered' }).waitFor();

    // Records 3 to 8 (five to ten days ago), all successes of merchant1.
    const from = daysAgo(10);
    const to = daysAgo(5);
    await pickDate(page, page.getByLabel('From date'), from);
    await expect.poll(() => params(page).get('dt1')).toBe(from);
    const body = await requestBodyOf<{ additionFilter: Record<string, string> }>(
      page,
      BACKEND_LIST,
      () => pickDate(page, page.getByLabel('To date'), to),
      (b) => 'dt2' in b.additionFilter,
    );
    expect(body.additionFilter).toEqual({ status: 'A', dt1: from, dt2: to });
    expect(params(page).get('dt2')).toBe(to);
    const expected = records.filter((r) => r.status === 'A' && r.dated >= from && r.dated <= to);
    expect(expected).toHaveLength(6);
    await expectAcks(table, acks(expected));
    // The pickers show the docs/product.md#input-rules format, DD/MM/YYYY.
    const [y, m, d] = from.split('-');
    await expect.poll(() => page.getByLabel('From date').innerText()).toContain(`${d}/${m}/${y}`);
  });

  test('a header click sorts, and a shift-click on a second header sorts by both', async () => {
    const page = await browser.newPage();
    const table = await openList(page, `?q=${stamp}&status=all&size=20`);
    await summary(page)
      .filter({ hasText: `of ${records.length} filtered` })
      .waitFor();

    const nameHeader = page.getByRole('columnheader', { name: 'Name', exact: true });
    const dateHeader = page.getByRole('columnheader', { name: 'Date', exact: true });
    const first = await requestBodyOf<{ sorts: unknown[] }>(page, BACKEND_LIST, () =>
      nameHeader.getByRole('button').click(),
    );
    expect(first.sorts).toEqual([{ column: 'name', dir: 'asc' }]);
    expect(params(page).get('sort')).toBe('name');
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(async () => isSorted(await tableColumn(table, 'Name'))).toBe(true);

    const both = await requestBodyOf<{ sorts: unknown[] }>(page, BACKEND_LIST, () =>
      dateHeader.getByRole('button').click({ modifiers: ['Shift'] }),
    );
    expect(both.sorts).toEqual([
      { column: 'name', dir: 'asc' },
      { column: 'dated', dir: 'asc' },
    ]);
    expect(params(page).get('sort')).toBe('name,dated');
    await expect.poll(() => dateHeader.getAttribute('aria-sort')).toBe('ascending');
    // The name sort stays first: its header keeps 'ascending' and both show their place in the order.
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    const byNameThenDate = [...records].sort((a, b) => a.name.localeCompare(b.name) || a.dated.localeCompare(b.dated));
    await expect.poll(() => tableColumn(table, 'Ack No')).toEqual(acks(byNameThenDate));

    // Shift-click again turns the second sort around, leaving the first alone.
    await dateHeader.getByRole('button').click({ modifiers: ['Shift'] });
    await expect.poll(() => params(page).get('sort')).toBe('name,-dated');
    const byNameThenDateDesc = [...records].sort(
      (a, b) => a.name.localeCompare(b.name) || b.dated.localeCompare(a.dated),
    );
    await expect.poll(() => tableColumn(table, 'Ack No')).toEqual(acks(byNameThenDateDesc));
  });

  test('a page-size change shows more rows per page and asks the server for them', async () => {
    const page = await browser.newPage();
    const table = await openList(page, `?q=${stamp}&status=all`);
    await summary(page)
      .filter({ hasText: `Showing 1–10 of ${records.length} filtered` })
      .waitFor();
    expect(await tableColumn(table, 'Ack No')).toHaveLength(10);
    // S# runs across pages: the second page starts at 11.
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(async () => (await tableColumn(table, 'S#'))[0]).toBe('11');

    const body = await requestBodyOf<{ length: number; start: number }>(page, BACKEND_LIST, () =>
      page.getByLabel('Rows per page').selectOption('20'),
    );
    expect(body).toMatchObject({ length: 20, start: 0 });
    expect(params(page).get('size')).toBe('20');
    await summary(page)
      .filter({ hasText: `Showing 1–${records.length} of ${records.length} filtered` })
      .waitFor();
    await expectAcks(table, acks(records));
  });

  test("the global search 'Search all columns...' finds a record by its token number", async () => {
    const page = await browser.newPage();
    const table = await openList(page, '?status=all');
    const target = records[7];
    const search = page.getByPlaceholder('Search all columns...');
    const body = await requestBodyOf<{ search: string }>(page, BACKEND_LIST, () => search.fill(target.transid));
    expect(body.search).toBe(target.transid);
    expect(params(page).get('q')).toBe(target.transid);
    await expectAcks(table, [target.akn]);
    const [row] = await tableRecords(table);
    expect(row).toMatchObject({ 'Token No': target.transid, Name: target.name, 'Merchant No': target.memno });

    // A word in another searchable column (the email, in the columns menu) finds its record too.
    await search.fill('applicant3@example.in');
    await expectAcks(table, [records[3].akn]);
  });

  test("a row's acknowledgement downloads as a PDF named after its ack number", async () => {
    const page = await browser.newPage();
    await openList(page, `?q=${records[4].transid}`);
    const link = page.getByRole('button', { name: `Download acknowledgement ${records[4].akn}` });
    const file = await downloadOf(page, () => link.click());
    expect(file.name).toBe(`ACK-${records[4].akn}.pdf`);
    expect(file.data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.data.length).toBeGreaterThan(500);
  });

  test('an Excel export holds every filtered row (not just the page) with the visible columns', async () => {
    const page = await browser.newPage();
    // All statuses, nine to fourteen days ago: records 7 to 12 (four successes, a pending, a failure).
    const from = daysAgo(14);
    const to = daysAgo(9);
    const table = await openList(page, `?q=${stamp}&status=all&dt1=${from}&dt2=${to}&size=10`);
    const expected = records.filter((r) => r.dated >= from && r.dated <= to);
    expect(expected).toHaveLength(6);
    await expectAcks(table, acks(expected));

    await page.getByRole('button', { name: 'Export' }).click();
    const file = await downloadOf(page, () => page.getByRole('menuitem', { name: 'Excel' }).click());
    expect(file.name).toMatch(/^backlog-pan-\d{4}-\d{2}-\d{2}\.xlsx$/);

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.data as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const rows: string[][] = [];
    ws.eachRow((row) =>
      rows.push(
        (row.values as unknown[])
          .slice(1)
          .map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? ''))),
      ),
    );
    const [head, ...data] = rows;
    // The columns on screen: PAN type, name on card, Aadhaar and contact details wait in the columns menu.
    expect(head).toEqual(['Token No', 'Date', 'Ack No', 'Name', 'Merchant No', 'Status']);
    const col = (label: string) => data.map((r) => r[head.indexOf(label)]);
    expect(data).toHaveLength(expected.length);
    expect(col('Ack No').sort()).toEqual(sortedAcks(expected));
    expect(col('Token No').sort()).toEqual(expected.map((r) => r.transid).sort());
    expect(col('Date').sort()).toEqual(expected.map((r) => r.dated).sort());
    expect(new Set(col('Status'))).toEqual(new Set(expected.map((r) => STATUS_LABEL[r.status])));
  });
});

describe('backlog PAN list in the merchant area', () => {
  test("a merchant sees only its own records, never another merchant's", async () => {
    const page = await browser.newPage();
    const table = await openList(page, `?q=${stamp}&status=all&size=20`, env.merchant, MERCHANT_PAGE);
    await waitForPath(page, MERCHANT_PAGE);
    await expectAcks(table, acks(mine));
    expect(new Set(await tableColumn(table, 'Merchant No'))).toEqual(new Set([merchantCode]));
    await summary(page)
      .filter({ hasText: `of ${mine.length} filtered` })
      .waitFor();
    // Searching for another merchant's token number finds nothing here.
    const theirs = records.find((r) => r.memno !== merchantCode)!;
    await page.getByPlaceholder('Search all columns...').fill(theirs.transid);
    await page.getByText('No records found').waitFor();
  });
});

function isSorted(values: string[]): boolean {
  return values.every((v, i) => i === 0 || values[i - 1].localeCompare(v) <= 0);
}
