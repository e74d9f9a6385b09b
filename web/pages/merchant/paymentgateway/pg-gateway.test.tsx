import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoutes } from '../../../test/render-app';
import { stubServer } from '../../../test/fetch-stub';
import { signIn } from '../../../test/tokens';
import { setLocale } from '../../../i18n/common';
import PgGatewayPage from './pg-gateway';
import { notPseudo as notPseudoIn } from '../../../test/pseudo';

const CREATE = '/api/merchant/pggatway/create';
const AVAILABILITY = '/api/merchant/pggatway/availability';
const LIVE = { available: true, sandbox: false, minAmount: 1, maxAmount: 100_000 };
const PROFILE = {
  code: 'M0001',
  displayName: 'Ravi Sharma',
  userName: 'merchant1',
  role: 'merchant',
  kind: 'owner',
  email: 'ravi@example.com',
  mobile: '9876500002',
  hasPhoto: false,
  lastLoginAt: null,
  createdAt: '2026-01-01',
  shop: null,
};

const assign = vi.fn();
const alert = vi.fn();

function render() {
  return renderRoutes(
    [{ path: '/merchant/paymentgateway/pg-gateway', element: <PgGatewayPage /> }],
    '/merchant/paymentgateway/pg-gateway',
  );
}

function server(create: () => Response | Promise<Response>, availability: object = LIVE) {
  return stubServer((url) => {
    if (url === '/api/merchant/account') return jsonResponse(PROFILE);
    if (url === AVAILABILITY) return jsonResponse(availability);
    if (url === CREATE) return create();
    return undefined;
  });
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
  assign.mockReset();
  alert.mockReset();
  vi.stubGlobal('alert', alert);
  // jsdom's location cannot navigate; the redirect is observed instead.
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as unknown as Location);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pg-gateway (docs/product.md#payment-gateway, docs/product.md#error-texts)', () => {
  it('pays ₹1 with the profile as customer, stores the transaction and redirects to payment_url', async () => {
    const fetch = server(() =>
      jsonResponse({
        status: true,
        msg: 'ok',
        data: { payment_url: '/api/pg-sandbox/pay/TXN1', client_txn_id: 'TXN1', txn_date: '05-03-2026' },
      }),
    );
    render();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Ravi Sharma'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹1 by UPI' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/pg-sandbox/pay/TXN1'));
    const body = JSON.parse(fetch.mock.calls.find(([u]) => u === CREATE)![1]!.body as string);
    expect(body).toMatchObject({
      amount: 1,
      customer_name: 'Ravi Sharma',
      customer_email: 'ravi@example.com',
      customer_mobile: '9876500002',
    });
    expect(body.p_info).toBeTruthy();
    expect(sessionStorage.getItem('client_txn_id')).toBe('TXN1');
    expect(sessionStorage.getItem('txn_date')).toBe('05-03-2026');
    expect(alert).not.toHaveBeenCalled();
  });

  it('tops up the amount typed', async () => {
    const fetch = server(() =>
      jsonResponse({
        status: true,
        msg: 'ok',
        data: { payment_url: 'https://gateway.example/pay/abc', client_txn_id: 'TXN2', txn_date: '05-03-2026' },
      }),
    );
    render();
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveValue('ravi@example.com'));
    // The real gateway: no test-payment notice.
    expect(screen.queryByText('Test payment — sandbox gateway, no real money')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Amount/), '2500');
    await userEvent.click(screen.getByRole('button', { name: /Pay ₹2,500.00\/- by UPI/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://gateway.example/pay/abc'));
    expect(JSON.parse(fetch.mock.calls.find(([u]) => u === CREATE)![1]!.body as string).amount).toBe(2500);
  });

  it("alerts 'Payment failed. Please try again' when the answer has no payment_url", async () => {
    server(() =>
      jsonResponse({ status: false, msg: 'gateway down', data: { client_txn_id: 'TXN3', txn_date: '05-03-2026' } }),
    );
    render();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Ravi Sharma'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹1 by UPI' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Payment failed. Please try again'));
    expect(assign).not.toHaveBeenCalled();
  });

  it("alerts 'Something went wrong. Please try again later.' when the call fails", async () => {
    server(() => jsonResponse({ message: 'The payment gateway did not answer.' }, 502));
    render();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Ravi Sharma'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹1 by UPI' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Something went wrong. Please try again later.'));
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay ₹1 by UPI' })).toBeEnabled();
  });

  it('checks the amount before calling the gateway', async () => {
    const fetch = server(() => jsonResponse({}));
    render();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Ravi Sharma'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay by UPI' }));
    expect(await screen.findByText('Enter the amount')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === CREATE)).toBe(false);
  });

  it('says online payment is not set up, and offers Add Payment instead of a button that fails', async () => {
    const fetch = server(() => jsonResponse({}), {
      available: false,
      sandbox: false,
      minAmount: 1,
      maxAmount: 100_000,
    });
    render();
    expect(await screen.findByText('Online payment is not set up yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Payment' })).toHaveAttribute('href', '/merchant/accounting/payment');
    expect(screen.queryByRole('button', { name: /by UPI/ })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === CREATE)).toBe(false);
  });

  it('says payments are test payments while the sandbox gateway is on', async () => {
    server(() => jsonResponse({}), { ...LIVE, sandbox: true });
    render();
    expect(await screen.findByText('Test payment — sandbox gateway, no real money')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹1 by UPI' })).toBeInTheDocument();
  });

  it('checks the amount against the gateway’s range before calling it', async () => {
    const fetch = server(() => jsonResponse({}), { ...LIVE, minAmount: 10, maxAmount: 5000 });
    render();
    expect(await screen.findByText('₹10.00/- to ₹5,000.00/- at a time')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Ravi Sharma'));
    // Below the test rupee's minimum there is no test payment.
    expect(screen.queryByRole('button', { name: 'Pay ₹1 by UPI' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Amount/), '6000');
    await userEvent.click(screen.getByRole('button', { name: /Pay ₹6,000.00\/- by UPI/ }));
    expect(await screen.findByText('Enter an amount from ₹10.00/- to ₹5,000.00/-')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === CREATE)).toBe(false);
  });

  it('shows why the server refused to start the payment', async () => {
    server(() =>
      jsonResponse(
        { message: 'You have 5 unfinished UPI payments; finish or wait for them before starting another.' },
        429,
      ),
    );
    render();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Ravi Sharma'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹1 by UPI' }));
    expect(
      await screen.findByText('You have 5 unfinished UPI payments; finish or wait for them before starting another.'),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('tells merchant staff that top-ups are the owner’s', async () => {
    signIn({ role: 'merchant', kind: 'staff' });
    server(() => jsonResponse({}));
    render();
    expect(await screen.findByText('Not available for staff accounts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay ₹1 by UPI' })).not.toBeInTheDocument();
  });
});

