import type { I18n } from '@lingui/core';
import type { CompiledMessage, CompiledMessageToken } from '@lingui/message-utils/compileMessage';
import { formatIndianNumber } from '../../contract/money';

/*
 * Issue 29: plurals without Intl. Lingui chooses a plural's branch with Intl.PluralRules and writes its '#' with
 * Intl.NumberFormat, and the first of those a page makes loads the browser's number data: ≈ 30–80 ms in one piece
 * inside every signed-in page's first draw (the bell's label is a plural). The web's catalogues are built with each
 * plural turned into two selects (an exact value such as =0, then the category) and its '#' into a value, and every
 * call of the web's Lingui instances brings those values: the category by CLDR's rules for English and Hindi, the
 * number as the portal writes counts (en-IN grouping, contract/money.ts).
 */

/** The value a plural's category is read from, beside the plural's own argument. */
const categoryOf = (arg: string) => `${arg}:plural`;
/** The value a plural's '#' is written from. */
const shownOf = (arg: string) => `${arg}:#`;
const CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

type Choices = Record<string, unknown>;
const isChoices = (format: unknown): format is Choices => !!format && typeof format === 'object';

/** A compiled message with its plurals as selects (a plural with an offset is left to Lingui). */
export function pluralsAsSelects(message: CompiledMessage): CompiledMessage {
  return tokens(message, undefined);
}

function tokens(list: CompiledMessage, pluralArg: string | undefined): CompiledMessage {
  return list.map((token): CompiledMessageToken => {
    // Lingui writes the number only for a '#' right in a plural's branch; in a select inside it, '#' is text.
    if (token === '#' && pluralArg) return [shownOf(pluralArg)];
    if (typeof token === 'string') return token;
    const [name, type, format] = token;
    if (!type || !isChoices(format)) return token;
    if (type === 'plural' && !format.offset) {
      const exact: Choices = {};
      const byCategory: Choices = {};
      for (const [key, branch] of Object.entries(format)) {
        if (key === 'offset') continue;
        const body = Array.isArray(branch) ? tokens(branch as CompiledMessage, name) : branch;
        (CATEGORIES.has(key) ? byCategory : exact)[key] = body;
      }
      return [name, 'select', { ...exact, other: [[categoryOf(name), 'select', byCategory]] }];
    }
    // A select, an ordinal or a plural with an offset stays Lingui's, its '#' too; plurals inside it are turned.
    const choices: Choices = {};
    for (const [key, branch] of Object.entries(format))
      choices[key] = Array.isArray(branch) ? tokens(branch as CompiledMessage, undefined) : branch;
    return [name, type, choices];
  });
}

/** CLDR's cardinal category: Hindi's "one" is 0 to 1 (i = 0 or n = 1), English's exactly 1; every other language here speaks as English. */
export function pluralCategory(locale: string, n: number): 'one' | 'other' {
  const abs = Math.abs(n);
  if (locale === 'hi') return abs < 1 || abs === 1 ? 'one' : 'other';
  return abs === 1 ? 'one' : 'other';
}

type Values = Record<string, unknown>;

/** The values with, for each number among them, its category and its written form. */
export function withPluralValues(values: Values | undefined, locale: string): Values | undefined {
  if (!values) return values;
  let out: Values | undefined;
  for (const [key, value] of Object.entries(values)) {
    const n =
      typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    if (Number.isNaN(n)) continue;
    out ??= { ...values };
    out[categoryOf(key)] = pluralCategory(locale, n);
    out[shownOf(key)] = formatIndianNumber(n);
  }
  return out ?? values;
}

/** A Lingui instance whose every call (`_`, `t`, and so <Trans>) brings the plurals' values. */
export function withPluralsWithoutIntl(i18n: I18n): I18n {
  const translate = i18n._.bind(i18n);
  const withValues: I18n['_'] = ((id: unknown, values?: Values, options?: unknown) => {
    if (id && typeof id === 'object' && 'values' in id) {
      const descriptor = id as { values?: Values };
      id = { ...descriptor, values: withPluralValues(descriptor.values, i18n.locale) };
    }
    return (translate as (...args: unknown[]) => string)(id, withPluralValues(values, i18n.locale), options);
  }) as I18n['_'];
  i18n._ = withValues;
  i18n.t = withValues;
  return i18n;
}
