import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { field, useBrowser, waitForPath } from './support/browser';
import { env, url } from './support/env';
import { apiAs } from './support/api';
import {
  approvedMerchantViaApi,
  jpeg,
  newAadhaar,
  newApplicant,
  newPan,
  pdf,
  registerViaApi,
  registrationId,
  type Applicant,
} from './support/people';
import { signInViaApi, signInViaForm } from './support/session';
import { startTestSmtp, useSmtpForPortal, type TestSmtp } from './support/smtp';
import { chooseFile, detailValues, searchTable } from './support/ui';

// Browser: an applicant becomes a merchant (registration → back-office approval with docs/product.md#registration-review's
// form → the mail → first sign-in → KYC → staff approval), a rejection with its reason, the review form's
// 'Required' messages, and two-factor sign-in with the emailed code. Mail goes to a real SMTP server here.

const browser = useBrowser();
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  await useSmtpForPortal(smtp);
});

// The portal's SMTP settings keep pointing here afterwards; with the port closed a later mail fails at once
// (and is recorded as failed in the outbox), which no other spec depends on.
afterAll(async () => {
  await smtp?.close();
});

const REGISTRATIONS = '/backend/user-management/registration';
const REVIEW = /^\/backend\/user-management\/registration-action\/\d+$/;

/** The registration form, filled as an applicant does (dates typed DD/MM/YYYY, selects picked from their lists). */
async function fillRegistration(page: Page, a: Applicant, idTypeLabel: string) {
  await field(page, 'First name').fill(a.fName);
  await field(page, 'Last name (surname)').fill(a.lName);
  await field(page, "Father's name").fill(a.fatherName);
  const [y, m, d] = a.dob.split('-');
  await field(page, 'Date of birth').fill(`${d}/${m}/${y}`);
  await field(page, 'Date of birth').press('Tab');
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await field(page, 'Mobile number').fill(a.mobileNo);
  await field(page, 'Email address').fill(a.emailId);
  await field(page, 'Shop or business name').fill(a.shopName);
  await page.getByRole('textbox', { name: 'ID type you want' }).click();
  await page.getByRole('option', { name: idTypeLabel, exact: true }).click();
  await field(page, 'Address line 1').fill(a.address1);
  await field(page, 'Address line 2').fill(a.address2);
  await field(page, 'District or city').fill(a.district);
  const stateBox = page.getByRole('textbox', { name: 'State or union territory' });
  await stateBox.fill(a.state.slice(0, 6));
  const state = page.getByRole('option', { name: a.state, exact: true });
  // The list can close as it opens when the page shifts under it (the captcha's picture arriving): as an agent
  // would, tap the box again until the state is offered.
  await expect
    .poll(async () => (await state.isVisible()) || (await stateBox.click(), false), { timeout: 15_000 })
    .toBe(true);
  await state.click();
  expect(await stateBox.inputValue()).toBe(a.state);
  await field(page, 'PIN code').fill(a.pin);
}

/** The error message a Mantine field shows under itself (its element's id is the input's id + '-error'). */
async function errorUnder(page: Page, label: string): Promise<string> {
  const id = await field(page, label).getAttribute('id');
  const el = page.locator(`[id="${id}-error"]`);
  return (await el.count()) ? (await el.innerText()).trim() : '';
}

async function openReview(page: Page, id: number) {
  await signInViaApi(page, env.admin);
  await page.goto(url(`/backend/user-management/registration-action/${id}`));
  await page.getByRole('heading', { name: 'Registration Verification' }).waitFor();
}

