import { UTI_API } from '../../contract/uti/paths';
import { defineScreens } from './declare';

/*
 * UTI PAN's screens (docs/product.md#merchant-portal product/uti-pan, docs/product.md#back-office actions/uti-pan): the
 * shop's PSA registration, its login id and its coupons; the back office's two work lists with a review screen each. A
 * work list holds the workflow's lists as tabs (?list=…), so the lists have no addresses of their own.
 */
export const UTI_SCREENS = defineScreens({
  key: 'uti',
  staffService: 'uti',
  api: UTI_API,
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
