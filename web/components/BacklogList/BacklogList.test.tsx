import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { TableRequest, TableResponse } from '../../../contract/table';
import type { BacklogRow } from '../../../contract/lists/backlog';
import { ApiError } from '../../api/client';
import { pickColumns, renderAt } from '../../test/data-table';
import { BacklogList } from './BacklogList';

const net = vi.hoisted(() => ({
  post: vi.fn(),
  get: vi.fn(),
  download: vi.fn(),
  upload: vi.fn(),
  saveBlob: vi.fn(),
}));

// The network boundary: the real ApiError, a fake transport.
vi.mock('../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client')>()),
  api: { post: net.post, get: net.get, download: net.download, upload: net.upload },
}));
vi.mock('../../api/download', () => ({ saveBlob: net.saveBlob }));

const ROW: BacklogRow = {
  transid: 'T0001',
  dated: '2024-03-05',
  akn_no: '881030200000123',
  pan_type: 'N',
  name: 'Ravi Kumar',
  cardname: 'RAVI KUMAR',
  aadhaar_No: 'XXXX XXXX 1234',
  contactno: '9876543210',
  email: 'ravi@example.com',
  memno: 'PM1001',
  status: 'A',
};

const lastCall = () => net.post.mock.calls.at(-1) as [string, TableRequest];

function renderList(url = '/list', area: 'backend' | 'merchant' = 'backend', canImport = false) {
  return renderAt(<BacklogList area={area} canImport={canImport} />, url);
}

beforeEach(() => {
  net.post
    .mockReset()
    .mockResolvedValue({ data: [ROW], totalRecords: 3, filterRecords: 1 } satisfies TableResponse<BacklogRow>);
  net.get.mockReset();
  net.download.mockReset();
  net.upload.mockReset();
  net.saveBlob.mockReset();
});

