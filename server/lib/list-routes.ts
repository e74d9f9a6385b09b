import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EXPORT_FORMATS,
  ExportRequest,
  TableRequest,
  tableResponse,
  type ExportFormat,
  type TableFilter,
} from '../../contract/table';
import type { Database } from '../db/client';
import type { Access } from './access';
import { errorResponses, sendJsonText } from './http';
import { queryListJson, type ListDefinition, type RowScope } from './table-query';
import { attachment, exportList, type ExportFile } from './export';
import { requestLocale } from './i18n';
import type { Locale } from '../../contract/i18n';
import { checkPlanned, keepPlanned, planDefinition, type PlanSample } from './list-plans';

/** What the access log keeps of an export of personal data (docs/decisions/0067): never the rows themselves. */
export type ExportNote = { list: string; format: ExportFormat; rows: number; filters: readonly string[] };
/** Writes an export's note with the caller (user, address) the request carries. */
export type ExportLogger = (req: FastifyRequest, note: ExportNote) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once by the app (installExportLog): server/lib imports no module, so the access log comes in here. */
    exportLog?: ExportLogger;
  }
}

/** Called once by the app, before any route, so every list's export reaches the access log. */
export function installExportLog(app: FastifyInstance, logger: ExportLogger): void {
  app.decorate('exportLog', logger);
}

/**
 * Logs the export of a list that holds personal data, once its size is known and before its first byte is
 * sent. Without a logger such an export is refused rather than left unrecorded.
 */
export async function noteExport(
  req: FastifyRequest,
  def: ListDefinition,
  format: ExportFormat,
  file: Pick<ExportFile, 'rows' | 'filters'>,
): Promise<void> {
  if (!def.personal) return;
  const log = req.server.exportLog;
  if (!log) throw new Error(`List "${def.name}" holds personal data, and no access log is installed for its export`);
  await log(req, { list: def.name, format, rows: file.rows, filters: file.filters });
}

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
  /**
   * The ways the list is asked for, planned at start (list-plans.ts): its scopes and fixed filters as a
   * request makes them. Default: every row, with the fixed filters of a request without additionFilter.
   */
  planWith?: readonly PlanSample[];
  /**
   * Cells the database cannot write in the reader's language (a ledger line kept as a catalogue message): the page's
   * rows are rewritten before they are sent, and the export uses the definition of the reader's language.
   */
  inLanguage?: {
    rows(locale: Locale, rows: Record<string, unknown>[]): void;
    def(locale: Locale): ListDefinition;
  };
};

/** What the start plans a list with when its route does not say. */
function defaultSamples(route: ListRoute): PlanSample[] {
  let extraFilters: TableFilter[] | undefined;
  try {
    extraFilters = route.extraFilters?.(undefined);
  } catch {
    // A list whose fixed filters need an additionFilter is planned without them.
  }
  return [{ scope: 'all', extraFilters }];
}

/**
 * Plans a list's definition now, so that one that cannot answer stops the start instead of a user's click;
 * the database checks its SQL, with every other list's, once the app is ready
 * (docs/architecture.md#the-list-engine). registerList calls it; a list route written by hand calls it too.
 */
export function planListAtStart(
  app: FastifyInstance,
  database: Database,
  path: string,
  def: ListDefinition,
  samples: readonly PlanSample[] = [{ scope: 'all' }],
): void {
  try {
    keepPlanned(database, path, planDefinition(def, samples));
  } catch (e) {
    throw new Error(`POST ${path}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
  // Every list adds the hook; the first to run checks all the lists kept, and the rest find none left.
  app.addHook('onReady', async function checkListPlans() {
    await checkPlanned(database);
  });
}

/** Registers a DataTable list and its export on the shared table mechanism (docs/architecture.md#http-conventions). */
export function registerList(app: FastifyInstance, database: Database, route: ListRoute): void {
  planListAtStart(app, database, route.path, route.def, route.planWith ?? defaultSamples(route));
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
      if (!route.inLanguage) return sendJsonText(reply, json);
      const page = JSON.parse(json) as { data: Record<string, unknown>[] };
      route.inLanguage.rows(requestLocale(req), page.data);
      return sendJsonText(reply, JSON.stringify(page));
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
      const locale = requestLocale(req);
      const def = route.inLanguage?.def(locale) ?? route.def;
      const file = await exportList(database, def, req.body, await route.scope(req), {
        format: req.query.format,
        columns: req.body.columns,
        extraFilters: route.extraFilters?.(req.body.additionFilter ?? undefined),
        locale,
      });
      try {
        await noteExport(req, def, req.query.format, file);
      } catch (e) {
        file.stream.destroy();
        throw e;
      }
      reply.header('content-disposition', attachment(file.name)).header('cache-control', 'no-store').type(file.mime);
      return reply.send(file.stream);
    },
  });
}
