import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationDetail } from '../../../../../../contract/nsdl-pan';
import { renderAt } from '../../../../../test/data-table';
import { panDetail } from '../../../../../test/pan-detail';
import TinRejectionPage from './tin-rejection';

const net = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), download: vi.fn() }));

// The network boundary: the real ApiError, a fake transport.
vi.mock('../../../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../api/client')>()),
  api: { get: net.get, post: net.post, put: vi.fn(), delete: vi.fn(), download: net.download, upload: vi.fn() },
}));

const B = '/backend/nsdl-pan/physical';
const ACK = '881030200000123';
const acknowledged = (over: Partial<ApplicationDetail> = {}) =>
  panDetail(
    {
      id: 42,
      tokenNo: 'PT2611000042',
      state: 'acknowledged',
      stateLabel: 'Acknowledged',
      ackNo: ACK,
      submittedAt: '2026-11-20T06:00:00.000Z',
      missingDocuments: [],
      ...over,
    },
    'backend',
  );

let current: ApplicationDetail;
beforeEach(() => {
  current = acknowledged();
  net.get.mockReset().mockImplementation(async (path: string) => {
    const { ApiError } = await import('../../../../../api/client');
    if (path === `${B}/ack/${ACK}`) return current;
    if (path.startsWith(`${B}/ack/`))
      throw new ApiError(404, { message: `No application has acknowledgement number ${path.split('/').pop()}.` });
    throw new Error(`unexpected GET ${path}`);
  });
  net.post.mockReset();
  net.download.mockReset().mockResolvedValue({ blob: new Blob(['x']), filename: 'x' });
});

describe('back-office TIN rejection', () => {
  it('finds an acknowledged application by its ack number and marks it TIN rejected with the reason', async () => {
    net.post.mockResolvedValue(
      acknowledged({ state: 'tin_rejected', stateLabel: 'TIN rejected', remark: 'Father name mismatch with Aadhaar' }),
    );
    const view = renderAt(<TinRejectionPage />, '/backend/actions/nsdl-pan/physical/tin-rejection');
    const box = screen.getByLabelText(/Acknowledgement number/);
    await userEvent.type(box, '8810302');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByText('The acknowledgement number is 15 digits')).toBeInTheDocument();
    expect(net.get).not.toHaveBeenCalled();

    await userEvent.clear(box);
    await userEvent.type(box, ACK);
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByTestId('token-no')).toHaveTextContent('PT2611000042');
    expect(view.params().get('ack')).toBe(ACK);

    const form = screen.getByRole('form', { name: 'Mark TIN rejected' });
    await userEvent.click(within(form).getByRole('button', { name: 'Mark TIN rejected' }));
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(net.post).not.toHaveBeenCalled();
    await userEvent.type(
      within(form).getByLabelText(/NSDL \/ TIN objection reason/),
      'Father name mismatch with Aadhaar',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Mark TIN rejected' }));
    await waitFor(() =>
      expect(net.post).toHaveBeenCalledWith(`${B}/applications/42/tin-reject`, {
        remark: 'Father name mismatch with Aadhaar',
      }),
    );
    expect(await screen.findByText('TIN rejection recorded')).toBeInTheDocument();
    expect(await screen.findByTestId('tin-state')).toHaveTextContent('Reason: Father name mismatch with Aadhaar');
  });

  it('offers no TIN rejection for an application that is not acknowledged', async () => {
    current = acknowledged({ state: 'tin_resubmitted', stateLabel: 'TIN documents re-uploaded' });
    renderAt(<TinRejectionPage />, `/backend/actions/nsdl-pan/physical/tin-rejection?ack=${ACK}`);
    expect(await screen.findByTestId('tin-state')).toHaveTextContent('The merchant has uploaded corrected documents.');
    expect(screen.getByRole('link', { name: 'Check corrected documents' })).toHaveAttribute(
      'href',
      `/backend/actions/nsdl-pan/physical/tin-rejection-verify/${ACK}`,
    );
    expect(screen.queryByRole('form', { name: 'Mark TIN rejected' })).not.toBeInTheDocument();
  });

  it('says when no application has the number', async () => {
    renderAt(<TinRejectionPage />, '/backend/actions/nsdl-pan/physical/tin-rejection?ack=999999999999999');
    expect(await screen.findByText('No application has acknowledgement number 999999999999999.')).toBeInTheDocument();
    expect(screen.getByText('Not found')).toBeInTheDocument();
  });
});
