import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  ACK_NO_RE,
  DOCUMENT_KINDS,
  PAN_LISTS,
  SCAN_LIMITS,
  applicantName,
  applicationProblems,
  problemsToErrors,
  requiredDocuments,
  type ApplicationDetail,
  type AppType,
  type BackendPanDashboard,
  type CropRequest,
  type DocumentKind,
  type MerchantPanDashboard,
  type PanApplicationData,
  type Problem,
} from '../../../contract/nsdl-pan';
import { PanApplicationData as DataSchema } from '../../../contract/nsdl-pan';
import type { PanCategory } from '../../../contract/pan';
import type { ServiceCode } from '../../../contract/services';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { nextId } from '../../db/ids';
import { couriers, panApplicationCrops, panApplicationEvents, panApplicationFiles, panApplications, panStateCounts, storedFiles, users } from '../../db/schema';
import type { AuthUser } from '../../lib/access';
import type { DownloadBody } from '../../lib/downloads';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { requireApprovedKyc } from '../kyc/guard';
import { requireStaffService } from '../staff-permissions/service';
import { createMastersService } from '../masters/service';
import { createSiteService } from '../site/service';
import { post, walletOf } from '../wallet/ledger';
import { panAckSlipPdf } from './ack-slip';
import { cropImage } from './crop';
import { applicationFormPdf } from './form-pdf';
import { inspectDocument, mergeScan } from './scan';
import { addEvent, applyMove, lockApplication, refused, stateLabel, type Application } from './transitions';
import type { PanAction } from './states';

export type Area = 'merchant' | 'backend';

const SERVICE_FOR: Record<AppType, ServiceCode> = { N: 'NSDL_PHYSICAL_NEW', C: 'NSDL_PHYSICAL_CHANGE' };
/** Order of documents inside the merged scan: the signed form first, then the proofs as Protean lists them. */
const SCAN_ORDER: DocumentKind[] = ['form', 'identity', 'address', 'dob', 'pan_proof', 'other', 'tin'];
const KIND_LABEL = Object.fromEntries(DOCUMENT_KINDS.map((k) => [k.value, k.label])) as Record<DocumentKind, string>;
/** States in which the back office may (re)crop the photo and signature while checking the form. */
const BACKEND_CROP_STATES = ['draft', 'waiting', 'verified', 'tin_resubmitted'];

/** Today's date in India (YYYY-MM-DD): application dates are Indian calendar days. */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

const iso = (d: Date | string | null) => (d == null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString());

function parseData(raw: unknown): PanApplicationData {
  const r = DataSchema.safeParse(raw ?? {});
  return r.success ? r.data : DataSchema.parse({});
}

/** 400 for values that are wrong as typed; missing ones are allowed in a draft. */
function refuseMalformed(problems: Problem[]) {
  const bad = problems.filter((p) => p.kind === 'format');
  if (bad.length) throw badRequest(bad.length === 1 ? bad[0].message : `${bad.length} fields need correcting: ${bad.map((p) => p.message).join('; ')}`, problemsToErrors(bad));
}

