import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_API, BACKUP_UNDER_WAY, BackupManifest, type BackupList } from '../../../contract/backup';
import { loadConfig } from '../../config';
import type { AppContext } from '../../context';
import { changeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { accessPlugin } from '../../lib/access';
import { createDownloads } from '../../lib/downloads';
import { frameworkErrors, installErrorHandler } from '../../lib/http';
import { createJobRunner, type JobRunner } from '../../lib/jobs';
import { randomSecrets } from '../../lib/secrets';
import { diskStorage, type Storage } from '../../lib/storage';
import { authRoutes } from '../auth/routes';
import { fileRoutes } from '../files/routes';
import { createUser } from '../users/service';
import { createSiteService } from '../site/service';
import { seedCatalogue } from '../../seed';
import { createTestDatabase } from '../../test/db';
import { sha256 } from './parts';
import { memoryStorage } from '../../test/memory-storage';
import { restoreBackup, tarSource } from './restore';
import { backupRoutes } from './routes';
import { createServices } from '../../services';

/**
 * The Settings › Backup API on the real access checks, sign-in and signed links (the module's routes on a
 * small app until the integrator registers them in server/app.ts): admin only, one backup at a time,
 * a download that is the backup's objects as a tar, delete that removes them.
 */

let app: FastifyInstance;
let database: Database;
let storage: Storage;
let jobs: JobRunner;
let filesDir: string;
const PASSWORD = 'Correct-Horse-9';
const headers: Record<'admin' | 'staff' | 'merchant', Record<string, string>> = { admin: {}, staff: {}, merchant: {} };

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent-test-data',
    LOGIN_RATE_PER_MINUTE: '1000',
  } as NodeJS.ProcessEnv);
  await createSiteService(database.db).ensureDefaults();
  await seedCatalogue(database);
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pan-backup-'));
  storage = diskStorage(filesDir);
  const secrets = randomSecrets();
  const ctx: AppContext = { config, database, secrets, storage, services: createServices(database, secrets) };
  app = Fastify({ frameworkErrors });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(accessPlugin, { db: database.db, jwtSecret: secrets.jwtSecret, feed: await changeFeed(database) });
  const downloads = createDownloads(secrets.jwtSecret);
  jobs = createJobRunner(database, { log: { error: () => {} } });
  await app.register(async (scope) => {
    await authRoutes(scope, ctx);
    await fileRoutes(scope, downloads);
    await backupRoutes(scope, ctx, downloads, jobs, { schedule: false });
  });
  await app.ready();
  for (const role of ['admin', 'staff', 'merchant'] as const) {
    const userName = `${role}-backup`;
    await createUser(database.db, { userName, displayName: `Test ${role}`, role, password: PASSWORD, parentId: null });
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName, password: PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
    headers[role] = { authorization: `Bearer ${(res.json() as { token: string }).token}` };
  }
  // A stored file, so the backup has one.
  const key = await storage.put(Buffer.from('%PDF-1.4 a scan'));
  await database.query(
    `insert into stored_files (owner_id, purpose, key, mime, size, original_name) values (null, 'test', $1,
      'application/pdf', 15, 'scan.pdf')`,
    [key],
  );
});

