import { GST_API } from '../../contract/gst/paths';
import { defineScreens } from './declare';

/*
 * GST registration and filing screens (docs/product.md#merchant-portal product/gst, docs/product.md#back-office
 * actions/gst). SPEC spells the filing screens "filling"; the addresses keep its spelling, the words on screen do not.
 * A list page holds the workflow's lists as tabs (?list=…), so the lists have no addresses of their own.
 */
export const GST_SCREENS = defineScreens({
  key: 'gst',
  staffService: 'gst',
  api: GST_API,
  merchant: {
    base: 'product/gst',
    pages: {
      dashboard: { path: '', menu: { label: 'GST' } },
      registration: { path: 'registration/:id?' },
      registrationList: { path: 'registration/list' },
      registrationView: { path: 'registration/view/:id' },
      filing: { path: 'filling/new/:id?' },
      filingList: { path: 'filling/list' },
      filingView: { path: 'filling/view/:id' },
    },
    lists: {},
  },
  backend: {
    base: 'actions/gst',
    pages: {
      dashboard: { path: '', menu: { label: 'GST' } },
      registration: { path: 'registration' },
      registrationReview: { path: 'registration/:id' },
      filing: { path: 'filling' },
      filingReview: { path: 'filling/:id' },
    },
    lists: {},
  },
});
