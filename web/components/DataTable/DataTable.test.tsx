import { describe, expect, it, vi, beforeEach } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { ColumnDef, TableRequest, TableResponse } from '../../../contract/table';
import { DataTable } from './DataTable';
import { deferred, renderAt } from '../../test/data-table';
import { INPUT_DEBOUNCE_MS } from './use-draft';

const net = vi.hoisted(() => ({
  post: vi.fn(),
  get: vi.fn(),
  download: vi.fn(),
  saveBlob: vi.fn(),
}));

// The network boundary: the real ApiError, a fake transport.
vi.mock('../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client')>()),
  api: { post: net.post, get: net.get, download: net.download },
}));
vi.mock('../../api/download', () => ({ saveBlob: net.saveBlob }));

type Row = { id: number; name: string; amount: number; dated: string; status: string };

const columns: ColumnDef[] = [
  { field: 'name', label: 'Name', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'amount', label: 'Amount', type: 'amount', sortable: true, filterable: true },
  { field: 'dated', label: 'Dated', type: 'date', sortable: true, filterable: true },
  {
    field: 'status',
    label: 'Status',
    type: 'enum',
    filterable: true,
    options: [
      { value: 'A', label: 'Success' },
      { value: 'P', label: 'Pending' },
    ],
  },
];

const ROWS: Row[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `Person ${i + 1}`,
  amount: 1000 * (i + 1),
  dated: '2024-03-05',
  status: i % 2 ? 'P' : 'A',
}));

/** A server with 40 rows of which the filters leave 25. */
function serve(request: TableRequest): Promise<TableResponse<Row>> {
  return Promise.resolve({
    data: ROWS.slice(request.start, request.start + request.length),
    totalRecords: 40,
    filterRecords: 25,
  });
}

const lastRequest = (): TableRequest => net.post.mock.calls.at(-1)?.[1] as TableRequest;
const requests = (): TableRequest[] => net.post.mock.calls.map((c) => c[1] as TableRequest);

function renderTable(url = '/list', props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return renderAt(
    <DataTable<Row> url="/things/list" exportUrl="/things/list/export" title="Things" columns={columns} {...props} />,
    url,
  );
}

/** A header's sort button; its name gains "sort order n" when several columns sort. */
const sortButton = (label: string) =>
  screen.getByRole('button', { name: (name) => name.replace(/\s*,\s*sort order \d+$/, '') === label });

/** The S# cells of the body, in order. */
function serials(): string[] {
  const body = screen.getAllByRole('rowgroup')[1];
  return within(body)
    .getAllByRole('row')
    .map((r) => within(r).getAllByRole('cell')[0].textContent ?? '');
}

beforeEach(() => {
  net.post.mockReset().mockImplementation((_url: string, body: TableRequest) => serve(body));
  net.get.mockReset();
  net.download.mockReset();
  net.saveBlob.mockReset();
});