export function createPanService(ctx: AppContext) {
  const db: Db = ctx.database.db;
  const storage = ctx.storage;
  const masters = createMastersService(db, ctx.secrets.encryptionKey);
  const site = createSiteService(db);

  /** The merchant whose applications a merchant account works on (itself, or its owner for staff). */
  async function merchantOf(user: AuthUser): Promise<number> {
    if (user.role !== 'merchant' || !user.merchantId) throw forbidden();
    await requireStaffService(db, user, 'nsdl_pan');
    return user.merchantId;
  }

  /**
   * An application the caller may see. A merchant asking for another merchant's application gets the
   * same 404 as for one that does not exist, so ids cannot be probed.
   */
  async function find(user: AuthUser, area: Area, id: number): Promise<Application> {
    const where = area === 'merchant' ? and(eq(panApplications.id, id), eq(panApplications.merchantId, await merchantOf(user))) : eq(panApplications.id, id);
    const [row] = await db.select().from(panApplications).where(where);
    if (!row) throw notFound('No such application.');
    return row;
  }

  async function findByAck(user: AuthUser, area: Area, ackNo: string): Promise<Application> {
    if (!ACK_NO_RE.test(ackNo)) throw badRequest('The acknowledgement number is 15 digits.', { ackNo: ['The acknowledgement number is 15 digits'] });
    const where = area === 'merchant' ? and(eq(panApplications.ackNo, ackNo), eq(panApplications.merchantId, await merchantOf(user))) : eq(panApplications.ackNo, ackNo);
    const [row] = await db.select().from(panApplications).where(where);
    if (!row) throw notFound(`No application has acknowledgement number ${ackNo}.`);
    return row;
  }

  async function activeFiles(applicationId: number) {
    return db
      .select({ id: panApplicationFiles.id, kind: panApplicationFiles.kind, pages: panApplicationFiles.pages, uploadedAt: panApplicationFiles.uploadedAt, fileId: panApplicationFiles.fileId, mime: storedFiles.mime, size: storedFiles.size, name: storedFiles.originalName, key: storedFiles.key })
      .from(panApplicationFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, panApplicationFiles.fileId))
      .where(and(eq(panApplicationFiles.applicationId, applicationId), isNull(panApplicationFiles.removedAt)))
      .orderBy(asc(panApplicationFiles.uploadedAt));
  }

  async function cropsOf(applicationId: number) {
    return db
      .select({ kind: panApplicationCrops.kind, sourceId: panApplicationCrops.sourceId, box: panApplicationCrops.box, width: panApplicationCrops.width, height: panApplicationCrops.height, size: panApplicationCrops.size, createdAt: panApplicationCrops.createdAt, key: storedFiles.key })
      .from(panApplicationCrops)
      .innerJoin(storedFiles, eq(storedFiles.id, panApplicationCrops.fileId))
      .where(eq(panApplicationCrops.applicationId, applicationId));
  }

  async function cropBytes(applicationId: number): Promise<{ photo: Buffer | null; signature: Buffer | null }> {
    const crops = await cropsOf(applicationId);
    const get = async (kind: 'photo' | 'signature') => {
      const c = crops.find((x) => x.kind === kind);
      return c ? storage.get(c.key) : null;
    };
    return { photo: await get('photo'), signature: await get('signature') };
  }

  async function priceOf(app: Pick<Application, 'merchantId' | 'appType'>): Promise<number | null> {
    return masters.priceFor(app.merchantId, SERVICE_FOR[app.appType as AppType]);
  }

  async function detail(app: Application): Promise<ApplicationDetail> {
    const data = parseData(app.data);
    const [files, crops, events, merchant, creator, from, as, courier] = await Promise.all([
      activeFiles(app.id),
      cropsOf(app.id),
      db
        .select({ at: panApplicationEvents.at, action: panApplicationEvents.action, fromState: panApplicationEvents.fromState, toState: panApplicationEvents.toState, remark: panApplicationEvents.remark, by: users.code, byName: users.displayName, byRole: users.role })
        .from(panApplicationEvents)
        .leftJoin(users, eq(users.id, panApplicationEvents.actorId))
        .where(eq(panApplicationEvents.applicationId, app.id))
        .orderBy(asc(panApplicationEvents.id)),
      db.select({ code: users.code, name: users.displayName }).from(users).where(eq(users.id, app.merchantId)),
      db.select({ code: users.code }).from(users).where(eq(users.id, app.createdBy)),
      app.reappliedFrom ? db.select({ id: panApplications.id, tokenNo: panApplications.tokenNo }).from(panApplications).where(eq(panApplications.id, app.reappliedFrom)) : Promise.resolve([]),
      db.select({ id: panApplications.id, tokenNo: panApplications.tokenNo }).from(panApplications).where(eq(panApplications.reappliedFrom, app.id)),
      app.courierId ? db.select({ id: couriers.id, company: couriers.company, docketNo: couriers.docketNo, state: couriers.state }).from(couriers).where(eq(couriers.id, app.courierId)) : Promise.resolve([]),
    ]);
    const present = new Set(files.map((f) => f.kind));
    const amount = app.state === 'draft' ? ((await priceOf(app)) ?? 0) : app.amountPaise;
    return {
      id: app.id,
      tokenNo: app.tokenNo,
      category: app.category as PanCategory,
      appType: app.appType as AppType,
      state: app.state,
      stateLabel: stateLabel(app.state),
      name: app.name,
      data,
      ackNo: app.ackNo,
      amount: amount / 100,
      merchant: merchant[0] ?? { code: app.merchantCode, name: '' },
      createdBy: creator[0]?.code ?? '',
      createdAt: iso(app.createdAt)!,
      submittedAt: iso(app.submittedAt),
      remark: app.remark,
      reappliedFrom: from[0] ?? null,
      reappliedAs: as[0] ?? null,
      problems: applicationProblems(app.category as PanCategory, app.appType as AppType, data),
      missingDocuments: requiredDocuments(app.category as PanCategory, app.appType as AppType).filter((k) => !present.has(k)),
      files: files.map((f) => ({ id: f.id, kind: f.kind as DocumentKind, name: f.name ?? KIND_LABEL[f.kind as DocumentKind], mime: f.mime, size: f.size, pages: f.pages, uploadedAt: iso(f.uploadedAt)! })),
      crops: crops.map((c) => ({ kind: c.kind, fileId: c.sourceId, width: c.width, height: c.height, size: c.size, box: c.box as ApplicationDetail['crops'][number]['box'], createdAt: iso(c.createdAt)! })),
      events: events.map((e) => ({ at: iso(e.at)!, action: e.action, fromState: e.fromState, toState: e.toState, by: e.by ? `${e.by} (${e.byName})` : 'system', byRole: e.byRole ?? 'system', remark: e.remark })),
      courier: courier[0] ?? null,
    };
  }

  /** The merged scan: the signed form and proofs in Protean's order, the newest TIN corrections last. */
  async function buildScan(applicationId: number, ownerId: number) {
    const files = await activeFiles(applicationId);
    const ordered = [...files].sort((a, b) => SCAN_ORDER.indexOf(a.kind as DocumentKind) - SCAN_ORDER.indexOf(b.kind as DocumentKind));
    const inputs = await Promise.all(ordered.map(async (f) => ({ data: await storage.get(f.key), mime: f.mime, label: f.name ?? KIND_LABEL[f.kind as DocumentKind] })));
    const { pdf } = await mergeScan(inputs);
    const key = await storage.put(pdf);
    const [row] = await db.insert(storedFiles).values({ ownerId, purpose: 'pan-scan', key, mime: 'application/pdf', size: pdf.length, originalName: `scan-${applicationId}.pdf` }).returning({ id: storedFiles.id });
    return row.id;
  }

  /** Everything that keeps a draft from being submitted, as one 422 the pre-submit page can list. */
  async function readiness(app: Application) {
    const data = parseData(app.data);
    const problems = applicationProblems(app.category as PanCategory, app.appType as AppType, data);
    const files = await activeFiles(app.id);
    const crops = await cropsOf(app.id);
    const errors = problemsToErrors(problems);
    const present = new Set(files.map((f) => f.kind));
    for (const k of requiredDocuments(app.category as PanCategory, app.appType as AppType)) {
      if (!present.has(k)) (errors[`documents.${k}`] ??= []).push(`Upload the ${KIND_LABEL[k].toLowerCase()}`);
    }
    for (const k of ['photo', 'signature'] as const) {
      if (!crops.some((c) => c.kind === k)) (errors[`crops.${k}`] ??= []).push(`Crop the ${k} from the signed form`);
    }
    return errors;
  }

  return {
    find,
    findByAck,
    detail,
    /** The merchant whose applications this account works on, once its staff permission is checked. */
    merchantOf,

    async get(user: AuthUser, area: Area, id: number) {
      return detail(await find(user, area, id));
    },

    async getByAck(user: AuthUser, area: Area, ackNo: string) {
      return detail(await findByAck(user, area, ackNo));
    },

    /** The back office's look-up by token number (PT…) or 15-digit acknowledgement number (cancel-aadhar). */
    async findByTokenOrAck(q: string) {
      const v = q.trim().toUpperCase();
      if (!v) throw badRequest('Enter a token number or an acknowledgement number.', { q: ['Required'] });
      const where = ACK_NO_RE.test(v) ? eq(panApplications.ackNo, v) : eq(panApplications.tokenNo, v);
      const [row] = await db.select().from(panApplications).where(where);
      if (!row) throw notFound(`No application has token or acknowledgement number ${v}.`);
      return detail(row);
    },

    async create(user: AuthUser, input: { category: PanCategory; appType: AppType; data: PanApplicationData }) {
      const merchantId = await merchantOf(user);
      refuseMalformed(applicationProblems(input.category, input.appType, input.data));
      const [merchant] = await db.select({ code: users.code }).from(users).where(eq(users.id, merchantId));
      const app = await db.transaction(async (tx) => {
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
            data: input.data,
            dated: indiaToday(),
          })
          .returning();
        await addEvent(tx, { applicationId: row.id, action: 'create', fromState: null, toState: 'draft', actorId: user.id });
        return row;
      });
      return detail(app);
    },

    async save(user: AuthUser, id: number, data: PanApplicationData) {
      const app = await find(user, 'merchant', id);
      if (app.state !== 'draft') throw refused(app, 'edit');
      refuseMalformed(applicationProblems(app.category as PanCategory, app.appType as AppType, data));
      const [row] = await db
        .update(panApplications)
        .set({ data, name: applicantName(app.category as PanCategory, data), mobile: data.mobile, updatedAt: new Date() })
        .where(and(eq(panApplications.id, id), eq(panApplications.state, 'draft')))
        .returning();
      if (!row) throw refused(await find(user, 'merchant', id), 'edit');
      return detail(row);
    },

    /**
     * Submits a draft: every check, the merged scan, then one transaction that locks the row, charges the
     * package price (idempotency key per application, so a repeated or concurrent submit is charged once)
     * and moves it to the verification queue.
     */
    async submit(user: AuthUser, id: number) {
      const app = await find(user, 'merchant', id);
      if (app.state !== 'draft') throw refused(app, 'submit');
      const errors = await readiness(app);
      const count = Object.values(errors).flat().length;
      if (count) throw new AppError(422, `The application is not ready to submit: ${count} ${count === 1 ? 'thing needs' : 'things need'} attention.`, errors);
      await requireApprovedKyc(db, user);
      const price = await priceOf(app);
      if (price == null) throw new AppError(422, 'Your package has no price for this service. Ask the back office to set it up.');
      const scanFileId = await buildScan(app.id, app.merchantId);
      const done = await db.transaction(async (tx) => {
        const locked = await lockApplication(tx, id);
        if (locked.state !== 'draft') throw refused(locked, 'submit');
        const wallet = await walletOf(tx, locked.merchantId);
        const { entry } = await post(tx, {
          walletId: wallet.id,
          direction: 'Dr',
          amountPaise: price,
          refType: 'pan_application',
          refId: locked.id,
          narration: `NSDL PAN ${locked.appType === 'N' ? 'new (49A)' : 'change (CSF)'}: ${locked.tokenNo} ${locked.name}`.slice(0, 200),
          idempotencyKey: `pan:${locked.id}:charge`,
          actorId: user.id,
        });
        return applyMove(tx, locked, 'submit', {
          actorId: user.id,
          remark: null,
          set: { dated: indiaToday(), submittedAt: new Date(), amountPaise: price, chargeEntryId: entry.id, scanFileId },
        });
      });
      return detail(done);
    },

    /** Copies a rejected application into a new draft (documents and crops too, to be replaced as needed). Asking twice gives the same draft. */
    async reapply(user: AuthUser, id: number) {
      const app = await find(user, 'merchant', id);
      const created = await db.transaction(async (tx) => {
        const locked = await lockApplication(tx, id);
        if (locked.state !== 'rejected') throw refused(locked, 'reapply');
        const [existing] = await tx.select().from(panApplications).where(eq(panApplications.reappliedFrom, id));
        if (existing) return existing;
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
            dated: indiaToday(),
            reappliedFrom: locked.id,
          })
          .returning();
        const files = await tx.select().from(panApplicationFiles).where(and(eq(panApplicationFiles.applicationId, id), isNull(panApplicationFiles.removedAt)));
        const idMap = new Map<string, string>();
        for (const f of files) {
          const [copy] = await tx.insert(panApplicationFiles).values({ applicationId: row.id, kind: f.kind, fileId: f.fileId, pages: f.pages, uploadedBy: f.uploadedBy }).returning({ id: panApplicationFiles.id });
          idMap.set(f.id, copy.id);
        }
        const crops = await tx.select().from(panApplicationCrops).where(eq(panApplicationCrops.applicationId, id));
        for (const c of crops) {
          const source = idMap.get(c.sourceId);
          if (source) await tx.insert(panApplicationCrops).values({ ...c, applicationId: row.id, sourceId: source, createdBy: user.id, createdAt: new Date() });
        }
        await addEvent(tx, { applicationId: row.id, action: 'create', fromState: null, toState: 'draft', actorId: user.id, remark: `Reapplied from ${locked.tokenNo}` });
        await addEvent(tx, { applicationId: locked.id, action: 'reapply', fromState: 'rejected', toState: 'rejected', actorId: user.id, remark: `New application ${row.tokenNo}` });
        return row;
      });
      void app;
      return detail(created);
    },

    /** A back-office move on one application (verify, reject, cancel, acknowledge, TIN decisions). */
    async decide(user: AuthUser, id: number, action: Extract<PanAction, 'verify' | 'reject' | 'cancel' | 'acknowledge' | 'tin_reject' | 'tin_verify' | 'tin_reject_again'>, opts: { remark?: string | null; ackNo?: string }) {
      await find(user, 'backend', id);
      const done = await db.transaction(async (tx) => applyMove(tx, await lockApplication(tx, id), action, { actorId: user.id, remark: opts.remark ?? null, ackNo: opts.ackNo }));
      return detail(done);
    },

    /** The merchant sends corrected documents for a TIN rejection: they join the scan and the back office checks them again. */
    async tinResubmit(user: AuthUser, ackNo: string, remark: string | null) {
      const app = await findByAck(user, 'merchant', ackNo);
      if (app.state !== 'tin_rejected') throw refused(app, 'tin_resubmit');
      const [since] = await db
        .select({ at: panApplicationEvents.at })
        .from(panApplicationEvents)
        .where(and(eq(panApplicationEvents.applicationId, app.id), inArray(panApplicationEvents.action, ['tin_reject', 'tin_reject_again'])))
        .orderBy(desc(panApplicationEvents.id))
        .limit(1);
      const [fresh] = await db
        .select({ id: panApplicationFiles.id })
        .from(panApplicationFiles)
        .where(and(eq(panApplicationFiles.applicationId, app.id), eq(panApplicationFiles.kind, 'tin'), isNull(panApplicationFiles.removedAt), since ? gte(panApplicationFiles.uploadedAt, since.at) : undefined))
        .limit(1);
      if (!fresh) throw badRequest('Upload the corrected documents first.', { documents: ['Upload at least one corrected document'] });
      const scanFileId = await buildScan(app.id, app.merchantId);
      const done = await db.transaction(async (tx) => applyMove(tx, await lockApplication(tx, app.id), 'tin_resubmit', { actorId: user.id, remark, set: { scanFileId } }));
      return detail(done);
    },

    async addFile(user: AuthUser, id: number, input: { kind: DocumentKind; data: Buffer; filename: string; replaces?: string | null }) {
      const app = await find(user, 'merchant', id);
      const allowed = app.state === 'draft' ? input.kind !== 'tin' : app.state === 'tin_rejected' ? input.kind === 'tin' : false;
      if (!allowed) {
        if (app.state === 'draft' || app.state === 'tin_rejected') throw badRequest(app.state === 'draft' ? 'Corrected (TIN) documents are uploaded after a TIN rejection.' : 'After a TIN rejection, upload the corrected documents as "Corrected document".', { kind: ['Not allowed now'] });
        throw refused(app, 'upload');
      }
      const active = await activeFiles(id);
      if (active.length >= SCAN_LIMITS.filesPerApplication && !input.replaces) throw badRequest(`At most ${SCAN_LIMITS.filesPerApplication} files per application: replace or remove one first.`, { file: ['Too many files'] });
      if (input.replaces && !active.some((f) => f.id === input.replaces)) throw badRequest('The file to replace is not part of this application.', { replaces: ['Unknown file'] });
      const { mime, pages, data } = await inspectDocument('file', input.data, input.kind);
      const key = await storage.put(data);
      await db.transaction(async (tx) => {
        const [stored] = await tx.insert(storedFiles).values({ ownerId: app.merchantId, purpose: 'pan-document', key, mime, size: data.length, originalName: input.filename.slice(0, 200) || KIND_LABEL[input.kind] }).returning({ id: storedFiles.id });
        if (input.replaces) await tx.update(panApplicationFiles).set({ removedAt: new Date() }).where(and(eq(panApplicationFiles.id, input.replaces), eq(panApplicationFiles.applicationId, id)));
        await tx.insert(panApplicationFiles).values({ applicationId: id, kind: input.kind, fileId: stored.id, pages, uploadedBy: user.id });
      });
      return detail(await find(user, 'merchant', id));
    },

    /** Takes a file out of the application (kept on record, not deleted). */
    async removeFile(user: AuthUser, id: number, fileId: string) {
      const app = await find(user, 'merchant', id);
      if (app.state !== 'draft' && app.state !== 'tin_rejected') throw refused(app, 'upload');
      const [f] = await db.select().from(panApplicationFiles).where(and(eq(panApplicationFiles.id, fileId), eq(panApplicationFiles.applicationId, id), isNull(panApplicationFiles.removedAt)));
      if (!f) throw notFound('No such file in this application.');
      if (app.state === 'tin_rejected' && f.kind !== 'tin') throw badRequest('Documents already sent stay on record; upload a corrected document instead.', { file: ['Cannot be removed'] });
      await db.update(panApplicationFiles).set({ removedAt: new Date() }).where(eq(panApplicationFiles.id, fileId));
      return detail(app);
    },

    /** The bytes of one uploaded file, for the scan and cropping previews. */
    async fileContent(user: AuthUser, area: Area, id: number, fileId: string): Promise<DownloadBody & { name: string }> {
      await find(user, area, id);
      const [f] = await db
        .select({ key: storedFiles.key, mime: storedFiles.mime, name: storedFiles.originalName })
        .from(panApplicationFiles)
        .innerJoin(storedFiles, eq(storedFiles.id, panApplicationFiles.fileId))
        .where(and(eq(panApplicationFiles.id, fileId), eq(panApplicationFiles.applicationId, id)));
      if (!f) throw notFound('No such file in this application.');
      return { mime: f.mime, body: await storage.get(f.key), name: f.name ?? 'document' };
    },

    async cropContent(user: AuthUser, area: Area, id: number, kind: 'photo' | 'signature'): Promise<DownloadBody> {
      await find(user, area, id);
      const c = (await cropsOf(id)).find((x) => x.kind === kind);
      if (!c) throw notFound(`The ${kind} has not been cropped yet.`);
      return { mime: 'image/jpeg', body: await storage.get(c.key) };
    },

    /** Cuts the photo or signature out of an uploaded form page at NSDL's size and stores it (replacing an earlier crop). */
    async crop(user: AuthUser, area: Area, id: number, req: CropRequest) {
      const app = await find(user, area, id);
      const ok = area === 'merchant' ? app.state === 'draft' : BACKEND_CROP_STATES.includes(app.state);
      if (!ok) throw refused(app, 'crop');
      const [source] = await db
        .select({ id: panApplicationFiles.id, key: storedFiles.key, mime: storedFiles.mime })
        .from(panApplicationFiles)
        .innerJoin(storedFiles, eq(storedFiles.id, panApplicationFiles.fileId))
        .where(and(eq(panApplicationFiles.id, req.fileId), eq(panApplicationFiles.applicationId, id), isNull(panApplicationFiles.removedAt)));
      if (!source) throw badRequest('Choose a page of this application to crop from.', { fileId: ['Not a file of this application'] });
      if (!source.mime.startsWith('image/')) throw badRequest('Crop from a scanned image (JPEG or PNG) of the signed form, not a PDF.', { fileId: ['Not an image'] });
      const out = await cropImage(await storage.get(source.key), req.box, req.kind);
      const key = await storage.put(out.data);
      await db.transaction(async (tx) => {
        const [stored] = await tx.insert(storedFiles).values({ ownerId: app.merchantId, purpose: `pan-${req.kind}`, key, mime: 'image/jpeg', size: out.size, originalName: `${req.kind}-${app.tokenNo}.jpg` }).returning({ id: storedFiles.id });
        const values = { applicationId: id, kind: req.kind, sourceId: source.id, fileId: stored.id, box: req.box, width: out.width, height: out.height, size: out.size, createdBy: user.id, createdAt: new Date() };
        await tx.insert(panApplicationCrops).values(values).onConflictDoUpdate({ target: [panApplicationCrops.applicationId, panApplicationCrops.kind], set: values });
        if (area === 'backend') await addEvent(tx, { applicationId: id, action: 'crop', fromState: app.state, toState: app.state, actorId: user.id, remark: `${req.kind === 'photo' ? 'Photograph' : 'Signature'} cropped again by the back office` });
      });
      return detail(await find(user, area, id));
    },

    /** The oldest application waiting for verification, for "verify next". */
    async nextToVerify(): Promise<{ id: number } | null> {
      const [row] = await db
        .select({ id: panApplications.id })
        .from(panApplications)
        .where(eq(panApplications.state, 'waiting'))
        .orderBy(asc(panApplications.submittedAt), asc(panApplications.id))
        .limit(1);
      return row ?? null;
    },

    async merchantDashboard(user: AuthUser): Promise<MerchantPanDashboard> {
      const merchantId = await merchantOf(user);
      const rows = await db.select({ state: panApplications.state, n: sql<number>`count(*)::int` }).from(panApplications).where(eq(panApplications.merchantId, merchantId)).groupBy(panApplications.state);
      const counts = Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
      const dayStart = new Date(`${indiaToday()}T00:00:00+05:30`);
      const today = await db
        .select({ action: panApplicationEvents.action, n: sql<number>`count(*)::int` })
        .from(panApplicationEvents)
        .innerJoin(panApplications, eq(panApplications.id, panApplicationEvents.applicationId))
        .where(and(eq(panApplications.merchantId, merchantId), gte(panApplicationEvents.at, dayStart), inArray(panApplicationEvents.action, ['create', 'submit', 'acknowledge'])))
        .groupBy(panApplicationEvents.action);
      const n = (a: string) => Number(today.find((t) => t.action === a)?.n ?? 0);
      return { counts, today: { drafts: n('create'), submitted: n('submit'), acknowledged: n('acknowledge') } };
    },

    async backendDashboard(): Promise<BackendPanDashboard> {
      const rows = await db.select({ state: panStateCounts.state, n: panStateCounts.n }).from(panStateCounts);
      const counts = Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
      const dayStart = new Date(`${indiaToday()}T00:00:00+05:30`);
      const today = await db
        .select({ action: panApplicationEvents.action, n: sql<number>`count(*)::int` })
        .from(panApplicationEvents)
        .where(and(gte(panApplicationEvents.at, dayStart), inArray(panApplicationEvents.action, ['submit', 'verify', 'reject', 'acknowledge', 'receive'])))
        .groupBy(panApplicationEvents.action);
      const n = (a: string) => Number(today.find((t) => t.action === a)?.n ?? 0);
      const oldest = await db
        .select({ id: panApplications.id, token_no: panApplications.tokenNo, name: panApplications.name, merchant_code: panApplications.merchantCode, submitted_at: panApplications.submittedAt })
        .from(panApplications)
        .where(eq(panApplications.state, 'waiting'))
        .orderBy(asc(panApplications.submittedAt), asc(panApplications.id))
        .limit(5);
      return {
        counts,
        today: { submitted: n('submit'), verified: n('verify'), rejected: n('reject'), acknowledged: n('acknowledge'), completed: n('receive') },
        oldestWaiting: oldest.map((o) => ({ ...o, submitted_at: iso(o.submitted_at) ?? '' })),
      };
    },

    /** Download producers (the route checked who may have the file before issuing the link). */
    async formPdf(id: number): Promise<DownloadBody | null> {
      const [app] = await db.select().from(panApplications).where(eq(panApplications.id, id));
      if (!app) return null;
      const { photo, signature } = await cropBytes(id);
      const business = await site.businessInfo();
      return { mime: 'application/pdf', body: await applicationFormPdf({ tokenNo: app.tokenNo, category: app.category as PanCategory, appType: app.appType as AppType, data: parseData(app.data), photo, signature }, business) };
    },

    async ackSlip(id: number): Promise<DownloadBody | null> {
      const [app] = await db.select().from(panApplications).where(eq(panApplications.id, id));
      if (!app?.ackNo) return null;
      const [merchant] = await db.select({ name: users.displayName }).from(users).where(eq(users.id, app.merchantId));
      const [ack] = await db
        .select({ at: panApplicationEvents.at })
        .from(panApplicationEvents)
        .where(and(eq(panApplicationEvents.applicationId, id), eq(panApplicationEvents.action, 'acknowledge')))
        .orderBy(desc(panApplicationEvents.id))
        .limit(1);
      const { photo, signature } = await cropBytes(id);
      const business = await site.businessInfo();
      const body = await panAckSlipPdf(
        { ackNo: app.ackNo, tokenNo: app.tokenNo, name: app.name, category: app.category as PanCategory, appType: app.appType as AppType, dated: app.dated, acknowledgedAt: ack?.at ?? app.updatedAt, merchantCode: app.merchantCode, merchantName: merchant?.name ?? '', mobile: app.mobile, photo, signature },
        business,
      );
      return { mime: 'application/pdf', body };
    },

    async scanPdf(id: number): Promise<DownloadBody | null> {
      const [row] = await db
        .select({ key: storedFiles.key })
        .from(panApplications)
        .innerJoin(storedFiles, eq(storedFiles.id, panApplications.scanFileId))
        .where(eq(panApplications.id, id));
      return row ? { mime: 'application/pdf', body: await storage.get(row.key) } : null;
    },

    /** Names of the download files, after the caller's access to the application is checked. */
    async downloadName(user: AuthUser, area: Area, id: number, what: 'form' | 'ack' | 'scan'): Promise<string> {
      const app = await find(user, area, id);
      if (what === 'ack') {
        if (!app.ackNo) throw conflict(`Application ${app.tokenNo} has no acknowledgement number yet.`);
        return `ACK-${app.ackNo}.pdf`;
      }
      if (what === 'scan') {
        if (!app.scanFileId) throw conflict(`Application ${app.tokenNo} has no merged scan yet: it is made when the application is submitted.`);
        return `SCAN-${app.tokenNo}.pdf`;
      }
      return `${app.appType === 'N' ? 'Form49A' : 'CSF'}-${app.tokenNo}.pdf`;
    },

    listStates(area: Area, name: string): readonly string[] {
      const lists = PAN_LISTS[area] as Record<string, { states: readonly string[] }>;
      const l = lists[name];
      if (!l) throw notFound('No such list.');
      return l.states;
    },
  };
}

export type PanService = ReturnType<typeof createPanService>;
