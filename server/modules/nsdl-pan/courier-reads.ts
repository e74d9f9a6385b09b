import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { panApplications } from '../../db/schema/nsdl-pan';
import { accountsView } from '../users/read-model';

/**
 * What the couriers module reads of PAN applications (docs/decisions/0071): which wait for a courier, which a
 * courier carries, when each was acknowledged. The applications table is this module's; a courier changes an
 * application only through the engine's moves (`dispatch`, `receive`, `return`, each setting its courierId).
 */

const card = {
  id: panApplications.id,
  token_no: panApplications.tokenNo,
  ack_no: panApplications.ackNo,
  name: panApplications.name,
  dated: panApplications.dated,
};

/** Acknowledged and in no courier: what may be sent. */
const waiting = and(eq(panApplications.state, 'acknowledged'), isNull(panApplications.courierId));

/** A merchant's applications waiting for a courier, oldest first (the add screen's choices). */
export function courierCandidates(db: Db | Tx, merchantId: number) {
  return db
    .select(card)
    .from(panApplications)
    .where(and(eq(panApplications.merchantId, merchantId), waiting))
    .orderBy(asc(panApplications.dated), asc(panApplications.id))
    .limit(2000);
}

/** These applications with their state now, by token number (a courier's contents). */
export async function applicationsCarried(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ ...card, state: panApplications.state })
    .from(panApplications)
    .where(inArray(panApplications.id, ids))
    .orderBy(asc(panApplications.tokenNo));
}

/** Which of these ids are the merchant's applications (the others are strangers to refuse). */
export async function merchantApplicationIds(db: Db | Tx, merchantId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: panApplications.id })
    .from(panApplications)
    .where(and(inArray(panApplications.id, ids), eq(panApplications.merchantId, merchantId)));
  return new Set(rows.map((r) => r.id));
}

/** Which of these ids still ride in the courier (one the merchant removed, or returned, no longer does). */
export async function applicationsInCourier(db: Db | Tx, courierId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: panApplications.id })
    .from(panApplications)
    .where(and(inArray(panApplications.id, ids), eq(panApplications.courierId, courierId)));
  return rows.map((r) => r.id);
}

/**
 * The acknowledgement day of each application, by id: the last 'acknowledge' event in India's calendar, or
 * the application date for rows that came without one (imports).
 */
export async function acknowledgedDays(
  db: Db | Tx,
  ids: number[],
): Promise<{ id: number; tokenNo: string; ackDate: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: panApplications.id,
      tokenNo: panApplications.tokenNo,
      ackDate: sql<string>`coalesce((select to_char(max(e.at) at time zone 'Asia/Kolkata', 'YYYY-MM-DD')
          from pan_application_events e where e.application_id = ${panApplications.id}
            and e.action = 'acknowledge'), to_char(${panApplications.dated}, 'YYYY-MM-DD'))`,
    })
    .from(panApplications)
    .where(inArray(panApplications.id, ids))
    .orderBy(asc(panApplications.id));
}

/** Merchants with applications waiting for a courier and how many, by code (the back office's add screen). */
export async function merchantsWaitingForCourier(
  db: Db | Tx,
): Promise<{ code: string; name: string; waiting: number }[]> {
  const merchant = accountsView('merchant');
  const rows = await db
    .select({ code: panApplications.merchantCode, name: merchant.name, waiting: sql<number>`count(*)::int` })
    .from(panApplications)
    .innerJoin(merchant, eq(merchant.id, panApplications.merchantId))
    .where(waiting)
    .groupBy(panApplications.merchantCode, merchant.name)
    .orderBy(asc(panApplications.merchantCode))
    .limit(1000);
  return rows.map((r) => ({ ...r, waiting: Number(r.waiting) }));
}
