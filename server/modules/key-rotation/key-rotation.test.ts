import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { apiCredentials, kycSubmissions, smtpSettings, storedFiles } from '../../db/schema';
import { createMastersService } from '../masters/service';
import { createUser } from '../users/service';
import { createTestDatabase } from '../../test/db';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { KeyRotationRefused, reencryptSecrets } from './service';

const OLD = 'a1'.repeat(32);
const NEW = 'b2'.repeat(32);
let database: Database;

/** What every sealed value says, opened with `key` (null where it does not open). */
async function opened(key: string) {
  const open = (v: string | null) => {
    try {
      return v === null ? null : decryptSecret(v, key);
    } catch {
      return null;
    }
  };
  const creds = await database.db.select().from(apiCredentials);
  const [smtp] = await database.db.select().from(smtpSettings);
  const [kyc] = await database.db.select().from(kycSubmissions);
  return {
    credential: creds.map((c) => open(c.valueSealed)),
    smtp: open(smtp!.passwordSealed),
    aadhaar: open(kyc!.aadhaarSealed),
    account: open(kyc!.accountSealed),
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const admin = await createUser(db, {
    userName: 'rot-admin',
    displayName: 'Admin',
    role: 'admin',
    password: 'Correct-Horse-9',
  });
  const shop = await createUser(db, {
    userName: 'rot-shop',
    displayName: 'Shop',
    role: 'merchant',
    password: 'Correct-Horse-9',
  });
  await createMastersService(db, OLD).saveCredential(
    { provider: 'upi_gateway', keyName: 'api_key', value: 'upi-live-key-123' },
    admin.id,
  );
  await db.insert(smtpSettings).values({
    id: 1,
    host: 'smtp.example.in',
    port: 587,
    security: 'starttls',
    userName: 'portal',
    passwordSealed: encryptSecret('smtp-pass-9', OLD),
    fromAddress: 'portal@example.in',
  });
  const file = async () =>
    (
      await db
        .insert(storedFiles)
        .values({ ownerId: shop.id, purpose: 'kyc', key: '00/'.padEnd(35, '0'), mime: 'image/jpeg', size: 1 })
        .returning()
    )[0]!.id;
  await db.insert(kycSubmissions).values({
    userId: shop.id,
    aadhaarSealed: encryptSecret('234567890123', OLD),
    aadhaarLast4: '0123',
    panNo: 'ABCPE1234F',
    bankName: 'State Bank of India',
    accountHolder: 'Shop',
    accountSealed: encryptSecret('60123456789', OLD),
    accountLast4: '6789',
    ifsc: 'SBIN0001234',
    addressProofFileId: await file(),
    photoFileId: await file(),
    shopPhotoFileId: await file(),
  });
});
afterAll(async () => database?.close());

describe('rotating ENCRYPTION_KEY', () => {
  it('refuses a wrong old key and changes nothing', async () => {
    await expect(reencryptSecrets(database.db, 'c3'.repeat(32), NEW)).rejects.toThrow(KeyRotationRefused);
    await expect(reencryptSecrets(database.db, 'c3'.repeat(32), NEW)).rejects.toThrow(
      /api_credentials\.value_sealed of row \d+/,
    );
    expect(await opened(OLD)).toEqual({
      credential: ['upi-live-key-123'],
      smtp: 'smtp-pass-9',
      aadhaar: '234567890123',
      account: '60123456789',
    });
  });

  it('refuses keys that are not 64 hex characters, or the same key', async () => {
    await expect(reencryptSecrets(database.db, OLD, 'short')).rejects.toThrow('The new key is not 64 hex characters.');
    await expect(reencryptSecrets(database.db, OLD, OLD.toUpperCase())).rejects.toThrow('The new key is the old key.');
  });

  it('seals every secret again with the new key, which alone opens them; a second run changes nothing', async () => {
    expect(await reencryptSecrets(database.db, OLD, NEW)).toEqual({
      'api_credentials.value_sealed': 1,
      'smtp_settings.password_sealed': 1,
      'kyc_submissions.aadhaar_sealed': 1,
      'kyc_submissions.account_sealed': 1,
    });
    expect(await opened(NEW)).toEqual({
      credential: ['upi-live-key-123'],
      smtp: 'smtp-pass-9',
      aadhaar: '234567890123',
      account: '60123456789',
    });
    expect(await opened(OLD)).toEqual({ credential: [null], smtp: null, aadhaar: null, account: null });
    expect(await createMastersService(database.db, NEW).secret('upi_gateway', 'api_key')).toBe('upi-live-key-123');
    expect(await reencryptSecrets(database.db, OLD, NEW)).toEqual({
      'api_credentials.value_sealed': 0,
      'smtp_settings.password_sealed': 0,
      'kyc_submissions.aadhaar_sealed': 0,
      'kyc_submissions.account_sealed': 0,
    });
  });
});
