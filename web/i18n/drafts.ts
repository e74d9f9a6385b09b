import english from '../../contract/i18n/catalogues/en/drafts.json';
import type { CompiledCatalogue } from '../../contract/i18n/compile';
import { addCatalogue } from './index';

// The 'drafts' namespace's English, with the code that shows it (decision 0075); compiled by web/i18n/vite-plugin.ts.
addCatalogue('drafts', english as unknown as CompiledCatalogue);

export { useFormat } from './common';
export { useLocale, useT, type Translate } from './index';