describe('from registration to an approved merchant with approved KYC', () => {
  test(
    'register → admin approves with the registration-review form → the mail arrives → the merchant submits KYC → staff approves',
    { timeout: 150_000 },
    async () => {
      const applicant = newApplicant('Kavita');
      const idTypeLabel = 'PAN Retailer ID';

      // 1. The applicant registers; the reference number is shown.
      const visitor = await browser.newPage();
      await visitor.goto(url('/auth/register'));
      await visitor.getByRole('heading', { name: 'Register as a merchant' }).waitFor();
      await visitor.getByRole('img', { name: 'Captcha: type the characters shown' }).waitFor();
      await fillRegistration(visitor, applicant, idTypeLabel);
      await field(visitor, 'Captcha').fill(env.captchaAnswer);
      await visitor.getByRole('button', { name: 'Submit registration' }).click();
      await visitor.getByRole('heading', { name: 'Registration received' }).waitFor();
      const refNo = (await visitor.getByTestId('registration-ref-no').innerText()).trim();
      expect(refNo).toMatch(/\S{4,}/);

      // 2. The admin finds it in the list and opens its review.
      const admin = await browser.newPage();
      await signInViaApi(admin, env.admin);
      await admin.goto(url(REGISTRATIONS));
      await searchTable(admin, refNo);
      const review = admin
        .getByRole('link', { name: `Review registration ${refNo}` })
        .or(admin.getByRole('button', { name: `Review registration ${refNo}` }));
      await review.click();
      await waitForPath(admin, REVIEW);
      await admin.getByText(`Reference ${refNo}`).waitFor();

      // Read-only details as docs/product.md#registration-review shows them: M as Male, '--' for an empty line.
      await expect.poll(async () => (await detailValues(admin))['Ref No']).toBe(refNo);
      const details = await detailValues(admin);
      expect(details).toMatchObject({
        'First Name': applicant.fName,
        'Last Name': applicant.lName,
        Gender: 'Male',
        'Mobile No': applicant.mobileNo,
        'Email ID': applicant.emailId,
        'ID Type': idTypeLabel,
        'Shop Name': applicant.shopName,
        'Address 3': '--',
        State: applicant.state,
        Pincode: applicant.pin,
      });
      expect(details['IP Address']).not.toBe('--');

      // The Approve tab is the default; the user name starts as the mobile number.
      expect(await admin.getByRole('tab', { name: 'Approve' }).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => field(admin, 'User Name').inputValue()).toBe(applicant.mobileNo);
      const packageSelect = field(admin, 'Package');
      await expect.poll(() => packageSelect.locator('option').count()).toBeGreaterThan(1);
      expect(await packageSelect.locator('option').first().innerText()).toBe('--Select--');
      await packageSelect.selectOption({ index: 1 });
      // The approval's ID types carry their price, e.g. 'PAN Retailer ID (₹499.00/-)': the applicant's choice first.
      const idTypeSelect = field(admin, 'ID Type');
      const idTypeValue = await idTypeSelect
        .locator('option')
        .filter({ hasText: new RegExp(`^${idTypeLabel}\\b`) })
        .first()
        .getAttribute('value');
      await idTypeSelect.selectOption(idTypeValue!);
      const password = `Welcome@${Date.now().toString(36)}`;
      await field(admin, 'Password').fill(password);
      await field(admin, 'Remark').fill('Documents checked at the branch');
      await admin.getByRole('button', { name: 'Approve', exact: true }).click();
      // Back to the list, where the registration now reads Approved.
      await waitForPath(admin, REGISTRATIONS);
      await admin.getByText('Registration approved').first().waitFor();
      await searchTable(admin, refNo);
      await admin
        .getByRole('link', { name: `View registration ${refNo}` })
        .or(admin.getByRole('button', { name: `View registration ${refNo}` }))
        .waitFor();

      // 3. The approval mail reaches the applicant with the user name (and never the password).
      const mail = await smtp.waitForMail(applicant.emailId, { subject: /account is ready/i });
      expect(mail.text).toContain(`User name: ${applicant.mobileNo}`);
      expect(mail.text).toContain(refNo);
      expect(mail.text).not.toContain(password);
      const code = /Merchant code: (\S+)/.exec(mail.text)?.[1];
      expect(code).toBeTruthy();

      // 4. The new merchant signs in through the form; the merchant area asks for KYC.
      const merchant = await browser.newPage();
      await signInViaForm(merchant, { userName: applicant.mobileNo, password });
      await waitForPath(merchant, '/merchant');
      const banner = merchant.getByTestId('kyc-banner');
      await banner.getByText('Complete your KYC to use paid services').waitFor();
      await banner
        .getByRole('link', { name: 'Complete KYC' })
        .or(banner.getByRole('button', { name: 'Complete KYC' }))
        .click();
      await waitForPath(merchant, '/kyc/merchant');
      await merchant.getByTestId('kyc-status').getByText('KYC not submitted').waitFor();

      const pan = newPan();
      await field(merchant, 'Aadhaar number').fill(newAadhaar());
      await merchant.getByLabel('Valid Aadhaar number').waitFor();
      await field(merchant, 'PAN').fill(pan);
      await field(merchant, 'Bank name').fill('State Bank of India');
      await field(merchant, 'Account holder name').fill(`${applicant.fName} ${applicant.lName}`);
      await field(merchant, 'Account number').fill('30012345678');
      await field(merchant, 'Confirm account number').fill('30012345678');
      await field(merchant, 'IFSC').fill('SBIN0001234');
      await chooseFile(merchant, field(merchant, 'Address proof'), {
        name: 'address-proof.pdf',
        mimeType: 'application/pdf',
        buffer: await pdf('Electricity bill'),
      });
      await chooseFile(merchant, field(merchant, 'Your photo'), {
        name: 'photo.jpg',
        mimeType: 'image/jpeg',
        buffer: await jpeg({ r: 230, g: 190, b: 160 }),
      });
      await chooseFile(merchant, field(merchant, 'Shop photo'), {
        name: 'shop.jpg',
        mimeType: 'image/jpeg',
        buffer: await jpeg({ r: 40, g: 90, b: 160 }),
      });
      await merchant.getByRole('button', { name: 'Submit KYC' }).click();
      await merchant.getByTestId('kyc-status').getByText('Waiting for review').waitFor({ timeout: 30_000 });

      // 5. Back-office staff (not the admin) review and approve it.
      const staff = await browser.newPage();
      await signInViaApi(staff, env.staff);
      await staff.goto(url('/backend/user-management/kyc'));
      await searchTable(staff, code!);
      const displayName = `${applicant.fName} ${applicant.lName}`;
      await staff
        .getByRole('link', { name: `Review KYC of ${displayName}` })
        .or(staff.getByRole('button', { name: `Review KYC of ${displayName}` }))
        .click();
      await waitForPath(staff, /^\/backend\/user-management\/merchant-kyc\/\d+$/);
      await expect.poll(async () => (await detailValues(staff)).PAN).toBe(pan);
      expect((await detailValues(staff))['Code']).toBe(code);
      await staff.getByRole('button', { name: 'Approve KYC' }).click();
      const confirm = staff.getByRole('dialog', { name: 'Approve KYC' });
      await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
      await waitForPath(staff, '/backend/user-management/kyc');
      await staff.getByText('KYC approved').first().waitFor();

      // 6. The merchant sees it approved, and the KYC banner is gone.
      await merchant.reload();
      await merchant.getByTestId('kyc-status').getByText('KYC approved').waitFor();
      await merchant.goto(url('/merchant'));
      await merchant.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).waitFor();
      await expect.poll(() => merchant.getByTestId('kyc-banner').count()).toBe(0);
    },
  );
});

