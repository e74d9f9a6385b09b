import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, NAMESPACES, negotiateLocale, type Locale, type MessageId } from '../../contract/i18n';
import { compileCatalogue, type SourceCatalogue } from '../../contract/i18n/compile';
import { textId } from '../../contract/i18n/texts';

/*
 * Decision 0075 on the server: every catalogue of every language, compiled once at start (a message that does not
 * parse stops the server, naming its id), one Lingui instance per language so concurrent requests in different
 * languages never share an active locale.
 */
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../contract/i18n/catalogues');

function load(locale: Locale): I18n {
  const messages: Messages = {};
  for (const ns of NAMESPACES) {
    const file = path.join(dir, locale, `${ns}.json`);
    Object.assign(messages, compileCatalogue(JSON.parse(fs.readFileSync(file, 'utf8')) as SourceCatalogue, file));
  }
  return setupI18n({ locale, messages: { [locale]: messages } });
}

const instances = Object.fromEntries(LOCALES.map((l) => [l, load(l)])) as Record<Locale, I18n>;
const english = instances[DEFAULT_LOCALE];

export type Values = Record<string, string | number | Date | null | undefined>;

/** A catalogue message in a language (English when the language lacks it, which the catalogue test forbids). */
export function translate(locale: Locale, id: MessageId, values?: Values): string {
  const i18n = instances[locale] ?? english;
  return i18n.messages[id] ? i18n._(id, values) : english._(id, values);
}

const has = (id: string) => !!english.messages[id];
/** Whether the catalogues hold an id. */
export const hasMessage = (id: MessageId) => has(id);

/** A text the contract writes in English (a label, a state, a move: decision 0075) in a language; others as they are. */
export function contractText(locale: Locale, text: string): string {
  const id = textId(text);
  return has(id) ? translate(locale, id) : text;
}

/** A message given in English (an error's sentence, a validator's words) in a language, when the errors catalogue has it. */
export function errorText(locale: Locale, english: string): string {
  const id = textId(english, 'errors');
  return has(id) ? translate(locale, id) : english;
}

/** The language a request asks for: the browser's or the web app's Accept-Language (the app sends the user's choice). */
export function requestLocale(req: { headers: Record<string, string | string[] | undefined> }): Locale {
  const header = req.headers['accept-language'];
  return negotiateLocale(Array.isArray(header) ? header.join(',') : header);
}
