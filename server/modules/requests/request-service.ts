import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { RevealAadhaarBody } from '../../../contract/aadhaar';
import type { ConsentBody } from '../../../contract/privacy/notice';
import type { Side } from '../../../contract/requests';
import type { ServiceKey } from '../../../contract/services';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { serviceRequestFiles, serviceRequestStateCounts, serviceRequests } from '../../db/schema/requests';
import type { AuthUser } from '../../lib/access';
import { AppError, msg, notFound } from '../../lib/errors';
import type { Accessor } from '../privacy/access-log';
import { consentRecord } from '../privacy/consent';
import { revealAadhaar } from '../privacy/reveal';
import type { MoveInput, ServiceDecl } from './declare';
import { requestReader, type RequestDetailBase } from './detail';
import { createRequestEngine, sideOf, type RequestEngine } from './engine';
import { requestFiles, type ActiveFile, type DocumentRules } from './files';
import { readiness, refuseMalformed, type FormRules } from './forms';
import { sealedStore } from './sealed-store';
import { existingAccount } from '../users/read-model';
import type { SharedRequest, SharedStore } from './store';

/*
 * The requests of the services that share service_requests (decision 0051), done once for all of them:
 * a draft made, saved and submitted once its readiness is checked, any other move, its files and the
 * answer the screens read. A service declares what is its own (SharedServiceDecl) and nothing more.
 */

/** The engine's declaration of a service stored in service_requests (its store makes drafts). */
export type SharedDecl<S extends string = string, A extends string = string> = ServiceDecl<SharedRequest, S, A> & {
  store: SharedStore;
};

/** Everything the server knows of a shared service: the engine's declaration, its form, its files. */
export type SharedServiceDecl<D = unknown> = {
  decl: SharedDecl;
  form: FormRules<D>;
  documents: DocumentRules;
  /** Fields of the service's own in its answer, beside the shared ones. */
  detail?(row: SharedRequest, data: D): Record<string, unknown>;
  /** A check of its own before a request is made for the shop (one of a kind, or a prerequisite); throws to refuse. */
  beforeCreate?(db: Db, merchantId: number): Promise<void>;
  /** A check of its own before a draft is charged, once its readiness is clear (an invoice summary read again). */
  beforeSubmit?(
    row: SharedRequest,
    uploaded: readonly ActiveFile[],
    read: (key: string) => Promise<Buffer>,
  ): Promise<void>;
};

export type SharedEngine = RequestEngine<SharedRequest, string, string>;

/** Counts of requests per service and state, as a dashboard reads them. */
export type StateCountRow = { service: string; state: string; n: number };

