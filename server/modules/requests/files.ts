import { and, asc, eq, isNull } from 'drizzle-orm';
import { KYC_FILE_MAX_BYTES } from '../../../contract/kyc';
import type { Side } from '../../../contract/requests';
import type { Db, Tx } from '../../db/client';
import { serviceRequestEvents, serviceRequestFiles, serviceRequests } from '../../db/schema/requests';
import type { AuthUser } from '../../lib/access';
import type { DownloadBody } from '../../lib/downloads';
import { AppError, badRequest, fieldError, msg, notFound, text } from '../../lib/errors';
import { sniffFileType } from '../../lib/file-type';
import type { Storage } from '../../lib/storage';
import { recordStoredFile, storedFilesView, typesLabel, validateUpload } from '../../lib/uploads';
import { keptBytes } from '../privacy/retention-files';
import type { SharedRequest } from './store';

/*
 * The files of a shared request: the shop's documents (checked by content) and the back office's results
 * (an acknowledgement, a certificate). A replaced or removed file keeps its row, with removedAt set.
 */

export const REQUEST_FILE_MAX_BYTES = KYC_FILE_MAX_BYTES;
/** Enough for every document of a ten-person registration with a few replaced. */
const FILES_PER_REQUEST = 30;
/** The links' stored files (lib/uploads owns them), joined by id. */
const storedFiles = storedFilesView('stored');
const IMAGE_MAX_SIDE = 8000;

/** A kind of document a side may upload, with the types it accepts. */
export type KindDecl = { value: string; label: string; accept: readonly string[] };

/** What a service's requests take as files. */
export type DocumentRules = {
  /** The kinds each side may upload (the back office's are its results). */
  kinds(row: SharedRequest, side: Side): readonly KindDecl[];
  /** stored_files.purpose of each side's uploads. */
  purpose: Record<Side, string>;
  /** Kinds a request holds one of: a new upload takes the place of the last. */
  single?: readonly string[];
  /**
   * The service's own reading of bytes that are no image or PDF, for a kind that takes a spreadsheet (read row
   * by row); undefined refuses them. Images and PDFs never reach it: checkUploadContent judges them itself.
   */
  inspect?(row: SharedRequest, kind: KindDecl, data: Buffer): Promise<{ mime: string; data: Buffer } | undefined>;
};

/** Whether a side may upload to a request now, asked of its engine (an upload or attach_result action). */
export type UploadGate = {
  workflow: { noun: string };
  store: { lock(tx: Db | Tx, id: number): Promise<SharedRequest | undefined> };
  can(row: SharedRequest, side: Side, action: string): boolean;
  refused(row: SharedRequest, what: string): AppError;
};

/** Types validateUpload judges from the bytes and stores rewritten (images encoded again, PDFs checked and cut at their end). */
const REWRITTEN: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

/**
 * Types only a service's `inspect` reads (a spreadsheet, row by row), with what a file of each may be called:
 * the name goes with the file to whoever downloads it, so text is never kept under an image's or a PDF's name.
 */
const READ_BY_SERVICE: Record<string, { label: string; extensions: readonly string[] }> = {
  'text/csv': { label: 'CSV', extensions: ['csv', 'tsv', 'txt'] },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { label: 'Excel (.xlsx)', extensions: ['xlsx'] },
};

/** What a kind takes, in words: "a JPEG, PNG or PDF file", "a JPEG or PNG image", "a CSV or Excel (.xlsx) file". */
function acceptLabel(accept: readonly string[]): string {
  const files = accept.includes('application/pdf')
    ? 'a JPEG, PNG or PDF file'
    : accept.some((m) => REWRITTEN.includes(m))
      ? 'a JPEG or PNG image'
      : null;
  const sheets = accept.filter((m) => READ_BY_SERVICE[m]).map((m) => READ_BY_SERVICE[m].label);
  const sheet = sheets.length ? `a ${sheets.join(' or ')} file` : null;
  return [files, sheet].filter(Boolean).join(', or ') || 'a file of a type this document takes';
}

