import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { createTestDatabase } from '../test/db';
import { BACKEND } from './access';
import { registerList } from './list-routes';
import { plannedLists } from './list-plans';
import type { ListColumn, ListDefinition } from './table-query';

/**
 * docs/architecture.md#the-list-engine: every list definition is planned when the server starts, so a
 * wrong one stops the start, naming the list and the column, instead of answering a user's click with 500.
 */

describe('every registered list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is planned and checked by the database when the app starts', () => {
    // A list is the pair POST <list> and POST <list>/export that registerList adds.
    const lists = t.app.routeRecords
      .filter((r) => r.method === 'POST' && r.url.endsWith('/export'))
      .map((r) => r.url.slice(0, -'/export'.length))
      .filter((url) => t.app.routeRecords.some((r) => r.method === 'POST' && r.url === url));
    expect(lists.length).toBeGreaterThan(40);
    const planned = plannedLists(t.database);
    expect(lists.filter((url) => !planned.has(url))).toEqual([]);
    expect(planned).toContain('/api/backend/actions/gst/filing/lists/all');
  });
});

describe('a broken definition', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const column = (field: string, expr = sql.raw(`sr.${field}`), more: Partial<ListColumn> = {}): ListColumn => ({
    field,
    label: field,
    type: 'text',
    sortable: true,
    filterable: true,
    expr,
    ...more,
  });
  const good: ListDefinition = {
    name: 'requests-under-test',
    title: 'Requests',
    personal: false,
    from: sql`service_requests sr`,
    key: sql`sr.id`,
    columns: [
      column('ref_no', sql`sr.ref_no`, { searchable: true }),
      column('dated', sql`sr.dated`, { type: 'date', output: sql`to_char(sr.dated, 'YYYY-MM-DD')` }),
      column('state', sql`sr.state`, { type: 'enum', options: [{ value: 'draft', label: 'Draft' }] }),
      column('amount', sql`sr.amount_paise`, { type: 'amount' }),
    ],
    defaultSort: [{ column: 'dated', dir: 'desc' }],
  };

  /** Starts an app with one list, as buildApp registers them, and answers why it did not start (or null). */
  async function start(def: ListDefinition, path = '/api/under-test'): Promise<string | null> {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    try {
      registerList(app, database, { path, access: BACKEND, def, tags: [], summary: 'Under test', scope: () => 'all' });
      await app.ready();
      return null;
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    } finally {
      await app.close();
    }
  }

  it('is told from a good one, which starts', async () => {
    expect(await start(good)).toBeNull();
    expect(plannedLists(database)).toContain('/api/under-test');
  });

  it('with a column whose SQL names nothing stops the start, naming the route, list and column', async () => {
    const def = { ...good, columns: [...good.columns, column('holder', sql`sr.holder_name`)] };
    const why = await start(def, '/api/holders');
    expect(why).toContain('POST /api/holders');
    expect(why).toContain('List "requests-under-test" cannot be planned: column "holder"');
    expect(why).toContain('holder_name');
  });

  it('with a column whose type its SQL does not have stops the start (a text filter on a number)', async () => {
    const def = { ...good, columns: [...good.columns, column('quantity', sql`sr.quantity`)] };
    expect(await start(def)).toMatch(/column "quantity": .*operator does not exist/);
  });

  it('with an output that does not parse stops the start', async () => {
    const def = {
      ...good,
      columns: [...good.columns, column('remark', sql`sr.remark`, { output: sql`sr.remark ||` })],
    };
    expect(await start(def)).toContain('column "remark"');
  });

  it('sorted by default on a column it does not have stops the start before the database is asked', async () => {
    const def: ListDefinition = { ...good, defaultSort: [{ column: 'submitted', dir: 'desc' }] };
    expect(await start(def)).toContain('List "requests-under-test" cannot be planned: its default page (sample 1): ');
    expect(await start(def)).toContain('Unknown sort column "submitted"');
  });

  it('with a FROM that does not exist stops the start', async () => {
    expect(await start({ ...good, from: sql`service_request sr` })).toMatch(
      /List "requests-under-test" cannot be planned: .*service_request/,
    );
  });

  it('counting from a table by a column the list cannot filter by stops the start', async () => {
    const def: ListDefinition = {
      ...good,
      rollups: [{ from: sql`service_request_counts c`, count: sql`c.n`, columns: { service: sql`c.service` } }],
    };
    expect(await start(def)).toContain('count table 1 counts by service, which the list cannot filter by');
  });

  it('declaring a column twice stops the start', async () => {
    expect(await start({ ...good, columns: [...good.columns, good.columns[0]] })).toContain(
      'column "ref_no" is declared twice',
    );
  });
});
