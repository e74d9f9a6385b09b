import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef, TableResponse } from '../../../contract/table';
import { EXPORT_LABELS } from '../../api/table';
import { setLocale } from '../../i18n/common';
import { renderAt } from '../../test/data-table';
import { fakeMatchMedia } from '../../test/match-media';
import { PHONE_QUERY } from '../../theme';
import { DataTable } from './DataTable';
import { notPseudo as notPseudoIn } from '../../test/pseudo';

const net = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client')>()),
  api: { post: net.post, get: vi.fn(), download: vi.fn() },
}));

type Row = { id: number; name: string; dated: string; status: string };
const columns: ColumnDef[] = [
  { field: 'name', label: 'Name', type: 'text', sortable: true, searchable: true, filterable: true },
  { field: 'amount', label: 'Amount', type: 'amount', sortable: true, filterable: true },
  { field: 'dated', label: 'Dated', type: 'date', sortable: true, filterable: true },
  { field: 'status', label: 'Status', type: 'enum', filterable: true, options: [{ value: 'A', label: 'Success' }] },
];
const ROWS = Array.from({ length: 3 }, (_, i) => ({
  id: i + 1,
  name: `Person ${i + 1}`,
  amount: 1000,
  dated: '2026-11-29',
  status: 'A',
}));
const page = (data: Row[]): TableResponse<Row> => ({ data, totalRecords: 40, filterRecords: 25 });

const original = window.matchMedia;
afterEach(async () => {
  window.matchMedia = original;
  await setLocale('en');
});

function renderTable(rows: Row[] = ROWS) {
  net.post.mockResolvedValue(page(rows));
  return renderAt(
    <DataTable<Row>
      url="/things/list"
      exportUrl="/things/list/export"
      title="Things"
      columns={columns}
      rowActions={() => null}
    />,
    '/list',
  );
}

// What is data, not the table's own words: the title, column labels, cell values, file formats, numbers.
const DATA = new Set(['Things', 'Name', 'Amount', 'Dated', 'Status', 'Success', ...Object.values(EXPORT_LABELS)]);
const isData = (text: string) =>
  DATA.has(text) || /^Person \d+$/.test(text) || /^[\d\s,.:₹/–-]*$/.test(text) || /^\d\d-Nov-\d{4}$/.test(text);

const notPseudo = (root: HTMLElement) => notPseudoIn(root, isData);

describe('DataTable in pseudo-English (decision 0075)', () => {
  it('takes every word of its chrome from the catalogue: toolbar, headings, filters, summary, pager, menus', async () => {
    await setLocale('en-XA');
    renderTable();
    await screen.findByText('Person 1');
    // Both menus open, so their entries are checked too.
    await userEvent.click(screen.getByRole('button', { name: /^\[Çĥöö/ }));
    expect(notPseudo(document.body)).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('[Šĥöŵîñĝ 1–3 öƒ 25 ƒîļţéŕéđ (40 ţöţàļ)');
  });

  it('says so when there is nothing, and on a phone too (cards, the filter panel)', async () => {
    await setLocale('en-XA');
    window.matchMedia = fakeMatchMedia((query) => query === PHONE_QUERY);
    renderTable([]);
    await screen.findByText(/^\[Ñö ŕéçöŕđš ƒöûñđ/);
    await userEvent.click(screen.getByRole('button', { name: /^\[Ƒîļţéŕš/ }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByRole('button', { name: /^\[Çļéàŕ ƒîļţéŕš/ })).toBeInTheDocument();
    expect(notPseudo(document.body)).toEqual([]);
  });
});

describe('DataTable in Hindi', () => {
  it('speaks Hindi: the summary, the export, S#, the search and dates with Hindi months', async () => {
    await setLocale('hi');
    renderTable();
    await screen.findByText('Person 1');
    expect(screen.getByRole('status')).toHaveTextContent('25 में से 1–3 दिख रहे हैं (कुल 40)');
    expect(screen.getByRole('button', { name: 'डाउनलोड' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'सभी कॉलम में खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'क्र॰' })).toBeInTheDocument();
    expect(screen.getAllByText('29-नव॰-2026')).toHaveLength(3);
    expect(document.documentElement.lang).toBe('hi-IN');
    await setLocale('en');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument());
    expect(screen.getAllByText('29-Nov-2026')).toHaveLength(3);
  });
});
