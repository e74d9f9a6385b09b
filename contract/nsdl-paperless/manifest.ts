import { defineService } from '../manifest';
import { NSDL_PAN } from '../nsdl-pan/manifest';

/*
 * NSDL PAN paperless (docs/product.md#merchant-portal product/nsdl-pan/paperless, docs/product.md#back-office
 * actions/nsdl-pan/paperless): the two short forms, the confirm page that is also the result page, and one list page
 * per area with the workflow's lists as tabs (?list=…). Reached from the NSDL PAN dashboards, so no sidebar entry;
 * worked under the same staff tick as the physical applications.
 */
export const NSDL_PAPERLESS = defineService({
  id: 'nsdl-paperless',
  label: 'NSDL PAN paperless',
  staff: NSDL_PAN.staff,
  api: { merchant: '/api/merchant/product/nsdl-pan/paperless', backend: '/api/backend/actions/nsdl-pan/paperless' },
  requests: {
    application: {
      key: 'nsdl-paperless',
      noun: 'paperless PAN application',
      prefix: 'NP',
      report: 'NSDL PAN paperless',
      prices: [
        { code: 'NSDL_PAPERLESS_NEW', label: 'NSDL PAN paperless — new', start: [120, 112, 106] },
        { code: 'NSDL_PAPERLESS_CHANGE', label: 'NSDL PAN paperless — change/correction', start: [120, 112, 106] },
      ],
    },
  },
  merchant: {
    base: 'product/nsdl-pan/paperless',
    pages: {
      // A saved draft is edited at its form's address with ?id=.
      applyNew: { path: 'apply/N' },
      applyChange: { path: 'apply/C' },
      confirm: { path: ':id/confirm' },
    },
    lists: {
      all: { path: 'list' },
    },
  },
  backend: {
    base: 'actions/nsdl-pan/paperless',
    pages: {
      review: { path: 'list/:id' },
    },
    lists: {
      with_provider: { path: 'list' },
    },
  },
});

/** Where the paperless NSDL PAN calls live, per area. */
export const NSDL_PAPERLESS_API = NSDL_PAPERLESS.api;
