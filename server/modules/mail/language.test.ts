import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { userSettings } from '../../db/schema/account';
import { mailOutbox } from '../../db/schema/mail';
import { addUser, createTestApp, login, TEST_PASSWORD, type TestApp } from '../../test/app';

/*
 * Issue 26: a mail is written in its recipient's saved language; without one, in the language of the request
 * that caused it when the recipient made it; else English, word for word as before.
 */

let t: TestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp();
  const a = await addUser(t, 'admin');
  admin = { headers: { authorization: `Bearer ${(await login(t, a.userName)).token}` } };
});
afterAll(async () => t?.close());

/** A merchant with an email address and these settings saved. */
async function merchant(settings: { language: 'en' | 'hi' | null; loginNotification?: boolean; twoFactor?: boolean }) {
  const u = await addUser(t, 'merchant', { kind: 'owner' });
  const email = `${u.userName}@shop.test`;
  await t.database.query('update users set email = $1 where id = $2', [email, u.id]);
  await t.database.db.insert(userSettings).values({
    userId: u.id,
    language: settings.language,
    loginNotification: settings.loginNotification ?? false,
    twoFactorAuthentication: settings.twoFactor ?? false,
  });
  return { ...u, email };
}

/** The newest mail queued to an address. */
async function lastMailTo(email: string) {
  const [m] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return m;
}

const signIn = (userName: string, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { userName, password: TEST_PASSWORD },
    headers: language ? { 'accept-language': language } : {},
  });

describe('the sign-in notification mail', () => {
  it('is in Hindi for a merchant who chose Hindi, whatever language the sign-in asked for', async () => {
    const m = await merchant({ language: 'hi', loginNotification: true });
    expect((await signIn(m.userName, 'en-IN')).statusCode).toBe(200);
    const mail = await lastMailTo(m.email);
    expect(mail.subject).toBe('आपके खाते में नया लॉग इन');
    expect(mail.body).toMatch(
      new RegExp(
        `^आपके खाते ${m.userName} में \\d{2}-\\S+-\\d{4} \\d{2}:\\d{2} \\(भारतीय समय\\) पर आईपी पते \\S+ से लॉग इन हुआ।\\n` +
          'अगर यह आपने नहीं किया, तो अभी अपना पासवर्ड बदलें और सहायता टीम से बात करें।\\n$',
      ),
    );
    expect(mail.body).not.toMatch(/signed in|password now/);
  });

  it('reads exactly as before for an English merchant, even when the sign-in came from a Hindi browser', async () => {
    const m = await merchant({ language: 'en', loginNotification: true });
    expect((await signIn(m.userName, 'hi-IN,hi;q=0.9')).statusCode).toBe(200);
    const mail = await lastMailTo(m.email);
    expect(mail.subject).toBe('New sign-in to your account');
    expect(mail.body).toMatch(
      new RegExp(
        `^Your account ${m.userName} was signed in to on \\d{2}-[A-Z][a-z]{2}-\\d{4} \\d{2}:\\d{2} IST from IP address \\S+\\.\\n` +
          'If this was not you, change your password now and contact support\\.\\n$',
      ),
    );
  });

  it("follows the sign-in's language for a merchant who has not chosen one, and is English without it", async () => {
    const hindi = await merchant({ language: null, loginNotification: true });
    await signIn(hindi.userName, 'hi-IN,hi;q=0.9,en;q=0.8');
    expect((await lastMailTo(hindi.email)).subject).toBe('आपके खाते में नया लॉग इन');

    const plain = await merchant({ language: null, loginNotification: true });
    await signIn(plain.userName);
    expect((await lastMailTo(plain.email)).subject).toBe('New sign-in to your account');
  });
});

describe('the two-factor code mail', () => {
  it('gives the code in Hindi to a Hindi merchant and in English to an English one', async () => {
    const hi = await merchant({ language: 'hi', twoFactor: true });
    expect((await signIn(hi.userName)).json()).toMatchObject({ twoFactorRequired: true });
    const hiMail = await lastMailTo(hi.email);
    const code = /(\d{6})/.exec(hiMail.subject)![1];
    expect(hiMail.subject).toBe(`आपका लॉग इन कोड: ${code}`);
    expect(hiMail.body).toBe(
      `आपका एक बार वाला लॉग इन कोड ${code} है। यह 5 मिनट तक चलेगा।\n` +
        'अगर आपने लॉग इन करने की कोशिश नहीं की, तो अभी अपना पासवर्ड बदलें।\n',
    );

    const en = await merchant({ language: 'en', twoFactor: true });
    await signIn(en.userName, 'hi');
    const enMail = await lastMailTo(en.email);
    const enCode = /(\d{6})/.exec(enMail.subject)![1];
    expect(enMail.subject).toBe(`Your sign-in code: ${enCode}`);
    expect(enMail.body).toBe(
      `Your one-time sign-in code is ${enCode}. It is valid for 5 minutes.\nIf you did not try to sign in, change your password now.\n`,
    );
  });
});

describe('a reset link the back office sends', () => {
  it("is in the recipient's language, not the admin's", async () => {
    const m = await merchant({ language: 'hi' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/backend/user-management/user/${m.id}/reset-password`,
      headers: { ...admin.headers, 'accept-language': 'en-IN' },
    });
    expect(res.statusCode).toBeLessThan(300);
    const mail = await lastMailTo(m.email);
    expect(mail.subject).toBe('अपना पासवर्ड रीसेट करें');
    expect(mail.body).toMatch(
      new RegExp(
        `^${m.userName} का नया पासवर्ड बनाने के लिए 30 मिनट के अंदर यह लिंक खोलें:\\n\\S+/auth/reset-password\\?token=`,
      ),
    );
  });
});
