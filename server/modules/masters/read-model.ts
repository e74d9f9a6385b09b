import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { idTypes, packageRates, packages } from '../../db/schema/masters';
import { profilesView } from '../registration/read-model';
import type { Locale } from '../../../contract/i18n';
import { masterName } from '../../../contract/masters';

/**
 * What another domain may read of the masters (docs/decisions/0071): a package's or an ID type's name, and the
 * tables' public columns as join pieces for list definitions (plain subqueries the planner flattens).
 */
/** A package's name in the reader's language (its Hindi name when the admin gave one: decision 0075). */
export async function packageNameOf(db: Db | Tx, id: number | null, locale: Locale = 'en'): Promise<string | null> {
  if (id === null) return null;
  const [p] = await db
    .select({ name: packages.name, nameHi: packages.nameHi })
    .from(packages)
    .where(eq(packages.id, id));
  return p ? masterName(p, locale) : null;
}

/** An ID type's name in the reader's language. */
export async function idTypeNameOf(db: Db | Tx, id: number | null, locale: Locale = 'en'): Promise<string | null> {
  if (id === null) return null;
  const [t] = await db.select({ name: idTypes.name, nameHi: idTypes.nameHi }).from(idTypes).where(eq(idTypes.id, id));
  return t ? masterName(t, locale) : null;
}

export const packagesSql = sql`(select id, name from packages)`;
export const idTypesSql = sql`(select id, name, name_hi, price_paise from id_types)`;
/** The company's bank accounts, as a join piece (a payment request names the bank it was paid into). */
export const companyBanksSql = sql`(select id, bank_name, holder, account_no, ifsc, branch, active from company_banks)`;

/**
 * The first-run checklist's items that are the masters' (site/setup-checklist.ts), as SQL booleans so the
 * checklist stays one query: an active bank to deposit into, and prices the admin has set. The seed's example
 * prices count only once a package was saved (a price changed, or the package saved as it is) and some is above 0.
 */
export const hasActiveBankSql = sql`exists (select 1 from company_banks where active)`;
export const pricesAreSetSql = sql`(exists (select 1 from package_rates r join packages p on p.id = r.package_id
    where p.active and r.price_paise > 0)
  and (exists (select 1 from package_rate_history) or exists (select 1 from packages where updated_at > created_at)))`;

/**
 * The price an account's package sets for a code, in paise (null: the package has none), in the caller's transaction
 * if it has one: a franchise member's charge checks its price against it (issue 28 §2, margins/quote.ts).
 */
export async function packagePriceOf(db: Db | Tx, userId: number, code: string): Promise<number | null> {
  const profiles = profilesView('pp');
  const [r] = await db
    .select({ price: packageRates.pricePaise })
    .from(profiles)
    .innerJoin(packages, eq(packages.id, profiles.packageId))
    .innerJoin(packageRates, and(eq(packageRates.packageId, packages.id), eq(packageRates.serviceCode, code)))
    .where(eq(profiles.userId, userId));
  return r ? r.price : null;
}
