import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiCredentials, kycSubmissions, smtpSettings } from '../../db/schema';
import { decryptSecret, encryptSecret } from '../../lib/crypto';

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

/**
 * Seals every stored secret again with `newKey` (docs/operations.md §9), in one transaction: all of them
 * or none. A value that already opens with the new key is left as it is, so a run cut short can simply be
 * run again; a value that opens with neither key refuses the whole run, naming where it is, before
 * anything is written.
 */
export async function reencryptSecrets(db: Db, oldKey: string, newKey: string): Promise<Record<string, number>> {
  for (const [name, key] of [
    ['old', oldKey],
    ['new', newKey],
  ] as const) {
    if (!/^[0-9a-f]{64}$/i.test(key)) throw new KeyRotationRefused(`The ${name} key is not 64 hex characters.`);
  }
  if (oldKey.toLowerCase() === newKey.toLowerCase()) throw new KeyRotationRefused('The new key is the old key.');
  return db.transaction(async (tx) => {
    const done: Record<string, number> = {};
    const work: { column: SealedColumn; id: number; plain: string }[] = [];
    const unreadable: string[] = [];
    for (const column of SEALED) {
      done[column.name] = 0;
      for (const row of await column.read(tx as unknown as Db)) {
        if (row.sealed == null || opens(row.sealed, newKey)) continue;
        try {
          work.push({ column, id: row.id, plain: decryptSecret(row.sealed, oldKey) });
        } catch {
          unreadable.push(`${column.name} of row ${row.id}`);
        }
      }
    }
    if (unreadable.length)
      throw new KeyRotationRefused(
        `These values open with neither key, so nothing was changed: ${unreadable.join(', ')}. Is the old key ` +
          `the one they were sealed with?`,
      );
    for (const w of work) {
      await w.column.write(tx as unknown as Db, w.id, encryptSecret(w.plain, newKey));
      done[w.column.name] += 1;
    }
    return done;
  });
}
