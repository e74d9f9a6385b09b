import crypto from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded bytes live: local disk by default, or an S3-compatible bucket (storage-s3.ts), so every
 * server behind a load balancer reads the same files.
 *
 * Two kinds of object. Uploads (scans, photos, slips) are small and keyed by a random key the storage
 * picks (`put` → key). Large objects the portal names itself (backups) are streamed in and out under a
 * path of safe segments (`backups/2026-11-24T10-00-00Z/database.ndjson.gz`), never held whole in memory.
 */
export type Storage = {
  put(data: Buffer): Promise<string>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** Throws when files cannot be stored now (the readiness check asks before a load balancer sends work). */
  check(): Promise<void>;
  /** Streams `body` to the named object (replacing one of that name); answers how many bytes were written. */
  putObject(name: string, body: Readable): Promise<{ bytes: number }>;
  /** The named object as a stream; throws a NotFound-coded error when there is none. */
  getObject(name: string): Promise<Readable>;
  /** The named objects under a prefix (`backups/`), with their sizes, in name order. */
  listObjects(prefix: string): Promise<{ name: string; bytes: number }[]>;
  /** Removes the named object (nothing when there is none). */
  removeObject(name: string): Promise<void>;
};

const KEY_RE = /^[0-9a-f]{2}\/[0-9a-f]{32}$/;
/** Segments of letters, digits, dot, dash and underscore; none empty, none only dots. */
const NAME_RE = /^(?!.*(^|\/)\.{1,2}(\/|$))[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;
/** Named objects live apart from uploads, so a name can never collide with an upload's key. */
const NAMED_DIR = 'objects';

/** A named object's path, refused unless it is one of ours (no `..`, no absolute path, no odd characters). */
export function checkObjectName(name: string): string {
  if (name.length > 300 || !NAME_RE.test(name)) throw new Error(`Invalid object name: ${JSON.stringify(name)}`);
  return name;
}

/** The error a storage throws for a missing named object (callers answer 404). */
export function objectNotFound(name: string): Error {
  return Object.assign(new Error(`No stored object ${name}`), { code: 'ENOENT' });
}

export function isObjectNotFound(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === 'ENOENT';
}

export function diskStorage(root: string): Storage {
  const file = (key: string) => {
    // Keys are ours (random hex), but refuse anything else so a key can never walk out of root.
    if (!KEY_RE.test(key)) throw new Error('Invalid storage key');
    return path.join(root, key);
  };
  const named = (name: string) => path.join(root, NAMED_DIR, checkObjectName(name));
  return {
    async put(data) {
      const id = crypto.randomBytes(16).toString('hex');
      const key = `${id.slice(0, 2)}/${id}`;
      await fs.mkdir(path.join(root, id.slice(0, 2)), { recursive: true });
      // Write then rename, so a crash never leaves a half-written file under a live key.
      const tmp = `${file(key)}.tmp`;
      await fs.writeFile(tmp, data, { mode: 0o600 });
      await fs.rename(tmp, file(key));
      return key;
    },
    get: (key) => fs.readFile(file(key)),
    async remove(key) {
      await fs.rm(file(key), { force: true });
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },
    async putObject(name, body) {
      const target = named(name);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${crypto.randomBytes(6).toString('hex')}.part`;
      let bytes = 0;
      body.on('data', (chunk: Buffer) => (bytes += chunk.length));
      try {
        await pipeline(body, createWriteStream(tmp, { mode: 0o600 }));
        await fs.rename(tmp, target);
      } catch (err) {
        await fs.rm(tmp, { force: true });
        throw err;
      }
      return { bytes };
    },
    async getObject(name) {
      const target = named(name);
      try {
        await fs.access(target);
      } catch {
        throw objectNotFound(name);
      }
      return createReadStream(target);
    },
    async listObjects(prefix) {
      const base = path.join(root, NAMED_DIR);
      const out: { name: string; bytes: number }[] = [];
      const walk = async (dir: string): Promise<void> => {
        let entries;
        try {
          entries = await fs.readdir(dir, { withFileTypes: true });
        } catch {
          return;
        }
        for (const e of entries) {
          const full = path.join(dir, e.name);
          if (e.isDirectory()) await walk(full);
          else if (e.isFile() && !e.name.endsWith('.part')) {
            const name = path.relative(base, full).split(path.sep).join('/');
            if (name.startsWith(prefix)) out.push({ name, bytes: (await fs.stat(full)).size });
          }
        }
      };
      await walk(base);
      return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },
    async removeObject(name) {
      await fs.rm(named(name), { force: true });
    },
  };
}
