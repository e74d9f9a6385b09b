import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationDetail, ApplicationFile } from '../../../../../../../contract/nsdl-pan/index';
import { renderAt } from '../../../../../../test/data-table';
import { renderRoutes } from '../../../../../../test/render-app';
import { FORM_PAGE, ID_PROOF, panDetail } from '../../../../../../test/pan-detail';
import TinRejectionVerifyPage from './[ackNo]';

const net = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), download: vi.fn() }));

// The network boundary: the real ApiError, a fake transport.
vi.mock('../../../../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../../api/client')>()),
  api: { get: net.get, post: net.post, put: vi.fn(), delete: vi.fn(), download: net.download, upload: vi.fn() },
}));

const B = '/backend/nsdl-pan/physical';
const ACK = '881030200000123';
const TIN_FILE: ApplicationFile = {
  id: '2d9a6e3c-4f5a-4c7d-8e9f-0a1b2c3d4e5f',
  kind: 'tin',
  name: 'corrected-aadhaar.pdf',
  mime: 'application/pdf',
  size: 90_000,
  pages: 1,
  uploadedAt: '2026-11-25T05:00:00.000Z',
};
const resubmitted = (over: Partial<ApplicationDetail> = {}) =>
  panDetail(
    {
      id: 42,
      tokenNo: 'PT2611000042',
      state: 'tin_resubmitted',
      stateLabel: 'TIN documents re-uploaded',
      ackNo: ACK,
      remark: 'Father name mismatch with Aadhaar',
      submittedAt: '2026-11-20T06:00:00.000Z',
      missingDocuments: [],
      files: [FORM_PAGE, ID_PROOF, TIN_FILE],
      events: [
        {
          at: '2026-11-22T05:00:00.000Z',
          action: 'tin_reject',
          fromState: 'acknowledged',
          toState: 'tin_rejected',
          by: 'ST0001 (Staff)',
          byRole: 'staff',
          remark: 'Father name mismatch with Aadhaar',
        },
        {
          at: '2026-11-25T05:10:00.000Z',
          action: 'tin_resubmit',
          fromState: 'tin_rejected',
          toState: 'tin_resubmitted',
          by: 'M0001 (Ravi)',
          byRole: 'merchant',
          remark: 'Corrected Aadhaar attached',
        },
      ],
      ...over,
    },
    'backend',
  );

let current: ApplicationDetail;
beforeEach(() => {
  current = resubmitted();
  net.get.mockReset().mockImplementation(async (path: string) => {
    if (path === `${B}/ack/${ACK}`) return current;
    throw new Error(`unexpected GET ${path}`);
  });
  net.post.mockReset();
  net.download.mockReset().mockResolvedValue({ blob: new Blob(['x']), filename: 'x' });
});

const render = () =>
  renderAt(
    <TinRejectionVerifyPage />,
    `/backend/actions/nsdl-pan/physical/tin-rejection-verify/${ACK}`,
    '/backend/actions/nsdl-pan/physical/tin-rejection-verify/:ackNo',
  );
const decision = () => screen.getByText('Decision').closest('.mantine-Card-root') as HTMLElement;

describe('back-office TIN rejection verify', () => {
  it('shows the objection, the merchant note and the corrected documents first', async () => {
    render();
    expect(await screen.findByTestId('tin-reason')).toHaveTextContent('Father name mismatch with Aadhaar');
    expect(screen.getByTestId('merchant-note')).toHaveTextContent('Corrected Aadhaar attached');
    const tiles = within(screen.getByTestId('documents')).getAllByTestId(/^document-/);
    expect(tiles[0]).toHaveTextContent('Corrected document (TIN rejection)');
    expect(tiles[0]).toHaveTextContent('Corrected');
    expect(tiles).toHaveLength(3);
  });

  it('accepts the corrected documents', async () => {
    net.post.mockResolvedValue(resubmitted({ state: 'acknowledged', stateLabel: 'Acknowledged' }));
    const { router } = renderRoutes(
      [
        { path: '/backend/actions/nsdl-pan/physical/tin-rejection-verify/:ackNo', element: <TinRejectionVerifyPage /> },
        { path: '/backend/actions/nsdl-pan/physical/tin-rejection/list', element: <p>TIN rejections list</p> },
      ],
      `/backend/actions/nsdl-pan/physical/tin-rejection-verify/${ACK}`,
    );
    await screen.findByTestId('tin-reason');
    await userEvent.click(within(decision()).getByRole('button', { name: 'Accept corrected documents' }));
    await waitFor(() =>
      expect(net.post).toHaveBeenCalledWith(`${B}/applications/42/tin-verify`, { remark: undefined }),
    );
    expect(await screen.findByText('Corrections accepted')).toBeInTheDocument();
    // Checked where it stands once the navigation has settled: the node findBy first saw can be drawn again (happy-dom
    // let a test hold a node the router had already replaced), and on a busy machine the page takes over a second.
    await waitFor(() => expect(screen.getByText('TIN rejections list')).toBeInTheDocument(), { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/backend/actions/nsdl-pan/physical/tin-rejection/list');
  });

  it('needs a reason to reject again', async () => {
    net.post.mockResolvedValue(resubmitted({ state: 'tin_rejected', stateLabel: 'TIN rejected' }));
    render();
    await screen.findByTestId('tin-reason');
    await userEvent.click(within(decision()).getByRole('tab', { name: 'Reject again' }));
    const form = screen.getByRole('form', { name: 'Reject again' });
    await userEvent.click(within(form).getByRole('button', { name: 'Reject again' }));
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(net.post).not.toHaveBeenCalled();
    await userEvent.type(within(form).getByLabelText(/Reason/), 'Still the old Aadhaar');
    await userEvent.click(within(form).getByRole('button', { name: 'Reject again' }));
    await waitFor(() =>
      expect(net.post).toHaveBeenCalledWith(`${B}/applications/42/tin-reject-again`, {
        remark: 'Still the old Aadhaar',
      }),
    );
  });

  it('offers no decision when there is nothing to check', async () => {
    current = resubmitted({ state: 'tin_rejected', stateLabel: 'TIN rejected' });
    render();
    expect(await screen.findByTestId('tin-decided')).toHaveTextContent(
      'It waits for the merchant to upload corrected documents.',
    );
  });
});
