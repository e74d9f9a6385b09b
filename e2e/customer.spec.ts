import { describe, expect, test } from 'vitest';
import { useBrowser, waitForPath } from './support/browser';
import { env, url } from './support/env';
import { apiAs } from './support/api';
import { signInViaApi } from './support/session';
import { agreeToPrivacyNotice } from './support/ui';
import { B_API, newAckNo, applicationViaApi, sellingMerchant, type Detail } from './support/pan';
import { qrTextOfPdf } from '../server/test/pdf-qr';
import { pdfFacts } from '../server/test/pdf-unicode';

// Issue 27 in the browser: the shop's customer consents to updates in Hindi, the agent prints the receipt (its text,
// and its QR read back as a phone would), the back office verifies and acknowledges the application, the public
// status page shows each stage with the acknowledgement number, the sandbox's log (the Messages list) holds one SMS
// and one WhatsApp message per stage in Hindi, and the day's collections add up to the receipts.

const browser = useBrowser();
const M_UI = '/merchant/product/nsdl-pan/physical';
const STAGES = ['customer_sent', 'customer_verified', 'customer_acknowledged'];
type Row = Record<string, string | number | null>;
type Page = { data: Row[] };

describe("the shop's customer", () => {
  test(
    'a consenting customer gets a receipt, a status page and one SMS and one WhatsApp per stage, in Hindi',
    { timeout: 240_000 },
    async () => {
      const m = await sellingMerchant(1000);
      const app = await applicationViaApi(m.api, 'ready', { first: 'Meena', last: 'Kulkarni' });
      const page = await browser.newPage();
      await signInViaApi(page, m.account);

      // 1. The agent submits with the customer's two ticks: the privacy notice, and updates in Hindi.
      await page.goto(url(`${M_UI}/pre-submit/${app.id}`));
      await expect
        .poll(() => page.getByRole('button', { name: 'Submit application' }).isVisible(), { timeout: 20_000 })
        .toBe(true);
      await agreeToPrivacyNotice(page);
      await page.getByRole('checkbox', { name: /agrees to receive updates on this application/ }).check();
      await page.getByTestId('updates-language').getByText('हिन्दी').click();
      await page.getByRole('button', { name: 'Submit application' }).click();
      await waitForPath(page, `${M_UI}/info/${app.id}`, 60_000);

      // 2. The receipt: its words, and a QR that opens the status page for this number.
      // The button fetches the PDF and opens it in a tab; the same address, fetched as the agent, is the file.
      const [printed] = await Promise.all([
        page.waitForResponse((r) => /\/api\/merchant\/receipts\/\d+\/pdf/.test(r.url()) && r.status() === 200),
        page.getByRole('button', { name: 'Print receipt' }).click(),
      ]);
      const res = await fetch(printed.url(), { headers: { authorization: `Bearer ${m.api.token}` } });
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const body = Buffer.from(await res.arrayBuffer());
      const text = (await pdfFacts(body)).text;
      for (const words of ['Receipt', app.tokenNo, '₹107.00/-', 'Total paid', '••••••2345', 'SMS and WhatsApp'])
        expect(text).toContain(words);
      expect(text).not.toContain('9822012345');
      const link = qrTextOfPdf(body);
      expect(link).toMatch(new RegExp(`/track\\?n=${app.tokenNo}$`));

      // 3. The back office verifies it and enters NSDL's acknowledgement number.
      const staff = await apiAs(env.staff);
      await staff.post<Detail>(`${B_API}/applications/${app.id}/verify`, {});
      const ackNo = newAckNo();
      await staff.post<Detail>(`${B_API}/applications/${app.id}/acknowledge`, { ackNo });

      // 4. The customer, signed out, opens the QR's address and sees each stage with the number.
      const visitor = await browser.newPage();
      await visitor.goto(url(new URL(link!).pathname + new URL(link!).search));
      await expect.poll(() => visitor.getByLabel(/Receipt or acknowledgement number/).inputValue()).toBe(app.tokenNo);
      await visitor.getByLabel(/Applicant's date of birth/).fill('1988-02-10');
      await visitor.getByRole('button', { name: 'Check status' }).click();
      const result = visitor.getByTestId('track-result');
      await result.getByText(`Acknowledgement number: ${ackNo}`).waitFor();
      const said = await result.innerText();
      for (const stage of ['Sent for verification', 'Verified', 'Acknowledged']) expect(said).toContain(stage);
      expect(said).not.toContain('Kulkarni');

      // Wrong date and unknown number are refused alike.
      const ask = (number: string, dob: string) =>
        fetch(url('/api/track'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ number, dob }),
        }).then(async (r) => [r.status, await r.text()]);
      expect(await ask(app.tokenNo, '1988-02-11')).toEqual(await ask('PT9999999999', '1988-02-10'));

      // 5. The sandbox's log: one SMS and one WhatsApp per stage, each in Hindi, sent.
      const admin = await apiAs(env.admin);
      const messages = async () =>
        (
          await admin.post<Page>('/api/backend/messages/list', {
            start: 0,
            length: 50,
            search: app.tokenNo,
          })
        ).data;
      await expect
        .poll(async () => (await messages()).filter((r) => r.state === 'sent').length, {
          timeout: 120_000,
          interval: 3_000,
        })
        .toBe(STAGES.length * 2);
      const sent = await messages();
      for (const stage of STAGES)
        expect(
          sent
            .filter((r) => r.template === stage)
            .map((r) => r.channel)
            .sort(),
        ).toEqual(['sms', 'whatsapp']);
      for (const r of sent) {
        expect(r.provider).toBe('sandbox');
        expect(String(r.recipient)).toMatch(/2345$/);
        expect(String(r.provider_answer)).toMatch(/[\u0900-\u097F]/);
      }
      expect(sent.find((r) => r.template === 'customer_acknowledged')?.provider_answer).toContain(ackNo);

      // 6. The shop's collections for today add up to its receipts.
      const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
      const totals = await m.api.get<{ total: { cash: number; sales: number } }>(
        `/api/merchant/receipts/collections/totals?from=${today}&to=${today}`,
      );
      const receipts = await m.api.post<Page>('/api/merchant/receipts/table', { start: 0, length: 100 });
      const paid = receipts.data.reduce((sum, r) => sum + Number(r.amount), 0);
      expect(totals.total.sales).toBe(receipts.data.length);
      expect(totals.total.cash).toBeCloseTo(paid, 2);
    },
  );
});
