import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, addUser, login, TEST_PASSWORD, type TestApp } from '../../test/app';
import { startTestSmtp } from '../../test/smtp';
import { sha256 } from '../../lib/tokens';
import { MERCHANT_STAFF_API } from '../../../contract/merchant-staff';

/** Decision 0047: a password reset link stops working once the password is set any other way. */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startTestSmtp();
  const admin = await addUser(t, 'admin');
  const { token } = await login(t, admin.userName);
  await t.app.inject({
    method: 'PUT',
    url: '/api/backend/settings/smtp-setup',
    headers: { authorization: `Bearer ${token}` },
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
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const USED = /expired or was already used/;

async function withEmail(email: string, opts: Parameters<typeof addUser>[2] = { kind: 'owner' }) {
  const u = await addUser(t, 'merchant', opts);
  await t.database.query('update users set email = $1 where id = $2', [email, u.id]);
  return u;
}

/** Asks for a link as the forgot-password page does (with a captcha the test knows) and reads it from the mail. */
async function requestLink(login: string): Promise<string> {
  const cap = await t.app.inject({ method: 'POST', url: '/api/captcha' });
  const id = cap.cookies.find((c) => c.name === 'captcha_id')!.value;
  await t.database.query('update captchas set answer_hash = $1 where id = $2', [sha256('abcde'), id]);
  const before = smtp.received.length;
  const res = await post('/api/auth/reset-password/request', { login, captcha: 'abcde' }, {}, { captcha_id: id });
  expect(res.statusCode).toBe(200);
  const mails = await smtp.waitFor(before + 1);
  return /token=([A-Za-z0-9_-]+)/.exec(mails[before].text)![1];
}

const reset = (token: string, password: string) => post('/api/auth/reset-password', { token, password });

describe('using or bypassing a reset link revokes the others', () => {
  it('of two links, using one makes the other answer "expired or already used"', async () => {
    const u = await withEmail('two-links@shop.in');
    const first = await requestLink(u.userName);
    const second = await requestLink(u.userName);
    expect(first).not.toBe(second);
    expect((await reset(second, 'Brand-new-42')).statusCode).toBe(200);
    const stale = await reset(first, 'Sneaky-other-42');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(USED);
    // The password is the one the used link set.
    expect((await post('/api/auth/login', { userName: u.userName, password: 'Brand-new-42' })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { userName: u.userName, password: 'Sneaky-other-42' })).statusCode).toBe(401);
  });

  it('changing the password in My Settings ends a link mailed before', async () => {
    const u = await withEmail('changed@shop.in');
    const token = await requestLink(u.userName);
    const session = await login(t, u.userName);
    const changed = await post(
      '/api/merchant/account/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'Fresh-pass-77' },
      bearer(session.token),
    );
    expect(changed.statusCode).toBe(200);
    const stale = await reset(token, 'Sneaky-other-42');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(USED);
    expect((await post('/api/auth/login', { userName: u.userName, password: 'Fresh-pass-77' })).statusCode).toBe(200);
  });

  it('a password the owner sets for a staff account ends the staff member’s link', async () => {
    const owner = await addUser(t, 'merchant', { kind: 'owner' });
    const staff = await withEmail('counter@shop.in', { kind: 'staff', parentId: owner.id });
    const token = await requestLink(staff.userName);
    const { token: ownerToken } = await login(t, owner.userName);
    const set = await post(
      `${MERCHANT_STAFF_API.base}/${staff.id}/password`,
      { password: 'Owner-chose-42', confirm: 'Owner-chose-42' },
      bearer(ownerToken),
    );
    expect(set.statusCode, set.body).toBe(200);
    expect((await reset(token, 'Sneaky-other-42')).json().message).toMatch(USED);
    expect((await post('/api/auth/login', { userName: staff.userName, password: 'Owner-chose-42' })).statusCode).toBe(
      200,
    );
  });
});
