import { formatDateTime } from '../../../contract/format';
import { formatDate } from '../../../contract/format';
import type { Locale } from '../../../contract/i18n';
import { contractText } from '../i18n';
import type { ListColumn } from '../table-query';

/** A cell as people read it: a column's own format, enum labels, dd-Mon-yyyy dates, amounts with two decimals. */
export function cellText(col: ListColumn, v: unknown, locale: Locale = 'en'): string {
  if (v === null || v === undefined) return '';
  // The column's own words (a GST period as "Oct 2026"): the file says what the screen says.
  if (col.format && v !== '') return col.format(String(v));
  if (col.type === 'enum') {
    const option = col.options?.find((o) => o.value === String(v));
    return option ? contractText(locale, option.label) : String(v);
  }
  if (col.type === 'date' && typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v))
    return formatDate(v.slice(0, 10), locale) + (v.length > 10 ? v.slice(10) : '');
  if (col.type === 'amount' && v !== '') return Number(v).toFixed(2);
  return String(v);
}

/** Today in India as YYYY-MM-DD, for file names. */
export function indiaDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** "21-Nov-2026 10:32 IST": docs/product.md#formats-and-constants's date and 24-hour time, as on every screen. */
export function indiaDateTime(now: Date, locale: Locale = 'en'): string {
  return `${formatDateTime(now, locale)} IST`;
}
