import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyPaperless } from '../../../../../../../contract/nsdl-paperless';
import { consentOf } from '../../../../../../../contract/privacy/notice';
import { paperlessDetail } from '../../../../../../test/nsdl-paperless-detail';
import { signedInEachTest } from '../../../../../../test/request-detail';
import { stubServer } from '../../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../../test/render-app';
import PaperlessConfirmPage from './confirm';
import { agreeToPrivacyNotice } from '../../../../../../test/privacy';

const saved = vi.hoisted(() => ({ saveBlob: vi.fn() }));
vi.mock('../../../../../../api/download', () => ({ saveBlob: saved.saveBlob }));

const BASE = '/merchant/product/nsdl-pan/paperless';
const API = '/api/merchant/product/nsdl-pan/paperless';
const REQ = `${API}/12`;
const SUMMARY = { counts: {}, prices: { N: 101, C: 101 }, available: true, sandbox: false };

/** Where the browser was sent: the form the page posted, read back. */
let posted: { action: string; fields: [string, FormDataEntryValue][] } | null = null;
beforeEach(() => {
  posted = null;
  saved.saveBlob.mockReset();
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted = { action: this.action, fields: [...new FormData(this).entries()] };
  });
});
afterEach(() => vi.restoreAllMocks());

function render() {
  return renderRoutes(
    [
      { path: `${BASE}/:id/confirm`, element: <PaperlessConfirmPage /> },
      { path: `${BASE}/apply/N`, element: <h1>New PAN form</h1> },
    ],
    `${BASE}/12/confirm`,
  );
}

/** The server: the request as `detail()` says now, the balance, the summary, and `more` first. */
function server(
  detail: () => object,
  more: (url: string, init: RequestInit | undefined) => Response | undefined = () => undefined,
  balance = 500,
) {
  return stubServer((url, init) => {
    const own = more(url, init);
    if (own) return own;
    if (url === REQ && (init?.method ?? 'GET') === 'GET') return jsonResponse(detail());
    if (url === `${API}/summary`) return jsonResponse(SUMMARY);
    if (url === '/api/merchant/accounting/closing') return jsonResponse(balance);
    return undefined;
  });
}

signedInEachTest({ role: 'merchant', kind: 'owner' });

