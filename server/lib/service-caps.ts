import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rupeesToPaise } from '../../contract/money';
import type { Db, Tx } from '../db/client';
import { recordEvent } from './audit';

/**
 * A table of one amount per service code that the admin caps (receipts' customer price limits, margins' caps): both
 * domains keep their own table of this shape, and save it the same way.
 */
export type CapTable = PgTable & {
  serviceCode: PgColumn;
  capPaise: PgColumn;
  updatedBy: PgColumn;
  updatedAt: PgColumn;
};

/** The caps in paise by service code. */
export async function capsByCode(db: Db | Tx, table: CapTable): Promise<Map<string, number>> {
  const rows = await db
    .select({ code: table.serviceCode, paise: table.capPaise })
    .from(table as PgTable)
    .then((r) => r as { code: string; paise: number }[]);
  return new Map(rows.map((r) => [r.code, r.paise]));
}

/**
 * Saves the admin's caps in one transaction: a cap of null removes the row; each change (only a change) is an audit
 * event `action` on `entityType` with the amounts before and after, in paise.
 */
export async function saveServiceCaps(
  db: Db,
  table: CapTable,
  caps: readonly { code: string; cap: number | null }[],
  audit: { actorId: number; action: string; entityType: string; ip: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const now = await capsByCode(tx, table);
    for (const c of caps) {
      const paise = c.cap == null ? null : rupeesToPaise(c.cap);
      const before = now.get(c.code) ?? null;
      if (before === paise) continue;
      if (paise == null) await tx.delete(table).where(eq(table.serviceCode, c.code));
      else
        await tx
          .insert(table)
          // The columns are named by CapTable; drizzle cannot check values against a table passed in.
          .values({ serviceCode: c.code, capPaise: paise, updatedBy: audit.actorId } as never)
          .onConflictDoUpdate({
            target: table.serviceCode,
            set: { capPaise: paise, updatedBy: audit.actorId, updatedAt: new Date() } as never,
          });
      await recordEvent(tx, {
        actorId: audit.actorId,
        action: audit.action,
        entityType: audit.entityType,
        entityId: c.code,
        fromState: before == null ? null : String(before),
        toState: paise == null ? null : String(paise),
        ip: audit.ip,
      });
    }
  });
}
