import dayjs from 'dayjs';
import { formatRupeeAmount } from '../../../contract/money';

/** docs/product.md#formats-and-constants money from an amount in rupees, ₹1,23,456.70/-: the contract's one formatter. */
export const rupees = formatRupeeAmount;

/** YYYY-MM-DD, what every date picker sends (docs/product.md#input-rules). */
export const ISO_DAY = 'YYYY-MM-DD';
export const ISO_DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The first and last day of the current month, as YYYY-MM-DD. */
export function thisMonth(today = dayjs()): { from: string; to: string } {
  return { from: today.startOf('month').format(ISO_DAY), to: today.format(ISO_DAY) };
}
