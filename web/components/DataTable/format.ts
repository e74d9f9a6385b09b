import dayjs from 'dayjs';
import type { DayOfWeek } from '@mantine/dates';
import type { ColumnDef } from '../../../contract/table';

/** SPEC §5 date pickers; shared so every picker in a list behaves the same. */
export const DATE_PICKER_PROPS: { valueFormat: string; firstDayOfWeek: DayOfWeek; weekendDays: DayOfWeek[] } = {
  valueFormat: 'DD/MM/YYYY',
  firstDayOfWeek: 1,
  weekendDays: [6, 0],
};

const amountFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const countFormat = new Intl.NumberFormat('en-IN');

/** SPEC §9: Indian grouping, two decimals, '/-' suffix. */
export function formatAmount(value: number): string {
  return `${amountFormat.format(value)}/-`;
}

export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** SPEC §9 dd-Mon-yyyy; a timestamp keeps its time, since several rows a day are told apart by it. */
export function formatDate(value: string | number | Date): string {
  const hasTime = typeof value === 'string' ? /[T ]\d{2}:\d{2}/.test(value) : typeof value !== 'number';
  const d = dayjs(value);
  if (!d.isValid()) return String(value);
  const withTime = hasTime && (d.hour() !== 0 || d.minute() !== 0);
  return d.format(withTime ? 'DD-MMM-YYYY HH:mm' : 'DD-MMM-YYYY');
}

export const EMPTY_CELL = '--';

/** The default text of a cell by its column type; a column with a renderer bypasses this. */
export function formatCell(def: ColumnDef, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  switch (def.type) {
    case 'date':
      return typeof value === 'string' || typeof value === 'number' || value instanceof Date ? formatDate(value) : String(value);
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
