import crypto from 'node:crypto';
import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Storage } from '../../lib/storage';

/** Streams `source` (gzipped when asked) into a named object and answers its size and sha256 as stored. */
export async function putHashed(
  storage: Storage,
  name: string,
  source: Readable,
  opts: { gzip: boolean },
): Promise<{ bytes: number; sha256: string }> {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  const hasher = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const body = new PassThrough();
  const stages = opts.gzip ? [source, createGzip(), hasher, body] : [source, hasher, body];
  // Both ends at once: the storage reads `body` while the pipeline fills it; a failure on either side ends both.
  const filled = (pipeline as (...s: NodeJS.ReadableStream[]) => Promise<void>)(...(stages as NodeJS.ReadableStream[]));
  await Promise.all([filled, storage.putObject(name, body)]);
  return { bytes, sha256: hash.digest('hex') };
}

/** sha256 and size of a stream, read to its end. */
export async function hashStream(stream: Readable): Promise<{ bytes: number; sha256: string }> {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    hash.update(b);
    bytes += b.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

export const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