describe('the registration review screen', () => {
  test("a rejection with a Reason: the list shows it rejected, and the applicant's mail carries the reason", async () => {
    const applicant = newApplicant('Meena');
    const refNo = await registerViaApi(applicant);
    const id = await registrationId(await apiAs(env.admin), refNo);
    const reason = `The shop address could not be verified (${Date.now().toString(36)})`;

    const page = await browser.newPage();
    await openReview(page, id);
    await page.getByRole('tab', { name: 'Reject' }).click();
    await field(page, 'Reason').fill(reason);
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    await waitForPath(page, REGISTRATIONS);
    await page.getByText('Registration rejected').first().waitFor();

    const mail = await smtp.waitForMail(applicant.emailId, { subject: /not approved/i });
    expect(mail.subject).toContain(refNo);
    expect(mail.text).toContain(`Reason: ${reason}`);

    // Opened again, it is decided: the reason is shown and the forms are gone.
    await page.goto(url(`/backend/user-management/registration-action/${id}`));
    await page.getByText('This registration was rejected.').waitFor();
    expect((await detailValues(page)).Reason).toBe(reason);
    expect(await page.getByRole('tab', { name: 'Approve' }).count()).toBe(0);
  });

  test("an empty approval or rejection shows 'Required' under each required field and sends nothing", async () => {
    const applicant = newApplicant('Farhan');
    const refNo = await registerViaApi(applicant);
    const id = await registrationId(await apiAs(env.admin), refNo);

    const page = await browser.newPage();
    const decisions: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/registration\/(approve|reject)\//.test(r.url())) decisions.push(r.url());
    });
    await openReview(page, id);
    const userName = field(page, 'User Name');
    await expect.poll(() => userName.inputValue()).toBe(applicant.mobileNo);
    await expect.poll(() => field(page, 'ID Type').locator('option').count()).toBeGreaterThan(1);
    await userName.fill('');
    await page.getByRole('button', { name: 'Approve', exact: true }).click();

    // ID type, user name and password are required; the package has no minimum (docs/product.md#input-rules).
    for (const label of ['ID Type', 'User Name', 'Password']) {
      await expect.poll(() => errorUnder(page, label), { message: label }).toBe('Required');
    }
    expect(await errorUnder(page, 'Package')).toBe('');
    const approveForm = page.getByRole('form', { name: 'Approve registration' });
    expect(await approveForm.getByText('Required', { exact: true }).count()).toBe(3);

    await page.getByRole('tab', { name: 'Reject' }).click();
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const rejectForm = page.getByRole('form', { name: 'Reject registration' });
    await rejectForm.getByText('Required', { exact: true }).waitFor();
    expect(await errorUnder(page, 'Reason')).toBe('Required');

    expect(decisions).toEqual([]);
    const still = await (
      await apiAs(env.admin)
    ).get<{ status: string }>(`/api/backend/user-management/registration/${id}`);
    expect(still.status).toBe('pending');
  });
});

