import { Readable } from 'node:stream';
import { checkObjectName, objectNotFound, type Storage } from '../lib/storage';

/** Storage held in memory, for tests that count or inspect what was stored without touching a disk. */
export function memoryStorage(): Storage & { files: Map<string, Buffer>; objects: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  const objects = new Map<string, Buffer>();
  return {
    files,
    objects,
    async put(data) {
      const key = `00/${String(files.size).padStart(32, '0')}`;
      files.set(key, data);
      return key;
    },
    async get(key) {
      const data = files.get(key);
      if (!data) throw Object.assign(new Error(`No stored file ${key}`), { code: 'ENOENT' });
      return data;
    },
    async remove(key) {
      files.delete(key);
    },
    async check() {},
    async putObject(name, body) {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
      const data = Buffer.concat(chunks);
      objects.set(checkObjectName(name), data);
      return { bytes: data.length };
    },
    async getObject(name) {
      const data = objects.get(checkObjectName(name));
      if (!data) throw objectNotFound(name);
      return Readable.from([data]);
    },
    async listObjects(prefix) {
      return [...objects]
        .filter(([name]) => name.startsWith(prefix))
        .map(([name, data]) => ({ name, bytes: data.length }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },
    async removeObject(name) {
      objects.delete(name);
    },
  };
}
