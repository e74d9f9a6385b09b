import type { CardPayout } from '../../../contract/cards/api';
import { rupees } from '../money/format';

/** How a payout reads on the screens: "You earn ₹250.00/- per card issued.", or that it is not set. */
export function payoutText(p: Pick<CardPayout, 'amount' | 'note'> | undefined): string {
  if (!p || p.amount == null) return 'The payout for this product is not set yet. Ask the back office what it pays.';
  return `You earn ${rupees(p.amount)} ${p.note.replace(/\.$/, '') || 'for each referral'}.`;
}