describe('two-factor authentication', () => {
  test('turned on in the settings page, the next sign-in asks for the 6-digit code sent by email', async () => {
    // An account of its own: with two-factor on, an API sign-in gets a challenge instead of a session.
    const m = await approvedMerchantViaApi('Tanvi');

    const page = await browser.newPage();
    await signInViaApi(page, { userName: m.userName, password: m.password });
    await page.goto(url('/merchant/account/my-setting'));
    const toggle = page.getByRole('switch', { name: 'Two-factor authentication' });
    await toggle.waitFor({ state: 'attached' });
    await expect.poll(() => toggle.isDisabled()).toBe(false);
    expect(await toggle.isChecked()).toBe(false);
    const [saved] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname.endsWith('/update-setting') && r.request().method() === 'POST',
      ),
      // Mantine lays the (transparent) input over the whole switch and its label: that is what a click hits.
      toggle.click(),
    ]);
    expect(saved.status()).toBe(200);
    expect(saved.request().postDataJSON()).toMatchObject({ prop: 'twoFactorAuthentication' });
    await expect.poll(() => toggle.isChecked()).toBe(true);
    // Still on after a reload: it is the server's setting, not the screen's.
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'Two-factor authentication' }).isChecked()).toBe(true);

    const since = smtp.received.length;
    const login = await browser.newPage();
    await login.goto(url('/auth/login'));
    await field(login, 'User name').fill(m.userName);
    await field(login, 'Password').fill(m.password);
    await login.getByRole('button', { name: 'Sign in' }).click();
    await login.getByRole('heading', { name: 'Enter your sign-in code' }).waitFor();
    await waitForPath(login, '/auth/login');

    const mail = await smtp.waitForMail(m.applicant.emailId, { subject: /sign-in code/i, since });
    const code = /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await field(login, '6-digit code').fill(code!);
    await login.getByRole('button', { name: 'Verify and sign in' }).click();
    await waitForPath(login, '/merchant');
    await login.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).waitFor();
  });
});
