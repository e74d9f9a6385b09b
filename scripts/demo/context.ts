import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { serviceRequestEvents, serviceRequests, users } from '../../server/db/schema';
import type { AuthUser } from '../../server/lib/access';

export const DAY_MS = 86_400_000;

/** A moment `days` ago at a shop-hours time, so the lists read like a working month rather than one instant. */
export function daysAgo(days: number, hour = 11): Date {
  const d = new Date(Date.now() - days * DAY_MS);
  d.setUTCHours(hour - 5, 30, 0, 0); // hour in India (UTC+5:30)
  // Today's shop hour may still be ahead: nothing is dated in the future.
  return d.getTime() > Date.now() ? new Date() : d;
}

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The signed-in user a service expects, for an account the seed acts as (no real session behind it). */
export async function actAs(database: Database, userName: string): Promise<AuthUser> {
  const [u] = await database.db
    .select({
      id: users.id,
      code: users.code,
      name: users.displayName,
      role: users.role,
      kind: users.merchantKind,
      parentId: users.parentId,
    })
    .from(users)
    .where(sql`lower(${users.userName}) = ${userName.toLowerCase()}`);
  if (!u) throw new Error(`Demo seed: no account "${userName}"`);
  const merchantId = u.role !== 'merchant' ? null : u.kind === 'staff' ? u.parentId : u.id;
  return { id: u.id, code: u.code, name: u.name, role: u.role, kind: u.kind, sessionId: 'demo-seed', merchantId };
}

/**
 * Moves a shared service request (GST, UTI) and its history back to `created`: the engine stamps "now" on
 * every step, so each later step is set a few hours after the one before.
 */
export async function backdateRequest(database: Database, id: number, created: Date, hoursBetweenSteps = 4) {
  const step = (n: number) => new Date(created.getTime() + n * hoursBetweenSteps * 3_600_000);
  const events = await database.db
    .select({ id: serviceRequestEvents.id })
    .from(serviceRequestEvents)
    .where(eq(serviceRequestEvents.requestId, id))
    .orderBy(asc(serviceRequestEvents.id));
  for (const [n, e] of events.entries())
    await database.db
      .update(serviceRequestEvents)
      .set({ at: step(n) })
      .where(eq(serviceRequestEvents.id, e.id));
  const last = step(Math.max(events.length - 1, 0));
  await database.db
    .update(serviceRequests)
    .set({
      createdAt: created,
      updatedAt: last,
      submittedAt: sql`case when ${serviceRequests.submittedAt} is null then null else ${step(1).toISOString()}::timestamptz end`,
    })
    .where(eq(serviceRequests.id, id));
}
