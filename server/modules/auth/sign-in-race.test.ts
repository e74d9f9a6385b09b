import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, addUser, login, TEST_PASSWORD, type TestApp } from '../../test/app';
import { sha256 } from '../../lib/tokens';
import { SHOP_CLOSED } from '../../lib/access';
import { BAD_CREDENTIALS, CAPTCHA_NEEDED } from './service';

// Decision 0046: concurrent sign-in attempts must fare exactly as the same attempts one after another.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '5', LOGIN_LOCK_MINUTES: '15' });
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<TestApp['app']['inject']>>;
type Attempt = { userName: string; password: string; captcha?: string; captchaId?: string };

const attempt = (a: Attempt) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { userName: a.userName, password: a.password, captcha: a.captcha },
    cookies: a.captchaId ? { captcha_id: a.captchaId } : {},
  });

/** What the user is told, without the lock's time of day. */
function outcome(res: Res): string {
  const body = res.json();
  if (res.statusCode === 429) return `429 ${/locked until/.test(body.message) ? 'locked' : body.message}`;
  if (res.statusCode === 200) return '200 signed in';
  return `${res.statusCode} ${body.message}${body.captchaRequired ? ' +captcha' : ''}`;
}

const tally = (outcomes: string[]) =>
  outcomes.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o]: (acc[o] ?? 0) + 1 }), {});

/** Fresh captchas whose answer the test knows (the real answer never leaves the server). */
async function knownCaptchas(n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++)
    ids.push(
      (await t.app.inject({ method: 'POST', url: '/api/captcha' })).cookies.find((c) => c.name === 'captcha_id')!.value,
    );
  await t.database.query('update captchas set answer_hash = $1 where id = any($2::uuid[])', [sha256('abcde'), ids]);
  return ids;
}

async function failureRow(userName: string) {
  const [row] = await t.database.query<{ failures: number; locked: boolean }>(
    'select failures, locked_until > now() as locked from login_failures where user_name = $1',
    [userName.toLowerCase()],
  );
  return row ?? null;
}

async function countEvents(userId: number, action: string): Promise<number> {
  const [row] = await t.database.query<{ n: number }>(
    'select count(*)::int as n from audit_events where entity_id = $1 and action = $2',
    [userId, action],
  );
  return row.n;
}

async function sequential(attempts: Attempt[]): Promise<string[]> {
  const out: string[] = [];
  for (const a of attempts) out.push(outcome(await attempt(a)));
  return out;
}

const concurrent = async (attempts: Attempt[]) => (await Promise.all(attempts.map(attempt))).map(outcome);

/**
 * Sends a burst while a transaction holds the row it will fight over, so that every request is in
 * flight before any gets through: the race is then certain rather than likely, on PGlite (which runs
 * one transaction at a time) and PostgreSQL alike.
 */
