import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { startTestRedis } from '../test/redis';
import { connectRedis } from './redis';

// Two apps stand for two servers behind one load balancer: one database each is enough here, since
// what they must share is the limit, and that lives in Redis (or, without it, in each process).
const LIMIT = 3;
let redis: Awaited<ReturnType<typeof startTestRedis>>;
const apps: TestApp[] = [];

async function server(env: Record<string, string> = {}) {
  const t = await createTestApp({ LOGIN_RATE_PER_MINUTE: String(LIMIT), ...env });
  apps.push(t);
  return t;
}

// A new unknown name each time: a wrong password is 401 until the rate limit, never the lockout's captcha.
let tries = 0;
const signIn = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { userName: `nobody-${++tries}`, password: 'Wrong-Password-1' },
  });

beforeAll(async () => {
  redis = await startTestRedis();
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await redis?.stop();
});

describe('per-IP limits across servers', () => {
  it('without Redis, each server counts its own attempts', async () => {
    const [a, b] = [await server(), await server()];
    for (let i = 0; i < LIMIT; i++) expect((await signIn(a)).statusCode).toBe(401);
    expect((await signIn(b)).statusCode).toBe(401);
    expect((await signIn(a)).statusCode).toBe(429);
  });

  it('with REDIS_URL, attempts on one server count on the other', async () => {
    const env = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'portal-one:' };
    const [a, b] = [await server(env), await server(env)];
    for (let i = 0; i < LIMIT; i++) expect((await signIn(a)).statusCode).toBe(401);
    const refused = await signIn(b);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many requests. Please wait a minute and try again.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Another portal on the same Redis keeps its own count.
    const other = await server({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'portal-two:' });
    expect((await signIn(other)).statusCode).toBe(401);
  });

  it('lets sign-in through while Redis is down, and refuses to start on a Redis that does not answer', async () => {
    const a = await server({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'portal-three:' });
    await redis.stop();
    for (let i = 0; i < LIMIT + 2; i++) expect((await signIn(a)).statusCode).toBe(401);

    const log = { error() {}, warn() {} } as unknown as Parameters<typeof connectRedis>[1];
    await expect(connectRedis(redis.url, log)).rejects.toThrow(/did not answer/);
  });
});
