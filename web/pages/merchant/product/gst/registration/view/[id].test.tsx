import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registrationDetail } from '../../../../../../test/gst-detail';
import { stubServer } from '../../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../../test/render-app';
import { signIn } from '../../../../../../test/tokens';
import { consentOf } from '../../../../../../../contract/privacy/notice';
import { agreeToPrivacyNotice } from '../../../../../../test/privacy';
import GstRegistrationViewPage from './[id]';

const BASE = '/merchant/product/gst/registration';
const REQ = '/api/merchant/product/gst/registration/7';
const CLOSING = '/api/merchant/accounting/closing';

function render() {
  return renderRoutes(
    [
      { path: `${BASE}/view/:id`, element: <GstRegistrationViewPage /> },
      { path: `${BASE}/:id?`, element: <h1>Registration form</h1> },
    ],
    `${BASE}/view/7`,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
});
afterEach(() => vi.unstubAllGlobals());

describe('GST registration: check and submit', () => {
  it('shows the price, the balance and, before paying, by how much the wallet is short with a way to add money', async () => {
    stubServer((url) => {
      if (url === REQ) return jsonResponse(registrationDetail());
      if (url === CLOSING) return jsonResponse(500);
      return undefined;
    });
    render();
    const panel = await screen.findByTestId('submit-panel');
    expect(within(panel).getByTestId('price')).toHaveTextContent('₹799.00/-');
    await waitFor(() => expect(within(panel).getByTestId('balance')).toHaveTextContent('₹500.00/-'));
    const short = within(panel).getByTestId('shortfall');
    expect(short).toHaveTextContent(
      'Your wallet has ₹500.00/-; this request needs ₹799.00/-. Add ₹299.00/- to submit it.',
    );
    expect(within(short).getByRole('link', { name: 'Add money' })).toHaveAttribute(
      'href',
      '/merchant/accounting/payment',
    );
  });

  it('lists what is missing with links to the form, and keeps submit closed', async () => {
    const detail = registrationDetail({
      problems: [
        { field: 'bank.ifsc', section: 'bank', message: 'IFSC is required', kind: 'missing' },
        { field: 'bank.bankName', section: 'bank', message: 'Name of the bank is required', kind: 'missing' },
      ],
      missingDocuments: [{ kind: 'pan_card', label: 'PAN card of the business' }],
    });
    stubServer((url) => (url === REQ ? jsonResponse(detail) : url === CLOSING ? jsonResponse(5000) : undefined));
    render();
    const list = await screen.findByTestId('problem-list');
    expect(list).toHaveTextContent('IFSC is required (and 1 more)');
    expect(within(list).getByRole('link', { name: 'Fix' })).toHaveAttribute('href', `${BASE}/7#section-bank`);
    expect(screen.getByTestId('missing-documents')).toHaveTextContent('PAN card of the business: missing');
    expect(screen.getByRole('link', { name: 'Upload the documents' })).toHaveAttribute(
      'href',
      `${BASE}/7#section-documents`,
    );
    expect(within(screen.getByTestId('problems-bank')).getByText('IFSC is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit request' })).toBeDisabled();
  });

  it('shows the server’s shortfall when the submit is refused for balance', async () => {
    const fetch = stubServer((url, init) => {
      if (url === REQ) return jsonResponse(registrationDetail());
      if (url === CLOSING) return jsonResponse(1000);
      if (url === `${REQ}/submit` && init?.method === 'POST')
        return jsonResponse(
          {
            message: 'Insufficient balance: ₹100.00/- available, ₹799.00/- needed.',
            shortfall: 699,
            balance: 100,
            needed: 799,
          },
          422,
        );
      return undefined;
    });
    render();
    await agreeToPrivacyNotice();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit request' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your wallet has ₹100.00/-; this request needs ₹799.00/-. Add ₹699.00/- to submit it.',
    );
    expect(within(alert).getByRole('link', { name: 'Add money' })).toHaveAttribute(
      'href',
      '/merchant/accounting/payment',
    );
    expect(fetch.mock.calls.filter(([u]) => u === `${REQ}/submit`)).toHaveLength(1);
  });

  it('submits a complete request and shows it as submitted', async () => {
    let submitted = false;
    stubServer((url, init) => {
      if (url === REQ)
        return jsonResponse(registrationDetail(submitted ? { state: 'submitted', stateLabel: 'Submitted' } : {}));
      if (url === CLOSING) return jsonResponse(1000);
      if (url === `${REQ}/submit` && init?.method === 'POST') {
        submitted = true;
        return jsonResponse(
          registrationDetail({ state: 'submitted', stateLabel: 'Submitted', submittedAt: '2026-11-20T06:00:00.000Z' }),
        );
      }
      return undefined;
    });
    render();
    await agreeToPrivacyNotice();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Request submitted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('gst-state')).toHaveTextContent('Submitted'));
    expect(screen.queryByRole('button', { name: 'Submit request' })).not.toBeInTheDocument();
    expect(screen.getByTestId('what-next')).toHaveTextContent('The back office will pick it up shortly');
  });

  it("keeps submit closed until the applicant's consent is ticked, sends it, and shows its refusal under the box", async () => {
    const bodies: unknown[] = [];
    stubServer((url, init) => {
      if (url === REQ) return jsonResponse(registrationDetail());
      if (url === CLOSING) return jsonResponse(1000);
      if (url === `${REQ}/submit` && init?.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        const message = 'The privacy notice has changed since it was shown: read it again and tick the box.';
        return jsonResponse({ message, errors: { consent: [message] } }, 400);
      }
      return undefined;
    });
    render();
    const submit = await screen.findByRole('button', { name: 'Submit request' });
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('₹1,000.00/-'));
    expect(submit).toBeDisabled();
    expect(screen.getByTestId('submit-panel')).toHaveTextContent(
      "Submitting opens once the applicant's consent is ticked.",
    );
    const notice = screen.getByTestId('privacy-notice');
    expect(notice).toHaveTextContent('Privacy notice: GST registration');
    await agreeToPrivacyNotice();
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() => expect(bodies).toEqual([{ consent: consentOf('en') }]));
    expect(await within(notice).findByText(/The privacy notice has changed since it was shown/)).toBeInTheDocument();
    expect(screen.queryByText('Not submitted')).not.toBeInTheDocument();
  });

  it('lets the merchant answer a query with a remark, which is required', async () => {
    const query = registrationDetail({
      state: 'query_raised',
      stateLabel: 'Query raised',
      remark: 'Upload a clearer electricity bill',
      submittedAt: '2026-11-20T06:00:00.000Z',
    });
    const fetch = stubServer((url, init) => {
      if (url === REQ) return jsonResponse(query);
      if (url === `${REQ}/answer` && init?.method === 'POST')
        return jsonResponse(
          registrationDetail({
            state: 'in_process',
            stateLabel: 'In process',
            remark: 'Upload a clearer electricity bill',
          }),
        );
      return undefined;
    });
    render();
    expect(await screen.findByTestId('request-remark')).toHaveTextContent('Upload a clearer electricity bill');
    const form = screen.getByRole('form', { name: 'Answer the query' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(within(form).getByText('Required')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Your answer/), 'New bill uploaded');
    await userEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answer sent')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([u]) => u === `${REQ}/answer`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ remark: 'New bill uploaded' });
  });
});
