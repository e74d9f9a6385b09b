import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_FORMATS, ExportRequest, TableRequest, tableResponse, type TableFilter } from '../../contract/table';
import type { Database } from '../db/client';
import type { Access } from './access';
import { errorResponses, sendJsonText } from './http';
import { queryListJson, type ListDefinition, type RowScope } from './table-query';
import { attachment, exportList } from './export';

export type ListRoute = {
  /** POST path answers a page; POST path/export streams the file. */
  path: string;
  access: Access;
  def: ListDefinition;
  tags: string[];
  summary: string;
  /** Which rows the caller may see, decided from the signed-in user; never from the request. */
  scope(req: FastifyRequest): RowScope | Promise<RowScope>;
  /** The list's own fixed filters (from additionFilter), checked like the user's. */
  extraFilters?(additionFilter: Record<string, unknown> | undefined): TableFilter[];
};

/** Registers a DataTable list and its export on the shared table mechanism (docs/architecture.md#http-conventions). */
export function registerList(app: FastifyInstance, database: Database, route: ListRoute): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(route.path, {
    config: { access: route.access },
    schema: {
      tags: route.tags,
      summary: route.summary,
      body: TableRequest,
      response: { 200: tableResponse(z.record(z.string(), z.unknown())), ...errorResponses },
    },
    // PostgreSQL writes the page as JSON in the contract's shape (queryListJson), sent on as it is; tests
    // check every such page against the same page read as rows.
    handler: async (req, reply) => {
      const json = await queryListJson(database, route.def, req.body, await route.scope(req), {
        extraFilters: route.extraFilters?.(req.body.additionFilter ?? undefined),
      });
      return sendJsonText(reply, json);
    },
  });
  r.post(`${route.path}/export`, {
    config: { access: route.access },
    schema: {
      tags: route.tags,
      summary: `${route.summary}: every filtered row as CSV, Excel or PDF`,
      querystring: z.object({ format: z.enum(EXPORT_FORMATS) }),
      body: ExportRequest,
    },
    handler: async (req, reply) => {
      const file = await exportList(database, route.def, req.body, await route.scope(req), {
        format: req.query.format,
        columns: req.body.columns,
        extraFilters: route.extraFilters?.(req.body.additionFilter ?? undefined),
      });
      reply.header('content-disposition', attachment(file.name)).header('cache-control', 'no-store').type(file.mime);
      return reply.send(file.stream);
    },
  });
}
