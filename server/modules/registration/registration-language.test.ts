import { applicant, registerWithCaptcha } from '../../test/registration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { startTestSmtp } from '../../test/smtp';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/mail';
import { REGISTRATION_BASE } from './routes';

/*
 * Issue 26: an applicant has no account, hence no saved language, until approved. The language their registration
 * was made in is kept with it: the approval and rejection mails are written in it, and the new account starts with it.
 */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let staff: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startTestSmtp();
  const admin = await signedIn(t, 'admin');
  staff = await signedIn(t, 'staff');
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/backend/settings/smtp-setup',
    headers: admin.headers,
    payload: { host: '127.0.0.1', port: smtp.port, security: 'none', fromAddress: 'noreply@pan.test' },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

/** The newest mail written to an address, as it is sent (subject and body). */
async function lastMailTo(email: string) {
  const [m] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return { subject: m.subject, text: m.body };
}

/** A registration through the real captcha, from a browser asking for `language` (none: no header). */
async function registered(language?: string): Promise<{ id: number; email: string }> {
  const body = applicant();
  const res = await registerWithCaptcha(t, body, language ? { 'accept-language': language } : {});
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.database.query<{ id: string }>('select id from registrations where ref_no = $1', [
    res.json().refNo,
  ]);
  return { id: Number(row.id), email: body.emailId };
}

/** Approves a registration; answers the new account's saved settings, read through its own sign-in. */
async function approve(id: number) {
  const form = { packageId: '2', idType: '1', userName: `lang.shop${id}`, password: 'S3cure-pass!', remark: null };
  const res = await t.app.inject({
    method: 'POST',
    url: `${REGISTRATION_BASE}/approve/${id}`,
    headers: staff.headers,
    payload: form,
  });
  expect(res.statusCode, res.body).toBe(200);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { userName: form.userName, password: form.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  const settings = await t.app.inject({
    method: 'GET',
    url: '/api/merchant/account/get-settings',
    headers: { authorization: `Bearer ${login.json().token as string}` },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  return { code: res.json().code as string, userName: form.userName, language: settings.json().language as unknown };
}

async function reject(id: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${REGISTRATION_BASE}/reject/${id}`,
    headers: staff.headers,
    payload: { remark: 'Shop address could not be verified' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe("a registration's language", () => {
  it('mails the approval of a Hindi registration in Hindi, and its account starts in Hindi', async () => {
    const reg = await registered('hi-IN,hi;q=0.9,en;q=0.8');
    const account = await approve(reg.id);
    const mail = await lastMailTo(reg.email);
    expect(mail.subject).toBe('आपका मर्चेंट खाता तैयार है');
    expect(mail.text).toContain('नमस्ते Ravi Kumar जी');
    expect(mail.text).toContain(`यूज़र नेम: ${account.userName}`);
    expect(mail.text).toContain(`मर्चेंट कोड: ${account.code}`);
    expect(account.language).toBe('hi');
  });

  it('mails the rejection of a Hindi registration in Hindi', async () => {
    const reg = await registered('hi');
    await reject(reg.id);
    const mail = await lastMailTo(reg.email);
    expect(mail.subject).toMatch(/^रजिस्ट्रेशन REG\d+ मंज़ूर नहीं हुआ$/);
    expect(mail.text).toContain('कारण: Shop address could not be verified');
  });

  it('keeps an English registration English, its account starting in English', async () => {
    const reg = await registered();
    const account = await approve(reg.id);
    const mail = await lastMailTo(reg.email);
    expect(mail.subject).toBe('Your merchant account is ready');
    expect(mail.text).toContain(`User name: ${account.userName}`);
    expect(account.language).toBe('en');

    const refused = await registered('en-IN,en;q=0.9');
    await reject(refused.id);
    const no = await lastMailTo(refused.email);
    expect(no.subject).toMatch(/^Registration REG\d+ was not approved$/);
    expect(no.text).toContain('Reason: Shop address could not be verified');
  });
});
