import {
  DEFAULT_LOCALE,
  LOCALES,
  PSEUDO_LOCALE,
  negotiateLocale,
  type AnyLocale,
  type Locale,
} from '../../contract/i18n';

/** Where a visitor's choice is kept; a signed-in user's saved setting on the server comes later (issue 26). */
export const LANG_KEY = 'lang';
/** The address's parameter that names a public page's language (decision 0075: `/about?lang=hi`). */
export const LANG_PARAM = 'lang';

/** The language an address names (`?lang=hi`), or null when it names none (English's addresses). */
export function addressLocale(search: string): Locale | null {
  const value = new URLSearchParams(search).get(LANG_PARAM);
  return LOCALES.find((l) => l === value) ?? null;
}

/** The address `to` in a language: English's without `lang`, another's with `?lang=<locale>`; the rest kept. */
export function localeAddress(to: string, locale: AnyLocale): string {
  const url = new URL(to, 'http://address.invalid');
  const known = LOCALES.find((l) => l === locale);
  if (!known || known === DEFAULT_LOCALE) url.searchParams.delete(LANG_PARAM);
  else url.searchParams.set(LANG_PARAM, known);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The saved choice, else the browser's languages (Hindi first → Hindi), else English. */
export function preferredLocale(): Locale {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(LANG_KEY);
  } catch {
    saved = null;
  }
  const known = LOCALES.find((l) => l === saved);
  return known ?? negotiateLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/** Keeps a choice made where the app's language is not switched in place (a public page's switch). */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LANG_KEY, locale);
  } catch {
    // Private mode or storage off: the address carries the choice.
  }
}

/**
 * The language an address names (`?lang=hi`), else the preferred one. Apart from web/i18n so the app's start can
 * ask without loading Lingui: an English first visit never does (the 200 kB budget).
 */
export function initialLocale(): AnyLocale {
  if (savedPseudo()) return PSEUDO_LOCALE;
  return (typeof location === 'undefined' ? null : addressLocale(location.search)) ?? preferredLocale();
}

/**
 * The pseudo-locale, chosen only by writing it into the browser's storage (the browser tests do; no switch offers it),
 * so a walk through the real app shows any text that skipped the catalogue.
 */
function savedPseudo(): boolean {
  try {
    return localStorage.getItem(LANG_KEY) === PSEUDO_LOCALE;
  } catch {
    return false;
  }
}

/** The language a prerendered page was drawn in, from its `<html lang>` (decision 0075), or null elsewhere. */
export function documentLocale(): Locale | null {
  if (typeof document === 'undefined') return null;
  const language = document.documentElement.lang.toLowerCase().split('-')[0];
  return LOCALES.find((l) => l === language) ?? null;
}
