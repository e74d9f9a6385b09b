import { defineService } from '../manifest';

/*
 * Card and loan referrals (docs/product.md#merchant-portal product/Banking, docs/product.md#back-office
 * actions/user-list): three referral forms and the shop's list of its requests; the back office's list of everyone's.
 * The sidebar's "Credit Cards & Loan" leads to the credit card form, whose page links the other two and the list. No
 * staff tick: nothing is charged and each request names who made it. Its referrals keep their own tables, off the
 * request engine, so it declares no request kind.
 *
 *   merchant  POST M/cc/apply → CardApplyAnswer; POST M/cc-userlist (+ /export?format=…); GET M/products
 *   backend   POST B/user-list (+ /export?format=…); GET B/payouts; PUT B/payouts/:vendor (admin)
 *   public    GET CARD_SANDBOX_PATH/:refNo: the built-in test partner page, when no partner is set up
 */
export const CARDS = defineService({
  id: 'cards',
  label: 'Credit Cards & Loan',
  api: { merchant: '/api/merchant/banking', backend: '/api/backend/actions/cards' },
  requests: {},
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

export const CARDS_API = CARDS.api;

export const CARD_SANDBOX_PATH = '/api/card-partner-sandbox';
