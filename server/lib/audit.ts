import { Placeholder, desc, eq, is, sql, type SQL } from 'drizzle-orm';
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
 * `entityIdColumn` names a column of `source` to take the entity's id from, when only the statement knows it
 * (a wallet found by its owner in the same statement).
 */
export function recordEventFrom(
  source: string,
  e: { [K in keyof AuditEntry]: AuditEntry[K] | Placeholder },
  entityIdColumn?: string,
): SQL {
  // A placeholder stands for a value given at each run of a statement prepared once (the wallet's posting).
  const entityId = entityIdColumn
    ? sql`${sql.identifier(source)}.${sql.identifier(entityIdColumn)}::text`
    : is(e.entityId, Placeholder)
      ? sql`${e.entityId}`
      : sql`${e.entityId == null ? null : String(e.entityId)}`;
  return sql`insert into ${auditEvents} (actor_id, action, entity_type, entity_id, from_state, to_state, remark, ip)
    select ${e.actorId}, ${e.action}, ${e.entityType}, ${entityId},
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
