import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { diskStorage, type Storage } from '../../lib/storage';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** The same portal with file storage of the test's choosing. */
async function appWith(storage: Storage, beforeReady?: (app: Awaited<ReturnType<typeof buildApp>>) => void) {
  const app = await buildApp({ config: t.config, database: t.database, secrets: t.secrets, storage, logger: false });
  beforeReady?.(app);
  await app.ready();
  return app;
}

describe('liveness and readiness', () => {
  it('is alive and ready when the database and the storage answer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok', draining: false });
  });

  it('is not ready (503, naming the part) when files cannot be stored, while still alive', async () => {
    const app = await appWith({ ...diskStorage(t.filesDir), check: async () => Promise.reject(new Error('EACCES')) });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not ready', database: 'ok', storage: 'down', draining: false });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('says not ready as soon as it is told to stop, so the load balancer sends no more work', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // The probe is answered only once closing has begun (a hook of a plugin registered after the portal's routes).
    const app = await appWith(
      { ...diskStorage(t.filesDir), check: () => held },
      (a) => void a.register(async (s) => s.addHook('preClose', async () => release())),
    );
    const asked = app.inject({ method: 'GET', url: '/api/ready' });
    const closing = app.close();
    const ready = await asked;
    await closing;
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not ready', database: 'ok', storage: 'ok', draining: true });
  });
});
