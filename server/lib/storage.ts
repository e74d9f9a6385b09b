import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded bytes live. Local disk today; an S3-compatible store implements the same three calls. */
export type Storage = {
  put(data: Buffer): Promise<string>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** Throws when files cannot be stored now (the readiness check asks before a load balancer sends work). */
  check(): Promise<void>;
};

const KEY_RE = /^[0-9a-f]{2}\/[0-9a-f]{32}$/;

export function diskStorage(root: string): Storage {
  const file = (key: string) => {
    // Keys are ours (random hex), but refuse anything else so a key can never walk out of root.
    if (!KEY_RE.test(key)) throw new Error('Invalid storage key');
    return path.join(root, key);
  };
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
  };
}
