import { pageUrl } from '../../services';
import { CARDS } from '../../../contract/cards/manifest';

/** The card screens' addresses, from the manifest (contract/cards/manifest.ts). */
export const CARD_URLS = {
  emiCard: pageUrl(CARDS, 'merchant', 'emiCard'),
  creditCard: pageUrl(CARDS, 'merchant', 'creditCard'),
  instantLoan: pageUrl(CARDS, 'merchant', 'instantLoan'),
  requests: pageUrl(CARDS, 'merchant', 'requests'),
  userList: pageUrl(CARDS, 'backend', 'userList'),
} as const;
