import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel, ChangeFeed } from '../db/change-feed';
import { createSessionMirror, forgetSessions, type SessionFacts } from './session-mirror';
import { addUser, createTestApp, login, type TestApp } from '../test/app';
import { buildApp } from '../app';
import { diskStorage } from './storage';
import { SHOP_CLOSED } from './access';
import { USER_MANAGEMENT_API } from '../../contract/lists/users';

/** A feed driven by the test: what it "notifies" and whether it is live. */
function fakeFeed() {
  const subs = new Map<string, ((p: string) => void)[]>();
  const resets: (() => void)[] = [];
  let live = true;
  const feed: ChangeFeed = {
    get live() {
      return live;
    },
    on: (ch: Channel, fn) => subs.set(ch, [...(subs.get(ch) ?? []), fn]),
    onReset: (fn) => resets.push(fn),
    close: async () => {},
  };
  return {
    feed,
    notify: (payload: string) => subs.get('auth_changes')?.forEach((fn) => fn(payload)),
    setLive(v: boolean) {
      live = v;
      resets.forEach((fn) => fn());
    },
  };
}

const facts = (userId: number, over: Partial<SessionFacts> = {}): SessionFacts => ({
  userId,
  code: `PM${userId}`,
  role: 'merchant',
  kind: 'owner',
  parentId: null,
  parentActive: null,
  displayName: 'Shop',
  expiresAt: 10_000_000,
  ...over,
});

describe('session mirror', () => {
  it('answers only what it stored while nothing changed, and only while the feed is live', () => {
    const f = fakeFeed();
    const m = createSessionMirror(f.feed);
    expect(m.get('s1', 'PM1', 1000)).toBeNull();
    m.store('s1', facts(1), m.mark(), 1000);
    expect(m.get('s1', 'PM1', 1001)?.userId).toBe(1);
    // Another code in the token (a forged or stale claim) is not answered from memory.
    expect(m.get('s1', 'PM2', 1002)).toBeNull();
    m.store('s1', facts(1), m.mark(), 1000);
    f.setLive(false);
    expect(m.get('s1', 'PM1', 1003)).toBeNull();
    m.store('s1', facts(1), m.mark(), 1003);
    expect(m.size).toBe(0);
    m.dispose();
  });

  it('drops a session, all sessions of an account, or everything, as notified', () => {
    const f = fakeFeed();
    const m = createSessionMirror(f.feed);
    for (const [sid, uid] of [
      ['a', 1],
      ['b', 1],
      ['c', 2],
    ] as const)
      m.store(sid, facts(uid), m.mark(), 0);
    f.notify('s:a');
    expect([m.get('a', 'PM1', 1), m.get('b', 'PM1', 1)?.userId]).toEqual([null, 1]);
    f.notify('u:1');
    expect(m.get('b', 'PM1', 1)).toBeNull();
    expect(m.get('c', 'PM2', 1)?.userId).toBe(2);
    f.notify('*');
    expect(m.size).toBe(0);
    m.dispose();
  });

  it("drops a team's sessions when their owner's account changes, notified or forgotten here", () => {
    const f = fakeFeed();
    const m = createSessionMirror(f.feed);
    const team = (sid: string, uid: number) =>
      m.store(sid, facts(uid, { kind: 'staff', parentId: 1, parentActive: true }), m.mark(), 0);
    m.store('owner', facts(1), m.mark(), 0);
    team('staff', 2);
    team('member', 3);
    m.store('other', facts(4, { kind: 'staff', parentId: 9, parentActive: true }), m.mark(), 0);
    f.notify('u:1');
    expect([
      m.get('owner', 'PM1', 1),
      m.get('staff', 'PM2', 1),
      m.get('member', 'PM3', 1),
      m.get('other', 'PM4', 1)?.userId,
    ]).toEqual([null, null, null, 4]);
    team('staff', 2);
    forgetSessions({ userId: 1 });
    expect(m.get('staff', 'PM2', 1)).toBeNull();
    // A session stored again under another owner is no longer dropped with the first one.
    team('staff', 2);
    m.store('staff', facts(2, { kind: 'staff', parentId: 5, parentActive: true }), m.mark(), 0);
    f.notify('u:1');
    expect(m.get('staff', 'PM2', 1)?.parentId).toBe(5);
    f.notify('u:5');
    expect(m.size).toBe(1);
    m.dispose();
  });

  it('does not keep an answer read while a change was notified (it may predate the change)', () => {
    const f = fakeFeed();
    const m = createSessionMirror(f.feed);
    const mark = m.mark();
    f.notify('s:other');
    m.store('s1', facts(1), mark, 0);
    expect(m.get('s1', 'PM1', 1)).toBeNull();
    const mark2 = m.mark();
    forgetSessions({ userId: 99 });
    m.store('s1', facts(1), mark2, 0);
    expect(m.size).toBe(0);
    m.dispose();
  });

  it('forgets expired sessions, old entries, and the oldest when full', () => {
    const f = fakeFeed();
    const m = createSessionMirror(f.feed, { maxEntries: 2, maxAgeMs: 100 });
    m.store('a', facts(1, { expiresAt: 50 }), m.mark(), 0);
    expect(m.get('a', 'PM1', 49)).not.toBeNull();
    expect(m.get('a', 'PM1', 50)).toBeNull();
    m.store('b', facts(2), m.mark(), 0);
    expect(m.get('b', 'PM2', 100)).not.toBeNull();
    expect(m.get('b', 'PM2', 101)).toBeNull();
    m.store('c', facts(3), m.mark(), 200);
    m.store('d', facts(4), m.mark(), 200);
    m.store('e', facts(5), m.mark(), 200);
    expect([m.get('c', 'PM3', 201), m.get('d', 'PM4', 201)?.userId, m.get('e', 'PM5', 201)?.userId]).toEqual([
      null,
      4,
      5,
    ]);
    m.dispose();
  });
});

