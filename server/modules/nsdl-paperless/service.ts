import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  GenerateUrlRequest,
  PAPERLESS_OPEN_STATES,
  PAPERLESS_PRICE_CODES,
  PAPERLESS_WORKFLOW,
  isOpenPaperlessState,
  type PaperlessAction,
  type PaperlessDashboard,
  type PaperlessDetail,
  type PaperlessRedirect,
  type PaperlessSummary,
  type ProviderResult,
} from '../../../contract/nsdl-paperless';
import type { ConsentBody } from '../../../contract/privacy/notice';
import { nextState } from '../../../contract/requests';
import type { Locale } from '../../../contract/i18n';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { serviceRequestEvents, serviceRequests } from '../../db/schema/requests';
import type { DownloadBody } from '../../lib/downloads';
import type { AuthUser } from '../../lib/access';
import { AppError, conflict, msg } from '../../lib/errors';
import { ProviderError, type EkycProvider } from '../../integrations/protean';
import type { MoveInput } from '../requests/declare';
import { SYSTEM_MOVER } from '../requests/engine';
import { countsOf, createSharedRequests } from '../requests/request-service';
import type { SharedRequest } from '../requests/store';
import {
  PAPERLESS_FORM,
  paperlessDeclaration,
  paperlessStore,
  ProviderLabel,
  providerOf,
  resumable,
  withProvider,
  type ProviderMemo,
} from './declarations';
import { createEkycProviders, type EkycProviderName, type EkycProviders } from './providers';
import { databaseSandboxStore } from './sandbox-store';
import { paperlessSlipPdf } from './slip';
import { accountCard } from '../users/read-model';
import { lastJobRun } from '../../lib/jobs';
import { NSDL_PAPERLESS } from '../../../contract/nsdl-paperless/manifest';

export const PAPERLESS = NSDL_PAPERLESS.requests.application.key;
export const RECONCILE_JOB = 'nsdl-paperless-reconcile';
/** Where the provider (or the sandbox) sends the browser back to, under the portal's public address. */
export const RETURN_PATH = '/api/nsdl-paperless/return';

/** What a status call said: the provider's result, nothing known (null), or why it could not be asked. */
export type StatusAnswer = { result: ProviderResult | null } | { error: string };
/** What settling did: a move made, or nothing (the provider has not finished, or the application had ended). */
export type Settled = 'acknowledged' | 'failed' | 'unchanged';

const rupees = (paise: number | null) => (paise == null ? null : paise / 100);
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

export type PaperlessOptions = {
  providers?: EkycProviders;
  now?: () => Date;
  log?: { warn(obj: object, msg: string): void };
};

/**
 * NSDL PAN paperless (decision 0055) on the shared requests: confirm charges once and gets
 * the provider's URL, a provider's word (a returning result re-checked by status, the reconciler, the
 * operator's "ask now") settles the application through one function, inside the engine's locked move.
 */
