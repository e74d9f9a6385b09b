import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { auditEvents } from '../db/schema';
import type { Db, Tx } from '../db/client';

export type AuditEntry = {
  actorId: number | null;
  action: string;
  entityType: string;
  entityId?: string | number | null;
  fromState?: string | null;
  toState?: string | null;
  remark?: string | null;
  ip?: string | null;
};

/** Appends one event row; call it inside the transaction that made the change. */
export async function recordEvent(db: Db | Tx, e: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: e.actorId,
    action: e.action,
    entityType: e.entityType,
    entityId: e.entityId == null ? null : String(e.entityId),
    fromState: e.fromState ?? null,
    toState: e.toState ?? null,
    remark: e.remark ?? null,
    ip: e.ip ?? null,
  });
}

/**
 * The same event as the SELECT of an insert, one row for each row of `source` (a CTE's name): for a statement
 * that records its change in itself, so the change and its event are written together or not at all.
 */
export function recordEventFrom(source: string, e: AuditEntry): SQL {
  return sql`insert into ${auditEvents} (actor_id, action, entity_type, entity_id, from_state, to_state, remark, ip)
    select ${e.actorId}, ${e.action}, ${e.entityType}, ${e.entityId == null ? null : String(e.entityId)},
           ${e.fromState ?? null}, ${e.toState ?? null}, ${e.remark ?? null}, ${e.ip ?? null} from ${sql.identifier(source)}`;
}

/** The latest events an account made, newest first: a user's own trail (the account screen's activity). */
export function auditTrailOf(db: Db | Tx, actorId: number, limit: number) {
  return db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.actorId, actorId))
    .orderBy(desc(auditEvents.id))
    .limit(limit);
}