describe('paperless confirm page', () => {
  it('shows a draft’s answers, price and balance, and on Confirm posts encData to Protean’s page', async () => {
    const fetch = server(
      () => paperlessDetail(),
      (url, init) =>
        url === `${REQ}/confirm` && init?.method === 'POST'
          ? jsonResponse({ url: 'https://ekyc.example.in/pan', encData: 'sealed_123' })
          : undefined,
    );
    render();
    expect(await screen.findByRole('heading', { name: 'Check and confirm' })).toBeInTheDocument();
    expect(screen.getByTestId('summary-name')).toHaveTextContent('Shri Ravi Kulkarni');
    expect(screen.getByTestId('summary-card')).toHaveTextContent('e-PAN only (by email)');
    expect(screen.getByTestId('price')).toHaveTextContent('₹101.00/-');
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('₹500.00/-'));
    expect(screen.getByRole('button', { name: 'Confirm and pay' })).toBeDisabled();
    await agreeToPrivacyNotice();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await waitFor(() =>
      expect(posted).toEqual({ action: 'https://ekyc.example.in/pan', fields: [['encData', 'sealed_123']] }),
    );
    const sent = fetch.mock.calls.filter(([u]) => u === `${REQ}/confirm`);
    expect(sent.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ consent: consentOf('en') }]);
  });

  it('keeps Confirm closed while answers are missing, with a way to fix them', async () => {
    server(() =>
      paperlessDetail({
        data: emptyPaperless('N'),
        problems: [{ field: 'lastName', section: 'name', kind: 'missing', message: 'Last name (surname) is required' }],
      }),
    );
    render();
    expect(await screen.findByRole('button', { name: 'Confirm and pay' })).toBeDisabled();
    expect(screen.getByTestId('problem-list')).toHaveTextContent('Name: Last name (surname) is required');
    // In the check beside the button and on the summary's Name card.
    const fixes = screen.getAllByRole('link', { name: 'Fix Name' });
    expect(fixes).toHaveLength(2);
    for (const a of fixes) expect(a).toHaveAttribute('href', `${BASE}/apply/N?id=12#section-name`);
  });

  it('says by how much the balance is short when the server refuses the charge', async () => {
    server(
      () => paperlessDetail(),
      (url) =>
        url === `${REQ}/confirm`
          ? jsonResponse({ message: 'Insufficient balance', shortfall: 51, balance: 50, needed: 101 }, 422)
          : undefined,
      50,
    );
    render();
    // The balance already shows short before confirming.
    expect(await screen.findByTestId('shortfall')).toHaveTextContent('Add ₹51.00/-');
    await agreeToPrivacyNotice();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add ₹51.00/-');
    expect(posted).toBeNull();
  });

  it('says plainly when Protean could not give its page: failed and refunded, read again', async () => {
    let state = paperlessDetail();
    server(
      () => state,
      (url) => {
        if (url !== `${REQ}/confirm`) return undefined;
        state = paperlessDetail({
          state: 'failed',
          stateLabel: 'Failed',
          remark: 'Protean did not answer',
          allowedActions: [],
        });
        return jsonResponse(
          {
            message: 'Protean could not start e-KYC; the application is failed and ₹101.00/- refunded to your wallet.',
          },
          502,
        );
      },
    );
    render();
    await agreeToPrivacyNotice();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and pay' }));
    const alert = await screen.findByText(/the application is failed and ₹101.00\/- refunded/);
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Protean could not start e-KYC');
    expect(await screen.findByTestId('result-failed')).toHaveTextContent(
      'The charge of ₹101.00/- was refunded to your wallet.',
    );
    expect(posted).toBeNull();
  });

  it('shows an acknowledged application’s number large and downloads its slip', async () => {
    const fetch = server(
      () =>
        paperlessDetail({
          state: 'acknowledged',
          stateLabel: 'Acknowledged',
          ackNo: '881030200000123',
          result: '881030200000123',
        }),
      (url) => {
        if (url === `${REQ}/slip`)
          return jsonResponse({ file: { name: 'ack-881030200000123.pdf' }, tempUrl: '/api/files/temp/abc' });
        if (url === '/api/files/temp/abc')
          return new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } });
        return undefined;
      },
    );
    render();
    expect(await screen.findByTestId('ack-no-large')).toHaveTextContent('881030200000123');
    expect(screen.getByRole('heading', { name: 'Paperless PAN application' })).toBeInTheDocument();
    expect(screen.getByTestId('paperless-state')).toHaveTextContent('Acknowledged');
    expect(screen.queryByRole('button', { name: 'Confirm and pay' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Acknowledgement slip' }));
    await waitFor(() => expect(saved.saveBlob).toHaveBeenCalledWith(expect.anything(), 'ack-881030200000123.pdf'));
    expect(fetch.mock.calls.some(([u]) => u === '/api/files/temp/abc')).toBe(true);
  });

  it('explains a failure in the catalogue’s words, says it was refunded, and applies again as a new draft', async () => {
    const fetch = server(
      () =>
        paperlessDetail({
          state: 'failed',
          stateLabel: 'Failed',
          remark: 'EKYC009: Invalid OTP',
          provider: {
            status: 'failure',
            code: 'EKYC009',
            message: 'Invalid OTP',
            refunded: false,
            checkedAt: '2026-11-20T06:10:00.000Z',
          },
          failure: {
            code: 'EKYC009',
            title: 'Wrong OTP entered',
            whatToDo: "Check the OTP on the applicant's phone carefully.",
            known: true,
          },
        }),
      (url, init) =>
        url === `${REQ}/resubmit` && init?.method === 'POST'
          ? jsonResponse(paperlessDetail({ id: 13, refNo: 'NP0000000013' }))
          : undefined,
    );
    const { router } = render();
    const result = await screen.findByTestId('result-failed');
    expect(within(result).getByTestId('failure')).toHaveTextContent('Wrong OTP entered');
    expect(within(result).getByTestId('failure')).toHaveTextContent(
      "Check the OTP on the applicant's phone carefully.",
    );
    expect(within(result).getByTestId('failure')).toHaveTextContent('Protean’s code: EKYC009');
    expect(within(result).getByTestId('refunded')).toHaveTextContent('₹101.00/- was refunded');
    await userEvent.click(within(result).getByRole('button', { name: 'Apply again' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${BASE}/apply/N?id=13`),
    );
    expect(fetch.mock.calls.filter(([u]) => u === `${REQ}/resubmit`)).toHaveLength(1);
  });

  it('continues e-KYC while Protean allows it, and otherwise says the portal is checking', async () => {
    let canResume = true;
    server(
      () => paperlessDetail({ state: 'with_provider', stateLabel: 'With Protean', canResume }),
      (url, init) =>
        url === `${REQ}/resume` && init?.method === 'POST'
          ? jsonResponse({ url: 'https://ekyc.example.in/pan', encData: 'again_456' })
          : undefined,
    );
    const first = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue e-KYC' }));
    await waitFor(() => expect(posted?.fields).toEqual([['encData', 'again_456']]));
    first.unmount();

    canResume = false;
    render();
    expect(await screen.findByTestId('checking')).toHaveTextContent('The portal is checking with Protean');
    expect(screen.queryByRole('button', { name: 'Continue e-KYC' })).toBeNull();
  });
});
