import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { backlogRecords, kycSubmissions, panApplications, serviceRequests, storedFiles } from '../../db/schema';
import { createAadhaarVault } from '../../lib/aadhaar-vault';
import { encryptSecret } from '../../lib/crypto';
import { randomSecrets } from '../../lib/secrets';
import { createTestDatabase } from '../../test/db';
import { aadhaar } from '../../test/backlog';
import { createUser } from '../users/service';
import { describeSealReport, sealExistingAadhaar } from './seal-existing';

const keys = randomSecrets();
const vault = createAadhaarVault(keys);
const [A1, A2, A3, A4, A5, A6] = [
  '23456789012',
  '34567890123',
  '45678901234',
  '56789012345',
  '67890123456',
  '78901234567',
].map(aadhaar);
const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');
const TABLES = ['service_requests', 'pan_applications', 'backlog_records', 'kyc_submissions'];
let database: Database;
let ids: { request: number; sealedRequest: number; pan: number; backlogWhole: number; backlogMask: number };

/** Every row of the four tables as text, the way a dump would carry it. */
async function everything(): Promise<string> {
  const parts: string[] = [];
  for (const t of TABLES)
    for (const r of await database.query<{ t: string }>(`select row_to_json(x)::text as t from ${t} x order by id`))
      parts.push(r.t);
  return parts.join('\n');
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const shop = await createUser(db, {
    userName: 'seal-shop',
    displayName: 'Shop',
    role: 'merchant',
    password: 'Correct-Horse-9',
  });
  const request = (data: unknown, refNo: string) => ({
    service: 'gst-registration',
    refNo,
    merchantId: shop.id,
    merchantCode: shop.code,
    createdBy: shop.id,
    data,
    dated: '2024-05-01',
  });
  const [r1, r2] = await db
    .insert(serviceRequests)
    .values([
      request({ aadhaar: A1, persons: [{ aadhaar: A2, name: 'P' }, { aadhaar: 'XXXX XXXX 1111' }], note: 'n' }, 'GR1'),
      request({ aadhaar: vault.seal(A3) }, 'GR2'),
      request({ aadhaar: '', name: 'none' }, 'GR3'),
    ])
    .returning({ id: serviceRequests.id });
  const [pan] = await db
    .insert(panApplications)
    .values({
      tokenNo: 'TK1',
      merchantId: shop.id,
      merchantCode: shop.code,
      createdBy: shop.id,
      category: 'individual',
      appType: 'N',
      data: { applicant: { first: 'A' }, aadhaar: spaced(A4) },
      dated: '2024-05-01',
    })
    .returning({ id: panApplications.id });
  const backlog = (i: number, aadhaarSealed: string) => ({
    transid: `T${i}`,
    dated: '2024-01-01',
    aknNo: String(881_000_000_000_000 + i),
    panType: 'N' as const,
    name: 'APPLICANT',
    aadhaarSealed,
    memno: shop.code,
    status: 'A' as const,
  });
  const [b1, b2] = await db
    .insert(backlogRecords)
    .values([backlog(1, A5), backlog(2, 'XXXXXXXX9876'), backlog(3, '')])
    .returning({ id: backlogRecords.id });
  const file = async () =>
    (
      await db
        .insert(storedFiles)
        .values({ ownerId: shop.id, purpose: 'kyc', key: '00/'.padEnd(35, '0'), mime: 'image/jpeg', size: 1 })
        .returning()
    )[0]!.id;
  await db.insert(kycSubmissions).values({
    userId: shop.id,
    aadhaarSealed: encryptSecret(A6, keys.encryptionKey),
    aadhaarLast4: A6.slice(-4),
    panNo: 'ABCPE1234F',
    bankName: 'State Bank of India',
    accountHolder: 'Shop',
    accountSealed: encryptSecret('60123456789', keys.encryptionKey),
    accountLast4: '6789',
    ifsc: 'SBIN0001234',
    addressProofFileId: await file(),
    photoFileId: await file(),
    shopPhotoFileId: await file(),
  });
  ids = { request: r1.id, sealedRequest: r2.id, pan: pan.id, backlogWhole: b1.id, backlogMask: b2.id };
});
afterAll(async () => database?.close());

describe('sealing the Aadhaar numbers stored before sealing', () => {
  it('leaves no number in clear, with the right hashes and last four digits; a second run changes nothing', async () => {
    const before = await everything();
    for (const n of [A1, A2, A5]) expect(before).toContain(n);
    expect(before).toContain(spaced(A4));

    const report = await sealExistingAadhaar(database, keys);
    expect(report).toEqual({
      'service_requests.data': { sealed: 1, unreadable: 0 },
      'pan_applications.data': { sealed: 1, unreadable: 0 },
      'backlog_records.aadhaar_sealed': { sealed: 2, unreadable: 0 },
      'kyc_submissions.aadhaar_hash': { sealed: 1, unreadable: 0 },
    });
    expect(describeSealReport(report)).toMatch(
      /^Aadhaar numbers stored before sealing: service_requests\.data: 1 sealed/,
    );

    const after = await everything();
    for (const n of [A1, A2, A3, A4, A5, A6]) {
      expect(after).not.toContain(n);
      expect(after).not.toContain(spaced(n));
    }

    const requests = await database.query<{ id: number; data: unknown; aadhaar_hashes: string[] }>(
      'select id, data, aadhaar_hashes from service_requests order by id',
    );
    const first = requests.find((r) => Number(r.id) === ids.request)!;
    expect(vault.openData(first.data)).toEqual({
      aadhaar: A1,
      persons: [{ aadhaar: A2, name: 'P' }, { aadhaar: 'XXXX XXXX 1111' }],
      note: 'n',
    });
    expect(first.aadhaar_hashes).toEqual([vault.hash(A1), vault.hash(A2)].sort());
    // The row sealed already was not read again: its hashes are as they were (none, in this fixture).
    expect(requests.find((r) => Number(r.id) === ids.sealedRequest)!.aadhaar_hashes).toEqual([]);

    const [pan] = await database.query<{ data: unknown; aadhaar_hashes: string[] }>(
      'select data, aadhaar_hashes from pan_applications where id = $1',
      [ids.pan],
    );
    expect(vault.openData(pan.data)).toEqual({ applicant: { first: 'A' }, aadhaar: A4 });
    expect(pan.aadhaar_hashes).toEqual([vault.hash(A4)]);

    const backlog = await database.query<{
      aadhaar_sealed: string;
      aadhaar_last4: string;
      aadhaar_hash: string | null;
    }>('select aadhaar_sealed, aadhaar_last4, aadhaar_hash from backlog_records order by id');
    expect(vault.open(backlog[0].aadhaar_sealed)).toBe(A5);
    expect([backlog[0].aadhaar_last4, backlog[0].aadhaar_hash]).toEqual([A5.slice(-4), vault.hash(A5)]);
    expect(backlog[1]).toEqual({ aadhaar_sealed: '', aadhaar_last4: '9876', aadhaar_hash: null });
    expect(backlog[2]).toEqual({ aadhaar_sealed: '', aadhaar_last4: '', aadhaar_hash: null });

    const [kyc] = await database.query<{ aadhaar_hash: string }>('select aadhaar_hash from kyc_submissions');
    expect(kyc.aadhaar_hash).toBe(vault.hash(A6));

    const again = await sealExistingAadhaar(database, keys);
    expect(Object.values(again).every((r) => r.sealed === 0 && r.unreadable === 0)).toBe(true);
    expect(describeSealReport(again)).toBeNull();
    expect(await everything()).toBe(after);
  });
});
