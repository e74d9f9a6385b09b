import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoutes } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import PaymentStatusPage from './payment-status';

const CHECK = '/api/pggatway/check-status';
const render = (url = '/payment-status') =>
  renderRoutes(
    [
      { path: '/payment-status', element: <PaymentStatusPage /> },
      { path: '/', element: <p>home</p> },
    ],
    url,
  );
const answer = (status: string, sandbox = false) =>
  jsonResponse({
    status: true,
    msg: status,
    data: { status, amount: 1, client_txn_id: 'TXN123', credited: status === 'success', sandbox },
  });
const TEST_NOTICE = 'Test payment — sandbox gateway, no real money';
const bodyOf = (fetch: ReturnType<typeof stubServer>) =>
  JSON.parse(fetch.mock.calls.find(([u]) => u === CHECK)![1]!.body as string);

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('payment status page (outcomes and texts of docs/product.md)', () => {
  it('missing_txn_id: without a transaction id it says it cannot check, and asks nothing', async () => {
    const fetch = stubServer();
    render();
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Transaction ID missing. Cannot check payment status.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('check-status'))).toBe(false);
  });

  it('success: checks the stored transaction with the public endpoint', async () => {
    sessionStorage.setItem('client_txn_id', 'TXN123');
    sessionStorage.setItem('txn_date', '05-03-2026');
    const fetch = stubServer((url) => (url === CHECK ? answer('success') : undefined));
    render();
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for your payment!')).toBeInTheDocument();
    expect(bodyOf(fetch)).toEqual({ client_txn_id: 'TXN123', txn_date: '05-03-2026' });
    expect(fetch.mock.calls.some(([u]) => u === '/api/merchant/pggatway/check-status')).toBe(false);
    expect(screen.queryByText(TEST_NOTICE)).not.toBeInTheDocument();
  });

  it('says a sandbox payment is a test payment, whatever its outcome', async () => {
    sessionStorage.setItem('client_txn_id', 'TXN123');
    let status = 'scanning';
    stubServer((url) => (url === CHECK ? answer(status, true) : undefined));
    render();
    expect(await screen.findByRole('heading', { name: 'Waiting for confirmation' })).toBeInTheDocument();
    expect(screen.getByText(TEST_NOTICE)).toBeInTheDocument();
    status = 'success';
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText(TEST_NOTICE)).toBeInTheDocument();
  });

  it('reads client_txn_id and txn_date from the return URL before storage', async () => {
    sessionStorage.setItem('client_txn_id', 'OLD1234');
    sessionStorage.setItem('txn_date', '01-01-2026');
    const fetch = stubServer((url) => (url === CHECK ? answer('success') : undefined));
    render('/payment-status?client_txn_id=TXN999888&txn_date=07-03-2026');
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(bodyOf(fetch)).toEqual({ client_txn_id: 'TXN999888', txn_date: '07-03-2026' });
  });

  it('failed: the gateway says failure', async () => {
    sessionStorage.setItem('client_txn_id', 'TXN124');
    stubServer((url) => (url === CHECK ? answer('failure') : undefined));
    render();
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong or payment failed.')).toBeInTheDocument();
  });

  it('error: the check itself fails; today goes as DD-MM-YYYY when no date is known; Check again asks once more', async () => {
    sessionStorage.setItem('client_txn_id', 'TXN125');
    const fetch = stubServer((url) => (url === CHECK ? jsonResponse({ message: 'Server error' }, 500) : undefined));
    render();
    expect(await screen.findByText('Something went wrong or payment failed.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(bodyOf(fetch).txn_date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await vi.waitFor(() => expect(fetch.mock.calls.filter(([u]) => u === CHECK)).toHaveLength(2));
  });

  it('waits for confirmation while the gateway still says created or scanning, then shows the result on re-check', async () => {
    sessionStorage.setItem('client_txn_id', 'TXN126');
    let status = 'scanning';
    stubServer((url) => (url === CHECK ? answer(status) : undefined));
    render();
    expect(await screen.findByRole('heading', { name: 'Waiting for confirmation' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Failed')).not.toBeInTheDocument();
    status = 'success';
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
  });
});
