import crypto from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { AccessClaims } from '../../contract/auth';

const ALG = 'HS256';
const key = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(claims: AccessClaims, secret: string, minutes: number): Promise<string> {
  const { sub, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(`${minutes}m`)
    .sign(key(secret));
}

/** Returns the claims, or null when the token is malformed, forged or (unless ignoreExpiry) expired. */
export async function verifyAccessToken(token: string, secret: string, opts: { ignoreExpiry?: boolean } = {}): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALG],
      // jose has no "skip exp" switch; a huge tolerance does the same for the refresh call.
      clockTolerance: opts.ignoreExpiry ? 10 * 365 * 24 * 3600 : 5,
    });
    const parsed = AccessClaims.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch (e) {
    if (e instanceof joseErrors.JOSEError) return null;
    throw e;
  }
}

export function newOpaqueToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}
