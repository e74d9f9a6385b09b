import type { Database } from './client';

/** The channels the triggers of migrations 0019 and 0026 notify on. */
export const CHANNELS = ['auth_changes', 'list_changes', 'notification_changes'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * What the database says has changed, for caches that must never answer from stale memory
 * (decision 0041). A cache serves from memory only while `live`; it drops what it holds on every
 * notification about it and whenever the feed is lost or regained (`onReset`), since notifications may
 * have been missed in between.
 */
export type ChangeFeed = {
  readonly live: boolean;
  on(channel: Channel, fn: (payload: string) => void): void;
  onReset(fn: () => void): void;
  close(): Promise<void>;
};

const feeds = new WeakMap<Database, Promise<ChangeFeed>>();
const opened = new WeakMap<Database, ChangeFeed>();

/** The database's feed, opened on first use and shared by everything in this process; closed with the database. */
export function changeFeed(database: Database): Promise<ChangeFeed> {
  let feed = feeds.get(database);
  if (!feed) {
    feed = openChangeFeed(database).then((f) => {
      opened.set(database, f);
      return f;
    });
    feeds.set(database, feed);
  }
  return feed;
}

/** The feed if it is open, else one that is never live (callers then always ask the database). */
export function openedFeed(database: Database): ChangeFeed {
  return opened.get(database) ?? NO_FEED;
}

async function openChangeFeed(database: Database): Promise<ChangeFeed> {
  const subscribers = new Map<string, ((payload: string) => void)[]>();
  const resets: (() => void)[] = [];
  let live = false;
  const stop = await database.listen(CHANNELS, {
    notify(channel, payload) {
      for (const fn of subscribers.get(channel) ?? []) fn(payload);
    },
    state(now) {
      live = now;
      for (const fn of resets) fn();
    },
  });
  return {
    get live() {
      return live;
    },
    on(channel, fn) {
      subscribers.set(channel, [...(subscribers.get(channel) ?? []), fn]);
    },
    onReset(fn) {
      resets.push(fn);
    },
    close: stop,
  };
}

/** A feed that is never live: every cache built on it always asks the database. */
export const NO_FEED: ChangeFeed = {
  live: false,
  on() {},
  onReset() {},
  close: async () => {},
};
