import { defineService } from '../manifest';

/*
 * UTI PAN (docs/product.md#merchant-portal product/uti-pan, docs/product.md#back-office actions/uti-pan): the shop's
 * PSA registration, its login id and its coupons; the back office's two work lists with a review screen each. A work
 * list holds the workflow's lists as tabs (?list=…), so the lists have no addresses of their own. Coupons come first:
 * the price codes keep the order the package screen has always shown.
 */
export const UTI = defineService({
  id: 'uti',
  label: 'UTI PAN',
  staff: { value: 'uti', label: 'UTI PAN: PSA registration and coupon requests', short: 'UTI PAN' },
  api: { merchant: '/api/merchant/product/uti-pan', backend: '/api/backend/actions/uti-pan' },
  requests: {
    coupon: {
      key: 'uti-coupon',
      noun: 'coupon request',
      prefix: 'UC',
      report: 'UTI coupons',
      // An order of coupons names no one: no privacy notice, no consent.
      notice: false,
      prices: [
        // The code stays UTI_COUPON (packages already hold prices for it); it is now the physical card's.
        { code: 'UTI_COUPON', label: 'UTI PAN coupon — physical card', start: [125, 118, 112] },
        { code: 'UTI_COUPON_EPAN', label: 'UTI PAN coupon — e-PAN only', start: [95, 89, 84] },
      ],
    },
    psa: {
      key: 'uti-psa',
      noun: 'PSA registration',
      prefix: 'UP',
      report: 'UTI PSA registration',
      prices: [{ code: 'UTI_PSA_REGISTRATION', label: 'UTI PSA registration', start: [199, 149, 99] }],
    },
  },
  merchant: {
    base: 'product/uti-pan',
    pages: {
      dashboard: { path: '', menu: { label: 'UTI PAN' } },
      psaRegistration: { path: 'psa-registration/:id?' },
      psaLoginId: { path: 'psa-loginid' },
      topup: { path: 'topup-list' },
    },
    lists: {},
  },
  backend: {
    base: 'actions/uti-pan',
    pages: {
      dashboard: { path: '', menu: { label: 'UTI PAN' } },
      psaList: { path: 'psa-list' },
      psaReview: { path: 'psa-list/:id' },
      couponList: { path: 'coupon-list' },
      couponReview: { path: 'coupon-list/:id' },
    },
    lists: {},
  },
});

/** Where the UTI PAN calls live, per area; a part follows: `${UTI_API.merchant}/psa/…`, `…/coupons/…`. */
export const UTI_API = UTI.api;
