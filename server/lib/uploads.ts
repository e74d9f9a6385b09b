import sharp from 'sharp';
import type { Db, Tx } from '../db/client';
import { storedFiles } from '../db/schema';
import { AppError, fieldError } from './errors';
import { sniffFileType } from './file-type';
import type { Storage } from './storage';

export type UploadRule = {
  /** Accepted content types, judged from the bytes. */
  mimes: string[];
  maxBytes: number;
  /** For images: the largest side in pixels that is accepted (decompression bombs are refused before decoding). */
  maxSide?: number;
  label: string;
};

const MAX_PIXELS = 40_000_000;

/** Checks an upload by content, size and (for images) real dimensions; throws a field error naming what is wrong. */
export async function validateUpload(field: string, data: Buffer, rule: UploadRule): Promise<{ mime: string }> {
  if (data.length === 0) throw fieldError(field, 'The file is empty.');
  if (data.length > rule.maxBytes) throw new AppError(413, `The file is too large: at most ${Math.round(rule.maxBytes / 1024)} KB.`, { [field]: [`At most ${Math.round(rule.maxBytes / 1024)} KB`] });
  const type = sniffFileType(data);
  if (!type || !rule.mimes.includes(type.mime)) throw new AppError(415, `The file must be ${rule.label}.`, { [field]: [`Must be ${rule.label}`] });
  if (type.mime.startsWith('image/') && type.mime !== 'image/x-icon') {
    // metadata() reads the header only, so a decompression bomb is measured here without being decoded.
    const meta = await sharp(data, { limitInputPixels: false }).metadata().catch(() => null);
    if (!meta?.width || !meta.height) throw new AppError(415, 'The image could not be read.', { [field]: ['Not a readable image'] });
    if (meta.width * meta.height > MAX_PIXELS) throw fieldError(field, `The image has too many pixels (${meta.width}×${meta.height}).`);
    if (rule.maxSide && (meta.width > rule.maxSide || meta.height > rule.maxSide)) {
      throw fieldError(field, `The image must be at most ${rule.maxSide}×${rule.maxSide} pixels (this one is ${meta.width}×${meta.height}).`);
    }
  }
  return { mime: type.mime };
}

/** Stores validated bytes and records them; the caller links the returned id inside its own transaction. */
export async function storeUpload(db: Db | Tx, storage: Storage, opts: { ownerId: number | null; purpose: string; data: Buffer; mime: string; originalName?: string }) {
  const key = await storage.put(opts.data);
  const [row] = await db
    .insert(storedFiles)
    .values({ ownerId: opts.ownerId, purpose: opts.purpose, key, mime: opts.mime, size: opts.data.length, originalName: opts.originalName?.slice(0, 200) ?? null })
    .returning();
  return row;
}
