import type { Database } from '../db/client';
import { openedFeed, type ChangeFeed } from '../db/change-feed';

/**
 * Filtered counts that had to read the rows (a search over a million records: ≈ 7 ms of database time),
 * kept per table until the database notifies that the table changed (decision 0041). An operator paging
 * through a search, or coming back to it, does not pay for the same count again; the first page of a new
 * search still counts exactly. Kept only while the change feed is live, and only if no change was
 * notified while the count was being taken.
 */
export type ListCounts = {
  get(table: string, key: string): number | undefined;
  mark(table: string): string;
  store(table: string, key: string, count: number, mark: string): void;
};

const MAX_PER_TABLE = 1000;
const byFeed = new WeakMap<ChangeFeed, ListCounts>();

/** The cache of the database's change feed, or null while no feed is open (everything is then counted). */
export function listCountsOf(database: Database): ListCounts | null {
  const feed = openedFeed(database);
  if (!feed.live) return null;
  let counts = byFeed.get(feed);
  if (!counts) byFeed.set(feed, (counts = createListCounts(feed)));
  return counts;
}

export function createListCounts(feed: ChangeFeed, maxPerTable = MAX_PER_TABLE): ListCounts {
  const tables = new Map<string, Map<string, number>>();
  const generations = new Map<string, number>();
  let resets = 0;
  const changed = (table: string) => {
    generations.set(table, (generations.get(table) ?? 0) + 1);
    tables.delete(table);
  };
  feed.on('list_changes', changed);
  feed.onReset(() => {
    resets++;
    tables.clear();
  });
  // A mark is the table's generation and the feed's resets together, so either kind of change voids it.
  const markOf = (table: string) => `${generations.get(table) ?? 0}:${resets}`;
  return {
    get(table, key) {
      return feed.live ? tables.get(table)?.get(key) : undefined;
    },
    mark: markOf,
    store(table, key, count, mark) {
      if (!feed.live || mark !== markOf(table)) return;
      let counts = tables.get(table);
      if (!counts) tables.set(table, (counts = new Map()));
      if (counts.size >= maxPerTable) counts.delete(counts.keys().next().value!);
      counts.set(key, count);
    },
  };
}
