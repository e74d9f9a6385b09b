import { asc, eq } from 'drizzle-orm';
import {
  missingDocuments,
  type AllowedAction,
  type RequestEvent,
  type RequestProblem,
  type Side,
} from '../../../contract/requests';
import type { ConsentRecord } from '../../../contract/privacy/notice';
import type { Db } from '../../db/client';
import { maskData } from '../../lib/aadhaar-vault';
import { serviceRequestEvents } from '../../db/schema/requests';
import { accountCard, accountsView } from '../users/read-model';
import type { RequestFiles } from './files';
import type { FormRules } from './forms';
import type { SharedRequest } from './store';

/* A shared request as the screens read it: its data, what is wrong or missing, files, timeline and allowed actions. */

/** The fields every shared request's answer has; a service's contract adds its `data` type and its own fields. */
export type RequestDetailBase = {
  id: number;
  refNo: string;
  service: string;
  state: string;
  stateLabel: string;
  name: string;
  subject: string;
  kind: string;
  period: string;
  quantity: number;
  /** Rupees: charged at submission, or what submitting a draft will cost. */
  amount: number;
  merchant: { code: string; name: string };
  createdAt: string;
  submittedAt: string | null;
  updatedAt: string;
  dated: string;
  /** When retention deleted the shop's documents (decision 0068). */
  documentsDeletedAt: string | null;
  consent: ConsentRecord | null;
  remark: string | null;
  result: string | null;
  result2: string | null;
  problems: RequestProblem[];
  missingDocuments: { kind: string; label: string }[];
  files: {
    id: string;
    kind: string;
    side: 'merchant' | 'backend';
    name: string;
    mime: string;
    size: number;
    uploadedAt: string;
  }[];
  events: RequestEvent[];
  allowedActions: AllowedAction[];
  data: unknown;
};

/** What the reader needs of a request's service: its engine's view of the row, and its form. */
export type DetailSource = {
  stateLabel(state: string): string;
  allowedActions(row: SharedRequest, side: Side): AllowedAction[];
  chargeFor(row: SharedRequest): Promise<number | null>;
  form: FormRules;
  /** Fields of the service's own beside the shared ones (a coupon request's allotment). */
  extra?(row: SharedRequest, data: unknown): Record<string, unknown>;
};

/** A history line's actor (users owns the accounts), joined by id. */
const actors = accountsView('actors');

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

export function requestReader(db: Db, files: RequestFiles) {
  return async function detail(
    source: DetailSource,
    row: SharedRequest,
    side: Side,
  ): Promise<RequestDetailBase & Record<string, unknown>> {
    const data = source.form.parse(row.data);
    const [active, events, merchant] = await Promise.all([
      files.activeFiles(row.id),
      db
        .select({
          at: serviceRequestEvents.at,
          action: serviceRequestEvents.action,
          fromState: serviceRequestEvents.fromState,
          toState: serviceRequestEvents.toState,
          remark: serviceRequestEvents.remark,
          by: actors.code,
          byName: actors.name,
          byRole: actors.role,
        })
        .from(serviceRequestEvents)
        .leftJoin(actors, eq(actors.id, serviceRequestEvents.actorId))
        .where(eq(serviceRequestEvents.requestId, row.id))
        .orderBy(asc(serviceRequestEvents.id)),
      accountCard(db, row.merchantId),
    ]);
    // A draft shows what submitting it will cost; after that, what was charged.
    const amount = row.state === 'draft' ? ((await source.chargeFor(row)) ?? 0) : row.amountPaise;
    return {
      id: row.id,
      refNo: row.refNo,
      service: row.service,
      state: row.state,
      stateLabel: source.stateLabel(row.state),
      name: row.name,
      subject: row.subject,
      kind: row.kind,
      period: row.period,
      quantity: row.quantity,
      amount: amount / 100,
      merchant: merchant ? { code: merchant.code, name: merchant.name } : { code: row.merchantCode, name: '' },
      createdAt: iso(row.createdAt)!,
      submittedAt: iso(row.submittedAt),
      updatedAt: iso(row.updatedAt)!,
      dated: row.dated,
      documentsDeletedAt: iso(row.documentsDeletedAt),
      consent: (row.consent as ConsentRecord | null) ?? null,
      remark: row.remark,
      result: row.result,
      result2: row.result2,
      problems: source.form.problems(data),
      missingDocuments: missingDocuments(
        source.form.required(data),
        active.filter((f) => f.side === 'merchant'),
      ),
      files: active.map((f) => ({
        id: f.id,
        kind: f.kind,
        side: f.side,
        name: f.name ?? f.kind,
        mime: f.mime,
        size: f.size,
        uploadedAt: iso(f.uploadedAt)!,
      })),
      events: events.map((e) => ({
        at: iso(e.at)!,
        action: e.action,
        fromState: e.fromState,
        toState: e.toState,
        by: e.by ? `${e.by} (${e.byName})` : 'system',
        byRole: e.byRole ?? 'system',
        remark: e.remark,
      })),
      allowedActions: source.allowedActions(row, side),
      // The merchant editing its own draft sees the Aadhaar numbers it typed; every other answer masks them.
      ...(side === 'merchant' && row.state === 'draft'
        ? { data, ...source.extra?.(row, data) }
        : maskData({ data, ...source.extra?.(row, data) })),
    };
  };
}

export type RequestReader = ReturnType<typeof requestReader>;