describe('BacklogList', () => {
  it('opens on status A (Success) and POSTs it as additionFilter.status', async () => {
    renderList();
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(lastCall()).toEqual([
      '/backend/nsdl-pan/backlog/pan-list',
      { filters: [], search: '', length: 10, start: 0, sorts: [], additionFilter: { status: 'A' } },
    ]);
    expect(screen.getByRole('radio', { name: 'Success' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Backlog PAN List' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–1 of 1 filtered (3 total)')).toBeInTheDocument();
    expect(screen.getByText('05-Mar-2024')).toBeInTheDocument();
  });

  it('changes status, sends "" for All, keeps it in the URL and goes back to page 1', async () => {
    const view = renderList('/list?page=2');
    await screen.findByText('Ravi Kumar');
    expect(lastCall()[1]).toMatchObject({ start: 10 });

    await userEvent.click(screen.getByRole('radio', { name: 'Pending' }));
    await waitFor(() => expect(lastCall()[1]).toMatchObject({ start: 0, additionFilter: { status: 'P' } }));
    expect(view.params().get('status')).toBe('P');
    expect(view.params().get('page')).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(lastCall()[1].additionFilter).toEqual({ status: '' }));
    expect(view.params().get('status')).toBe('all');

    await userEvent.click(screen.getByRole('radio', { name: 'Success' }));
    await waitFor(() => expect(lastCall()[1].additionFilter).toEqual({ status: 'A' }));
    expect(view.params().get('status')).toBeNull();
  });

  it('restores status and date range from the URL and sends dt1, dt2 as YYYY-MM-DD', async () => {
    renderList('/list?status=F&dt1=2024-01-01&dt2=2024-01-31');
    await screen.findByText('Ravi Kumar');
    expect(lastCall()[1].additionFilter).toEqual({ status: 'F', dt1: '2024-01-01', dt2: '2024-01-31' });
    expect(screen.getByRole('radio', { name: 'Failed' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'From date' })).toHaveTextContent('01/01/2024');
    expect(screen.getByRole('button', { name: 'To date' })).toHaveTextContent('31/01/2024');
  });

  it('sets dt1 from the DD/MM/YYYY picker, whose weeks start on Monday', async () => {
    const view = renderList();
    await screen.findByText('Ravi Kumar');
    await userEvent.click(screen.getByRole('button', { name: 'From date' }));
    const first = dayjs().startOf('month');
    const day = screen.getByRole('button', { name: first.format('D MMMM YYYY') });
    const month = day.closest('table') as HTMLElement;
    expect(
      within(month)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    // docs/product.md#input-rules: Saturday and Sunday are the weekend.
    const weekendColumns = new Set(
      [...month.querySelectorAll('tbody tr')].flatMap((tr) =>
        [...tr.querySelectorAll('td')].flatMap((td, i) => (td.querySelector('[data-weekend]') ? [i] : [])),
      ),
    );
    expect(weekendColumns).toEqual(new Set([5, 6]));
    await userEvent.click(day);
    await waitFor(() => expect(lastCall()[1].additionFilter).toEqual({ status: 'A', dt1: first.format('YYYY-MM-DD') }));
    expect(view.params().get('dt1')).toBe(first.format('YYYY-MM-DD'));
    expect(screen.getByRole('button', { name: 'From date' })).toHaveTextContent(first.format('DD/MM/YYYY'));
  });

  it('downloads an acknowledgement: dw-ack, then the signed tempUrl, saved under file.name', async () => {
    const blob = new Blob(['%PDF']);
    net.get.mockResolvedValue({ file: { name: 'ack-881030200000123.pdf' }, tempUrl: '/api/files/temp/abc?sig=xyz' });
    net.download.mockResolvedValue({ blob, filename: 'abc' });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Download acknowledgement 881030200000123' }));
    await waitFor(() => expect(net.saveBlob).toHaveBeenCalledWith(blob, 'ack-881030200000123.pdf'));
    expect(net.get).toHaveBeenCalledWith('/backend/nsdl-pan/backlog/dw-ack/881030200000123');
    expect(net.download).toHaveBeenCalledWith('/files/temp/abc?sig=xyz');
  });

  it('shows the red top-centre Error notification when a download fails', async () => {
    net.get.mockRejectedValue(new ApiError(404, { message: 'Acknowledgement not found.' }));
    renderList('/list', 'merchant');
    await userEvent.click(await screen.findByRole('button', { name: 'Download acknowledgement 881030200000123' }));
    expect(await screen.findByText('Acknowledgement not found.')).toBeInTheDocument();
    const note = screen.getByText('Acknowledgement not found.').closest('[role="alert"]') as HTMLElement;
    expect(within(note).getByText('Error')).toBeInTheDocument();
    expect(note.closest('[data-position]')).toHaveAttribute('data-position', 'top-center');
    expect(net.get).toHaveBeenCalledWith('/merchant/nsdl-pan/backlog/dw-ack/881030200000123');
    expect(net.saveBlob).not.toHaveBeenCalled();
  });

  it('uses the merchant endpoints and offers no import in the merchant area', async () => {
    renderList('/list', 'merchant');
    await screen.findByText('Ravi Kumar');
    expect(lastCall()[0]).toBe('/merchant/nsdl-pan/backlog/pan-list');
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('exports to the list export endpoint with the status in additionFilter', async () => {
    net.download.mockResolvedValue({ blob: new Blob(['a,b']), filename: 'backlog-pan-2024-03-05.csv' });
    renderList('/list?status=P');
    await screen.findByText('Ravi Kumar');
    // An export takes the columns on screen: the first view's, and one picked from the menu.
    await pickColumns('Mobile');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(net.saveBlob).toHaveBeenCalled());
    const [path, init] = net.download.mock.calls[0] as [string, { method: string; body: Record<string, unknown> }];
    expect(path).toBe('/backend/nsdl-pan/backlog/pan-list/export?format=csv');
    expect(init.method).toBe('POST');
    expect(init.body).toMatchObject({ additionFilter: { status: 'P' }, title: 'Backlog PAN list' });
    expect(init.body.columns).toEqual(['transid', 'dated', 'akn_no', 'name', 'contactno', 'memno', 'status']);
  });

  it('imports: shows the per-row report of a refused file, then the count of a clean one, and reloads the list', async () => {
    renderList('/list', 'backend', true);
    await screen.findByText('Ravi Kumar');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import backlog records' });

    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['Token No,Date\n'], 'backlog.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);

    net.upload.mockRejectedValueOnce(
      new ApiError(422, {
        message: 'The file has 2 problems; nothing was imported.',
        rows: [
          { row: 3, field: 'akn_no', message: 'Must be 15 digits' },
          { row: 7, field: 'memno', message: 'No such merchant: PM9' },
        ],
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const report = await within(dialog).findByRole('table', { name: 'Import problems' });
    expect(within(dialog).getByText('The file has 2 problems; nothing was imported.')).toBeInTheDocument();
    const rows = within(report)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['3', 'Ack No', 'Must be 15 digits'],
      ['7', 'Merchant No', 'No such merchant: PM9'],
    ]);
    const [path, form] = net.upload.mock.calls[0] as [string, FormData];
    expect(path).toBe('/backend/nsdl-pan/backlog/import');
    expect((form.get('file') as File).name).toBe('backlog.csv');

    const listCalls = net.post.mock.calls.length;
    net.upload.mockResolvedValueOnce({ message: 'Imported 3 records.', imported: 3 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('3 rows stored.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table', { name: 'Import problems' })).not.toBeInTheDocument();
    await waitFor(() => expect(net.post.mock.calls.length).toBe(listCalls + 1));
  });
});
