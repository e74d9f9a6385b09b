import type { RevealAadhaarBody } from '../../../contract/aadhaar';
import type { Accessor } from '../privacy/access-log';
import { revealAadhaar } from '../privacy/reveal';
import { and, eq, isNull } from 'drizzle-orm';
import {
  ACK_NO_RE,
  PAN_LISTS,
  applicantName,
  applicationProblems,
  problemsToErrors,
  type AppType,
  type PanAction,
  type PanApplicationData,
  type Problem,
} from '../../../contract/nsdl-pan';
import type { PanCategory } from '../../../contract/pan';
import type { ConsentBody } from '../../../contract/privacy/notice';
import type { Side } from '../../../contract/requests';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isUniqueViolation, nextId } from '../../db/ids';
import { panApplicationCrops, panApplicationFiles, panApplications } from '../../db/schema/nsdl-pan';
import type { AuthUser } from '../../lib/access';
import { AppError, badRequest, msg, notFound, sentences } from '../../lib/errors';
import { requireApprovedKyc } from '../kyc/guard';
import { consentRecord } from '../privacy/consent';
import { InsufficientBalance, walletOf } from '../wallet/ledger';
import { indiaToday, sideOf } from '../requests/engine';
import { applicationReader } from './application-detail';
import { applicationDocuments, type PreparedScan } from './documents';
import { applicationOutputs } from './outputs';
import { createPanEngine, panStore, type Application } from './workflow';
import { existingAccount } from '../users/read-model';

export type Area = Side;
export { indiaToday };

/** 400 for values that are wrong as typed; missing ones are allowed in a draft. */
function refuseMalformed(problems: Problem[]) {
  const bad = problems.filter((p) => p.kind === 'format');
  if (bad.length)
    throw badRequest(
      bad.length === 1
        ? bad[0].message
        : msg('errors.requests.fieldsToCorrect', { count: bad.length, problems: sentences(bad.map((p) => p.message)) }),
      problemsToErrors(bad),
    );
}

/**
 * NSDL PAN physical on the request engine: every move goes through the engine; what
 * is NSDL's own is here (the 49A/CSF data, reapplying) and in documents.ts (uploads, merged scan, crops)
 * and outputs.ts (dashboards, PDFs).
 */
