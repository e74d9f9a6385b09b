import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef, TableRequest, TableResponse } from '../../../contract/table';
import { PHONE_QUERY } from '../../theme';
import { DataTable } from './DataTable';
import { renderAt } from '../../test/data-table';
import { fakeMatchMedia } from '../../test/match-media';

// On a phone every list is a column of cards (heading, status, a few lines, the actions) with
// its filters and sort in a drawer; on a laptop the actions and status columns stick to the right.

const net = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn(), download: vi.fn() }));
vi.mock('../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client')>()),
  api: { post: net.post, get: net.get, download: net.download },
}));

type Row = {
  id: number;
  name: string;
  city: string;
  mobile: string;
  email: string;
  shop: string;
  note: string;
  status: string;
};

const columns: ColumnDef[] = [
  { field: 'name', label: 'Name', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'city', label: 'City', type: 'text' },
  { field: 'mobile', label: 'Mobile', type: 'text' },
  { field: 'email', label: 'Email', type: 'text' },
  { field: 'shop', label: 'Shop', type: 'text' },
  { field: 'note', label: 'Note', type: 'text' },
  {
    field: 'status',
    label: 'Status',
    type: 'enum',
    sortable: true,
    filterable: true,
    options: [
      { value: 'A', label: 'Verified, awaiting ack no' },
      { value: 'P', label: 'Pending' },
    ],
  },
];

const ROWS: Row[] = Array.from({ length: 3 }, (_, i) => ({
  id: i + 1,
  name: `Person ${i + 1}`,
  city: 'Pune',
  mobile: `98220000${i}0`,
  email: `p${i + 1}@example.in`,
  shop: `Shop ${i + 1}`,
  note: `Note ${i + 1}`,
  status: i % 2 ? 'P' : 'A',
}));

const lastRequest = (): TableRequest => net.post.mock.calls.at(-1)?.[1] as TableRequest;

function renderTable(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}, url = '/list') {
  return renderAt(
    <DataTable<Row>
      url="/things/list"
      title="Things"
      columns={columns}
      rowActions={(r) => (
        <button type="button" aria-label={`Open ${r.name}`}>
          View
        </button>
      )}
      {...props}
    />,
    url,
  );
}

/** The viewport as matchMedia reports it: a 390 px phone, or a laptop. */
function viewport(phone: boolean) {
  window.matchMedia = fakeMatchMedia((query) => phone && query === PHONE_QUERY);
}

const original = window.matchMedia;
beforeEach(() => {
  net.post.mockReset().mockImplementation((_url: string, body: TableRequest) =>
    Promise.resolve({
      data: ROWS.slice(body.start, body.start + body.length),
      totalRecords: 3,
      filterRecords: 3,
    } satisfies TableResponse<Row>),
  );
});
afterEach(() => {
  window.matchMedia = original;
});

