import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { OPS_BY_TYPE, TableRequest, type TableFilter } from '../../contract/table';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/db';
import { AppError } from './errors';
import {
  countList,
  listBatches,
  listCaches,
  planList,
  queryList,
  queryListJson,
  type ListDefinition,
} from './table-query';

/**
 * The list mechanism against a real database, on a scratch table that has a column of every type
 * (the backlog list has no number or amount column), so every operator of every type is exercised.
 */
let database: Database;

const items: ListDefinition = {
  name: 'items',
  title: 'Items',
  personal: false,
  from: sql`tq_items`,
  key: sql`tq_items.id`,
  columns: [
    { field: 'title', label: 'Title', type: 'text', sortable: true, searchable: true, expr: sql`tq_items.title` },
    { field: 'note', label: 'Note', type: 'text', sortable: true, searchable: true, expr: sql`tq_items.note` },
    {
      field: 'qty',
      label: 'Qty',
      type: 'number',
      sortable: true,
      expr: sql`tq_items.qty`,
      output: sql`tq_items.qty::int`,
    },
    {
      field: 'ratio',
      label: 'Ratio',
      type: 'number',
      decimal: true,
      sortable: true,
      expr: sql`tq_items.ratio`,
      output: sql`tq_items.ratio::float8`,
    },
    {
      field: 'price',
      label: 'Price',
      type: 'amount',
      sortable: true,
      expr: sql`tq_items.price_paise`,
      output: sql`(tq_items.price_paise / 100.0)::float8`,
    },
    {
      field: 'made',
      label: 'Made',
      type: 'date',
      sortable: true,
      expr: sql`tq_items.made`,
      output: sql`to_char(tq_items.made, 'YYYY-MM-DD')`,
    },
    {
      field: 'madeAt',
      label: 'Made at',
      type: 'date',
      timestamp: true,
      sortable: true,
      expr: sql`tq_items.made_at`,
      output: sql`tq_items.made_at::text`,
    },
    {
      field: 'kind',
      label: 'Kind',
      type: 'enum',
      sortable: true,
      expr: sql`tq_items.kind`,
      options: [
        { value: 'A', label: 'Apple' },
        { value: 'B', label: 'Banana' },
        { value: 'C', label: 'Cherry' },
      ],
    },
    { field: 'secret', label: 'Secret', type: 'text', filterable: false, expr: sql`tq_items.title` },
  ],
  defaultSort: [{ column: 'title', dir: 'asc' }],
};

beforeAll(async () => {
  database = await createTestDatabase();
  await database.query(
    `create table tq_items (id bigserial primary key, title text not null, note text, qty int, ratio numeric,
      price_paise bigint, made date, made_at timestamptz, kind text)`,
  );
  await database.query(`insert into tq_items (id, title, note, qty, ratio, price_paise, made, made_at, kind) values
    (1, 'Alpha pen', 'x', 5, 0.5, 1050, '2024-01-10', '2024-01-10T14:30:00Z', 'A'),
    (2, 'beta Pencil', '', 10, 1.25, 250000, '2024-02-01', '2024-01-31T18:40:00Z', 'B'),
    (3, '100% cotton_bag', null, 0, 2, 99, '2024-02-29', '2024-02-29T18:29:59Z', 'A'),
    (4, 'O''Reilly''); DROP TABLE tq_items;--', 'y', null, null, null, null, null, 'C'),
    (5, 'gamma', 'z', 7, 3.75, 500, '2023-12-31', '2023-12-31T18:30:00Z', 'B')`);
});
afterAll(() => database.close());

const req = (over: Partial<TableRequest> = {}) =>
  TableRequest.parse({ length: 100, start: 0, sorts: [{ column: 'qty', dir: 'asc' }], ...over });

async function ids(filters: TableFilter[], search = ''): Promise<number[]> {
  const res = await queryList<{ title: string }>(database, items, req({ filters, search }), 'all');
  const all = await database.query<{ id: string | number; title: string }>('select id, title from tq_items');
  const byTitle = new Map(all.map((r) => [r.title, Number(r.id)]));
  return res.data.map((r) => byTitle.get(r.title)!).sort((a, b) => a - b);
}

