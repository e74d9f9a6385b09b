import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { stubServer } from '../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../test/render-app';
import { signedInEachTest } from '../../../../test/request-detail';
import BackendUtiDashboardPage from './index';

const DASH = {
  psaWaiting: 2,
  couponRequestsWaiting: 5,
  couponsAllottedToday: 40,
  couponsAllottedThisMonth: 1200,
  psa: { submitted: 2, approved: 9, rejected: 1 },
  coupons: { requested: 5, allotted: 31 },
};

signedInEachTest({ role: 'staff' });

describe('UTI PAN dashboard (back office)', () => {
  it('shows the back office what waits and what was allotted, each leading to its work list', async () => {
    stubServer((url) => (url === '/api/backend/actions/uti-pan/dashboard' ? jsonResponse(DASH) : undefined));
    renderRoutes(
      [{ path: '/backend/actions/uti-pan', element: <BackendUtiDashboardPage /> }],
      '/backend/actions/uti-pan',
    );
    expect(await screen.findByRole('link', { name: 'PSA registrations waiting: 2' })).toHaveAttribute(
      'href',
      '/backend/actions/uti-pan/psa-list?list=pending',
    );
    expect(screen.getByRole('link', { name: 'Coupon requests waiting: 5' })).toHaveAttribute(
      'href',
      '/backend/actions/uti-pan/coupon-list?list=pending',
    );
    expect(screen.getByTestId('allotted-today')).toHaveTextContent('40');
    expect(screen.getByTestId('allotted-month')).toHaveTextContent('1,200');
    const psa = screen.getByRole('region', { name: 'PSA registrations by status' });
    expect(within(psa).getByRole('link', { name: 'Approved: 9' })).toHaveAttribute(
      'href',
      '/backend/actions/uti-pan/psa-list?list=approved',
    );
    expect(within(psa).queryByRole('link', { name: /^Draft/ })).not.toBeInTheDocument();
  });
});
