import english from '../../contract/i18n/catalogues/en/installable.json';
import type { CompiledCatalogue } from '../../contract/i18n/compile';
import { addCatalogue, englishText } from './index';

// The 'installable' namespace's English (the update and offline banners, decision 0079); compiled by web/i18n/vite-plugin.ts.
addCatalogue('installable', english as unknown as CompiledCatalogue);

export { useT } from './index';

/** The offline sentence's English, for the API client's errors (said() gives Hindi when it is active). */
export const OFFLINE_TEXT = englishText('installable.offline.text');
