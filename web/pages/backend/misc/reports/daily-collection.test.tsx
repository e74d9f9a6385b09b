import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse, LAZY, renderRoutes } from '../../../../test/render-app';
import { stubServer } from '../../../../test/fetch-stub';
import { signIn } from '../../../../test/tokens';
import DailyCollectionPage from './daily-collection';

const DAY = { topupBank: 0, topupUpi: 0, adjustments: 0, serviceRevenue: 998, refunds: 125, net: 873 };
const REPORT = {
  rows: [{ day: '2026-03-02', ...DAY }],
  totals: DAY,
  byType: [
    { day: '2026-03-02', refType: 'gst-filing', charges: 299, refunds: 0, net: 299 },
    { day: '2026-03-02', refType: 'uti-coupon', charges: 500, refunds: 125, net: 375 },
    { day: '2026-03-02', refType: 'uti-psa', charges: 199, refunds: 0, net: 199 },
  ],
  typeTotals: [
    { refType: 'gst-filing', charges: 299, refunds: 0, net: 299 },
    { refType: 'uti-coupon', charges: 500, refunds: 125, net: 375 },
    { refType: 'uti-psa', charges: 199, refunds: 0, net: 199 },
  ],
};

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td, th')].map((c) => c.textContent);

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'staff' });
});
afterEach(() => vi.unstubAllGlobals());

describe('daily collection', () => {
  it('shows each service’s charges and refunds under its name, per day and for the period', async () => {
    stubServer((url) =>
      url.split('?')[0] === '/api/backend/reports/daily-collection' ? jsonResponse(REPORT) : undefined,
    );
    renderRoutes(
      [{ path: '/backend/misc/reports/daily-collection', element: <DailyCollectionPage /> }],
      '/backend/misc/reports/daily-collection',
    );
    const table = await screen.findByRole('table', { name: 'Daily collection by service' }, LAZY);
    const [, ...rows] = within(table).getAllByRole('row').map(cellsOf);
    expect(rows.map((r) => r.slice(1))).toEqual([
      ['GST filing', '₹299.00/-', '₹0.00/-', '₹299.00/-'],
      ['UTI coupons', '₹500.00/-', '₹125.00/-', '₹375.00/-'],
      ['UTI PSA registration', '₹199.00/-', '₹0.00/-', '₹199.00/-'],
      ['GST filing', '₹299.00/-', '₹0.00/-', '₹299.00/-'],
      ['UTI coupons', '₹500.00/-', '₹125.00/-', '₹375.00/-'],
      ['UTI PSA registration', '₹199.00/-', '₹0.00/-', '₹199.00/-'],
    ]);
    expect(rows.slice(3).map((r) => r[0])).toEqual(['Total', 'Total', 'Total']);
  });

  it('leaves the breakdown out when no service was charged or refunded', async () => {
    stubServer((url) =>
      url.split('?')[0] === '/api/backend/reports/daily-collection'
        ? jsonResponse({ ...REPORT, byType: [], typeTotals: [] })
        : undefined,
    );
    renderRoutes(
      [{ path: '/backend/misc/reports/daily-collection', element: <DailyCollectionPage /> }],
      '/backend/misc/reports/daily-collection',
    );
    expect(await screen.findByRole('table', { name: 'Daily collection' }, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Daily collection by service' })).not.toBeInTheDocument();
  });
});
