import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config';
import { buildApp } from '../app';
import { randomSecrets, type Secrets } from '../lib/secrets';
import type { Database } from '../db/client';
import type { Role, MerchantKind } from '../../contract/roles';
import { createUser } from '../modules/users/service';
import { createSiteService } from '../modules/site/service';
import { seedCatalogue } from '../seed';
import { createTestDatabase } from './db';
import { diskStorage, type Storage } from '../lib/storage';
import { checkJsonPagesAgainstRows } from './json-pages';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  secrets: Secrets;
  /** Where the test server stores files (each test app has its own). */
  filesDir: string;
  close(): Promise<void>;
};

/** The real server on a fresh database, driven with app.inject(). */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { serveWeb?: boolean; storage?: Storage; logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  // Every list page the tests ask for is also read as rows, and the two must agree.
  checkJsonPagesAgainstRows(true);
  const database = await createTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent-test-data',
    LOGIN_RATE_PER_MINUTE: '1000',
    ...env,
  } as NodeJS.ProcessEnv);
  await createSiteService(database.db).ensureDefaults();
  await seedCatalogue(database);
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pan-files-'));
  const secrets = randomSecrets();
  const app = await buildApp({
    config,
    database,
    secrets,
    storage: opts.storage ?? diskStorage(filesDir),
    logger: !!opts.logStream,
    logStream: opts.logStream,
    serveWeb: opts.serveWeb,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    secrets,
    filesDir,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

export const TEST_PASSWORD = 'Correct-Horse-9';

export async function addUser(
  t: TestApp,
  role: Role,
  opts: { userName?: string; kind?: MerchantKind; parentId?: number; password?: string } = {},
) {
  const userName = opts.userName ?? `${role}-${opts.kind ?? 'x'}-${Math.random().toString(36).slice(2, 8)}`;
  const { id, code } = await createUser(t.database.db, {
    userName,
    displayName: `Test ${role}`,
    role,
    password: opts.password ?? TEST_PASSWORD,
    merchantKind: opts.kind ?? null,
    parentId: opts.parentId ?? null,
  });
  return { id, code, userName };
}

export async function login(t: TestApp, userName: string, password = TEST_PASSWORD) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json() as { token: string; refreshToken: string };
}

/** Signs in a new account of that role and returns the bearer header for it. */
export async function signedIn(t: TestApp, role: Role, opts: { kind?: MerchantKind; parentId?: number } = {}) {
  const u = await addUser(t, role, opts);
  const tokens = await login(t, u.userName);
  return { ...u, ...tokens, headers: { authorization: `Bearer ${tokens.token}` } };
}
