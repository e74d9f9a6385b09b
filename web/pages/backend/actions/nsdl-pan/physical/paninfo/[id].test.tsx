import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationDetail } from '../../../../../../../contract/nsdl-pan/index';
import { renderAt } from '../../../../../../test/data-table';
import { FORM_PAGE, ID_PROOF, panDetail } from '../../../../../../test/pan-detail';
import PanInfoPage from './[id]';

const net = vi.hoisted(() => ({ get: vi.fn(), download: vi.fn(), saveBlob: vi.fn() }));

// The network boundary: the real ApiError, a fake transport.
vi.mock('../../../../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../../api/client')>()),
  api: { get: net.get, post: vi.fn(), put: vi.fn(), delete: vi.fn(), download: net.download, upload: vi.fn() },
}));
vi.mock('../../../../../../api/download', () => ({ saveBlob: net.saveBlob }));

const APP = '/backend/nsdl-pan/physical/applications/42';
const detail = (over: Partial<ApplicationDetail> = {}) =>
  panDetail(
    {
      id: 42,
      tokenNo: 'PT2611000042',
      state: 'acknowledged',
      stateLabel: 'Acknowledged',
      ackNo: '881030200000123',
      submittedAt: '2026-11-20T06:00:00.000Z',
      missingDocuments: [],
      files: [FORM_PAGE, ID_PROOF],
      ...over,
    },
    'backend',
  );

function serve(d: ApplicationDetail) {
  net.get.mockReset().mockImplementation(async (path: string) => {
    if (path === APP) return d;
    if (path.startsWith(`${APP}/download/`))
      return { file: { name: `${path.split('/').pop()}.pdf` }, tempUrl: `/api/files/t/${path.split('/').pop()}` };
    throw new Error(`unexpected GET ${path}`);
  });
}

const render = () =>
  renderAt(
    <PanInfoPage />,
    '/backend/actions/nsdl-pan/physical/paninfo/42',
    '/backend/actions/nsdl-pan/physical/paninfo/:id',
  );

beforeEach(() => {
  net.download.mockReset().mockResolvedValue({ blob: new Blob(['x'], { type: 'application/pdf' }), filename: 'x' });
  net.saveBlob.mockReset();
});

describe('back-office paninfo', () => {
  it('shows the application, documents, crops, history and every download', async () => {
    serve(detail());
    render();
    expect(await screen.findByTestId('token-no')).toHaveTextContent('PT2611000042');
    expect(screen.getByTestId('section-name')).toHaveTextContent('Shri Ravi Kumar');
    expect(within(screen.getByTestId('documents')).getByText('aadhaar.pdf', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('crop-photo')).toHaveTextContent('--');
    expect(screen.getByTestId('timeline')).toHaveTextContent('Draft saved');
    for (const name of ['Form 49A (PDF)', 'Merged scan (PDF)', 'Acknowledgement slip (PDF)'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Acknowledgement slip (PDF)' }));
    await waitFor(() => expect(net.saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'ack.pdf'));
    expect(net.get).toHaveBeenCalledWith(`${APP}/download/ack`);
    expect(screen.getByRole('link', { name: 'Record a TIN rejection' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/tin-rejection?ack=881030200000123',
    );
  });

  it('offers Verify and Cancel for a waiting application, and no slip before the ack number', async () => {
    serve(detail({ state: 'waiting', stateLabel: 'Waiting for verification', ackNo: null }));
    render();
    const next = await screen.findByTestId('next-actions');
    expect(within(next).getByRole('link', { name: 'Verify' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/verify/42',
    );
    expect(within(next).getByRole('link', { name: 'Cancel application' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/cancel-aadhar?q=PT2611000042',
    );
    expect(screen.queryByRole('button', { name: 'Acknowledgement slip (PDF)' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crop again' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/form-cropping/42',
    );
  });

  it('links only the moves the server allows', async () => {
    serve(
      detail({
        state: 'waiting',
        stateLabel: 'Waiting for verification',
        ackNo: null,
        allowedActions: [{ action: 'cancel', label: 'Cancel', remark: 'required', danger: true, input: null }],
      }),
    );
    render();
    const next = await screen.findByTestId('next-actions');
    expect(within(next).getByRole('link', { name: 'Cancel application' })).toBeInTheDocument();
    expect(within(next).queryByRole('link', { name: 'Verify' })).not.toBeInTheDocument();
    // Crop again is a move the server did not list either.
    expect(screen.queryByRole('link', { name: 'Crop again' })).not.toBeInTheDocument();
  });

  it('says so for an address without an application id', async () => {
    renderAt(
      <PanInfoPage />,
      '/backend/actions/nsdl-pan/physical/paninfo/abc',
      '/backend/actions/nsdl-pan/physical/paninfo/:id',
    );
    expect(screen.getByText('No such application')).toBeInTheDocument();
  });
});
