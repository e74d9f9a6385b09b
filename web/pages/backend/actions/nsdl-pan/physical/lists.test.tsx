import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationRow } from '../../../../../../contract/nsdl-pan';
import { pickColumns, renderAt } from '../../../../../test/data-table';
import AckListPage from './ack/list';
import IncompleteListPage from './incomplete/list';
import AllApplicationsListPage from './list';
import PendingVerificationListPage from './pending-verification/list';
import RejectionListPage from './rejection/list';
import TinRejectionListPage from './tin-rejection/list';
import WaitingListPage from './waiting/list';

const net = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), download: vi.fn(), saveBlob: vi.fn() }));

// The network boundary: the real ApiError, a fake transport.
vi.mock('../../../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../api/client')>()),
  api: { get: net.get, post: net.post, put: vi.fn(), delete: vi.fn(), download: net.download, upload: vi.fn() },
}));
vi.mock('../../../../../api/download', () => ({ saveBlob: net.saveBlob }));

const B = '/backend/nsdl-pan/physical';

function row(over: Partial<ApplicationRow> = {}): ApplicationRow {
  return {
    id: 42,
    token_no: 'PT2611000042',
    dated: '2026-11-20',
    category: 'individual',
    app_type: 'N',
    name: 'Ravi Kumar',
    mobile: '9876543210',
    state: 'waiting',
    ack_no: null,
    merchant_code: 'M0001',
    merchant_name: 'Ravi Digital Seva',
    amount: 107,
    remark: null,
    updated_at: '2026-11-20T06:00:00.000Z',
    ...over,
  };
}

let rows: ApplicationRow[];
beforeEach(() => {
  rows = [row()];
  net.post
    .mockReset()
    .mockImplementation(async () => ({ data: rows, totalRecords: rows.length, filterRecords: rows.length }));
  net.get.mockReset();
  net.download.mockReset();
  net.saveBlob.mockReset();
});

const render = (ui: ReactElement, url: string) => renderAt(ui, url);
const lastRequest = () => net.post.mock.calls[net.post.mock.calls.length - 1];

