import { GST_API } from '../../contract/gst/paths';
import { defineScreens } from './declare';

/*
 * GST registration and filing screens (SPEC §2.3 product/gst, §2.4 actions/gst). SPEC spells the filing
 * screens "filling"; the addresses keep its spelling, the words on screen do not. A list page holds the
 * workflow's lists as tabs (?list=…), so the lists have no addresses of their own.
 */
export const GST_SCREENS = defineScreens({
  key: 'gst',
  staffService: 'gst',
  api: GST_API,
  merchant: {
    base: 'product/gst',
    pages: {
      dashboard: { path: '', load: () => import('../pages/merchant/product/gst/index'), menu: { label: 'GST' } },
      registration: {
        path: 'registration/:id?',
        load: () => import('../pages/merchant/product/gst/registration/index'),
      },
      registrationList: {
        path: 'registration/list',
        load: () => import('../pages/merchant/product/gst/registration/list'),
      },
      registrationView: {
        path: 'registration/view/:id',
        load: () => import('../pages/merchant/product/gst/registration/view'),
      },
      filing: { path: 'filling/new/:id?', load: () => import('../pages/merchant/product/gst/filling/new') },
      filingList: { path: 'filling/list', load: () => import('../pages/merchant/product/gst/filling/list') },
      filingView: { path: 'filling/view/:id', load: () => import('../pages/merchant/product/gst/filling/view') },
    },
    lists: {},
  },
  backend: {
    base: 'actions/gst',
    pages: {
      dashboard: { path: '', load: () => import('../pages/backend/actions/gst/index'), menu: { label: 'GST' } },
      registration: { path: 'registration', load: () => import('../pages/backend/actions/gst/registration/index') },
      registrationReview: {
        path: 'registration/:id',
        load: () => import('../pages/backend/actions/gst/registration/review'),
      },
      filing: { path: 'filling', load: () => import('../pages/backend/actions/gst/filling/index') },
      filingReview: { path: 'filling/:id', load: () => import('../pages/backend/actions/gst/filling/review') },
    },
    lists: {},
  },
});