export function createSharedRequests<K extends string>(ctx: AppContext, services: Record<K, SharedServiceDecl>) {
  const db: Db = ctx.database.db;
  const { masters } = ctx.services;
  const priceOf = (merchantId: number, code: Parameters<typeof masters.priceFor>[1]) =>
    masters.priceFor(merchantId, code);
  const vault = ctx.services.aadhaar;
  // Every row the engine, the hooks and this service read has its Aadhaar numbers opened; every write seals them.
  const decls = Object.fromEntries(
    Object.entries<SharedServiceDecl>(services).map(([k, s]) => [
      k,
      { ...s, decl: { ...s.decl, store: sealedStore(s.decl.store, vault) } },
    ]),
  ) as Record<K, SharedServiceDecl>;
  const engines = Object.fromEntries(
    Object.entries<SharedServiceDecl>(decls).map(([k, s]) => [k, createRequestEngine(db, s.decl, priceOf)]),
  ) as Record<K, SharedEngine>;
  const files = requestFiles(db, ctx.storage);
  const reader = requestReader(db, files);
  const keys = Object.keys(services) as K[];

  function service(key: K) {
    const s = decls[key];
    if (!s) throw notFound('No such service.');
    return { ...s, engine: engines[key], store: s.decl.store };
  }

  const detail = (key: K, row: SharedRequest, side: Side): Promise<RequestDetailBase & Record<string, unknown>> => {
    const { engine, form, detail: extra } = service(key);
    return reader(
      {
        stateLabel: engine.stateLabel,
        allowedActions: engine.allowedActions,
        chargeFor: engine.chargeFor,
        form,
        extra,
      },
      // A row read straight from the table (a resubmit found made already) still holds its numbers sealed.
      { ...row, data: vault.openData(row.data) },
      side,
    );
  };

  const find = (user: AuthUser, key: K, side: Side, id: number) => engines[key].find(user, side, id);

  /** The new draft's columns: its data, the list columns copied out of it, and who made it for which shop. */
  async function draftValues(user: AuthUser, key: K, data: unknown, quantity?: number) {
    const { engine, form, beforeCreate } = service(key);
    const merchantId = await engine.merchantOf(user);
    refuseMalformed(form.problems(form.parse(data)));
    await beforeCreate?.(db, merchantId);
    const merchant = await existingAccount(db, merchantId);
    return {
      merchantId,
      merchantCode: merchant.code,
      createdBy: user.id,
      data,
      ...form.listFields(form.parse(data)),
      ...(quantity ? { quantity } : {}),
    };
  }

  return {
    engines,
    detail,
    find,

    async get(user: AuthUser, key: K, side: Side, id: number) {
      return detail(key, await find(user, key, side, id), side);
    },

    /** A new draft with its reference number; missing answers are allowed, malformed ones are a 400. */
    async create(user: AuthUser, key: K, data: unknown) {
      const values = await draftValues(user, key, data);
      const row = await db.transaction((tx) => service(key).store.create(tx, values));
      return detail(key, row, 'merchant');
    },

    /**
     * A request made and moved at once (coupons: requested and charged together), in one transaction:
     * when the move is refused (a short balance: 422 with the shortfall) no request remains.
     */
    async createAndMove(
      user: AuthUser,
      key: K,
      data: unknown,
      action: string,
      opts: { quantity?: number; input?: MoveInput } = {},
    ) {
      const values = await draftValues(user, key, data, opts.quantity);
      const { engine, store } = service(key);
      const row = await engine.createAndMove(
        user,
        values,
        (tx: Db | Tx) => store.create(tx, values),
        action,
        opts.input,
      );
      return detail(key, row, 'merchant');
    },

    async save(user: AuthUser, key: K, id: number, data: unknown) {
      const { engine, form } = service(key);
      const row = await find(user, key, 'merchant', id);
      if (!engine.can(row, 'merchant', 'edit')) throw engine.refused(row, 'changed');
      refuseMalformed(form.problems(form.parse(data)));
      const stored = vault.sealData(data);
      const [saved] = await db
        .update(serviceRequests)
        .set({
          data: stored.data,
          aadhaarHashes: stored.hashes,
          ...form.listFields(form.parse(data)),
          updatedAt: new Date(),
        })
        .where(and(eq(serviceRequests.id, id), eq(serviceRequests.state, 'draft')))
        .returning();
      // Submitted meanwhile (another tab): say so rather than change what was sent.
      if (!saved) throw engine.refused(await find(user, key, 'merchant', id), 'changed');
      return detail(key, { ...saved, data: vault.openData(saved.data) }, 'merchant');
    },

    /**
     * Submits a draft by the workflow's charging move (`action`): what is missing is listed first (422,
     * nothing charged), then the engine's move charges the package price once (KYC, the price and the
     * balance are checked inside it). The applicant's consent to the privacy notice is checked before
     * anything (400 naming `consent`) and stored by the move, in its transaction.
     */
    async submit(user: AuthUser, key: K, id: number, action = 'submit', consent?: ConsentBody | null) {
      const { engine, form, beforeSubmit } = service(key);
      const row = await find(user, key, 'merchant', id);
      if (!engine.can(row, 'merchant', action)) throw engine.refused(row, 'submitted again');
      const agreed = consentRecord(user, consent);
      const uploaded = (await files.activeFiles(row.id)).filter((f) => f.side === 'merchant');
      const errors = readiness(form, form.parse(row.data), uploaded);
      const count = Object.values(errors).flat().length;
      if (count) throw new AppError(422, msg('errors.requests.notReady', { count }), errors);
      await beforeSubmit?.(row, uploaded, (key) => ctx.storage.get(key));
      return detail(key, await engine.move(user, id, action, { set: { consent: agreed } }), 'merchant');
    },

    /**
     * A rejected request corrected: a new draft with its data and the shop's documents (to be replaced as
     * needed), made once: asking again gives the same draft. The service offers it as its `resubmit` action.
     */
    async resubmit(user: AuthUser, key: K, id: number) {
      const { engine, store } = service(key);
      await find(user, key, 'merchant', id);
      const row = await db.transaction(async (tx) => {
        const old = (await store.lock(tx, id))!;
        const [made] = await tx.select().from(serviceRequests).where(eq(serviceRequests.correctsId, id));
        if (made) return made;
        if (!engine.can(old, 'merchant', 'resubmit')) throw engine.refused(old, 'corrected');
        const { merchantId, merchantCode, data, name, subject, kind, period, quantity } = old;
        const draft = await store.create(tx, {
          merchantId,
          merchantCode,
          createdBy: user.id,
          data,
          name,
          subject,
          kind,
          period,
          quantity,
          correctsId: id,
        });
        const docs = await tx
          .select({ kind: serviceRequestFiles.kind, fileId: serviceRequestFiles.fileId })
          .from(serviceRequestFiles)
          .where(
            and(
              eq(serviceRequestFiles.requestId, id),
              eq(serviceRequestFiles.side, 'merchant'),
              isNull(serviceRequestFiles.removedAt),
            ),
          );
        if (docs.length)
          await tx.insert(serviceRequestFiles).values(
            docs.map((f) => ({
              requestId: draft.id,
              kind: f.kind,
              side: 'merchant' as const,
              fileId: f.fileId,
              uploadedBy: user.id,
            })),
          );
        return draft;
      });
      return detail(key, row, 'merchant');
    },

    /** Any other workflow move (pick up, query, answer, complete, approve, allot, reject). */
    async move(user: AuthUser, key: K, id: number, action: string, input: MoveInput) {
      return detail(key, await engines[key].move(user, id, action, input), sideOf(user));
    },

    async addFile(
      user: AuthUser,
      key: K,
      side: Side,
      id: number,
      input: { kind: string; data: Buffer; filename: string; replaces?: string | null },
    ) {
      const { engine, documents } = service(key);
      const row = await find(user, key, side, id);
      await files.add(user, engine, documents, row, side, input);
      return detail(key, await find(user, key, side, id), side);
    },

    async removeFile(user: AuthUser, key: K, side: Side, id: number, fileId: string) {
      const row = await find(user, key, side, id);
      await files.remove(engines[key], row, side, fileId);
      return detail(key, row, side);
    },

    /** One full Aadhaar number of a request for the back office, logged with its reason (decision 0067). */
    async revealAadhaar(by: Accessor & { user: AuthUser }, key: K, id: number, body: RevealAadhaarBody) {
      const row = await find(by.user, key, 'backend', id);
      return revealAadhaar(
        db,
        by,
        { refType: 'service_request', refId: row.id, refNo: row.refNo, data: row.data },
        body,
      );
    },

    /** The bytes of one file, for previews; the caller's access to the request is checked first. */
    async fileContent(user: AuthUser, key: K, side: Side, id: number, fileId: string) {
      await find(user, key, side, id);
      const f = await files.content(id, fileId);
      if (!f) throw notFound('No such file in this request.');
      return f;
    },

    /** Producer of the signed download links: the route has checked access before issuing one. */
    fileByRef: (requestId: number, fileId: string) => files.content(requestId, fileId),

    /** A shop's requests of these services per state (few rows: one shop's). */
    async merchantCounts(merchantId: number): Promise<StateCountRow[]> {
      const rows = await db
        .select({ service: serviceRequests.service, state: serviceRequests.state, n: sql<number>`count(*)::int` })
        .from(serviceRequests)
        .where(and(eq(serviceRequests.merchantId, merchantId), inArray(serviceRequests.service, keys)))
        .groupBy(serviceRequests.service, serviceRequests.state);
      return rows.map((r) => ({ ...r, n: Number(r.n) }));
    },

    /** Every shop's requests per state, from the count table the trigger keeps, not from the requests. */
    async backendCounts(): Promise<StateCountRow[]> {
      const rows = await db
        .select({
          service: serviceRequestStateCounts.service,
          state: serviceRequestStateCounts.state,
          n: serviceRequestStateCounts.n,
        })
        .from(serviceRequestStateCounts)
        .where(inArray(serviceRequestStateCounts.service, keys));
      return rows.map((r) => ({ ...r, n: Number(r.n) }));
    },
  };
}

/** Counts per state of one service, leaving out states with none. */
export const countsOf = (rows: readonly StateCountRow[], service: ServiceKey): Record<string, number> =>
  Object.fromEntries(rows.filter((r) => r.service === service && r.n > 0).map((r) => [r.state, r.n]));

export type SharedRequests<K extends string = string> = ReturnType<typeof createSharedRequests<K>>;
