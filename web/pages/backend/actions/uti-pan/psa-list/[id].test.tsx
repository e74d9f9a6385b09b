import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { psaDetail } from '../../../../../test/uti-detail';
import { stubServer } from '../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../test/render-app';
import { signedInEachTest } from '../../../../../test/request-detail';
import PsaReviewPage from './[id]';

const BASE = '/backend/actions/uti-pan/psa-list';
const REQ = '/api/backend/actions/uti-pan/psa/21';
const FILES = [
  {
    id: 'f1',
    kind: 'pan_card',
    side: 'merchant' as const,
    name: 'pan.jpg',
    mime: 'image/jpeg',
    size: 120_000,
    uploadedAt: '2026-11-20T05:10:00.000Z',
  },
  {
    id: 'f2',
    kind: 'aadhaar_card',
    side: 'merchant' as const,
    name: 'aadhaar.pdf',
    mime: 'application/pdf',
    size: 300_000,
    uploadedAt: '2026-11-20T05:11:00.000Z',
  },
];
const at = (state: string, stateLabel: string, over = {}) =>
  psaDetail({ state, stateLabel, submittedAt: '2026-11-20T06:00:00.000Z', files: FILES, ...over }, 'backend');
const bodyOf = (fetch: ReturnType<typeof stubServer>, url: string) =>
  JSON.parse(String(fetch.mock.calls.find(([u]) => u === url)?.[1]?.body ?? 'null'));

const render = () => renderRoutes([{ path: `${BASE}/:id`, element: <PsaReviewPage /> }], `${BASE}/21`);

signedInEachTest({ role: 'staff' });

describe('PSA registration review (back office)', () => {
  it('approves with a login id checked as typed, beside the applicant’s data and cards', async () => {
    const fetch = stubServer((url, init) => {
      if (url === REQ) return jsonResponse(at('submitted', 'Waiting for approval'));
      if (url === `${REQ}/approve` && init?.method === 'POST')
        return jsonResponse(at('approved', 'Approved', { result: 'UTIPSA10023' }));
      return undefined;
    });
    render();
    const form = await screen.findByRole('form', { name: 'Approve with PSA login id' });
    expect(screen.getByTestId('summary-identity')).toHaveTextContent('ABCPK1234F');
    const files = screen.getByTestId('files-merchant');
    expect(within(files).getByText('PAN card of the applicant')).toBeInTheDocument();
    expect(within(files).getByText('Aadhaar card of the applicant')).toBeInTheDocument();

    const id = within(form).getByRole('textbox', { name: /^PSA login id/ });
    await userEvent.type(id, '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(
      within(form).getByText('The PSA login id is 4 to 20 letters and digits, like UTIPSA10023'),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === `${REQ}/approve`)).toBe(false);
    await userEvent.clear(id);
    await userEvent.type(id, 'utipsa10023');
    await userEvent.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('PSA registration approved')).toBeInTheDocument();
    expect(bodyOf(fetch, `${REQ}/approve`)).toEqual({ psaId: 'UTIPSA10023' });
    await waitFor(() => expect(screen.getByTestId('psa-id')).toHaveTextContent('UTIPSA10023'));
    expect(screen.getByTestId('decided')).toHaveTextContent('Approved with PSA login id UTIPSA10023.');
  });

  it('shows the server’s refusal of a login id another shop has', async () => {
    stubServer((url, init) => {
      if (url === REQ) return jsonResponse(at('submitted', 'Waiting for approval'));
      if (url === `${REQ}/approve` && init?.method === 'POST')
        return jsonResponse(
          { message: 'PSA login id UTIPSA10023 is already given to another shop’s registration' },
          409,
        );
      return undefined;
    });
    render();
    const form = await screen.findByRole('form', { name: 'Approve with PSA login id' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^PSA login id/ }), 'UTIPSA10023');
    await userEvent.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/already given to another shop/)).toBeInTheDocument();
  });

  it('rejects with a reason after saying what is refunded to whom', async () => {
    const fetch = stubServer((url, init) => {
      if (url === REQ) return jsonResponse(at('submitted', 'Waiting for approval'));
      if (url === `${REQ}/reject` && init?.method === 'POST')
        return jsonResponse(at('rejected', 'Rejected', { remark: 'Aadhaar card is unreadable' }));
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Reject' }));
    const form = screen.getByRole('form', { name: 'Reject registration' });
    await userEvent.type(within(form).getByLabelText(/Reason/), 'Aadhaar card is unreadable');
    await userEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject UP0000000021?' });
    expect(dialog).toHaveTextContent('₹250.00/- refunded to M0001 (Ravi Digital Seva)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, reject and refund' }));
    expect(await screen.findByText('PSA registration rejected')).toBeInTheDocument();
    expect(bodyOf(fetch, `${REQ}/reject`)).toEqual({ remark: 'Aadhaar card is unreadable' });
    await waitFor(() => expect(screen.getByTestId('decided')).toHaveTextContent('Reason: Aadhaar card is unreadable'));
  });
});