// What is data, not the page's words: the payer's details from the profile, amounts and numbers.
const isData = (text: string) =>
  ['Ravi Sharma', 'ravi@example.com', '9876500002'].includes(text) || /^[\d\s,.:₹/()–*-]*$/.test(text);

/** Also the inputs' values, which a page may fill with its own words. */
function notPseudo(root: HTMLElement): string[] {
  const out = notPseudoIn(root, isData);
  for (const el of root.querySelectorAll('input[value]')) {
    const value = (el as HTMLInputElement).value.trim();
    if (value && !isData(value)) out.push(`value="${value}"`);
  }
  return out;
}

describe('pg-gateway in other languages (decision 0075)', () => {
  afterEach(async () => {
    await setLocale('en');
  });

  it('takes every word from the catalogue (pseudo-English): headings, labels, hints and buttons', async () => {
    await setLocale('en-XA');
    server(() => jsonResponse({}));
    render();
    await waitFor(() => expect(screen.getByLabelText(/^\[Ñàɱé/)).toHaveValue('Ravi Sharma'));
    expect(notPseudo(document.body)).toEqual([]);
  });

  it('speaks Hindi: the heading, the form, the buttons and the gateway that is not set up', async () => {
    await setLocale('hi');
    server(() => jsonResponse({}));
    render();
    expect(await screen.findByRole('heading', { name: 'यूपीआई टॉप-अप' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^नाम/)).toHaveValue('Ravi Sharma'));
    expect(screen.getByRole('button', { name: 'यूपीआई से पेमेंट करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'यूपीआई से ₹1 का पेमेंट करें' })).toBeInTheDocument();
    expect(screen.getByText('गेटवे जाँचें')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /रकम/ }), '500');
    expect(screen.getByRole('button', { name: /^यूपीआई से ₹500\.00\/- का पेमेंट करें$/ })).toBeInTheDocument();
  });

  it('says in Hindi that online payment is not set up, with the way to add money instead', async () => {
    await setLocale('hi');
    server(() => jsonResponse({}), { ...LIVE, available: false });
    render();
    const alert = await screen.findByTestId('upi-not-set-up');
    expect(alert).toHaveTextContent('ऑनलाइन पेमेंट अभी चालू नहीं है');
    expect(alert).toHaveTextContent('तब तक जमा पर्ची से पैसे डालें: पेमेंट जोड़ें।');
    expect(screen.getByRole('link', { name: 'पेमेंट जोड़ें' })).toBeInTheDocument();
  });
});
