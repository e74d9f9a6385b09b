import { describe, expect, test } from 'vitest';
import { consentOf } from '../contract/privacy/notice';
import { useBrowser, waitForPath } from './support/browser';
import { env, url } from './support/env';
import { sellingMerchant } from './support/pan';
import { jpeg, newAadhaar, newPan, pdf } from './support/people';
import { signInViaApi } from './support/session';

// Browser: an applicant's Aadhaar number is masked for the back office; "Show" asks why, shows it for a
// minute, and the admin finds that reveal, with its reason, in the access log (decision 0067).

const browser = useBrowser();
const M_API = '/api/merchant/product/uti-pan';
const B_UI = '/backend/actions/uti-pan';

describe('personal data', () => {
  test(
    'a masked Aadhaar number is shown to the back office for a logged reason, and the admin reads the log',
    { timeout: 180_000 },
    async () => {
      const m = await sellingMerchant(1000);
      const aadhaar = newAadhaar();
      const draft = await m.api.post<{ id: number; refNo: string }>(`${M_API}/psa`, {
        data: {
          firstName: 'Meera',
          lastName: 'Joshi',
          dob: '1991-02-10',
          gender: 'F',
          mobile: '9822012346',
          email: 'meera.joshi@example.in',
          pan: newPan(),
          aadhaar,
          shopName: 'Meera Seva Kendra',
          address: '4 Tilak Road',
          state: 'Maharashtra',
          district: 'Pune',
          pin: '411030',
        },
      });
      await m.api.upload(`${M_API}/psa/${draft.id}/files`, {
        kind: 'pan_card',
        file: { name: 'pan.jpg', type: 'image/jpeg', data: await jpeg() },
      });
      await m.api.upload(`${M_API}/psa/${draft.id}/files`, {
        kind: 'aadhaar_card',
        file: { name: 'aadhaar.pdf', type: 'application/pdf', data: await pdf('Aadhaar') },
      });
      await m.api.post(`${M_API}/psa/${draft.id}/submit`, { consent: consentOf('en') });

      // 1. The back office reads the registration: the number is masked; the applicant's consent is shown.
      const staff = await browser.newPage();
      await signInViaApi(staff, env.staff);
      await staff.goto(url(`${B_UI}/psa-list/${draft.id}`));
      const shown = staff.getByTestId('aadhaar-aadhaar');
      await expect.poll(() => shown.innerText()).toBe(`XXXX XXXX ${aadhaar.slice(-4)}`);
      await staff
        .getByTestId('consent')
        .getByText(/Given .* English/)
        .waitFor();

      // 2. Show asks why; without a reason nothing is shown; with one, the whole number for a minute.
      await staff.getByRole('button', { name: 'Show the full Aadhaar number' }).click();
      const dialog = staff.getByRole('dialog', { name: 'Show the full Aadhaar number' });
      await dialog.getByRole('button', { name: 'Show for one minute' }).click();
      await dialog.getByText(/at least 5 characters/).waitFor();
      const reason = `Keying PSA ${draft.refNo} into UTIITSL`;
      await dialog.getByRole('textbox', { name: 'Why do you need it?' }).fill(reason);
      await dialog.getByRole('button', { name: 'Show for one minute' }).click();
      await expect.poll(() => shown.innerText()).toBe(aadhaar.replace(/(\d{4})(?=\d)/g, '$1 '));
      await staff.getByText(/hidden again in \d+ s/).waitFor();

      // 3. The admin finds the reveal in the access log: who, which record, why.
      const admin = await browser.newPage();
      await signInViaApi(admin, env.admin);
      await admin.goto(url('/backend/privacy/access-log'));
      await waitForPath(admin, '/backend/privacy/access-log');
      const row = admin.getByRole('row').filter({ hasText: reason }).first();
      await row.waitFor({ timeout: 30_000 });
      // The staff member by its user code (and role, as they were then), what was done, to which record.
      expect(await row.innerText()).toMatch(new RegExp(`ST\\d+\\s+Aadhaar shown\\s+${draft.refNo}`));
      expect(await row.innerText()).toContain('Staff');
      expect(await row.innerText()).not.toContain(aadhaar);
    },
  );
});