function badRequest(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).status).toBe(400);
    return e as AppError;
  }
  throw new Error('expected a 400');
}

describe('operators, by type', () => {
  const cases: { type: string; field: string; opt: string; value1?: unknown; value2?: unknown; expect: number[] }[] = [
    // text
    { type: 'text', field: 'title', opt: 'equals', value1: 'gamma', expect: [5] },
    { type: 'text', field: 'title', opt: 'notEquals', value1: 'gamma', expect: [1, 2, 3, 4] },
    { type: 'text', field: 'title', opt: 'contains', value1: 'PEN', expect: [1, 2] },
    { type: 'text', field: 'title', opt: 'contains', value1: '100%', expect: [3] },
    // '_' is literal: only titles that really hold an underscore match (not every title of one character or more).
    { type: 'text', field: 'title', opt: 'contains', value1: '_', expect: [3, 4] },
    { type: 'text', field: 'title', opt: 'startsWith', value1: 'be', expect: [2] },
    { type: 'text', field: 'title', opt: 'in', value1: ['gamma', 'Alpha pen', 'nope'], expect: [1, 5] },
    { type: 'text', field: 'note', opt: 'empty', expect: [2, 3] },
    { type: 'text', field: 'note', opt: 'notEmpty', expect: [1, 4, 5] },
    { type: 'text', field: 'note', opt: 'notEquals', value1: 'x', expect: [2, 3, 4, 5] },
    // number (integer column)
    { type: 'number', field: 'qty', opt: 'equals', value1: 7, expect: [5] },
    { type: 'number', field: 'qty', opt: 'equals', value1: '10', expect: [2] },
    { type: 'number', field: 'qty', opt: 'equals', value1: 7.5, expect: [] },
    { type: 'number', field: 'qty', opt: 'notEquals', value1: 7, expect: [1, 2, 3, 4] },
    { type: 'number', field: 'qty', opt: 'between', value1: 5, value2: 7, expect: [1, 5] },
    { type: 'number', field: 'qty', opt: 'between', value1: 6, expect: [2, 5] },
    { type: 'number', field: 'qty', opt: 'between', value2: 4.5, expect: [3] },
    { type: 'number', field: 'qty', opt: 'gt', value1: 5, expect: [2, 5] },
    { type: 'number', field: 'qty', opt: 'gt', value1: 6.5, expect: [2, 5] },
    { type: 'number', field: 'qty', opt: 'gte', value1: 5, expect: [1, 2, 5] },
    { type: 'number', field: 'qty', opt: 'lt', value1: 5, expect: [3] },
    { type: 'number', field: 'qty', opt: 'lte', value1: 5, expect: [1, 3] },
    { type: 'number', field: 'qty', opt: 'lte', value1: 4.9, expect: [3] },
    { type: 'number', field: 'qty', opt: 'in', value1: [0, 10, 2.5], expect: [2, 3] },
    { type: 'number', field: 'qty', opt: 'empty', expect: [4] },
    { type: 'number', field: 'qty', opt: 'notEmpty', expect: [1, 2, 3, 5] },
    // number (decimal column)
    { type: 'number', field: 'ratio', opt: 'equals', value1: 1.25, expect: [2] },
    { type: 'number', field: 'ratio', opt: 'between', value1: 0.5, value2: 2, expect: [1, 2, 3] },
    { type: 'number', field: 'ratio', opt: 'gt', value1: 1.25, expect: [3, 5] },
    // amount (rupees on the wire, paise in the table)
    { type: 'amount', field: 'price', opt: 'equals', value1: 10.5, expect: [1] },
    { type: 'amount', field: 'price', opt: 'notEquals', value1: 10.5, expect: [2, 3, 4, 5] },
    { type: 'amount', field: 'price', opt: 'between', value1: 0.99, value2: 10.5, expect: [1, 3, 5] },
    { type: 'amount', field: 'price', opt: 'gt', value1: 10.5, expect: [2] },
    { type: 'amount', field: 'price', opt: 'gte', value1: 10.5, expect: [1, 2] },
    { type: 'amount', field: 'price', opt: 'lt', value1: 5, expect: [3] },
    { type: 'amount', field: 'price', opt: 'lte', value1: 5, expect: [3, 5] },
    { type: 'amount', field: 'price', opt: 'empty', expect: [4] },
    { type: 'amount', field: 'price', opt: 'notEmpty', expect: [1, 2, 3, 5] },
    // date
    { type: 'date', field: 'made', opt: 'equals', value1: '2024-02-29', expect: [3] },
    { type: 'date', field: 'made', opt: 'between', value1: '2024-01-01', value2: '2024-02-01', expect: [1, 2] },
    { type: 'date', field: 'made', opt: 'between', value1: '2024-02-01', expect: [2, 3] },
    { type: 'date', field: 'made', opt: 'gt', value1: '2024-02-01', expect: [3] },
    { type: 'date', field: 'made', opt: 'gte', value1: '2024-02-01', expect: [2, 3] },
    { type: 'date', field: 'made', opt: 'lt', value1: '2024-01-10', expect: [5] },
    { type: 'date', field: 'made', opt: 'lte', value1: '2024-01-10', expect: [1, 5] },
    { type: 'date', field: 'made', opt: 'empty', expect: [4] },
    { type: 'date', field: 'made', opt: 'notEmpty', expect: [1, 2, 3, 5] },
    // date over timestamptz: calendar days in India, whatever the UTC date
    { type: 'date', field: 'madeAt', opt: 'equals', value1: '2024-02-01', expect: [2] },
    { type: 'date', field: 'madeAt', opt: 'equals', value1: '2024-01-01', expect: [5] },
    { type: 'date', field: 'madeAt', opt: 'between', value1: '2024-01-01', value2: '2024-02-01', expect: [1, 2, 5] },
    { type: 'date', field: 'madeAt', opt: 'gt', value1: '2024-02-01', expect: [3] },
    { type: 'date', field: 'madeAt', opt: 'lte', value1: '2024-02-29', expect: [1, 2, 3, 5] },
    { type: 'date', field: 'madeAt', opt: 'lt', value1: '2024-02-29', expect: [1, 2, 5] },
    { type: 'date', field: 'madeAt', opt: 'gte', value1: '2024-01-10', expect: [1, 2, 3] },
    // enum
    { type: 'enum', field: 'kind', opt: 'equals', value1: 'A', expect: [1, 3] },
    { type: 'enum', field: 'kind', opt: 'notEquals', value1: 'A', expect: [2, 4, 5] },
    { type: 'enum', field: 'kind', opt: 'in', value1: ['B', 'C'], expect: [2, 4, 5] },
    { type: 'enum', field: 'kind', opt: 'empty', expect: [] },
    { type: 'enum', field: 'kind', opt: 'notEmpty', expect: [1, 2, 3, 4, 5] },
  ];

  it('covers every operator each type allows', () => {
    for (const [type, ops] of Object.entries(OPS_BY_TYPE)) {
      const tested = new Set(cases.filter((c) => c.type === type).map((c) => c.opt));
      expect(
        [...ops].filter((o) => !tested.has(o)),
        type,
      ).toEqual([]);
    }
  });

  for (const c of cases) {
    const values = `${JSON.stringify(c.value1 ?? '')}${c.value2 !== undefined ? `..${JSON.stringify(c.value2)}` : ''}`;
    it(`${c.type} ${c.field} ${c.opt} ${values}`, async () => {
      expect(await ids([{ field: c.field, opt: c.opt, value1: c.value1 as never, value2: c.value2 as never }])).toEqual(
        c.expect,
      );
    });
  }

  it('ANDs several filters and the search', async () => {
    expect(
      await ids([
        { field: 'kind', opt: 'equals', value1: 'A' },
        { field: 'qty', opt: 'gt', value1: 1 },
      ]),
    ).toEqual([1]);
    expect(await ids([], 'pen')).toEqual([1, 2]);
    expect(await ids([], 'pen alpha')).toEqual([1]);
    expect(await ids([{ field: 'kind', opt: 'equals', value1: 'B' }], 'pen')).toEqual([2]);
  });
});

