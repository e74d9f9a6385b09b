import fs from 'node:fs';
import type { Download, Locator, Page, Request } from 'playwright-core';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** YYYY-MM-DD of the day `days` before today (UTC), for data that must lie in the past. */
export function daysAgo(days: number, from = new Date()): string {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() - days))
    .toISOString()
    .slice(0, 10);
}

/** Mantine's day buttons are labelled 'D MMMM YYYY' (e.g. '5 November 2026'). */
function dayLabel(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/**
 * Picks a day in a Mantine DatePickerInput as a person does: opens the calendar, goes back (or on) month
 * by month until the day is shown, and clicks it. `picker` is the input (a button), found by its label.
 */
export async function pickDate(page: Page, picker: Locator, iso: string): Promise<void> {
  await picker.click();
  // The calendar this picker opened (another one may still be fading out): the open popover's target
  // names its dropdown in aria-controls.
  await expectAttribute(picker, 'aria-expanded', 'true');
  const dropdownId = await picker.getAttribute('aria-controls');
  const calendar = dropdownId ? page.locator(`[id="${dropdownId}"]`) : page.locator('body');
  // Its month arrows carry data-direction; the month it shows is the text of the level button between them.
  const level = calendar.locator('[data-direction="previous"] + *').first();
  const [y, m] = iso.split('-').map(Number);
  const target = y * 12 + (m - 1);
  await level.waitFor();
  for (let i = 0; i < 36; i++) {
    const shown = await shownMonth(level);
    if (shown === target) break;
    await calendar
      .locator(`[data-direction="${shown > target ? 'previous' : 'next'}"]`)
      .first()
      .click();
    await monthChanged(level, shown);
  }
  await calendar
    .getByRole('button', { name: dayLabel(iso), exact: true })
    .first()
    .click();
}

async function expectAttribute(el: Locator, name: string, value: string): Promise<void> {
  for (let t = 0; t < 100; t++) {
    if ((await el.getAttribute(name)) === value) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${name} never became ${value}`);
}

/** The month a calendar's level button shows ('November 2026'), as a month count. */
async function shownMonth(level: Locator): Promise<number> {
  const [name, year] = (await level.innerText()).trim().split(/\s+/);
  return Number(year) * 12 + MONTHS.indexOf(name);
}

/** Waits until the calendar no longer shows the month it showed before a click on its arrows. */
async function monthChanged(level: Locator, before: number): Promise<void> {
  for (let t = 0; t < 100; t++) {
    if ((await shownMonth(level)) !== before) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the calendar did not move to another month');
}

/**
 * A DataTable's rows as records keyed by the header labels (the S# column included), read in one go from
 * the DOM. The 'No records found' / 'Loading...' row, a single cell, is left out.
 */
export async function tableRecords(table: Locator): Promise<Record<string, string>[]> {
  return table.evaluate((t) => {
    const heads = [...t.querySelectorAll('thead tr:first-child th')].map(
      (th) => th.getAttribute('aria-label') ?? th.textContent?.trim() ?? '',
    );
    return [...t.querySelectorAll('tbody tr')]
      .filter((tr) => tr.children.length === heads.length && heads.length > 1)
      .map((tr) =>
        Object.fromEntries([...tr.children].map((td, i) => [heads[i], (td as HTMLElement).innerText.trim()])),
      );
  });
}

/** One column of a DataTable, top to bottom. */
export async function tableColumn(table: Locator, label: string): Promise<string[]> {
  return (await tableRecords(table)).map((r) => r[label]);
}

/** Runs `action` and returns the download it starts, saved, with its suggested name and its bytes. */
export async function downloadOf(
  page: Page,
  action: () => Promise<unknown>,
): Promise<{ name: string; data: Buffer; download: Download }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), action()]);
  const failure = await download.failure();
  if (failure) throw new Error(`the download of ${download.suggestedFilename()} failed: ${failure}`);
  const file = await download.path();
  return { name: download.suggestedFilename(), data: fs.readFileSync(file), download };
}

/**
 * The JSON body of the next POST to this API path the page sends while `action` runs (the next one whose
 * body passes `match`, if given: a request for an earlier change may still be on its way).
 */
export async function requestBodyOf<T = Record<string, unknown>>(
  page: Page,
  pathname: string,
  action: () => Promise<unknown>,
  match: (body: T) => boolean = () => true,
): Promise<T> {
  const [req] = await Promise.all([
    page.waitForRequest(
      (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === pathname && match(r.postDataJSON() as T),
    ),
    action(),
  ]);
  return req.postDataJSON() as T;
}

/**
 * Every label/value pair of the page's description lists (the read-only details of docs/product.md#registration-review and the
 * KYC review), by the label's own text (CSS may show it upper-case).
 */
export async function detailValues(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (const dt of document.querySelectorAll('dl dt')) {
      const dd = dt.nextElementSibling;
      if (dd?.tagName === 'DD') out[(dt.textContent ?? '').trim()] = ((dd as HTMLElement).innerText ?? '').trim();
    }
    return out;
  });
}

/** Chooses a file for a file input (a Mantine FileInput is a button that opens the chooser) as a person does. */
export async function chooseFile(
  page: Page,
  button: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(file);
}

/**
 * Types into a DataTable's 'Search all columns...' box and waits until the search is committed (the
 * list writes it to the URL after a pause in typing). Clicking a row before then can be undone: the
 * late commit navigates back to the list while the clicked route is still loading.
 */
export async function searchTable(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder('Search all columns...').fill(text);
  await page.waitForURL((u) => u.searchParams.get('q') === text, { waitUntil: 'commit' });
}

/** A Mantine Select by its label (its option list is labelled by the same text, so only the textbox is taken). */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page.getByRole('textbox', { name: new RegExp(`^${escaped}(\\s*\\*)?$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Ticks the applicant's consent to the form's privacy notice, above its submit button (docs/decisions/0067). */
export async function agreeToPrivacyNotice(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /agrees to the processing of their data/ }).check();
}
