import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  DOCUMENT_KINDS,
  applicationProblems,
  requiredDocuments,
  type ApplicationDetail,
  type AppType,
  type DocumentKind,
  type PanApplicationData,
} from '../../../contract/nsdl-pan';
import { PanApplicationData as DataSchema } from '../../../contract/nsdl-pan';
import type { PanCategory } from '../../../contract/pan';
import type { ConsentRecord } from '../../../contract/privacy/notice';
import type { Side } from '../../../contract/requests';
import type { Db } from '../../db/client';
import {
  panApplicationCrops,
  panApplicationEvents,
  panApplicationFiles,
  panApplications,
} from '../../db/schema/nsdl-pan';
import { maskData, type AadhaarVault } from '../../lib/aadhaar-vault';
import type { Storage } from '../../lib/storage';
import { storedFilesView } from '../../lib/uploads';
import { courierCard } from '../couriers/read-model';
import { accountCard, accountsView } from '../users/read-model';
import type { Application, PanEngine } from './workflow';

/* An application as the screens read it: its data, documents, crops, timeline and what the reader may do. */

export const KIND_LABEL = Object.fromEntries(DOCUMENT_KINDS.map((k) => [k.value, k.label])) as Record<
  DocumentKind,
  string
>;

export const iso = (d: Date | string | null) =>
  d == null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString();

export function parseData(raw: unknown): PanApplicationData {
  const r = DataSchema.safeParse(raw ?? {});
  return r.success ? r.data : DataSchema.parse({});
}

/**
 * What the reader on `side` may see of the data: the merchant editing its own draft sees the Aadhaar
 * number it typed; every other answer carries it masked (a full one only through a logged reveal).
 */
export const visibleData = (app: Pick<Application, 'state'>, side: Side, data: PanApplicationData) =>
  side === 'merchant' && app.state === 'draft' ? data : maskData(data);

/** The links' files (lib/uploads owns them) and the history's actors (users owns them), joined by id. */
const storedFiles = storedFilesView('stored');
const actors = accountsView('actors');