describe('input is data, never SQL', () => {
  it('matches quotes, semicolons and comment marks literally and leaves the table intact', async () => {
    const evil = "O'Reilly'); DROP TABLE tq_items;--";
    expect(await ids([{ field: 'title', opt: 'equals', value1: evil }])).toEqual([4]);
    expect(await ids([{ field: 'title', opt: 'contains', value1: "'); DROP" }])).toEqual([4]);
    expect(await ids([], "'; delete from tq_items; --")).toEqual([]);
    expect(await ids([], '00%')).toEqual([3]);
    expect(await ids([{ field: 'title', opt: 'in', value1: ["') or 1=1 --", 'gamma'] }])).toEqual([5]);
    const [{ n }] = await database.query<{ n: string | number }>('select count(*) as n from tq_items');
    expect(Number(n)).toBe(5);
  });
});

describe('refusals name what is wrong', () => {
  it('unknown field, operator, sort column, enum value and page size', () => {
    const unknownField = badRequest(() =>
      planList(items, req({ filters: [{ field: 'nope', opt: 'equals', value1: 'x' }] }), 'all'),
    );
    expect(unknownField.errors).toEqual({ 'filters.0.field': ['Unknown filter field "nope"'] });
    expect(unknownField.message).toBe('Unknown filter field "nope"');

    const notFilterable = badRequest(() =>
      planList(items, req({ filters: [{ field: 'secret', opt: 'equals', value1: 'x' }] }), 'all'),
    );
    expect(notFilterable.errors?.['filters.0.field']).toBeDefined();

    const badOp = badRequest(() =>
      planList(items, req({ filters: [{ field: 'made', opt: 'contains', value1: '2024' }] }), 'all'),
    );
    expect(badOp.errors?.['filters.0.opt']?.[0]).toMatch(/Unknown operator "contains" for Made/);

    const unknownOp = badRequest(() =>
      planList(items, req({ filters: [{ field: 'title', opt: 'like', value1: 'x' }] }), 'all'),
    );
    expect(unknownOp.errors?.['filters.0.opt']?.[0]).toMatch(/"like"/);

    const badSort = badRequest(() => planList(items, req({ sorts: [{ column: 'id; drop', dir: 'asc' }] }), 'all'));
    expect(badSort.errors).toEqual({ 'sorts.0.column': ['Unknown sort column "id; drop"'] });

    const badEnum = badRequest(() =>
      planList(items, req({ filters: [{ field: 'kind', opt: 'equals', value1: 'Z' }] }), 'all'),
    );
    expect(badEnum.errors?.['filters.0.value1']?.[0]).toMatch(/not one of A, B, C/);

    const badDate = badRequest(() =>
      planList(items, req({ filters: [{ field: 'made', opt: 'equals', value1: '2024-02-30' }] }), 'all'),
    );
    expect(badDate.errors?.['filters.0.value1']?.[0]).toMatch(/YYYY-MM-DD/);

    const badNumber = badRequest(() =>
      planList(items, req({ filters: [{ field: 'qty', opt: 'gt', value1: 'ten' }] }), 'all'),
    );
    expect(badNumber.errors?.['filters.0.value1']?.[0]).toMatch(/number/);

    const noValue = badRequest(() => planList(items, req({ filters: [{ field: 'title', opt: 'equals' }] }), 'all'));
    expect(noValue.errors?.['filters.0.value1']).toBeDefined();

    const short = badRequest(() => planList(items, req({ search: ' ab  c ' }), 'all'));
    expect(short.errors).toEqual({ search: ['Type at least 3 characters to search'] });
    expect(() => planList(items, req({ search: 'ab pen' }), 'all')).not.toThrow();

    const size = badRequest(() => planList(items, req({ length: 25 }), 'all'));
    expect(size.errors).toEqual({ length: ['Page size must be one of 10, 20, 50, 100'] });
  });
});

