import type { CardPayout } from '../../../contract/cards/api';
import type { Translate } from '../../i18n/cards';
import { rupees } from '../money/format';

/** How a payout reads on the screens: "You earn ₹250.00/- per card issued.", or that it is not set. */
export function payoutText(p: Pick<CardPayout, 'amount' | 'note'> | undefined, t: Translate): string {
  if (!p || p.amount == null) return t('cards.payout.notSet');
  const note = p.note.replace(/\.$/, '');
  return note
    ? t('cards.payout.earn', { amount: rupees(p.amount), note })
    : t('cards.payout.earnEach', { amount: rupees(p.amount) });
}
