import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kycSubmissions } from '../../db/schema/kyc';
import { smtpSettings } from '../../db/schema/mail';
import { apiCredentials } from '../../db/schema/masters';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { aadhaarReportNames, planAadhaarRotation, type AadhaarRotation } from './aadhaar';

/** Every value sealed with ENCRYPTION_KEY: where it is, and how to read and write it. */
type SealedColumn = {
  name: string;
  read(db: Db): Promise<{ id: number; sealed: string | null }[]>;
  write(db: Db, id: number, sealed: string): Promise<void>;
};

const SEALED: SealedColumn[] = [
  {
    name: 'api_credentials.value_sealed',
    read: (db) => db.select({ id: apiCredentials.id, sealed: apiCredentials.valueSealed }).from(apiCredentials),
    write: async (db, id, sealed) =>
      void (await db.update(apiCredentials).set({ valueSealed: sealed }).where(eq(apiCredentials.id, id))),
  },
  {
    name: 'smtp_settings.password_sealed',
    read: (db) => db.select({ id: smtpSettings.id, sealed: smtpSettings.passwordSealed }).from(smtpSettings),
    write: async (db, id, sealed) =>
      void (await db.update(smtpSettings).set({ passwordSealed: sealed }).where(eq(smtpSettings.id, id))),
  },
  {
    name: 'kyc_submissions.aadhaar_sealed',
    read: (db) => db.select({ id: kycSubmissions.id, sealed: kycSubmissions.aadhaarSealed }).from(kycSubmissions),
    write: async (db, id, sealed) =>
      void (await db.update(kycSubmissions).set({ aadhaarSealed: sealed }).where(eq(kycSubmissions.id, id))),
  },
  {
    name: 'kyc_submissions.account_sealed',
    read: (db) => db.select({ id: kycSubmissions.id, sealed: kycSubmissions.accountSealed }).from(kycSubmissions),
    write: async (db, id, sealed) =>
      void (await db.update(kycSubmissions).set({ accountSealed: sealed }).where(eq(kycSubmissions.id, id))),
  },
];

export class KeyRotationRefused extends Error {}

const opens = (sealed: string, key: string) => {
  try {
    decryptSecret(sealed, key);
    return true;
  } catch {
    return false;
  }
};

const HEX_KEY = /^[0-9a-f]{64}$/i;

/** What a run changes: the encryption key, the Aadhaar hash key, or both; the old keys are today's. */
export type KeyRotation = AadhaarRotation;

/**
 * Seals every stored secret again with the new encryption key, and recomputes every Aadhaar hash with the
 * new hash key (docs/operations.md §9), in one transaction: all of it or none. A value that already opens
 * with the new key is left as it is and a hash already right is not written, so a run cut short can simply
 * be run again; a value that opens with neither key refuses the whole run, naming where it is, before
 * anything is written.
 */
export async function rotateKeys(db: Db, r: KeyRotation): Promise<Record<string, number>> {
  if (r.newKey === undefined && r.newHashKey === undefined) throw new KeyRotationRefused('No new key was given.');
  if (!HEX_KEY.test(r.oldKey)) throw new KeyRotationRefused('The old key is not 64 hex characters.');
  if (r.newKey !== undefined) {
    if (!HEX_KEY.test(r.newKey)) throw new KeyRotationRefused('The new key is not 64 hex characters.');
    if (r.oldKey.toLowerCase() === r.newKey.toLowerCase()) throw new KeyRotationRefused('The new key is the old key.');
  }
  if (r.newHashKey !== undefined) {
    if (!HEX_KEY.test(r.newHashKey)) throw new KeyRotationRefused('The new Aadhaar hash key is not 64 hex characters.');
    if (r.newHashKey.toLowerCase() === r.oldHashKey?.toLowerCase())
      throw new KeyRotationRefused('The new Aadhaar hash key is the old one.');
  }
  return db.transaction(async (tx) => {
    const done: Record<string, number> = {};
    const work: { column: SealedColumn; id: number; plain: string }[] = [];
    const unreadable: string[] = [];
    const newKey = r.newKey;
    if (newKey !== undefined) {
      for (const column of SEALED) {
        done[column.name] = 0;
        for (const row of await column.read(tx as unknown as Db)) {
          if (row.sealed == null || opens(row.sealed, newKey)) continue;
          try {
            work.push({ column, id: row.id, plain: decryptSecret(row.sealed, r.oldKey) });
          } catch {
            unreadable.push(`${column.name} of row ${row.id}`);
          }
        }
      }
    }
    for (const name of aadhaarReportNames(r)) done[name] = 0;
    const aadhaarWrites = await planAadhaarRotation(tx as unknown as Db, r, unreadable);
    if (unreadable.length)
      throw new KeyRotationRefused(
        `These values open with neither key, so nothing was changed: ${unreadable.join(', ')}. Is the old key ` +
          `the one they were sealed with?`,
      );
    for (const w of work) {
      await w.column.write(tx as unknown as Db, w.id, encryptSecret(w.plain, newKey!));
      done[w.column.name] += 1;
    }
    for (const w of aadhaarWrites) {
      await w.run(tx as unknown as Db);
      for (const name of w.names) done[name] += 1;
    }
    return done;
  });
}

/** The encryption key alone (the run before Aadhaar hashes had a key of their own). */
export const reencryptSecrets = (db: Db, oldKey: string, newKey: string) => rotateKeys(db, { oldKey, newKey });
