import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTIFICATIONS_API, type NotificationEvent } from '../../../contract/notifications';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { notifyUsers } from './service';
import { notificationStreamOf } from './stream';

type Who = Awaited<ReturnType<typeof signedIn>>;
type Block = { event?: string; data?: string; comment?: string } | 'ended';

/** An open event stream read the way a browser's reader does: blocks split at blank lines. */
async function openStream(base: string, who: Who) {
  const res = await fetch(`${base}${NOTIFICATIONS_API.stream}`, { headers: who.headers });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let done = false;
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;

  /** The next block, 'ended' once the server closed the stream, or null if nothing came within `ms`. */
  const next = async (ms = 3000): Promise<Block | null> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const cut = buffer.indexOf('\n\n');
      if (cut >= 0) {
        const raw = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const block: Exclude<Block, 'ended'> = {};
        for (const line of raw.split('\n')) {
          if (line.startsWith(':')) block.comment = line.slice(1).trim();
          else if (line.startsWith('event: ')) block.event = line.slice(7);
          else if (line.startsWith('data: ')) block.data = line.slice(6);
        }
        return block;
      }
      if (done) return 'ended';
      const left = deadline - Date.now();
      if (left <= 0) return null;
      pending ??= reader.read();
      const got = await Promise.race([pending, new Promise<null>((r) => setTimeout(() => r(null), left))]);
      if (!got) return null;
      pending = null;
      if (got.done) done = true;
      else buffer += decoder.decode(got.value, { stream: true });
    }
  };
  /** The next `notifications` event (skipping the retry hint and heartbeats), or null. */
  const nextEvent = async (ms = 3000): Promise<NotificationEvent | null> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const b = await next(Math.max(1, deadline - Date.now()));
      if (b === null || b === 'ended') return null;
      if (b.event === 'notifications') return JSON.parse(b.data!) as NotificationEvent;
    }
  };
  /** Whether the server ends the stream within `ms` (events before the end are skipped). */
  const endsWithin = async (ms: number): Promise<boolean> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const b = await next(Math.max(1, deadline - Date.now()));
      if (b === 'ended') return true;
      if (b === null) return false;
    }
  };
  return { res, next, nextEvent, endsWithin, cancel: () => reader.cancel().catch(() => {}) };
}

const notify = (t: TestApp, userId: number, title: string) =>
  t.database.db.transaction((tx) =>
    notifyUsers(tx, [userId], {
      topic: 'payment_request.approved',
      title,
      link: '/merchant/payment-requests/view/1',
      tone: 'good',
    }),
  );

let t: TestApp;
let base: string;
let a: Who, b: Who, admin: Who;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  admin = await signedIn(t, 'admin');
  a = await signedIn(t, 'merchant', { kind: 'owner' });
  b = await signedIn(t, 'merchant', { kind: 'owner' });
});
afterAll(async () => t?.close());

