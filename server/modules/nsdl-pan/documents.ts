import { and, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import {
  SCAN_LIMITS,
  applicationProblems,
  problemsToErrors,
  requiredDocuments,
  type AppType,
  type CropRequest,
  type DocumentKind,
} from '../../../contract/nsdl-pan';
import type { PanCategory } from '../../../contract/pan';
import type { Side } from '../../../contract/requests';
import type { Db, Tx } from '../../db/client';
import { panApplicationCrops, panApplicationEvents, panApplicationFiles } from '../../db/schema/nsdl-pan';
import type { AuthUser } from '../../lib/access';
import type { DownloadBody } from '../../lib/downloads';
import { badRequest, msg, notFound, text, type Msg } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { recordStoredFile, storedFilesView } from '../../lib/uploads';
import { keptBytes } from '../privacy/retention-files';
import { KIND_LABEL, type ApplicationReader } from './application-detail';
import { cropImage } from './crop';
import { inspectDocument, mergeScan } from './scan';
import type { Application, PanEngine } from './workflow';

/** The links' stored files (lib/uploads owns them), joined by id. */
const storedFiles = storedFilesView('stored');

/** Order of documents inside the merged scan: the signed form first, then the proofs as Protean lists them. */
const SCAN_ORDER: DocumentKind[] = ['form', 'identity', 'address', 'dob', 'pan_proof', 'other', 'tin'];

/** A merged scan written to storage but not yet recorded: recorded inside the move, or removed if the move fails. */
export type PreparedScan = {
  key: string;
  size: number;
  record(tx: Db | Tx): Promise<string>;
  discard(): Promise<void>;
};

/* An application's documents: uploads (checked by content), the merged scan, and the photo and signature crops. */
export function applicationDocuments(db: Db, storage: Storage, engine: PanEngine, reader: ApplicationReader) {
  const { activeFiles, cropsOf, detail } = reader;

  /**
   * The merged scan: the signed form and proofs in Protean's order, the newest TIN corrections last.
   * Its row is written by the caller's transaction, so a submit refused (balance, a race) leaves no
   * stored file behind: the bytes are removed too.
   */
  async function prepareScan(app: Application): Promise<PreparedScan> {
    const files = await activeFiles(app.id);
    const ordered = [...files].sort(
      (a, b) => SCAN_ORDER.indexOf(a.kind as DocumentKind) - SCAN_ORDER.indexOf(b.kind as DocumentKind),
    );
    const inputs = await Promise.all(
      ordered.map(async (f) => ({
        data: await keptBytes(db, storage, f.key),
        mime: f.mime,
        label: f.name ?? text(KIND_LABEL[f.kind as DocumentKind]),
      })),
    );
    const { pdf } = await mergeScan(inputs);
    const key = await storage.put(pdf);
    return {
      key,
      size: pdf.length,
      async record(tx) {
        return recordStoredFile(tx, {
          ownerId: app.merchantId,
          purpose: 'pan-scan',
          key,
          mime: 'application/pdf',
          size: pdf.length,
          originalName: `scan-${app.id}.pdf`,
        });
      },
      discard: () => storage.remove(key),
    };
  }

  /** Everything that keeps a draft from being submitted, as field errors the pre-submit page can list. */
  async function readiness(app: Application) {
    const problems = applicationProblems(app.category as PanCategory, app.appType as AppType, reader.dataOf(app));
    const [files, crops] = await Promise.all([activeFiles(app.id), cropsOf(app.id)]);
    const errors: Record<string, (string | Msg)[]> = problemsToErrors(problems);
    const present = new Set(files.map((f) => f.kind));
    for (const k of requiredDocuments(app.category as PanCategory, app.appType as AppType)) {
      if (!present.has(k))
        (errors[`documents.${k}`] ??= []).push(
          msg('errors.nsdlPan.uploadDocument', { kind: text(KIND_LABEL[k], 'lower') }),
        );
    }
    for (const k of ['photo', 'signature'] as const) {
      if (!crops.some((c) => c.kind === k))
        (errors[`crops.${k}`] ??= []).push(msg('errors.nsdlPan.cropFromForm', { kind: k }));
    }
    return errors;
  }

  /** A draft takes the form and proofs; after a TIN rejection only corrected documents (kind 'tin'). */
  function checkUpload(app: Application, kind: DocumentKind) {
    const needs = kind === 'tin' ? 'upload_corrections' : 'upload';
    if (engine.can(app, 'merchant', needs)) return;
    if (kind === 'tin' && engine.can(app, 'merchant', 'upload'))
      throw badRequest('Corrected (TIN) documents are uploaded after a TIN rejection.', { kind: ['Not allowed now'] });
    if (kind !== 'tin' && engine.can(app, 'merchant', 'upload_corrections'))
      throw badRequest('After a TIN rejection, upload the corrected documents as "Corrected document".', {
        kind: ['Not allowed now'],
      });
    throw engine.refused(app, 'given new documents');
  }

  return {
    prepareScan,
    readiness,

    /** Whether a corrected document was uploaded since the last TIN rejection. */
    async freshCorrections(applicationId: number): Promise<boolean> {
      const [since] = await db
        .select({ at: panApplicationEvents.at })
        .from(panApplicationEvents)
        .where(
          and(
            eq(panApplicationEvents.applicationId, applicationId),
            inArray(panApplicationEvents.action, ['tin_reject', 'tin_reject_again']),
          ),
        )
        .orderBy(desc(panApplicationEvents.id))
        .limit(1);
      const [fresh] = await db
        .select({ id: panApplicationFiles.id })
        .from(panApplicationFiles)
        .where(
          and(
            eq(panApplicationFiles.applicationId, applicationId),
            eq(panApplicationFiles.kind, 'tin'),
            isNull(panApplicationFiles.removedAt),
            since ? gte(panApplicationFiles.uploadedAt, since.at) : undefined,
          ),
        )
        .limit(1);
      return !!fresh;
    },

    async addFile(
      user: AuthUser,
      id: number,
      input: { kind: DocumentKind; data: Buffer; filename: string; replaces?: string | null },
    ) {
      const app = await engine.find(user, 'merchant', id);
      checkUpload(app, input.kind);
      const active = await activeFiles(id);
      if (active.length >= SCAN_LIMITS.filesPerApplication && !input.replaces)
        throw badRequest(msg('errors.nsdlPan.tooManyFiles', { max: SCAN_LIMITS.filesPerApplication }), {
          file: ['Too many files'],
        });
      if (input.replaces && !active.some((f) => f.id === input.replaces))
        throw badRequest('The file to replace is not part of this application.', { replaces: ['Unknown file'] });
      const { mime, pages, data } = await inspectDocument('file', input.data, input.kind);
      const key = await storage.put(data);
      await db.transaction(async (tx) => {
        const fileId = await recordStoredFile(tx, {
          ownerId: app.merchantId,
          purpose: 'pan-document',
          key,
          mime,
          size: data.length,
          originalName: input.filename || KIND_LABEL[input.kind],
        });
        if (input.replaces)
          await tx
            .update(panApplicationFiles)
            .set({ removedAt: new Date() })
            .where(and(eq(panApplicationFiles.id, input.replaces), eq(panApplicationFiles.applicationId, id)));
        await tx
          .insert(panApplicationFiles)
          .values({ applicationId: id, kind: input.kind, fileId, pages, uploadedBy: user.id });
      });
      return detail(await engine.find(user, 'merchant', id), 'merchant');
    },

    /** Takes a file out of the application (kept on record, not deleted). */
    async removeFile(user: AuthUser, id: number, fileId: string) {
      const app = await engine.find(user, 'merchant', id);
      const corrections = engine.can(app, 'merchant', 'upload_corrections');
      if (!corrections && !engine.can(app, 'merchant', 'upload')) throw engine.refused(app, 'given new documents');
      const [f] = await db
        .select()
        .from(panApplicationFiles)
        .where(
          and(
            eq(panApplicationFiles.id, fileId),
            eq(panApplicationFiles.applicationId, id),
            isNull(panApplicationFiles.removedAt),
          ),
        );
      if (!f) throw notFound('No such file in this application.');
      if (corrections && f.kind !== 'tin')
        throw badRequest('Documents already sent stay on record; upload a corrected document instead.', {
          file: ['Cannot be removed'],
        });
      await db.update(panApplicationFiles).set({ removedAt: new Date() }).where(eq(panApplicationFiles.id, fileId));
      return detail(app, 'merchant');
    },

    /** The bytes of one uploaded file, for the scan and cropping previews. */
    async fileContent(
      user: AuthUser,
      side: Side,
      id: number,
      fileId: string,
    ): Promise<DownloadBody & { name: string; kind: string; refNo: string }> {
      const app = await engine.find(user, side, id);
      const [f] = await db
        .select({
          key: storedFiles.key,
          mime: storedFiles.mime,
          name: storedFiles.originalName,
          kind: panApplicationFiles.kind,
        })
        .from(panApplicationFiles)
        .innerJoin(storedFiles, eq(storedFiles.id, panApplicationFiles.fileId))
        .where(and(eq(panApplicationFiles.id, fileId), eq(panApplicationFiles.applicationId, id)));
      if (!f) throw notFound('No such file in this application.');
      const name = f.name ?? 'document';
      return { mime: f.mime, body: await keptBytes(db, storage, f.key), name, kind: f.kind, refNo: app.tokenNo };
    },

    async cropContent(
      user: AuthUser,
      side: Side,
      id: number,
      kind: 'photo' | 'signature',
    ): Promise<DownloadBody & { refNo: string }> {
      const app = await engine.find(user, side, id);
      const c = (await cropsOf(id)).find((x) => x.kind === kind);
      if (!c) throw notFound(msg('errors.nsdlPan.notCropped', { kind }));
      return { mime: 'image/jpeg', body: await keptBytes(db, storage, c.key), refNo: app.tokenNo };
    },

    /** Cuts the photo or signature out of an uploaded form page at NSDL's size and stores it (replacing an earlier crop). */
    async crop(user: AuthUser, side: Side, id: number, req: CropRequest) {
      const app = await engine.find(user, side, id);
      if (!engine.can(app, side, 'crop')) throw engine.refused(app, 'cropped');
      const [source] = await db
        .select({ id: panApplicationFiles.id, key: storedFiles.key, mime: storedFiles.mime })
        .from(panApplicationFiles)
        .innerJoin(storedFiles, eq(storedFiles.id, panApplicationFiles.fileId))
        .where(
          and(
            eq(panApplicationFiles.id, req.fileId),
            eq(panApplicationFiles.applicationId, id),
            isNull(panApplicationFiles.removedAt),
          ),
        );
      if (!source)
        throw badRequest('Choose a page of this application to crop from.', {
          fileId: ['Not a file of this application'],
        });
      if (!source.mime.startsWith('image/'))
        throw badRequest('Crop from a scanned image (JPEG or PNG) of the signed form, not a PDF.', {
          fileId: ['Not an image'],
        });
      const out = await cropImage(await storage.get(source.key), req.box, req.kind);
      const key = await storage.put(out.data);
      await db.transaction(async (tx) => {
        const fileId = await recordStoredFile(tx, {
          ownerId: app.merchantId,
          purpose: `pan-${req.kind}`,
          key,
          mime: 'image/jpeg',
          size: out.size,
          originalName: `${req.kind}-${app.tokenNo}.jpg`,
        });
        const values = {
          applicationId: id,
          kind: req.kind,
          sourceId: source.id,
          fileId,
          box: req.box,
          width: out.width,
          height: out.height,
          size: out.size,
          createdBy: user.id,
          createdAt: new Date(),
        };
        await tx
          .insert(panApplicationCrops)
          .values(values)
          .onConflictDoUpdate({ target: [panApplicationCrops.applicationId, panApplicationCrops.kind], set: values });
        if (side === 'backend')
          await tx.insert(panApplicationEvents).values({
            applicationId: id,
            action: 'crop',
            fromState: app.state,
            toState: app.state,
            actorId: user.id,
            remark: `${req.kind === 'photo' ? 'Photograph' : 'Signature'} cropped again by the back office`,
          });
      });
      return detail(await engine.find(user, side, id), side);
    },
  };
}
