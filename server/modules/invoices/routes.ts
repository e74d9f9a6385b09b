import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  INVOICES_API,
  IssueResult,
  MerchantGstin,
  MerchantGstinForm,
  TaxSetup,
  TaxSetupForm,
} from '../../../contract/invoices';
import type { AppContext } from '../../context';
import { ADMIN, BACKEND, currentUser } from '../../lib/access';
import { sendFile } from '../../lib/downloads';
import { errorResponses, IdParam } from '../../lib/http';
import { requestLocale } from '../../lib/i18n';
import type { JobRunner } from '../../lib/jobs';
import { registerList } from '../../lib/list-routes';
import { invoicePdf } from './invoice-pdf';
import { invoiceList, merchantInvoices, monthFilters } from './lists';
import { Gstr1Export, Gstr1Period, Gstr1Summary } from '../../../contract/gstr1';
import { fieldError, msg } from '../../lib/errors';
import { gstr1Csv, gstr1Sheets, gstr1Summary } from './gstr1';
import { gstr1Workbook } from './gstr1-workbook';
import { createInvoiceService, invoiceMerchantOf, issueDue } from './service';

export const INVOICE_JOB = 'invoices-issue';
/** Often enough that a per-charge invoice missed after a crash appears within minutes, and a month's soon after it ends. */
const INVOICE_EVERY_MS = 5 * 60_000;

/** A shop's tax documents are its owner's and a franchise member's own business (staff see receipts, not these). */
const ACCOUNTS = { roles: ['merchant'], kinds: ['owner', 'franchise'] } as const;

/** Issue 28 §3: the agency's GST tax invoices and credit notes to its merchants. */
export async function invoiceRoutes(app: FastifyInstance, ctx: AppContext, jobs: JobRunner) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const service = createInvoiceService(db);
  const M = INVOICES_API.merchant;
  const B = INVOICES_API.backend;
  const tags = ['invoices'];

  r.get(`${M}/gstin`, {
    config: { access: ACCOUNTS },
    schema: {
      tags,
      summary: 'My GSTIN, printed on my tax invoices',
      response: { 200: MerchantGstin, ...errorResponses },
    },
    handler: async (req) => service.merchantGstin(currentUser(req)),
  });

  r.put(`${M}/gstin`, {
    config: { access: ACCOUNTS },
    schema: {
      tags,
      summary: 'Record my GSTIN (empty removes it): later invoices are B2B with it',
      body: MerchantGstinForm,
      response: { 200: MerchantGstin, ...errorResponses },
    },
    handler: async (req) => service.saveMerchantGstin(currentUser(req), req.body, req.ip),
  });

  registerList(app, ctx.database, {
    path: `${M}/table`,
    access: ACCOUNTS,
    def: invoiceList,
    tags,
    summary: 'My tax invoices and credit notes from the agency',
    scope: (req) => merchantInvoices(invoiceMerchantOf(currentUser(req))),
    extraFilters: monthFilters,
    planWith: [{ scope: 'all', extraFilters: monthFilters({ month: '2026-04' }) }],
  });

  const pdf = async (req: FastifyRequest, id: number) => {
    const print = await service.forPrint(currentUser(req), id);
    return {
      name: `${print.invoice.number.replace(/\//g, '-')}.pdf`,
      body: await invoicePdf(print, requestLocale(req)),
    };
  };

  r.get(`${M}/:id/pdf`, {
    config: { access: ACCOUNTS },
    schema: { tags, summary: 'One of my tax invoices or credit notes as a PDF', params: IdParam },
    handler: async (req, reply) => sendFile(reply, { mime: 'application/pdf', ...(await pdf(req, req.params.id)) }),
  });

  r.get(`${B}/setup`, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: "The agency's GSTIN and state, each service's SAC and rate, and the invoicing mode",
      response: { 200: TaxSetup, ...errorResponses },
    },
    handler: async () => service.setup(),
  });

  r.put(`${B}/setup`, {
    config: { access: ADMIN },
    schema: { tags, summary: 'Save the tax setup', body: TaxSetupForm, response: { 200: TaxSetup, ...errorResponses } },
    handler: async (req) => service.saveSetup(currentUser(req).id, req.body, req.ip),
  });

  registerList(app, ctx.database, {
    path: `${B}/table`,
    access: BACKEND,
    def: invoiceList,
    tags,
    summary: 'Every tax invoice and credit note',
    scope: () => 'all',
  });

  r.get(`${B}/:id/pdf`, {
    config: { access: BACKEND },
    schema: { tags, summary: 'A tax invoice or credit note as a PDF', params: IdParam },
    handler: async (req, reply) => sendFile(reply, { mime: 'application/pdf', ...(await pdf(req, req.params.id)) }),
  });

  /** The accountant's GSTR-1 period: a bad one is a field error on `month`, in the reader's language. */
  const gstr1Period = <S extends z.ZodType>(schema: S, raw: unknown): z.output<S> => {
    const p = schema.safeParse(raw);
    if (!p.success) throw fieldError(String(p.error.issues[0].path[0] ?? 'month'), msg('invoices.errors.month'));
    return p.data;
  };

  r.get(`${B}/gstr1`, {
    config: { access: BACKEND },
    schema: {
      tags,
      summary: "GSTR-1: a return period's invoices and credit notes per section of the offline tool",
      response: { 200: Gstr1Summary, ...errorResponses },
    },
    handler: async (req) => gstr1Summary(await gstr1Sheets(db, gstr1Period(Gstr1Period, req.query))),
  });

  r.get(`${B}/gstr1/export`, {
    config: { access: BACKEND },
    schema: { tags, summary: "GSTR-1: one section as the offline tool's CSV, or every section as one workbook" },
    handler: async (req, reply) => {
      const q = gstr1Period(Gstr1Export, req.query);
      const g = await gstr1Sheets(db, q);
      const stem = `gstr1-${g.from.slice(0, 7)}${q.kind === 'quarter' ? `-to-${g.to.slice(0, 7)}` : ''}`;
      if (q.file === 'workbook')
        return sendFile(reply, {
          mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          name: `${stem}.xlsx`,
          body: await gstr1Workbook(g),
        });
      const sheet = g.sheets.find((s) => s.key === q.file)!;
      const name = sheet.sheet.replace(/[()]/g, '-').replace(/-$/, '');
      return sendFile(reply, {
        mime: 'text/csv; charset=utf-8',
        name: `${stem}-${name}.csv`,
        body: Buffer.from(gstr1Csv(sheet), 'utf8'),
      });
    },
  });

  r.post(`${B}/issue`, {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'Issue now what is due (the job does this every few minutes)',
      response: { 200: IssueResult, ...errorResponses },
    },
    handler: async () => {
      let out: IssueResult = { invoices: 0, creditNotes: 0 };
      await jobs.runOnce(INVOICE_JOB, async () => {
        out = await issueDue(db);
      });
      return out;
    },
  });

  jobs.every(INVOICE_JOB, INVOICE_EVERY_MS, async () => void (await issueDue(db)));
}
