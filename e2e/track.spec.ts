import { describe, expect, test } from 'vitest';
import { useBrowser } from './support/browser';
import { url } from './support/env';
import { applicationViaApi, sellingMerchant } from './support/pan';

// Browser, signed out: the customer opens the receipt's QR address, gives the date of birth and sees the stage, in
// plain words, with the initials and the shop, and the Hindi page says the same.

const browser = useBrowser();

describe('public status page', () => {
  test('a receipt’s number and the date of birth show where the application is', { timeout: 120_000 }, async () => {
    const m = await sellingMerchant(1000);
    const app = await applicationViaApi(m.api, 'acknowledged', { first: 'Sachin', last: 'Gokhale' });
    const page = await browser.newPage();

    await page.goto(url(`/track?n=${app.tokenNo}`));
    await expect.poll(() => page.getByLabel(/Receipt or acknowledgement number/).inputValue()).toBe(app.tokenNo);
    await page.getByLabel(/Applicant's date of birth/).fill('1988-02-10');
    await page.getByRole('button', { name: 'Check status' }).click();
    const result = page.getByTestId('track-result');
    await result.getByRole('heading', { name: 'NSDL PAN application for S. G.' }).waitFor();
    expect(await result.getByText(`Acknowledgement number: ${app.ackNo}`).count()).toBe(1);
    expect(await result.innerText()).not.toContain('Gokhale');

    // A wrong date is told the same as an unknown number, in Hindi on the Hindi page.
    await page.goto(url(`/track?n=${app.tokenNo}&lang=hi`));
    await page.getByLabel(/आवेदक की जन्म तारीख़/).fill('1988-02-11');
    await page.getByRole('button', { name: 'स्थिति देखें' }).click();
    await page.getByText('इस नंबर और तारीख़ का कोई आवेदन नहीं मिला।', { exact: false }).waitFor();
  });
});
