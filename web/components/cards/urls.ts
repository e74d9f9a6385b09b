import { pageUrl } from '../../services/declare';
import { CARD_SCREENS } from '../../services/cards';

/** The card screens' addresses, from their declaration. */
export const CARD_URLS = {
  emiCard: pageUrl(CARD_SCREENS, 'merchant', 'emiCard'),
  creditCard: pageUrl(CARD_SCREENS, 'merchant', 'creditCard'),
  instantLoan: pageUrl(CARD_SCREENS, 'merchant', 'instantLoan'),
  requests: pageUrl(CARD_SCREENS, 'merchant', 'requests'),
  userList: pageUrl(CARD_SCREENS, 'backend', 'userList'),
} as const;
