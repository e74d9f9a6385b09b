import type { Plugin } from 'vite';
import { compileCatalogue, type SourceCatalogue } from '../../contract/i18n/compile';
import { pluralsAsSelects } from './plurals';

const CATALOGUE = /[\\/]contract[\\/]i18n[\\/]catalogues[\\/][^\\/]+[\\/][^\\/]+\.json$/;

/**
 * Decision 0075: a catalogue's JSON is compiled while the web is built, so the browser gets Lingui's compiled
 * messages (what `i18n.load` takes) and never Lingui's ICU parser. The output is JSON still, which Vite's own
 * JSON plugin then makes a module of (one export per id, and a default export of them all). Its plurals are
 * selects the web's Lingui instances fill in without Intl (web/i18n/plurals.ts).
 */
export function linguiCatalogues(): Plugin {
  return {
    name: 'pan:lingui-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!CATALOGUE.test(file)) return null;
      const compiled = compileCatalogue(JSON.parse(code) as SourceCatalogue, file.split(/[\\/]/).slice(-2).join('/'));
      // Issue 29: plurals the browser chooses without Intl (web/i18n/plurals.ts).
      for (const id of Object.keys(compiled)) compiled[id] = pluralsAsSelects(compiled[id]);
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