describe('the bell stream', () => {
  it('sends the count at once, then an event for each of my new notifications and nothing for another account', async () => {
    await notify(t, a.id, 'Earlier one');
    const s = await openStream(base, a);
    try {
      expect(s.res.status).toBe(200);
      expect(s.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(s.res.headers.get('cache-control')).toContain('no-cache');
      expect(s.res.headers.get('x-accel-buffering')).toBe('no');
      expect(s.res.headers.get('content-encoding')).toBeNull();
      // Helmet's headers still go out on the hijacked answer.
      expect(s.res.headers.get('x-content-type-options')).toBe('nosniff');

      const first = await s.nextEvent();
      expect(first).toMatchObject({ unread: 1, latest: { title: 'Earlier one', readAt: null } });

      await notify(t, a.id, 'Payment request approved');
      const second = await s.nextEvent();
      expect(second).toMatchObject({
        unread: 2,
        latest: { title: 'Payment request approved', link: '/merchant/payment-requests/view/1', tone: 'good' },
      });

      await notify(t, b.id, "B's own news");
      expect(await s.nextEvent(600)).toBeNull();
      // A refresh that finds the bell as it is (a feed reset or the poll refreshes every bell) sends nothing.
      await t.database.query(`select pg_notify('notification_changes', $1)`, [String(a.id)]);
      expect(await s.nextEvent(600)).toBeNull();

      // Marking read is a change too: the count goes down on every open bell.
      const read = await fetch(`${base}${NOTIFICATIONS_API.readAll}`, { method: 'POST', headers: a.headers });
      expect(read.status).toBe(200);
      expect(await s.nextEvent()).toMatchObject({
        unread: 0,
        latest: { title: 'Payment request approved', readAt: expect.any(String) },
      });
    } finally {
      await s.cancel();
    }
  });

  it('coalesces a burst into few events whose last one has the final count', async () => {
    const s = await openStream(base, b);
    try {
      const first = (await s.nextEvent())!;
      for (let i = 1; i <= 5; i++) await notify(t, b.id, `Burst ${i}`);
      const seen: NotificationEvent[] = [];
      for (let e = await s.nextEvent(); e; e = await s.nextEvent(700)) seen.push(e);
      expect(seen.length).toBeGreaterThanOrEqual(1);
      expect(seen.length).toBeLessThan(5);
      expect(seen.at(-1)).toMatchObject({ unread: first.unread + 5, latest: { title: 'Burst 5' } });
    } finally {
      await s.cancel();
    }
  });

  it('keeps a quiet stream alive with a comment, and forgets a stream the browser closed', async () => {
    const stream = notificationStreamOf(t.database)!;
    const s = await openStream(base, admin);
    await s.nextEvent();
    expect(stream.count(admin.id)).toBe(1);
    await stream.heartbeat();
    expect(await s.next()).toEqual({ comment: 'keep-alive' });
    await s.cancel();
    await vi.waitFor(() => expect(stream.count(admin.id)).toBe(0));
  });

  it('ends when the session signs out', async () => {
    const who = await signedIn(t, 'merchant', { kind: 'owner' });
    const s = await openStream(base, who);
    expect(await s.nextEvent()).toMatchObject({ unread: 0, latest: null });
    const out = await fetch(`${base}/api/auth/logout`, { method: 'POST', headers: who.headers });
    expect(out.status).toBe(200);
    expect(await s.endsWithin(3000)).toBe(true);
    // Reconnecting with the signed-out token is refused.
    expect((await fetch(`${base}${NOTIFICATIONS_API.stream}`, { headers: who.headers })).status).toBe(401);
  });

  it("ends when the account is deactivated, and a staff member's when their shop is", async () => {
    const owner = await signedIn(t, 'merchant', { kind: 'owner' });
    const staff = await signedIn(t, 'merchant', { kind: 'staff', parentId: owner.id });
    const other = await signedIn(t, 'merchant', { kind: 'owner' });
    const [so, ss, sx] = [await openStream(base, owner), await openStream(base, staff), await openStream(base, other)];
    for (const s of [so, ss, sx]) expect(await s.nextEvent()).not.toBeNull();
    const off = await fetch(`${base}/api/backend/user-management/user/${owner.id}/status`, {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ active: false }),
    });
    expect(off.status).toBe(200);
    expect(await so.endsWithin(3000)).toBe(true);
    expect(await ss.endsWithin(3000)).toBe(true);
    // Someone else's stream stays open.
    expect(await sx.endsWithin(300)).toBe(false);
    await sx.cancel();
  });

  it('is ended by app.close(), which then returns promptly', async () => {
    const own = await createTestApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = own.app.server.address();
    const who = await signedIn(own, 'merchant', { kind: 'owner' });
    const s = await openStream(`http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`, who);
    expect(await s.nextEvent()).not.toBeNull();
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await s.endsWithin(1000)).toBe(true);
  });
});
