import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER } from '../../../../test/merchant-members';
import { jsonResponse, renderRoutes } from '../../../../test/render-app';
import { stubServer } from '../../../../test/fetch-stub';
import { signIn } from '../../../../test/tokens';
import ViewMemberPage from './[id]';

const BASE = '/api/merchant/user-management/members/42';

function render(url = '/merchant/user-management/view-frenchies/42') {
  return renderRoutes([{ path: '/merchant/user-management/view-frenchies/:id', element: <ViewMemberPage /> }], url);
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(() => vi.unstubAllGlobals());

describe('view member', () => {
  it('shows the member read-only: its balance, KYC, shop, applications by state and recent wallet entries', async () => {
    stubServer((url) => (url === BASE ? jsonResponse(MEMBER) : undefined));
    render();
    expect(await screen.findByRole('heading', { name: 'Sunita Jadhav' })).toBeInTheDocument();
    expect(screen.getByTestId('member-balance')).toHaveTextContent('₹170.00/-');
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Shop 4, Laxmi Road, Sadashiv Peth')).toBeInTheDocument();
    expect(screen.getByText('Maharashtra 411030')).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();

    const apps = screen.getByRole('table', { name: 'Applications by state' });
    expect(within(apps).getByText('Incomplete').closest('tr')).toHaveTextContent('1');
    expect(within(apps).getByText('Waiting for verification').closest('tr')).toHaveTextContent('2');
    expect(within(apps).getByText('Total').closest('tr')).toHaveTextContent('3');

    const ledger = screen.getByRole('table', { name: 'Recent wallet entries' });
    const rows = within(ledger).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        Array.from(r.querySelectorAll('td'))
          .slice(1)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['NSDL PAN PT2500000007', '₹130.00/-', '', '₹170.00/-'],
      ['Payment request approved', '', '₹300.00/-', '₹300.00/-'],
    ]);
    // Nothing to edit: the controls are the owner's money moves (issue 28) and the status switch.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Send money', 'Take back', 'Deactivate']);
  });

  it('deactivates after confirming and shows the new status', async () => {
    const user = userEvent.setup();
    const fetch = stubServer((url, init) => {
      if (url === BASE && (init?.method ?? 'GET') === 'GET') return jsonResponse(MEMBER);
      if (url === `${BASE}/status` && init?.method === 'POST') return jsonResponse({ ...MEMBER, active: false });
      return undefined;
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Deactivate Sunita Jadhav (PM1042)?');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument());
    expect(screen.getAllByText('Inactive').length).toBeGreaterThan(0);
    const call = fetch.mock.calls.find(([u]) => u === `${BASE}/status`);
    expect(JSON.parse(call![1]!.body as string)).toEqual({ active: false });
  });

  it('says so when the member is not the owner’s (404) or the address names none', async () => {
    stubServer((url) => (url === BASE ? jsonResponse({ message: 'No such member in your shop.' }, 404) : undefined));
    render();
    expect(await screen.findByText('No such member')).toBeInTheDocument();
    expect(screen.getByText('No such member in your shop.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });

  it('names no member for an address without a number', async () => {
    const fetch = stubServer();
    render('/merchant/user-management/view-frenchies/abc');
    expect(await screen.findByText('The address does not name a member.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/members/'))).toBe(false);
  });
});
