import { defineService } from '../manifest';

/*
 * NSDL PAN physical (docs/product.md#merchant-portal product/nsdl-pan, docs/product.md#back-office actions/nsdl-pan).
 * Its applications keep their own table (pan_applications), so its ledger entries carry that table's type and its
 * reference is the token number, not a prefixed one. Category segments are the category value; type N is upper case
 * and C lower case in the form addresses, as SPEC writes them.
 */
export const NSDL_PAN = defineService({
  id: 'nsdl-pan',
  label: 'NSDL PAN',
  staff: { value: 'nsdl_pan', label: 'NSDL PAN (physical): applications, documents, couriers', short: 'NSDL PAN' },
  api: { merchant: '/api/merchant/nsdl-pan/physical', backend: '/api/backend/nsdl-pan/physical' },
  requests: {
    application: {
      key: 'nsdl-pan',
      noun: 'application',
      ledgerType: 'pan_application',
      report: 'NSDL PAN',
      prices: [
        { code: 'NSDL_PHYSICAL_NEW', label: 'NSDL PAN physical — new (49A)', start: [130, 122, 115], govFee: 107 },
        {
          code: 'NSDL_PHYSICAL_CHANGE',
          label: 'NSDL PAN physical — change/correction (CSF)',
          start: [130, 122, 115],
          govFee: 107,
        },
      ],
    },
  },
  merchant: {
    base: 'product/nsdl-pan',
    pages: {
      dashboard: { path: '', menu: { label: 'NSDL PAN' } },
      backlog: { path: 'physical/backlog-data', menu: { label: 'Backlog PAN List' } },
      chooseNew: { path: 'physical/n/apply' },
      chooseChange: { path: 'physical/c/apply' },
      // An individual has its own page (physical/individual/…); the router ranks the fixed segment above :cat.
      individualNew: { path: 'physical/individual/N/apply/:id?' },
      formNew: { path: 'physical/:cat/N/apply/:id?' },
      individualChange: { path: 'physical/individual/c/apply/:id?' },
      formChange: { path: 'physical/:cat/c/apply/:id?' },
      preSubmit: { path: 'physical/pre-submit/:id?' },
      reapply: { path: 'physical/reapply/:id' },
      info: { path: 'physical/info/:id' },
      upload: { path: 'physical/upload/scanning/:id' },
      cropping: { path: 'physical/form-cropping/:id' },
      tinUpload: { path: 'physical/tin-rejection/upload/:ackNo' },
    },
    lists: {
      all: { path: 'physical/list' },
      incomplete: { path: 'physical/incomplete/list' },
      waiting: { path: 'physical/waiting/list' },
      ack: { path: 'physical/ack/list' },
      rejection: { path: 'physical/rejection/list' },
      'tin-rejection': { path: 'physical/tin-rejection/list' },
      hardcopy: { path: 'physical/hardcopy/list' },
    },
  },
  backend: {
    base: 'actions/nsdl-pan',
    pages: {
      dashboard: { path: '', menu: { label: 'NSDL PAN' } },
      backlog: { path: 'physical/backlog-data', menu: { label: 'Backlog PAN List' } },
      verify: { path: 'physical/verify/:id?' },
      info: { path: 'physical/paninfo/:id' },
      cropping: { path: 'physical/form-cropping/:id' },
      tinReject: { path: 'physical/tin-rejection' },
      tinVerify: { path: 'physical/tin-rejection-verify/:ackNo' },
      cancel: { path: 'physical/cancel-aadhar' },
    },
    lists: {
      all: { path: 'physical/list' },
      'pending-verification': { path: 'physical/pending-verification/list' },
      waiting: { path: 'physical/waiting/list' },
      ack: { path: 'physical/ack/list' },
      incomplete: { path: 'physical/incomplete/list' },
      rejection: { path: 'physical/rejection/list' },
      'tin-rejection': { path: 'physical/tin-rejection/list' },
    },
  },
});

/** Where the NSDL PAN physical calls live, per area. */
export const NSDL_PAN_API = NSDL_PAN.api;
