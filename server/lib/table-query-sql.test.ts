import { describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { TableRequest } from '../../contract/table';
import { users } from '../db/schema';
import { denseStatement, flatten, planList, sparseStatement, type ListDefinition } from './table-query';

/** flatten() must hand drizzle a statement that renders to exactly the same text and parameters. */
const dialect = new PgDialect();

/** A list shaped like the backlog's: a stored search text, a status, a date and a timestamp. */
const records: ListDefinition = {
  name: 'records',
  title: 'Records',
  personal: false,
  from: sql`records`,
  key: sql`records.id`,
  search: sql`records.search_text`,
  columns: [
    { field: 'name', label: 'Name', type: 'text', sortable: true, searchable: true, expr: sql`records.name` },
    { field: 'ackNo', label: 'Ack no', type: 'text', sortable: true, searchable: true, expr: sql`records.akn_no` },
    {
      field: 'dated',
      label: 'Date',
      type: 'date',
      sortable: true,
      expr: sql`records.dated`,
      output: sql`to_char(records.dated, 'YYYY-MM-DD')`,
    },
    { field: 'madeAt', label: 'Made at', type: 'date', timestamp: true, sortable: true, expr: sql`records.made_at` },
    {
      field: 'status',
      label: 'Status',
      type: 'enum',
      sortable: true,
      expr: sql`records.status`,
      options: [
        { value: 'A', label: 'A' },
        { value: 'P', label: 'P' },
      ],
    },
  ],
  defaultSort: [{ column: 'dated', dir: 'desc' }],
};
const same = (statement: SQL) => {
  const flat = dialect.sqlToQuery(flatten(statement));
  const orig = dialect.sqlToQuery(statement);
  expect(flat.sql).toBe(orig.sql);
  expect(flat.params).toEqual(orig.params);
  return flat;
};

describe('flatten', () => {
  it('renders text, nested SQL, values, columns, encoded values, identifiers and lists as drizzle does', () => {
    const day = new Date('2024-01-02T03:04:05Z');
    const inner = sql`${users.code} = ${'PM1001'} and ${eq(users.id, 5)}`;
    const q = same(
      sql`select ${sql.identifier('a b')}, ${sql.raw('1 + 1')} from t where ${inner} and x in ${[1, 2, 3]}
        and y = ${null} and z > ${day} and ${sql.join([sql`a = ${'x'}`, sql`b = ${2}`], sql` or `)}${undefined} limit ${10}`,
    );
    expect(q.sql).toContain('"users"."code" = $1');
    expect(q.params).toEqual(['PM1001', 5, 1, 2, 3, null, day, 'x', 2, 10]);
  });

  it('leaves a statement whose values are inlined to drizzle', () => {
    const inlined = sql`select ${"it's"}`.inlineParams();
    same(sql`select * from (${inlined}) s where a = ${1}`);
    same(inlined);
  });

  it('renders list statements unchanged: the page, the search probe and a merchant scope', () => {
    const def = records;
    const req = TableRequest.parse({
      length: 10,
      start: 20,
      sorts: [{ column: 'dated', dir: 'desc' }],
      filters: [{ field: 'status', opt: 'in', value1: ['A', 'P'] }],
    });
    same(denseStatement(planList(def, req, 'all')));
    same(denseStatement(planList(def, req, { where: sql`${users.code} = ${'PM1001'}` })));
    const search = TableRequest.parse({ length: 10, start: 0, search: 'sharma 881226808951653' });
    same(sparseStatement(planList(def, search, 'all')));
  });

  it('marks pages filtered by equality as reusable, and ranges and searches not', () => {
    const def = records;
    const plan = (over: object) => planList(def, TableRequest.parse({ length: 10, start: 0, ...over }), 'all');
    expect(plan({}).reusable).toBe(true);
    expect(plan({ filters: [{ field: 'status', opt: 'equals', value1: 'A' }] }).reusable).toBe(true);
    expect(plan({ filters: [{ field: 'dated', opt: 'equals', value1: '2024-01-01' }] }).reusable).toBe(true);
    expect(
      plan({ filters: [{ field: 'dated', opt: 'between', value1: '2024-01-01', value2: '2024-01-31' }] }).reusable,
    ).toBe(false);
    expect(plan({ filters: [{ field: 'madeAt', opt: 'equals', value1: '2024-01-01' }] }).reusable).toBe(false);
    expect(plan({ search: 'sharma' }).reusable).toBe(false);
    expect(plan({ filters: [{ field: 'name', opt: 'startsWith', value1: 'SUR' }] }).reusable).toBe(false);
  });
});
