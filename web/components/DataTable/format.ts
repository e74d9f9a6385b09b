import type { DayOfWeek } from '@mantine/dates';
import { formatDate as formatDay, formatDateTime, hasTimeOfDay } from '../../../contract/format';
import { formatIndianNumber, formatRupeeAmount } from '../../../contract/money';
import type { Locale } from '../../../contract/i18n';
import type { ColumnDef } from '../../../contract/table';

/** docs/product.md#input-rules date pickers; shared so every picker in a list behaves the same. */
export const DATE_PICKER_PROPS: { valueFormat: string; firstDayOfWeek: DayOfWeek; weekendDays: DayOfWeek[] } = {
  valueFormat: 'DD/MM/YYYY',
  firstDayOfWeek: 1,
  weekendDays: [6, 0],
};

/** docs/product.md#formats-and-constants money (₹1,23,456.70/-), from rupees: the contract's one formatter, under the lists' name. */
export const formatAmount = formatRupeeAmount;

/** A count in a cell or a sentence: en-IN grouping, without Intl (issue 29). */
export const formatCount = formatIndianNumber;

/**
 * docs/product.md#formats-and-constants dd-Mon-yyyy (contract/format); a timestamp keeps its time, since several rows a
 * day are told apart by it.
 */
export function formatDate(value: string | number | Date, locale: Locale = 'en'): string {
  return hasTimeOfDay(value) ? formatDateTime(value, locale) : formatDay(value, locale);
}

export const EMPTY_CELL = '--';

/** The default text of a cell by its column type; a column with a renderer bypasses this. */
export function formatCell(def: ColumnDef, value: unknown, locale: Locale = 'en'): string {
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  if (def.format) return def.format(String(value));
  switch (def.type) {
    case 'date':
      return typeof value === 'string' || typeof value === 'number' || value instanceof Date
        ? formatDate(value, locale)
        : String(value);
    case 'amount': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? formatAmount(n) : String(value);
    }
    case 'enum':
      return def.options?.find((o) => o.value === String(value))?.label ?? String(value);
    default:
      return String(value);
  }
}
