import type { ChangeFeed } from '../db/change-feed';

/** What the session check needs of a session, its account and the account's owner (decision 0044). */
export type SessionFacts = {
  userId: number;
  code: string;
  role: string;
  kind: string | null;
  parentId: number | null;
  /** Whether the owner's account is active; null for an account without an owner. */
  parentActive: boolean | null;
  displayName: string;
  expiresAt: number;
};

type Entry = SessionFacts & { storedAt: number };

export type SessionMirror = {
  /** The facts of a live session, or null when the database must be asked. */
  get(sessionId: string, code: string, now: number): SessionFacts | null;
  /** Taken before asking the database; `store` keeps the answer only if nothing changed meanwhile. */
  mark(): number;
  store(sessionId: string, facts: SessionFacts, mark: number, now: number): void;
  readonly size: number;
  /** Stops taking part in forgetSessions (the app closed). */
  dispose(): void;
};

export type MirrorOptions = { maxEntries?: number; maxAgeMs?: number };

const mirrors = new Set<{ forgetSession(id: string): void; forgetUser(id: number): void }>();

/**
 * For code that has just revoked sessions or changed an account: drops them from every mirror in this
 * process at once, without waiting for the notification (which other processes get). An account's
 * change also drops the sessions of its team (the accounts whose owner it is), whose answers include it.
 */
export function forgetSessions(who: { sessionId: string } | { userId: number }): void {
  for (const m of mirrors) {
    if ('sessionId' in who) m.forgetSession(who.sessionId);
    else m.forgetUser(who.userId);
  }
}

/**
 * The session check of decision 0002 answered from memory (decision 0041). An entry is served only while
 * the change feed is live; it is dropped when the database notifies a change to its session, its account
 * or its account's owner, when the feed is lost or regained, when the session expires, and after
 * `maxAgeMs` in any case. A database answer is kept only if no change was notified while it was being
 * read, so an answer that raced a revocation is never kept.
 */
export function createSessionMirror(feed: ChangeFeed, opts: MirrorOptions = {}): SessionMirror {
  const maxEntries = opts.maxEntries ?? 20_000;
  const maxAgeMs = opts.maxAgeMs ?? 60_000;
  const bySession = new Map<string, Entry>();
  const byUser = new Map<number, Set<string>>();
  // A session's answer depends on its owner's account too (a deactivated owner closes its team).
  const byParent = new Map<number, Set<string>>();
  let generation = 0;

  const addTo = (index: Map<number, Set<string>>, key: number | null, sessionId: string) => {
    if (key == null) return;
    let set = index.get(key);
    if (!set) index.set(key, (set = new Set()));
    set.add(sessionId);
  };
  const removeFrom = (index: Map<number, Set<string>>, key: number | null, sessionId: string) => {
    if (key == null) return;
    const set = index.get(key);
    set?.delete(sessionId);
    if (set && !set.size) index.delete(key);
  };
  const drop = (sessionId: string) => {
    const e = bySession.get(sessionId);
    if (!e) return;
    bySession.delete(sessionId);
    removeFrom(byUser, e.userId, sessionId);
    removeFrom(byParent, e.parentId, sessionId);
  };
  const forgetSession = (sessionId: string) => {
    generation++;
    drop(sessionId);
  };
  const forgetUser = (userId: number) => {
    generation++;
    for (const sid of byUser.get(userId) ?? []) drop(sid);
    for (const sid of byParent.get(userId) ?? []) drop(sid);
  };
  const clear = () => {
    generation++;
    bySession.clear();
    byUser.clear();
    byParent.clear();
  };

  feed.on('auth_changes', (payload) => {
    if (payload.startsWith('s:')) forgetSession(payload.slice(2));
    else if (payload.startsWith('u:')) forgetUser(Number(payload.slice(2)));
    else clear();
  });
  feed.onReset(clear);
  const handle = { forgetSession, forgetUser };
  mirrors.add(handle);

  return {
    get(sessionId, code, now) {
      if (!feed.live) return null;
      const e = bySession.get(sessionId);
      if (!e) return null;
      if (e.code !== code || e.expiresAt <= now || now - e.storedAt > maxAgeMs) {
        drop(sessionId);
        return null;
      }
      return e;
    },
    mark: () => generation,
    store(sessionId, facts, mark, now) {
      if (!feed.live || mark !== generation) return;
      drop(sessionId);
      if (bySession.size >= maxEntries) {
        // Maps iterate in insertion order: the oldest entry goes first.
        const oldest = bySession.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      bySession.set(sessionId, { ...facts, storedAt: now });
      addTo(byUser, facts.userId, sessionId);
      addTo(byParent, facts.parentId, sessionId);
    },
    get size() {
      return bySession.size;
    },
    dispose() {
      mirrors.delete(handle);
      clear();
    },
  };
}
