import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, addUser, signedIn, TEST_PASSWORD, type TestApp } from '../../test/app';
import { startTestSmtp } from '../../test/smtp';
import { sha256 } from '../../lib/tokens';
import { USERNAME_SENT } from '../auth/recovery';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startTestSmtp();
  const admin = await signedIn(t, 'admin');
  await t.app.inject({
    method: 'PUT',
    url: '/api/backend/settings/smtp-setup',
    headers: admin.headers,
    payload: { host: '127.0.0.1', port: smtp.port, security: 'none', fromAddress: 'noreply@pan.test' },
  });
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const post = (url: string, payload: object, headers: Record<string, string> = {}, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, headers, cookies });

async function withEmail(role: 'merchant' | 'staff', email: string) {
  const u = await addUser(t, role, role === 'merchant' ? { kind: 'owner' } : {});
  await t.database.query('update users set email = $1 where id = $2', [email, u.id]);
  return u;
}

/** A captcha whose answer the test knows (the real answer never leaves the server). */
async function knownCaptcha() {
  const cap = await t.app.inject({ method: 'POST', url: '/api/captcha' });
  const id = cap.cookies.find((c) => c.name === 'captcha_id')!.value;
  await t.database.query('update captchas set answer_hash = $1 where id = $2', [sha256('abcde'), id]);
  return { cookies: { captcha_id: id }, answer: 'abcde' };
}

describe('settings (docs/product.md#account-settings, docs/product.md#calls)', () => {
  it('are all off at first and change one at a time, on both areas', async () => {
    const m = await signedIn(t, 'merchant', { kind: 'owner' });
    const get = await t.app.inject({ method: 'GET', url: '/api/merchant/account/get-settings', headers: m.headers });
    expect(get.json()).toEqual({
      twoFactorAuthentication: false,
      loginNotification: false,
      activityTracking: false,
      language: null,
    });
    const upd = await post(
      '/api/merchant/account/update-setting',
      { prop: 'loginNotification', value: 'true' },
      m.headers,
    );
    expect(upd.json()).toEqual({
      twoFactorAuthentication: false,
      loginNotification: true,
      activityTracking: false,
      language: null,
    });
    const s = await signedIn(t, 'staff');
    expect(
      (
        await post('/api/backend/my-profile/update-setting', { prop: 'activityTracking', value: 'true' }, s.headers)
      ).json().activityTracking,
    ).toBe(true);
    expect(
      (await post('/api/backend/my-profile/update-setting', { prop: 'loginNotification', value: 'true' }, m.headers))
        .statusCode,
    ).toBe(403);
  });

  it('refuses an unknown setting or value', async () => {
    const m = await signedIn(t, 'merchant', { kind: 'owner' });
    const bad = await post('/api/merchant/account/update-setting', { prop: 'isAdmin', value: 'yes' }, m.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ prop: ['Unknown setting'], value: ['Send "true" or "false"'] });
  });

  it('keeps the language (decision 0075): saved, recorded, given back at sign-in, refused when not ours', async () => {
    const m = await addUser(t, 'merchant', { kind: 'owner' });
    const first = await post('/api/auth/login', { userName: m.userName, password: TEST_PASSWORD });
    expect(first.json().language).toBeNull();
    const headers = { authorization: `Bearer ${first.json().token}` };
    const saved = await post('/api/merchant/account/update-setting', { prop: 'language', value: 'hi' }, headers);
    expect(saved.json()).toMatchObject({ language: 'hi', loginNotification: false });
    const trail = await t.database.query<{ remark: string }>(
      "select remark from audit_events where actor_id = $1 and action = 'setting_changed'",
      [m.id],
    );
    expect(trail.map((r) => r.remark)).toEqual(['language: hi']);
    const again = await post('/api/auth/login', { userName: m.userName, password: TEST_PASSWORD });
    expect(again.json().language).toBe('hi');

    for (const value of ['fr', 'true']) {
      const bad = await post('/api/merchant/account/update-setting', { prop: 'language', value }, headers);
      expect(bad.statusCode).toBe(400);
    }
    const onOff = await post(
      '/api/merchant/account/update-setting',
      { prop: 'loginNotification', value: 'hi' },
      headers,
    );
    expect(onOff.json().errors).toEqual({ value: ['Send "true" or "false"'] });
    const stored = await t.database.query('select language from user_settings where user_id = $1', [m.id]);
    expect(stored).toEqual([{ language: 'hi' }]);
  });

  it('needs an email before two-factor authentication can be turned on', async () => {
    const m = await signedIn(t, 'merchant', { kind: 'owner' });
    const res = await post(
      '/api/merchant/account/update-setting',
      { prop: 'twoFactorAuthentication', value: 'true' },
      m.headers,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/email address/);
  });
});

