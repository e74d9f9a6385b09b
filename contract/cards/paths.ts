/**
 * Endpoints (docs/product.md#calls {merchant banking}/cc/apply and {merchant}/cc-userlist; docs/product.md#back-office actions/user-list).
 * Nothing else here: the web's router reads this file on the first load.
 *
 *   merchant  POST M/cc/apply → CardApplyAnswer; POST M/cc-userlist (+ /export?format=…); GET M/products
 *   backend   POST B/user-list (+ /export?format=…); GET B/payouts; PUT B/payouts/:vendor (admin)
 *   public    GET CARD_SANDBOX_PATH/:refNo: the built-in test partner page, when no partner is set up
 */
export const CARDS_API = {
  merchant: '/api/merchant/banking',
  backend: '/api/backend/actions/cards',
} as const;

export const CARD_SANDBOX_PATH = '/api/card-partner-sandbox';