export function createPanService(ctx: AppContext) {
  const db: Db = ctx.database.db;
  const { masters, site } = ctx.services;
  const engine = createPanEngine(db, (merchantId, code) => masters.priceFor(merchantId, code));
  const vault = ctx.services.aadhaar;
  const reader = applicationReader(db, ctx.storage, engine, vault);
  const documents = applicationDocuments(db, ctx.storage, engine, reader);
  const { detail } = reader;
  /** The data as it is stored: its Aadhaar number sealed, with the hash it is found by (docs/decisions/0067). */
  const sealed = (data: PanApplicationData) => {
    const out = vault.sealData(data);
    return { data: out.data, aadhaarHashes: out.hashes };
  };
  const find = engine.find;

  async function findByAck(user: AuthUser, side: Side, ackNo: string): Promise<Application> {
    if (!ACK_NO_RE.test(ackNo))
      throw badRequest('The acknowledgement number is 15 digits.', {
        ackNo: ['The acknowledgement number is 15 digits'],
      });
    const where =
      side === 'merchant'
        ? and(eq(panApplications.ackNo, ackNo), eq(panApplications.merchantId, await engine.merchantOf(user)))
        : eq(panApplications.ackNo, ackNo);
    const [row] = await db.select().from(panApplications).where(where);
    if (!row) throw notFound(msg('errors.nsdlPan.noAckNo', { ackNo }));
    return row;
  }

  /** A move after work prepared outside the transaction (the merged scan): recorded with the move, or removed if it fails. */
  async function moveWithScan(
    user: AuthUser,
    app: Application,
    action: 'submit' | 'tin_resubmit',
    scan: PreparedScan,
    opts: { remark?: string | null; price?: number | null; set?: Record<string, unknown> },
  ) {
    try {
      return await engine.committed(async (tx) => {
        const locked = (await panStore.lock(tx, app.id))!;
        const scanFileId = await scan.record(tx);
        const set = { ...opts.set, scanFileId };
        return engine.moveLocked(tx, user, locked, action, { remark: opts.remark, set }, opts.price);
      });
    } catch (e) {
      await scan.discard();
      throw e;
    }
  }

  return {
    ...documents,
    ...applicationOutputs(db, ctx.storage, engine, reader, site),
    find,
    findByAck,
    detail,
    /** The merchant whose applications this account works on, once its staff permission is checked. */
    merchantOf: engine.merchantOf,

    async get(user: AuthUser, side: Side, id: number) {
      return detail(await find(user, side, id), side);
    },

    /** The applicant's full Aadhaar number for the back office, logged with its reason (decision 0067). */
    async revealAadhaar(by: Accessor & { user: AuthUser }, id: number, body: RevealAadhaarBody) {
      const app = await find(by.user, 'backend', id);
      return revealAadhaar(
        db,
        by,
        { refType: 'pan_application', refId: app.id, refNo: app.tokenNo, data: reader.dataOf(app) },
        body,
      );
    },

    async getByAck(user: AuthUser, side: Side, ackNo: string) {
      return detail(await findByAck(user, side, ackNo), side);
    },

    /** The back office's look-up by token number (PT…) or 15-digit acknowledgement number (cancel-aadhar). */
    async findByTokenOrAck(q: string) {
      const v = q.trim().toUpperCase();
      if (!v) throw badRequest('Enter a token number or an acknowledgement number.', { q: ['Required'] });
      const where = ACK_NO_RE.test(v) ? eq(panApplications.ackNo, v) : eq(panApplications.tokenNo, v);
      const [row] = await db.select().from(panApplications).where(where);
      if (!row) throw notFound(msg('errors.nsdlPan.noTokenOrAck', { number: v }));
      return detail(row, 'backend');
    },

    /**
     * Saves a new draft. With an Idempotency-Key (a copy kept offline on the phone, resent when the network is
     * back) the same key from the same merchant answers the draft it made the first time, never a second one.
     */
    async create(
      user: AuthUser,
      input: { category: PanCategory; appType: AppType; data: PanApplicationData },
      key?: string,
    ) {
      const merchantId = await engine.merchantOf(user);
      const byKey = async () => {
        if (!key) return undefined;
        const where = and(eq(panApplications.merchantId, merchantId), eq(panApplications.createKey, key));
        const [row] = await db.select().from(panApplications).where(where);
        return row;
      };
      const earlier = await byKey();
      if (earlier) return detail(earlier, 'merchant');
      refuseMalformed(applicationProblems(input.category, input.appType, input.data));
      const merchant = await existingAccount(db, merchantId);
      const app = await db
        .transaction(async (tx) => {
          const seq = await nextId(tx, 'pan_token_seq');
          const [row] = await tx
            .insert(panApplications)
            .values({
              tokenNo: `PT${String(seq).padStart(10, '0')}`,
              merchantId,
              merchantCode: merchant.code,
              createdBy: user.id,
              category: input.category,
              appType: input.appType,
              state: 'draft',
              name: applicantName(input.category, input.data),
              mobile: input.data.mobile,
              ...sealed(input.data),
              dated: indiaToday(),
              createKey: key ?? null,
            })
            .returning();
          await panStore.addEvent(tx, {
            requestId: row.id,
            action: 'create',
            fromState: null,
            toState: 'draft',
            actorId: user.id,
            remark: null,
          });
          return row;
        })
        // Two sends of one key at once: the one that lost the race answers the winner's draft.
        .catch(async (e: unknown) => {
          const winner = isUniqueViolation(e, 'pan_app_merchant_create_key_uq') ? await byKey() : undefined;
          if (!winner) throw e;
          return winner;
        });
      return detail(app, 'merchant');
    },

    async save(user: AuthUser, id: number, data: PanApplicationData) {
      const app = await find(user, 'merchant', id);
      if (!engine.can(app, 'merchant', 'edit')) throw engine.refused(app, 'changed');
      refuseMalformed(applicationProblems(app.category as PanCategory, app.appType as AppType, data));
      const [row] = await db
        .update(panApplications)
        .set({
          ...sealed(data),
          name: applicantName(app.category as PanCategory, data),
          mobile: data.mobile,
          updatedAt: new Date(),
        })
        .where(and(eq(panApplications.id, id), eq(panApplications.state, app.state)))
        .returning();
      if (!row) throw engine.refused(await find(user, 'merchant', id), 'changed');
      return detail(row, 'merchant');
    },

    /**
     * Submits a draft: every check first, the applicant's consent to the privacy notice among them (nothing
     * is stored for a submit that cannot succeed), then the merged scan, then the engine's move, which
     * charges the package price once and stores the consent.
     */
    async submit(user: AuthUser, id: number, consent?: ConsentBody | null) {
      const app = await find(user, 'merchant', id);
      if (!engine.can(app, 'merchant', 'submit')) throw engine.refused(app, 'submitted again');
      const agreed = consentRecord(user, consent);
      const errors = await documents.readiness(app);
      const count = Object.values(errors).flat().length;
      if (count) throw new AppError(422, msg('errors.nsdlPan.notReady', { count }), errors);
      await requireApprovedKyc(db, user);
      const price = await engine.chargeFor(app);
      if (price == null)
        throw new AppError(422, 'Your package has no price for this service. Ask the back office to set it up.');
      const wallet = await walletOf(db, app.merchantId);
      if (wallet.balancePaise < price) throw new InsufficientBalance(wallet.balancePaise, price);
      const scan = await documents.prepareScan(app);
      const done = await moveWithScan(user, app, 'submit', scan, { price, set: { consent: agreed } });
      return detail(done, 'merchant');
    },

    /**
     * Copies a rejected application into a new draft (documents and crops too, to be replaced as needed). Asking
     * twice gives the same draft.
     */
    async reapply(user: AuthUser, id: number) {
      await find(user, 'merchant', id);
      const created = await db.transaction(async (tx) => {
        const locked = (await panStore.lock(tx, id))!;
        const [existing] = await tx.select().from(panApplications).where(eq(panApplications.reappliedFrom, id));
        if (existing) return existing;
        if (!engine.can(locked, 'merchant', 'reapply')) throw engine.refused(locked, 'reapplied');
        const seq = await nextId(tx, 'pan_token_seq');
        const [row] = await tx
          .insert(panApplications)
          .values({
            tokenNo: `PT${String(seq).padStart(10, '0')}`,
            merchantId: locked.merchantId,
            merchantCode: locked.merchantCode,
            createdBy: user.id,
            category: locked.category,
            appType: locked.appType,
            state: 'draft',
            name: locked.name,
            mobile: locked.mobile,
            data: locked.data,
            aadhaarHashes: locked.aadhaarHashes,
            dated: indiaToday(),
            reappliedFrom: locked.id,
          })
          .returning();
        const files = await tx
          .select()
          .from(panApplicationFiles)
          .where(and(eq(panApplicationFiles.applicationId, id), isNull(panApplicationFiles.removedAt)));
        const idMap = new Map<string, string>();
        for (const f of files) {
          const [copy] = await tx
            .insert(panApplicationFiles)
            .values({ applicationId: row.id, kind: f.kind, fileId: f.fileId, pages: f.pages, uploadedBy: f.uploadedBy })
            .returning({ id: panApplicationFiles.id });
          idMap.set(f.id, copy.id);
        }
        const crops = await tx.select().from(panApplicationCrops).where(eq(panApplicationCrops.applicationId, id));
        for (const c of crops) {
          const source = idMap.get(c.sourceId);
          if (source)
            await tx
              .insert(panApplicationCrops)
              .values({ ...c, applicationId: row.id, sourceId: source, createdBy: user.id, createdAt: new Date() });
        }
        await panStore.addEvent(tx, {
          requestId: row.id,
          action: 'create',
          fromState: null,
          toState: 'draft',
          actorId: user.id,
          remark: `Reapplied from ${locked.tokenNo}`,
        });
        await panStore.addEvent(tx, {
          requestId: locked.id,
          action: 'reapply',
          fromState: locked.state,
          toState: locked.state,
          actorId: user.id,
          remark: `New application ${row.tokenNo}`,
        });
        return row;
      });
      return detail(created, 'merchant');
    },

    /** A back-office move on one application (verify, reject, cancel, acknowledge, TIN decisions). */
    async decide(
      user: AuthUser,
      id: number,
      action: Extract<
        PanAction,
        'verify' | 'reject' | 'cancel' | 'acknowledge' | 'tin_reject' | 'tin_verify' | 'tin_reject_again'
      >,
      opts: { remark?: string | null; ackNo?: string },
    ) {
      const done = await engine.move(user, id, action, { remark: opts.remark ?? null, ackNo: opts.ackNo });
      return detail(done, sideOf(user));
    },

    /** The merchant sends corrected documents for a TIN rejection: they join the scan and the back office checks them again. */
    async tinResubmit(user: AuthUser, ackNo: string, remark: string | null) {
      const app = await findByAck(user, 'merchant', ackNo);
      if (!engine.can(app, 'merchant', 'tin_resubmit')) throw engine.refused(app, 'sent with corrections');
      const fresh = await documents.freshCorrections(app.id);
      if (!fresh)
        throw badRequest('Upload the corrected documents first.', {
          documents: ['Upload at least one corrected document'],
        });
      const done = await moveWithScan(user, app, 'tin_resubmit', await documents.prepareScan(app), { remark });
      return detail(done, 'merchant');
    },

    listStates(side: Side, name: string): readonly string[] {
      const l = (PAN_LISTS[side] as Record<string, { states: readonly string[] }>)[name];
      if (!l) throw notFound('No such list.');
      return l.states;
    },
  };
}

export type PanService = ReturnType<typeof createPanService>;
