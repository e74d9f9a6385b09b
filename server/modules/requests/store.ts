import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation, nextId } from '../../db/ids';
import { serviceRequestEvents, serviceRequests } from '../../db/schema/requests';
import { conflict, msg, type Msg } from '../../lib/errors';
import type { RequestStore } from './declare';
import { indiaToday } from './engine';

export type SharedRequest = typeof serviceRequests.$inferSelect;
export type NewSharedRequest = Pick<
  typeof serviceRequests.$inferInsert,
  'merchantId' | 'merchantCode' | 'createdBy' | 'data'
> &
  Partial<
    Pick<
      typeof serviceRequests.$inferInsert,
      'name' | 'subject' | 'kind' | 'period' | 'quantity' | 'correctsId' | 'aadhaarHashes'
    >
  >;

/**
 * The store of a request kind that shares service_requests, as its manifest declares it (contract/services.ts):
 * `key` is its `service` column; `prefix` makes reference numbers tell the kinds apart at a glance (GR0000100001
 * a GST registration, GF… a filing); the sequence is shared, so a number is unique across every service.
 */
export function sharedStore<K extends string>(
  kind: { readonly key: K; readonly prefix: string },
  opts: { resultTaken?: (value: string) => string | Msg } = {},
): RequestStore<SharedRequest> & {
  service: K;
  create(tx: Db | Tx, values: NewSharedRequest): Promise<SharedRequest>;
} {
  const { key: service, prefix } = kind;
  const scoped = (id: number, merchantId: number | null) =>
    and(
      eq(serviceRequests.id, id),
      eq(serviceRequests.service, service),
      merchantId == null ? undefined : eq(serviceRequests.merchantId, merchantId),
    );
  return {
    service,
    refType: 'service_request',
    keyPrefix: 'sr',
    ref: (row) => row.refNo,
    async get(db, id, merchantId) {
      const [row] = await db.select().from(serviceRequests).where(scoped(id, merchantId));
      return row;
    },
    async lock(tx, id) {
      const [row] = await tx.select().from(serviceRequests).where(scoped(id, null)).for('update');
      return row;
    },
    async update(tx, row, set) {
      try {
        const [updated] = await tx.update(serviceRequests).set(set).where(eq(serviceRequests.id, row.id)).returning();
        return updated;
      } catch (e) {
        if (isUniqueViolation(e, 'service_req_result_uq'))
          throw conflict(
            opts.resultTaken?.(String(set.result)) ??
              msg('errors.requests.resultTaken', { result: String(set.result) }),
          );
        throw e;
      }
    },
    async addEvent(tx, e) {
      await tx.insert(serviceRequestEvents).values({
        requestId: e.requestId,
        action: e.action,
        fromState: e.fromState,
        toState: e.toState,
        actorId: e.actorId,
        remark: e.remark,
      });
    },
    /** A new draft with its reference number and the 'create' event. */
    async create(tx, values) {
      const seq = await nextId(tx, 'service_request_ref_seq');
      const [row] = await tx
        .insert(serviceRequests)
        .values({
          ...values,
          service,
          refNo: `${prefix}${String(seq).padStart(10, '0')}`,
          state: 'draft',
          dated: indiaToday(),
        })
        .returning();
      await tx
        .insert(serviceRequestEvents)
        .values({ requestId: row.id, action: 'create', fromState: null, toState: 'draft', actorId: values.createdBy });
      return row;
    },
  };
}

export type SharedStore = ReturnType<typeof sharedStore>;

/** The customer's mobile as a request's form has it (GST registration, UTI PSA): what the receipt prints, masked. */
export const formMobile = (row: SharedRequest): string => {
  const mobile = (row.data as { mobile?: unknown } | null)?.mobile;
  return typeof mobile === 'string' ? mobile : '';
};
