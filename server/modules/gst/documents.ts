import { and, asc, eq, isNull } from 'drizzle-orm';
import { GST_FILING_DOCUMENTS, GST_REGISTRATION_DOCUMENTS, GST_RESULT_DOCUMENTS, isValidGstin, parsePeriod, type GstService } from '../../../contract/gst';
import { KYC_FILE_MAX_BYTES } from '../../../contract/kyc';
import type { Side } from '../../../contract/requests';
import type { Db } from '../../db/client';
import { serviceRequestEvents, serviceRequestFiles, storedFiles } from '../../db/schema';
import type { AuthUser } from '../../lib/access';
import type { DownloadBody } from '../../lib/downloads';
import { badRequest, fieldError, notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { validateUpload } from '../../lib/uploads';
import type { SharedRequest } from '../requests/store';
import type { GstEngine } from './declarations';
import { checkSpreadsheet, inspectInvoiceSummary } from './invoices';

/*
 * A GST request's files: the shop's documents (checked by content: JPEG, PNG or PDF, or a CSV/Excel
 * invoice summary checked row by row) and the back office's results (acknowledgement, certificate).
 * A replaced or removed file keeps its row, with removedAt set.
 */

export const GST_FILE_MAX_BYTES = KYC_FILE_MAX_BYTES;
/** Enough for every document of a ten-person registration with a few replaced. */
const FILES_PER_REQUEST = 30;
const IMAGE_MAX_SIDE = 8000;
const SHEETS: readonly string[] = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

type KindDecl = { value: string; label: string; accept: readonly string[] };

/** The kinds a side may upload to a service's request, with what each accepts. */
export function uploadKinds(service: GstService, side: Side): readonly KindDecl[] {
  if (side === 'backend') return GST_RESULT_DOCUMENTS[service].map((k) => ({ ...k, accept: ['application/pdf', 'image/jpeg', 'image/png'] }));
  return service === 'gst-registration' ? GST_REGISTRATION_DOCUMENTS : GST_FILING_DOCUMENTS;
}

export type ActiveFile = Awaited<ReturnType<ReturnType<typeof requestFiles>['activeFiles']>>[number];

export function requestFiles(db: Db, storage: Storage) {
  async function activeFiles(requestId: number) {
    return db
      .select({
        id: serviceRequestFiles.id,
        kind: serviceRequestFiles.kind,
        side: serviceRequestFiles.side,
        uploadedAt: serviceRequestFiles.uploadedAt,
        mime: storedFiles.mime,
        size: storedFiles.size,
        name: storedFiles.originalName,
        key: storedFiles.key,
      })
      .from(serviceRequestFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, serviceRequestFiles.fileId))
      .where(and(eq(serviceRequestFiles.requestId, requestId), isNull(serviceRequestFiles.removedAt)))
      .orderBy(asc(serviceRequestFiles.uploadedAt));
  }

  /** Checks the bytes for their kind; answers the type and the bytes to store (ours, not the sender's). */
  async function inspect(row: SharedRequest, kind: KindDecl, data: Buffer): Promise<{ mime: string; data: Buffer }> {
    if (kind.value === 'invoice_summary') {
      if (data.length > GST_FILE_MAX_BYTES) throw fieldError('file', `The file is too large: at most ${GST_FILE_MAX_BYTES / 1024 / 1024} MB.`);
      const d = row.data as { gstin?: string; period?: string };
      // The rows are checked against the filing as it is now; submit checks them again (the period may change).
      return inspectInvoiceSummary(data, invoiceContext(d));
    }
    const sheets = kind.accept.filter((m) => SHEETS.includes(m));
    const others = kind.accept.filter((m) => !SHEETS.includes(m));
    const looksLikeFile = /^(\xff\xd8\xff|\x89PNG|%PDF-)/.test(data.subarray(0, 5).toString('latin1'));
    if (sheets.length && !looksLikeFile) {
      if (data.length > GST_FILE_MAX_BYTES) throw fieldError('file', `The file is too large: at most ${GST_FILE_MAX_BYTES / 1024 / 1024} MB.`);
      return checkSpreadsheet(data);
    }
    const label = others.includes('application/pdf') ? 'a JPEG, PNG or PDF file' : 'a JPEG or PNG image';
    return validateUpload('file', data, { mimes: others, maxBytes: GST_FILE_MAX_BYTES, maxSide: IMAGE_MAX_SIDE, label });
  }

  return {
    activeFiles,

    /**
     * Adds a file of `side` to the request (or replaces one of the same side). Whether the side may
     * upload is asked again under the request's lock, so a file cannot land on a request that has just moved on.
     */
    async add(
      user: AuthUser,
      engine: GstEngine,
      row: SharedRequest,
      side: Side,
      input: { kind: string; data: Buffer; filename: string; replaces?: string | null },
    ): Promise<void> {
      const service = row.service as GstService;
      const kind = uploadKinds(service, side).find((k) => k.value === input.kind);
      if (!kind) throw fieldError('kind', 'Choose what the document is.');
      const active = await activeFiles(row.id);
      if (input.replaces && !active.some((f) => f.id === input.replaces && f.side === side)) throw badRequest('The file to replace is not part of this request.', { replaces: ['Unknown file'] });
      // A filing has one invoice summary: a new one takes the place of the last.
      const replaces = input.replaces || (kind.value === 'invoice_summary' ? active.find((f) => f.kind === kind.value)?.id : undefined) || null;
      if (!replaces && active.length >= FILES_PER_REQUEST) throw badRequest(`At most ${FILES_PER_REQUEST} files per request: replace or remove one first.`, { file: ['Too many files'] });
      const clean = await inspect(row, kind, input.data);
      const key = await storage.put(clean.data);
      try {
        await db.transaction(async (tx) => {
          const locked = await engine.store.lock(tx, row.id);
          if (!locked) throw notFound(`No such ${engine.workflow.noun}.`);
          assertCanUpload(engine, locked, side);
          const [stored] = await tx
            .insert(storedFiles)
            .values({ ownerId: locked.merchantId, purpose: side === 'merchant' ? 'gst-document' : 'gst-result', key, mime: clean.mime, size: clean.data.length, originalName: input.filename.slice(0, 200) || kind.label })
            .returning({ id: storedFiles.id });
          if (replaces) await tx.update(serviceRequestFiles).set({ removedAt: new Date() }).where(and(eq(serviceRequestFiles.id, replaces), eq(serviceRequestFiles.requestId, row.id)));
          await tx.insert(serviceRequestFiles).values({ requestId: row.id, kind: kind.value, side, fileId: stored.id, uploadedBy: user.id });
          // The shop sees when the back office attached a result; the back office when a query was answered with files.
          if (side === 'backend' || locked.state !== 'draft') {
            await tx.insert(serviceRequestEvents).values({ requestId: row.id, action: 'file', fromState: locked.state, toState: locked.state, actorId: user.id, remark: `${kind.label} ${replaces ? 'replaced' : 'added'}` });
          }
        });
      } catch (e) {
        await storage.remove(key);
        throw e;
      }
    },

    /** Takes a file out of the request (it stays on record): the shop its own documents, the back office its results. */
    async remove(engine: GstEngine, row: SharedRequest, side: Side, fileId: string): Promise<void> {
      assertCanUpload(engine, row, side);
      const [f] = await db
        .select({ id: serviceRequestFiles.id, side: serviceRequestFiles.side })
        .from(serviceRequestFiles)
        .where(and(eq(serviceRequestFiles.id, fileId), eq(serviceRequestFiles.requestId, row.id), isNull(serviceRequestFiles.removedAt)));
      if (!f) throw notFound('No such file in this request.');
      if (f.side !== side) throw badRequest(side === 'merchant' ? 'The back office’s result files cannot be removed by the shop.' : 'The shop’s documents stay as it sent them.', { file: ['Cannot be removed'] });
      await db.update(serviceRequestFiles).set({ removedAt: new Date() }).where(eq(serviceRequestFiles.id, fileId));
    },

    /** The bytes of one current file of the request, once the caller's access to the request is checked. */
    async content(requestId: number, fileId: string): Promise<(DownloadBody & { name: string }) | null> {
      const [f] = await db
        .select({ key: storedFiles.key, mime: storedFiles.mime, name: storedFiles.originalName, kind: serviceRequestFiles.kind })
        .from(serviceRequestFiles)
        .innerJoin(storedFiles, eq(storedFiles.id, serviceRequestFiles.fileId))
        .where(and(eq(serviceRequestFiles.id, fileId), eq(serviceRequestFiles.requestId, requestId), isNull(serviceRequestFiles.removedAt)));
      if (!f) return null;
      return { mime: f.mime, body: await storage.get(f.key), name: f.name ?? f.kind };
    },
  };
}

/** The filing's GSTIN and period as the invoice rows are checked against, when they are filled in right. */
export function invoiceContext(d: { gstin?: string; period?: string }): { supplierGstin?: string; period?: string } {
  return {
    supplierGstin: d.gstin && isValidGstin(d.gstin) ? d.gstin : undefined,
    period: d.period && parsePeriod(d.period) ? d.period : undefined,
  };
}

/** The shop uploads to a draft or to answer a query; the back office attaches results while working and after. */
function assertCanUpload(engine: GstEngine, row: SharedRequest, side: Side): void {
  if (!engine.can(row, side, side === 'merchant' ? 'upload' : 'attach_result')) throw engine.refused(row, 'given new files');
}

export type RequestFiles = ReturnType<typeof requestFiles>;
