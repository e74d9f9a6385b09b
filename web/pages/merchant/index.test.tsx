import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse, renderRoutes } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import { signIn } from '../../test/tokens';
import MerchantHome from './index';

const DASH = {
  balance: 1500.5,
  todaySpend: 107,
  kycStatus: 'approved',
  panByStatus: [
    { status: 'A', label: 'Success', nos: 10 },
    { status: 'P', label: 'Pending', nos: 2 },
    { status: 'F', label: 'Failed', nos: 1 },
  ],
  recent: [],
  psa: null,
};
const PAN = {
  counts: { draft: 2, waiting: 1, acknowledged: 3, completed: 0 },
  today: { drafts: 1, submitted: 4, acknowledged: 2 },
};
const P = '/merchant/product/nsdl-pan/physical';

const render = () => renderRoutes([{ path: '/merchant', element: <MerchantHome /> }], '/merchant');

function server(pan: () => Response = () => jsonResponse(PAN), dash: object = DASH) {
  return stubServer((url) => {
    const path = url.split('?')[0];
    if (path === '/api/merchant/dashboard') return jsonResponse(dash);
    if (path === '/api/kyc/me') return jsonResponse({ status: 'approved' });
    if (path === '/api/merchant/nsdl-pan/physical/dashboard') return pan();
    return undefined;
  });
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner', name: 'Ravi Digital Seva' });
});
afterEach(() => vi.unstubAllGlobals());

describe('merchant home', () => {
  it('shows the NSDL PAN applications by state linking to their lists, today, and the ways to apply', async () => {
    server();
    render();
    const card = await screen.findByTestId('dash-nsdl-pan');
    expect(await within(card).findByRole('link', { name: 'Incomplete' })).toHaveAttribute(
      'href',
      `${P}/incomplete/list`,
    );
    expect(within(card).getByRole('link', { name: 'Waiting for verification' })).toHaveAttribute(
      'href',
      `${P}/waiting/list`,
    );
    expect(within(card).getByRole('link', { name: 'Acknowledged' })).toHaveAttribute('href', `${P}/hardcopy/list`);
    // States with nothing in them are left out.
    expect(within(card).queryByRole('link', { name: 'Completed' })).not.toBeInTheDocument();
    expect(within(card).getByTestId('dash-pan-today')).toHaveTextContent(
      'Today: 1 started · 4 submitted · 2 acknowledged',
    );
    expect(within(card).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/merchant/product/nsdl-pan');
    expect(within(card).getByRole('link', { name: 'New PAN (49A)' })).toHaveAttribute('href', `${P}/n/apply`);
    expect(within(card).getByRole('link', { name: 'Change (CSF)' })).toHaveAttribute('href', `${P}/c/apply`);
    // The legacy backlog figures stay, with their list.
    expect(await screen.findByRole('link', { name: 'View list' })).toHaveAttribute('href', `${P}/backlog-data`);
    expect(screen.getByText('Success')).toBeInTheDocument();
  });

  it('keeps the rest of the dashboard when the PAN figures fail', async () => {
    server(() => jsonResponse({ message: 'Database unavailable' }, 500));
    render();
    const card = await screen.findByTestId('dash-nsdl-pan');
    expect(await within(card).findByText('Something went wrong')).toBeInTheDocument();
    expect(await screen.findByTestId('dash-balance')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'New PAN (49A)' })).toBeInTheDocument();
  });

  it('shows the UTI PSA login id once approved, the registration’s state before, else nothing', async () => {
    server(undefined, { ...DASH, psa: { state: 'approved', stateLabel: 'Approved', psaId: 'UTIPSA0042' } });
    const { unmount } = render();
    const card = await screen.findByTestId('dash-uti-psa');
    expect(card).toHaveTextContent('UTI PSA login id: UTIPSA0042');
    expect(within(card).getByRole('link', { name: 'How to sign in' })).toHaveAttribute(
      'href',
      '/merchant/product/uti-pan/psa-loginid',
    );
    unmount();
    vi.unstubAllGlobals();

    server(undefined, { ...DASH, psa: { state: 'submitted', stateLabel: 'Waiting for approval', psaId: null } });
    const again = render();
    const waiting = await screen.findByTestId('dash-uti-psa');
    expect(waiting).toHaveTextContent('Waiting for approval');
    expect(waiting).not.toHaveTextContent('login id');
    expect(within(waiting).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/merchant/product/uti-pan/psa-loginid',
    );
    again.unmount();
    vi.unstubAllGlobals();

    server();
    render();
    expect(await screen.findByTestId('dash-balance')).toBeInTheDocument();
    expect(screen.queryByTestId('dash-uti-psa')).not.toBeInTheDocument();
  });
});