describe('two-factor sign-in', () => {
  async function enable2fa(email: string) {
    const u = await withEmail('merchant', email);
    await t.database.query('insert into user_settings (user_id, two_factor_authentication) values ($1, true)', [u.id]);
    return u;
  }

  it('asks for the emailed code, and the right code signs in', async () => {
    const u = await enable2fa('twofa1@shop.in');
    const first = await post('/api/auth/login', { userName: u.userName, password: TEST_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRequired: true, message: expect.stringContaining('t*****@shop.in') });
    expect(first.json().token).toBeUndefined();
    const [mail] = await smtp.waitFor(1);
    const code = /code is (\d{6})/.exec(mail.text)![1];
    const ok = await post('/api/auth/login/verify', { challengeId: first.json().challengeId, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toBeTruthy();
    // A code works once.
    expect((await post('/api/auth/login/verify', { challengeId: first.json().challengeId, code })).statusCode).toBe(
      401,
    );
  });

  it('counts wrong codes and gives up after five', async () => {
    const u = await enable2fa('twofa2@shop.in');
    const { challengeId } = (await post('/api/auth/login', { userName: u.userName, password: TEST_PASSWORD })).json();
    const [mail] = await smtp.waitFor(1);
    const code = /code is (\d{6})/.exec(mail.text)![1];
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await post('/api/auth/login/verify', { challengeId, code: wrong });
    expect(first.statusCode).toBe(401);
    expect(first.json().message).toBe('The code is not correct. 4 tries left.');
    for (let i = 0; i < 3; i++) await post('/api/auth/login/verify', { challengeId, code: wrong });
    const fifth = await post('/api/auth/login/verify', { challengeId, code: wrong });
    expect(fifth.statusCode).toBe(429);
    expect((await post('/api/auth/login/verify', { challengeId, code })).statusCode).toBe(401);
  });

  it('refuses an expired code', async () => {
    const u = await enable2fa('twofa3@shop.in');
    const { challengeId } = (await post('/api/auth/login', { userName: u.userName, password: TEST_PASSWORD })).json();
    const [mail] = await smtp.waitFor(1);
    const code = /code is (\d{6})/.exec(mail.text)![1];
    await t.database.query(`update login_challenges set expires_at = now() - interval '1 second' where id = $1`, [
      challengeId,
    ]);
    const res = await post('/api/auth/login/verify', { challengeId, code });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired/);
  });
});

describe('login notification and activity', () => {
  it('emails the user at each sign-in with time and IP', async () => {
    const u = await withEmail('staff', 'notify@office.in');
    await t.database.query('insert into user_settings (user_id, login_notification) values ($1, true)', [u.id]);
    expect((await post('/api/auth/login', { userName: u.userName, password: TEST_PASSWORD })).statusCode).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toEqual(['notify@office.in']);
    expect(mail.text).toMatch(/signed in to on .+ IST from IP address 127\.0\.0\.1/);
  });

  it('shows the user’s own sign-ins and actions only while tracking is on', async () => {
    const s = await signedIn(t, 'staff');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/backend/my-profile/activity', headers: s.headers })).json(),
    ).toEqual({
      enabled: false,
      items: [],
    });
    await post('/api/backend/my-profile/update-setting', { prop: 'activityTracking', value: 'true' }, s.headers);
    const act = (
      await t.app.inject({ method: 'GET', url: '/api/backend/my-profile/activity', headers: s.headers })
    ).json();
    expect(act.enabled).toBe(true);
    expect(act.items.map((i: { action: string }) => i.action)).toEqual(['setting_changed', 'login']);
  });
});

describe('forgot user name', () => {
  it('mails the user name, and answers the same for an unknown address', async () => {
    const u = await withEmail('merchant', 'forgot@shop.in');
    let c = await knownCaptcha();
    const known = await post(
      `/api/auth/forgot-username?captcha=${c.answer}`,
      { emailid: 'FORGOT@shop.in' },
      {},
      c.cookies,
    );
    c = await knownCaptcha();
    const unknown = await post(
      `/api/auth/forgot-username?captcha=${c.answer}`,
      { emailid: 'nobody@shop.in' },
      {},
      c.cookies,
    );
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: USERNAME_SENT });
    expect(unknown.json()).toEqual(known.json());
    const mails = await smtp.waitFor(1);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(u.userName);
  });

  it('refuses a wrong captcha', async () => {
    const c = await knownCaptcha();
    const res = await post('/api/auth/forgot-username?captcha=wrong', { emailid: 'forgot@shop.in' }, {}, c.cookies);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.captcha).toBeDefined();
  });
});