export function createPaperlessService(ctx: AppContext, opts: PaperlessOptions = {}) {
  const db: Db = ctx.database.db;
  const { config } = ctx;
  const now = opts.now ?? (() => new Date());
  const { masters, site } = ctx.services;
  const providers =
    opts.providers ?? createEkycProviders(masters, config, ctx.secrets.encryptionKey, databaseSandboxStore(db));
  const declaration = paperlessDeclaration({ expireMinutes: config.paperlessExpireMinutes });
  const requests = createSharedRequests(ctx, {
    [PAPERLESS]: {
      ...declaration,
      // Nothing is charged when there is nowhere to send the applicant.
      async beforeSubmit() {
        if (!(await currentProvider()))
          throw new AppError(
            503,
            'Paperless PAN is not set up yet: the back office must save the Protean e-KYC credentials first. Nothing was charged.',
          );
      },
    },
  });
  const engine = requests.engines[PAPERLESS];
  const redirectUrl = `${config.publicUrl.replace(/\/$/, '')}${RETURN_PATH}`;

  /** Where a new confirm goes; a Protean key saved wrongly is "not set up" here (the error is the back office's to fix). */
  async function currentProvider(): Promise<EkycProvider | null> {
    try {
      return await providers.current();
    } catch (e) {
      if (e instanceof ProviderError) return null;
      throw e;
    }
  }

  async function namedProvider(name: EkycProviderName): Promise<EkycProvider | null> {
    try {
      return await providers.named(name);
    } catch (e) {
      if (e instanceof ProviderError) return null;
      throw e;
    }
  }

  /** The provider an application was sent to; one paid but never sent goes where a new confirm would. */
  const providerFor = (row: SharedRequest) => {
    const name = providerOf(row).name;
    return name ? namedProvider(name) : currentProvider();
  };

  const detail = async (row: SharedRequest, side: 'merchant' | 'backend') =>
    (await requests.detail(PAPERLESS, row, side)) as PaperlessDetail;

  /** One server move on a locked application, or nothing when its state no longer allows it (another settler was first). */
  async function moveIfAllowed(
    tx: Db | Tx,
    row: SharedRequest,
    action: PaperlessAction,
    input: MoveInput,
  ): Promise<boolean> {
    if (!nextState(PAPERLESS_WORKFLOW, row.state, action)) return false;
    await engine.moveLocked(tx, SYSTEM_MOVER, row, action, input);
    return true;
  }

  /** The same, in a transaction of its own. */
  const moveAlone = (id: number, action: PaperlessAction, input: MoveInput = {}) =>
    db.transaction(async (tx) => {
      const row = await paperlessStore.lock(tx, id);
      return row ? moveIfAllowed(tx, row, action, input) : false;
    });

  /**
   * Settles an application by what the provider said, in one transaction with the row locked: a success
   * acknowledges, a failure fails (refunded once by the move); anything else only notes what was said.
   * An ended application is not moved (a replay); a success after our failure is flagged for the back office.
   */
  async function settle(id: number, name: EkycProviderName, answer: StatusAnswer): Promise<Settled> {
    const at = now().toISOString();
    const contradicted = await db.transaction(async (tx): Promise<Settled | { ackNo: string; refNo: string }> => {
      const row = await paperlessStore.lock(tx, id);
      if (!row) return 'unchanged';
      const before = providerOf(row);
      if (!isOpenPaperlessState(row.state)) {
        const r = 'result' in answer ? answer.result : null;
        if (row.state === 'failed' && r?.status === 'success' && r.ackNo) {
          await flagAcknowledgedAfterFailure(tx, row, name, r.ackNo);
          return { ackNo: r.ackNo, refNo: row.refNo };
        }
        return 'unchanged';
      }
      if ('error' in answer) {
        await noteOnly(tx, row, { ...before, name: before.name ?? name, checkedAt: at, error: answer.error });
        return 'unchanged';
      }
      const r = answer.result;
      const memo: ProviderMemo = r
        ? {
            name,
            txnId: r.txnId,
            status: r.status,
            code: r.code,
            message: r.message,
            refunded: r.refunded,
            checkedAt: at,
            error: null,
          }
        : {
            ...before,
            name,
            checkedAt: at,
            error: null,
            message: `${ProviderLabel(name)} has no record of this application yet: the applicant has not finished on its page.`,
          };
      const data = withProvider(row, memo);
      if (
        r?.status === 'success' &&
        (await moveIfAllowed(tx, row, 'acknowledge', {
          set: { data, result: r.ackNo },
          eventRemark: `Ack no ${r.ackNo}`,
        }))
      )
        return 'acknowledged';
      if (r?.status === 'failure') {
        const reason = [r.code, r.message].filter(Boolean).join(': ') || `${ProviderLabel(name)} gave no reason`;
        if (await moveIfAllowed(tx, row, 'fail', { set: { data }, remark: reason.slice(0, 500) })) return 'failed';
      }
      await noteOnly(tx, row, memo);
      return 'unchanged';
    });
    if (typeof contradicted === 'object') {
      opts.log?.warn(
        { requestId: id, ackNo: contradicted.ackNo },
        `paperless ${contradicted.refNo}: acknowledged by the provider after the portal failed and refunded it`,
      );
      return 'unchanged';
    }
    return contradicted;
  }

  async function noteOnly(tx: Db | Tx, row: SharedRequest, memo: ProviderMemo) {
    await tx
      .update(serviceRequests)
      .set({ data: withProvider(row, memo) })
      .where(eq(serviceRequests.id, row.id));
  }

  /** Once per application: the back office must take it up with the provider (the shop was refunded, the PAN goes ahead). */
  async function flagAcknowledgedAfterFailure(tx: Db | Tx, row: SharedRequest, name: EkycProviderName, ackNo: string) {
    const action = 'provider_acknowledged_after_failure';
    const [seen] = await tx
      .select({ id: serviceRequestEvents.id })
      .from(serviceRequestEvents)
      .where(and(eq(serviceRequestEvents.requestId, row.id), eq(serviceRequestEvents.action, action)));
    if (seen) return;
    await paperlessStore.addEvent(tx, {
      requestId: row.id,
      action,
      fromState: row.state,
      toState: row.state,
      actorId: null,
      remark:
        `${ProviderLabel(name)} acknowledged it (ack no ${ackNo}) after the portal failed it and ` +
        `refunded the charge: take it up with the provider.`,
    });
  }

  /**
   * Asks the provider about an application and settles by its answer; an unreachable provider changes nothing but the
   * note (when asked to keep it).
   */
  async function check(
    row: SharedRequest,
    provider: EkycProvider,
    keepError: boolean,
  ): Promise<{
    settled: Settled | 'unreachable';
    status: ProviderResult['status'] | 'unknown' | null;
    error?: string;
  }> {
    let result: ProviderResult | null;
    try {
      result = await provider.status(row.refNo);
    } catch (e) {
      const error = messageOf(e);
      if (keepError) await settle(row.id, provider.name, { error });
      return { settled: 'unreachable', status: null, error };
    }
    return { settled: await settle(row.id, provider.name, { result }), status: result?.status ?? 'unknown' };
  }

  /** Gets the provider's URL for a paid application and, for one not yet sent, makes its redirect move with the provider's name. */
  async function sendOn(row: SharedRequest, provider: EkycProvider): Promise<PaperlessRedirect> {
    const form = PAPERLESS_FORM.parse(row.data);
    const answer = await provider.generateUrl(GenerateUrlRequest.parse({ ...form, reference: row.refNo, redirectUrl }));
    await db.transaction(async (tx) => {
      const locked = await paperlessStore.lock(tx, row.id);
      if (!locked) return;
      const data = withProvider(locked, { ...providerOf(locked), name: provider.name, error: null });
      if (!(await moveIfAllowed(tx, locked, 'redirect', { set: { data } })))
        await noteOnly(tx, locked, { ...providerOf(locked), name: provider.name, error: null });
    });
    return answer;
  }

  async function reload(id: number): Promise<SharedRequest> {
    return (await paperlessStore.get(db, id, null))!;
  }

  return {
    requests,
    engine,
    providers,
    providerFor,
    settle,
    check,
    moveAlone,

    /**
     * Confirm and pay: the applicant's consent (400), readiness (422), a provider set up (503), the one
     * charge (the engine), then the provider's URL after the commit. A URL not got fails the application at
     * once, refunded.
     */
    async confirm(user: AuthUser, id: number, consent?: ConsentBody | null): Promise<PaperlessRedirect> {
      await requests.submit(user, PAPERLESS, id, 'confirm', consent);
      const row = await reload(id);
      const provider = await currentProvider();
      try {
        if (!provider) throw new ProviderError('no e-KYC provider is set up any more');
        return await sendOn(row, provider);
      } catch (e) {
        const label = ProviderLabel(provider?.name ?? 'protean');
        const reason = `${label} could not start the e-KYC: ${messageOf(e)}`;
        await moveAlone(id, 'fail', { remark: reason.slice(0, 500) });
        throw new AppError(
          502,
          msg('errors.paperless.startFailed', {
            provider: provider?.name ?? 'protean',
            reason: messageOf(e),
            refNo: row.refNo,
            amount: String(row.amountPaise / 100),
          }),
        );
      }
    },

    /** Back to the provider's page for an application it still allows (nothing changes when the provider fails). */
    async resume(user: AuthUser, id: number): Promise<PaperlessRedirect> {
      const row = await engine.find(user, 'merchant', id);
      if (!resumable(row, config.paperlessExpireMinutes, now())) {
        throw isOpenPaperlessState(row.state)
          ? conflict(
              msg('errors.paperless.tooLateToContinue', {
                refNo: row.refNo,
                minutes: config.paperlessExpireMinutes,
              }),
            )
          : engine.refused(row, 'continued');
      }
      const provider = await providerFor(row);
      if (!provider)
        throw new AppError(
          502,
          `The e-KYC provider this application was sent to is no longer set up; ask the back office.`,
        );
      try {
        return await sendOn(row, provider);
      } catch (e) {
        throw new AppError(
          502,
          msg('errors.paperless.providerFailed', { provider: provider.name, reason: messageOf(e) }),
        );
      }
    },

    /** "Apply again": a new draft from a failed application (asking again gives the same draft). */
    resubmit: async (user: AuthUser, id: number) => (await requests.resubmit(user, PAPERLESS, id)) as PaperlessDetail,

    /**
     * The browser's return with the provider's sealed result: opened with each provider's key, its
     * application found by reference, then re-checked with the status call to the provider it was sent
     * to; only that answer moves it. null: not ours (forged, altered, unknown reference), nothing changed.
     */
    async returned(encData: string): Promise<{ id: number } | null> {
      let opened: { result: ProviderResult; by: EkycProvider } | null = null;
      for (const name of ['protean', 'sandbox'] as const) {
        const p = await namedProvider(name);
        if (!p) continue;
        try {
          opened = { result: p.decodeResult(encData), by: p };
          break;
        } catch (e) {
          if (!(e instanceof ProviderError)) throw e;
        }
      }
      if (!opened) return null;
      const [row] = await db
        .select()
        .from(serviceRequests)
        .where(and(eq(serviceRequests.service, PAPERLESS), eq(serviceRequests.refNo, opened.result.reference)));
      if (!row) return null;
      if (row.state === 'draft') return { id: row.id };
      const provider = providerOf(row).name ? await providerFor(row) : opened.by;
      // The provider it was sent to is gone or unreachable: nothing changes, the reconciler settles it later.
      if (provider) await check(row, provider, false);
      return { id: row.id };
    },

    /** The back office's "ask Protean now": one status call and the same settling as the reconciler's. */
    async askNow(user: AuthUser, id: number): Promise<PaperlessDetail> {
      const row = await engine.find(user, 'backend', id);
      if (!isOpenPaperlessState(row.state)) throw engine.refused(row, 'asked about');
      const provider = await providerFor(row);
      if (!provider) throw new AppError(503, 'The e-KYC provider this application was sent to is no longer set up.');
      const out = await check(row, provider, true);
      if (out.settled === 'unreachable')
        throw new AppError(502, msg('errors.paperless.askFailed', { provider: provider.name, error: out.error }));
      return detail(await reload(id), 'backend');
    },

    /** The slip's file name, once the caller's access is checked: only an acknowledged application has one. */
    async slipName(user: AuthUser, id: number): Promise<string> {
      const row = await engine.find(user, 'merchant', id);
      if (row.state !== 'acknowledged' || !row.result)
        throw conflict(msg('errors.paperless.noSlip', { refNo: row.refNo }));
      return `ACK-${row.result}.pdf`;
    },

    /** The slip's bytes, for the signed download link, in the language of whoever asked for the link. */
    async slipPdf(id: number, locale: Locale = 'en'): Promise<DownloadBody | null> {
      const row = await paperlessStore.get(db, id, null);
      if (row?.state !== 'acknowledged' || !row.result) return null;
      const [[merchant], [ack], business] = await Promise.all([
        accountCard(db, row.merchantId).then((a) => [a]),
        db
          .select({ at: serviceRequestEvents.at })
          .from(serviceRequestEvents)
          .where(and(eq(serviceRequestEvents.requestId, id), eq(serviceRequestEvents.action, 'acknowledge')))
          .orderBy(desc(serviceRequestEvents.id))
          .limit(1),
        site.businessInfo(),
      ]);
      const d = PAPERLESS_FORM.parse(row.data);
      const body = await paperlessSlipPdf(
        {
          ackNo: row.result,
          refNo: row.refNo,
          name: row.name,
          appType: d.appType,
          existingPan: d.existingPan,
          card: d.card,
          email: d.email,
          mobile: d.mobile,
          dated: row.dated,
          acknowledgedAt: ack?.at ?? row.updatedAt,
          merchantCode: row.merchantCode,
          merchantName: merchant?.name ?? '',
        },
        business,
        undefined,
        locale,
      );
      return { mime: 'application/pdf', body };
    },

    /** The shop's page: counts per state, its package's prices, and whether paperless is set up (and a test). */
    async summary(user: AuthUser): Promise<PaperlessSummary> {
      const merchantId = await engine.merchantOf(user);
      const [counts, n, c, provider] = await Promise.all([
        requests.merchantCounts(merchantId),
        masters.priceFor(merchantId, PAPERLESS_PRICE_CODES.N),
        masters.priceFor(merchantId, PAPERLESS_PRICE_CODES.C),
        currentProvider(),
      ]);
      return {
        counts: countsOf(counts, PAPERLESS),
        prices: { N: rupees(n), C: rupees(c) },
        available: !!provider,
        sandbox: provider?.name === 'sandbox',
      };
    },

    /** The back office's part of the NSDL dashboard: counts, the stuck ones, today's acknowledgements (IST), the reconciler's last run. */
    async dashboard(): Promise<PaperlessDashboard> {
      const t = now();
      const TZ = 'Asia/Kolkata';
      const [counts, [stuck], [today], run, provider] = await Promise.all([
        requests.backendCounts(),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(serviceRequests)
          .where(
            and(
              eq(serviceRequests.service, PAPERLESS),
              inArray(serviceRequests.state, [...PAPERLESS_OPEN_STATES]),
              lt(serviceRequests.submittedAt, new Date(t.getTime() - config.paperlessExpireMinutes * 60_000)),
            ),
          ),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(serviceRequestEvents)
          .innerJoin(serviceRequests, eq(serviceRequests.id, serviceRequestEvents.requestId))
          .where(
            and(
              eq(serviceRequests.service, PAPERLESS),
              eq(serviceRequestEvents.action, 'acknowledge'),
              gte(
                serviceRequestEvents.at,
                sql`((${t.toISOString()}::timestamptz at time zone ${TZ})::date::timestamp at time zone ${TZ})`,
              ),
            ),
          ),
        lastJobRun(db, RECONCILE_JOB),
        currentProvider(),
      ]);
      return {
        counts: countsOf(counts, PAPERLESS),
        stuck: Number(stuck?.n ?? 0),
        acknowledgedToday: Number(today?.n ?? 0),
        lastRun: run && { ...run, summary: run.summary as Record<string, number> },
        provider: provider?.name ?? null,
      };
    },
  };
}

export type PaperlessService = ReturnType<typeof createPaperlessService>;
