import { LOCALES, negotiateLocale, type Locale } from '../../contract/i18n';

/** Where a visitor's choice is kept; a signed-in user's saved setting on the server comes later (issue 26). */
export const LANG_KEY = 'lang';

/**
 * The saved choice, else the browser's languages (Hindi first → Hindi), else English. Apart from web/i18n so
 * the app's start can ask without loading Lingui: an English first visit never does (the 200 kB budget).
 */
export function initialLocale(): Locale {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(LANG_KEY);
  } catch {
    saved = null;
  }
  const known = LOCALES.find((l) => l === saved);
  return known ?? negotiateLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
}
