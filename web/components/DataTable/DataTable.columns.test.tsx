import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef, TableRequest } from '../../../contract/table';
import { columnChoicesKey, clearColumnChoices } from '../../api/column-choices';
import { renderAt } from '../../test/data-table';
import { signIn } from '../../test/tokens';
import { DataTable } from './DataTable';

// docs/decisions/0072: a user's picks in the columns menu are kept in this browser per user and list.

const net = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client')>()),
  api: { post: net.post, get: vi.fn(), download: vi.fn() },
}));

type Row = { id: number; name: string; period: string; remark: string; dated: string };

const columns: ColumnDef[] = [
  { field: 'name', label: 'Name', type: 'text' },
  { field: 'period', label: 'Period', type: 'text', format: (v) => `month ${v.slice(5)} of ${v.slice(0, 4)}` },
  { field: 'remark', label: 'Reason', type: 'text', lines: 2 },
  { field: 'dated', label: 'Dated', type: 'date', hidden: true },
];
const ROW: Row = { id: 1, name: 'Person 1', period: '2026-10', remark: 'A long reason', dated: '2026-11-20' };

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

async function mount(list = '/things/list') {
  const view = renderAt(<DataTable<Row> url={list} title="Things" columns={columns} />, '/list');
  await screen.findByText('Person 1');
  return view;
}

async function toggle(label: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Choose columns' }));
  await userEvent.click(screen.getByRole('checkbox', { name: label }));
  await userEvent.keyboard('{Escape}');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  net.post
    .mockReset()
    .mockImplementation((_url: string, req: TableRequest) =>
      Promise.resolve({ data: req.start === 0 ? [ROW] : [], totalRecords: 1, filterRecords: 1 }),
    );
  signIn({ sub: 'PM1001', role: 'merchant', kind: 'owner' });
});
afterEach(() => localStorage.clear());

describe("the columns menu's picks", () => {
  it('stay after the list is opened again, for the same user only', async () => {
    const first = await mount();
    expect(headers()).toEqual(['S#', 'Name', 'Period', 'Reason']);
    await toggle('Reason');
    await toggle('Dated');
    expect(headers()).toEqual(['S#', 'Name', 'Period', 'Dated']);
    first.unmount();

    const again = await mount();
    expect(headers()).toEqual(['S#', 'Name', 'Period', 'Dated']);
    again.unmount();

    // Another list of the same user opens on its own first view.
    const other = await mount('/others/list');
    expect(headers()).toEqual(['S#', 'Name', 'Period', 'Reason']);
    other.unmount();

    // Another person on this browser sees the list as it is first shown.
    signIn({ sub: 'PM2002', role: 'merchant', kind: 'owner' });
    await mount();
    expect(headers()).toEqual(['S#', 'Name', 'Period', 'Reason']);
  });

  it('ignores a stored value that does not fit the list now, and forgets every pick at sign-out', async () => {
    // A column since renamed, a value that is not a yes or no, and a page-breaking shape.
    localStorage.setItem(
      columnChoicesKey('/things/list', 'PM1001'),
      JSON.stringify({ reason: false, name: 'no', dated: true }),
    );
    localStorage.setItem(columnChoicesKey('/others/list', 'PM1001'), '[not json');
    const view = await mount();
    expect(headers()).toEqual(['S#', 'Name', 'Period', 'Reason', 'Dated']);
    view.unmount();
    await mount('/others/list');
    expect(headers()).toEqual(['S#', 'Name', 'Period', 'Reason']);

    localStorage.setItem('theme', 'dark');
    clearColumnChoices();
    expect(localStorage.getItem(columnChoicesKey('/things/list', 'PM1001'))).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it("writes a column's own format and clamps a long text, its whole in the title", async () => {
    await mount();
    expect(screen.getByText('month 10 of 2026')).toBeInTheDocument();
    expect(screen.getByTitle('A long reason')).toHaveTextContent('A long reason');
  });
});
