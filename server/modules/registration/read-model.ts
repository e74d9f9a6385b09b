import { count, eq, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { idSales, merchantProfiles } from '../../db/schema/onboarding';

/**
 * What another domain may read or write of a merchant's onboarding (docs/decisions/0071): registration owns the
 * merchant profiles and ID sales; masters counts members per package and sales per ID type, user management and
 * the member pages show a shop, and a new franchise member gets its profile, through these.
 */
const profileCard = {
  userId: merchantProfiles.userId,
  packageId: merchantProfiles.packageId,
  idTypeId: merchantProfiles.idTypeId,
  shopName: merchantProfiles.shopName,
  address1: merchantProfiles.address1,
  address2: merchantProfiles.address2,
  address3: merchantProfiles.address3,
  district: merchantProfiles.district,
  state: merchantProfiles.state,
  pin: merchantProfiles.pin,
};

export type ProfileCard = {
  userId: number;
  packageId: number | null;
  idTypeId: number | null;
  shopName: string;
  address1: string;
  address2: string;
  address3: string;
  district: string;
  state: string;
  pin: string;
};

/** A merchant's shop, package and ID type, or undefined (a staff account has no profile). */
export async function profileOf(db: Db | Tx, userId: number): Promise<ProfileCard | undefined> {
  const [p] = await db.select(profileCard).from(merchantProfiles).where(eq(merchantProfiles.userId, userId));
  return p;
}

/** A franchise member's profile, written in the transaction that makes its account (`tx`). */
export async function addMemberProfile(tx: Db | Tx, p: ProfileCard): Promise<void> {
  await tx.insert(merchantProfiles).values(p);
}

/** Profiles' package and ID type as a subquery to join (a merchant's price is its package's). */
export function profilesView(as = 'profiles') {
  return new QueryBuilder()
    .select({ userId: profileCard.userId, packageId: profileCard.packageId, idTypeId: profileCard.idTypeId })
    .from(merchantProfiles)
    .as(as);
}

/** How many merchants are on a package (a package's page). */
export async function merchantsOnPackage(db: Db | Tx, packageId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(merchantProfiles)
    .where(eq(merchantProfiles.packageId, packageId));
  return Number(n);
}

/** How many IDs of a type were sold (an ID type's page). */
export async function idTypeSales(db: Db | Tx, idTypeId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(idSales).where(eq(idSales.idTypeId, idTypeId));
  return Number(n);
}

/**
 * Join pieces for list definitions: plain subqueries the planner flattens into the list's own join, so the
 * indexes on user_id, package_id and id_type_id serve as they did on the tables.
 */
export const profilesSql = sql`(select user_id, package_id, id_type_id, shop_name from merchant_profiles)`;
export const idSalesSql = sql`(select id, user_id, id_type_id, price_paise, sold_by, sold_at from id_sales)`;
/** A package's merchants and an ID type's sales, counted per row of a list (`id` is the row's column). */
export const merchantsOnPackageSql = (id: SQL) =>
  sql`(select count(*) from merchant_profiles mp where mp.package_id = ${id})`;
export const idTypeSalesSql = (id: SQL) => sql`(select count(*) from id_sales s where s.id_type_id = ${id})`;

/** How many registrations wait for the back office (the dashboard's figure), as SQL. */
export const pendingRegistrationsSql = sql`(select count(*) from registrations where status = 'pending')`;
