import { eq, ne, or, sql } from 'drizzle-orm';
import { AADHAAR_KEY, isMaskedAadhaar } from '../../../contract/aadhaar';
import type { Db } from '../../db/client';
import { backlogRecords } from '../../db/schema/backlog';
import { kycSubmissions } from '../../db/schema/kyc';
import { panApplications } from '../../db/schema/nsdl-pan';
import { serviceRequests } from '../../db/schema/requests';
import { createAadhaarVault, isSealedAadhaar, last4OfSealed } from '../../lib/aadhaar-vault';
import { decryptSecret } from '../../lib/crypto';

/*
 * The Aadhaar part of a key rotation (docs/operations.md §9): the sealed numbers inside request data and
 * backlog records sealed again with the new ENCRYPTION_KEY, and every stored Aadhaar hash made again with
 * the new AADHAAR_HASH_KEY from the opened numbers (a keyed hash cannot be converted, only recomputed).
 * It only plans: the caller reads everything first, refuses the run if anything is unreadable, and then
 * writes all of it in its one transaction.
 */

export type AadhaarRotation = {
  oldKey: string;
  newKey?: string;
  /** Needed only with newHashKey. */
  oldHashKey?: string;
  newHashKey?: string;
};

/** What one row needs written: the names it counts under and the update. */
export type PlannedWrite = { names: string[]; run(db: Db): Promise<void> };

type Opened = { plain: string; withNew: boolean } | null;

/** Every `aadhaar` string of the data through `f`, as the vault reads data. */
function mapAadhaar(v: unknown, f: (value: string) => string, key?: string): unknown {
  if (Array.isArray(v)) return v.map((x) => mapAadhaar(x, f));
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, mapAadhaar(x, f, k)]));
  return key === AADHAAR_KEY && typeof v === 'string' && v.trim() ? f(v) : v;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export async function planAadhaarRotation(db: Db, r: AadhaarRotation, unreadable: string[]): Promise<PlannedWrite[]> {
  const encryptionKey = r.newKey ?? r.oldKey;
  // The hash key is only used when it is being rotated; the vault needs some key all the same.
  const vault = createAadhaarVault({ encryptionKey, aadhaarHashKey: r.newHashKey ?? r.oldHashKey ?? r.oldKey });
  const rehash = r.newHashKey !== undefined;

  /** A sealed value opened with the new key or else the old one (a run cut short left some of each). */
  const open = (raw: string): Opened => {
    for (const [key, withNew] of [
      [encryptionKey, true],
      [r.oldKey, false],
    ] as const) {
      try {
        return { plain: decryptSecret(raw, key), withNew: withNew && r.newKey !== undefined };
      } catch {
        // the other key, or unreadable
      }
    }
    return null;
  };
  const rawOf = (token: string) => token.slice(`aadhaar:v1:${last4OfSealed(token)}:`.length);
  const writes: PlannedWrite[] = [];

  for (const [name, table] of [
    ['service_requests', serviceRequests],
    ['pan_applications', panApplications],
  ] as const) {
    const rows = await db
      .select({ id: table.id, data: table.data, hashes: table.aadhaarHashes })
      .from(table)
      .where(sql`${table.data}::text like '%"aadhaar"%' or cardinality(${table.aadhaarHashes}) > 0`);
    for (const row of rows) {
      const plains: string[] = [];
      let [resealed, bad] = [false, false];
      const data = mapAadhaar(row.data, (v) => {
        if (isMaskedAadhaar(v)) return v;
        if (!isSealedAadhaar(v)) {
          // Still clear: sealing it is the start-up's work (privacy/seal-existing.ts); its hash is made here.
          plains.push(v);
          return v;
        }
        const opened = open(rawOf(v));
        if (!opened) {
          bad = true;
          return v;
        }
        plains.push(opened.plain);
        if (r.newKey === undefined || opened.withNew) return v;
        resealed = true;
        return vault.seal(opened.plain);
      });
      if (bad) {
        unreadable.push(`${name}.data of row ${row.id}`);
        continue;
      }
      const hashes = rehash ? [...new Set(plains.map(vault.hash))].sort() : row.hashes;
      const names = [
        ...(resealed ? [`${name}.data`] : []),
        ...(rehash && !sameList(hashes, row.hashes) ? [`${name}.aadhaar_hashes`] : []),
      ];
      if (names.length)
        writes.push({
          names,
          run: async (tx) =>
            void (await tx.update(table).set({ data, aadhaarHashes: hashes }).where(eq(table.id, row.id))),
        });
    }
  }

  const b = backlogRecords;
  for (const row of await db
    .select({ id: b.id, sealed: b.aadhaarSealed, hash: b.aadhaarHash })
    .from(b)
    .where(or(ne(b.aadhaarSealed, ''), sql`${b.aadhaarHash} is not null`))) {
    if (!isSealedAadhaar(row.sealed)) continue;
    const opened = open(rawOf(row.sealed));
    if (!opened) {
      unreadable.push(`backlog_records.aadhaar_sealed of row ${row.id}`);
      continue;
    }
    const set: { aadhaarSealed?: string; aadhaarHash?: string } = {};
    const names: string[] = [];
    if (r.newKey !== undefined && !opened.withNew) {
      set.aadhaarSealed = vault.seal(opened.plain);
      names.push('backlog_records.aadhaar_sealed');
    }
    if (rehash && row.hash !== vault.hash(opened.plain)) {
      set.aadhaarHash = vault.hash(opened.plain);
      names.push('backlog_records.aadhaar_hash');
    }
    if (names.length)
      writes.push({ names, run: async (tx) => void (await tx.update(b).set(set).where(eq(b.id, row.id))) });
  }

  // KYC's sealed number itself is one of the service's sealed columns; only its hash is made here.
  if (rehash) {
    const k = kycSubmissions;
    for (const row of await db.select({ id: k.id, sealed: k.aadhaarSealed, hash: k.aadhaarHash }).from(k)) {
      const opened = open(row.sealed);
      if (!opened) {
        unreadable.push(`kyc_submissions.aadhaar_sealed of row ${row.id}`);
        continue;
      }
      const hash = vault.hash(opened.plain);
      if (hash !== row.hash)
        writes.push({
          names: ['kyc_submissions.aadhaar_hash'],
          run: async (tx) => void (await tx.update(k).set({ aadhaarHash: hash }).where(eq(k.id, row.id))),
        });
    }
  }
  return writes;
}

/** The names a run reports, with 0 where nothing needed writing. */
export function aadhaarReportNames(r: AadhaarRotation): string[] {
  return [
    ...(r.newKey !== undefined
      ? ['service_requests.data', 'pan_applications.data', 'backlog_records.aadhaar_sealed']
      : []),
    ...(r.newHashKey !== undefined
      ? [
          'service_requests.aadhaar_hashes',
          'pan_applications.aadhaar_hashes',
          'backlog_records.aadhaar_hash',
          'kyc_submissions.aadhaar_hash',
        ]
      : []),
  ];
}
