import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GST_FILING_COLUMNS, GST_FILING_WORKFLOW } from '../../../contract/gst';
import type { Database } from '../../db/client';
import { plannedLists } from '../../lib/list-plans';
import type { ListDefinition } from '../../lib/table-query';
import { createTestDatabase } from '../../test/db';
import { registerWorkflowLists, sharedMerchantWhere, sharedRequestList } from './lists';

/**
 * A workflow's lists carry the columns the engine reads (docs/architecture.md#the-list-engine): a shared
 * request list adds them when a service's columns leave them out, and any other workflow list without
 * them stops the start instead of answering the back office's first click with a 500.
 */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const API = { merchant: '/api/merchant/under-test', backend: '/api/backend/under-test' };

/** Starts an app with a workflow's lists, as a service's routes register them; answers why it did not start. */
async function start(
  def: (side: 'merchant' | 'backend', name: string) => ListDefinition,
  merchantWhere = sharedMerchantWhere,
): Promise<string | null> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  try {
    registerWorkflowLists(app, database, {
      workflow: GST_FILING_WORKFLOW,
      api: API,
      tags: [],
      def,
      merchantOf: async () => 1,
      merchantWhere,
    });
    await app.ready();
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  } finally {
    await app.close();
  }
}

describe('a shared request list', () => {
  const withoutEngineColumns = GST_FILING_COLUMNS.filter((c) => !['state', 'ref_no', 'dated'].includes(c.field));

  it('has the state, reference and date even when the service leaves them out, the state worded by the workflow', () => {
    const def = sharedRequestList(GST_FILING_WORKFLOW, 'backend', 'all', withoutEngineColumns);
    const fields = def.columns.map((c) => c.field);
    expect(fields).toEqual(expect.arrayContaining(['id', 'ref_no', 'dated', 'state']));
    const state = def.columns.find((c) => c.field === 'state')!;
    expect(state.options).toContainEqual({
      value: 'query_raised',
      label: GST_FILING_WORKFLOW.stateLabels.query_raised,
    });
  });

  it('keeps the service’s own wording of a column the engine reads', () => {
    const def = sharedRequestList(GST_FILING_WORKFLOW, 'backend', 'all', GST_FILING_COLUMNS);
    const declared = GST_FILING_COLUMNS.find((c) => c.field === 'state')!;
    expect(def.columns.filter((c) => c.field === 'state')).toEqual([
      expect.objectContaining({ label: declared.label }),
    ]);
  });

  it('without the state in its contract columns still starts, and every list of the workflow is planned', async () => {
    const why = await start((side, name) => sharedRequestList(GST_FILING_WORKFLOW, side, name, withoutEngineColumns));
    expect(why).toBeNull();
    const lists = Object.keys(GST_FILING_WORKFLOW.lists.backend).map((name) => `${API.backend}/lists/${name}`);
    expect([...plannedLists(database)]).toEqual(expect.arrayContaining(lists));
  });
});

describe('a workflow list of its own (not on service_requests)', () => {
  it('without a state column stops the start, naming the list and the column', async () => {
    const why = await start((side, name) => {
      const def = sharedRequestList(GST_FILING_WORKFLOW, side, name, GST_FILING_COLUMNS);
      return { ...def, columns: def.columns.filter((c) => c.field !== 'state') };
    });
    expect(why).toBe('List "gst-filing-drafts" has no column state, which the request engine reads');
  });

  it('whose merchant scope names a column its rows do not have stops the start', async () => {
    const why = await start(
      (side, name) => sharedRequestList(GST_FILING_WORKFLOW, side, name, GST_FILING_COLUMNS),
      (merchantId) => sql`sr.shop_id = ${merchantId}`,
    );
    expect(why).toMatch(
      /^POST \/api\/merchant\/under-test\/lists\/\w+: List "gst-filing-\w+" cannot be planned: its default page/,
    );
    expect(why).toContain('shop_id');
  });
});
