import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registrationDetail } from '../../../../../test/gst-detail';
import { stubServer } from '../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../test/render-app';
import { signIn } from '../../../../../test/tokens';
import BackendGstRegistrationReviewPage from './[id]';

const BASE = '/backend/actions/gst/registration';
const REQ = '/api/backend/actions/gst/registration/7';

const at = (state: string, stateLabel: string, over = {}) =>
  registrationDetail({ state, stateLabel, submittedAt: '2026-11-20T06:00:00.000Z', ...over }, 'backend');

function render() {
  return renderRoutes([{ path: `${BASE}/:id`, element: <BackendGstRegistrationReviewPage /> }], `${BASE}/7`);
}

const bodyOf = (fetch: ReturnType<typeof stubServer>, url: string) =>
  JSON.parse(String(fetch.mock.calls.find(([u]) => u === url)?.[1]?.body ?? 'null'));

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'staff' });
});
afterEach(() => vi.unstubAllGlobals());

describe('GST registration review (back office)', () => {
  it('offers only pick up for a new request, then the work of one in process', async () => {
    let state = at('submitted', 'Submitted');
    const fetch = stubServer((url, init) => {
      if (url === REQ) return jsonResponse(state);
      if (url === `${REQ}/pick_up` && init?.method === 'POST') {
        state = at('in_process', 'In process');
        return jsonResponse(state);
      }
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Pick up' }));
    expect(await screen.findByText('Picked up')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([u]) => u === `${REQ}/pick_up`)).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Complete' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Raise query' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pick up' })).not.toBeInTheDocument();
    // The merchant's data and documents are beside the decision.
    expect(screen.getByTestId('summary-business')).toHaveTextContent('ABCPP1234F');
    expect(screen.getByTestId('files-merchant')).toBeInTheDocument();
  });

  it('completes with a checked ARN, attaching the acknowledgement before the move', async () => {
    // Without XMLHttpRequest the uploader sends through the client's fetch, which the stub answers.
    vi.stubGlobal('XMLHttpRequest', undefined);
    const calls: string[] = [];
    const fetch = stubServer((url, init) => {
      if (url === REQ) return jsonResponse(at('in_process', 'In process'));
      if (url === `${REQ}/files` && init?.method === 'POST') {
        calls.push('files');
        return jsonResponse(at('in_process', 'In process'));
      }
      if (url === `${REQ}/complete` && init?.method === 'POST') {
        calls.push('complete');
        return jsonResponse(at('completed', 'Completed', { result: 'AA2711260123456' }));
      }
      return undefined;
    });
    render();
    const form = await screen.findByRole('form', { name: 'Complete with ARN' });
    const arn = within(form).getByRole('textbox', { name: /^ARN/ });
    await userEvent.type(arn, 'AA27132601234');
    await userEvent.click(within(form).getByRole('button', { name: 'Complete' }));
    expect(within(form).getByText('The ARN is 15 letters and digits, like AA2710260123456')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.clear(arn);
    await userEvent.type(arn, 'aa2711260123456');
    // Mantine's FileInput is a button over a hidden file input.
    await userEvent.upload(
      form.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['%PDF-1.7'], 'ack.pdf', { type: 'application/pdf' }),
    );
    expect(within(form).getByRole('button', { name: /ARN acknowledgement/ })).toHaveTextContent('ack.pdf');
    await userEvent.click(within(form).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Request completed')).toBeInTheDocument();
    expect(calls).toEqual(['files', 'complete']);
    expect(bodyOf(fetch, `${REQ}/complete`)).toEqual({ arn: 'AA2711260123456' });
    await waitFor(() => expect(screen.getByTestId('gst-state')).toHaveTextContent('Completed'));
    expect(screen.getByTestId('arn')).toHaveTextContent('AA2711260123456');
  });

  it('raises a query only with the question written', async () => {
    const fetch = stubServer((url, init) => {
      if (url === REQ) return jsonResponse(at('in_process', 'In process'));
      if (url === `${REQ}/raise_query` && init?.method === 'POST')
        return jsonResponse(at('query_raised', 'Query raised', { remark: 'Rent agreement is unsigned' }));
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Raise query' }));
    const form = screen.getByRole('form', { name: 'Raise query' });
    await userEvent.click(within(form).getByRole('button', { name: 'Raise query' }));
    expect(within(form).getByText('Required')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Query for the merchant/), 'Rent agreement is unsigned');
    await userEvent.click(within(form).getByRole('button', { name: 'Raise query' }));
    expect(await screen.findByText('Query raised', { selector: '.mantine-Notification-title' })).toBeInTheDocument();
    expect(bodyOf(fetch, `${REQ}/raise_query`)).toEqual({ remark: 'Rent agreement is unsigned' });
    await waitFor(() => expect(screen.getByTestId('request-remark')).toHaveTextContent('Rent agreement is unsigned'));
  });

  it('rejects with a reason after saying what is refunded to whom', async () => {
    const fetch = stubServer((url, init) => {
      if (url === REQ) return jsonResponse(at('submitted', 'Submitted'));
      if (url === `${REQ}/reject` && init?.method === 'POST')
        return jsonResponse(at('rejected', 'Rejected', { remark: 'PAN does not match the name' }));
      return undefined;
    });
    render();
    const form = await screen.findByRole('form', { name: 'Reject request' });
    await userEvent.type(within(form).getByLabelText(/Reason/), 'PAN does not match the name');
    await userEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject GR0000000007?' });
    expect(dialog).toHaveTextContent('₹799.00/- refunded to M0001 (Ravi Digital Seva)');
    expect(fetch.mock.calls.some(([u]) => u === `${REQ}/reject`)).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, reject and refund' }));
    expect(await screen.findByText('Request rejected')).toBeInTheDocument();
    expect(bodyOf(fetch, `${REQ}/reject`)).toEqual({ remark: 'PAN does not match the name' });
    await waitFor(() => expect(screen.getByTestId('decided')).toHaveTextContent('Reason: PAN does not match the name'));
  });

  it('records the GSTIN of a completed registration, checked as typed', async () => {
    const fetch = stubServer((url, init) => {
      if (url === REQ) return jsonResponse(at('completed', 'Completed', { result: 'AA2711260123456' }));
      if (url === `${REQ}/record_gstin` && init?.method === 'POST')
        return jsonResponse(at('completed', 'Completed', { result: 'AA2711260123456', result2: '27ABCPP1234F1Z0' }));
      return undefined;
    });
    render();
    const form = await screen.findByRole('form', { name: 'Record GSTIN' });
    const gstin = within(form).getByRole('textbox', { name: /^GSTIN/ });
    await userEvent.type(gstin, '27ABCPP1234F1Z1');
    expect(within(form).getByText(/check character\) does not match/)).toBeInTheDocument();
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '27ABCPP1234F1Z0');
    await userEvent.click(within(form).getByRole('button', { name: 'Record GSTIN' }));
    expect(await screen.findByText('GSTIN recorded')).toBeInTheDocument();
    expect(bodyOf(fetch, `${REQ}/record_gstin`)).toEqual({ gstin: '27ABCPP1234F1Z0' });
    await waitFor(() => expect(screen.getByTestId('gstin')).toHaveTextContent('27ABCPP1234F1Z0'));
  });
});