/** A JPEG, PNG or PDF (as `accept` allows), judged by its bytes; answers the type and the bytes to store. */
export function checkDocument(
  data: Buffer,
  accept: readonly string[],
  maxBytes = REQUEST_FILE_MAX_BYTES,
  label = acceptLabel(accept),
): Promise<{ mime: string; data: Buffer }> {
  const mimes = accept.filter((m) => REWRITTEN.includes(m));
  return validateUpload('file', data, { mimes, maxBytes, maxSide: IMAGE_MAX_SIDE, label: typesLabel(label, accept) });
}

const refusedType = (label: string, accept: readonly string[]) => {
  const words = typesLabel(label, accept);
  return new AppError(415, msg('errors.uploads.wrongType', { label: words }), {
    file: [msg('errors.uploads.mustBe', { label: words })],
  });
};

/**
 * The bytes to store for an upload of `kind`, judged by their content whatever the kind takes: an image or a
 * PDF is checked and rewritten by checkDocument, even where the kind also takes a spreadsheet; anything else
 * is kept only when the kind takes a type the service reads (`inspect`), the service read it as that type,
 * and the file's name does not claim another. Everything else is a 415 on "file".
 */
export async function checkUploadContent(
  rules: DocumentRules,
  row: SharedRequest,
  kind: KindDecl,
  data: Buffer,
  filename: string,
): Promise<{ mime: string; data: Buffer }> {
  const label = acceptLabel(kind.accept);
  const serviceTypes = kind.accept.filter((m) => READ_BY_SERVICE[m]);
  if (sniffFileType(data) || serviceTypes.length === 0 || !rules.inspect)
    return checkDocument(data, kind.accept, REQUEST_FILE_MAX_BYTES, label);
  const read = await rules.inspect(row, kind, data);
  if (!read || !serviceTypes.includes(read.mime)) throw refusedType(label, kind.accept);
  const { label: typeLabel, extensions } = READ_BY_SERVICE[read.mime];
  const extension = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1].toLowerCase();
  if (extension && !extensions.includes(extension)) {
    const message = msg('errors.requests.fileWrongExtension', { type: typeLabel, extension, want: extensions[0] });
    throw new AppError(415, message, { file: [`A ${typeLabel} file must be named .${extensions.join(', .')}`] });
  }
  return read;
}

/** The 400 a file over the size limit gets, for checks that read the bytes themselves. */
export function refuseTooLarge(data: Buffer, maxBytes = REQUEST_FILE_MAX_BYTES): void {
  if (data.length > maxBytes)
    throw fieldError('file', msg('errors.requests.fileTooLarge', { mb: String(maxBytes / 1024 / 1024) }));
}

