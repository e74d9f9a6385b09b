import type { Locale } from '../../../contract/i18n';
import { formatDateTime } from '../../../contract/format';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relatives = new Map<string, Intl.RelativeTimeFormat>();
const relativeIn = (locale: Locale) => {
  let r = relatives.get(locale);
  if (!r) relatives.set(locale, (r = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  return r;
};

/**
 * 'just now', '5 minutes ago', 'yesterday' ('5 मिनट पहले', 'कल' in Hindi, from Intl); after a week the date and
 * time itself ('24-Nov-2026 07:45'). `justNow` is the catalogue's words for the first minute.
 */
export function timeAgo(
  iso: string,
  { now = Date.now(), locale = 'en', justNow = 'just now' }: { now?: number; locale?: Locale; justNow?: string } = {},
): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const abs = Math.abs(seconds);
  if (Number.isNaN(seconds)) return iso;
  if (abs < 45) return justNow;
  const relative = relativeIn(locale);
  if (abs < HOUR) return relative.format(Math.round(seconds / MINUTE), 'minute');
  if (abs < DAY) return relative.format(Math.round(seconds / HOUR), 'hour');
  if (abs < 7 * DAY) return relative.format(Math.round(seconds / DAY), 'day');
  return formatDateTime(iso, locale);
}
