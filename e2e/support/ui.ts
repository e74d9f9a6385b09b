import fs from 'node:fs';
import type { Download, Locator, Page, Request } from 'playwright-core';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** YYYY-MM-DD of the day `days` before today (UTC), for data that must lie in the past. */
export function daysAgo(days: number, from = new Date()): string {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() - days)).toISOString().slice(0, 10);
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
  // The open calendar is the only one on the page; its controls carry data-direction.
  const day = page.getByRole('button', { name: dayLabel(iso), exact: true }).filter({ visible: true });
  const [y, m] = iso.split('-').map(Number);
  for (let i = 0; i < 36; i++) {
    if (await day.count()) break;
    const header = page.locator('[data-direction="previous"]').filter({ visible: true }).first();
    await header.waitFor();
    // Which way: compare the shown month (the level button's text, e.g. 'November 2026') with the target.
    const shown = (await page.locator('[data-direction="previous"] + *').filter({ visible: true }).first().innerText()).trim();
    const [name, year] = shown.split(/\s+/);
    const back = Number(year) * 12 + MONTHS.indexOf(name) > y * 12 + (m - 1);
    await page.locator(`[data-direction="${back ? 'previous' : 'next'}"]`).filter({ visible: true }).first().click();
  }
  await day.first().click();
}

/**
 * A DataTable's rows as records keyed by the header labels (the S# column included), read in one go from
 * the DOM. The 'No records found' / 'Loading...' row, a single cell, is left out.
 */
export async function tableRecords(table: Locator): Promise<Record<string, string>[]> {
  return table.evaluate((t) => {
    const heads = [...t.querySelectorAll('thead tr:first-child th')].map((th) => th.getAttribute('aria-label') ?? th.textContent?.trim() ?? '');
    return [...t.querySelectorAll('tbody tr')]
      .filter((tr) => tr.children.length === heads.length && heads.length > 1)
      .map((tr) => Object.fromEntries([...tr.children].map((td, i) => [heads[i], (td as HTMLElement).innerText.trim()])));
  });
}

/** One column of a DataTable, top to bottom. */
export async function tableColumn(table: Locator, label: string): Promise<string[]> {
  return (await tableRecords(table)).map((r) => r[label]);
}

/** Runs `action` and returns the download it starts, saved, with its suggested name and its bytes. */
export async function downloadOf(page: Page, action: () => Promise<unknown>): Promise<{ name: string; data: Buffer; download: Download }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), action()]);
  const failure = await download.failure();
  if (failure) throw new Error(`the download of ${download.suggestedFilename()} failed: ${failure}`);
  const file = await download.path();
  return { name: download.suggestedFilename(), data: fs.readFileSync(file), download };
}

/** The JSON body of the next POST to this API path the page sends while `action` runs. */
export async function requestBodyOf<T = Record<string, unknown>>(page: Page, pathname: string, action: () => Promise<unknown>): Promise<T> {
  const [req] = await Promise.all([
    page.waitForRequest((r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === pathname),
    action(),
  ]);
  return req.postDataJSON() as T;
}
