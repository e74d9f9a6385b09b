import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, createTestApp, signedIn } from '../test/app';
import { startTestS3 } from '../test/s3-server';
import { diskStorage, isObjectNotFound, type Storage } from './storage';
import { s3Storage, type S3Options } from './storage-s3';
import { describeStorage, storageFromConfig } from './storage-choice';
import { loadConfig } from '../config';

const BUCKET = 'pan-files';
let s3rver: Awaited<ReturnType<typeof startTestS3>>;
let s3Dir: string;
let s3: Omit<S3Options, 'bucket' | 'prefix'>;
const madeS3: { destroy(): void }[] = [];

/** An S3 storage on the test's s3rver, as a server configured with S3_* would build it. */
function s3On(bucket = BUCKET, prefix = 'pan/'): Storage {
  const storage = s3Storage({ ...s3, bucket, prefix });
  madeS3.push(storage);
  return storage;
}

beforeAll(async () => {
  s3rver = await startTestS3([BUCKET]);
  s3Dir = s3rver.directory;
  // s3rver's fixed credentials; path style, as for any self-hosted S3 server.
  s3 = {
    endpoint: s3rver.endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
});
afterAll(async () => {
  for (const s of madeS3) s.destroy();
  await s3rver?.stop();
});

const diskRoots: string[] = [];
afterAll(() => diskRoots.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
function onDisk(): Storage {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pan-storage-'));
  diskRoots.push(root);
  return diskStorage(root);
}

/** `mib` MiB of random bytes in 64 KiB chunks, hashed on the way out; the hash is read once the stream has ended. */
function randomBody(mib: number) {
  const hash = crypto.createHash('sha256');
  async function* chunks() {
    for (let i = 0; i < mib * 16; i++) {
      const chunk = crypto.randomBytes(64 * 1024);
      hash.update(chunk);
      yield chunk;
    }
  }
  return { stream: Readable.from(chunks()), sha256: () => hash.digest('hex') };
}

async function sha256Of(stream: Readable) {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

const backends: { name: string; make(): Storage; broken(): Storage }[] = [
  {
    name: 'local disk',
    make: onDisk,
    // A root under a regular file can never be created.
    broken: () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pan-storage-'));
      diskRoots.push(root);
      fs.writeFileSync(path.join(root, 'plain-file'), 'x');
      return diskStorage(path.join(root, 'plain-file', 'files'));
    },
  },
  { name: 'S3 (s3rver)', make: () => s3On(), broken: () => s3On('no-such-bucket') },
];

describe.each(backends)('storage on $name', ({ make, broken }) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });

  it('stores an upload under a fresh random key, gives it back, and removes it', async () => {
    const a = Buffer.from('scan of a PAN card');
    const b = crypto.randomBytes(300_000);
    const keyA = await storage.put(a);
    const keyB = await storage.put(b);
    expect(keyA).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}$/);
    expect(keyB).not.toBe(keyA);
    expect(await storage.get(keyA)).toEqual(a);
    expect((await storage.get(keyB)).equals(b)).toBe(true);

    await storage.remove(keyA);
    const gone = await storage.get(keyA).catch((e: unknown) => e);
    expect(isObjectNotFound(gone)).toBe(true);
    await storage.remove(keyA); // removing twice is no error
    expect((await storage.get(keyB)).equals(b)).toBe(true);
  });

  it('refuses keys it did not make', async () => {
    for (const bad of [
      '../secrets.json',
      '/etc/passwd',
      'ab/../../x',
      'AB/0123456789abcdef0123456789abcdef',
      'objects/backups/x',
      '',
    ]) {
      await expect(async () => storage.get(bad), bad).rejects.toThrow(/Invalid storage key/);
      await expect(async () => storage.remove(bad), bad).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('streams a 20 MB named object in and out unchanged, lists it by prefix with its size, and removes it', async () => {
    const big = randomBody(20);
    const name = 'backups/2026-11-24T10-00-00Z/files.tar';
    expect(await storage.putObject(name, big.stream)).toEqual({ bytes: 20 * 1024 * 1024 });
    expect(await sha256Of(await storage.getObject(name))).toEqual({ sha256: big.sha256(), bytes: 20 * 1024 * 1024 });

    await storage.putObject('backups/2026-11-24T10-00-00Z/manifest.json', Readable.from([Buffer.from('{"v":1}')]));
    await storage.putObject('exports/other.csv', Readable.from([Buffer.from('a,b\n')]));
    const upload = await storage.put(Buffer.from('an upload is no named object'));
    expect(await storage.listObjects('backups/')).toEqual([
      { name: 'backups/2026-11-24T10-00-00Z/files.tar', bytes: 20 * 1024 * 1024 },
      { name: 'backups/2026-11-24T10-00-00Z/manifest.json', bytes: 7 },
    ]);
    expect((await storage.listObjects('')).map((o) => o.name)).not.toContain(upload);

    // The same name again replaces the object.
    await storage.putObject('backups/2026-11-24T10-00-00Z/manifest.json', Readable.from([Buffer.from('{"v":22}')]));
    expect(await sha256Of(await storage.getObject('backups/2026-11-24T10-00-00Z/manifest.json'))).toEqual({
      sha256: crypto.createHash('sha256').update('{"v":22}').digest('hex'),
      bytes: 8,
    });

    await storage.removeObject(name);
    await storage.removeObject(name); // nothing there is no error
    expect(isObjectNotFound(await storage.getObject(name).catch((e: unknown) => e))).toBe(true);
    expect((await storage.listObjects('backups/')).map((o) => o.name)).toEqual([
      'backups/2026-11-24T10-00-00Z/manifest.json',
    ]);
  });

  it('answers not-found for a named object that was never stored', async () => {
    expect(isObjectNotFound(await storage.getObject('backups/never/there.json').catch((e: unknown) => e))).toBe(true);
    expect(await storage.listObjects('nothing-here/')).toEqual([]);
  });

  it('keeps nothing of a stream that fails part way (past the first 8 MB part)', async () => {
    async function* failing() {
      for (let i = 0; i < 10 * 16; i++) yield crypto.randomBytes(64 * 1024);
      throw new Error('source went away');
    }
    await expect(storage.putObject('backups/broken/database.dump', Readable.from(failing()))).rejects.toThrow(
      /source went away/,
    );
    expect(await storage.listObjects('backups/broken/')).toEqual([]);
  });

  it('refuses object names that could leave their place', async () => {
    for (const bad of [
      '../x',
      'backups/../../etc/passwd',
      '/abs/path',
      'a//b',
      'backups/',
      '.',
      '..',
      'a/./b',
      'back ups/x',
      '',
    ]) {
      await expect(storage.putObject(bad, Readable.from([Buffer.from('x')])), bad).rejects.toThrow(
        /Invalid object name/,
      );
      await expect(storage.getObject(bad), bad).rejects.toThrow(/Invalid object name/);
      await expect(storage.removeObject(bad), bad).rejects.toThrow(/Invalid object name/);
    }
  });

  it('says whether files can be stored now', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    await expect(broken().check()).rejects.toThrow();
  });
});