describe('session check through the mirror, two servers on one database', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    // A second replica: its own mirror, the same database and secrets.
    other = await buildApp({
      config: t.config,
      database: t.database,
      secrets: t.secrets,
      storage: diskStorage('/nonexistent-test-files'),
      logger: false,
    });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const me = (app: typeof other, token: string) =>
    app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  it('serves a known session from memory, and a revocation the database notifies ends it at once', async () => {
    const u = await addUser(t, 'staff');
    const { token } = await login(t, u.userName);
    expect((await me(t.app, token)).statusCode).toBe(200);
    // With the notification switched off, a revocation is not seen: the answer came from memory.
    await t.database.query('alter table sessions disable trigger sessions_notify_change');
    await t.database.query(`update sessions set revoked_at = now() where user_id = $1`, [u.id]);
    expect((await me(t.app, token)).statusCode).toBe(200);
    await t.database.query('alter table sessions enable trigger sessions_notify_change');
    // Any notified change to the session (here: its expiry) drops it, and the database says it is revoked.
    await t.database.query(`update sessions set expires_at = expires_at + interval '1 second' where user_id = $1`, [
      u.id,
    ]);
    await settle();
    expect((await me(t.app, token)).statusCode).toBe(401);
  });

  it('ends the sessions of a deactivated account on every server, however the account was changed', async () => {
    const u = await addUser(t, 'staff');
    const { token } = await login(t, u.userName);
    expect((await me(t.app, token)).statusCode).toBe(200);
    await t.database.query('update users set active = false where id = $1', [u.id]);
    await settle();
    expect((await me(t.app, token)).statusCode).toBe(401);
  });

  it('takes the role from the account, not the token: a demotion applies at once to a token already in use', async () => {
    const a = await addUser(t, 'admin');
    const { token } = await login(t, a.userName);
    const staffList = (app: typeof other) =>
      app.inject({
        method: 'POST',
        url: USER_MANAGEMENT_API.staff,
        headers: { authorization: `Bearer ${token}` },
        payload: { filters: [], search: '', length: 10, start: 0, sorts: [] },
      });
    expect((await staffList(t.app)).statusCode).toBe(200);
    expect((await staffList(other)).statusCode).toBe(200);
    await t.database.query(`update users set role = 'staff' where id = $1`, [a.id]);
    await settle();
    expect((await staffList(t.app)).statusCode).toBe(403);
    expect((await staffList(other)).statusCode).toBe(403);
    expect((await me(other, token)).json()).toMatchObject({ code: a.code, role: 'staff' });
  });

  it("closes a team's in-memory sessions once their owner is deactivated (in any way) and reopens them with it", async () => {
    const owner = await addUser(t, 'merchant', { kind: 'owner' });
    const counter = await addUser(t, 'merchant', { kind: 'staff', parentId: owner.id });
    const member = await addUser(t, 'merchant', { kind: 'franchise', parentId: owner.id });
    const tokens = [(await login(t, counter.userName)).token, (await login(t, member.userName)).token];
    for (const token of tokens) for (const app of [t.app, other]) expect((await me(app, token)).statusCode).toBe(200);
    await t.database.query('update users set active = false where id = $1', [owner.id]);
    await settle();
    for (const token of tokens) {
      for (const app of [t.app, other]) {
        const res = await me(app, token);
        expect([res.statusCode, res.json().message]).toEqual([403, SHOP_CLOSED]);
      }
    }
    // A live session may still sign out; it stays closed to everything else.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${tokens[1]}` },
    });
    expect(out.statusCode).toBeLessThan(300);
    await t.database.query('update users set active = true where id = $1', [owner.id]);
    await settle();
    for (const app of [t.app, other]) {
      expect((await me(app, tokens[0])).statusCode).toBe(200);
      expect((await me(app, tokens[1])).statusCode).toBe(401);
    }
  });

  it('a sign-out on one server is refused by both on the next request', async () => {
    const u = await addUser(t, 'staff');
    const { token } = await login(t, u.userName);
    expect((await me(t.app, token)).statusCode).toBe(200);
    expect((await me(other, token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBeLessThan(300);
    // The server that signed out forgets at once, without waiting for the notification.
    expect((await me(t.app, token)).statusCode).toBe(401);
    await settle();
    expect((await me(other, token)).statusCode).toBe(401);
  });

  // PGlite lives in the process: its feed cannot be lost.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'asks the database again after losing the feed, since notifications may have been missed',
    async () => {
      const u = await addUser(t, 'staff');
      const { token } = await login(t, u.userName);
      expect((await me(t.app, token)).statusCode).toBe(200);
      await t.database.query('alter table sessions disable trigger sessions_notify_change');
      await t.database.query(`update sessions set revoked_at = now() where user_id = $1`, [u.id]);
      await t.database.query('alter table sessions enable trigger sessions_notify_change');
      await t.database.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
      );
      await new Promise((r) => setTimeout(r, 100));
      expect((await me(t.app, token)).statusCode).toBe(401);
    },
  );
});

/** PostgreSQL delivers a notification a moment after the commit, on the listener's own connection. */
async function settle() {
  if (process.env.TEST_DATABASE_URL) await new Promise((r) => setTimeout(r, 50));
}
