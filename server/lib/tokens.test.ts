import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens';

const secret = crypto.randomBytes(32).toString('base64url');
const claims = {
  name: 'Asha Rao',
  sub: 'PM1001',
  role: 'merchant' as const,
  kind: 'owner' as const,
  sid: crypto.randomUUID(),
};
const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** A token built by hand, signed with `key` (HS256 unless the header says otherwise). */
function handMade(header: Record<string, unknown>, payload: Record<string, unknown>, key = secret): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${crypto.createHmac('sha256', key).update(input).digest('base64url')}`;
}

describe('access tokens', () => {
  it('verifies what it signs, and jose agrees both ways', async () => {
    const token = await signAccessToken(claims, secret, 15);
    expect(await verifyAccessToken(token, secret)).toEqual(claims);
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    expect(payload).toMatchObject({ ...claims });
    const { sub, ...rest } = claims;
    const byJose = await new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(secret));
    expect(await verifyAccessToken(byJose, secret)).toEqual(claims);
  });

  it('drops claims it does not know and keeps an optional kind optional', async () => {
    const { kind: _k, ...staff } = { ...claims, role: 'staff' as const };
    const token = handMade({ alg: 'HS256', typ: 'JWT' }, { ...staff, exp: now() + 60, iat: now(), extra: 1 });
    expect(await verifyAccessToken(token, secret)).toEqual(staff);
  });

  it('refuses a forged, re-signed or altered token', async () => {
    const token = await signAccessToken(claims, secret, 15);
    const [h, p, s] = token.split('.');
    expect(await verifyAccessToken(token, 'another secret')).toBeNull();
    expect(
      await verifyAccessToken(`${h}.${b64({ ...claims, role: 'admin', exp: now() + 60 })}.${s}`, secret),
    ).toBeNull();
    const flipped = s.slice(0, -2) + (s.at(-2) === 'A' ? 'B' : 'A') + s.at(-1);
    expect(await verifyAccessToken(`${h}.${p}.${flipped}`, secret)).toBeNull();
    expect(await verifyAccessToken(`${h}.${p}.${s}=`, secret)).toBeNull();
    expect(await verifyAccessToken(`${h}.${p}.`, secret)).toBeNull();
    expect(await verifyAccessToken(`${h}.${p}`, secret)).toBeNull();
    expect(await verifyAccessToken(`${token}.x`, secret)).toBeNull();
  });

  it('refuses any algorithm but HS256, and critical extensions', async () => {
    const payload = { ...claims, exp: now() + 60 };
    expect(await verifyAccessToken(handMade({ alg: 'none' }, payload), secret)).toBeNull();
    expect(await verifyAccessToken(`${b64({ alg: 'none' })}.${b64(payload)}.`, secret)).toBeNull();
    expect(await verifyAccessToken(handMade({ alg: 'HS512' }, payload), secret)).toBeNull();
    expect(await verifyAccessToken(handMade({ alg: 'HS256', crit: ['b64'], b64: false }, payload), secret)).toBeNull();
    expect(await verifyAccessToken(handMade({ alg: 'HS256' }, payload), secret)).toEqual(claims);
  });

  it('refuses an expired token unless asked to ignore expiry, and one without exp or not yet valid', async () => {
    const expired = handMade({ alg: 'HS256' }, { ...claims, iat: now() - 3600, exp: now() - 60 });
    expect(await verifyAccessToken(expired, secret)).toBeNull();
    expect(await verifyAccessToken(expired, secret, { ignoreExpiry: true })).toEqual(claims);
    // A few seconds of clock skew are tolerated.
    expect(await verifyAccessToken(handMade({ alg: 'HS256' }, { ...claims, exp: now() - 2 }), secret)).toEqual(claims);
    expect(await verifyAccessToken(handMade({ alg: 'HS256' }, { ...claims }), secret)).toBeNull();
    expect(
      await verifyAccessToken(handMade({ alg: 'HS256' }, { ...claims, exp: String(now() + 60) }), secret),
    ).toBeNull();
    expect(
      await verifyAccessToken(handMade({ alg: 'HS256' }, { ...claims, exp: now() + 60, nbf: now() + 600 }), secret),
    ).toBeNull();
    expect(
      await verifyAccessToken(handMade({ alg: 'HS256' }, { ...claims, exp: now() + 60, iat: 'yesterday' }), secret),
    ).toBeNull();
  });

  it('refuses a token without the claims of a session, or with a payload that is not an object', async () => {
    const { sid: _s, ...noSid } = claims;
    expect(await verifyAccessToken(handMade({ alg: 'HS256' }, { ...noSid, exp: now() + 60 }), secret)).toBeNull();
    expect(
      await verifyAccessToken(handMade({ alg: 'HS256' }, { ...claims, role: 'root', exp: now() + 60 }), secret),
    ).toBeNull();
    const input = `${b64({ alg: 'HS256' })}.${b64('[1,2]')}`;
    expect(
      await verifyAccessToken(
        `${input}.${crypto.createHmac('sha256', secret).update(input).digest('base64url')}`,
        secret,
      ),
    ).toBeNull();
    const junk = `${b64({ alg: 'HS256' })}.${b64('{not json')}`;
    expect(
      await verifyAccessToken(
        `${junk}.${crypto.createHmac('sha256', secret).update(junk).digest('base64url')}`,
        secret,
      ),
    ).toBeNull();
    expect(await verifyAccessToken('', secret)).toBeNull();
    expect(await verifyAccessToken('a.b.c', secret)).toBeNull();
  });

  describe('once verified', () => {
    afterEach(() => vi.useRealTimers());

    it('still expires on time, and a token signed with another secret is still refused', async () => {
      const token = await signAccessToken(claims, secret, 1);
      expect(await verifyAccessToken(token, secret)).toEqual(claims);
      expect(await verifyAccessToken(token, secret)).toEqual(claims);
      expect(await verifyAccessToken(token, crypto.randomBytes(32).toString('base64url'))).toBeNull();
      vi.useFakeTimers({ now: Date.now() + 66_000 });
      expect(await verifyAccessToken(token, secret)).toBeNull();
      expect(await verifyAccessToken(token, secret, { ignoreExpiry: true })).toEqual(claims);
    });

    it('is not valid before its nbf even when seen before', async () => {
      const token = handMade({ alg: 'HS256' }, { ...claims, exp: now() + 600, nbf: now() + 60 });
      expect(await verifyAccessToken(token, secret)).toBeNull();
      vi.useFakeTimers({ now: Date.now() + 60_000 });
      expect(await verifyAccessToken(token, secret)).toEqual(claims);
    });
  });
});
