import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, NAMESPACES, negotiateLocale, type Locale, type MessageId } from '../../contract/i18n';
import { compileCatalogue, type SourceCatalogue } from '../../contract/i18n/compile';
import { formatDate } from '../../contract/format';
import { builtSentenceText } from '../../contract/i18n/sentences';
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

/**
 * A value of an error sentence that is contract English (a request's noun, a state, a state of India: decision 0075's
 * contract texts), made by `text()`. English shows it as written (`shape`d for its place in the sentence); another
 * language shows the contract text's translation, found by its English with contractText.
 */
export type Text = { readonly contract: string; readonly english: string };
export const text = (contract: string, shape?: 'lower' | 'capital' | string): Text => ({
  contract,
  english:
    shape === 'lower'
      ? contract.toLowerCase()
      : shape === 'capital'
        ? `${contract.charAt(0).toUpperCase()}${contract.slice(1)}`
        : (shape ?? contract),
});
const isText = (v: unknown): v is Text => typeof v === 'object' && v !== null && 'contract' in v && 'english' in v;
/** A value that is a fixed phrase of its own (a catalogue message: `msg(id)`), said in the sentence's language. */
export type Phrase = { readonly id: MessageId; readonly values?: TextValues };
const isPhrase = (v: unknown): v is Phrase => typeof v === 'object' && v !== null && 'id' in v;

/** A value that is a list of fixed English sentences (validators' messages), each said from the errors catalogue. */
export type Sentences = { readonly sentences: readonly string[]; readonly separator: string };
export const sentences = (list: readonly string[], separator = '; '): Sentences => ({ sentences: list, separator });
const isSentences = (v: unknown): v is Sentences => typeof v === 'object' && v !== null && 'sentences' in v;

/** A value written one way in English (as it always was) and said by a phrase of its own in other languages. */
export type Either = { readonly english: string; readonly otherwise: Phrase };
export const either = (english: string, otherwise: Phrase): Either => ({ english, otherwise });
const isEither = (v: unknown): v is Either => typeof v === 'object' && v !== null && 'otherwise' in v;

/** A date as a sentence's part, written as the language writes dates (formatDate: 29-Nov-2026, 29-नव॰-2026). */
export type Day = { readonly day: string | Date };
export const day = (value: string | Date): Day => ({ day: value });
const isDay = (v: unknown): v is Day => typeof v === 'object' && v !== null && 'day' in v;

/** A message's values, some of which may be contract texts, phrases of their own, lists of sentences or dates. */
export type TextValues = Record<string, Values[string] | Text | Phrase | Sentences | Either | Day>;

/** Values ready for a language: each `text()` as English writes it, or in the language's words. */
export function valuesIn(locale: Locale, values: TextValues | undefined): Values | undefined {
  if (!values) return values;
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      isText(v)
        ? locale === DEFAULT_LOCALE
          ? v.english
          : contractText(locale, v.contract)
        : isPhrase(v)
          ? translate(locale, v.id, valuesIn(locale, v.values))
          : isSentences(v)
            ? v.sentences.map((s) => errorText(locale, s)).join(v.separator)
            : isEither(v)
              ? locale === DEFAULT_LOCALE
                ? v.english
                : translate(locale, v.otherwise.id, valuesIn(locale, v.otherwise.values))
              : isDay(v)
                ? formatDate(v.day, locale)
                : v,
    ]),
  );
}

/** A message given in English (an error's sentence, a validator's words) in a language, when the errors catalogue has it. */
export function errorText(locale: Locale, english: string): string {
  const id = textId(english, 'errors');
  if (has(id)) return translate(locale, id);
  // A validator's sentence built from parts ("Residence address: PIN code is required"): contract/i18n/sentences.ts.
  if (locale === DEFAULT_LOCALE) return english;
  return builtSentenceText(english, (i, v) => translate(locale, i, v), hasMessage) ?? english;
}

/** The language a request asks for: the browser's or the web app's Accept-Language (the app sends the user's choice). */
export function requestLocale(req: { headers: Record<string, string | string[] | undefined> }): Locale {
  const header = req.headers['accept-language'];
  return negotiateLocale(Array.isArray(header) ? header.join(',') : header);
}
