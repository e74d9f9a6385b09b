import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, renderRoutes } from '../../../test/render-app';
import { stubServer } from '../../../test/fetch-stub';
import { signIn } from '../../../test/tokens';
import { deferred } from '../../../test/data-table';
import { HeaderBalance } from '../../../components/money/HeaderBalance';
import MerchantPaymentStatusPage from './payment-status';

const CHECK = '/api/merchant/pggatway/check-status';
const CLOSING = '/api/merchant/accounting/closing';

function render(url: string) {
  return renderRoutes(
    [
      {
        path: '/merchant/paymentgateway/payment-status',
        element: (
          <>
            <HeaderBalance />
            <MerchantPaymentStatusPage />
          </>
        ),
      },
    ],
    url,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(() => vi.unstubAllGlobals());

describe('merchant payment status (the gateway return page)', () => {
  it('checks the returned transaction with the merchant endpoint and refreshes the header balance on success', async () => {
    let balance = 10;
    const check = deferred<Response>();
    const fetch = stubServer((url) => {
      if (url === CLOSING) return jsonResponse(balance);
      if (url === CHECK) return check.promise;
      return undefined;
    });
    render('/merchant/paymentgateway/payment-status?client_txn_id=TXN777&txn_date=05-03-2026');
    await waitFor(() => expect(screen.getByTestId('header-balance-value')).toHaveTextContent('₹10.00'));
    // The status check credits the wallet on the server.
    balance = 11;
    check.resolve(
      jsonResponse({
        status: true,
        msg: 'success',
        data: { status: 'success', amount: 1, client_txn_id: 'TXN777', credited: true, sandbox: false },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.queryByTestId('test-payment-notice')).not.toBeInTheDocument();
    expect(screen.getByText('Thank you for your payment!')).toBeInTheDocument();
    expect(JSON.parse(fetch.mock.calls.find(([u]) => u === CHECK)![1]!.body as string)).toEqual({
      client_txn_id: 'TXN777',
      txn_date: '05-03-2026',
    });
    await waitFor(() => expect(screen.getByTestId('header-balance-value')).toHaveTextContent('₹11.00'));
  });

  it('marks a sandbox payment as a test payment, no real money', async () => {
    stubServer((url) => {
      if (url === CLOSING) return jsonResponse(1);
      if (url === CHECK)
        return jsonResponse({
          status: true,
          msg: 'success',
          data: { status: 'success', amount: 1, client_txn_id: 'TXN778', credited: true, sandbox: true },
        });
      return undefined;
    });
    render('/merchant/paymentgateway/payment-status?client_txn_id=TXN778&txn_date=05-03-2026');
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByTestId('test-payment-notice')).toHaveTextContent(
      'Test payment — sandbox gateway, no real money',
    );
  });

  it('without any transaction id shows the missing-id text', async () => {
    stubServer((url) => (url === CLOSING ? jsonResponse(0) : undefined));
    render('/merchant/paymentgateway/payment-status');
    expect(await screen.findByText('Transaction ID missing. Cannot check payment status.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
  });
});
