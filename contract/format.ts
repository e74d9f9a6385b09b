/**
 * docs/product.md#formats-and-constants dates, one way everywhere (screens, PDFs, mails, ledger narrations):
 * dd-Mon-yyyy, with a time 24-hour HH:mm, and a month as Mon yyyy, as the lists show them. Times are the
 * office's (India), whatever the browser's or server's clock says, so a row in a list and the same event in a
 * history read the same.
 */

import type { Locale } from './i18n';

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * Decision 0075: in Hindi only the month's name changes ('29-नव॰-2026'); digits stay Latin, as on forms and
 * receipts an agent reads, and the order stays dd-Mon-yyyy. Names from Intl, as Hindi calendars abbreviate them.
 */
let hindiMonths: string[] | null = null;
/**
 * Issue 29: worked out on the first Hindi date, with one formatter, not as the module loads: twelve Hindi
 * formatters cost a budget phone ≈ 150 ms on every first visit, in English as well, before the app could draw.
 */
function hindiMonthsOnce(): string[] {
  if (!hindiMonths) {
    const month = new Intl.DateTimeFormat('hi-IN', { month: 'short', timeZone: 'UTC' });
    hindiMonths = Array.from({ length: 12 }, (_, i) => month.format(new Date(Date.UTC(2026, i, 15))));
  }
  return hindiMonths;
}
const monthName = (month: number, locale: Locale) => (locale === 'hi' ? hindiMonthsOnce() : MONTHS)[month - 1];

export const OFFICE_TIME_ZONE = 'Asia/Kolkata';

type Parts = { year: string; month: number; day: string; hour: string; minute: string };

/**
 * A calendar value without a zone ('2026-11-24', or '2026-11-24 07:45' as the lists send it) is already
 * the office's day and time: read it as written, or a date-only value could move a day.
 */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

let officeClock: Intl.DateTimeFormat | null = null;
/** Made on first use (a timestamp to read in the office's zone), not as the module loads: see hindiMonthsOnce. */
const officeClockOnce = () =>
  (officeClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: OFFICE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

function partsOf(value: string | number | Date): Parts | null {
  if (typeof value === 'string') {
    const m = WALL_CLOCK.exec(value.trim());
    if (m) return { year: m[1], month: Number(m[2]), day: m[3], hour: m[4] ?? '00', minute: m[5] ?? '00' };
  }
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  const p = Object.fromEntries(
    officeClockOnce()
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  return { year: p.year, month: Number(p.month), day: p.day, hour: p.hour, minute: p.minute };
}

/** '24-Nov-2026'. Anything that is not a date comes back as it was, rather than as "Invalid Date". */
export function formatDate(value: string | number | Date, locale: Locale = 'en'): string {
  const p = partsOf(value);
  return p ? `${p.day}-${monthName(p.month, locale)}-${p.year}` : String(value);
}

/** '24-Nov-2026 07:45' (24-hour, India). */
export function formatDateTime(value: string | number | Date, locale: Locale = 'en'): string {
  const p = partsOf(value);
  return p ? `${p.day}-${monthName(p.month, locale)}-${p.year} ${p.hour}:${p.minute}` : String(value);
}

/**
 * 'Oct 2026': a month as a period (a GST return's month, a statement's month), from '2026-10', a day or an
 * instant. Anything else comes back as it was.
 */
export function formatMonth(value: string | number | Date, locale: Locale = 'en'): string {
  const m = typeof value === 'string' ? /^\s*(\d{4})-(\d{2})\s*$/.exec(value) : null;
  if (m) {
    const month = Number(m[2]);
    return month >= 1 && month <= 12 ? `${monthName(month, locale)} ${m[1]}` : String(value);
  }
  const p = partsOf(value);
  return p ? `${monthName(p.month, locale)} ${p.year}` : String(value);
}

/** Whether a value carries a time of day worth showing (a timestamp not at midnight). */
export function hasTimeOfDay(value: string | number | Date): boolean {
  if (typeof value === 'number' || (typeof value === 'string' && !/[T ]\d{2}:\d{2}/.test(value))) return false;
  const p = partsOf(value);
  return !!p && (p.hour !== '00' || p.minute !== '00');
}

/**
 * A date typed as Indians write it, DD/MM/YYYY (also with - or .), as YYYY-MM-DD; null when it is not a
 * real date (30/02, a year of two digits, ISO order). Every date box of the web reads with this.
 */
export function parseIndianDate(input: string): string | null {
  const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(input);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