describe('pages, order and counts', () => {
  it('pages through a stable order with the key as tie-break, and counts scope and filter separately', async () => {
    const scope = { where: sql`tq_items.kind <> 'C'` };
    const page = (start: number, sorts: { column: string; dir: 'asc' | 'desc' }[] = [{ column: 'kind', dir: 'asc' }]) =>
      queryList<{ title: string }>(database, items, TableRequest.parse({ length: 10, start, sorts }), scope);
    const all = await page(0);
    expect(all.totalRecords).toBe(4);
    expect(all.filterRecords).toBe(4);
    // kind ties (A, A and B, B) are broken by id in the direction of the last sort.
    expect(all.data.map((r) => r.title)).toEqual(['Alpha pen', '100% cotton_bag', 'beta Pencil', 'gamma']);
    const desc = await page(0, [{ column: 'kind', dir: 'desc' }]);
    expect(desc.data.map((r) => r.title)).toEqual(['gamma', 'beta Pencil', '100% cotton_bag', 'Alpha pen']);
    const beyond = await page(10);
    expect(beyond).toEqual({ data: [], totalRecords: 4, filterRecords: 4, nextCursor: null });

    const filtered = await queryList(
      database,
      items,
      TableRequest.parse({
        length: 10,
        start: 1,
        filters: [{ field: 'qty', opt: 'gte', value1: 5 }],
        sorts: [{ column: 'qty', dir: 'desc' }],
      }),
      scope,
    );
    expect(filtered.totalRecords).toBe(4);
    expect(filtered.filterRecords).toBe(3);
    expect(filtered.data.map((r) => r.qty)).toEqual([7, 5]);
  });

  it('plans a repeated request once, and never lends one scope’s plan to another', async () => {
    const ask = (kind: string) =>
      queryList<{ title: string }>(database, items, req(), {
        filters: [{ field: 'kind', opt: 'equals', value1: kind }],
      });
    const a1 = await ask('A');
    const b = await ask('B');
    const a2 = await ask('A');
    expect(a1.data.map((r) => r.title)).toEqual(['100% cotton_bag', 'Alpha pen']);
    expect(b.data.map((r) => r.title)).toEqual(['gamma', 'beta Pencil']);
    expect(a2).toEqual(a1);
    // A scope written as SQL is planned each time, with its own values.
    const sqlScope = (kind: string) =>
      queryList<{ title: string }>(database, items, req(), { where: sql`tq_items.kind = ${kind}` });
    expect((await sqlScope('C')).data).toHaveLength(1);
    expect((await sqlScope('B')).data).toHaveLength(2);
  });

  it('answers the same pages, as rows and as JSON, after its caches are cleared', async () => {
    const request = req({ filters: [{ field: 'kind', opt: 'in', value1: ['A', 'B'] }] });
    const rows = await queryList<{ title: string }>(database, items, request, 'all');
    const json = await queryListJson(database, items, request, 'all');
    expect(rows.data.map((r) => r.title)).toEqual(['100% cotton_bag', 'Alpha pen', 'gamma', 'beta Pencil']);
    expect(JSON.parse(json)).toEqual(rows);
    listCaches.clear();
    expect(await queryList(database, items, request, 'all')).toEqual(rows);
    expect(JSON.parse(await queryListJson(database, items, request, 'all'))).toEqual(rows);
  });

  it('answers typed values: numbers, amounts in rupees, dates as YYYY-MM-DD', async () => {
    const res = await queryList<Record<string, unknown>>(
      database,
      items,
      req({ filters: [{ field: 'qty', opt: 'equals', value1: 5 }] }),
      'all',
    );
    expect(res.data[0]).toMatchObject({
      title: 'Alpha pen',
      qty: 5,
      ratio: 0.5,
      price: 10.5,
      made: '2024-01-10',
      kind: 'A',
    });
  });

  it('streams every filtered row in list order for exports, in batches', async () => {
    const plan = planList(
      items,
      {
        ...req({ sorts: [{ column: 'made', dir: 'desc' }], filters: [{ field: 'made', opt: 'notEmpty' }] }),
        length: 0,
      },
      'all',
      { paged: false },
    );
    expect(await countList(database, plan)).toBe(4);
    const rows: Record<string, unknown>[] = [];
    for await (const batch of listBatches(
      database,
      plan,
      items.columns.filter((c) => c.field === 'made'),
      100,
    ))
      rows.push(...batch);
    expect(rows.map((r) => r.made)).toEqual(['2024-02-29', '2024-02-01', '2024-01-10', '2023-12-31']);
  });
});
