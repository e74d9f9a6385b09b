/*
 * Return types, the periods they are filed for and their due dates (docs/decisions/0052-gst-rules.md).
 * A period is written '2026-10' (a month), '2026-27-Q2' (a quarter of a financial year) or '2025-26'
 * (a financial year, April to March). Dates are YYYY-MM-DD strings, India's calendar day.
 */

import { MONTHS, formatMonth } from '../format';

export type PeriodKind = 'month' | 'quarter' | 'year';

export const GST_RETURN_TYPES = [
  { value: 'GSTR-1', label: 'GSTR-1 (outward supplies)', periodKinds: ['month', 'quarter'] },
  { value: 'GSTR-3B', label: 'GSTR-3B (summary return and tax)', periodKinds: ['month', 'quarter'] },
  { value: 'CMP-08', label: 'CMP-08 (composition tax statement)', periodKinds: ['quarter'] },
  { value: 'GSTR-4', label: 'GSTR-4 (composition annual return)', periodKinds: ['year'] },
  { value: 'GSTR-9', label: 'GSTR-9 (annual return)', periodKinds: ['year'] },
] as const satisfies readonly { value: string; label: string; periodKinds: readonly PeriodKind[] }[];
export type GstReturnType = (typeof GST_RETURN_TYPES)[number]['value'];
export const GST_RETURN_TYPE_VALUES = GST_RETURN_TYPES.map((t) => t.value) as [GstReturnType, ...GstReturnType[]];

/** The kind of period a return is filed for: GSTR-1 and GSTR-3B per quarter only under QRMP. */
export function periodKindFor(returnType: GstReturnType, qrmp: boolean): PeriodKind {
  if (returnType === 'GSTR-1' || returnType === 'GSTR-3B') return qrmp ? 'quarter' : 'month';
  return returnType === 'CMP-08' ? 'quarter' : 'year';
}

export type ParsedPeriod = { kind: PeriodKind; start: string; end: string };

const pad = (n: number) => String(n).padStart(2, '0');
const fySuffix = (start: number) => pad((start + 1) % 100);
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
/** The last day of month m (1–12) of year y. */
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
/** Year and month `n` months after y-m. */
const addMonths = (y: number, m: number, n: number): [number, number] => {
  const k = y * 12 + (m - 1) + n;
  return [Math.floor(k / 12), (k % 12) + 1];
};

/** A period's kind and its first and last day, or null when it is not written as one. */
export function parsePeriod(p: string): ParsedPeriod | null {
  let m = /^(\d{4})-(\d{2})-Q([1-4])$/.exec(p);
  if (m) {
    const fy = Number(m[1]);
    if (m[2] !== fySuffix(fy)) return null;
    const [y, mo] = addMonths(fy, 4, (Number(m[3]) - 1) * 3);
    const [ey, em] = addMonths(y, mo, 2);
    return { kind: 'quarter', start: iso(y, mo, 1), end: iso(ey, em, lastDay(ey, em)) };
  }
  m = /^(\d{4})-(\d{2})$/.exec(p);
  if (!m) return null;
  const y = Number(m[1]);
  // '2025-26' is a financial year; a month is 01–12, which no financial year from 2012 to 2098 ends with.
  if (m[2] === fySuffix(y)) return { kind: 'year', start: iso(y, 4, 1), end: iso(y + 1, 3, 31) };
  const mo = Number(m[2]);
  if (mo < 1 || mo > 12) return null;
  return { kind: 'month', start: iso(y, mo, 1), end: iso(y, mo, lastDay(y, mo)) };
}

/**
 * 'Oct 2026' (contract/format.ts's month), 'Q2 (Jul–Sep) 2026-27', 'FY 2025-26': on screens and in the
 * ledger's narration alike; a value that is not a period is shown as it is.
 */
export function periodLabel(p: string): string {
  const parsed = parsePeriod(p);
  if (!parsed) return p;
  if (parsed.kind === 'month') return formatMonth(p);
  const mo = Number(parsed.start.slice(5, 7));
  if (parsed.kind === 'year') return `FY ${p}`;
  const [, em] = parsed.end.split('-').map(Number);
  return `Q${p.slice(-1)} (${MONTHS[mo - 1]}–${MONTHS[em - 1]}) ${p.slice(0, 7)}`;
}

/** Day of the month after the period a return is due on, by return type and kind of period. */
const DUE_DAY: Record<GstReturnType, Partial<Record<PeriodKind, number>>> = {
  'GSTR-1': { month: 11, quarter: 13 },
  'GSTR-3B': { month: 20, quarter: 22 },
  'CMP-08': { quarter: 18 },
  'GSTR-4': {},
  'GSTR-9': {},
};

