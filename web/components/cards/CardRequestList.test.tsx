import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoutes } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import { signIn } from '../../test/tokens';
import { CardRequestList } from './CardRequestList';

const ROWS = [
  {
    dated: '2026-11-24 10:15',
    refNo: 'CC0000000002',
    name: 'Asha Verma',
    mobileNo: '9876543210',
    cardVendor: 'NSDL',
    code: 'M100023',
    staffName: 'Ravi Sharma',
  },
  {
    dated: '2026-11-23 17:40',
    refNo: 'CC0000000001',
    name: 'Meena Iyer',
    mobileNo: '9123456780',
    cardVendor: 'LOAN',
    code: 'M100024',
    staffName: 'Meena Shop',
  },
];
const PAYOUTS = [
  { vendor: 'NSDL', amount: 250, note: 'per card issued', updatedAt: null },
  { vendor: 'Sarthak', amount: null, note: '', updatedAt: null },
  { vendor: 'LOAN', amount: null, note: '', updatedAt: null },
];

function server() {
  return stubServer((url, init) => {
    if (url === '/api/merchant/banking/cc-userlist' || url === '/api/backend/actions/cards/user-list')
      return jsonResponse({ data: ROWS, totalRecords: 2, filterRecords: 2 });
    if (url === '/api/backend/actions/cards/payouts') return jsonResponse(PAYOUTS);
    if (url === '/api/backend/actions/cards/payouts/Sarthak' && init?.method === 'PUT') {
      const body = JSON.parse(init.body as string);
      return jsonResponse(PAYOUTS.map((p) => (p.vendor === 'Sarthak' ? { ...p, ...body } : p)));
    }
    return undefined;
  });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('card request lists', () => {
  it("the shop's list (cc-userlist) shows its requests with the vendor labels and no merchant column", async () => {
    signIn({ role: 'merchant', kind: 'owner' });
    const fetch = server();
    renderRoutes(
      [{ path: '/merchant/product/Banking/cc-userlist', element: <CardRequestList area="merchant" /> }],
      '/merchant/product/Banking/cc-userlist',
    );
    const table = await screen.findByRole('table', { name: 'Card and loan requests' });
    await within(table).findByText('CC0000000002');
    expect(within(table).getByRole('row', { name: /CC0000000002/ })).toHaveTextContent(
      /Asha Verma.*9876543210.*Bajaj EMI Card.*Ravi Sharma/,
    );
    expect(within(table).getByRole('row', { name: /CC0000000001/ })).toHaveTextContent('Instant Loan');
    expect(within(table).queryByText('Merchant Code')).not.toBeInTheDocument();
    expect(
      fetch.mock.calls.some(([u, init]) => u === '/api/merchant/banking/cc-userlist' && init?.method === 'POST'),
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'My Requests' })).toHaveAttribute('aria-current', 'page');
  });

  it("the back office's list shows every shop's code; the admin sets a payout", async () => {
    signIn({ role: 'admin' });
    const fetch = server();
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/backend/actions/user-list', element: <CardRequestList area="backend" /> }],
      '/backend/actions/user-list',
    );
    const table = await screen.findByRole('table', { name: 'Credit card requests' });
    await within(table).findByText('M100024');
    expect(within(table).getByText('Merchant Code')).toBeInTheDocument();

    const payouts = await screen.findByRole('table', { name: 'Payouts' });
    expect(within(payouts).getByText('₹250.00/-')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit the Credit Card payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit Card payout' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount per referral/ }), '300');
    await user.type(within(dialog).getByRole('textbox', { name: /^How it is paid/ }), 'per card issued');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([u, init]) => u === '/api/backend/actions/cards/payouts/Sarthak' && init?.method === 'PUT',
        ),
      ).toBe(true),
    );
    const put = fetch.mock.calls.find(
      ([u, init]) => u === '/api/backend/actions/cards/payouts/Sarthak' && init?.method === 'PUT',
    )!;
    expect(JSON.parse(put[1]!.body as string)).toEqual({ amount: 300, note: 'per card issued' });
    await waitFor(() => expect(within(payouts).getByText('₹300.00/-')).toBeInTheDocument());
  });

  it('back-office staff see the payouts but cannot change them', async () => {
    signIn({ role: 'staff' });
    server();
    renderRoutes(
      [{ path: '/backend/actions/user-list', element: <CardRequestList area="backend" /> }],
      '/backend/actions/user-list',
    );
    await screen.findByRole('table', { name: 'Payouts' });
    expect(screen.queryByRole('button', { name: /^Edit the/ })).not.toBeInTheDocument();
  });
});
