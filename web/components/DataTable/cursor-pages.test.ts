import { describe, expect, it } from 'vitest';
import type { TableRequest } from '../../../contract/table';
import { emptyCursors, rememberCursor, withKnownCursor } from './cursor-pages';

const at = (page: number, over: Partial<TableRequest> = {}): TableRequest => ({
  filters: [],
  search: '',
  sorts: [],
  length: 10,
  start: page * 10,
  ...over,
});

describe('a list’s pages by cursor and by number', () => {
  it('asks for the next page after the last row seen, goes back by the cursor it came with, and jumps by offset', () => {
    const memory = emptyCursors();
    // The first page, by offset as always.
    expect(withKnownCursor(at(0), memory)).toEqual(at(0));
    rememberCursor(memory, at(0), 'c1');
    // Next: after page 1's last row.
    expect(withKnownCursor(at(1), memory)).toEqual({ ...at(1), after: 'c1' });
    rememberCursor(memory, { ...at(1), after: 'c1' }, 'c2');
    expect(withKnownCursor(at(2), memory)).toEqual({ ...at(2), after: 'c2' });
    rememberCursor(memory, { ...at(2), after: 'c2' }, 'c3');
    // Previous: the cursor that led to page 2 still does.
    expect(withKnownCursor(at(1), memory)).toEqual({ ...at(1), after: 'c1' });
    // A jump to page 50, never reached page by page: offset.
    expect(withKnownCursor(at(49), memory)).toEqual(at(49));
    rememberCursor(memory, at(49), 'c50');
    expect(withKnownCursor(at(50), memory)).toEqual({ ...at(50), after: 'c50' });
    // The last page answers no cursor: nothing after it is invented.
    rememberCursor(memory, { ...at(50), after: 'c50' }, null);
    expect(withKnownCursor(at(51), memory)).toEqual(at(51));
  });

  it('forgets every cursor when the sort, a filter, the search or the page size changes', () => {
    const memory = emptyCursors();
    rememberCursor(memory, at(0), 'c1');
    const sorted = at(1, { sorts: [{ column: 'dated', dir: 'asc' }] });
    expect(withKnownCursor(sorted, memory)).toEqual(sorted);
    expect(withKnownCursor(at(1, { search: 'ramesh' }), memory)).not.toHaveProperty('after');
    expect(withKnownCursor({ ...at(0), length: 20, start: 20 }, memory)).not.toHaveProperty('after');
    rememberCursor(memory, at(0, { sorts: [{ column: 'dated', dir: 'asc' }] }), 'd1');
    expect(withKnownCursor(at(1), memory)).toEqual(at(1));
  });
});
