import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  apiCredentials,
  backlogRecords,
  kycSubmissions,
  panApplications,
  serviceRequests,
  smtpSettings,
  storedFiles,
} from '../../db/schema';
import { createAadhaarVault } from '../../lib/aadhaar-vault';
import { createMastersService } from '../masters/service';
import { createUser } from '../users/service';
import { createTestDatabase } from '../../test/db';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { KeyRotationRefused, reencryptSecrets, rotateKeys } from './service';

const OLD = 'a1'.repeat(32);
const NEW = 'b2'.repeat(32);
const HASH_OLD = 'd4'.repeat(32);
const HASH_NEW = 'e5'.repeat(32);
/** Valid Aadhaar numbers (Verhoeff) of the request, the PAN application and the backlog record. */
const [REQ_A, REQ_B, PAN_A, BACKLOG_A] = ['234567890124', '345678901238', '456789012341', '567890123458'];
const KYC_A = '234567890123';
let database: Database;
let shopId: number;

/** The Aadhaar numbers sealed in request data and backlog records, opened with `key` (null where they do not open). */
async function openedAadhaar(key: string) {
  const vault = createAadhaarVault({ encryptionKey: key, aadhaarHashKey: HASH_OLD });
  const open = <T>(v: T) => {
    try {
      return vault.openData(v);
    } catch {
      return null;
    }
  };
  const [request] = await database.db.select().from(serviceRequests);
  const [pan] = await database.db.select().from(panApplications);
  const [backlog] = await database.db.select().from(backlogRecords);
  return { request: open(request!.data), pan: open(pan!.data), backlog: open({ aadhaar: backlog!.aadhaarSealed }) };
}

/** Which rows each stored hash of `number` under `hashKey` finds, per table. */
async function found(number: string, hashKey: string) {
  const h = createAadhaarVault({ encryptionKey: OLD, aadhaarHashKey: hashKey }).hash(number);
  const n = async (q: string) => Number((await database.query<{ n: number }>(q, [h]))[0].n);
  return [
    await n('select count(*)::int as n from service_requests where aadhaar_hashes @> array[$1]::text[]'),
    await n('select count(*)::int as n from pan_applications where aadhaar_hashes @> array[$1]::text[]'),
    await n('select count(*)::int as n from backlog_records where aadhaar_hash = $1'),
    await n('select count(*)::int as n from kyc_submissions where aadhaar_hash = $1'),
  ];
}

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
  shopId = shop.id;
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
    aadhaarHash: createAadhaarVault({ encryptionKey: OLD, aadhaarHashKey: HASH_OLD }).hash(KYC_A),
  });
  const vault = createAadhaarVault({ encryptionKey: OLD, aadhaarHashKey: HASH_OLD });
  const request = vault.sealData({ aadhaar: REQ_A, partners: [{ aadhaar: REQ_B }, { aadhaar: 'XXXX XXXX 1111' }] });
  await db.insert(serviceRequests).values({
    service: 'gst-registration',
    refNo: 'GR1',
    merchantId: shop.id,
    merchantCode: shop.code,
    createdBy: shop.id,
    data: request.data,
    aadhaarHashes: request.hashes,
    dated: '2024-05-01',
  });
  const pan = vault.sealData({ aadhaar: PAN_A });
  await db.insert(panApplications).values({
    tokenNo: 'TK1',
    merchantId: shop.id,
    merchantCode: shop.code,
    createdBy: shop.id,
    category: 'individual',
    appType: 'N',
    data: pan.data,
    aadhaarHashes: pan.hashes,
    dated: '2024-05-01',
  });
  await db.insert(backlogRecords).values({
    transid: 'T1',
    dated: '2024-01-01',
    aknNo: '881000000000001',
    panType: 'N',
    name: 'APPLICANT',
    aadhaarSealed: vault.seal(BACKLOG_A),
    aadhaarLast4: BACKLOG_A.slice(-4),
    aadhaarHash: vault.hash(BACKLOG_A),
    memno: shop.code,
    status: 'A',
  });
});

