import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileCatalogue, type SourceCatalogue } from './compile';
import { LOCALES, NAMESPACES, negotiateLocale, pseudoLocalize } from './index';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'catalogues');
const read = (locale: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, locale, `${ns}.json`), 'utf8')) as SourceCatalogue;

type Compiled = ReturnType<typeof compileCatalogue>[string];

/** A message's placeholders ({name}, {n, plural, …}) in a stable order, and its words outside them. */
function partsOf(message: string): { placeholders: string; text: string } {
  const names = new Set<string>();
  const text: string[] = [];
  const walk = (tokens: Compiled) => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        text.push(token);
        continue;
      }
      names.add(token[0]);
      const choices = token[2];
      if (choices && typeof choices === 'object')
        for (const [key, value] of Object.entries(choices)) if (key !== 'offset' && Array.isArray(value)) walk(value);
    }
  };
  walk(compileCatalogue({ m: message }).m);
  return { placeholders: [...names].sort().join(), text: text.join(' ') };
}

describe('catalogues (decision 0075)', () => {
  it('has a folder per locale with a file per namespace, and nothing else', () => {
    expect(fs.readdirSync(dir).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES)
      expect(fs.readdirSync(path.join(dir, locale)).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
  });

  for (const ns of NAMESPACES) {
    const english = read('en', ns);

    it(`${ns}: every id starts with its namespace`, () => {
      expect(Object.keys(english).filter((id) => !id.startsWith(`${ns}.`))).toEqual([]);
    });

    for (const locale of LOCALES) {
      it(`${ns} in ${locale}: exactly English's ids, each compiling, with English's placeholders`, () => {
        const catalogue = read(locale, ns);
        expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
        expect(() => compileCatalogue(catalogue, `${locale}/${ns}`)).not.toThrow();
        const differing = Object.keys(english).filter(
          (id) => partsOf(catalogue[id]).placeholders !== partsOf(english[id]).placeholders,
        );
        expect(differing).toEqual([]);
        if (locale !== 'en') {
          // A word of English left over is a message not yet translated; a date's hint (DD/MM/YYYY) is the same in both.
          const untranslated = Object.keys(english).filter((id) =>
            /[A-Za-z]{3,}/.test(partsOf(catalogue[id]).text.replace('DD/MM/YYYY', '')),
          );
          expect(untranslated).toEqual([]);
        }
      });
    }
  }

  it('fails the build on a message that does not parse, naming it', () => {
    expect(() => compileCatalogue({ 'common.x': 'Showing {from' }, 'hi/common')).toThrow(/hi\/common: common.x/);
  });
});

describe('choosing a language', () => {
  it('follows the first language it speaks, from a header or navigator.languages', () => {
    expect(negotiateLocale('hi-IN,hi;q=0.9,en-US;q=0.8')).toBe('hi');
    expect(negotiateLocale('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(negotiateLocale('fr;q=0.9,hi;q=0.5')).toBe('hi');
    expect(negotiateLocale('en;q=0.1,hi;q=0.7')).toBe('hi');
    expect(negotiateLocale(['mr-IN', 'hi', 'en'])).toBe('hi');
    expect(negotiateLocale(['ta-IN'])).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
  });
});

describe('pseudo-English', () => {
  it('accents the text, lengthens and brackets it, and keeps placeholders and plural numbers', () => {
    const [message] = Object.values(
      compileCatalogue({ m: 'Showing {from} of {n, plural, one {# row} other {# rows}}' }),
    );
    expect(pseudoLocalize(message)).toEqual([
      '[',
      'Šĥöŵîñĝ ',
      ['from'],
      ' öƒ ',
      ['n', 'plural', { one: ['#', ' ŕöŵ'], other: ['#', ' ŕöŵš'] }],
      ' ~~~~~~~]',
    ]);
  });
});