describe('password reset', () => {
  async function requestLink(login: string) {
    const c = await knownCaptcha();
    const res = await post('/api/auth/reset-password/request', { login, captcha: c.answer }, {}, c.cookies);
    expect(res.statusCode).toBe(200);
    const [mail] = await smtp.waitFor(1);
    return /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
  }

  it('a link works once, sets the password and ends every session', async () => {
    const u = await withEmail('merchant', 'reset1@shop.in');
    const live = await post('/api/auth/login', { userName: u.userName, password: TEST_PASSWORD });
    const token = await requestLink(u.userName);
    const weak = await post('/api/auth/reset-password', { token, password: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toEqual(['This password is too common; choose another']);
    const short = await post('/api/auth/reset-password', { token, password: 'abc' });
    expect(short.json().errors.password).toEqual(['At least 8 characters']);
    const ok = await post('/api/auth/reset-password', { token, password: 'Brand-new-42' });
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { token, password: 'Another-new-42' })).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${live.json().token}` },
        })
      ).statusCode,
    ).toBe(401);
    expect((await post('/api/auth/login', { userName: u.userName, password: 'Brand-new-42' })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { userName: u.userName, password: TEST_PASSWORD })).statusCode).toBe(401);
  });

  it('a link older than 30 minutes is refused', async () => {
    const u = await withEmail('staff', 'reset2@office.in');
    const token = await requestLink('reset2@office.in');
    await t.database.query(`update password_resets set expires_at = now() - interval '1 second' where user_id = $1`, [
      u.id,
    ]);
    const res = await post('/api/auth/reset-password', { token, password: 'Brand-new-42' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired or was already used/);
  });
});

describe('profile, photo and password', () => {
  it('uploads a photo, re-encoded, readable only by its owner through their own session', async () => {
    const a = await signedIn(t, 'merchant', { kind: 'owner' });
    const b = await signedIn(t, 'merchant', { kind: 'owner' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/merchant/account/photo', headers: a.headers })).statusCode,
    ).toBe(404);
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const boundary = '----x' + Date.now();
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/account/photo',
      headers: { ...a.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().hasPhoto).toBe(true);
    const got = await t.app.inject({ method: 'GET', url: '/api/merchant/account/photo', headers: a.headers });
    expect(got.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(got.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/merchant/account/photo', headers: b.headers })).statusCode,
    ).toBe(404);
  });

  it('refuses a renamed executable as a photo', async () => {
    const a = await signedIn(t, 'staff');
    const boundary = '----y' + Date.now();
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      Buffer.from('MZ\x90\x00 this is not an image'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/backend/my-profile/photo',
      headers: { ...a.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(up.statusCode).toBe(415);
    const [row] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from stored_files where owner_id = $1`,
      [a.id],
    );
    expect(row.n).toBe(0);
  });

  it('changes the password with the current one, and ends the other sessions', async () => {
    const u = await addUser(t, 'staff');
    const other = (await post('/api/auth/login', { userName: u.userName, password: TEST_PASSWORD })).json();
    const mine = (await post('/api/auth/login', { userName: u.userName, password: TEST_PASSWORD })).json();
    const h = { authorization: `Bearer ${mine.token}` };
    const wrong = await post(
      '/api/backend/my-profile/change-password',
      { currentPassword: 'nope', newPassword: 'Fresh-pass-77' },
      h,
    );
    expect(wrong.json().errors).toEqual({ currentPassword: ['Not correct'] });
    const ok = await post(
      '/api/backend/my-profile/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'Fresh-pass-77' },
      h,
    );
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: h })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${other.token}` } }))
        .statusCode,
    ).toBe(401);
  });

  it('shows the merchant its shop details', async () => {
    const m = await signedIn(t, 'merchant', { kind: 'owner' });
    const p = (await t.app.inject({ method: 'GET', url: '/api/merchant/account', headers: m.headers })).json();
    expect(p).toMatchObject({ code: m.code, role: 'merchant', kind: 'owner', hasPhoto: false });
  });

  it("shows the shop's address, package and ID type to the owner, and the owner's shop to its staff", async () => {
    const m = await signedIn(t, 'merchant', { kind: 'owner' });
    const staff = await signedIn(t, 'merchant', { kind: 'staff', parentId: m.id });
    const [pkg] = await t.database.query<{ id: number; name: string }>(
      `insert into packages (name) values ('Shop test package') returning id, name`,
    );
    const [idType] = await t.database.query<{ id: number }>(
      `insert into id_types (name) values ('Shop test ID') returning id`,
    );
    await t.database.query(
      `insert into merchant_profiles (user_id, package_id, id_type_id, shop_name, address1, address3, district, state, pin)
       values ($1, $2, $3, 'Sai Xerox', 'Shop 4, Main Road', 'Near the bus stand', 'Pune', 'Maharashtra', '411001')`,
      [m.id, pkg.id, idType.id],
    );
    const shop = {
      shopName: 'Sai Xerox',
      address: 'Shop 4, Main Road, Near the bus stand',
      district: 'Pune',
      state: 'Maharashtra',
      pin: '411001',
      packageName: 'Shop test package',
      idTypeName: 'Shop test ID',
    };
    for (const who of [m, staff]) {
      const p = (await t.app.inject({ method: 'GET', url: '/api/merchant/account', headers: who.headers })).json();
      expect(p).toMatchObject({ code: who.code, shop });
    }
    const admin = await signedIn(t, 'admin');
    const a = (await t.app.inject({ method: 'GET', url: '/api/backend/my-profile', headers: admin.headers })).json();
    expect(a.shop).toBeNull();
  });
});
