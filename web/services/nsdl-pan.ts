import { NSDL_PAN_API } from '../../contract/nsdl-pan/api';
import { defineScreens } from './declare';

/*
 * NSDL PAN physical's screens (SPEC §2.3 product/nsdl-pan, §2.4 actions/nsdl-pan). Category segments
 * are the category value; type N is upper case and C lower case in the form addresses, as SPEC writes
 * them. Only contract/nsdl-pan/api is imported: this file is part of the first load (the router).
 */
export const NSDL_PAN_SCREENS = defineScreens({
  key: 'nsdl-pan',
  staffService: 'nsdl_pan',
  api: NSDL_PAN_API,
  merchant: {
    base: 'product/nsdl-pan',
    pages: {
      dashboard: {
        path: '',
        load: () => import('../pages/merchant/product/nsdl-pan/index'),
        menu: { label: 'NSDL PAN' },
      },
      backlog: {
        path: 'physical/backlog-data',
        load: () => import('../pages/merchant/product/nsdl-pan/physical/backlog-data'),
        menu: { label: 'Backlog PAN List' },
      },
      chooseNew: {
        path: 'physical/n/apply',
        load: () => import('../pages/merchant/product/nsdl-pan/physical/n/apply'),
      },
      chooseChange: {
        path: 'physical/c/apply',
        load: () => import('../pages/merchant/product/nsdl-pan/physical/c/apply'),
      },
      // An individual has its own form module; the router ranks the fixed segment above :cat.
      individualNew: {
        path: 'physical/individual/N/apply/:id?',
        load: () => import('../pages/merchant/product/nsdl-pan/physical/individual/N/apply'),
      },
      formNew: {
        path: 'physical/:cat/N/apply/:id?',
        load: () => import('../pages/merchant/product/nsdl-pan/physical/[cat]/N/apply'),
      },
      individualChange: {
        path: 'physical/individual/c/apply/:id?',
        load: () => import('../pages/merchant/product/nsdl-pan/physical/individual/c/apply'),
      },
      formChange: {
        path: 'physical/:cat/c/apply/:id?',
        load: () => import('../pages/merchant/product/nsdl-pan/physical/[cat]/c/apply'),
      },
      preSubmit: {
        path: 'physical/pre-submit/:id?',
        load: () => import('../pages/merchant/product/nsdl-pan/physical/pre-submit'),
      },
      reapply: {
        path: 'physical/reapply/:id',
        load: () => import('../pages/merchant/product/nsdl-pan/physical/reapply'),
      },
      info: { path: 'physical/info/:id', load: () => import('../pages/merchant/product/nsdl-pan/physical/info') },
      upload: {
        path: 'physical/upload/scanning/:id',
        load: () => import('../pages/merchant/product/nsdl-pan/physical/upload/scanning'),
      },
      cropping: {
        path: 'physical/form-cropping/:id',
        load: () => import('../pages/merchant/product/nsdl-pan/physical/form-cropping'),
      },
      tinUpload: {
        path: 'physical/tin-rejection/upload/:ackNo',
        load: () => import('../pages/merchant/product/nsdl-pan/physical/tin-rejection/upload'),
      },
    },
    lists: {
      all: { path: 'physical/list', load: () => import('../pages/merchant/product/nsdl-pan/physical/list') },
      incomplete: {
        path: 'physical/incomplete/list',
        load: () => import('../pages/merchant/product/nsdl-pan/physical/incomplete/list'),
      },
      waiting: {
        path: 'physical/waiting/list',
        load: () => import('../pages/merchant/product/nsdl-pan/physical/waiting/list'),
      },
      ack: { path: 'physical/ack/list', load: () => import('../pages/merchant/product/nsdl-pan/physical/ack/list') },
      rejection: {
        path: 'physical/rejection/list',
        load: () => import('../pages/merchant/product/nsdl-pan/physical/rejection/list'),
      },
      'tin-rejection': {
        path: 'physical/tin-rejection/list',
        load: () => import('../pages/merchant/product/nsdl-pan/physical/tin-rejection/list'),
      },
      hardcopy: {
        path: 'physical/hardcopy/list',
        load: () => import('../pages/merchant/product/nsdl-pan/physical/hardcopy/list'),
      },
    },
  },
  backend: {
    base: 'actions/nsdl-pan',
    pages: {
      dashboard: {
        path: '',
        load: () => import('../pages/backend/actions/nsdl-pan/index'),
        menu: { label: 'NSDL PAN' },
      },
      backlog: {
        path: 'physical/backlog-data',
        load: () => import('../pages/backend/actions/nsdl-pan/physical/backlog-data'),
        menu: { label: 'Backlog PAN List' },
      },
      verify: { path: 'physical/verify/:id?', load: () => import('../pages/backend/actions/nsdl-pan/physical/verify') },
      info: { path: 'physical/paninfo/:id', load: () => import('../pages/backend/actions/nsdl-pan/physical/paninfo') },
      cropping: {
        path: 'physical/form-cropping/:id',
        load: () => import('../pages/backend/actions/nsdl-pan/physical/form-cropping'),
      },
      tinReject: {
        path: 'physical/tin-rejection',
        load: () => import('../pages/backend/actions/nsdl-pan/physical/tin-rejection'),
      },
      tinVerify: {
        path: 'physical/tin-rejection-verify/:ackNo',
        load: () => import('../pages/backend/actions/nsdl-pan/physical/tin-rejection-verify'),
      },
      cancel: {
        path: 'physical/cancel-aadhar',
        load: () => import('../pages/backend/actions/nsdl-pan/physical/cancel-aadhar'),
      },
    },
    lists: {
      all: { path: 'physical/list', load: () => import('../pages/backend/actions/nsdl-pan/physical/list') },
      'pending-verification': {
        path: 'physical/pending-verification/list',
        load: () => import('../pages/backend/actions/nsdl-pan/physical/pending-verification/list'),
      },
      waiting: {
        path: 'physical/waiting/list',
        load: () => import('../pages/backend/actions/nsdl-pan/physical/waiting/list'),
      },
      ack: { path: 'physical/ack/list', load: () => import('../pages/backend/actions/nsdl-pan/physical/ack/list') },
      incomplete: {
        path: 'physical/incomplete/list',
        load: () => import('../pages/backend/actions/nsdl-pan/physical/incomplete/list'),
      },
      rejection: {
        path: 'physical/rejection/list',
        load: () => import('../pages/backend/actions/nsdl-pan/physical/rejection/list'),
      },
      'tin-rejection': {
        path: 'physical/tin-rejection/list',
        load: () => import('../pages/backend/actions/nsdl-pan/physical/tin-rejection/list'),
      },
    },
  },
});
