import { NSDL_PAPERLESS_API } from '../../contract/nsdl-paperless/paths';
import { defineScreens } from './declare';

/*
 * NSDL PAN paperless's screens (SPEC §2.3 product/nsdl-pan/paperless, §2.4 actions/nsdl-pan/paperless):
 * the two short forms, the confirm page that is also the result page, and one list page per area with
 * the workflow's lists as tabs (?list=…). Reached from the NSDL PAN dashboards, so no sidebar entry.
 * Only contract/nsdl-paperless/paths is imported: this file is part of the first load (the router).
 */
export const NSDL_PAPERLESS_SCREENS = defineScreens({
  key: 'nsdl-paperless',
  staffService: 'nsdl_pan',
  api: NSDL_PAPERLESS_API,
  merchant: {
    base: 'product/nsdl-pan/paperless',
    pages: {
      // A saved draft is edited at its form's address with ?id=.
      applyNew: { path: 'apply/N', load: () => import('../pages/merchant/product/nsdl-pan/paperless/apply/N') },
      applyChange: { path: 'apply/C', load: () => import('../pages/merchant/product/nsdl-pan/paperless/apply/C') },
      confirm: { path: ':id/confirm', load: () => import('../pages/merchant/product/nsdl-pan/paperless/[id]/confirm') },
    },
    lists: {
      all: { path: 'list', load: () => import('../pages/merchant/product/nsdl-pan/paperless/list') },
    },
  },
  backend: {
    base: 'actions/nsdl-pan/paperless',
    pages: {
      review: { path: 'list/:id', load: () => import('../pages/backend/actions/nsdl-pan/paperless/list/review') },
    },
    lists: {
      with_provider: { path: 'list', load: () => import('../pages/backend/actions/nsdl-pan/paperless/list/index') },
    },
  },
});
