import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EarningsTotals,
  MARGINS_API,
  MarginCapForm,
  MarginCapList,
  MarginForm,
  MarginRange,
  MarginReport,
  MarginReportExportQuery,
  MarginReportQuery,
  MemberPriceList,
} from '../../../contract/margins';
import { ADMIN, BACKEND, MERCHANT, currentUser } from '../../lib/access';
import { errorResponses } from '../../lib/http';
import { registerList } from '../../lib/list-routes';
import type { AppContext } from '../../context';
import { REPORT_OWNER_COLUMNS, earningList, ownerEarnings, rangeFilters } from './lists';
import { formatDate } from '../../../contract/format';
import { requestLocale, translate } from '../../lib/i18n';
import { assertExportFits, attachment, EXPORT_MIME, exportStream } from '../../lib/export';
import { createMarginService, ownerOf } from './service';
import { createTdsService } from './tds-service';
import { TDS_API, TdsPayable, TdsQuarter, TdsSettingForm, TdsSettingList, TdsStatement } from '../../../contract/tds';

/** Only an owner earns margins; the route says so and the service checks it again for the record. */
const OWNER = { roles: ['merchant'], kinds: ['owner'] } as const;
/** The member prices page: the owner's to set, a franchise member's to read. */
const PRICES = { roles: ['merchant'], kinds: ['owner', 'franchise'] } as const;

/** Issue 28 §2: the owner's margin on its franchise members' charges, the admin's caps, the owner's earnings. */
export async function marginRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createMarginService(ctx.database.db);
  const M = MARGINS_API.merchant;
  const B = MARGINS_API.backend;
  const tags = ['margins'];

  r.get(`${M}/prices`, {
    config: { access: PRICES },
    schema: {
      tags,
      summary: 'The prices my members pay (owner: with my margins, their caps and history; member: my prices)',
      response: { 200: MemberPriceList, ...errorResponses },
    },
    handler: async (req) => service.prices(currentUser(req)),
  });

  r.put(`${M}/prices`, {
    config: { access: MERCHANT },
    schema: {
      tags,
      summary: "Set my members' margins (owner only): each at most the office's cap; applies from the next charge",
      body: MarginForm,
      response: { 200: MemberPriceList, ...errorResponses },
    },
    handler: async (req) => service.savePrices(currentUser(req), req.body, req.ip),
  });

  r.get(`${M}/earnings`, {
    config: { access: OWNER },
    schema: {
      tags,
      summary: 'My margins over the days from–to: in all, by day, by service and by member',
      querystring: MarginRange,
      response: { 200: EarningsTotals, ...errorResponses },
    },
    handler: async (req) => service.earnings(ownerOf(currentUser(req)), req.query),
  });

  registerList(app, ctx.database, {
    path: `${M}/earnings`,
    access: OWNER,
    def: earningList,
    tags,
    summary: 'My margins, one row per member charge (additionFilter {from, to})',
    scope: (req) => ownerEarnings(ownerOf(currentUser(req))),
    extraFilters: rangeFilters,
    planWith: [{ scope: 'all', extraFilters: rangeFilters({ from: '2024-01-01', to: '2024-01-31' }) }],
  });

  r.get(`${B}/caps`, {
    config: { access: ADMIN },
    schema: { tags, summary: 'The margin caps per service code', response: { 200: MarginCapList, ...errorResponses } },
    handler: async () => service.caps(),
  });

  r.put(`${B}/caps`, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'Set the margin caps (null removes one: no margin allowed for the code)',
      body: MarginCapForm,
      response: { 200: MarginCapList, ...errorResponses },
    },
    handler: async (req) => service.saveCaps(currentUser(req).id, req.body, req.ip),
  });

  r.get(`${B}/report`, {
    config: { access: BACKEND },
    schema: {
      tags,
      summary:
        "Margins paid over the days from–to, per service (with the agency's revenue) and per owner (by name, 50 a page)",
      querystring: MarginReportQuery,
      response: { 200: MarginReport, ...errorResponses },
    },
    handler: async (req) => service.report(req.query),
  });

  r.get(`${B}/report/export`, {
    config: { access: BACKEND },
    schema: {
      tags,
      summary: 'Margins paid per owner over the days from–to, every owner by name, as CSV, Excel or PDF',
      querystring: MarginReportExportQuery,
    },
    handler: async (req, reply) => {
      const { format, ...range } = req.query;
      const locale = requestLocale(req);
      const { total, sums, batches } = await service.ownersOfRange(range);
      assertExportFits(total, format);
      // A last line adds the owners up, as the daily collection's file does its days.
      const totalLine = { ownerName: translate(locale, 'margins.report.total'), ownerCode: '', ...sums };
      const period = { from: formatDate(range.from, locale), to: formatDate(range.to, locale) };
      const source = {
        title: translate(locale, 'margins.report.title'),
        filters: [translate(locale, 'printouts.export.period', period)],
        columns: REPORT_OWNER_COLUMNS.map((c) => ({ ...c, label: translate(locale, c.labelId) })),
        count: total + 1,
        batches: (async function* () {
          yield* batches;
          yield [totalLine];
        })(),
        generatedAt: new Date(),
        locale,
      };
      const stream = exportStream(source, format);
      reply
        .header('content-disposition', attachment(`margins-by-owner-${range.from}-to-${range.to}.${format}`))
        .type(EXPORT_MIME[format]);
      return reply.send(stream);
    },
  });

  const tds = createTdsService(ctx.database.db);
  const T = ['tds'];

  r.get(`${TDS_API.backend}/settings`, {
    config: { access: ADMIN },
    schema: {
      tags: T,
      summary: 'TDS (194H) on margins: last, this and next financial year (off unless saved on)',
      response: { 200: TdsSettingList, ...errorResponses },
    },
    handler: async () => tds.settings(),
  });

  r.put(`${TDS_API.backend}/settings`, {
    config: { access: ADMIN },
    schema: {
      tags: T,
      summary: "Turn TDS on or off for a financial year, with its rate (%) and the year's threshold per owner (₹)",
      body: TdsSettingForm,
      response: { 200: TdsSettingList, ...errorResponses },
    },
    handler: async (req) => tds.saveSetting(currentUser(req).id, req.body, req.ip),
  });

  r.get(`${TDS_API.backend}/payable`, {
    config: { access: BACKEND },
    schema: {
      tags: T,
      summary: 'TDS withheld from margins in a quarter of a financial year: per owner and per month',
      querystring: TdsQuarter,
      response: { 200: TdsPayable, ...errorResponses },
    },
    handler: async (req) => tds.payable(req.query),
  });

  r.get(`${TDS_API.merchant}/statement`, {
    config: { access: OWNER },
    schema: {
      tags: T,
      summary: 'My margins of a quarter and the TDS withheld from them (for Form 16A)',
      querystring: TdsQuarter,
      response: { 200: TdsStatement, ...errorResponses },
    },
    handler: async (req) => tds.statement(ownerOf(currentUser(req)), req.query),
  });
}