describe('DataTable on a phone', () => {
  it('shows each row as a card with its heading, status badge, first lines and actions, and no table', async () => {
    viewport(true);
    renderTable();
    const list = await screen.findByRole('list', { name: 'Things' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);

    const first = within(cards[0]);
    expect(first.getByText('Person 1')).toBeInTheDocument();
    expect(first.getByText('Verified, awaiting ack no')).toBeInTheDocument();
    // The default lines: the four columns after the heading, each with its label; the rest left out.
    expect(first.getAllByRole('term').map((t) => t.textContent)).toEqual(['City', 'Mobile', 'Email', 'Shop']);
    expect(first.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      'Pune',
      '9822000000',
      'p1@example.in',
      'Shop 1',
    ]);
    expect(first.queryByText('Note 1')).not.toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Open Person 1' })).toBeInTheDocument();
    expect(within(cards[1]).getByText('Pending')).toBeInTheDocument();
  });

  it('lets a list choose the heading and the lines of its cards', async () => {
    viewport(true);
    renderTable({ cardRoles: { shop: 'title', name: 'field', note: 'field' } });
    const list = await screen.findByRole('list', { name: 'Things' });
    const first = within(within(list).getAllByRole('listitem')[0]);
    expect(first.getByText('Shop 1')).toBeInTheDocument();
    expect(first.getAllByRole('term').map((t) => t.textContent)).toEqual(['Name', 'Note']);
    expect(first.getByText('Verified, awaiting ack no')).toBeInTheDocument();
  });

  it('says so when no row matches, instead of an empty list', async () => {
    viewport(true);
    net.post.mockImplementation(() =>
      Promise.resolve({ data: [], totalRecords: 3, filterRecords: 0 } satisfies TableResponse<Row>),
    );
    renderTable();
    expect(await screen.findByText('No records found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Things' })).not.toBeInTheDocument();
  });

  it('draws every row of a page as a card, in order, when the page holds more than a first screen', async () => {
    viewport(true);
    const many = Array.from({ length: 9 }, (_, i) => ({ ...ROWS[0], id: i + 1, name: `Person ${i + 1}` }));
    net.post.mockImplementation(() =>
      Promise.resolve({ data: many, totalRecords: 9, filterRecords: 9 } satisfies TableResponse<Row>),
    );
    renderTable();
    const list = await screen.findByRole('list', { name: 'Things' });
    // Issue 29: the cards below a phone's first screen come in a second draw; they all come, and in the rows' order.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(9));
    expect(
      within(list)
        .getAllByRole('button', { name: /^Open / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(many.map((r) => `Open ${r.name}`));
  });

  it('draws the filters panel on its first opening, and keeps it once opened', async () => {
    viewport(true);
    renderTable();
    await screen.findByRole('list', { name: 'Things' });
    // Issue 29: not drawn hidden with every list (its date pickers and selects cost a phone's first draw).
    expect(screen.queryByRole('combobox', { name: 'Sort by', hidden: true })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter and sort' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter and sort' })).not.toBeInTheDocument());
    // Kept mounted: a filter typed just before closing still reaches the list after its pause.
    expect(screen.getByRole('combobox', { name: 'Sort by', hidden: true })).toBeInTheDocument();
  });

  it('keeps filters and sort reachable in a drawer, and counts the active filters on its button', async () => {
    viewport(true);
    renderTable();
    await screen.findByRole('list', { name: 'Things' });
    expect(screen.getByRole('textbox', { name: 'Search all columns' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter and sort' });
    await userEvent.selectOptions(within(drawer).getByRole('combobox', { name: 'Filter Status' }), 'P');
    await waitFor(() => expect(lastRequest().filters).toEqual([{ field: 'status', opt: 'equals', value1: 'P' }]));
    await userEvent.selectOptions(within(drawer).getByRole('combobox', { name: 'Sort by' }), 'name:desc');
    await waitFor(() => expect(lastRequest().sorts).toEqual([{ column: 'name', dir: 'desc' }]));

    await userEvent.click(within(drawer).getByRole('button', { name: 'Show results' }));
    expect(screen.getByRole('button', { name: 'Filters, 1 active' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters, 1 active' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Filter and sort' })).getByRole('button', {
        name: 'Clear filters',
      }),
    );
    await waitFor(() => expect(lastRequest().filters).toEqual([]));
  });
});

describe('DataTable on a laptop', () => {
  it('is a table whose actions column sticks to the right edge, with the status column just left of it', async () => {
    viewport(false);
    renderTable({ rowActionsSize: 170 });
    await screen.findByRole('button', { name: 'Open Person 1' });
    expect(screen.getByRole('table', { name: 'Things' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveStyle({ right: '0px' });
    expect(screen.getByRole('columnheader', { name: 'Status' })).toHaveStyle({ right: '170px' });
    const cell = screen.getByRole('button', { name: 'Open Person 1' }).closest('td');
    expect(cell).toHaveStyle({ right: '0px' });
    expect(screen.getByRole('columnheader', { name: 'Name' }).style.right).toBe('');
  });
});