async function heldWhile<T>(lockRow: SQL, fire: () => Promise<T>): Promise<T> {
  let burst: Promise<T> | undefined;
  await t.database.db.transaction(async (tx) => {
    await tx.execute(lockRow);
    burst = fire();
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
  return burst!;
}

describe('concurrent sign-in attempts', () => {
  it('twelve wrong passwords at once, no captcha: three are checked, the rest asked for the captcha, as in sequence', async () => {
    const burst = await addUser(t, 'staff');
    const inTurn = await addUser(t, 'staff');
    const wrong = (userName: string) => Array.from({ length: 12 }, () => ({ userName, password: 'wrong-password' }));

    const together = await concurrent(wrong(burst.userName));
    expect(tally(together)).toEqual({
      [`401 ${BAD_CREDENTIALS}`]: 2,
      [`401 ${BAD_CREDENTIALS} +captcha`]: 1,
      [`400 ${CAPTCHA_NEEDED} +captcha`]: 9,
    });
    expect(tally(together)).toEqual(tally(await sequential(wrong(inTurn.userName))));
    expect(await failureRow(burst.userName)).toEqual({ failures: 3, locked: null });
    expect(await failureRow(burst.userName)).toEqual(await failureRow(inTurn.userName));
    // Only three passwords were compared at all.
    expect(await countEvents(burst.id, 'login_failed')).toBe(3);
  });

  it('twelve wrong passwords at once, each with a captcha: five are checked, the fifth locks the name, as in sequence', async () => {
    const burst = await addUser(t, 'staff');
    const inTurn = await addUser(t, 'staff');
    const withCaptchas = async (userName: string) =>
      (await knownCaptchas(12)).map((captchaId) => ({
        userName,
        password: 'wrong-password',
        captcha: 'abcde',
        captchaId,
      }));

    const together = await concurrent(await withCaptchas(burst.userName));
    expect(tally(together)).toEqual({
      [`401 ${BAD_CREDENTIALS}`]: 2,
      [`401 ${BAD_CREDENTIALS} +captcha`]: 2,
      '429 locked': 8,
    });
    expect(tally(together)).toEqual(tally(await sequential(await withCaptchas(inTurn.userName))));
    expect(await failureRow(burst.userName)).toEqual({ failures: 5, locked: true });
    expect(await failureRow(inTurn.userName)).toEqual({ failures: 5, locked: true });
    expect(await countEvents(burst.id, 'login_failed')).toBe(5);
  });

  it('the right password inside a burst that reaches the lock gets in only if it came before the lock', async () => {
    const u = await addUser(t, 'staff');
    // Four failures already: one more check is left before the lock.
    await t.database.query(`insert into login_failures (user_name, failures, first_failed_at) values ($1, 4, now())`, [
      u.userName.toLowerCase(),
    ]);
    const ids = await knownCaptchas(12);
    // The right password goes last, so it is most likely booked after the lock (the bug let it in then).
    const burst = ids.map((captchaId, i) => ({
      userName: u.userName,
      password: i === 11 ? TEST_PASSWORD : 'wrong-password',
      captcha: 'abcde',
      captchaId,
    }));

    const results = await heldWhile(
      sql`select 1 from login_failures where user_name = ${u.userName.toLowerCase()} for update`,
      () => Promise.all(burst.map(attempt)),
    );
    const signedIn = results.filter((r) => r.statusCode === 200).length;
    const checkedWrong = await countEvents(u.id, 'login_failed');
    // Exactly one attempt was booked before the lock; whichever it was, it is the only password compared.
    expect(signedIn + checkedWrong).toBe(1);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(12 - signedIn);
    const [sessions] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from sessions where user_id = $1',
      [u.id],
    );
    expect(sessions.n).toBe(signedIn);
    // A success resets the count as a sequential one would; otherwise the name stays locked.
    expect(await failureRow(u.userName)).toEqual(signedIn ? null : { failures: 5, locked: true });
  });

  it('one after another, a success in the middle still resets the count', async () => {
    const u = await addUser(t, 'staff');
    for (let i = 0; i < 2; i++) await attempt({ userName: u.userName, password: 'wrong-password' });
    expect(outcome(await attempt({ userName: u.userName, password: TEST_PASSWORD }))).toBe('200 signed in');
    expect(await failureRow(u.userName)).toBeNull();
    expect(outcome(await attempt({ userName: u.userName, password: 'wrong-password' }))).toBe(`401 ${BAD_CREDENTIALS}`);
    expect(await failureRow(u.userName)).toEqual({ failures: 1, locked: null });
  });
});

describe('two-factor codes at once', () => {
  async function challengeWithCode(code: string) {
    const u = await addUser(t, 'merchant', { kind: 'owner' });
    await t.database.query('update users set email = $1 where id = $2', [`${u.userName}@shop.in`, u.id]);
    await t.database.query('insert into user_settings (user_id, two_factor_authentication) values ($1, true)', [u.id]);
    const res = await attempt({ userName: u.userName, password: TEST_PASSWORD });
    const { challengeId } = res.json();
    // The emailed code is random; the test sets one it knows.
    await t.database.query('update login_challenges set code_hash = $1 where id = $2', [sha256(code), challengeId]);
    return challengeId as string;
  }
  const verify = (challengeId: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login/verify', payload: { challengeId, code } });

  it('twenty wrong codes at once compare only five, and the right code afterwards is refused', async () => {
    const challengeId = await challengeWithCode('123456');
    const results = await heldWhile(sql`select 1 from login_challenges where id = ${challengeId} for update`, () =>
      Promise.all(Array.from({ length: 20 }, (_, i) => verify(challengeId, String(200000 + i)))),
    );
    const told = tally(results.map((r) => `${r.statusCode} ${r.json().message}`));
    expect(told).toEqual({
      '401 The code is not correct. 4 tries left.': 1,
      '401 The code is not correct. 3 tries left.': 1,
      '401 The code is not correct. 2 tries left.': 1,
      '401 The code is not correct. 1 try left.': 1,
      '429 Too many wrong codes. Sign in again to get a new code.': 1,
      '401 This code has expired. Sign in again to get a new one.': 15,
    });
    const [c] = await t.database.query<{ attempts: number }>('select attempts from login_challenges where id = $1', [
      challengeId,
    ]);
    expect(c.attempts).toBe(5);
    const right = await verify(challengeId, '123456');
    expect([right.statusCode, right.json().message]).toEqual([
      401,
      'This code has expired. Sign in again to get a new one.',
    ]);
    expect(right.json().token).toBeUndefined();
  });
});

describe("a deactivated owner's team cannot sign in", () => {
  async function team(opts: { twoFactor?: boolean } = {}) {
    const owner = await addUser(t, 'merchant', { kind: 'owner' });
    const member = await addUser(t, 'merchant', { kind: 'staff', parentId: owner.id });
    if (opts.twoFactor) {
      await t.database.query('update users set email = $1 where id = $2', [`${member.userName}@shop.in`, member.id]);
      await t.database.query('insert into user_settings (user_id, two_factor_authentication) values ($1, true)', [
        member.id,
      ]);
    }
    const closeShop = () => t.database.query('update users set active = false where id = $1', [owner.id]);
    return { owner, member, closeShop };
  }

  it('refuses the password sign-in with the shop message, but a wrong password still gets the usual answer', async () => {
    const { member, closeShop } = await team();
    await closeShop();
    const right = await attempt({ userName: member.userName, password: TEST_PASSWORD });
    expect([right.statusCode, right.json().message]).toEqual([403, SHOP_CLOSED]);
    const wrong = await attempt({ userName: member.userName, password: 'wrong-password' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([401, BAD_CREDENTIALS]);
  });

  it('refuses the emailed-code step when the shop closed after the password', async () => {
    const { member, closeShop } = await team({ twoFactor: true });
    const { challengeId } = (await attempt({ userName: member.userName, password: TEST_PASSWORD })).json();
    await t.database.query('update login_challenges set code_hash = $1 where id = $2', [sha256('654321'), challengeId]);
    await closeShop();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/verify',
      payload: { challengeId, code: '654321' },
    });
    expect([res.statusCode, res.json().message]).toEqual([403, SHOP_CLOSED]);
  });

  it('refuses to refresh the tokens of a session opened before the shop closed', async () => {
    const { member, closeShop } = await team();
    const tokens = await login(t, member.userName);
    await closeShop();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: tokens });
    expect([res.statusCode, res.json().message]).toEqual([403, SHOP_CLOSED]);
  });
});
