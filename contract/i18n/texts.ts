import type { MessageId } from './index';

/*
 * Decision 0075 (contract texts): the words the contract writes once for the server and the web (a column's label, a
 * state's name, a move, a service's title, a document kind) stay English in the contract, where types and tests read
 * them, and are translated by an id drawn from that English, as Lingui's own macros draw ids from their source text.
 * `labels.json` holds each one, in every language; contract/i18n/labels.test.ts walks every contract export and fails
 * on a text without its entry, so a new label is a catalogue line in English and Hindi before it lands.
 */

/** A short hash, so two long texts that share their first words keep apart ids. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36);
}

const MAX_WORDS = 5;

/**
 * The id of an English text: its first words in camelCase and a hash of the whole ('Token No' → 'labels.tokenNo_1b7ks2q'),
 * so the catalogue reads, and two texts that differ only in case or past their first words never share an id.
 */
export function textId(english: string, namespace = 'labels'): MessageId {
  const words = english.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const camel = words
    .slice(0, MAX_WORDS)
    .map((w, i) => (i ? w[0].toUpperCase() + w.slice(1) : w))
    .join('');
  return `${namespace}.${camel || 'text'}_${hash(english)}` as MessageId;
}

/** Where a contract value's texts live: a key named like one of these holds words a person reads. */
export const TEXT_KEYS = /label|^title$|^noun$|^report$|^hint$|^short$|^description$|^placeholder$|^when$/i;

/** An export that is a table of words by its name: a form's sections, a list of titles, the nouns of categories. */
export const TEXT_EXPORTS = /(^|_)(SECTIONS|TITLES|NOUNS)$/;

/**
 * Every text a contract value holds under a TEXT_KEYS key, however deep (a record of labels by state, a list of
 * options, a manifest's menus). Zod schemas are skipped: their messages are the errors catalogue's.
 */
export function contractTexts(value: unknown): Set<string> {
  const out = new Set<string>();
  const seen = new WeakSet<object>();
  const walk = (v: unknown, isText: boolean) => {
    if (typeof v === 'string') {
      if (isText && /[A-Za-z]/.test(v)) out.add(v);
      return;
    }
    if (!v || typeof v !== 'object' || seen.has(v)) return;
    seen.add(v);
    if ('_zod' in v || '_def' in v) return;
    if (Array.isArray(v)) for (const x of v) walk(x, isText);
    else for (const [k, x] of Object.entries(v)) walk(x, isText || TEXT_KEYS.test(k) || TEXT_EXPORTS.test(k));
  };
  walk(value, false);
  return out;
}
