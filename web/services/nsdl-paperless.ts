import { NSDL_PAPERLESS_API } from '../../contract/nsdl-paperless/paths';
import { defineScreens } from './declare';

/*
 * NSDL PAN paperless's screens (docs/product.md#merchant-portal product/nsdl-pan/paperless, docs/product.md#back-office
 * actions/nsdl-pan/paperless): the two short forms, the confirm page that is also the result page, and one list page
 * per area with the workflow's lists as tabs (?list=…). Reached from the NSDL PAN dashboards, so no sidebar entry. Only
 * contract/nsdl-paperless/paths is imported: the shells' menus read this file.
 */
export const NSDL_PAPERLESS_SCREENS = defineScreens({
  key: 'nsdl-paperless',
  staffService: 'nsdl_pan',
  api: NSDL_PAPERLESS_API,
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
