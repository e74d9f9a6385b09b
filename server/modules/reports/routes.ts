import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BackendDashboard,
  DailyCollection,
  DateRange,
  LedgerSummary,
  MerchantDashboard,
  REPORTS_API,
  ServiceSummary,
} from '../../../contract/reports';
import { EXPORT_FORMATS, type TableFilter } from '../../../contract/table';
import { BACKEND, MERCHANT, currentUser } from '../../lib/access';
import { errorResponses } from '../../lib/http';
import { badRequest } from '../../lib/errors';
import { registerList } from '../../lib/list-routes';
import { requestLocale, translate } from '../../lib/i18n';
import { attachment, EXPORT_MIME, exportStream } from '../../lib/export';
import { formatDate } from '../../../contract/format';
import type { AppContext } from '../../context';
import type { MessageId } from '../../../contract/i18n';
import { createReportsService } from './service';
import { createDashboardFigures } from './dashboards';
import { DAILY_COLUMNS, ledgerList, ledgerListIn, merchantLedger, narrationCell } from './lists';

/** The daily collection export's column headings: the screen's own (web/pages/backend/misc/reports/daily-collection.tsx). */
const DAILY_LABELS: Record<string, MessageId> = {
  day: 'office.dailyCollection.date',
  topupBank: 'office.dailyCollection.topupBank',
  topupUpi: 'office.dailyCollection.topupUpi',
  adjustments: 'office.dailyCollection.adjustments',
  serviceRevenue: 'office.dailyCollection.serviceRevenue',
  refunds: 'office.dailyCollection.refunds',
  net: 'office.dailyCollection.net',
};

/** The statement's period arrives as additionFilter {from, to}: both or neither. */
function periodFilter(add: Record<string, unknown> | undefined): TableFilter[] {
  if (!add?.from && !add?.to) return [];
  const parsed = DateRange.safeParse({ from: add.from, to: add.to });
  if (!parsed.success)
    throw badRequest(parsed.error.issues[0].message, {
      [`additionFilter.${String(parsed.error.issues[0].path[0])}`]: [parsed.error.issues[0].message],
    });
  return [{ field: 'createdAt', opt: 'between', value1: parsed.data.from, value2: parsed.data.to }];
}

export async function reportRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reports = createReportsService(ctx.database);
  const dashboards = createDashboardFigures(ctx.database);
  const tags = ['reports'];

  registerList(app, ctx.database, {
    path: `${REPORTS_API.merchantLedger}/list`,
    access: MERCHANT,
    def: ledgerList,
    tags,
    summary: 'My ledger statement (additionFilter {from, to})',
    scope: (req) => merchantLedger(currentUser(req).merchantId),
    extraFilters: periodFilter,
    // Issue 26: each line said in the reader's language, from the message stored with the entry.
    inLanguage: {
      rows: (locale, rows) => {
        for (const row of rows) if ('narration' in row) row.narration = narrationCell(locale, row.narration);
      },
      def: (locale) => ledgerListIn[locale],
    },
  });

  r.get(`${REPORTS_API.merchantLedger}/summary`, {
    config: { access: MERCHANT },
    schema: {
      tags,
      summary: 'Opening and closing balance and totals of a period',
      querystring: DateRange,
      response: { 200: LedgerSummary, ...errorResponses },
    },
    handler: async (req) => reports.ledgerSummary(currentUser(req).merchantId!, req.query.from, req.query.to),
  });

  r.get(REPORTS_API.merchantServices, {
    config: { access: MERCHANT },
    schema: {
      tags,
      summary: 'Service-wise summary of a period',
      querystring: DateRange,
      response: { 200: ServiceSummary, ...errorResponses },
    },
    handler: async (req) => reports.serviceSummary(currentUser(req).merchantId!, req.query.from, req.query.to),
  });

  r.get(REPORTS_API.dailyCollection, {
    config: { access: BACKEND },
    schema: {
      tags,
      summary: 'Per day: top-ups by channel, service revenue, refunds, net',
      querystring: DateRange,
      response: { 200: DailyCollection, ...errorResponses },
    },
    handler: async (req) => reports.dailyCollection(req.query.from, req.query.to),
  });

  r.get(`${REPORTS_API.dailyCollection}/export`, {
    config: { access: BACKEND },
    schema: {
      tags,
      summary: 'Daily collection as CSV, Excel or PDF',
      querystring: z.object({ from: z.string(), to: z.string(), format: z.enum(EXPORT_FORMATS) }),
    },
    handler: async (req, reply) => {
      const range = DateRange.safeParse(req.query);
      if (!range.success) throw badRequest(range.error.issues[0].message);
      const locale = requestLocale(req);
      const data = await reports.dailyCollection(range.data.from, range.data.to);
      const total = translate(locale, 'office.dailyCollection.total');
      const rows: Record<string, unknown>[] = [...data.rows, { day: total, ...data.totals }];
      const period = { from: formatDate(range.data.from, locale), to: formatDate(range.data.to, locale) };
      const source = {
        title: 'Daily collection',
        filters: [translate(locale, 'printouts.export.period', period)],
        // The screen's words for its columns (office.dailyCollection.*), in the reader's language.
        columns: DAILY_COLUMNS.map((c) => ({ ...c, label: translate(locale, DAILY_LABELS[c.field]) })),
        count: rows.length,
        batches: (async function* () {
          yield rows;
        })(),
        generatedAt: new Date(),
        locale,
      };
      const fmt = req.query.format;
      const stream = exportStream(source, fmt);
      reply
        .header('content-disposition', attachment(`daily-collection-${range.data.from}-to-${range.data.to}.${fmt}`))
        .type(EXPORT_MIME[fmt]);
      return reply.send(stream);
    },
  });

  r.get(REPORTS_API.backendDashboard, {
    config: { access: BACKEND },
    schema: {
      tags,
      summary:
        'Back-office dashboard (docs/product.md#records-and-fields: totPanVolume, idDetail) and the queues waiting',
      response: { 200: BackendDashboard, ...errorResponses },
    },
    handler: async (req) => {
      const [figures, queues] = await Promise.all([
        reports.backendDashboard(requestLocale(req)),
        dashboards.officeQueues(),
      ]);
      return { ...figures, queues };
    },
  });

  r.get(REPORTS_API.merchantDashboard, {
    config: { access: MERCHANT },
    schema: {
      tags,
      summary:
        'Merchant dashboard: balance, today’s spend net of refunds, a card per service, recent entries, the UTI PSA registration',
      response: { 200: MerchantDashboard, ...errorResponses },
    },
    handler: async (req) => {
      const u = currentUser(req);
      return reports.merchantDashboard(u, u.merchantId!, requestLocale(req));
    },
  });
}
