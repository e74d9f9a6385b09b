import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationDetail } from '../../../../../../../contract/nsdl-pan/index';
import { renderAt } from '../../../../../../test/data-table';
import { FORM_PAGE, ID_PROOF, panDetail } from '../../../../../../test/pan-detail';
import VerifyPage from './[[id]]';

const net = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), download: vi.fn(), saveBlob: vi.fn() }));

// The network boundary: the real ApiError, a fake transport.
vi.mock('../../../../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../../api/client')>()),
  api: { get: net.get, post: net.post, put: vi.fn(), delete: vi.fn(), download: net.download, upload: vi.fn() },
}));
vi.mock('../../../../../../api/download', () => ({ saveBlob: net.saveBlob }));

const B = '/backend/nsdl-pan/physical';
const PATH = '/backend/actions/nsdl-pan/physical/verify/:id?';

const waiting = (over: Partial<ApplicationDetail> = {}) =>
  panDetail(
    {
      id: 42,
      tokenNo: 'PT2611000042',
      state: 'waiting',
      stateLabel: 'Waiting for verification',
      submittedAt: '2026-11-20T06:00:00.000Z',
      missingDocuments: [],
      files: [FORM_PAGE, ID_PROOF],
      crops: [
        {
          kind: 'photo',
          fileId: FORM_PAGE.id,
          width: 197,
          height: 276,
          size: 15000,
          box: { x: 1, y: 1, width: 100, height: 140 },
          createdAt: '2026-11-20T05:40:00.000Z',
        },
        {
          kind: 'signature',
          fileId: FORM_PAGE.id,
          width: 354,
          height: 157,
          size: 8000,
          box: { x: 1, y: 200, width: 200, height: 90 },
          createdAt: '2026-11-20T05:41:00.000Z',
        },
      ],
      ...over,
    },
    'backend',
  );

let current: ApplicationDetail;
let nextId: number | null;

async function apiError(status: number, message: string) {
  const { ApiError } = await import('../../../../../../api/client');
  return new ApiError(status, { message });
}

beforeEach(() => {
  current = waiting();
  nextId = 43;
  net.get.mockReset().mockImplementation(async (path: string) => {
    if (path === `${B}/applications/${current.id}`) return current;
    if (path === `${B}/applications/43`) return waiting({ id: 43, tokenNo: 'PT2611000043', name: 'Sita Devi' });
    if (path === `${B}/verify/next`) {
      if (nextId) return { id: nextId };
      throw await apiError(404, 'No application is waiting for verification.');
    }
    if (path.startsWith(`${B}/applications/42/download/`))
      return { file: { name: 'scan.pdf' }, tempUrl: '/api/files/t/scan' };
    throw new Error(`unexpected GET ${path}`);
  });
  net.post.mockReset();
  net.download.mockReset().mockResolvedValue({ blob: new Blob(['x'], { type: 'image/jpeg' }), filename: 'x' });
  net.saveBlob.mockReset();
});

const render = (url = '/backend/actions/nsdl-pan/physical/verify/42') => renderAt(<VerifyPage />, url, PATH);
const decision = () => screen.getByText('Decision').closest('.mantine-Card-root') as HTMLElement;

