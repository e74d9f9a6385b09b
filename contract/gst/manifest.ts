import { defineService } from '../manifest';

/*
 * GST registration and filing (docs/product.md#merchant-portal product/gst, docs/product.md#back-office actions/gst).
 * SPEC spells the filing screens "filling"; the addresses keep its spelling, the words on screen do not. A list page
 * holds the workflow's lists as tabs (?list=…), so the lists have no addresses of their own.
 */
export const GST = defineService({
  id: 'gst',
  label: 'GST',
  staff: { value: 'gst', label: 'GST: registration and return filing requests', short: 'GST' },
  api: { merchant: '/api/merchant/product/gst', backend: '/api/backend/actions/gst' },
  requests: {
    registration: {
      key: 'gst-registration',
      noun: 'GST registration request',
      prefix: 'GR',
      report: 'GST registration',
      prices: [{ code: 'GST_REGISTRATION', label: 'GST registration', start: [799, 699, 599] }],
    },
    filing: {
      key: 'gst-filing',
      noun: 'GST filing request',
      prefix: 'GF',
      report: 'GST filing',
      prices: [{ code: 'GST_FILING', label: 'GST return filing', start: [299, 249, 199] }],
    },
  },
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

/** Where the GST calls live, per area; a service's own part follows: `${GST_API.merchant}/registration/…`. */
export const GST_API = GST.api;
