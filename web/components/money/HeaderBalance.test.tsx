import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoutes } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import { deferred } from '../../test/data-table';
import { signIn } from '../../test/tokens';
import { HeaderBalance } from './HeaderBalance';

const CLOSING = '/api/merchant/accounting/closing';
const render = () => renderRoutes([{ path: '/', element: <HeaderBalance /> }], '/');
const value = () => screen.getByTestId('header-balance-value');
const box = () => screen.getByTestId('header-balance');

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(() => vi.unstubAllGlobals());

describe('header balance (docs/product.md#merchant-portal, docs/product.md#session-and-screen-states)', () => {
  it('shows loading, then the balance in rupees with two decimals, and reloads on demand', async () => {
    const first = deferred<Response>();
    let calls = 0;
    const fetch = stubServer((url) => {
      if (url !== CLOSING) return undefined;
      calls += 1;
      return calls === 1 ? first.promise : jsonResponse(250);
    });
    render();
    expect(screen.getByText('Available Balance')).toBeInTheDocument();
    expect(box()).toHaveAttribute('data-state', 'loading');
    expect(screen.getByRole('button', { name: 'Reload balance' })).toBeDisabled();

    first.resolve(jsonResponse(123456.7));
    await waitFor(() => expect(box()).toHaveAttribute('data-state', 'idle'));
    expect(value()).toHaveTextContent('₹1,23,456.70/-');

    await userEvent.click(screen.getByRole('button', { name: 'Reload balance' }));
    await waitFor(() => expect(value()).toHaveTextContent('₹250.00/-'));
    expect(fetch.mock.calls.filter(([u]) => u === CLOSING)).toHaveLength(2);
  });

  it('shows 0 when the balance cannot be loaded, and recovers on reload', async () => {
    let fail = true;
    stubServer((url) =>
      url === CLOSING
        ? fail
          ? jsonResponse({ message: 'This account has no wallet.' }, 404)
          : jsonResponse(99.5)
        : undefined,
    );
    render();
    await waitFor(() => expect(box()).toHaveAttribute('data-state', 'error'));
    expect(value()).toHaveTextContent('₹0.00/-');
    expect(screen.getByRole('img', { name: 'The balance could not be loaded' })).toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reload balance' }));
    await waitFor(() => expect(value()).toHaveTextContent('₹99.50/-'));
    expect(box()).toHaveAttribute('data-state', 'idle');
  });

  it('treats a network failure as an error with 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render();
    await waitFor(() => expect(box()).toHaveAttribute('data-state', 'error'));
    expect(value()).toHaveTextContent('₹0.00/-');
  });
});
