import { describe, expect, it } from 'vitest';
import type { ColumnDef } from '../../../contract/table';
import { nextSorts, rangeFilter, rangeOf, readTableState, withFirstPage, writeTableState } from './table-state';

const columns: ColumnDef[] = [
  { field: 'name', label: 'Name', type: 'text', sortable: true, filterable: true },
  { field: 'amount', label: 'Amount', type: 'amount', sortable: true, filterable: true },
  { field: 'dated', label: 'Dated', type: 'date', sortable: true, filterable: true, ops: ['between'] },
  { field: 'status', label: 'Status', type: 'enum', filterable: true, options: [{ value: 'A', label: 'Success' }] },
];

describe('nextSorts', () => {
  it('cycles one column asc → desc → off on plain clicks', () => {
    expect(nextSorts([], 'name', false)).toEqual([{ column: 'name', dir: 'asc' }]);
    expect(nextSorts([{ column: 'name', dir: 'asc' }], 'name', false)).toEqual([{ column: 'name', dir: 'desc' }]);
    expect(nextSorts([{ column: 'name', dir: 'desc' }], 'name', false)).toEqual([]);
  });

  it('replaces a multi-sort with one column on a plain click', () => {
    const sorts = [
      { column: 'name', dir: 'asc' as const },
      { column: 'amount', dir: 'desc' as const },
    ];
    expect(nextSorts(sorts, 'amount', false)).toEqual([{ column: 'amount', dir: 'asc' }]);
  });

  it('appends, flips and removes on shift-clicks, keeping at most five', () => {
    const one = [{ column: 'name', dir: 'asc' as const }];
    expect(nextSorts(one, 'amount', true)).toEqual([...one, { column: 'amount', dir: 'asc' }]);
    expect(nextSorts([...one, { column: 'amount', dir: 'asc' }], 'amount', true)).toEqual([
      ...one,
      { column: 'amount', dir: 'desc' },
    ]);
    expect(nextSorts([...one, { column: 'amount', dir: 'desc' }], 'amount', true)).toEqual(one);
    const five = ['a', 'b', 'c', 'd', 'e'].map((column) => ({ column, dir: 'asc' as const }));
    expect(nextSorts(five, 'f', true).map((s) => s.column)).toEqual(['b', 'c', 'd', 'e', 'f']);
  });
});

describe('URL state', () => {
  it('round-trips through the search params, leaving defaults and other params alone', () => {
    const state = {
      page: 2,
      size: 50,
      sorts: [
        { column: 'amount', dir: 'desc' as const },
        { column: 'name', dir: 'asc' as const },
      ],
      filters: [
        { field: 'name', opt: 'contains', value1: 'a~b c' },
        { field: 'amount', opt: 'between', value1: 10, value2: 20.5 },
        { field: 'dated', opt: 'between', value1: '2024-01-01', value2: null },
        { field: 'status', opt: 'equals', value1: 'A' },
      ],
      search: 'ram kumar',
    };
    const params = writeTableState(new URLSearchParams('status=P&dt1=2024-01-01'), state);
    expect(params.get('status')).toBe('P');
    expect(params.get('page')).toBe('3');
    expect(params.get('sort')).toBe('-amount,name');
    expect(readTableState(new URLSearchParams(params.toString()), columns)).toEqual(state);

    const defaults = writeTableState(params, { page: 0, size: 10, sorts: [], filters: [], search: '' });
    expect(defaults.toString()).toBe('status=P&dt1=2024-01-01');
  });

  it('drops what the columns do not allow', () => {
    const state = readTableState(
      new URLSearchParams(
        'sort=status,nope,name,name&f.dated=gte~2024-01-01&f.amount=gte~abc&f.name=bogus~x&f.status=equals~A&size=30',
      ),
      columns,
    );
    expect(state.sorts).toEqual([{ column: 'name', dir: 'asc' }]);
    expect(state.filters).toEqual([{ field: 'status', opt: 'equals', value1: 'A' }]);
    expect(state.size).toBe(10);
  });

  it('keeps prefixed tables apart and resets only its own page', () => {
    const params = writeTableState(
      new URLSearchParams('page=4'),
      { page: 1, size: 20, sorts: [], filters: [], search: 'x' },
      'b',
    );
    expect(params.toString()).toBe('page=4&b.page=2&b.size=20&b.q=x');
    expect(withFirstPage(params, 'b').toString()).toBe('page=4&b.size=20&b.q=x');
  });
});

describe('rangeFilter', () => {
  const amount = columns[1];
  const dated = columns[2];
  it('maps both ends to between and one end to gte or lte', () => {
    expect(rangeFilter(amount, 1, 5)).toEqual({ field: 'amount', opt: 'between', value1: 1, value2: 5 });
    expect(rangeFilter(amount, 1, null)).toEqual({ field: 'amount', opt: 'gte', value1: 1 });
    expect(rangeFilter(amount, null, 5)).toEqual({ field: 'amount', opt: 'lte', value1: 5 });
    expect(rangeFilter(amount, null, '')).toBeNull();
  });

  it('uses an open between for a column that allows only between', () => {
    expect(rangeFilter(dated, '2024-01-01', null)).toEqual({
      field: 'dated',
      opt: 'between',
      value1: '2024-01-01',
      value2: null,
    });
  });

  it('reads back the ends of any range filter', () => {
    expect(rangeOf({ field: 'amount', opt: 'lte', value1: 5 })).toEqual([null, 5]);
    expect(rangeOf({ field: 'amount', opt: 'between', value1: 1, value2: 5 })).toEqual([1, 5]);
    expect(rangeOf(undefined)).toEqual([null, null]);
  });
});

describe('search length', () => {
  it('sends a search only once a word has 3 characters', async () => {
    const { toTableRequest: build, searchReady } = await import('./table-state');
    expect(searchReady('ab')).toBe(false);
    expect(searchReady('ab cde')).toBe(true);
    const state = { page: 0, size: 10, sorts: [], filters: [], search: 'ab' };
    expect(build(state).search).toBe('');
    expect(build({ ...state, search: 'ravi' }).search).toBe('ravi');
  });
});
