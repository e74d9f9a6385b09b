import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyApplication, type ApplicationDetail } from '../../../../../../../contract/nsdl-pan/index';
import { renderAt } from '../../../../../../test/data-table';
import { panActions } from '../../../../../../test/pan-detail';
import MerchantPanInfoPage from './[id]';

const net = vi.hoisted(() => ({ get: vi.fn(), download: vi.fn(), saveBlob: vi.fn() }));

// The network boundary: the real ApiError, a fake transport.
vi.mock('../../../../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../../api/client')>()),
  api: { get: net.get, post: vi.fn(), put: vi.fn(), delete: vi.fn(), download: net.download, upload: vi.fn() },
}));
vi.mock('../../../../../../api/download', () => ({ saveBlob: net.saveBlob }));

const APP = '/merchant/nsdl-pan/physical/applications/42';

function detail(over: Partial<ApplicationDetail> = {}): ApplicationDetail {
  const data = { ...emptyApplication(), title: 'Shri', firstName: 'Ravi', lastName: 'Kumar', mobile: '9876543210' };
  const d: Omit<ApplicationDetail, 'allowedActions'> = {
    id: 42,
    tokenNo: 'PT2611000042',
    category: 'individual',
    appType: 'N',
    state: 'waiting',
    stateLabel: 'Waiting for verification',
    name: 'Ravi Kumar',
    data,
    ackNo: null,
    amount: 107,
    merchant: { code: 'M0001', name: 'Ravi Digital Seva' },
    createdBy: 'Ravi',
    createdAt: '2026-11-20T05:00:00.000Z',
    submittedAt: '2026-11-20T06:00:00.000Z',
    remark: null,
    reappliedFrom: null,
    reappliedAs: null,
    problems: [],
    missingDocuments: [],
    files: [
      {
        id: 'f1',
        kind: 'form',
        name: 'form.jpg',
        mime: 'image/jpeg',
        size: 204800,
        pages: 1,
        uploadedAt: '2026-11-20T05:30:00.000Z',
      },
      {
        id: 'f2',
        kind: 'identity',
        name: 'aadhaar.pdf',
        mime: 'application/pdf',
        size: 102400,
        pages: 2,
        uploadedAt: '2026-11-20T05:31:00.000Z',
      },
    ],
    crops: [
      {
        kind: 'photo',
        fileId: 'f1',
        width: 197,
        height: 276,
        size: 15000,
        box: { x: 1, y: 1, width: 100, height: 140 },
        createdAt: '2026-11-20T05:40:00.000Z',
      },
      {
        kind: 'signature',
        fileId: 'f1',
        width: 354,
        height: 157,
        size: 8000,
        box: { x: 1, y: 200, width: 200, height: 90 },
        createdAt: '2026-11-20T05:41:00.000Z',
      },
    ],
    events: [
      {
        at: '2026-11-20T05:00:00.000Z',
        action: 'create',
        fromState: null,
        toState: 'draft',
        by: 'Ravi',
        byRole: 'merchant',
        remark: null,
      },
      {
        at: '2026-11-20T06:00:00.000Z',
        action: 'submit',
        fromState: 'draft',
        toState: 'waiting',
        by: 'Ravi',
        byRole: 'merchant',
        remark: null,
      },
    ],
    courier: null,
    ...over,
  };
  // What the server allows a merchant in that state.
  return { ...d, allowedActions: over.allowedActions ?? panActions(d, 'merchant') };
}

function serve(d: ApplicationDetail) {
  net.get.mockImplementation(async (path: string) => {
    if (path === APP) return d;
    if (path.startsWith(`${APP}/download/`))
      return { file: { name: `${path.split('/').pop()}.pdf` }, tempUrl: `/api/files/t/${path.split('/').pop()}` };
    throw new Error(`unexpected GET ${path}`);
  });
}

