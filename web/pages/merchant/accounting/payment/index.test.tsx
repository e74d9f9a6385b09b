import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { jsonResponse, renderRoutes } from '../../../../test/render-app';
import { stubServer } from '../../../../test/fetch-stub';
import { signIn } from '../../../../test/tokens';
import { setLocale } from '../../../../i18n/common';
import PaymentRequestPage from './index';

const BANKS = [
  {
    id: 3,
    label: 'State Bank of India — Shree Ganesh PAN Services — A/c 123456789012 — IFSC SBIN0001234 — MG Road, Nashik',
  },
];
const SUBMIT = '/api/merchant/accounting/payment';

function render() {
  return renderRoutes(
    [
      { path: '/merchant/accounting/payment', element: <PaymentRequestPage /> },
      { path: '/merchant/accounting/payment/list', element: <h1>Payment list</h1> },
    ],
    '/merchant/accounting/payment',
  );
}

async function choose(label: RegExp, option: string | RegExp) {
  await userEvent.click(screen.getByRole('textbox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function fillValidForm() {
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Deposited into/ })).toBeEnabled());
  await choose(/Deposited into/, /State Bank of India/);
  await userEvent.type(screen.getByRole('textbox', { name: /Amount/ }), '5000');
  await choose(/^Mode/, 'NEFT');
  await userEvent.type(screen.getByRole('textbox', { name: /UTR/ }), 'sbin123456789');
  await userEvent.click(screen.getByRole('button', { name: /Deposit date/ }));
  await userEvent.click(await screen.findByRole('button', { name: dayjs().format('D MMMM YYYY'), hidden: true }));
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File(['%PDF-1.4'], 'slip.pdf', { type: 'application/pdf' }));
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(() => vi.unstubAllGlobals());

describe('payment request form', () => {
  it('shows the chosen bank account’s details', async () => {
    stubServer((url) => (url === '/api/merchant/accounting/banks' ? jsonResponse(BANKS) : undefined));
    render();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Deposited into/ })).toBeEnabled());
    await choose(/Deposited into/, /State Bank of India/);
    const details = screen.getByTestId('bank-details');
    expect(details).toHaveTextContent('Account holder: Shree Ganesh PAN Services');
    expect(details).toHaveTextContent('Account no: 123456789012');
    expect(details).toHaveTextContent('IFSC: SBIN0001234');
  });

  it('says why it cannot be used while there is no company account to pay into, and offers paying online', async () => {
    const fetch = stubServer((url) => (url === '/api/merchant/accounting/banks' ? jsonResponse([]) : undefined));
    render();
    const alert = await screen.findByTestId('no-bank');
    expect(alert).toHaveTextContent('No bank account is set up to pay into yet');
    expect(alert).toHaveTextContent('Please contact the office');
    expect(screen.getByRole('link', { name: 'pay online under Payment Gateway' })).toHaveAttribute(
      'href',
      '/merchant/paymentgateway/pg-gateway',
    );
    expect(screen.getByRole('button', { name: 'Submit request' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Amount/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /UTR/ })).toBeDisabled();
    expect(fetch.mock.calls.some(([u, init]) => u === SUBMIT && init?.method === 'POST')).toBe(false);
  });

  it('checks the fields before sending', async () => {
    const fetch = stubServer((url) => (url === '/api/merchant/accounting/banks' ? jsonResponse(BANKS) : undefined));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Choose the account you deposited into')).toBeInTheDocument();
    expect(screen.getByText('Enter the deposit date')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === SUBMIT)).toBe(false);
  });

  it('puts the field errors of a 400 beside their fields, with the message in the red alert', async () => {
    const fetch = stubServer((url, init) => {
      if (url === '/api/merchant/accounting/banks') return jsonResponse(BANKS);
      if (url === SUBMIT && init?.method === 'POST')
        return jsonResponse(
          {
            message: 'slip: The file is not a real PDF',
            errors: { slip: ['The file is not a real PDF'], amount: ['Must be more than zero'] },
          },
          400,
        );
      return undefined;
    });
    render();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit request' }));

    const message = await screen.findByText('slip: The file is not a real PDF');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('The file is not a real PDF')).toBeInTheDocument();
    expect(screen.getByText('Must be more than zero')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveAttribute('aria-invalid', 'true');

    const [, init] = fetch.mock.calls.find(([u]) => u === SUBMIT)!;
    const form = init!.body as FormData;
    expect(form.get('bankId')).toBe('3');
    expect(form.get('amount')).toBe('5000');
    expect(form.get('mode')).toBe('NEFT');
    expect(form.get('utr')).toBe('SBIN123456789');
    expect(form.get('depositDate')).toBe(dayjs().format('YYYY-MM-DD'));
    expect((form.get('slip') as File).name).toBe('slip.pdf');
  });

  it('sends a good request and goes to the list', async () => {
    stubServer((url, init) => {
      if (url === '/api/merchant/accounting/banks') return jsonResponse(BANKS);
      if (url === SUBMIT && init?.method === 'POST')
        return jsonResponse({ id: 9, refNo: 'PR0000009', amount: 5000, status: 'pending' });
      return undefined;
    });
    const { router } = render();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByRole('heading', { name: 'Payment list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/merchant/accounting/payment/list');
  });
});

describe('payment request form in Hindi (decision 0075)', () => {
  afterEach(async () => {
    await setLocale('en');
  });

  it('asks for the deposit in Hindi and shows the account in Hindi words', async () => {
    await setLocale('hi');
    stubServer((url) => (url === '/api/merchant/accounting/banks' ? jsonResponse(BANKS) : undefined));
    render();
    expect(await screen.findByRole('heading', { name: 'पेमेंट जोड़ें' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /किस खाते में जमा किया/ })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: /यूटीआर \/ रेफ़रेंस नंबर/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रिक्वेस्ट भेजें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'यूपीआई से टॉप-अप करें' })).toBeInTheDocument();
    await choose(/किस खाते में जमा किया/, /State Bank of India/);
    const details = screen.getByTestId('bank-details');
    expect(details).toHaveTextContent('खाताधारक: Shree Ganesh PAN Services');
    expect(details).toHaveTextContent('खाता नंबर: 123456789012');
    await userEvent.click(screen.getByRole('button', { name: 'रिक्वेस्ट भेजें' }));
    expect(await screen.findByText('पैसे जमा करने की तारीख डालें')).toBeInTheDocument();
  });
});
