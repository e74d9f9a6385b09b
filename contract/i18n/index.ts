import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type account from './catalogues/en/account.json';
import type auth from './catalogues/en/auth.json';
import type backend from './catalogues/en/backend.json';
import type cards from './catalogues/en/cards.json';
import type common from './catalogues/en/common.json';
import type couriers from './catalogues/en/couriers.json';
import type drafts from './catalogues/en/drafts.json';
import type installable from './catalogues/en/installable.json';
import type margins from './catalogues/en/margins.json';
import type tds from './catalogues/en/tds.json';
import type transfers from './catalogues/en/transfers.json';
import type receipts from './catalogues/en/receipts.json';
import type invoices from './catalogues/en/invoices.json';
import type collections from './catalogues/en/collections.json';
import type errors from './catalogues/en/errors.json';
import type gst from './catalogues/en/gst.json';
import type labels from './catalogues/en/labels.json';
import type ledger from './catalogues/en/ledger.json';
import type mails from './catalogues/en/mails.json';
import type messages from './catalogues/en/messages.json';
import type members from './catalogues/en/members.json';
import type merchant from './catalogues/en/merchant.json';
import type money from './catalogues/en/money.json';
import type notices from './catalogues/en/notices.json';
import type outcomes from './catalogues/en/outcomes.json';
import type office from './catalogues/en/office.json';
import type pan from './catalogues/en/pan.json';
import type panPages from './catalogues/en/panPages.json';
import type paperless from './catalogues/en/paperless.json';
import type printouts from './catalogues/en/printouts.json';
import type privacy from './catalogues/en/privacy.json';
import type requests from './catalogues/en/requests.json';
import type site from './catalogues/en/site.json';
import type uti from './catalogues/en/uti.json';
import type track from './catalogues/en/track.json';

/**
 * Decision 0075: the portal's languages. A third is a folder of catalogues beside en/ and hi/ and one entry
 * here; the catalogue test then asks it for every English id.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Tests only: English, accented and lengthened, so a text that skipped the catalogue stands out. */
export const PSEUDO_LOCALE = 'en-XA';
export type AnyLocale = Locale | typeof PSEUDO_LOCALE;

/** Each language's name in itself: a Hindi reader must find "हिन्दी" in an English screen and the reverse. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** The BCP 47 tag for `<html lang>`, screen readers and Intl: the Indian variety of each language. */
export const HTML_LANG: Record<AnyLocale, string> = { en: 'en-IN', hi: 'hi-IN', 'en-XA': 'en-XA' };

/** Catalogue files per locale (contract/i18n/catalogues/<locale>/<namespace>.json); later sessions add theirs. */
export const NAMESPACES = [
  'common',
  'auth',
  'requests',
  'merchant',
  'backend',
  'pan',
  'panPages',
  'gst',
  'cards',
  'uti',
  'paperless',
  'office',
  'members',
  'couriers',
  'drafts',
  'installable',
  'margins',
  'tds',
  'transfers',
  'receipts',
  'invoices',
  'collections',
  'money',
  'account',
  'privacy',
  'site',
  'labels',
  'errors',
  'mails',
  'notices',
  'printouts',
  'messages',
  'ledger',
  'track',
  'outcomes',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The namespaces only the server reads (its mails, notices, printouts, ledger narrations and outcome sentences, sent
 * already in the reader's language): the web never fetches their files. Every other one is the web's and has its
 * module, web/i18n/<namespace>.ts (contract/i18n/sides.test.ts).
 */
export const SERVER_NAMESPACES = [
  'mails',
  'notices',
  'printouts',
  'ledger',
  'outcomes',
] as const satisfies readonly Namespace[];
export const WEB_NAMESPACES: readonly Namespace[] = NAMESPACES.filter(
  (ns) => !(SERVER_NAMESPACES as readonly Namespace[]).includes(ns),
);

/** Every message's id, from the English catalogues: a misspelt id is a type error. */
export type MessageId =
  | keyof typeof common
  | keyof typeof auth
  | keyof typeof requests
  | keyof typeof merchant
  | keyof typeof backend
  | keyof typeof pan
  | keyof typeof panPages
  | keyof typeof gst
  | keyof typeof cards
  | keyof typeof uti
  | keyof typeof paperless
  | keyof typeof office
  | keyof typeof members
  | keyof typeof couriers
  | keyof typeof drafts
  | keyof typeof installable
  | keyof typeof margins
  | keyof typeof tds
  | keyof typeof transfers
  | keyof typeof receipts
  | keyof typeof invoices
  | keyof typeof collections
  | keyof typeof messages
  | keyof typeof money
  | keyof typeof account
  | keyof typeof privacy
  | keyof typeof site
  | keyof typeof labels
  | keyof typeof errors
  | keyof typeof mails
  | keyof typeof notices
  | keyof typeof printouts
  | keyof typeof ledger
  | keyof typeof track
  | keyof typeof outcomes;

/**
 * The first of the visitor's languages we speak: an Accept-Language header ("hi-IN,hi;q=0.9,en;q=0.8")
 * or navigator.languages. Only the language counts ('hi-IN' and 'hi' are Hindi); otherwise English.
 */
export function negotiateLocale(accepted: string | readonly string[] | null | undefined): Locale {
  const ranked =
    typeof accepted === 'string'
      ? accepted
          .split(',')
          .map((part, i) => {
            const [tag, ...params] = part.trim().split(';');
            const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
            return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
          })
          .filter((x) => x.tag && x.q > 0)
          .sort((a, b) => b.q - a.q || a.i - b.i)
          .map((x) => x.tag)
      : (accepted ?? []);
  for (const tag of ranked) {
    const language = tag.toLowerCase().split('-')[0];
    const found = LOCALES.find((l) => l === language);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i],
  ]),
);
const accent = (text: string) => [...text].map((c) => ACCENTED[c] ?? c).join('');

/**
 * An English message made pseudo-English, on its compiled form so placeholders and plural branches stay as
 * they are (a '#' is a plural's number): every letter accented, ~40% longer (German and Hindi run longer than
 * English, and a layout must take it), wrapped in [ ] so a clipped or concatenated text shows.
 */
export function pseudoLocalize(message: CompiledMessage): CompiledMessage {
  let letters = 0;
  const walk = (tokens: CompiledMessage): CompiledMessage =>
    tokens.map((token) => {
      if (typeof token === 'string') {
        if (token === '#') return token;
        letters += token.replace(/[^A-Za-z]/g, '').length;
        return accent(token);
      }
      const [name, type, format] = token;
      if (
        (type === 'plural' || type === 'select' || type === 'selectordinal') &&
        format &&
        typeof format === 'object'
      ) {
        const choices = Object.fromEntries(
          Object.entries(format).map(([key, value]) => [key, Array.isArray(value) ? walk(value) : value]),
        );
        return [name, type, choices];
      }
      return token;
    });
  const body = walk(message);
  return ['[', ...body, `${letters ? ' ' : ''}${'~'.repeat(Math.ceil(letters * 0.4))}]`];
}
