import { eq, isNull } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../../contract/i18n';
import type { Db, Tx } from '../../db/client';
import { userSettings } from '../../db/schema/account';

/** The language a user saved in their settings (issue 26), or null when they have not chosen one. */
export async function savedLanguage(db: Db | Tx, userId: number): Promise<Locale | null> {
  const [row] = await db
    .select({ language: userSettings.language })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return LOCALES.find((l) => l === row?.language) ?? null;
}

/**
 * A first language for an account that has none saved (a registration approved: the language the applicant
 * registered in); a language the user chose already stays.
 */
export async function adoptLanguage(db: Db | Tx, userId: number, locale: Locale): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, language: locale, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { language: locale, updatedAt: new Date() },
      setWhere: isNull(userSettings.language),
    });
}