export function applicationReader(db: Db, storage: Storage, engine: PanEngine, vault: AadhaarVault) {
  /** The stored data as the rules read it: sealed Aadhaar numbers opened. */
  const dataOf = (app: Pick<Application, 'data'>) => parseData(vault.openData(app.data));

  async function activeFiles(applicationId: number) {
    return db
      .select({
        id: panApplicationFiles.id,
        kind: panApplicationFiles.kind,
        pages: panApplicationFiles.pages,
        uploadedAt: panApplicationFiles.uploadedAt,
        fileId: panApplicationFiles.fileId,
        mime: storedFiles.mime,
        size: storedFiles.size,
        name: storedFiles.originalName,
        key: storedFiles.key,
      })
      .from(panApplicationFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, panApplicationFiles.fileId))
      .where(and(eq(panApplicationFiles.applicationId, applicationId), isNull(panApplicationFiles.removedAt)))
      .orderBy(asc(panApplicationFiles.uploadedAt));
  }

  async function cropsOf(applicationId: number) {
    return (
      db
        .select({
          kind: panApplicationCrops.kind,
          sourceId: panApplicationCrops.sourceId,
          box: panApplicationCrops.box,
          width: panApplicationCrops.width,
          height: panApplicationCrops.height,
          size: panApplicationCrops.size,
          createdAt: panApplicationCrops.createdAt,
          key: storedFiles.key,
        })
        .from(panApplicationCrops)
        .innerJoin(storedFiles, eq(storedFiles.id, panApplicationCrops.fileId))
        // A crop retention deleted is no crop: a form printed after prints without it.
        .where(and(eq(panApplicationCrops.applicationId, applicationId), isNull(storedFiles.deletedAt)))
    );
  }

  async function cropBytes(applicationId: number): Promise<{ photo: Buffer | null; signature: Buffer | null }> {
    const crops = await cropsOf(applicationId);
    const get = async (kind: 'photo' | 'signature') => {
      const c = crops.find((x) => x.kind === kind);
      return c ? storage.get(c.key) : null;
    };
    return { photo: await get('photo'), signature: await get('signature') };
  }

  /** The application for a reader on `side`, with the actions that side may take on it now. */
  async function detail(app: Application, side: Side): Promise<ApplicationDetail> {
    const data = dataOf(app);
    const [files, crops, events, merchant, creator, from, as, courier] = await Promise.all([
      activeFiles(app.id),
      cropsOf(app.id),
      db
        .select({
          at: panApplicationEvents.at,
          action: panApplicationEvents.action,
          fromState: panApplicationEvents.fromState,
          toState: panApplicationEvents.toState,
          remark: panApplicationEvents.remark,
          by: actors.code,
          byName: actors.name,
          byRole: actors.role,
        })
        .from(panApplicationEvents)
        .leftJoin(actors, eq(actors.id, panApplicationEvents.actorId))
        .where(eq(panApplicationEvents.applicationId, app.id))
        .orderBy(asc(panApplicationEvents.id)),
      accountCard(db, app.merchantId),
      accountCard(db, app.createdBy),
      app.reappliedFrom
        ? db
            .select({ id: panApplications.id, tokenNo: panApplications.tokenNo })
            .from(panApplications)
            .where(eq(panApplications.id, app.reappliedFrom))
        : Promise.resolve([]),
      db
        .select({ id: panApplications.id, tokenNo: panApplications.tokenNo })
        .from(panApplications)
        .where(eq(panApplications.reappliedFrom, app.id)),
      app.courierId ? courierCard(db, app.courierId) : Promise.resolve(undefined),
    ]);
    const present = new Set(files.map((f) => f.kind));
    const amount = app.state === 'draft' ? ((await engine.chargeFor(app)) ?? 0) : app.amountPaise;
    // A rejected application is reapplied once: after that the new draft is where the work goes on.
    const allowedActions = engine.allowedActions(app, side).filter((a) => a.action !== 'reapply' || !as[0]);
    return {
      id: app.id,
      tokenNo: app.tokenNo,
      category: app.category as PanCategory,
      appType: app.appType as AppType,
      state: app.state,
      stateLabel: engine.stateLabel(app.state),
      name: app.name,
      data: visibleData(app, side, data),
      ackNo: app.ackNo,
      amount: amount / 100,
      merchant: merchant ? { code: merchant.code, name: merchant.name } : { code: app.merchantCode, name: '' },
      createdBy: creator?.code ?? '',
      createdAt: iso(app.createdAt)!,
      submittedAt: iso(app.submittedAt),
      remark: app.remark,
      reappliedFrom: from[0] ?? null,
      reappliedAs: as[0] ?? null,
      documentsDeletedAt: iso(app.documentsDeletedAt),
      consent: (app.consent as ConsentRecord | null) ?? null,
      problems: applicationProblems(app.category as PanCategory, app.appType as AppType, data),
      missingDocuments: requiredDocuments(app.category as PanCategory, app.appType as AppType).filter(
        (k) => !present.has(k),
      ),
      files: files.map((f) => ({
        id: f.id,
        kind: f.kind as DocumentKind,
        name: f.name ?? KIND_LABEL[f.kind as DocumentKind],
        mime: f.mime,
        size: f.size,
        pages: f.pages,
        uploadedAt: iso(f.uploadedAt)!,
      })),
      crops: crops.map((c) => ({
        kind: c.kind,
        fileId: c.sourceId,
        width: c.width,
        height: c.height,
        size: c.size,
        box: c.box as ApplicationDetail['crops'][number]['box'],
        createdAt: iso(c.createdAt)!,
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
      courier: courier ?? null,
      allowedActions,
    };
  }

  return { activeFiles, cropsOf, cropBytes, detail, dataOf };
}

export type ApplicationReader = ReturnType<typeof applicationReader>;
