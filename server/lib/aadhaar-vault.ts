import crypto from 'node:crypto';
import { AADHAAR_KEY, isMaskedAadhaar, maskAadhaar } from '../../contract/aadhaar';
import { decryptSecret, encryptSecret } from './crypto';

/*
 * The one place that decides what an Aadhaar number is in storage (docs/decisions/0067): sealed with
 * ENCRYPTION_KEY (AES-256-GCM), found by a keyed hash (HMAC-SHA256 with AADHAAR_HASH_KEY, never the
 * encryption key), shown by its last four digits. In request data a sealed number is one string,
 * `aadhaar:v1:<last4>:<sealed>`, so the data keeps its shape and the mask needs no key.
 */

const TOKEN = /^aadhaar:v1:(\d{0,4}):(v1\.[^:]+)$/;

export type AadhaarKeys = { encryptionKey: string; aadhaarHashKey: string };

export const isSealedAadhaar = (value: unknown): value is string => typeof value === 'string' && TOKEN.test(value);

/** The last four digits of a sealed number, readable without a key. */
export function last4OfSealed(token: string): string {
  return TOKEN.exec(token)?.[1] ?? '';
}

/** Only the digits count: `2345 6789 0123` and `234567890123` are one number. */
const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

export function createAadhaarVault(keys: AadhaarKeys) {
  const hash = (value: string): string =>
    crypto.createHmac('sha256', Buffer.from(keys.aadhaarHashKey, 'hex')).update(digitsOf(value)).digest('hex');

  const seal = (value: string): string => {
    const digits = digitsOf(value);
    return `aadhaar:v1:${digits.slice(-4)}:${encryptSecret(digits, keys.encryptionKey)}`;
  };

  const open = (token: string): string => {
    const m = TOKEN.exec(token);
    if (!m) throw new Error('Not a sealed Aadhaar number');
    return decryptSecret(m[2], keys.encryptionKey);
  };

  /** Every `aadhaar` string in the data, sealed (a mask or a sealed one is kept), and the hashes of the numbers. */
  function sealData<T>(data: T): { data: T; hashes: string[] } {
    const hashes = new Set<string>();
    const walk = (v: unknown, key?: string): unknown => {
      if (Array.isArray(v)) return v.map((x) => walk(x));
      if (v && typeof v === 'object')
        return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, walk(x, k)]));
      if (key !== AADHAAR_KEY || typeof v !== 'string' || !v.trim() || isMaskedAadhaar(v)) return v;
      if (isSealedAadhaar(v)) {
        hashes.add(hash(open(v)));
        return v;
      }
      hashes.add(hash(v));
      return seal(v);
    };
    return { data: walk(data) as T, hashes: [...hashes].sort() };
  }

  return {
    seal,
    open,
    hash,
    sealData,
    /** The data as the rules read it: every sealed number opened. */
    openData: <T>(data: T): T => mapAadhaar(data, (v) => (isSealedAadhaar(v) ? open(v) : v)),
  };
}

export type AadhaarVault = ReturnType<typeof createAadhaarVault>;

/** The data with every `aadhaar` string (clear or sealed) shown as its mask: what any answer but a reveal carries. */
export const maskData = <T>(data: T): T =>
  mapAadhaar(data, (v) =>
    isSealedAadhaar(v) ? maskAadhaar(last4OfSealed(v)) : isMaskedAadhaar(v) ? v : maskAadhaar(v),
  );

function mapAadhaar<T>(data: T, f: (value: string) => string): T {
  const walk = (v: unknown, key?: string): unknown => {
    if (Array.isArray(v)) return v.map((x) => walk(x));
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, walk(x, k)]));
    return key === AADHAAR_KEY && typeof v === 'string' && v ? f(v) : v;
  };
  return walk(data) as T;
}

/** The value at a dotted path of the data (`aadhaar`, `persons.1.aadhaar`), if it is an Aadhaar field. */
export function aadhaarAt(data: unknown, path: string): string | undefined {
  const parts = path.split('.');
  if (parts[parts.length - 1] !== AADHAAR_KEY) return undefined;
  let v: unknown = data;
  for (const p of parts) {
    if (v == null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[p];
  }
  return typeof v === 'string' ? v : undefined;
}
