import { stubServer } from './fetch-stub';
import { jsonResponse } from './render-app';

/** A merchant's ledger of March 2026 (web/pages/merchant/misc/reports.tsx): three entries, one a refund. */
export const ROWS = [
  {
    createdAt: '2026-03-02T05:00:00.000Z',
    narration: 'UTI PAN coupons: UC0000000007 4 × physical card',
    refType: 'uti-coupon',
    dr: 500,
    cr: 0,
    balance: 1500,
  },
  {
    createdAt: '2026-03-02T06:00:00.000Z',
    narration: 'Refund: UTI coupon request UC0000000007, 1 of 4 coupons not allotted',
    refType: 'uti-coupon:refund',
    dr: 0,
    cr: 125,
    balance: 1625,
  },
  {
    createdAt: '2026-03-02T07:00:00.000Z',
    narration: 'GST filing: GF0000000008',
    refType: 'gst-filing',
    dr: 299,
    cr: 0,
    balance: 1326,
  },
];
export const SUMMARY = [
  { refType: 'gst-filing', entries: 1, dr: 299, cr: 0 },
  { refType: 'uti-coupon', entries: 2, dr: 500, cr: 125 },
  { refType: 'uti-psa', entries: 1, dr: 199, cr: 0 },
];

/** The reports' three calls answered: the statement's rows, the period's balances and the service-wise summary. */
export function stubLedger() {
  stubServer((url) => {
    const path = url.split('?')[0];
    if (path === '/api/merchant/reports/ledger/list')
      return jsonResponse({ data: ROWS, totalRecords: 3, filterRecords: 3 });
    if (path === '/api/merchant/reports/ledger/summary')
      return jsonResponse({
        from: '2026-03-01',
        to: '2026-03-31',
        opening: 2000,
        totalDr: 799,
        totalCr: 125,
        closing: 1326,
      });
    if (path === '/api/merchant/reports/services') return jsonResponse(SUMMARY);
    return undefined;
  });
}
