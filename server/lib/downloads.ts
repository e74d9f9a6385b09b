import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FileDownload } from '../../contract/table';
import { AppError, notFound } from './errors';
import { attachment } from './export';

/**
 * docs/product.md#records-and-fields file download: an endpoint that has authorised the request answers {file:{name}, tempUrl},
 * and tempUrl serves the file. The URL carries everything needed to make the file again (kind,
 * reference, name), the user it was issued to and when it expires, under an HMAC; nothing is kept on
 * the server, so any replica can serve it (docs/architecture.md#several-servers) and no link outlives its few minutes.
 */

export const DOWNLOAD_LINK_SECONDS = 5 * 60;
export const FILES_PATH = '/api/files';

export type DownloadBody = { mime: string; body: Buffer | Readable };
/** Makes the file a link points at; it runs only after the link's signature, expiry and user checked out. */
export type DownloadProducer = (ref: string) => Promise<DownloadBody | null>;

type Claims = { k: string; r: string; n: string; u: number; e: number };

export type Downloads = ReturnType<typeof createDownloads>;

export const LINK_INVALID = 'This download link is not valid. Start the download again.';
export const LINK_EXPIRED = 'This download link has expired. Start the download again.';
export const LINK_NOT_YOURS = 'This download link was made for another user.';

export function createDownloads(secret: string, opts: { ttlSeconds?: number } = {}) {
  // A key of its own, so a download signature can never be mistaken for (or turned into) a session token.
  const key = crypto.createHmac('sha256', secret).update('download-links/v1').digest();
  const ttl = opts.ttlSeconds ?? DOWNLOAD_LINK_SECONDS;
  const producers = new Map<string, DownloadProducer>();
  const sign = (payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url');

  return {
    /** Called once per kind by the module that owns the files (e.g. 'backlog-ack'). */
    register(kind: string, producer: DownloadProducer): void {
      if (producers.has(kind)) throw new Error(`Download kind "${kind}" is registered twice`);
      producers.set(kind, producer);
    },

    /** For an endpoint that has already checked the user may have this file. */
    issue(userId: number, kind: string, ref: string, name: string): FileDownload {
      if (!producers.has(kind)) throw new Error(`Unknown download kind "${kind}"`);
      const claims: Claims = { k: kind, r: ref, n: name, u: userId, e: Math.floor(Date.now() / 1000) + ttl };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return { file: { name }, tempUrl: `${FILES_PATH}/${payload}.${sign(payload)}` };
    },

    /** Checks a link for the signed-in user and makes its file; 403 forged or someone else's, 410 expired. */
    async open(token: string, userId: number): Promise<DownloadBody & { name: string }> {
      const [payload, mac, extra] = token.split('.');
      if (!payload || !mac || extra !== undefined) throw new AppError(403, LINK_INVALID);
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
        throw new AppError(403, LINK_INVALID);
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
      if (claims.e * 1000 < Date.now()) throw new AppError(410, LINK_EXPIRED);
      if (claims.u !== userId) throw new AppError(403, LINK_NOT_YOURS);
      const producer = producers.get(claims.k);
      const file = producer ? await producer(claims.r) : null;
      if (!file) throw notFound('The file is no longer available.');
      return { ...file, name: claims.n };
    },
  };
}

/** A policy for a file's own response: should a browser ever open it as a page, nothing in it runs. */
export const FILE_CSP = "default-src 'none'; sandbox";

/**
 * Sends a file someone uploaded (or one made from uploads) as a download: never shown in place by the
 * browser, never sniffed into another type, and sandboxed with no rights should it be opened anyway.
 * Our own pages still show images from it: they fetch the bytes and draw them from a blob.
 */
export function sendFile(
  reply: FastifyReply,
  file: { mime: string; name: string; body: Buffer | Readable },
  opts: { cacheControl?: string } = {},
): FastifyReply {
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', attachment(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP)
    .header('cache-control', opts.cacheControl ?? 'private, no-store')
    .send(file.body);
}