/** The shop uploads while its request allows it; the back office attaches results while it works and after. */
function assertCanUpload(gate: UploadGate, row: SharedRequest, side: Side): void {
  if (!gate.can(row, side, side === 'merchant' ? 'upload' : 'attach_result'))
    throw gate.refused(row, 'given new files');
}

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

  return {
    activeFiles,

    /**
     * Adds a file of `side` to the request (or replaces one of the same side). Whether the side may
     * upload is asked again under the request's lock, so a file cannot land on a request that has just moved on.
     */
    async add(
      user: AuthUser,
      gate: UploadGate,
      rules: DocumentRules,
      row: SharedRequest,
      side: Side,
      input: { kind: string; data: Buffer; filename: string; replaces?: string | null },
    ): Promise<void> {
      const kind = rules.kinds(row, side).find((k) => k.value === input.kind);
      if (!kind) throw fieldError('kind', 'Choose what the document is.');
      const active = await activeFiles(row.id);
      if (input.replaces && !active.some((f) => f.id === input.replaces && f.side === side))
        throw badRequest('The file to replace is not part of this request.', { replaces: ['Unknown file'] });
      const replaces =
        input.replaces ||
        (rules.single?.includes(kind.value)
          ? active.find((f) => f.kind === kind.value && f.side === side)?.id
          : undefined) ||
        null;
      if (!replaces && active.length >= FILES_PER_REQUEST)
        throw badRequest(msg('errors.requests.tooManyFiles', { max: FILES_PER_REQUEST }), {
          file: ['Too many files'],
        });
      const clean = await checkUploadContent(rules, row, kind, input.data, input.filename);
      const key = await storage.put(clean.data);
      try {
        await db.transaction(async (tx) => {
          const locked = await gate.store.lock(tx, row.id);
          if (!locked) throw notFound(msg('errors.requests.notFound', { noun: text(gate.workflow.noun) }));
          assertCanUpload(gate, locked, side);
          const fileId = await recordStoredFile(tx, {
            ownerId: locked.merchantId,
            purpose: rules.purpose[side],
            key,
            mime: clean.mime,
            size: clean.data.length,
            originalName: input.filename || kind.label,
          });
          if (replaces)
            await tx
              .update(serviceRequestFiles)
              .set({ removedAt: new Date() })
              .where(and(eq(serviceRequestFiles.id, replaces), eq(serviceRequestFiles.requestId, row.id)));
          await tx
            .insert(serviceRequestFiles)
            .values({ requestId: row.id, kind: kind.value, side, fileId, uploadedBy: user.id });
          // The shop sees when the back office attached a result; the back office when a query was answered with files.
          if (side === 'backend' || locked.state !== 'draft') {
            await tx.insert(serviceRequestEvents).values({
              requestId: row.id,
              action: 'file',
              fromState: locked.state,
              toState: locked.state,
              actorId: user.id,
              remark: `${kind.label} ${replaces ? 'replaced' : 'added'}`,
            });
          }
        });
      } catch (e) {
        await storage.remove(key);
        throw e;
      }
    },

    /** Takes a file out of the request (it stays on record): the shop its own documents, the back office its results. */
    async remove(gate: UploadGate, row: SharedRequest, side: Side, fileId: string): Promise<void> {
      assertCanUpload(gate, row, side);
      const [f] = await db
        .select({ id: serviceRequestFiles.id, side: serviceRequestFiles.side })
        .from(serviceRequestFiles)
        .where(
          and(
            eq(serviceRequestFiles.id, fileId),
            eq(serviceRequestFiles.requestId, row.id),
            isNull(serviceRequestFiles.removedAt),
          ),
        );
      if (!f) throw notFound('No such file in this request.');
      if (f.side !== side)
        throw badRequest(
          side === 'merchant'
            ? 'The back office’s result files cannot be removed by the shop.'
            : 'The shop’s documents stay as it sent them.',
          { file: ['Cannot be removed'] },
        );
      await db.update(serviceRequestFiles).set({ removedAt: new Date() }).where(eq(serviceRequestFiles.id, fileId));
    },

    /**
     * The bytes of one current file of the request, once the caller's access to the request is checked, with
     * its kind and the request's number (what the access log records of a back-office read).
     */
    async content(
      requestId: number,
      fileId: string,
    ): Promise<(DownloadBody & { name: string; kind: string; refNo: string }) | null> {
      const [f] = await db
        .select({
          key: storedFiles.key,
          mime: storedFiles.mime,
          name: storedFiles.originalName,
          kind: serviceRequestFiles.kind,
          refNo: serviceRequests.refNo,
        })
        .from(serviceRequestFiles)
        .innerJoin(storedFiles, eq(storedFiles.id, serviceRequestFiles.fileId))
        .innerJoin(serviceRequests, eq(serviceRequests.id, serviceRequestFiles.requestId))
        .where(
          and(
            eq(serviceRequestFiles.id, fileId),
            eq(serviceRequestFiles.requestId, requestId),
            isNull(serviceRequestFiles.removedAt),
          ),
        );
      if (!f) return null;
      return {
        mime: f.mime,
        body: await keptBytes(db, storage, f.key),
        name: f.name ?? f.kind,
        kind: f.kind,
        refNo: f.refNo,
      };
    },
  };
}

export type RequestFiles = ReturnType<typeof requestFiles>;
export type ActiveFile = Awaited<ReturnType<RequestFiles['activeFiles']>>[number];
