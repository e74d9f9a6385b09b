import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_STAFF_API } from '../../../contract/merchant-staff';
import { userSettings } from '../../db/schema/account';
import { addUser, createTestApp, signedIn, TEST_PASSWORD, type TestApp } from '../../test/app';
import { sha256 } from '../../lib/tokens';
import { HINDI, latinLeft } from '../../test/hindi';

/*
 * Issue 26: the sentences the server answers on success (signed out, a code sent, a link sent, a password changed)
 * in the caller's language (Accept-Language, which the web sends with the user's choice); English as before.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload?: object, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers, payload, cookies });

async function withEmail(email: string, settings?: { twoFactor: boolean }) {
  const u = await addUser(t, 'merchant', { kind: 'owner' });
  await t.database.query('update users set email = $1 where id = $2', [email, u.id]);
  if (settings)
    await t.database.db
      .insert(userSettings)
      .values({ userId: u.id, language: null, twoFactorAuthentication: settings.twoFactor });
  return u;
}

async function knownCaptcha() {
  const cap = await t.app.inject({ method: 'POST', url: '/api/captcha' });
  const id = cap.cookies.find((c) => c.name === 'captcha_id')!.value;
  await t.database.query('update captchas set answer_hash = $1 where id = $2', [sha256('abcde'), id]);
  return { cookies: { captcha_id: id }, answer: 'abcde' };
}

describe('success sentences in Hindi', () => {
  it('signed out', async () => {
    const hi = await signedIn(t, 'merchant', { kind: 'owner' });
    expect((await post('/api/auth/logout', { ...hi.headers, ...HINDI })).json()).toEqual({
      message: 'लॉग आउट हो गया।',
    });
    const en = await signedIn(t, 'merchant', { kind: 'owner' });
    expect((await post('/api/auth/logout', en.headers)).json()).toEqual({ message: 'Signed out.' });
  });

  it('the two-factor code sent, with the masked address as data', async () => {
    const u = await withEmail('codes@shop.in', { twoFactor: true });
    const hi = (await post('/api/auth/login', HINDI, { userName: u.userName, password: TEST_PASSWORD })).json();
    expect(hi.twoFactorRequired).toBe(true);
    const masked = /^हमने (\S+) पर 6 अंकों का कोड ईमेल किया है। लॉगिन पूरा करने के लिए वह कोड डालें।$/.exec(hi.message);
    expect(masked, hi.message).not.toBeNull();
    expect(latinLeft(hi.message, [masked![1]])).toEqual([]);
    const en = (await post('/api/auth/login', {}, { userName: u.userName, password: TEST_PASSWORD })).json();
    expect(en.message).toBe(`We have emailed a 6-digit code to ${masked![1]}. Enter it to finish signing in.`);
  });

  it('the user name and the reset link sent (same answer for any address)', async () => {
    await withEmail('forgot-hi@shop.in');
    let c = await knownCaptcha();
    const name = await post(
      `/api/auth/forgot-username?captcha=${c.answer}`,
      HINDI,
      { emailid: 'forgot-hi@shop.in' },
      c.cookies,
    );
    expect(name.json()).toEqual({
      message: 'अगर इस ईमेल पते से कोई खाता है, तो उसका यूज़र नेम इसी पते पर भेज दिया गया है।',
    });
    c = await knownCaptcha();
    const reset = await post(
      '/api/auth/reset-password/request',
      HINDI,
      { login: 'nobody@shop.in', captcha: c.answer },
      c.cookies,
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe(
      'अगर ऐसा कोई खाता है, तो पासवर्ड बदलने का लिंक उसके ईमेल पते पर भेज दिया गया है। लिंक 30 मिनट तक चलेगा।',
    );
    c = await knownCaptcha();
    const english = await post(
      '/api/auth/reset-password/request',
      {},
      { login: 'nobody@shop.in', captcha: c.answer },
      c.cookies,
    );
    expect(english.json().message).toBe(
      'If an account matches, a link to reset its password has been emailed to its address. The link is valid for 30 minutes.',
    );
  });

  it('my password changed', async () => {
    const m = await signedIn(t, 'merchant', { kind: 'owner' });
    const change = (headers: Record<string, string>, from: string, to: string) =>
      post(
        '/api/merchant/account/change-password',
        { ...m.headers, ...headers },
        {
          currentPassword: from,
          newPassword: to,
          confirmPassword: to,
        },
      );
    const hi = await change(HINDI, TEST_PASSWORD, 'Naya-pass-2026');
    expect(hi.statusCode, hi.body).toBe(200);
    expect(hi.json().message).toBe('आपका पासवर्ड बदल गया। बाकी जगहों से लॉग आउट कर दिया गया है।');
    const en = await change({}, 'Naya-pass-2026', 'Other-pass-2026');
    expect(en.json().message).toBe('Your password has been changed. Other sessions have been signed out.');
  });

  it('a reset link emailed by the back office, with the address as data', async () => {
    const admin = await signedIn(t, 'admin');
    const u = await withEmail('office-reset@shop.in');
    const url = `/api/backend/user-management/user/${u.id}/reset-password`;
    const hi = await post(url, { ...admin.headers, ...HINDI });
    expect(hi.statusCode, hi.body).toBe(200);
    expect(hi.json()).toEqual({ message: 'पासवर्ड बदलने का लिंक office-reset@shop.in पर ईमेल कर दिया गया है।' });
    expect((await post(url, admin.headers)).json()).toEqual({
      message: 'A password reset link has been emailed to office-reset@shop.in.',
    });
  });

  it('a staff account’s password changed by its owner, with the name as data', async () => {
    const owner = await signedIn(t, 'merchant', { kind: 'owner' });
    const made = await post(MERCHANT_STAFF_API.base, owner.headers, {
      displayName: 'Ravi Kulkarni',
      userName: `ravi-hi-${Math.random().toString(36).slice(2, 6)}`,
      email: 'ravi@shop.in',
      mobile: '9822012345',
      password: 'Counter-desk-7',
      confirm: 'Counter-desk-7',
      services: ['nsdl_pan'],
    });
    expect(made.statusCode, made.body).toBe(200);
    const url = `${MERCHANT_STAFF_API.base}/${made.json().id}/password`;
    const body = { password: 'Counter-desk-8', confirm: 'Counter-desk-8' };
    const hi = await post(url, { ...owner.headers, ...HINDI }, body);
    expect(hi.statusCode, hi.body).toBe(200);
    expect(hi.json().message).toBe('Ravi Kulkarni का पासवर्ड बदल गया।');
    const en = await post(url, owner.headers, { password: 'Counter-desk-9', confirm: 'Counter-desk-9' });
    expect(en.json().message).toBe("Ravi Kulkarni's password has been changed.");
  });
});
