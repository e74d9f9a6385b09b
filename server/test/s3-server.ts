import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** s3rver ships no types; this is the little of it the tests use. */
type S3rver = { run(): Promise<{ port: number }>; close(): Promise<void> };
const S3rverClass = createRequire(import.meta.url)('s3rver') as new (opts: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rver;

/**
 * A throwaway S3-compatible server (s3rver) on 127.0.0.1 with the given buckets, in its own temp dir.
 * `env` is what a portal server needs to keep its files there (s3rver's fixed keys, path style).
 */
export async function startTestS3(buckets: string[] = ['pan-files']) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'pan-s3rver-'));
  const server = new S3rverClass({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    env: (bucket = buckets[0], prefix = 'pan/') => ({
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: prefix,
    }),
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
