import { CARDS_API } from '../../contract/cards/paths';
import { defineScreens } from './declare';

/*
 * Card and loan referrals (docs/product.md#merchant-portal product/Banking, docs/product.md#back-office
 * actions/user-list): three referral forms and the shop's list of its requests; the back office's list of everyone's.
 * The sidebar's "Credit Cards & Loan" leads to the credit card form, whose page links the other two and the list. No
 * staff tick: nothing is charged and each request names who made it.
 */
export const CARD_SCREENS = defineScreens({
  key: 'cards',
  api: CARDS_API,
  merchant: {
    base: 'product/Banking',
    pages: {
      emiCard: { path: 'emi-card' },
      creditCard: { path: 'credit-card', menu: { label: 'Credit Cards & Loan' } },
      instantLoan: { path: 'instant-loan' },
      requests: { path: 'cc-userlist' },
    },
    lists: {},
  },
  backend: {
    base: 'actions',
    pages: {
      userList: { path: 'user-list', menu: { label: 'Credit Card Requests' } },
    },
    lists: {},
  },
});
