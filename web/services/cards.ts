import { CARDS_API } from '../../contract/cards/paths';
import { defineScreens } from './declare';

/*
 * Card and loan referrals (SPEC §2.3 product/Banking, §2.4 actions/user-list): three referral forms and
 * the shop's list of its requests; the back office's list of everyone's. The sidebar's "Credit Cards &
 * Loan" leads to the credit card form, whose page links the other two and the list. No staff tick:
 * nothing is charged and each request names who made it.
 */
export const CARD_SCREENS = defineScreens({
  key: 'cards',
  api: CARDS_API,
  merchant: {
    base: 'product/Banking',
    pages: {
      emiCard: { path: 'emi-card', load: () => import('../pages/merchant/product/Banking/emi-card') },
      creditCard: {
        path: 'credit-card',
        load: () => import('../pages/merchant/product/Banking/credit-card'),
        menu: { label: 'Credit Cards & Loan' },
      },
      instantLoan: { path: 'instant-loan', load: () => import('../pages/merchant/product/Banking/instant-loan') },
      requests: { path: 'cc-userlist', load: () => import('../pages/merchant/product/Banking/cc-userlist') },
    },
    lists: {},
  },
  backend: {
    base: 'actions',
    pages: {
      userList: {
        path: 'user-list',
        load: () => import('../pages/backend/actions/user-list'),
        menu: { label: 'Credit Card Requests' },
      },
    },
    lists: {},
  },
});
