import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { psaDetail, psaOf, utiSummary } from '../../../../test/uti-detail';
import { stubServer } from '../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../test/render-app';
import { signedInEachTest } from '../../../../test/request-detail';
import PsaLoginIdPage from './psa-loginid';
import { agreeToPrivacyNotice } from '../../../../test/privacy';

const BASE = '/merchant/product/uti-pan';
const API = '/api/merchant/product/uti-pan';
const REQ = `${API}/psa/21`;
const CLOSING = '/api/merchant/accounting/closing';

function render() {
  return renderRoutes(
    [
      { path: `${BASE}/psa-loginid`, element: <PsaLoginIdPage /> },
      { path: `${BASE}/psa-registration/:id?`, element: <h1>PSA form</h1> },
    ],
    `${BASE}/psa-loginid`,
  );
}

signedInEachTest({ role: 'merchant', kind: 'owner' });

describe('PSA login id (merchant)', () => {
  it('shows the approved login id, its date and the way to sign in to UTIITSL’s portal', async () => {
    const approved = psaDetail({
      state: 'approved',
      stateLabel: 'Approved',
      result: 'UTIPSA10023',
      submittedAt: '2026-11-20T06:00:00.000Z',
    });
    stubServer((url) => {
      if (url === `${API}/summary`)
        return jsonResponse(
          utiSummary({ psa: psaOf(approved, { approvedAt: '2026-11-22T09:30:00.000Z' }), canRequestCoupons: true }),
        );
      if (url === REQ) return jsonResponse(approved);
      return undefined;
    });
    render();
    expect(await screen.findByTestId('psa-login-id')).toHaveTextContent('UTIPSA10023');
    expect(screen.getByTestId('psa-approved-at')).toHaveTextContent('22-Nov-2026');
    expect(
      within(screen.getByTestId('how-to-sign-in')).getByRole('link', { name: 'Open the PSA portal' }),
    ).toHaveAttribute('href', 'https://www.psaonline.utiitsl.com/');
    // The registration itself below: its header carries the id too, and there is nothing to submit.
    expect(await screen.findByTestId('psa-id')).toHaveTextContent('UTIPSA10023');
    expect(screen.queryByTestId('submit-panel')).not.toBeInTheDocument();
  });

  it('shows a rejection’s reason and starts the correction as a new draft with the old answers', async () => {
    const rejected = psaDetail({
      state: 'rejected',
      stateLabel: 'Rejected',
      remark: 'Aadhaar card image is unreadable',
      submittedAt: '2026-11-20T06:00:00.000Z',
    });
    const fetch = stubServer((url, init) => {
      if (url === `${API}/summary`) return jsonResponse(utiSummary({ psa: psaOf(rejected) }));
      if (url === REQ) return jsonResponse(rejected);
      if (url === `${REQ}/resubmit` && init?.method === 'POST')
        return jsonResponse(psaDetail({ id: 22, refNo: 'UP0000000022' }));
      return undefined;
    });
    const { router } = render();
    expect(await screen.findByTestId('psa-rejection')).toHaveTextContent('Aadhaar card image is unreadable');
    expect(screen.getByTestId('psa-state')).toHaveTextContent('Rejected');
    await userEvent.click(screen.getByRole('button', { name: 'Correct and submit again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/psa-registration/22`));
    expect(fetch.mock.calls.filter(([u]) => u === `${REQ}/resubmit`)).toHaveLength(1);
  });

  it('checks a draft and submits it through the charge panel, showing the shortfall first', async () => {
    const draft = psaDetail({ missingDocuments: [{ kind: 'aadhaar_card', label: 'Aadhaar card of the applicant' }] });
    stubServer((url) => {
      if (url === `${API}/summary`) return jsonResponse(utiSummary({ psa: psaOf(draft) }));
      if (url === REQ) return jsonResponse(draft);
      if (url === CLOSING) return jsonResponse(100);
      return undefined;
    });
    render();
    const panel = await screen.findByTestId('submit-panel');
    expect(within(panel).getByTestId('price')).toHaveTextContent('₹250.00/-');
    expect(within(panel).getByTestId('missing-documents')).toHaveTextContent('Aadhaar card of the applicant: missing');
    expect(within(panel).getByRole('link', { name: 'Upload the documents' })).toHaveAttribute(
      'href',
      `${BASE}/psa-registration/21#section-documents`,
    );
    await waitFor(() =>
      expect(within(panel).getByTestId('shortfall')).toHaveTextContent('Add ₹150.00/- to submit it.'),
    );
    expect(within(panel).getByRole('button', { name: 'Submit request' })).toBeDisabled();
  });

  it('submits a complete draft: charged once, then waiting for the back office', async () => {
    let submitted = false;
    const draft = psaDetail();
    const fetch = stubServer((url, init) => {
      const now = submitted
        ? psaDetail({ state: 'submitted', stateLabel: 'Waiting for approval', submittedAt: '2026-11-20T06:00:00.000Z' })
        : draft;
      if (url === `${API}/summary`) return jsonResponse(utiSummary({ psa: psaOf(now) }));
      if (url === REQ) return jsonResponse(now);
      if (url === CLOSING) return jsonResponse(1000);
      if (url === `${REQ}/submit` && init?.method === 'POST') {
        submitted = true;
        return jsonResponse(
          psaDetail({
            state: 'submitted',
            stateLabel: 'Waiting for approval',
            submittedAt: '2026-11-20T06:00:00.000Z',
          }),
        );
      }
      return undefined;
    });
    render();
    await agreeToPrivacyNotice();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Request submitted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('uti-state')).toHaveTextContent('Waiting for approval'));
    await waitFor(() =>
      expect(screen.getByTestId('psa-status')).toHaveTextContent('The back office registers you with UTIITSL'),
    );
    expect(screen.queryByTestId('submit-panel')).not.toBeInTheDocument();
    expect(fetch.mock.calls.filter(([u]) => u === `${REQ}/submit`)).toHaveLength(1);
  });

  it('leads a shop without a registration to the form', async () => {
    stubServer((url) => (url === `${API}/summary` ? jsonResponse(utiSummary()) : undefined));
    render();
    expect(await screen.findByRole('link', { name: 'Register as PSA' })).toHaveAttribute(
      'href',
      `${BASE}/psa-registration`,
    );
  });
});
