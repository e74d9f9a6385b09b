import fs from 'node:fs';
import path from 'node:path';
import { setupI18n, type Messages } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileCatalogue, type SourceCatalogue } from '../../contract/i18n/compile';
import { pluralCategory, pluralsAsSelects, withPluralsWithoutIntl } from './plurals';
import { setLocale } from './common';
import { i18n } from './index';

const CATALOGUES = path.resolve(__dirname, '../../contract/i18n/catalogues');
const read = (locale: string): SourceCatalogue =>
  Object.assign(
    {},
    ...fs
      .readdirSync(path.join(CATALOGUES, locale))
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(fs.readFileSync(path.join(CATALOGUES, locale, f), 'utf8')) as SourceCatalogue),
  );

/** Every argument of a compiled message: a plural's gets a number, the rest a word. */
function argumentsOf(message: CompiledMessage, into = new Map<string, 'number' | 'text'>()) {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    if (type === 'plural') into.set(name, 'number');
    else if (!into.has(name)) into.set(name, 'text');
    if (format && typeof format === 'object')
      for (const branch of Object.values(format)) if (Array.isArray(branch)) argumentsOf(branch, into);
  }
  return into;
}

afterEach(async () => {
  await setLocale('en');
});

describe('plurals without Intl (issue 29)', () => {
  // Up to five digits, where English's grouping (12,345) and en-IN's agree; 0.5 is Hindi's "one", not English's.
  const NUMBERS = [0, 1, 2, 3, 11, 21, 100, 1000, 12345, 0.5, 1.5];

  it.each(['en', 'hi'])('says every plural of the %s catalogues as Lingui with Intl does', (locale) => {
    const compiled = compileCatalogue(read(locale));
    const plurals = Object.entries(compiled).filter(([, m]) => [...argumentsOf(m).values()].includes('number'));
    expect(plurals.length).toBeGreaterThan(20);
    const withIntl = setupI18n({ locale, messages: { [locale]: compiled as Messages } });
    const turned = Object.fromEntries(plurals.map(([id, m]) => [id, pluralsAsSelects(m)]));
    const withoutIntl = withPluralsWithoutIntl(setupI18n({ locale, messages: { [locale]: turned as Messages } }));
    for (const [id, message] of plurals) {
      // The turned message reads no plural of its own any more.
      expect(JSON.stringify(turned[id])).not.toContain('"plural",');
      for (const n of NUMBERS) {
        const values = Object.fromEntries(
          [...argumentsOf(message)].map(([name, kind]) => [name, kind === 'number' ? n : `«${name}»`]),
        );
        expect(withoutIntl._(id, values), `${locale} ${id} ${n}`).toBe(withIntl._(id, values));
      }
    }
  });

  it("chooses CLDR's category as Intl.PluralRules does, in English and Hindi", () => {
    for (const locale of ['en', 'hi']) {
      const rules = new Intl.PluralRules(locale);
      for (const n of [0, 0.25, 0.5, 1, 1.5, 2, 5, 10, 21, 101, 1e6, -1, -0.5, -3])
        expect(pluralCategory(locale, n), `${locale} ${n}`).toBe(rules.select(n));
    }
  });

  it("draws the web's plurals in both languages without making an Intl formatter", async () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const pluralRules = vi.spyOn(Intl, 'PluralRules');
    expect(i18n._('common.bell.label', { unread: 0 })).toBe('Notifications');
    expect(i18n._('common.bell.label', { unread: 1 })).toBe('Notifications, 1 unread');
    expect(i18n.t('common.bell.label', { unread: 123456 })).toBe('Notifications, 1,23,456 unread');
    await setLocale('hi');
    expect(i18n._('common.bell.label', { unread: 0 })).toBe('सूचनाएँ');
    expect(i18n._('common.bell.label', { unread: 7 })).toBe('सूचनाएँ, 7 बिना पढ़ी');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(pluralRules).not.toHaveBeenCalled();
  });
});