const SEALED_AADHAAR = {
  request: { aadhaar: REQ_A, partners: [{ aadhaar: REQ_B }, { aadhaar: 'XXXX XXXX 1111' }] },
  pan: { aadhaar: PAN_A },
  backlog: { aadhaar: BACKLOG_A },
};
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

  it('refuses the whole run, both keys, when one sealed Aadhaar opens with neither, and changes nothing', async () => {
    const stranger = createAadhaarVault({ encryptionKey: 'c3'.repeat(32), aadhaarHashKey: HASH_OLD });
    const [bad] = await database.db
      .insert(backlogRecords)
      .values({
        transid: 'T2',
        dated: '2024-01-02',
        aknNo: '881000000000002',
        panType: 'N',
        name: 'STRANGER',
        aadhaarSealed: stranger.seal(BACKLOG_A),
        aadhaarLast4: BACKLOG_A.slice(-4),
        memno: (await database.query<{ code: string }>('select code from users where id = $1', [shopId]))[0].code,
        status: 'A',
      })
      .returning();
    await expect(
      rotateKeys(database.db, { oldKey: OLD, newKey: NEW, oldHashKey: HASH_OLD, newHashKey: HASH_NEW }),
    ).rejects.toThrow(`backlog_records.aadhaar_sealed of row ${bad.id}`);
    await database.query('delete from backlog_records where id = $1', [bad.id]);
    // A failure while writing (here the last table's update) undoes what was written before it.
    await database.query(`create function refuse_update() returns trigger language plpgsql as
      $$ begin raise exception 'disk full'; end $$`);
    await database.query(
      'create trigger refuse before update on backlog_records for each row execute function refuse_update()',
    );
    await expect(
      rotateKeys(database.db, { oldKey: OLD, newKey: NEW, oldHashKey: HASH_OLD, newHashKey: HASH_NEW }),
    ).rejects.toThrow();
    await database.query('drop trigger refuse on backlog_records');
    await database.query('drop function refuse_update()');
    expect(await opened(OLD)).toMatchObject({ credential: ['upi-live-key-123'], aadhaar: '234567890123' });
    expect(await openedAadhaar(OLD)).toEqual(SEALED_AADHAAR);
    for (const n of [REQ_A, PAN_A, BACKLOG_A, KYC_A]) expect(await found(n, HASH_NEW)).toEqual([0, 0, 0, 0]);
  });

  it('seals every secret again with the new key, which alone opens them; a second run changes nothing', async () => {
    expect(await reencryptSecrets(database.db, OLD, NEW)).toEqual({
      'api_credentials.value_sealed': 1,
      'smtp_settings.password_sealed': 1,
      'kyc_submissions.aadhaar_sealed': 1,
      'kyc_submissions.account_sealed': 1,
      'service_requests.data': 1,
      'pan_applications.data': 1,
      'backlog_records.aadhaar_sealed': 1,
    });
    expect(await openedAadhaar(NEW)).toEqual(SEALED_AADHAAR);
    expect(await openedAadhaar(OLD)).toEqual({ request: null, pan: null, backlog: null });
    // The mask and the last four digits stay readable without a key.
    expect(JSON.stringify((await database.db.select().from(serviceRequests))[0]!.data)).toContain('XXXX XXXX 1111');
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
      'service_requests.data': 0,
      'pan_applications.data': 0,
      'backlog_records.aadhaar_sealed': 0,
    });
  });
});

describe('rotating AADHAAR_HASH_KEY', () => {
  it('refuses a key that is not 64 hex characters, or the same one', async () => {
    await expect(rotateKeys(database.db, { oldKey: NEW, oldHashKey: HASH_OLD, newHashKey: 'x' })).rejects.toThrow(
      'The new Aadhaar hash key is not 64 hex characters.',
    );
    await expect(
      rotateKeys(database.db, { oldKey: NEW, oldHashKey: HASH_OLD, newHashKey: HASH_OLD.toUpperCase() }),
    ).rejects.toThrow('The new Aadhaar hash key is the old one.');
    await expect(rotateKeys(database.db, { oldKey: NEW })).rejects.toThrow('No new key was given.');
  });

  it('makes every stored hash again from the opened numbers: found with the new key only; a second run changes nothing', async () => {
    for (const n of [REQ_A, REQ_B, PAN_A, BACKLOG_A, KYC_A]) expect(await found(n, HASH_OLD)).not.toEqual([0, 0, 0, 0]);
    const rotation = { oldKey: NEW, oldHashKey: HASH_OLD, newHashKey: HASH_NEW };
    expect(await rotateKeys(database.db, rotation)).toEqual({
      'service_requests.aadhaar_hashes': 1,
      'pan_applications.aadhaar_hashes': 1,
      'backlog_records.aadhaar_hash': 1,
      'kyc_submissions.aadhaar_hash': 1,
    });
    expect(await found(REQ_A, HASH_NEW)).toEqual([1, 0, 0, 0]);
    expect(await found(REQ_B, HASH_NEW)).toEqual([1, 0, 0, 0]);
    expect(await found(PAN_A, HASH_NEW)).toEqual([0, 1, 0, 0]);
    expect(await found(BACKLOG_A, HASH_NEW)).toEqual([0, 0, 1, 0]);
    expect(await found(KYC_A, HASH_NEW)).toEqual([0, 0, 0, 1]);
    for (const n of [REQ_A, REQ_B, PAN_A, BACKLOG_A, KYC_A]) expect(await found(n, HASH_OLD)).toEqual([0, 0, 0, 0]);
    // The sealed values themselves are untouched by a hash rotation.
    expect(await openedAadhaar(NEW)).toEqual(SEALED_AADHAAR);
    expect(Object.values(await rotateKeys(database.db, rotation))).toEqual([0, 0, 0, 0]);
  });
});
