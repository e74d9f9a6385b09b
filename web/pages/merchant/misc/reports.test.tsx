import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse, LAZY, renderRoutes } from '../../../test/render-app';
import { stubServer } from '../../../test/fetch-stub';
import { signIn } from '../../../test/tokens';
import MerchantReportsPage from './reports';

const ROWS = [
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
const SUMMARY = [
  { refType: 'gst-filing', entries: 1, dr: 299, cr: 0 },
  { refType: 'uti-coupon', entries: 2, dr: 500, cr: 125 },
  { refType: 'uti-psa', entries: 1, dr: 199, cr: 0 },
];

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(() => vi.unstubAllGlobals());

describe('merchant reports', () => {
  it('names each entry’s service in the statement and the summary, a refund as one', async () => {
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
    renderRoutes([{ path: '/merchant/misc/reports', element: <MerchantReportsPage /> }], '/merchant/misc/reports');
    const statement = within(await screen.findByRole('table', { name: /Ledger statement/i }, LAZY));
    await statement.findByText(ROWS[1].narration, {}, LAZY);
    const typeOf = (narration: string) =>
      within(statement.getByText(narration).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(typeOf(ROWS[0].narration)).toContain('UTI coupons');
    expect(typeOf(ROWS[1].narration)).toContain('UTI coupons refund');
    expect(typeOf(ROWS[2].narration)).toContain('GST filing');
    const summary = within(await screen.findByRole('table', { name: 'Service-wise summary' }));
    const rows = summary
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows.map((r) => r[0])).toEqual(['GST filing', 'UTI coupons', 'UTI PSA registration']);
    expect(rows[1].slice(1)).toEqual(['2', '₹500.00/-', '₹125.00/-']);
  });
});
