import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { kycSubmissions } from '../../db/schema/kyc';
import type { KycStatus } from '../../../contract/kyc';

/**
 * What another domain may read of a merchant's KYC (docs/decisions/0071): its state, from the latest submission,
 * never the documents or the sealed Aadhaar. User management and the member pages show it.
 */
export async function kycStatusOf(db: Db | Tx, userId: number): Promise<KycStatus> {
  const [k] = await db
    .select({ status: kycSubmissions.status })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.id))
    .limit(1);
  return k?.status ?? 'not_submitted';
}

/** The same state as a list column for the account whose id is `userId` (the latest submission, by its index). */
export const kycStatusSql = (userId: SQL) =>
  sql`coalesce((select k.status from kyc_submissions k where k.user_id = ${userId} order by k.id desc limit 1), 'not_submitted')`;

/** How many merchants' latest submissions wait for the back office (the dashboard's figure), as SQL. */
export const waitingKycSql = sql`(select count(*) from kyc_submissions ks where ks.status = 'submitted'
  and ks.id = (select max(id) from kyc_submissions k2 where k2.user_id = ks.user_id))`;

/**
 * The PAN of an account's latest approved KYC, or null (none approved). TDS statements name the payee by it, and
 * without one section 206AA asks the higher rate (server/modules/margins/tds.ts).
 */
export async function approvedPanOf(db: Db | Tx, userId: number): Promise<string | null> {
  const [k] = await db
    .select({ pan: kycSubmissions.panNo })
    .from(kycSubmissions)
    .where(sql`${kycSubmissions.userId} = ${userId} and ${kycSubmissions.status} = 'approved'`)
    .orderBy(desc(kycSubmissions.id))
    .limit(1);
  return k?.pan ?? null;
}

/** The same PAN as a list or report column for the account whose id is `userId`. */
export const approvedPanSql = (userId: SQL) =>
  sql<
    string | null
  >`(select k.pan_no from kyc_submissions k where k.user_id = ${userId} and k.status = 'approved' order by k.id desc limit 1)`;
