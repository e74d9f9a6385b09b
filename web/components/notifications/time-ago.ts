import { formatDateTime } from '../../../contract/format';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'just now', '5 minutes ago', 'yesterday'; after a week the date and time itself ('24-Nov-2026 07:45'). */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const abs = Math.abs(seconds);
  if (Number.isNaN(seconds)) return iso;
  if (abs < 45) return 'just now';
  if (abs < HOUR) return relative.format(Math.round(seconds / MINUTE), 'minute');
  if (abs < DAY) return relative.format(Math.round(seconds / HOUR), 'hour');
  if (abs < 7 * DAY) return relative.format(Math.round(seconds / DAY), 'day');
  return formatDateTime(iso);
}