describe('S3 storage', () => {
  it('keeps everything under its prefix, so another server with the same settings reads the same files', async () => {
    const a = s3On(BUCKET, 'tenant-a/');
    const key = await a.put(Buffer.from('merged scan'));
    await a.putObject('backups/x/manifest.json', Readable.from([Buffer.from('{}')]));
    expect(await s3On(BUCKET, 'tenant-a/').get(key)).toEqual(Buffer.from('merged scan'));
    expect(fs.existsSync(path.join(s3Dir, BUCKET, 'tenant-a', key + '._S3rver_object'))).toBe(true);
    // Another prefix is another place.
    expect(
      isObjectNotFound(
        await s3On(BUCKET, 'tenant-b/')
          .get(key)
          .catch((e: unknown) => e),
      ),
    ).toBe(true);
    expect(await s3On(BUCKET, 'tenant-b/').listObjects('backups/')).toEqual([]);
  });
});

describe('the storage a server starts with', () => {
  it('is the local files directory by default, and the bucket once S3_BUCKET is set', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pan-files-'));
    diskRoots.push(dir);
    const onDisk = loadConfig({ FILES_DIR: dir });
    const diskKey = await storageFromConfig(onDisk).put(Buffer.from('on disk'));
    expect(fs.readFileSync(path.join(dir, diskKey), 'utf8')).toBe('on disk');
    expect(describeStorage(onDisk)).toBe(dir);

    const onS3 = loadConfig({
      FILES_DIR: dir,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint!,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'chosen',
    });
    const s3Key = await storageFromConfig(onS3).put(Buffer.from('in the bucket'));
    expect(await s3On(BUCKET, 'chosen/').get(s3Key)).toEqual(Buffer.from('in the bucket'));
    expect(fs.existsSync(path.join(dir, s3Key))).toBe(false);
    // The start-up line says where files go, never the keys.
    expect(describeStorage(onS3)).toBe(`S3 bucket ${BUCKET}/chosen/ at ${s3.endpoint}`);
  });
});

