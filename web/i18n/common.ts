import { useMemo } from 'react';
import english from '../../contract/i18n/catalogues/en/common.json';
import type { CompiledCatalogue } from '../../contract/i18n/compile';
import { formatDate, formatDateTime, formatMonth } from '../../contract/format';
import { addCatalogue, formatLocale, useLocale } from './index';

// Compiled by web/i18n/vite-plugin.ts; TypeScript sees the source file's strings.
addCatalogue('common', english as unknown as CompiledCatalogue);

export { englishText, formatLocale, setLocale, useLocale, useT, type Translate } from './index';

/** The contract's date formatters in the active language (English's by default, 'नव॰' in Hindi). */
export function useFormat() {
  const locale = formatLocale(useLocale());
  return useMemo(
    () => ({
      formatDate: (value: string | number | Date) => formatDate(value, locale),
      formatDateTime: (value: string | number | Date) => formatDateTime(value, locale),
      formatMonth: (value: string | number | Date) => formatMonth(value, locale),
    }),
    [locale],
  );
}
