import crypto from 'node:crypto';

/**
 * The sealing both sides of the Protean e-KYC/e-Sign exchange use: JSON under AES-256-GCM with the key
 * from API credentials (32 bytes, given as base64), sent as base64url(iv 12 | tag 16 | ciphertext).
 * GCM's tag is what proves a payload came from the key holder unchanged: a wrong key and an altered
 * payload fail the same check and cannot be told apart.
 */
export class SealError extends Error {}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function keyFromBase64(base64: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== 32)
    throw new SealError(`The e-KYC key must be 32 bytes in base64; this one is ${key.length} bytes.`);
  return key;
}

export function encrypt(value: unknown, key: Buffer): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

export function decrypt(payload: string, key: Buffer): unknown {
  if (typeof payload !== 'string' || !/^[A-Za-z0-9_-]+$/.test(payload))
    throw new SealError('The encrypted payload is not base64url text.');
  const raw = Buffer.from(payload, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) throw new SealError('The encrypted payload is too short to be one.');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  let plain: string;
  try {
    plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new SealError('The encrypted payload failed verification: it was altered, or sealed with another key.');
  }
  try {
    return JSON.parse(plain) as unknown;
  } catch {
    throw new SealError('The encrypted payload verified but does not hold JSON.');
  }
}
