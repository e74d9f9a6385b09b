import { and, eq, inArray, sql } from 'drizzle-orm';
import { GST_SERVICES, type GstDashboard, type GstProblem, type GstService } from '../../../contract/gst';
import type { Side, StateCounts } from '../../../contract/requests';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { serviceRequestStateCounts, serviceRequests, users } from '../../db/schema';
import type { AuthUser } from '../../lib/access';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { createMastersService } from '../masters/service';
import { sideOf } from '../requests/engine';
import type { MoveInput } from '../requests/declare';
import { GST_STORES, createGstEngines } from './declarations';
import { requestReader, rulesOf } from './detail';
import { invoiceContext, requestFiles } from './documents';
import { checkInvoiceSheet, invoiceReport, readSheet } from './invoices';

/** Problems as field errors, {field: [messages]}, the shape every 400 and 422 carries. */
function problemsToErrors(problems: GstProblem[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const p of problems) (out[p.field] ??= []).push(p.message);
  return out;
}

/** 400 for values that are wrong as typed; missing ones are allowed in a draft. */
function refuseMalformed(problems: GstProblem[]) {
  const bad = problems.filter((p) => p.kind === 'format');
  if (bad.length) throw badRequest(bad.length === 1 ? bad[0].message : `${bad.length} fields need correcting: ${bad.map((p) => p.message).join('; ')}`, problemsToErrors(bad));
}

/**
 * GST registration and filing requests (issue 13 §3) on the request engine: every move goes through it;
 * what is GST's own is the data and its checks (contract/gst), the readiness to submit, and the files.
 */
