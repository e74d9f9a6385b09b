import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { psaDetail, psaOf, utiSummary } from '../../../../test/uti-detail';
import { stubServer } from '../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../test/render-app';
import { signedInEachTest } from '../../../../test/request-detail';
import MerchantUtiDashboardPage from './index';

signedInEachTest({ role: 'merchant', kind: 'owner' });

describe('UTI PAN dashboard (merchant)', () => {
  it('shows the shop its PSA login id and its coupons per type', async () => {
    const approved = psaOf(psaDetail({ state: 'approved', stateLabel: 'Approved', result: 'UTIPSA10023' }), {
      approvedAt: '2026-11-22T09:30:00.000Z',
    });
    const summary = utiSummary({
      psa: approved,
      canRequestCoupons: true,
      coupons: {
        physical: { requested: 30, waiting: 10, allotted: 18 },
        epan: { requested: 0, waiting: 0, allotted: 0 },
      },
    });
    stubServer((url) => (url === '/api/merchant/product/uti-pan/summary' ? jsonResponse(summary) : undefined));
    renderRoutes(
      [{ path: '/merchant/product/uti-pan', element: <MerchantUtiDashboardPage /> }],
      '/merchant/product/uti-pan',
    );
    expect(await screen.findByTestId('psa-login-id')).toHaveTextContent('UTIPSA10023');
    expect(screen.getByRole('link', { name: 'How to sign in' })).toHaveAttribute(
      'href',
      '/merchant/product/uti-pan/psa-loginid',
    );
    const physical = screen.getByTestId('coupons-physical');
    expect(physical).toHaveTextContent('18');
    expect(physical).toHaveTextContent('10 waiting for allotment');
    expect(physical).toHaveTextContent('₹107.00/- each');
    expect(screen.getByRole('link', { name: 'Coupons' })).toHaveAttribute(
      'href',
      '/merchant/product/uti-pan/topup-list',
    );
  });

  it('leads a shop not registered yet to the PSA form', async () => {
    stubServer((url) => (url === '/api/merchant/product/uti-pan/summary' ? jsonResponse(utiSummary()) : undefined));
    renderRoutes(
      [{ path: '/merchant/product/uti-pan', element: <MerchantUtiDashboardPage /> }],
      '/merchant/product/uti-pan',
    );
    const status = await screen.findByTestId('psa-status');
    expect(within(status).getByRole('link', { name: 'Register as PSA' })).toHaveAttribute(
      'href',
      '/merchant/product/uti-pan/psa-registration',
    );
  });
});