/**
 * States and union territories whose quarterly (QRMP) GSTR-3B is due on the 22nd; every other is due on
 * the 24th (CBIC notification 76/2020, as amended): Chhattisgarh, Madhya Pradesh, Gujarat, Dadra and Nagar
 * Haveli and Daman and Diu (25, 26), Maharashtra, Karnataka, Goa, Lakshadweep, Kerala, Tamil Nadu,
 * Puducherry, Andaman and Nicobar Islands, Telangana, Andhra Pradesh.
 */
const QRMP_3B_ON_22ND = new Set([
  '22',
  '23',
  '24',
  '25',
  '26',
  '27',
  '29',
  '30',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
]);

/**
 * The return's due date (YYYY-MM-DD), or null when the period is not one the return is filed for.
 * `stateCode` (a GSTIN's first two digits) decides a quarterly GSTR-3B's day; without it the earlier
 * day, the 22nd, is shown, so an agent is never told a later date than the real one.
 */
export function dueDate(returnType: GstReturnType, period: string, qrmp: boolean, stateCode?: string): string | null {
  const parsed = parsePeriod(period);
  if (!parsed || parsed.kind !== periodKindFor(returnType, qrmp)) return null;
  const [ey] = parsed.end.split('-').map(Number);
  // GSTR-4 moved from 30 April to 30 June from the year 2024-25 (ending March 2025).
  if (returnType === 'GSTR-4') return ey >= 2025 ? iso(ey, 6, 30) : iso(ey, 4, 30);
  if (returnType === 'GSTR-9') return iso(ey, 12, 31);
  const [y, m] = parsed.end.split('-').map(Number);
  const [ny, nm] = addMonths(y, m, 1);
  const day =
    returnType === 'GSTR-3B' && parsed.kind === 'quarter' && stateCode && !QRMP_3B_ON_22ND.has(stateCode)
      ? 24
      : DUE_DAY[returnType][parsed.kind]!;
  return iso(ny, nm, day);
}

/** GST began on 1 July 2017: no return is filed for a period that ended before it. */
export const GST_START = '2017-07-01';

const KIND_WORDS: Record<PeriodKind, string> = { month: 'a month', quarter: 'a quarter', year: 'a financial year' };

/**
 * What is wrong with a period for a return, or null: not written as a period, the wrong kind for the
 * return (a month for GSTR-9), before GST, or not over yet on `todayIso` (a return is filed after its
 * period ends).
 */
export function periodProblem(
  returnType: GstReturnType,
  period: string,
  qrmp: boolean,
  todayIso: string,
): string | null {
  const parsed = parsePeriod(period);
  if (!parsed) return 'Choose a period: a month (2026-10), a quarter (2026-27-Q2) or a financial year (2025-26)';
  const want = periodKindFor(returnType, qrmp);
  if (parsed.kind !== want) {
    const how =
      returnType === 'GSTR-1' || returnType === 'GSTR-3B'
        ? qrmp
          ? ' under QRMP'
          : ' (per quarter only under QRMP)'
        : '';
    return `${returnType} is filed for ${KIND_WORDS[want]}${how}: choose ${KIND_WORDS[want]}, not ${KIND_WORDS[parsed.kind]}`;
  }
  if (parsed.end < GST_START) return `${periodLabel(period)} is before GST began (1 July 2017)`;
  if (parsed.end >= todayIso)
    return `${periodLabel(period)} has not ended yet: a return is filed once its period is over`;
  return null;
}

function periodOf(kind: PeriodKind, y: number, m: number): string {
  const fy = m >= 4 ? y : y - 1;
  if (kind === 'month') return `${y}-${pad(m)}`;
  if (kind === 'year') return `${fy}-${fySuffix(fy)}`;
  return `${fy}-${fySuffix(fy)}-Q${Math.floor(((m + 8) % 12) / 3) + 1}`;
}

export type PeriodOption = { value: string; label: string; dueDate: string };

/** The last `count` periods a return can be filed for on `todayIso`, latest first, for the form's select. */
export function periodOptions(
  returnType: GstReturnType,
  qrmp: boolean,
  todayIso: string,
  count = 12,
  stateCode?: string,
): PeriodOption[] {
  const kind = periodKindFor(returnType, qrmp);
  const step = kind === 'month' ? 1 : kind === 'quarter' ? 3 : 12;
  const [ty, tm] = todayIso.split('-').map(Number);
  const out: PeriodOption[] = [];
  // Start from the period that holds today and step back; the first ones are skipped until one has ended.
  for (let back = 0; out.length < count; back += step) {
    const [y, m] = addMonths(ty, tm, -back);
    const value = periodOf(kind, y, m);
    const parsed = parsePeriod(value)!;
    if (parsed.end < GST_START) break;
    if (parsed.end >= todayIso) continue;
    out.push({ value, label: periodLabel(value), dueDate: dueDate(returnType, value, qrmp, stateCode)! });
  }
  return out;
}
