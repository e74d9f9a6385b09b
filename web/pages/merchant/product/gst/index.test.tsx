import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { stubServer } from '../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../test/render-app';
import { signIn } from '../../../../test/tokens';
import { GST_DASHBOARD as DASH } from '../../../../test/gst-dashboard';
import BackendGstDashboardPage from '../../../backend/actions/gst/index';
import MerchantGstDashboardPage from './index';

afterEach(() => vi.unstubAllGlobals());

describe('GST dashboards', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the shop its counts per state, each leading to its list, and the queries it must answer', async () => {
    signIn({ role: 'merchant', kind: 'owner' });
    stubServer((url) => (url === '/api/merchant/product/gst/dashboard' ? jsonResponse(DASH) : undefined));
    renderRoutes([{ path: '/merchant/product/gst', element: <MerchantGstDashboardPage /> }], '/merchant/product/gst');
    const waiting = await screen.findByTestId('needs-answer');
    expect(waiting).toHaveTextContent('3 queries need your answer');
    expect(within(waiting).getByRole('link', { name: 'Registrations: 1' })).toHaveAttribute(
      'href',
      '/merchant/product/gst/registration/list?list=queries',
    );
    expect(within(waiting).getByRole('link', { name: 'Filings: 2' })).toHaveAttribute(
      'href',
      '/merchant/product/gst/filling/list?list=queries',
    );

    const registrations = screen.getByRole('region', { name: 'Registrations by status' });
    expect(within(registrations).getByRole('link', { name: 'Draft: 2' })).toHaveAttribute(
      'href',
      '/merchant/product/gst/registration/list?list=drafts',
    );
    // A state without a list of its own opens the list that holds it, narrowed by its Status filter.
    expect(within(registrations).getByRole('link', { name: 'Submitted: 3' })).toHaveAttribute(
      'href',
      '/merchant/product/gst/registration/list?list=all&f.state=equals~submitted',
    );
    expect(within(registrations).getByRole('link', { name: 'In process: 0' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Return filings by status' })).getByRole('link', {
        name: 'Rejected: 1',
      }),
    ).toHaveAttribute('href', '/merchant/product/gst/filling/list?list=rejected');
    expect(screen.getByRole('link', { name: 'New GST registration' })).toHaveAttribute(
      'href',
      '/merchant/product/gst/registration',
    );
    expect(screen.getByRole('link', { name: 'File a GST return' })).toHaveAttribute(
      'href',
      '/merchant/product/gst/filling/new',
    );
  });

  it('shows the back office what is new to pick up, without drafts', async () => {
    signIn({ role: 'staff' });
    stubServer((url) => (url === '/api/backend/actions/gst/dashboard' ? jsonResponse(DASH) : undefined));
    renderRoutes([{ path: '/backend/actions/gst', element: <BackendGstDashboardPage /> }], '/backend/actions/gst');
    const pick = await screen.findByTestId('to-pick-up');
    expect(pick).toHaveTextContent('3 new requests to pick up');
    expect(within(pick).getByRole('link', { name: 'Registrations: 3' })).toHaveAttribute(
      'href',
      '/backend/actions/gst/registration?list=new',
    );
    const registrations = screen.getByRole('region', { name: 'Registrations by status' });
    expect(within(registrations).queryByRole('link', { name: /^Draft/ })).not.toBeInTheDocument();
    expect(within(registrations).getByRole('link', { name: 'Query raised: 1' })).toHaveAttribute(
      'href',
      '/backend/actions/gst/registration?list=queries',
    );
  });
});
