import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PHONE_QUERY } from '../../theme';
import { renderAt } from '../../test/data-table';
import { fakeMatchMedia } from '../../test/match-media';
import { ItemList } from './ItemList';

// A short list a page holds whole (slides, news, backups): a table on a laptop, a card per item on a phone.

type Item = { id: number; title: string; audience: string; active: boolean };
const ITEMS: Item[] = [
  { id: 1, title: 'Diwali offer', audience: 'Public home', active: true },
  { id: 2, title: 'New PAN fees', audience: 'Merchant dashboard', active: false },
];

function renderList() {
  return renderAt(
    <ItemList<Item>
      title="Slides"
      items={ITEMS}
      itemKey={(i) => i.id}
      columns={[
        { label: 'Title', role: 'title', cell: (i) => i.title },
        { label: 'Shown on', cell: (i) => i.audience },
        { label: 'Status', role: 'badge', cell: (i) => (i.active ? 'Active' : 'Inactive') },
      ]}
      actions={(i) => <button type="button">Edit {i.title}</button>}
    />,
    '/',
  );
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('ItemList', () => {
  it('is a table on a laptop, headed by its columns and the actions', () => {
    window.matchMedia = fakeMatchMedia(() => false);
    renderList();
    const table = screen.getByRole('table', { name: 'Slides' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Shown on', 'Status', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('is a card per item on a phone: heading, badge, labelled lines and the buttons', () => {
    window.matchMedia = fakeMatchMedia((q) => q === PHONE_QUERY);
    renderList();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Slides' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = cards[1];
    expect(second).toHaveTextContent(/^New PAN feesInactive/);
    expect(within(second).getByText('Shown on').tagName).toBe('DT');
    expect(within(second).getByText('Merchant dashboard').tagName).toBe('DD');
    expect(within(second).getByRole('button', { name: 'Edit New PAN fees' })).toBeInTheDocument();
  });
});
