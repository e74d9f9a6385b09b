import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeaderBalance } from '../../../../components/money/HeaderBalance';
import { stubServer } from '../../../../test/fetch-stub';
import { jsonResponse, LAZY, renderRoutes } from '../../../../test/render-app';
import { signIn } from '../../../../test/tokens';
import PaymentListPage from './list';

const CLOSING = '/api/merchant/accounting/closing';
const LIST = '/api/merchant/accounting/payment/list';

// What the server holds: the back office decides the request while the merchant's page stays open.
let decided = false;
const row = () => ({
  id: 7,
  refNo: 'PR0000007',
  createdAt: '2026-11-24 07:45',
  amount: 5000,
  status: decided ? 'approved' : 'pending',
  remark: null,
  mode: 'NEFT',
  utr: 'UTR123',
  depositDate: '2026-11-23',
  bank: 'Punjab National Bank',
});

function serve() {
  return stubServer((url, init) => {
    if (url === CLOSING) return jsonResponse(decided ? 5100 : 100);
    if (url.split('?')[0] === LIST && init?.method === 'POST')
      return jsonResponse({ data: [row()], totalRecords: 1, filterRecords: 1 });
    return undefined;
  });
}

function render() {
  return renderRoutes(
    [
      {
        path: '/merchant/accounting/payment/list',
        element: (
          <>
            <HeaderBalance />
            <PaymentListPage />
          </>
        ),
      },
    ],
    '/merchant/accounting/payment/list',
  );
}

/** The Status cell of PR0000007's row (the column's filter lists the same words, so only the row is read). */
async function statusOfRow() {
  const row = (await screen.findByRole('cell', { name: 'PR0000007' }, LAZY)).closest('tr')!;
  return within(row).getByText(/^(Pending|Approved)$/);
}
const listCalls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter(([u]) => u.split('?')[0] === LIST).length;

beforeEach(() => {
  decided = false;
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(() => vi.unstubAllGlobals());

describe('lists follow what changed elsewhere', () => {
  it('the header balance reload reads the list on screen again, so an approved request no longer says Pending', async () => {
    const fetch = serve();
    render();
    expect(await statusOfRow()).toHaveTextContent('Pending');
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveAttribute('data-state', 'idle'));
    const before = listCalls(fetch);

    decided = true;
    await userEvent.click(screen.getByRole('button', { name: 'Reload balance' }));
    await waitFor(() => expect(screen.getByTestId('header-balance-value')).toHaveTextContent('₹5,100.00/-'));
    await waitFor(async () => expect(await statusOfRow()).toHaveTextContent('Approved'));
    expect(listCalls(fetch)).toBe(before + 1);
  });

  it('coming back to the tab reads the list again', async () => {
    const fetch = serve();
    render();
    expect(await statusOfRow()).toHaveTextContent('Pending');
    const before = listCalls(fetch);

    decided = true;
    // The browser's own signal when the tab is shown again (what React Query listens to).
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(async () => expect(await statusOfRow()).toHaveTextContent('Approved'));
    expect(listCalls(fetch)).toBe(before + 1);
  });
});