export function createGstService(ctx: AppContext) {
  const db: Db = ctx.database.db;
  const masters = createMastersService(db, ctx.secrets.encryptionKey);
  const engines = createGstEngines(db, (merchantId, code) => masters.priceFor(merchantId, code));
  const files = requestFiles(db, ctx.storage);
  const detail = requestReader(db, engines, files);
  const find = (user: AuthUser, service: GstService, side: Side, id: number) => engines[service].find(user, side, id);

  /** Everything that keeps a draft from being submitted: its data's problems and the documents not yet uploaded. */
  async function readiness(service: GstService, row: typeof serviceRequests.$inferSelect): Promise<Record<string, string[]>> {
    const rules = rulesOf(service);
    const data = rules.parse(row.data);
    const errors = problemsToErrors(rules.problems(data));
    const uploaded = (await files.activeFiles(row.id)).filter((f) => f.side === 'merchant');
    for (const r of rules.required(data)) {
      const have = uploaded.filter((f) => f.kind === r.kind).length;
      if (have < r.count) (errors[`documents.${r.kind}`] ??= []).push(r.count > 1 ? `Upload the ${r.label.toLowerCase()} (${have} of ${r.count} uploaded)` : `Upload the ${r.label.toLowerCase()}`);
    }
    return errors;
  }

  /** The invoice summary read again against the filing as it is now: its period or GSTIN may have changed since the upload. */
  async function recheckInvoices(row: typeof serviceRequests.$inferSelect) {
    for (const f of (await files.activeFiles(row.id)).filter((x) => x.kind === 'invoice_summary')) {
      const { sheet } = await readSheet(await ctx.storage.get(f.key));
      const { problems } = checkInvoiceSheet(sheet, invoiceContext(row.data as { gstin?: string; period?: string }));
      if (problems.length) throw invoiceReport(problems);
    }
  }

  return {
    engines,
    detail,
    /** The merchant whose requests this account works on, once a staff account's GST tick is checked. */
    merchantOf: engines['gst-registration'].merchantOf,

    async get(user: AuthUser, service: GstService, side: Side, id: number) {
      return detail(await find(user, service, side, id), side);
    },

    /** A new draft with its reference number; missing answers are allowed, malformed ones are a 400. */
    async create(user: AuthUser, service: GstService, data: unknown) {
      const engine = engines[service];
      const merchantId = await engine.merchantOf(user);
      const rules = rulesOf(service);
      refuseMalformed(rules.problems(data));
      const [merchant] = await db.select({ code: users.code }).from(users).where(eq(users.id, merchantId));
      const row = await db.transaction((tx) => GST_STORES[service].create(tx, { merchantId, merchantCode: merchant.code, createdBy: user.id, data, ...rules.listFields(data) }));
      return detail(row, 'merchant');
    },

    async save(user: AuthUser, service: GstService, id: number, data: unknown) {
      const engine = engines[service];
      const row = await find(user, service, 'merchant', id);
      if (!engine.can(row, 'merchant', 'edit')) throw engine.refused(row, 'changed');
      const rules = rulesOf(service);
      refuseMalformed(rules.problems(data));
      const [saved] = await db
        .update(serviceRequests)
        .set({ data, ...rules.listFields(data), updatedAt: new Date() })
        .where(and(eq(serviceRequests.id, id), eq(serviceRequests.state, 'draft')))
        .returning();
      // Submitted meanwhile (another tab): say so rather than change what was sent.
      if (!saved) throw engine.refused(await find(user, service, 'merchant', id), 'changed');
      return detail(saved, 'merchant');
    },

    /**
     * Submits a draft: what is missing is listed first (422, nothing charged), then the engine's move
     * charges the package price once (KYC, the price and the balance are checked inside it).
     */
    async submit(user: AuthUser, service: GstService, id: number) {
      const engine = engines[service];
      const row = await find(user, service, 'merchant', id);
      if (!engine.can(row, 'merchant', 'submit')) throw engine.refused(row, 'submitted again');
      const errors = await readiness(service, row);
      const count = Object.values(errors).flat().length;
      if (count) throw new AppError(422, `The request is not ready to submit: ${count} ${count === 1 ? 'thing needs' : 'things need'} attention.`, errors);
      await recheckInvoices(row);
      return detail(await engine.move(user, id, 'submit'), 'merchant');
    },

    /** A workflow move other than submit (pick up, query, answer, complete, record the GSTIN, reject). */
    async move(user: AuthUser, service: GstService, id: number, action: string, input: MoveInput) {
      const engine = engines[service] as (typeof engines)['gst-registration'];
      return detail(await engine.move(user, id, action as Parameters<typeof engine.move>[2], input), sideOf(user));
    },

    async addFile(user: AuthUser, service: GstService, side: Side, id: number, input: { kind: string; data: Buffer; filename: string; replaces?: string | null }) {
      const row = await find(user, service, side, id);
      await files.add(user, engines[service], row, side, input);
      return detail(await find(user, service, side, id), side);
    },

    async removeFile(user: AuthUser, service: GstService, side: Side, id: number, fileId: string) {
      const row = await find(user, service, side, id);
      await files.remove(engines[service], row, side, fileId);
      return detail(row, side);
    },

    /** The bytes of one file, for previews; the caller's access to the request is checked first. */
    async fileContent(user: AuthUser, service: GstService, side: Side, id: number, fileId: string) {
      await find(user, service, side, id);
      const f = await files.content(id, fileId);
      if (!f) throw notFound('No such file in this request.');
      return f;
    },

    /** Producer of the signed download links: the route has checked access before issuing one. */
    fileByRef: (requestId: number, fileId: string) => files.content(requestId, fileId),

    async merchantDashboard(user: AuthUser): Promise<GstDashboard> {
      const merchantId = await engines['gst-registration'].merchantOf(user);
      const rows = await db
        .select({ service: serviceRequests.service, state: serviceRequests.state, n: sql<number>`count(*)::int` })
        .from(serviceRequests)
        .where(and(eq(serviceRequests.merchantId, merchantId), inArray(serviceRequests.service, [...GST_SERVICES])))
        .groupBy(serviceRequests.service, serviceRequests.state);
      return dashboard(rows);
    },

    /** The back office's figures come from the count table the trigger keeps, not from the requests. */
    async backendDashboard(): Promise<GstDashboard> {
      const rows = await db
        .select({ service: serviceRequestStateCounts.service, state: serviceRequestStateCounts.state, n: serviceRequestStateCounts.n })
        .from(serviceRequestStateCounts)
        .where(inArray(serviceRequestStateCounts.service, [...GST_SERVICES]));
      return dashboard(rows);
    },
  };
}

/** Counts per state of each service; what needs an answer is every query waiting for the shop. */
function dashboard(rows: { service: string; state: string; n: number }[]): GstDashboard {
  const of = (service: GstService): StateCounts => Object.fromEntries(rows.filter((r) => r.service === service && Number(r.n) > 0).map((r) => [r.state, Number(r.n)]));
  const registration = of('gst-registration');
  const filing = of('gst-filing');
  return { registration, filing, needsAnswer: (registration.query_raised ?? 0) + (filing.query_raised ?? 0) };
}

export type GstServiceApi = ReturnType<typeof createGstService>;
