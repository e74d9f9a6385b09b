import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaperlessDetail } from '../../../../../../../contract/nsdl-paperless/index';
import { paperlessDetail } from '../../../../../../test/nsdl-paperless-detail';
import { signedInEachTest } from '../../../../../../test/request-detail';
import { stubServer } from '../../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../../test/render-app';
import PaperlessReviewPage from './[id]';

const BASE = '/backend/actions/nsdl-pan/paperless/list';
const REQ = '/api/backend/actions/nsdl-pan/paperless/12';
const WAITING = {
  status: 'pending' as const,
  code: null,
  message: 'Applicant has not completed e-Sign',
  refunded: false,
  checkedAt: '2026-11-20T06:30:00.000Z',
};
const at = (over: Partial<PaperlessDetail>) =>
  paperlessDetail(
    {
      state: 'with_provider',
      stateLabel: 'With Protean',
      submittedAt: '2026-11-20T06:00:00.000Z',
      provider: WAITING,
      ...over,
    },
    'backend',
  );
const bodyOf = (fetch: ReturnType<typeof stubServer>, url: string) =>
  JSON.parse(String(fetch.mock.calls.find(([u]) => u === url)?.[1]?.body ?? 'null'));

const render = () => renderRoutes([{ path: `${BASE}/:id`, element: <PaperlessReviewPage /> }], `${BASE}/12`);

signedInEachTest({ role: 'staff' });

describe('paperless review (back office)', () => {
  it('shows what Protean last said, and asks Protean now', async () => {
    let now = at({});
    const fetch = stubServer((url, init) => {
      if (url === REQ) return jsonResponse(now);
      if (url === `${REQ}/ask` && init?.method === 'POST') {
        now = at({
          state: 'acknowledged',
          stateLabel: 'Acknowledged',
          ackNo: '881030200000123',
          result: '881030200000123',
          provider: { ...WAITING, status: 'success', message: 'Acknowledged' },
        });
        return jsonResponse(now);
      }
      return undefined;
    });
    render();
    const word = await screen.findByTestId('provider-word');
    expect(within(word).getByTestId('provider-message')).toHaveTextContent('Applicant has not completed e-Sign');
    expect(within(word).getByTestId('provider-status')).toHaveTextContent('Not finished yet');
    expect(within(word).getByTestId('checked-at')).toHaveTextContent('20-Nov-2026');
    expect(screen.getByTestId('request-header')).toHaveTextContent('M0001 (Ravi Digital Seva)');
    await userEvent.click(within(screen.getByTestId('ask-provider')).getByRole('button', { name: 'Ask Protean now' }));
    expect(await screen.findByText('NP0000000012 is now acknowledged.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('ack-no')).toHaveTextContent('881030200000123'));
    // Nothing is left to ask or decide on an acknowledged application.
    expect(screen.queryByTestId('ask-provider')).toBeNull();
    expect(screen.getByTestId('decided')).toHaveTextContent('acknowledgement number 881030200000123');
    expect(fetch.mock.calls.filter(([u]) => u === `${REQ}/ask`)).toHaveLength(1);
  });

  it('says when Protean cannot be reached, and shows the failed call as its last word', async () => {
    let now = at({});
    stubServer((url, init) => {
      if (url === REQ) return jsonResponse(now);
      if (url === `${REQ}/ask` && init?.method === 'POST') {
        now = at({ provider: { ...WAITING, message: 'Protean did not answer within 15 seconds' } });
        return jsonResponse({ message: 'Protean could not be reached; nothing was changed.' }, 502);
      }
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask Protean now' }));
    const alert = await screen.findByText('Protean could not be reached; nothing was changed.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Protean could not be reached');
    await waitFor(() =>
      expect(screen.getByTestId('provider-message')).toHaveTextContent('Protean did not answer within 15 seconds'),
    );
    expect(screen.getByTestId('paperless-state')).toHaveTextContent('With Protean');
  });

  it('fails and refunds with a required reason, after saying what is refunded to whom', async () => {
    const fetch = stubServer((url, init) => {
      if (url === REQ) return jsonResponse(at({}));
      if (url === `${REQ}/fail` && init?.method === 'POST')
        return jsonResponse(
          at({ state: 'failed', stateLabel: 'Failed', remark: 'Applicant left; asked to apply again' }),
        );
      return undefined;
    });
    render();
    const form = await screen.findByRole('form', { name: 'Fail and refund' });
    await userEvent.click(within(form).getByRole('button', { name: 'Fail and refund' }));
    expect(fetch.mock.calls.some(([u]) => u === `${REQ}/fail`)).toBe(false);
    await userEvent.type(within(form).getByLabelText(/Reason/), 'Applicant left; asked to apply again');
    await userEvent.click(within(form).getByRole('button', { name: 'Fail and refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fail NP0000000012?' });
    expect(dialog).toHaveTextContent('₹101.00/- refunded to M0001 (Ravi Digital Seva)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, fail and refund' }));
    expect(await screen.findByText('Application failed and refunded')).toBeInTheDocument();
    expect(bodyOf(fetch, `${REQ}/fail`)).toEqual({ remark: 'Applicant left; asked to apply again' });
    await waitFor(() =>
      expect(screen.getByTestId('decided')).toHaveTextContent('Reason: Applicant left; asked to apply again'),
    );
  });
});
