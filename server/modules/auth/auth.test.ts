import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestApp, addUser, login, signedIn, TEST_PASSWORD, type TestApp } from '../../test/app';
import { BAD_CREDENTIALS, CAPTCHA_NEEDED } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '5', LOGIN_LOCK_MINUTES: '15' });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('login', () => {
  it('answers a token pair whose access token carries name, sub (= code) and role', async () => {
    const u = await addUser(t, 'merchant', { kind: 'owner' });
    const res = await post('/api/auth/login', { userName: u.userName.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({ sub: u.code, role: 'merchant', name: 'Test merchant', kind: 'owner' });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const u = await addUser(t, 'staff');
    const wrong = await post('/api/auth/login', { userName: u.userName, password: 'nope-nope' });
    const unknown = await post('/api/auth/login', { userName: 'nobody-here', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: BAD_CREDENTIALS });
    expect(unknown.json()).toEqual({ message: BAD_CREDENTIALS });
  });

  it('names the missing fields on bad input', async () => {
    const res = await post('/api/auth/login', { userName: '', password: 5 });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors.userName).toEqual(['Required']);
    expect(body.errors.password).toBeDefined();
  });

  it('asks for a captcha after 3 failures and locks the name after 5, saying until when', async () => {
    const u = await addUser(t, 'merchant', { kind: 'owner' });
    for (let i = 0; i < 2; i++)
      expect((await post('/api/auth/login', { userName: u.userName, password: 'bad-one' })).json()).toEqual({
        message: BAD_CREDENTIALS,
      });
    const third = await post('/api/auth/login', { userName: u.userName, password: 'bad-one' });
    expect(third.json()).toEqual({ message: BAD_CREDENTIALS, captchaRequired: true });

    const noCaptcha = await post('/api/auth/login', { userName: u.userName, password: TEST_PASSWORD });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json()).toMatchObject({
      message: CAPTCHA_NEEDED,
      captchaRequired: true,
      errors: { captcha: ['Required'] },
    });

    // A right captcha answer lets the attempt through; the answer is only known to the server, so read its hash's source.
    for (let i = 0; i < 2; i++) {
      const cap = await t.app.inject({ method: 'POST', url: '/api/captcha' });
      expect(cap.headers['content-type']).toBe('image/png');
      const cookie = cap.cookies.find((c) => c.name === 'captcha_id')!;
      const wrongCaptcha = await post(
        '/api/auth/login',
        { userName: u.userName, password: 'bad-one', captcha: 'zzzzz' },
        { cookie: `captcha_id=${cookie.value}` },
      );
      expect(wrongCaptcha.statusCode).toBe(400);
      expect(wrongCaptcha.json().captchaRequired).toBe(true);
    }
  });

  it('locks after the maximum failures even with the right password, and reports lockedUntil', async () => {
    const t2 = await createTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_MINUTES: '15' });
    try {
      const u = await addUser(t2, 'staff');
      for (let i = 0; i < 2; i++)
        await t2.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { userName: u.userName, password: 'bad' },
        });
      const locking = await t2.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userName: u.userName, password: 'bad' },
      });
      expect(locking.statusCode).toBe(429);
      expect(locking.json().message).toMatch(/locked until \d{2}:\d{2} IST/);
      const until = new Date(locking.json().lockedUntil).getTime();
      expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
      const right = await t2.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userName: u.userName, password: TEST_PASSWORD },
      });
      expect(right.statusCode).toBe(429);
      // Once the lock has passed the right password works again.
      await t2.database.query(`update login_failures set locked_until = now() - interval '1 second'`);
      const after = await t2.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userName: u.userName, password: TEST_PASSWORD },
      });
      expect(after.statusCode).toBe(200);
    } finally {
      await t2.close();
    }
  });

  it('refuses a deactivated account', async () => {
    const u = await addUser(t, 'staff');
    await t.database.query('update users set active = false where id = $1', [u.id]);
    const res = await post('/api/auth/login', { userName: u.userName, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/deactivated/);
  });

  it('rate-limits sign-in attempts per IP', async () => {
    const t3 = await createTestApp({ LOGIN_RATE_PER_MINUTE: '3' });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push(
          (
            await t3.app.inject({
              method: 'POST',
              url: '/api/auth/login',
              payload: { userName: `n${i}`, password: 'x' },
            })
          ).statusCode,
        );
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await t3.close();
    }
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token: the new pair works, the old refresh token is spent', async () => {
    const s = await signedIn(t, 'admin');
    const r1 = await post('/api/auth/refresh', { token: s.token, refreshToken: s.refreshToken });
    expect(r1.statusCode).toBe(200);
    const pair = r1.json();
    expect(pair.refreshToken).not.toBe(s.refreshToken);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${pair.token}` },
    });
    expect(me.json()).toMatchObject({ code: s.code, role: 'admin' });
  });

  it('revokes the whole family when a spent refresh token comes back', async () => {
    const s = await signedIn(t, 'merchant', { kind: 'owner' });
    const good = (await post('/api/auth/refresh', { token: s.token, refreshToken: s.refreshToken })).json();
    const replay = await post('/api/auth/refresh', { token: s.token, refreshToken: s.refreshToken });
    expect(replay.statusCode).toBe(401);
    // The thief's replay also ends the legitimate holder's newer tokens.
    const next = await post('/api/auth/refresh', { token: good.token, refreshToken: good.refreshToken });
    expect(next.statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${good.token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('refuses a refresh token presented with another session’s access token', async () => {
    const a = await signedIn(t, 'staff');
    const b = await signedIn(t, 'staff');
    const res = await post('/api/auth/refresh', { token: a.token, refreshToken: b.refreshToken });
    expect(res.statusCode).toBe(401);
  });

  it('logout ends the session: its access token and refresh token stop working', async () => {
    const s = await signedIn(t, 'merchant', { kind: 'owner' });
    const out = await post('/api/auth/logout', {}, s.headers);
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: s.headers })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { token: s.token, refreshToken: s.refreshToken })).statusCode).toBe(401);
  });

  it('a second sign-in is a separate session', async () => {
    const u = await addUser(t, 'admin');
    const one = await login(t, u.userName);
    const two = await login(t, u.userName);
    await post('/api/auth/logout', {}, { authorization: `Bearer ${one.token}` });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${two.token}` } }))
        .statusCode,
    ).toBe(200);
  });
});