const render = () =>
  renderAt(
    <MerchantPanInfoPage />,
    '/merchant/product/nsdl-pan/physical/info/42',
    '/merchant/product/nsdl-pan/physical/info/:id',
  );

beforeEach(() => {
  net.get.mockReset();
  net.download.mockReset().mockResolvedValue({ blob: new Blob(['x'], { type: 'image/jpeg' }), filename: 'x' });
  net.saveBlob.mockReset();
});

describe('merchant application info', () => {
  it('shows the header, documents, crops, the timeline and the downloads of a submitted application', async () => {
    serve(detail());
    render();
    expect(await screen.findByTestId('token-no')).toHaveTextContent('PT2611000042');
    expect(screen.getByTestId('next-step')).toHaveTextContent('Waiting for verification');
    expect(screen.getByRole('button', { name: 'Form 49A (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Merged scan sent (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Acknowledgement slip/ })).not.toBeInTheDocument();
    const docs = screen.getByRole('table', { name: 'Uploaded documents' });
    expect(within(docs).getByText('Signed application form')).toBeInTheDocument();
    expect(within(docs).getByText('aadhaar.pdf')).toBeInTheDocument();
    // Only images can be viewed in place; every file downloads.
    expect(within(docs).getAllByRole('button', { name: /^View / })).toHaveLength(1);
    expect(within(docs).getAllByRole('button', { name: /^Download / })).toHaveLength(2);
    expect(screen.getByTestId('timeline')).toHaveTextContent('Submitted');
    expect(screen.getByTestId('section-name')).toHaveTextContent('Shri Ravi Kumar');
    // The crops are fetched with the token (object URLs), by the crop's version.
    await waitFor(() =>
      expect(net.download).toHaveBeenCalledWith(
        `${APP}/crops/photo?v=${encodeURIComponent('2026-11-20T05:40:00.000Z')}`,
      ),
    );
    expect(net.download).toHaveBeenCalledWith(
      `${APP}/crops/signature?v=${encodeURIComponent('2026-11-20T05:41:00.000Z')}`,
    );

    await userEvent.click(within(docs).getByRole('button', { name: 'Download aadhaar.pdf' }));
    await waitFor(() => expect(net.saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'aadhaar.pdf'));
    expect(net.download).toHaveBeenCalledWith(`${APP}/files/f2`);
  });

  it('lists the steps of a draft with links and continues to the first one not done', async () => {
    serve(
      detail({
        state: 'draft',
        submittedAt: null,
        missingDocuments: ['dob'],
        crops: [],
        files: [],
        events: [],
      }),
    );
    render();
    const next = await screen.findByTestId('next-draft');
    expect(within(next).getByRole('link', { name: 'Application form' })).toHaveAttribute(
      'href',
      '/merchant/product/nsdl-pan/physical/individual/N/apply/42',
    );
    expect(within(next).getByRole('link', { name: 'Signed form and proofs' })).toHaveAttribute(
      'href',
      '/merchant/product/nsdl-pan/physical/upload/scanning/42',
    );
    expect(within(next).getByRole('link', { name: 'Photograph and signature' })).toHaveAttribute(
      'href',
      '/merchant/product/nsdl-pan/physical/form-cropping/42',
    );
    expect(within(next).getByRole('link', { name: 'Check and submit' })).toHaveAttribute(
      'href',
      '/merchant/product/nsdl-pan/physical/pre-submit/42',
    );
    expect(next).toHaveTextContent('Still needed: Proof of date of birth');
    expect(within(next).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/merchant/product/nsdl-pan/physical/upload/scanning/42',
    );
    // No merged scan before submission; the form PDF always.
    expect(screen.getByRole('button', { name: 'Form 49A (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Merged scan sent (PDF)' })).not.toBeInTheDocument();
    expect(screen.getByText('No documents uploaded yet.')).toBeInTheDocument();
  });

  it('shows the reason and Reapply for a rejected application, and the new one once reapplied', async () => {
    serve(detail({ state: 'rejected', remark: 'Photo not clear' }));
    const first = render();
    const next = await screen.findByTestId('next-rejected');
    expect(within(next).getByTestId('reason')).toHaveTextContent('Reason: Photo not clear');
    expect(within(next).getByRole('link', { name: 'Reapply' })).toHaveAttribute(
      'href',
      '/merchant/product/nsdl-pan/physical/reapply/42',
    );
    first.unmount();

    serve(detail({ state: 'rejected', remark: 'Photo not clear', reappliedAs: { id: 77, tokenNo: 'PT2611000077' } }));
    render();
    const again = await screen.findByTestId('next-rejected');
    expect(within(again).queryByRole('link', { name: 'Reapply' })).not.toBeInTheDocument();
    expect(within(again).getByRole('link', { name: 'PT2611000077' })).toHaveAttribute(
      'href',
      '/merchant/product/nsdl-pan/physical/info/77',
    );
  });

  it('sends a TIN rejection to the corrected documents upload', async () => {
    serve(detail({ state: 'tin_rejected', ackNo: '881030200000123', remark: 'Signature mismatch' }));
    render();
    const next = await screen.findByTestId('next-tin');
    expect(next).toHaveTextContent('Reason: Signature mismatch');
    expect(within(next).getByRole('link', { name: 'Upload corrected documents' })).toHaveAttribute(
      'href',
      '/merchant/product/nsdl-pan/physical/tin-rejection/upload/881030200000123',
    );
  });

  it('offers the slip and the courier for an acknowledged application, and downloads the slip', async () => {
    serve(detail({ state: 'acknowledged', ackNo: '881030200000123' }));
    render();
    const next = await screen.findByTestId('next-ack');
    expect(next).toHaveTextContent('881030200000123');
    expect(within(next).getByRole('link', { name: 'Send by courier' })).toHaveAttribute(
      'href',
      '/merchant/misc/courier/add?ids=42',
    );
    await userEvent.click(within(next).getByRole('button', { name: 'Download acknowledgement slip' }));
    await waitFor(() => expect(net.saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'ack.pdf'));
    expect(net.get).toHaveBeenCalledWith(`${APP}/download/ack`);
    expect(net.download).toHaveBeenCalledWith('/files/t/ack');
    expect(screen.getByRole('button', { name: 'Acknowledgement slip (PDF)' })).toBeInTheDocument();
  });

  it('names the courier of a hard copy sent', async () => {
    serve(
      detail({
        state: 'hardcopy_sent',
        ackNo: '881030200000123',
        courier: { id: 9, company: 'DTDC', docketNo: 'D12345', state: 'dispatched' },
      }),
    );
    render();
    const next = await screen.findByTestId('next-courier');
    expect(next).toHaveTextContent('Sent by DTDC, docket number D12345');
    expect(within(next).getByRole('link', { name: 'View the courier' })).toHaveAttribute(
      'href',
      '/merchant/misc/courier/9',
    );
  });

  it('shows a failed slip download as the red Error notification', async () => {
    serve(detail({ state: 'acknowledged', ackNo: '881030200000123' }));
    const { ApiError } = await import('../../../../../../api/client');
    net.get.mockImplementation(async (path: string) => {
      if (path === APP) return detail({ state: 'acknowledged', ackNo: '881030200000123' });
      throw new ApiError(409, 'Application PT2611000042 has no acknowledgement number yet.');
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Download acknowledgement slip' }));
    expect(await screen.findByText('Application PT2611000042 has no acknowledgement number yet.')).toBeInTheDocument();
    expect(net.saveBlob).not.toHaveBeenCalled();
  });

  it('says so when the application cannot be read', async () => {
    const { ApiError } = await import('../../../../../../api/client');
    net.get.mockRejectedValue(new ApiError(404, 'Application not found.'));
    render();
    expect(await screen.findByText('Application not found.')).toBeInTheDocument();
  });
});
