import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './crypto';

const key = crypto.randomBytes(32).toString('hex');

describe('secret encryption', () => {
  it('round-trips and never contains the clear text', () => {
    const sealed = encryptSecret('smtp-pass-123', key);
    expect(sealed).not.toContain('smtp-pass-123');
    expect(decryptSecret(sealed, key)).toBe('smtp-pass-123');
    expect(encryptSecret('smtp-pass-123', key)).not.toBe(sealed);
  });

  it('refuses a tampered value or another key', () => {
    const sealed = encryptSecret('hello', key);
    const parts = sealed.split('.');
    parts[3] = Buffer.from('hellp').toString('base64url');
    expect(() => decryptSecret(parts.join('.'), key)).toThrow();
    expect(() => decryptSecret(sealed, crypto.randomBytes(32).toString('hex'))).toThrow();
  });
});
