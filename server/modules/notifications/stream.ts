import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NotificationEvent } from '../../../contract/notifications';
import { changeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import { currentUser, type AuthUser } from '../../lib/access';
import type { Locale } from '../../../contract/i18n';
import { requestLocale } from '../../lib/i18n';
import { notificationEvent } from './service';

/*
 * The bell's live stream (decision 0059): server-sent events, one `notifications` event
 * (the unread count and the newest notification) on opening and whenever the account's notifications
 * change. The change feed says which account changed; the database is then asked once for that account,
 * however many tabs it has open and however many notifications arrived together.
 */

export type StreamOptions = {
  /** A comment line this often keeps proxies from closing a quiet stream; the session is checked again then too. */
  heartbeatMs?: number;
  /** At most one query per account this often, however many changes arrive. */
  coalesceMs?: number;
  /** While the change feed is not live, every stream is sent a fresh event this often instead. */
  pollMs?: number;
  /** A client this far behind (bytes not yet taken) is dropped; it reconnects and resyncs. */
  maxBufferedBytes?: number;
};

/**
 * `opening` until its first event is sent; `missed` when a refresh came meanwhile (it is sent again after);
 * `locale`: the language the stream's request asked for (issue 26), its events' words; `shown`: the last event sent.
 */
type Client = {
  user: AuthUser;
  res: ServerResponse;
  opening: boolean;
  missed: boolean;
  locale: Locale;
  shown?: string;
};

/** One account's open streams, and its pending refresh. */
type Group = { streams: Set<Client>; timer: NodeJS.Timeout | null; running: boolean; again: boolean; lastRun: number };

export type NotificationStream = {
  /** The route handler: takes the request over and keeps it open. */
  open(req: FastifyRequest, reply: FastifyReply): void;
  /**
   * The heartbeat pass (the timer runs it; tests call it): checks every session again, then a comment or, without a
   * live feed, a fresh event.
   */
  heartbeat(): Promise<void>;
  /** How many streams are open, per account. */
  count(userId?: number): number;
  /** Ends every stream (the app is closing). */
  closeAll(): void;
};

const streams = new WeakMap<Database, NotificationStream>();

/** The stream of the app serving this database in this process (for tests and the demo). */
export function notificationStreamOf(database: Database): NotificationStream | undefined {
  return streams.get(database);
}

/**
 * The process's registry of open streams (account → its streams) for this app. Ends them all before the
 * app closes, so `app.close()` never waits on a stream a browser keeps open.
 */
export async function createNotificationStream(
  app: FastifyInstance,
  database: Database,
  opts: StreamOptions = {},
): Promise<NotificationStream> {
  const heartbeatMs = opts.heartbeatMs ?? 25_000;
  const coalesceMs = opts.coalesceMs ?? 250;
  const pollMs = opts.pollMs ?? 5_000;
  const maxBuffered = opts.maxBufferedBytes ?? 1024 * 1024;
  const feed = await changeFeed(database);
  const groups = new Map<number, Group>();
  let closing = false;

  const all = () => [...groups.values()].flatMap((g) => [...g.streams]);

  const end = (c: Client) => {
    const g = groups.get(c.user.id);
    if (g?.streams.delete(c) && !g.streams.size) {
      if (g.timer) clearTimeout(g.timer);
      groups.delete(c.user.id);
    }
    if (!c.res.writableEnded) c.res.end();
  };

  const write = (c: Client, chunk: string) => {
    if (c.res.writableEnded || c.res.destroyed) return end(c);
    c.res.write(chunk);
    // A reader that stopped taking data would make us hold every event for it.
    if (c.res.writableLength > maxBuffered) c.res.destroy();
  };

  /**
   * A refresh that finds what the bell already shows sends nothing: a reset of the change feed (or another account's
   * change read as everyone's) refreshes every bell, and a bell that did not change has nothing to hear.
   */
  const send = (c: Client, event: NotificationEvent) => {
    const data = JSON.stringify(event);
    if (data === c.shown) return;
    c.shown = data;
    write(c, `event: notifications\ndata: ${data}\n\n`);
  };

  /** Whether the stream's session still stands; a signed-out, revoked or deactivated one's stream ends. */
  const stillSignedIn = async (c: Client): Promise<boolean> => {
    let user: AuthUser | null;
    try {
      user = await app.sessionUser(c.user.sessionId, c.user.code);
    } catch (err) {
      // The database did not answer: keep the stream (a reconnect would fail the same way) and ask next time.
      app.log.warn({ err }, 'notification stream: session check failed');
      return true;
    }
    if (user?.id === c.user.id) return true;
    end(c);
    return false;
  };

  const refresh = async (userId: number) => {
    const g = groups.get(userId);
    if (!g) return;
    g.timer = null;
    g.running = true;
    g.lastRun = Date.now();
    try {
      const live = (await Promise.all([...g.streams].map(async (c) => ((await stillSignedIn(c)) ? c : null)))).filter(
        (c): c is Client => c !== null,
      );
      if (live.length && !closing) {
        // One query per language the account's streams are in (nearly always one).
        const events = new Map<Locale, Promise<NotificationEvent>>();
        for (const c of live)
          if (!events.has(c.locale)) events.set(c.locale, notificationEvent(database.db, userId, c.locale));
        for (const c of live) {
          const event = await events.get(c.locale)!;
          // An older first answer must not arrive after this newer one: that stream gets its own refresh.
          if (c.opening) c.missed = true;
          else send(c, event);
        }
      }
    } catch (err) {
      app.log.warn({ err, userId }, 'notification stream: refresh failed');
    } finally {
      g.running = false;
      if (g.again && !closing) {
        g.again = false;
        schedule(userId);
      }
    }
  };

  /** A refresh for the account soon: at most one per `coalesceMs`, and never two at once. */
  const schedule = (userId: number) => {
    const g = groups.get(userId);
    if (!g || closing) return;
    if (g.running) {
      g.again = true;
      return;
    }
    if (g.timer) return;
    g.timer = setTimeout(() => void refresh(userId), Math.max(0, g.lastRun + coalesceMs - Date.now()));
  };

  const scheduleAll = () => {
    for (const userId of groups.keys()) schedule(userId);
  };

  feed.on('notification_changes', (payload) => schedule(Number(payload)));
  // Notifications may have been missed while the feed was down: every bell gets a fresh count.
  feed.onReset(scheduleAll);
  // Sign-out, revocation and deactivation end the account's streams at once, not at the next heartbeat.
  feed.on('auth_changes', (payload) => {
    const affected = payload.startsWith('s:') ? all().filter((c) => c.user.sessionId === payload.slice(2)) : all();
    for (const c of affected) void stillSignedIn(c);
  });

  const heartbeat = async () => {
    await Promise.all(
      all().map(async (c) => {
        if (await stillSignedIn(c)) write(c, ': keep-alive\n\n');
      }),
    );
    if (!feed.live) scheduleAll();
  };

  const heartbeatTimer = setInterval(() => void heartbeat(), heartbeatMs);
  const pollTimer = setInterval(() => {
    if (!feed.live) scheduleAll();
  }, pollMs);
  heartbeatTimer.unref();
  pollTimer.unref();

  const closeAll = () => {
    closing = true;
    clearInterval(heartbeatTimer);
    clearInterval(pollTimer);
    for (const c of all()) end(c);
  };
  app.addHook('preClose', async () => closeAll());

  const stream: NotificationStream = {
    open(req, reply) {
      const user = currentUser(req);
      reply.hijack();
      const res = reply.raw;
      // The headers other hooks set so far (helmet's) go out too; hijacking skips Fastify's sending.
      const set = Object.entries(reply.getHeaders()).filter(
        (h): h is [string, string | number | string[]] => h[1] !== undefined,
      );
      res.writeHead(200, {
        ...Object.fromEntries(set),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      const c: Client = { user, res, opening: true, missed: false, locale: requestLocale(req) };
      if (closing) return end(c);
      let g = groups.get(user.id);
      if (!g) groups.set(user.id, (g = { streams: new Set(), timer: null, running: false, again: false, lastRun: 0 }));
      // Registered before the first read, so a change that lands during it is sent after it.
      g.streams.add(c);
      res.on('close', () => end(c));
      // The browser waits this long before reconnecting a stream that ended.
      write(c, 'retry: 5000\n\n');
      notificationEvent(database.db, user.id, c.locale).then(
        (event) => {
          c.opening = false;
          send(c, event);
          if (c.missed) schedule(user.id);
        },
        (err: unknown) => {
          app.log.warn({ err }, 'notification stream: first event failed');
          end(c);
        },
      );
    },
    heartbeat,
    count: (userId) => (userId === undefined ? all().length : (groups.get(userId)?.streams.size ?? 0)),
    closeAll,
  };
  streams.set(database, stream);
  return stream;
}