describe('back-office NSDL PAN lists', () => {
  it('pending verification: rows with their status, Verify and View, from the pending list', async () => {
    render(<PendingVerificationListPage />, '/backend/actions/nsdl-pan/physical/pending-verification/list');
    expect(await screen.findByRole('heading', { name: 'Pending verification' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Pending verification' });
    expect(await within(table).findByText('PT2611000042')).toBeInTheDocument();
    expect(within(table).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(table).getByTestId('pan-state')).toHaveTextContent('Waiting for verification');
    // The back office works by shop; the charge, the same for every application of a package, is in the columns menu.
    expect(within(table).getByText('M0001')).toBeInTheDocument();
    expect(within(table).queryByText('₹107.00/-')).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Verify PT2611000042' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/verify/42',
    );
    expect(within(table).getByRole('link', { name: 'View PT2611000042' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/paninfo/42',
    );
    // The token number opens the decision too, without scrolling to the last column.
    expect(within(table).getByRole('link', { name: 'PT2611000042' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/verify/42',
    );
    expect(lastRequest()[0]).toBe(`${B}/lists/pending-verification`);
    // Header filters for the operator: merchant and status, and category and type once picked from the columns menu.
    for (const label of ['Merchant', 'Status'])
      expect(within(table).getByLabelText(`Filter ${label}`)).toBeInTheDocument();
    expect(within(table).queryByLabelText('Filter Category')).not.toBeInTheDocument();
    await pickColumns('Category', 'Type');
    for (const label of ['Category', 'Type'])
      expect(within(table).getByLabelText(`Filter ${label}`)).toBeInTheDocument();
  });

  it('sends the From/To dates typed as DD/MM/YYYY as additionFilter {dt1, dt2}', async () => {
    const view = render(
      <PendingVerificationListPage />,
      '/backend/actions/nsdl-pan/physical/pending-verification/list',
    );
    await screen.findByText('PT2611000042');
    await userEvent.type(screen.getByLabelText('From date'), '01/11/2026');
    await userEvent.tab();
    await waitFor(() => expect(lastRequest()[1].additionFilter).toEqual({ dt1: '2026-11-01' }));
    await userEvent.type(screen.getByLabelText('To date'), '30/11/2026');
    await userEvent.tab();
    await waitFor(() => expect(lastRequest()[1].additionFilter).toEqual({ dt1: '2026-11-01', dt2: '2026-11-30' }));
    expect(view.params().get('dt1')).toBe('2026-11-01');
    expect(view.params().get('dt2')).toBe('2026-11-30');
  });

  it('waiting (verified): Enter ack no opens the verify screen', async () => {
    rows = [row({ state: 'verified' })];
    render(<WaitingListPage />, '/backend/actions/nsdl-pan/physical/waiting/list');
    const link = await screen.findByRole('link', { name: 'Enter ack no for PT2611000042' });
    expect(link).toHaveAttribute('href', '/backend/actions/nsdl-pan/physical/verify/42');
    expect(lastRequest()[0]).toBe(`${B}/lists/waiting`);
  });

  it('ack list: the slip downloads through the signed link, and a failure shows the Error notification', async () => {
    rows = [row({ state: 'acknowledged', ack_no: '881030200000123' })];
    net.get.mockResolvedValueOnce({ file: { name: 'ACK-881030200000123.pdf' }, tempUrl: '/api/files/t/ack' });
    net.download.mockResolvedValue({ blob: new Blob(['%PDF']), filename: 'x.pdf' });
    render(<AckListPage />, '/backend/actions/nsdl-pan/physical/ack/list');
    await userEvent.click(await screen.findByRole('button', { name: 'Download acknowledgement slip 881030200000123' }));
    await waitFor(() => expect(net.saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'ACK-881030200000123.pdf'));
    expect(net.get).toHaveBeenCalledWith(`${B}/applications/42/download/ack`);
    expect(lastRequest()[0]).toBe(`${B}/lists/ack`);

    const { ApiError } = await import('../../../../../api/client');
    net.get.mockRejectedValueOnce(
      new ApiError(409, { message: 'Application PT2611000042 has no acknowledgement number yet.' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download acknowledgement slip 881030200000123' }));
    expect(await screen.findByText('Application PT2611000042 has no acknowledgement number yet.')).toBeInTheDocument();
  });

  it('TIN rejections: TIN verify only for rows with corrected documents, and a way to record a new one', async () => {
    rows = [
      row({ id: 1, token_no: 'PT1', state: 'tin_rejected', ack_no: '881030200000001' }),
      row({ id: 2, token_no: 'PT2', state: 'tin_resubmitted', ack_no: '881030200000002' }),
    ];
    render(<TinRejectionListPage />, '/backend/actions/nsdl-pan/physical/tin-rejection/list');
    expect(await screen.findByRole('link', { name: 'TIN verify 881030200000002' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/tin-rejection-verify/881030200000002',
    );
    expect(screen.queryByRole('link', { name: 'TIN verify 881030200000001' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Record a TIN rejection' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/tin-rejection',
    );
    expect(lastRequest()[0]).toBe(`${B}/lists/tin-rejection`);
  });

  it('all applications: the server list is named all, and each row offers what its state allows', async () => {
    rows = [
      row({ id: 1, token_no: 'PT1', state: 'waiting' }),
      row({ id: 2, token_no: 'PT2', state: 'verified' }),
      row({ id: 3, token_no: 'PT3', state: 'completed', ack_no: '881030200000003' }),
    ];
    render(<AllApplicationsListPage />, '/backend/actions/nsdl-pan/physical/list');
    expect(await screen.findByRole('link', { name: 'Verify PT1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter ack no for PT2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download acknowledgement slip 881030200000003' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^View / })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'PT3' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/paninfo/3',
    );
    expect(lastRequest()[0]).toBe(`${B}/lists/all`);
    expect(screen.getByRole('heading', { name: 'All applications' })).toBeInTheDocument();
  });

  it('incomplete and rejection lists read their own server lists', async () => {
    rows = [row({ state: 'draft' })];
    const first = render(<IncompleteListPage />, '/backend/actions/nsdl-pan/physical/incomplete/list');
    expect(await screen.findByRole('link', { name: 'View PT2611000042' })).toBeInTheDocument();
    expect(lastRequest()[0]).toBe(`${B}/lists/incomplete`);
    first.unmount();
    rows = [row({ state: 'rejected', remark: 'Photo not clear' })];
    render(<RejectionListPage />, '/backend/actions/nsdl-pan/physical/rejection/list');
    expect(await screen.findByText('Photo not clear')).toBeInTheDocument();
    expect(lastRequest()[0]).toBe(`${B}/lists/rejection`);
  });
});