describe('DataTable', () => {
  it('POSTs the table request with the defaults of docs/product.md#formats-and-constants and shows the summary', async () => {
    renderTable();
    expect(await screen.findByText('Showing 1–10 of 25 filtered (40 total)')).toBeInTheDocument();
    expect(net.post).toHaveBeenCalledWith('/things/list', { filters: [], search: '', length: 10, start: 0, sorts: [] });
    expect(screen.getByPlaceholderText('Search all columns...')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    expect(screen.getByRole('table', { name: 'Things' })).toBeInTheDocument();
  });

  it('numbers rows across pages and formats cells by type', async () => {
    renderTable();
    await screen.findByText('Person 1');
    expect(serials()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getAllByText('05-Mar-2024')).toHaveLength(10);
    expect(screen.getByText('₹1,000.00/-')).toBeInTheDocument();
    expect(screen.getAllByText('Success').length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Person 11')).toBeInTheDocument();
    expect(lastRequest()).toMatchObject({ start: 10, length: 10 });
    expect(serials()).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    expect(screen.getByText('Showing 11–20 of 25 filtered (40 total)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 21–25 of 25 filtered (40 total)')).toBeInTheDocument();
    expect(serials()).toEqual(['21', '22', '23', '24', '25']);
  });

  it('moves to the next and previous page after the last row seen (the server’s cursor), and jumps by offset', async () => {
    // 60 rows; each page but the last answers the cursor after its last row.
    net.post.mockImplementation((_url: string, r: TableRequest) =>
      Promise.resolve({
        data: Array.from({ length: Math.min(r.length, 60 - r.start) }, (_, i) => ({
          ...ROWS[0],
          id: r.start + i + 1,
          name: `Person ${r.start + i + 1}`,
        })),
        totalRecords: 60,
        filterRecords: 60,
        nextCursor: r.start + r.length < 60 ? `after-${r.start + r.length}` : null,
      }),
    );
    renderTable();
    await screen.findByText('Person 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Person 11')).toBeInTheDocument();
    expect(lastRequest()).toMatchObject({ start: 10, after: 'after-10' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Person 21')).toBeInTheDocument();
    expect(lastRequest()).toMatchObject({ start: 20, after: 'after-20' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Person 11')).toBeInTheDocument();
    expect(screen.getByText('Showing 11–20 of 60 filtered (60 total)')).toBeInTheDocument();
    // A jump to the last page, never reached page by page, goes by offset.
    await userEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(await screen.findByText('Person 51')).toBeInTheDocument();
    expect(lastRequest()).toEqual({ filters: [], search: '', length: 10, start: 50, sorts: [] });
    // A new sort forgets the cursors: its second page is by offset.
    await userEvent.click(sortButton('Name'));
    await waitFor(() => expect(lastRequest()).toMatchObject({ start: 0, sorts: [{ column: 'name' }] }));
    await screen.findByText('Person 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(lastRequest()).toMatchObject({ start: 10, after: 'after-10', sorts: [{ column: 'name' }] }),
    );
  });

  it('refetches with length 20 when the page size changes, from the first page', async () => {
    renderTable('/list?page=2');
    await screen.findByText('Showing 11–20 of 25 filtered (40 total)');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    await screen.findByText('Showing 1–20 of 25 filtered (40 total)');
    expect(lastRequest()).toMatchObject({ length: 20, start: 0 });
    expect(serials()).toHaveLength(20);
  });

  it('sorts on a header click and adds a sort on shift-click', async () => {
    renderTable();
    await screen.findByText('Person 1');
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(sortButton('Name'));
    await waitFor(() => expect(lastRequest().sorts).toEqual([{ column: 'name', dir: 'asc' }]));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

    fireEvent.click(sortButton('Dated'), { shiftKey: true });
    await waitFor(() =>
      expect(lastRequest().sorts).toEqual([
        { column: 'name', dir: 'asc' },
        { column: 'dated', dir: 'asc' },
      ]),
    );

    fireEvent.click(sortButton('Dated'), { shiftKey: true });
    await waitFor(() =>
      expect(lastRequest().sorts).toEqual([
        { column: 'name', dir: 'asc' },
        { column: 'dated', dir: 'desc' },
      ]),
    );

    // A plain click makes one column the only sort again.
    await userEvent.click(sortButton('Amount'));
    await waitFor(() => expect(lastRequest().sorts).toEqual([{ column: 'amount', dir: 'asc' }]));
  });

  it('shift+Enter on a header adds a sort from the keyboard', async () => {
    renderTable('/list?sort=name');
    await screen.findByText('Person 1');
    sortButton('Amount').focus();
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await waitFor(() =>
      expect(lastRequest().sorts).toEqual([
        { column: 'name', dir: 'asc' },
        { column: 'amount', dir: 'asc' },
      ]),
    );
  });

  it('sends a text filter as {field, opt, value1} after the user pauses', async () => {
    renderTable('/list?page=2');
    await screen.findByText('Person 11');
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter Name' }), 'ram');
    await waitFor(() => expect(lastRequest().filters).toEqual([{ field: 'name', opt: 'contains', value1: 'ram' }]));
    expect(lastRequest().start).toBe(0);
    expect(requests().filter((r) => (r.filters ?? []).length > 0)).toHaveLength(1);
  });

  it('sends an enum filter as equals and a number range as between', async () => {
    renderTable();
    await screen.findByText('Person 1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter Status' }), 'P');
    await waitFor(() => expect(lastRequest().filters).toEqual([{ field: 'status', opt: 'equals', value1: 'P' }]));

    await userEvent.type(screen.getByRole('textbox', { name: 'Amount from' }), '100');
    await waitFor(() => expect(lastRequest().filters).toContainEqual({ field: 'amount', opt: 'gte', value1: 100 }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount to' }), '500');
    await waitFor(() =>
      expect(lastRequest().filters).toContainEqual({ field: 'amount', opt: 'between', value1: 100, value2: 500 }),
    );
  });

  it('sends dates picked in the header as YYYY-MM-DD: one end as gte, both as between', async () => {
    renderTable();
    await screen.findByText('Person 1');
    const first = dayjs().startOf('month');
    const fifteenth = first.add(14, 'day');

    await userEvent.click(screen.getByRole('button', { name: 'Dated from' }));
    await userEvent.click(screen.getByRole('button', { name: first.format('D MMMM YYYY') }));
    await waitFor(() =>
      expect(lastRequest().filters).toEqual([{ field: 'dated', opt: 'gte', value1: first.format('YYYY-MM-DD') }]),
    );
    expect(screen.getByRole('button', { name: 'Dated from' })).toHaveTextContent(first.format('DD/MM/YYYY'));

    await userEvent.click(screen.getByRole('button', { name: 'Dated to' }));
    await userEvent.click(screen.getByRole('button', { name: fifteenth.format('D MMMM YYYY') }));
    await waitFor(() =>
      expect(lastRequest().filters).toEqual([
        { field: 'dated', opt: 'between', value1: first.format('YYYY-MM-DD'), value2: fifteenth.format('YYYY-MM-DD') },
      ]),
    );
  });

  it('debounces the global search into the request', async () => {
    renderTable();
    await screen.findByText('Person 1');
    const before = net.post.mock.calls.length;
    await userEvent.type(screen.getByRole('textbox', { name: 'Search all columns' }), 'abc');
    expect(lastRequest().search).toBe('');
    await waitFor(() => expect(lastRequest().search).toBe('abc'));
    // One request for the whole word, not one per keystroke.
    expect(net.post.mock.calls.length).toBe(before + 1);
  });

  it('drops a search still waiting to be sent when the user has gone to another page meanwhile', async () => {
    renderTable();
    await screen.findByText('Person 1');
    const before = net.post.mock.calls.length;
    const start = window.location.pathname;
    await userEvent.type(screen.getByRole('textbox', { name: 'Search all columns' }), 'abc');
    // As a followed link does: the address changes while this page is still on screen.
    window.history.pushState({}, '', '/elsewhere');
    try {
      await new Promise((r) => setTimeout(r, INPUT_DEBOUNCE_MS + 200));
      expect(net.post.mock.calls.length).toBe(before);
      expect(window.location.pathname).toBe('/elsewhere');
    } finally {
      window.history.pushState({}, '', start);
    }
  });

  it("shows 'Loading...' while the first page is on its way", async () => {
    const pending = deferred<TableResponse<Row>>();
    net.post.mockReturnValue(pending.promise);
    renderTable();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    pending.resolve({ data: ROWS.slice(0, 10), totalRecords: 40, filterRecords: 25 });
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it("shows 'Error: boom' and leaves the table empty when the request fails", async () => {
    net.post.mockRejectedValue(new Error('boom'));
    renderTable();
    expect(await screen.findByText('Error: boom')).toBeInTheDocument();
    expect(screen.queryByText('Person 1')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it("shows 'Failed to load data' when the failure has no message", async () => {
    net.post.mockRejectedValue(new Error(''));
    renderTable();
    expect(await screen.findByText('Failed to load data')).toBeInTheDocument();
  });

  it('reload fetches the same page again', async () => {
    renderTable();
    await screen.findByText('Person 1');
    const before = net.post.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(net.post.mock.calls.length).toBe(before + 1));
    expect(lastRequest()).toMatchObject({ start: 0, length: 10 });
  });

  it('keeps page, size, sorts, filters and search in the URL', async () => {
    const view = renderTable();
    await screen.findByText('Person 1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    await userEvent.click(sortButton('Dated'));
    await userEvent.click(sortButton('Dated'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter Name' }), 'Per');
    await waitFor(() => expect(view.params().get('f.name')).toBe('contains~Per'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search all columns' }), 'x');
    await waitFor(() => expect(view.params().get('q')).toBe('x'));
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(view.params().get('page')).toBe('2'));
    const params = view.params();
    expect(params.get('size')).toBe('20');
    expect(params.get('sort')).toBe('-dated');
    expect(params.get('f.name')).toBe('contains~Per');
    expect(params.get('q')).toBe('x');
  });

  it('restores its state from the URL, as after a reload or back', async () => {
    renderTable(
      '/list?page=2&size=20&sort=-dated,name&q=xyz&f.name=contains~ra&f.dated=between~2024-01-01~2024-01-31&f.amount=gte~5',
    );
    await screen.findByText('Person 21');
    expect(net.post).toHaveBeenCalledTimes(1);
    expect(lastRequest()).toEqual({
      start: 20,
      length: 20,
      search: 'xyz',
      sorts: [
        { column: 'dated', dir: 'desc' },
        { column: 'name', dir: 'asc' },
      ],
      filters: [
        { field: 'name', opt: 'contains', value1: 'ra' },
        { field: 'dated', opt: 'between', value1: '2024-01-01', value2: '2024-01-31' },
        { field: 'amount', opt: 'gte', value1: 5 },
      ],
    });
    expect(screen.getByRole('textbox', { name: 'Filter Name' })).toHaveValue('ra');
    expect(screen.getByRole('textbox', { name: 'Search all columns' })).toHaveValue('xyz');
    expect(screen.getByRole('button', { name: 'Dated from' })).toHaveTextContent('01/01/2024');
    expect(screen.getByRole('button', { name: 'Dated to' })).toHaveTextContent('31/01/2024');
    expect(screen.getByRole('columnheader', { name: 'Dated' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('ignores URL state the columns do not allow', async () => {
    renderTable('/list?size=7&sort=secret&f.secret=equals~1&f.amount=contains~x&page=-3');
    await screen.findByText('Person 1');
    expect(lastRequest()).toEqual({ start: 0, length: 10, search: '', sorts: [], filters: [] });
  });

  it('keeps two tables apart with urlStateKey and sends additionFilter', async () => {
    const view = renderTable('/list?a.page=2', { urlStateKey: 'a', additionFilter: { status: 'A', dt1: null } });
    await screen.findByText('Person 11');
    expect(lastRequest()).toMatchObject({ start: 10, additionFilter: { status: 'A', dt1: null } });
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(view.params().get('a.page')).toBe('3'));
    expect(view.params().get('page')).toBeNull();
  });

  it('exports the current request and visible columns, and saves the file', async () => {
    net.download.mockResolvedValue({ blob: new Blob(['x']), filename: 'things-2024-03-05.xlsx' });
    renderTable('/list?sort=name&q=abc');
    await screen.findByText('Person 1');

    await userEvent.click(screen.getByRole('button', { name: 'Choose columns' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Amount' }));
    expect(screen.queryByRole('columnheader', { name: 'Amount' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel' }));
    await waitFor(() => expect(net.saveBlob).toHaveBeenCalled());
    expect(net.download).toHaveBeenCalledWith('/things/list/export?format=xlsx', {
      method: 'POST',
      body: {
        filters: [],
        search: 'abc',
        length: 10,
        start: 0,
        sorts: [{ column: 'name', dir: 'asc' }],
        columns: ['name', 'dated', 'status'],
        title: 'Things',
      },
    });
    expect(net.saveBlob.mock.calls[0][1]).toBe('things-2024-03-05.xlsx');
  });

  it('leaves a hidden column out of the first view until it is picked, and exports what is shown', async () => {
    net.download.mockResolvedValue({ blob: new Blob(['x']), filename: 'things.csv' });
    renderTable('/list', { columns: columns.map((c) => (c.field === 'dated' ? { ...c, hidden: true } : c)) });
    await screen.findByText('Person 1');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['S#', 'Name', 'Amount', 'Status']);

    await userEvent.click(screen.getByRole('button', { name: 'Choose columns' }));
    expect(await screen.findByRole('checkbox', { name: 'Dated' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Amount' }));
    expect(screen.queryByRole('columnheader', { name: 'Amount' })).not.toBeInTheDocument();
    // A second choice keeps the first: the default stays out until it is itself picked.
    expect(screen.queryByRole('columnheader', { name: 'Dated' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dated' }));
    expect(screen.getByRole('columnheader', { name: 'Dated' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(net.download).toHaveBeenCalled());
    expect((net.download.mock.calls[0][1] as { body: { columns: string[] } }).body.columns).toEqual([
      'name',
      'dated',
      'status',
    ]);
  });

  it('offers Excel, PDF and CSV, and shows the red Error notification when an export fails', async () => {
    net.download.mockRejectedValue(new Error('Too many rows to export'));
    renderTable();
    await screen.findByText('Person 1');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect((await screen.findAllByRole('menuitem')).map((m) => m.textContent)).toEqual(['Excel', 'PDF', 'CSV']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText('Too many rows to export')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(net.download.mock.calls[0][0]).toBe('/things/list/export?format=csv');
    expect(net.saveBlob).not.toHaveBeenCalled();
  });

  it('renders custom cells and row actions', async () => {
    renderTable('/list', {
      cells: { name: (r: Row) => <a href={`#${r.id}`}>{r.name.toUpperCase()}</a> },
      rowActions: (r: Row) => <button type="button">Open {r.id}</button>,
    });
    expect(await screen.findByRole('link', { name: 'PERSON 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open 1' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });

  it('resizes columns from 150 by keyboard, not below 20', async () => {
    renderTable();
    await screen.findByText('Person 1');
    const handle = screen.getByRole('separator', { name: 'Resize Name' });
    expect(handle).toHaveAttribute('aria-valuenow', '150');
    handle.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '160');
    for (let i = 0; i < 20; i++) await userEvent.keyboard('{ArrowLeft}');
    expect(handle).toHaveAttribute('aria-valuenow', '20');
  });

  it('goes to the last page when the URL points past it', async () => {
    const view = renderTable('/list?page=9');
    await screen.findByText('Person 21');
    expect(view.params().get('page')).toBe('3');
  });
});