const KYC_BACKEND_BASE = '/api/backend/user-management/kyc';

describe('the portal on S3 storage', () => {
  it('keeps a KYC document in the bucket and serves it back to the back office', async () => {
    const storage = s3On(BUCKET, 'portal/');
    const t = await createTestApp({}, { storage });
    try {
      const staff = await signedIn(t, 'staff');
      const merchant = await addUser(t, 'merchant', { kind: 'owner' });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userName: merchant.userName, password: 'Correct-Horse-9' },
      });
      const headers = { authorization: `Bearer ${login.json().token}` };
      const jpeg = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#ccaa88' } })
        .jpeg()
        .toBuffer();
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
      const fields = {
        aadhaarNo: '2341 2341 2346',
        panNo: 'abcpe1234f',
        bankName: 'State Bank of India',
        accountHolder: 'Ravi Kumar',
        accountNo: '30012345678',
        ifsc: 'sbin0001234',
      };
      const b = '----s3' + crypto.randomBytes(6).toString('hex');
      const parts: Buffer[] = [];
      for (const [k, v] of Object.entries(fields))
        parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
      for (const [k, v] of Object.entries({ addressProof: pdf, photo: jpeg, shopPhoto: jpeg })) {
        parts.push(
          Buffer.from(
            `--${b}\r\nContent-Disposition: form-data; name="${k}"; filename="${k}.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          v,
          Buffer.from('\r\n'),
        );
      }
      parts.push(Buffer.from(`--${b}--\r\n`));
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/kyc/me',
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${b}` },
        payload: Buffer.concat(parts),
      });
      expect(sent.statusCode, sent.body).toBe(200);

      const doc = await t.app.inject({
        method: 'GET',
        url: `${KYC_BACKEND_BASE}/${sent.json().id}/file/addressProof`,
        headers: staff.headers,
      });
      expect(doc.statusCode).toBe(200);
      expect(doc.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const photo = await t.app.inject({
        method: 'GET',
        url: `${KYC_BACKEND_BASE}/${sent.json().id}/file/photo`,
        headers: staff.headers,
      });
      expect(photo.statusCode).toBe(200);
      expect((await sharp(photo.rawPayload).metadata()).format).toBe('jpeg');

      // Every stored file is in the bucket, where a second server finds it; none went to the local files directory.
      const rows = await t.database.query<{ key: string }>('select key from stored_files');
      expect(rows).toHaveLength(3);
      const other = s3On(BUCKET, 'portal/');
      const served = [doc.rawPayload, photo.rawPayload].map((p) => crypto.createHash('sha256').update(p).digest('hex'));
      const inBucket = await Promise.all(
        rows.map(async (r) =>
          crypto
            .createHash('sha256')
            .update(await other.get(r.key))
            .digest('hex'),
        ),
      );
      expect(inBucket).toEqual(expect.arrayContaining(served));
      expect(fs.readdirSync(t.filesDir)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
