import { and, eq, isNull, ne, notLike, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { backlogRecords } from '../../db/schema/backlog';
import { kycSubmissions } from '../../db/schema/kyc';
import { panApplications } from '../../db/schema/nsdl-pan';
import { serviceRequests } from '../../db/schema/requests';
import { createAadhaarVault, type AadhaarKeys } from '../../lib/aadhaar-vault';
import { decryptSecret } from '../../lib/crypto';

/*
 * Aadhaar numbers stored before they were sealed (docs/decisions/0067), sealed where they lie. Run at every
 * start after the migrations (server/seed.ts): a migration cannot do it, since sealing needs the keys. Each
 * table is one transaction, and a row already sealed or masked is not matched again, so a second run (or a
 * run after one cut short) changes nothing. A value that will not open with today's key is left alone and
 * counted, rather than stopping the portal from starting.
 */

/**
 * Request data holding an `aadhaar` with a value that is neither sealed nor a mask. jsonb prints `"key": "v"`;
 * the lookahead is PostgreSQL's (ARE), so the match runs in the database and only such rows are read.
 */
const CLEAR_IN_DATA = String.raw`"aadhaar":\s*"(?!aadhaar:v1:|XXXX XXXX \d{4}")[^"]`;

export type SealReport = Record<string, { sealed: number; unreadable: number }>;

type DataTable = typeof serviceRequests | typeof panApplications;

async function sealRequestData(db: Db, table: DataTable, vault: ReturnType<typeof createAadhaarVault>) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: table.id, data: table.data })
      .from(table)
      .where(sql`${table.data}::text ~ ${CLEAR_IN_DATA}`)
      .for('update');
    let [sealed, unreadable] = [0, 0];
    for (const row of rows) {
      let out: ReturnType<typeof vault.sealData>;
      try {
        out = vault.sealData(row.data);
      } catch {
        // A sealed number beside the clear one opens with neither key: rotation's business, not this run's.
        unreadable += 1;
        continue;
      }
      await tx.update(table).set({ data: out.data, aadhaarHashes: out.hashes }).where(eq(table.id, row.id));
      sealed += 1;
    }
    return { sealed, unreadable };
  });
}

/** Old backlog values: 12 digits from an import, or `XXXXXXXX1234` where the file carried a mask. */
async function sealBacklog(db: Db, vault: ReturnType<typeof createAadhaarVault>) {
  return db.transaction(async (tx) => {
    const b = backlogRecords;
    const rows = await tx
      .select({ id: b.id, value: b.aadhaarSealed })
      .from(b)
      .where(and(ne(b.aadhaarSealed, ''), notLike(b.aadhaarSealed, 'aadhaar:v1:%')))
      .for('update');
    for (const row of rows) {
      const digits = row.value.replace(/[\s-]/g, '');
      const set = /^\d{12}$/.test(digits)
        ? { aadhaarSealed: vault.seal(digits), aadhaarLast4: digits.slice(-4), aadhaarHash: vault.hash(digits) }
        : // Anything else is at most a mask: keep what can be shown, so nothing readable stays in the column.
          { aadhaarSealed: '', aadhaarLast4: /(\d{4})$/.exec(digits)?.[1] ?? '', aadhaarHash: null };
      await tx.update(b).set(set).where(eq(b.id, row.id));
    }
    return { sealed: rows.length, unreadable: 0 };
  });
}

/** KYC has sealed its numbers from the start; what it lacks on older rows is the hash an erasure finds them by. */
async function hashKyc(db: Db, keys: AadhaarKeys, vault: ReturnType<typeof createAadhaarVault>) {
  return db.transaction(async (tx) => {
    const k = kycSubmissions;
    const rows = await tx
      .select({ id: k.id, sealed: k.aadhaarSealed })
      .from(k)
      .where(isNull(k.aadhaarHash))
      .for('update');
    let [sealed, unreadable] = [0, 0];
    for (const row of rows) {
      let plain: string;
      try {
        plain = decryptSecret(row.sealed, keys.encryptionKey);
      } catch {
        unreadable += 1;
        continue;
      }
      await tx
        .update(k)
        .set({ aadhaarHash: vault.hash(plain) })
        .where(eq(k.id, row.id));
      sealed += 1;
    }
    return { sealed, unreadable };
  });
}

/** Seals every Aadhaar number still in clear, and hashes the sealed ones that have no hash yet. */
export async function sealExistingAadhaar(database: Database, keys: AadhaarKeys): Promise<SealReport> {
  const db = database.db;
  const vault = createAadhaarVault(keys);
  return {
    'service_requests.data': await sealRequestData(db, serviceRequests, vault),
    'pan_applications.data': await sealRequestData(db, panApplications, vault),
    'backlog_records.aadhaar_sealed': await sealBacklog(db, vault),
    'kyc_submissions.aadhaar_hash': await hashKyc(db, keys, vault),
  };
}

/** One line for the start-up log, or none when there was nothing to do. */
export function describeSealReport(report: SealReport): string | null {
  const parts = Object.entries(report)
    .filter(([, r]) => r.sealed || r.unreadable)
    .map(
      ([where, r]) => `${where}: ${r.sealed} sealed${r.unreadable ? `, ${r.unreadable} unreadable with this key` : ''}`,
    );
  return parts.length ? `Aadhaar numbers stored before sealing: ${parts.join('; ')}.` : null;
}
