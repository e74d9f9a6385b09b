import { asc, eq } from 'drizzle-orm';
import {
  GstFilingData,
  GstRegistrationData,
  filingListFields,
  filingProblems,
  missingDocuments,
  registrationListFields,
  registrationProblems,
  requiredFilingDocuments,
  requiredRegistrationDocuments,
  type GstProblem,
  type GstRequestDetail,
  type GstService,
  type RequiredDocument,
} from '../../../contract/gst';
import type { Side } from '../../../contract/requests';
import type { Db } from '../../db/client';
import { serviceRequestEvents, users } from '../../db/schema';
import { indiaToday } from '../requests/engine';
import type { SharedRequest } from '../requests/store';
import type { GstEngines } from './declarations';
import type { RequestFiles } from './documents';

/* A GST request as the screens read it: its data, what is wrong or missing, files, timeline and allowed actions. */

type Rules<D> = {
  parse(raw: unknown): D;
  problems(d: D): GstProblem[];
  required(d: D): RequiredDocument[];
  listFields(d: D): { name: string; subject: string; kind: string; period: string };
};

const parseOr = <D>(schema: { safeParse(v: unknown): { success: true; data: D } | { success: false } }, empty: () => D) => (raw: unknown) => {
  const r = schema.safeParse(raw ?? {});
  return r.success ? r.data : empty();
};

/** What differs between the two services' data: its schema, its checks and the columns copied out for lists. */
export const GST_RULES: { 'gst-registration': Rules<GstRegistrationData>; 'gst-filing': Rules<GstFilingData> } = {
  'gst-registration': {
    parse: parseOr(GstRegistrationData, () => GstRegistrationData.parse({})),
    problems: registrationProblems,
    required: requiredRegistrationDocuments,
    listFields: registrationListFields,
  },
  'gst-filing': {
    parse: parseOr(GstFilingData, () => GstFilingData.parse({})),
    // A filing's period is "not yet ended" relative to today in India.
    problems: (d) => filingProblems(d, indiaToday()),
    required: requiredFilingDocuments,
    listFields: filingListFields,
  },
};

/** The rules of a request's service, loosely typed for code that serves both. */
export const rulesOf = (service: string) => GST_RULES[service as GstService] as unknown as Rules<unknown>;

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

export function requestReader(db: Db, engines: GstEngines, files: RequestFiles) {
  return async function detail(row: SharedRequest, side: Side): Promise<GstRequestDetail> {
    const service = row.service as GstService;
    const engine = engines[service];
    const rules = rulesOf(service);
    const data = rules.parse(row.data);
    const [active, events, merchant] = await Promise.all([
      files.activeFiles(row.id),
      db
        .select({ at: serviceRequestEvents.at, action: serviceRequestEvents.action, fromState: serviceRequestEvents.fromState, toState: serviceRequestEvents.toState, remark: serviceRequestEvents.remark, by: users.code, byName: users.displayName, byRole: users.role })
        .from(serviceRequestEvents)
        .leftJoin(users, eq(users.id, serviceRequestEvents.actorId))
        .where(eq(serviceRequestEvents.requestId, row.id))
        .orderBy(asc(serviceRequestEvents.id)),
      db.select({ code: users.code, name: users.displayName }).from(users).where(eq(users.id, row.merchantId)),
    ]);
    // A draft shows what submitting it will cost; after that, what was charged.
    const amount = row.state === 'draft' ? ((await engine.chargeFor(row)) ?? 0) : row.amountPaise;
    return {
      id: row.id,
      refNo: row.refNo,
      service,
      state: row.state,
      stateLabel: engine.stateLabel(row.state),
      name: row.name,
      subject: row.subject,
      kind: row.kind,
      period: row.period,
      amount: amount / 100,
      merchant: merchant[0] ?? { code: row.merchantCode, name: '' },
      createdAt: iso(row.createdAt)!,
      submittedAt: iso(row.submittedAt),
      dated: row.dated,
      remark: row.remark,
      result: row.result,
      result2: row.result2,
      problems: rules.problems(data),
      missingDocuments: missingDocuments(rules.required(data), active.filter((f) => f.side === 'merchant')),
      files: active.map((f) => ({ id: f.id, kind: f.kind, side: f.side, name: f.name ?? f.kind, mime: f.mime, size: f.size, uploadedAt: iso(f.uploadedAt)! })),
      events: events.map((e) => ({ at: iso(e.at)!, action: e.action, fromState: e.fromState, toState: e.toState, by: e.by ? `${e.by} (${e.byName})` : 'system', byRole: e.byRole ?? 'system', remark: e.remark })),
      allowedActions: engine.allowedActions(row, side),
      data,
    } as GstRequestDetail;
  };
}

export type RequestDetail = ReturnType<typeof requestReader>;
