import { UTI_API } from '../../contract/uti/paths';
import { defineScreens } from './declare';

/*
 * UTI PAN's screens (SPEC §2.3 product/uti-pan, §2.4 actions/uti-pan): the shop's PSA registration, its
 * login id and its coupons; the back office's two work lists with a review screen each. A work list
 * holds the workflow's lists as tabs (?list=…), so the lists have no addresses of their own.
 */
export const UTI_SCREENS = defineScreens({
  key: 'uti',
  staffService: 'uti',
  api: UTI_API,
  merchant: {
    base: 'product/uti-pan',
    pages: {
      dashboard: {
        path: '',
        load: () => import('../pages/merchant/product/uti-pan/index'),
        menu: { label: 'UTI PAN' },
      },
      psaRegistration: {
        path: 'psa-registration/:id?',
        load: () => import('../pages/merchant/product/uti-pan/psa-registration'),
      },
      psaLoginId: { path: 'psa-loginid', load: () => import('../pages/merchant/product/uti-pan/psa-loginid') },
      topup: { path: 'topup-list', load: () => import('../pages/merchant/product/uti-pan/topup-list') },
    },
    lists: {},
  },
  backend: {
    base: 'actions/uti-pan',
    pages: {
      dashboard: { path: '', load: () => import('../pages/backend/actions/uti-pan/index'), menu: { label: 'UTI PAN' } },
      psaList: { path: 'psa-list', load: () => import('../pages/backend/actions/uti-pan/psa-list/index') },
      psaReview: { path: 'psa-list/:id', load: () => import('../pages/backend/actions/uti-pan/psa-list/review') },
      couponList: { path: 'coupon-list', load: () => import('../pages/backend/actions/uti-pan/coupon-list/index') },
      couponReview: {
        path: 'coupon-list/:id',
        load: () => import('../pages/backend/actions/uti-pan/coupon-list/review'),
      },
    },
    lists: {},
  },
});
