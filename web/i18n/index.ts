import { useSyncExternalStore } from 'react';
import { setupI18n, type Messages } from '@lingui/core';
import {
  DEFAULT_LOCALE,
  HTML_LANG,
  PSEUDO_LOCALE,
  pseudoLocalize,
  type AnyLocale,
  type Locale,
  type MessageId,
  type Namespace,
  WEB_NAMESPACES,
} from '../../contract/i18n';
import type { CompiledCatalogue } from '../../contract/i18n/compile';
import { documentLocale, LANG_KEY } from './initial';
import { withPluralsWithoutIntl } from './plurals';

/**
 * Decision 0075: the web's one Lingui instance. English catalogues come with the code that needs them
 * (addCatalogue, from web/i18n/common.ts and later namespaces); every other language's files are fetched when
 * it is chosen, one small file per namespace, and the switch waits for them, so no English flashes.
 */
export const i18n = withPluralsWithoutIntl(setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } }));
// English whatever is active: what a component draws in English while another language is active (useT).
const englishOnly = withPluralsWithoutIntl(setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } }));

export { initialLocale, LANG_KEY } from './initial';

const english = new Map<Namespace, CompiledCatalogue>();

// Every other locale's catalogues, one lazy file each (compiled by web/i18n/vite-plugin.ts).
const files = import.meta.glob<CompiledCatalogue>(
  ['../../contract/i18n/catalogues/*/*.json', '!../../contract/i18n/catalogues/en/*.json'],
  { import: 'default' },
);
const loaded = new Set<string>();

async function loadLocale(locale: AnyLocale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return;
  if (locale === PSEUDO_LOCALE) {
    for (const catalogue of english.values()) i18n.load(PSEUDO_LOCALE, pseudo(catalogue));
    return;
  }
  // Only the web's namespaces: the server's (mails, notices…) reach the reader already translated.
  await Promise.all(
    WEB_NAMESPACES.map(async (ns: Namespace) => {
      const key = `${locale}/${ns}`;
      const load = files[`../../contract/i18n/catalogues/${key}.json`];
      if (loaded.has(key) || !load) return;
      i18n.load(locale, (await load()) as Messages);
      loaded.add(key);
    }),
  );
}

const pseudo = (catalogue: CompiledCatalogue): Messages =>
  Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [id, pseudoLocalize(message)]));

/** Registers a namespace's English messages; called at the top of the module that owns them. */
export function addCatalogue(namespace: Namespace, catalogue: CompiledCatalogue): void {
  if (english.has(namespace)) return;
  english.set(namespace, catalogue);
  i18n.load(DEFAULT_LOCALE, catalogue as Messages);
  englishOnly.load(DEFAULT_LOCALE, catalogue as Messages);
  if (i18n.locale === PSEUDO_LOCALE) i18n.load(PSEUDO_LOCALE, pseudo(catalogue));
}

/** Switches the whole app once the language's files are in, keeps the choice and tells the page's lang. */
export async function setLocale(locale: AnyLocale, { remember = true } = {}): Promise<void> {
  await loadLocale(locale);
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale];
  if (remember && locale !== PSEUDO_LOCALE) {
    try {
      localStorage.setItem(LANG_KEY, locale);
    } catch {
      // Private mode or storage off: the choice lasts for the tab.
    }
  }
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLocale = () => i18n.locale as AnyLocale;
// Decision 0075: a prerendered page is drawn in the language of its address, and hydration must draw the same, so
// the server snapshot is the language the page's <html lang> names (read before anything changes it); while
// prerendering (no document) the one the build activated.
const pageLocale = documentLocale();
const prerenderedLocale = (): AnyLocale =>
  typeof document === 'undefined' ? currentLocale() : (pageLocale ?? DEFAULT_LOCALE);

/** The active language; redraws its component when it changes. */
export function useLocale(): AnyLocale {
  return useSyncExternalStore(subscribe, currentLocale, prerenderedLocale);
}

export type TranslateValues = Record<string, string | number | Date | null | undefined>;
export type Translate = (id: MessageId, values?: TranslateValues) => string;

/**
 * `t('common.table.reload')`: the message in the active language. Read from the one instance rather than the
 * provider's context, so a component also speaks in a test that mounts it without the app's providers.
 */
export function useT(): Translate {
  return translator(useLocale());
}

// One function per language: stable while it lasts (safe in a hook's dependencies), new when it changes.
const translators = new Map<string, Translate>();
function translator(locale: string): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = (id, values) => (locale === i18n.locale ? i18n : englishOnly)._(id, values);
    translators.set(locale, t);
  }
  return t;
}

/**
 * A message's English, whatever is active: a text code keeps in English as the SPEC gives it (an error compared by its
 * words, a fallback said() gives). Its namespace's module (web/i18n/<namespace>.ts) must have registered it.
 */
export const englishText = (id: MessageId, values?: TranslateValues): string => englishOnly._(id, values);

/** The Intl / contract locale of an active language: pseudo-English formats as English. */
export const formatLocale = (locale: AnyLocale): Locale => (locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale);
