import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import type { Db, Tx } from '../db/client';
import { storedFiles } from '../db/schema';
import { AppError, either, fieldError, msg } from './errors';
import type { Either } from './i18n';
import { sniffFileType } from './file-type';
import { icoToPng } from './ico';
import { checkPdf } from './pdf-safety';
import type { Storage } from './storage';

export type UploadRule = {
  /** Accepted content types, judged from the bytes. */
  mimes: string[];
  maxBytes: number;
  /** For images: the largest side in pixels that is accepted (decompression bombs are refused before decoding). */
  maxSide?: number;
  /** What the rule takes, in words ("a JPEG or PNG image"); other languages name the types (typesLabel). */
  label: string | Either;
};

const MAX_PIXELS = 40_000_000;

/** An upload that passed: its type and the bytes to store, which are ours rather than the sender's. */
export type CleanUpload = { mime: string; data: Buffer };

/**
 * Checks an upload by content, size and (for images) real dimensions, and answers the bytes to store
 * (see rewriteUpload); throws a field error naming what is wrong.
 */
export async function validateUpload(field: string, data: Buffer, rule: UploadRule): Promise<CleanUpload> {
  if (data.length === 0) throw fieldError(field, 'The file is empty.');
  const kb = Math.round(rule.maxBytes / 1024);
  if (data.length > rule.maxBytes)
    throw new AppError(413, msg('errors.uploads.tooLarge', { kb }), {
      [field]: [msg('errors.uploads.atMostKb', { kb })],
    });
  const type = sniffFileType(data);
  if (!type || !rule.mimes.includes(type.mime)) {
    const label = typeof rule.label === 'string' ? typesLabel(rule.label, rule.mimes) : rule.label;
    throw new AppError(415, msg('errors.uploads.wrongType', { label }), {
      [field]: [msg('errors.uploads.mustBe', { label })],
    });
  }
  if (type.mime.startsWith('image/') && type.mime !== 'image/x-icon') {
    // metadata() reads the header only, so a decompression bomb is measured here without being decoded.
    const meta = await sharp(data, { limitInputPixels: false })
      .metadata()
      .catch(() => null);
    if (!meta?.width || !meta.height) throw unreadableImage(field);
    if (meta.width * meta.height > MAX_PIXELS)
      throw fieldError(field, msg('errors.uploads.tooManyPixels', { width: meta.width, height: meta.height }));
    if (rule.maxSide && (meta.width > rule.maxSide || meta.height > rule.maxSide)) {
      throw fieldError(
        field,
        msg('errors.uploads.sideTooLong', { side: rule.maxSide, width: meta.width, height: meta.height }),
      );
    }
  }
  return rewriteUpload(field, data, type.mime);
}

/**
 * The accepted types as a sentence's part: English keeps the rule's own words ("a JPEG or PNG image"), another
 * language names the types (errors.uploads.types, keyed by their subtypes in order: jpeg_png).
 */
export const typesLabel = (label: string, mimes: readonly string[]): Either =>
  either(
    label,
    msg('errors.uploads.types', {
      types: [...new Set(mimes.map((m) => SHORT_TYPES[m] ?? m.replace(/[^a-z0-9]/g, '')))].sort().join('_'),
    }),
  );
const SHORT_TYPES: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/x-icon': 'ico',
  'application/pdf': 'pdf',
  'text/csv': 'csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

const unreadableImage = (field: string) =>
  new AppError(415, 'The image could not be read.', { [field]: ['Not a readable image'] });

/**
 * What is kept of a file whose type and size were checked. Images are decoded and encoded again (turned
 * upright, metadata dropped), so nothing but the picture survives: no comment, no trailing bytes, no
 * second format glued on. An icon becomes a PNG. A PDF that could run or carry anything is refused,
 * and one that passes is kept up to its end marker.
 */
export async function rewriteUpload(field: string, data: Buffer, mime: string): Promise<CleanUpload> {
  if (mime === 'application/pdf') return { mime, data: await checkPdf(field, data) };
  if (mime === 'image/x-icon') {
    const png = await icoToPng(data);
    if (!png) throw unreadableImage(field);
    return { mime: 'image/png', data: png };
  }
  const image = sharp(data, { limitInputPixels: MAX_PIXELS }).rotate();
  const encoded =
    mime === 'image/jpeg'
      ? image.jpeg({ quality: 90 })
      : mime === 'image/png'
        ? image.png()
        : mime === 'image/webp'
          ? image.webp({ quality: 90 })
          : null;
  if (!encoded) throw new Error(`No rewrite for ${mime}`);
  return {
    mime,
    data: await encoded.toBuffer().catch(() => {
      throw unreadableImage(field);
    }),
  };
}

/** Stores validated bytes and records them; the caller links the returned id inside its own transaction. */
export async function storeUpload(
  db: Db | Tx,
  storage: Storage,
  opts: { ownerId: number | null; purpose: string; data: Buffer; mime: string; originalName?: string },
) {
  const key = await storage.put(opts.data);
  const [row] = await db
    .insert(storedFiles)
    .values({
      ownerId: opts.ownerId,
      purpose: opts.purpose,
      key,
      mime: opts.mime,
      size: opts.data.length,
      originalName: opts.originalName?.slice(0, 200) ?? null,
    })
    .returning();
  return row;
}

/** A stored file's type and storage key, for the domain that links it (undefined: no such file). */
export async function storedFileOf(db: Db | Tx, id: string): Promise<{ mime: string; key: string } | undefined> {
  const [f] = await db
    .select({ mime: storedFiles.mime, key: storedFiles.key })
    .from(storedFiles)
    .where(eq(storedFiles.id, id));
  return f;
}

/**
 * Forgets a stored file's row inside the caller's transaction (a replaced attachment) and answers its storage
 * key, so the caller removes the bytes only after the commit: a failure never leaves a link to nothing.
 */
export async function removeStoredFile(db: Db | Tx, id: string): Promise<{ key: string } | undefined> {
  const [f] = await db.delete(storedFiles).where(eq(storedFiles.id, id)).returning({ key: storedFiles.key });
  return f;
}

/**
 * Records bytes the caller put in storage before its transaction (so it can remove them if the transaction
 * fails), inside that transaction; answers the new row's id for the domain's link.
 */
export async function recordStoredFile(
  tx: Db | Tx,
  f: { ownerId: number | null; purpose: string; key: string; mime: string; size: number; originalName: string },
): Promise<string> {
  const [row] = await tx
    .insert(storedFiles)
    .values({ ...f, originalName: f.originalName.slice(0, 200) })
    .returning({ id: storedFiles.id });
  return row.id;
}

/** Stored files' public columns as a subquery a domain joins to its links (`as` names it). */
export function storedFilesView(as = 'stored') {
  return new QueryBuilder()
    .select({
      id: storedFiles.id,
      key: storedFiles.key,
      mime: storedFiles.mime,
      size: storedFiles.size,
      originalName: storedFiles.originalName,
      deletedAt: storedFiles.deletedAt,
    })
    .from(storedFiles)
    .as(as);
}
