import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { checkObjectName, objectNotFound, type Storage } from './storage';

export type S3Options = {
  /** An S3-compatible server's address (MinIO, Ceph, a cloud's S3 API); null for AWS itself. */
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what most self-hosted servers need. */
  forcePathStyle: boolean;
  /** Put before every key (`pan/`), so one bucket can hold other things too; '' for none. */
  prefix: string;
};

/** S3's smallest part is 5 MiB; 8 MiB parts keep one part in memory at a time and allow objects up to ~80 GB. */
export const PART_BYTES = 8 * 1024 * 1024;

const KEY_RE = /^[0-9a-f]{2}\/[0-9a-f]{32}$/;

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * The Storage on an S3-compatible bucket, laid out as the disk one is (uploads at `ab/<32 hex>`, named
 * objects under `objects/`), so stored_files rows and backups mean the same on either.
 */
export function s3Storage(opts: S3Options): Storage & { destroy(): void } {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint ?? undefined,
    forcePathStyle: opts.forcePathStyle,
    credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible servers reject the SDK's default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable or stalled server fails the request rather than holding it (and its user) forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const Bucket = opts.bucket;
  const upload = (key: string) => {
    // Keys are ours (random hex); refuse anything else, as the disk storage does.
    if (!KEY_RE.test(key)) throw new Error('Invalid storage key');
    return opts.prefix + key;
  };
  const namedBase = `${opts.prefix}objects/`;
  const named = (name: string) => namedBase + checkObjectName(name);

  async function read(Key: string, name: string): Promise<Readable> {
    try {
      const out = await client.send(new GetObjectCommand({ Bucket, Key }));
      // On Node the SDK's body is an http.IncomingMessage, a Readable.
      if (!(out.Body instanceof Readable)) throw new Error(`S3 returned no readable body for ${name}`);
      return out.Body;
    } catch (err) {
      if (isMissing(err)) throw objectNotFound(name);
      throw err;
    }
  }

  async function readAll(Key: string, name: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await read(Key, name)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** Streams body to Key part by part: one PutObject when it fits a part, a multipart upload when not. */
  async function write(Key: string, body: Readable): Promise<{ bytes: number }> {
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let bytes = 0;
    let uploadId: string | undefined;
    const parts: CompletedPart[] = [];
    const sendPart = async () => {
      const Body = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      const PartNumber = parts.length + 1;
      const out = await client.send(
        new UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body, ContentLength: Body.length }),
      );
      parts.push({ PartNumber, ETag: out.ETag });
    };
    try {
      // Awaiting each part inside the loop pauses the source, so at most one part is held in memory.
      for await (const chunk of body) {
        const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
        pending.push(buf);
        pendingBytes += buf.length;
        bytes += buf.length;
        if (pendingBytes >= PART_BYTES) {
          uploadId ??= (await client.send(new CreateMultipartUploadCommand({ Bucket, Key }))).UploadId;
          await sendPart();
        }
      }
      if (uploadId === undefined) {
        const Body = Buffer.concat(pending, pendingBytes);
        await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentLength: Body.length }));
        return { bytes };
      }
      if (pendingBytes > 0) await sendPart();
      await client.send(
        new CompleteMultipartUploadCommand({ Bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
      );
      return { bytes };
    } catch (err) {
      // An unfinished multipart upload is kept (and billed) by S3 until aborted.
      if (uploadId !== undefined)
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId })).catch(() => undefined);
      body.destroy();
      throw err;
    }
  }

  return {
    async put(data) {
      const id = crypto.randomBytes(16).toString('hex');
      const key = `${id.slice(0, 2)}/${id}`;
      // A PutObject is all or nothing: no half-written object is ever seen under the key.
      await client.send(new PutObjectCommand({ Bucket, Key: upload(key), Body: data, ContentLength: data.length }));
      return key;
    },
    async get(key) {
      return readAll(upload(key), key);
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: upload(key) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async putObject(name, body) {
      return write(named(name), body);
    },
    async getObject(name) {
      return read(named(name), name);
    },
    async listObjects(prefix) {
      const out: { name: string; bytes: number }[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: namedBase + prefix, ContinuationToken }),
        );
        for (const o of page.Contents ?? [])
          if (o.Key) out.push({ name: o.Key.slice(namedBase.length), bytes: o.Size ?? 0 });
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },
    async removeObject(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: named(name) }));
    },
    destroy: () => client.destroy(),
  };
}