afterAll(async () => {
  await jobs?.stop();
  await app?.close();
  await database?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const list = async () =>
  (await app.inject({ method: 'GET', url: BACKUP_API, headers: headers.admin })).json() as BackupList;

async function untilComplete(): Promise<BackupList['items'][number]> {
  for (let i = 0; i < 200; i++) {
    const done = (await list()).items.find((b) => b.complete);
    if (done) return done;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the backup did not complete');
}

/** The entries of a ustar archive: name → bytes. */
function untar(tar: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (let at = 0; at + 512 <= tar.length;) {
    const name = tar
      .subarray(at, at + 100)
      .toString('ascii')
      .replace(/\0.*$/s, '');
    if (!name) break;
    const size = parseInt(
      tar
        .subarray(at + 124, at + 136)
        .toString('ascii')
        .replace(/\0.*$/s, ''),
      8,
    );
    out.set(name, tar.subarray(at + 512, at + 512 + size));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return out;
}

describe('Settings › Backup', () => {
  it('is for the admin only', async () => {
    for (const role of ['staff', 'merchant'] as const) {
      expect((await app.inject({ method: 'GET', url: BACKUP_API, headers: headers[role] })).statusCode).toBe(403);
      expect((await app.inject({ method: 'POST', url: BACKUP_API, headers: headers[role] })).statusCode).toBe(403);
      expect(
        (await app.inject({ method: 'DELETE', url: `${BACKUP_API}/2026-01-01T00-00-00.000Z`, headers: headers[role] }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await app.inject({
            method: 'GET',
            url: `${BACKUP_API}/2026-01-01T00-00-00.000Z/download`,
            headers: headers[role],
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: BACKUP_API })).statusCode).toBe(401);
    expect(await list()).toEqual({ items: [], schedule: { time: '02:30', keepDays: 14 } });
  });

  it('backs up now, once at a time (409 while one is under way), and lists it with who made it', async () => {
    const [first, second] = await Promise.all([
      app.inject({ method: 'POST', url: BACKUP_API, headers: headers.admin }),
      app.inject({ method: 'POST', url: BACKUP_API, headers: headers.admin }),
    ]);
    expect(first.statusCode).toBe(202);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: BACKUP_UNDER_WAY });
    const made = await untilComplete();
    expect(made).toMatchObject({ complete: true, files: 1, trigger: 'manual', createdBy: 'Test admin' });
    expect(made.bytes).toBeGreaterThan(0);
    expect((await list()).items).toHaveLength(1);
    const [audit] = await database.query<{ action: string; entity_id: string }>(
      `select action, entity_id from audit_events where entity_type = 'backup' order by id`,
    );
    expect(audit).toEqual({ action: 'backup_made', entity_id: made.stamp });
  });

  it('downloads a backup as a tar of its objects through a signed link, and deletes it', async () => {
    const [b] = (await list()).items;
    const link = await app.inject({ method: 'GET', url: `${BACKUP_API}/${b.stamp}/download`, headers: headers.admin });
    expect(link.statusCode).toBe(200);
    const { tempUrl, file } = link.json() as { tempUrl: string; file: { name: string } };
    expect(file.name).toBe(`pan-portal-backup-${b.stamp}.tar`);
    // The link is the admin's: another user cannot use it.
    expect((await app.inject({ method: 'GET', url: tempUrl, headers: headers.staff })).statusCode).toBe(403);
    const res = await app.inject({ method: 'GET', url: tempUrl, headers: headers.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-tar');
    const entries = untar(res.rawPayload);
    const manifest = BackupManifest.parse(JSON.parse(entries.get(`${b.stamp}/manifest.json`)!.toString('utf8')));
    expect(entries.size).toBe(1 + manifest.tables.length + manifest.files.length);
    for (const p of [...manifest.tables, ...manifest.files])
      expect(sha256(entries.get(`${b.stamp}/${p.part}`)!)).toBe(p.sha256);
    expect(entries.get(`${b.stamp}/${manifest.files[0].part}`)!.toString()).toBe('%PDF-1.4 a scan');

    // What was downloaded restores as it is (npm run restore -- the.tar).
    const tarFile = path.join(filesDir, 'download.tar');
    fs.writeFileSync(tarFile, res.rawPayload);
    const target = await createTestDatabase();
    try {
      const into = memoryStorage();
      const restored = await restoreBackup({ database: target, storage: into, source: await tarSource(tarFile) });
      expect(restored).toMatchObject({ stamp: b.stamp, files: 1 });
      const [scan] = await target.query<{ key: string }>(
        `select key from stored_files where original_name = 'scan.pdf'`,
      );
      expect((await into.get(scan.key)).toString()).toBe('%PDF-1.4 a scan');
      const names = await target.query<{ user_name: string }>('select user_name from users order by id');
      expect(names.map((u) => u.user_name)).toEqual(['admin-backup', 'staff-backup', 'merchant-backup']);
    } finally {
      await target.close();
    }

    const del = await app.inject({ method: 'DELETE', url: `${BACKUP_API}/${b.stamp}`, headers: headers.admin });
    expect(del.statusCode).toBe(200);
    expect((del.json() as BackupList).items).toEqual([]);
    expect(await storage.listObjects('backups/')).toEqual([]);
    expect(
      (await app.inject({ method: 'DELETE', url: `${BACKUP_API}/${b.stamp}`, headers: headers.admin })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `${BACKUP_API}/${b.stamp}/download`, headers: headers.admin }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `${BACKUP_API}/..%2Fetc`, headers: headers.admin })).statusCode,
    ).toBe(400);
    const actions = await database.query<{ action: string }>(
      `select action from audit_events where entity_type = 'backup' order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['backup_made', 'backup_downloaded', 'backup_deleted']);
    // Taking a backup away is in the access log too: it holds every applicant's data.
    const taken = await database.query<{ action: string; ref_type: string; actor_role: string }>(
      `select action, ref_type, actor_role from access_log where ref_type = 'backup'`,
    );
    expect(taken).toEqual([{ action: 'document_download', ref_type: 'backup', actor_role: 'admin' }]);
  });
});
