import { expect, test } from 'vitest';
import { field, useBrowser } from './support/browser';
import { url } from './support/env';
import { M_API, sellingMerchant } from './support/pan';
import { signInViaApi } from './support/session';

// Issue 29: a draft saved on a phone without a network is kept there and sent once when the network is back.

const browser = useBrowser();
const M_UI = '/merchant/product/nsdl-pan/physical';

/** How many offline copies the tab's IndexedDB holds. */
const copiesOnPhone = (page: import('playwright-core').Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('portal-offline-drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('drafts', 'readonly').objectStore('drafts').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );

test(
  'a draft saved offline shows "saved on this phone" and reaches the list exactly once when back online',
  { timeout: 180_000 },
  async () => {
    const m = await sellingMerchant(100);
    const page = await browser.newPage();
    await signInViaApi(page, m.account);
    await page.goto(url(`${M_UI}/individual/N/apply`));
    const surname = `Offline${'abcdefghij'[Date.now() % 10]}${'klmnopqrst'[Math.floor(Date.now() / 10) % 10]}`;
    await field(page, 'First name').fill('Ravi');
    await field(page, 'Last name (surname)').fill(surname);

    await browser.context.setOffline(true);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect
      .poll(() => page.getByText('Saved on this phone — it will be sent when the network is back.').isVisible())
      .toBe(true);
    expect(await copiesOnPhone(page)).toBe(1);

    await browser.context.setOffline(false);
    await expect
      .poll(() => page.getByText('The draft saved on this phone has been sent to the portal.').isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await expect.poll(() => copiesOnPhone(page)).toBe(0);

    // A draft is in the incomplete list (the "all" list is of submitted applications).
    const list = await m.api.post<{ data: unknown[] }>(`${M_API}/lists/incomplete`, { length: 100, start: 0 });
    expect(list.data.filter((row) => JSON.stringify(row).includes(surname))).toHaveLength(1);
    await page.goto(url(`${M_UI}/incomplete/list`));
    await expect.poll(() => page.getByRole('cell', { name: new RegExp(surname, 'i') }).count()).toBe(1);
  },
);