describe('back-office verify', () => {
  it('shows the data beside the documents and crops, with a link to crop again', async () => {
    render();
    expect(await screen.findByTestId('token-no')).toHaveTextContent('PT2611000042');
    expect(screen.getByTestId('section-name')).toHaveTextContent('Shri Ravi Kumar');
    const docs = screen.getByTestId('documents');
    expect(within(docs).getByText('Signed application form')).toBeInTheDocument();
    expect(within(docs).getByText('Proof of identity')).toBeInTheDocument();
    // The image page is fetched with the token for its preview; the PDF is offered as a download.
    await waitFor(() => expect(net.download).toHaveBeenCalledWith(`${B}/applications/42/files/${FORM_PAGE.id}`));
    await userEvent.click(within(docs).getByRole('button', { name: `Download ${ID_PROOF.name}` }));
    await waitFor(() => expect(net.saveBlob).toHaveBeenCalledWith(expect.any(Blob), ID_PROOF.name));
    expect(screen.getByRole('button', { name: 'Merged scan (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crop again' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/form-cropping/42',
    );
    expect(screen.getByTestId('timeline')).toHaveTextContent('Draft saved');
    expect(within(decision()).getByRole('link', { name: /Cancel/ })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/cancel-aadhar?q=PT2611000042',
    );
  });

  it('approves with the optional remark, says so, and moves on to the next waiting application', async () => {
    net.post.mockResolvedValue(waiting({ state: 'verified', stateLabel: 'Verified, awaiting ack no' }));
    const view = render();
    await screen.findByTestId('token-no');
    await userEvent.type(within(decision()).getByLabelText('Remark'), 'All clear');
    await userEvent.click(within(decision()).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(net.post).toHaveBeenCalledWith(`${B}/applications/42/verify`, { remark: 'All clear' }));
    expect(await screen.findByText('Application approved')).toBeInTheDocument();
    expect(screen.getByText(/PT2611000042 \(Ravi Kumar\) is verified/)).toBeInTheDocument();
    // The next one in the queue opens by itself.
    await waitFor(() => expect(view.location()?.pathname).toBe('/backend/actions/nsdl-pan/physical/verify/43'));
    expect(net.get).toHaveBeenCalledWith(`${B}/verify/next`);
    await waitFor(() => expect(screen.getByTestId('token-no')).toHaveTextContent('PT2611000043'));
  });

  it('needs a reason to reject, then rejects with it', async () => {
    net.post.mockResolvedValue(waiting({ state: 'rejected', stateLabel: 'Rejected', remark: 'Photo not clear' }));
    nextId = null;
    render();
    await screen.findByTestId('token-no');
    await userEvent.click(within(decision()).getByRole('tab', { name: 'Reject' }));
    const form = screen.getByRole('form', { name: 'Reject application' });
    await userEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(net.post).not.toHaveBeenCalled();

    await userEvent.type(within(form).getByLabelText(/Reason/), 'Photo not clear');
    await userEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(net.post).toHaveBeenCalledWith(`${B}/applications/42/reject`, { remark: 'Photo not clear' }),
    );
    expect(await screen.findByText('Application rejected')).toBeInTheDocument();
    // Nothing else waits: the queue says so and offers the lists.
    expect(await screen.findByTestId('queue-empty')).toHaveTextContent('No application is waiting for verification');
    expect(screen.getByRole('link', { name: 'Pending verification list' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/pending-verification/list',
    );
  });

  it('takes a 15-digit acknowledgement number for a verified application and shows a duplicate in the alert', async () => {
    current = waiting({ state: 'verified', stateLabel: 'Verified, awaiting ack no' });
    net.post.mockRejectedValueOnce(
      await apiError(409, 'Acknowledgement number 881030200000123 is already entered for another application.'),
    );
    render();
    await screen.findByTestId('token-no');
    const form = screen.getByRole('form', { name: 'Enter acknowledgement number' });
    const input = within(form).getByLabelText(/Acknowledgement number/);
    await userEvent.type(input, '88103A');
    expect(within(form).getByText('Digits only')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '8810302');
    await userEvent.click(within(form).getByRole('button', { name: 'Save acknowledgement number' }));
    expect(within(form).getByText('The acknowledgement number is 15 digits')).toBeInTheDocument();
    expect(net.post).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, '881 030 200 000 123');
    expect(input).toHaveValue('881030200000123');
    await userEvent.click(within(form).getByRole('button', { name: 'Save acknowledgement number' }));
    await waitFor(() =>
      expect(net.post).toHaveBeenCalledWith(`${B}/applications/42/acknowledge`, { ackNo: '881030200000123' }),
    );
    expect(await within(decision()).findByRole('alert')).toHaveTextContent(
      'Acknowledgement number 881030200000123 is already entered for another application.',
    );

    net.post.mockResolvedValueOnce(
      waiting({ state: 'acknowledged', stateLabel: 'Acknowledged', ackNo: '881030200000124' }),
    );
    await userEvent.clear(input);
    await userEvent.type(input, '881030200000124');
    await userEvent.click(within(form).getByRole('button', { name: 'Save acknowledgement number' }));
    expect(await screen.findByText('Acknowledgement number saved')).toBeInTheDocument();
    expect(await screen.findByTestId('decided')).toHaveTextContent('Acknowledgement number 881030200000124.');
    expect(screen.getByTestId('ack-no')).toHaveTextContent('881030200000124');
    expect(screen.getAllByRole('link', { name: 'Verify next' })[0]).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/verify',
    );
  });

  it('offers Reject beside the acknowledgement number for a verified application', async () => {
    current = waiting({ state: 'verified', stateLabel: 'Verified, awaiting ack no' });
    render();
    await screen.findByTestId('token-no');
    expect(within(decision()).getByRole('tab', { name: 'Reject' })).toBeInTheDocument();
    expect(within(decision()).queryByRole('tab', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('offers the decisions the server allows, not those the state suggests', async () => {
    // A waiting application the server lets this reader only reject (no verify, no cancel).
    current = waiting({
      allowedActions: [{ action: 'reject', label: 'Reject', remark: 'required', danger: true, input: null }],
    });
    render();
    await screen.findByTestId('token-no');
    expect(within(decision()).getByRole('form', { name: 'Reject application' })).toBeInTheDocument();
    expect(within(decision()).queryByRole('form', { name: 'Approve application' })).not.toBeInTheDocument();
    expect(within(decision()).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(decision()).queryByRole('link', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('without an id opens the oldest waiting application', async () => {
    const view = render('/backend/actions/nsdl-pan/physical/verify');
    await waitFor(() => expect(view.location()?.pathname).toBe('/backend/actions/nsdl-pan/physical/verify/43'));
    expect(await screen.findByTestId('token-no')).toHaveTextContent('PT2611000043');
  });

  it('reloads the application when someone else decided first', async () => {
    net.post.mockRejectedValueOnce(
      await apiError(409, 'Application PT2611000042 is verified, awaiting ack no, so it cannot be verified now.'),
    );
    render();
    await screen.findByTestId('token-no');
    current = waiting({ state: 'verified', stateLabel: 'Verified, awaiting ack no' });
    await userEvent.click(within(decision()).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/so it cannot be verified now/)).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Enter acknowledgement number' })).toBeInTheDocument();
  });
});
