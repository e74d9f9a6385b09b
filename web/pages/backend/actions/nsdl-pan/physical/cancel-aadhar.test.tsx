import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationDetail } from '../../../../../../contract/nsdl-pan';
import { renderAt } from '../../../../../test/data-table';
import { panDetail } from '../../../../../test/pan-detail';
import CancelAadharPage from './cancel-aadhar';

const net = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));

// The network boundary: the real ApiError, a fake transport.
vi.mock('../../../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../api/client')>()),
  api: { get: net.get, post: net.post, put: vi.fn(), delete: vi.fn(), download: vi.fn(), upload: vi.fn() },
}));

const B = '/backend/nsdl-pan/physical';
const URL_ = '/backend/actions/nsdl-pan/physical/cancel-aadhar';

const app = (over: Partial<ApplicationDetail> = {}) =>
  panDetail(
    {
      id: 42,
      tokenNo: 'PT2611000042',
      state: 'waiting',
      stateLabel: 'Waiting for verification',
      submittedAt: '2026-11-20T06:00:00.000Z',
      amount: 107,
      missingDocuments: [],
      ...over,
    },
    'backend',
  );

let found: ApplicationDetail | null;
beforeEach(() => {
  found = app();
  net.get.mockReset().mockImplementation(async (path: string) => {
    const { ApiError } = await import('../../../../../api/client');
    if (path.startsWith(`${B}/find?q=`)) {
      const q = decodeURIComponent(path.slice(`${B}/find?q=`.length));
      if (found && (q === found.tokenNo || q === found.ackNo)) return found;
      throw new ApiError(404, { message: `No application has token or acknowledgement number ${q}.` });
    }
    throw new Error(`unexpected GET ${path}`);
  });
  net.post.mockReset();
});

describe('back-office cancel-aadhar', () => {
  it('finds an application by token number and cancels it with a chosen reason, saying the refund is automatic', async () => {
    net.post.mockResolvedValue(
      app({ state: 'cancelled', stateLabel: 'Cancelled', remark: 'Aadhaar authentication failed' }),
    );
    const view = renderAt(<CancelAadharPage />, URL_);
    await userEvent.type(screen.getByLabelText(/Token number or acknowledgement number/), 'pt2611000042');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByTestId('token-no')).toHaveTextContent('PT2611000042');
    expect(net.get).toHaveBeenCalledWith(`${B}/find?q=PT2611000042`);
    expect(view.params().get('q')).toBe('PT2611000042');
    expect(screen.getByTestId('refund-note')).toHaveTextContent(
      "The ₹107.00/- charged is refunded to M0001's wallet automatically",
    );

    const form = screen.getByRole('form', { name: 'Cancel application' });
    expect(within(form).getByRole('radio', { name: 'Aadhaar authentication failed' })).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel application' }));
    // A confirmation first: nothing is sent until it is confirmed.
    expect(net.post).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(net.post).toHaveBeenCalledWith(`${B}/applications/42/cancel`, { remark: 'Aadhaar authentication failed' }),
    );
    expect(await screen.findByText('Application cancelled')).toBeInTheDocument();
    expect(await screen.findByTestId('not-cancellable')).toHaveTextContent('Reason: Aadhaar authentication failed');
    expect(screen.getByTestId('pan-state')).toHaveTextContent('Cancelled');
  });

  it('needs the text of another reason, and sends it', async () => {
    net.post.mockResolvedValue(app({ state: 'cancelled', stateLabel: 'Cancelled', remark: 'Duplicate application' }));
    renderAt(<CancelAadharPage />, `${URL_}?q=PT2611000042`);
    const form = await screen.findByRole('form', { name: 'Cancel application' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Another reason' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel application' }));
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Other reason/), 'Duplicate application');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel application' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(net.post).toHaveBeenCalledWith(`${B}/applications/42/cancel`, { remark: 'Duplicate application' }),
    );
  });

  it('finds by acknowledgement number too, and refuses to cancel an acknowledged application', async () => {
    found = app({ state: 'acknowledged', stateLabel: 'Acknowledged', ackNo: '881030200000123' });
    renderAt(<CancelAadharPage />, `${URL_}?q=881030200000123`);
    expect(await screen.findByTestId('not-cancellable')).toHaveTextContent(
      'Only an application waiting for verification or verified',
    );
    expect(screen.queryByRole('form', { name: 'Cancel application' })).not.toBeInTheDocument();
  });

  it('says when nothing has that number, and asks for one when the box is empty', async () => {
    renderAt(<CancelAadharPage />, URL_);
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(net.get).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Token number or acknowledgement number/), 'PT9999999999');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(
      await screen.findByText('No application has token or acknowledgement number PT9999999999.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Not found')).toBeInTheDocument();
  });

  it('shows a refused cancellation in the alert', async () => {
    const { ApiError } = await import('../../../../../api/client');
    net.post.mockRejectedValue(
      new ApiError(409, { message: 'Application PT2611000042 is acknowledged, so it cannot be cancelled now.' }),
    );
    renderAt(<CancelAadharPage />, `${URL_}?q=PT2611000042`);
    const form = await screen.findByRole('form', { name: 'Cancel application' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Applicant withdrew' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel application' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
    expect((await screen.findByText(/so it cannot be cancelled now/)).closest('[role="alert"]')).toHaveTextContent(
      'Application PT2611000042 is acknowledged',
    );
    expect(net.post).toHaveBeenCalledWith(`${B}/applications/42/cancel`, { remark: 'Applicant withdrew' });
  });
});
