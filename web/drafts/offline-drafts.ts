/*
 * Issue 29: a draft typed on a phone that loses its network is kept in the browser (IndexedDB) and sent when the
 * network is back. Plain IndexedDB: four calls do not justify a dependency in the first chunk's neighbourhood.
 * A copy holds an applicant's personal data, so it never holds an Aadhaar number (decision 0067: the number is
 * only ever stored sealed, and a phone's storage is not sealed), and it is deleted as soon as the server has it
 * and when its user signs out.
 */

const DB_NAME = 'portal-offline-drafts';
const STORE = 'drafts';
const BY_USER = 'byUser';

export type OfflineDraft<T = unknown> = {
  /** `${userId}:${form}:${ref}`, ref being the server's id or `new:${clientKey}`. */
  key: string;
  userId: string;
  /** Which form it is from ('nsdl-pan'). */
  form: string;
  /** The draft's id on the server; null while it has not been made there. */
  draftId: number | null;
  /** Made when the copy was first kept: the Idempotency-Key that makes the new draft once, however often it is sent. */
  clientKey: string;
  /** What else the form needs to send it (category, type). */
  meta: Record<string, string>;
  data: T;
  /** The agent pressed Save without a network: send it when the network is back. */
  pending: boolean;
  keptAt: number;
};

export function draftKey(userId: string, form: string, ref: { draftId: number | null; clientKey: string }): string {
  return `${userId}:${form}:${ref.draftId ?? `new:${ref.clientKey}`}`;
}

/** The data with every `aadhaar` answer left out (at any depth: a company's persons carry one each). */
export function withoutAadhaar<T>(data: T): T {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .filter(([k]) => k !== 'aadhaar')
          .map(([k, x]) => [k, walk(x)]),
      );
    return v;
  };
  return walk(data) as T;
}

/**
 * A copy's answers laid over `current` (the form's data, or the server's): what the copy has wins, and what it
 * lacks — its left-out Aadhaar numbers, a field added since — stays as `current` has it.
 */
export function overCurrent<T>(current: unknown, copy: T): T {
  const plain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
  if (Array.isArray(copy))
    return copy.map((x, i) => overCurrent(Array.isArray(current) ? current[i] : undefined, x)) as T;
  if (!plain(copy)) return copy;
  const out: Record<string, unknown> = plain(current) ? { ...current } : {};
  for (const [k, v] of Object.entries(copy)) out[k] = overCurrent(out[k], v);
  return out as T;
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore(STORE, { keyPath: 'key' });
      store.createIndex(BY_USER, 'userId');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  }).catch((e: unknown) => {
    opening = null;
    throw e;
  });
  return opening;
}

async function run<R>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest<R> | void): Promise<R> {
  const db = await open();
  return new Promise<R>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const req = fn(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(req ? req.result : (undefined as R));
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

/** Keeps (or replaces) a copy; its Aadhaar answers are dropped here, whatever the caller passed. */
export async function keepDraft<T>(draft: Omit<OfflineDraft<T>, 'key' | 'keptAt'>): Promise<OfflineDraft<T>> {
  const copy: OfflineDraft<T> = {
    ...draft,
    key: draftKey(draft.userId, draft.form, draft),
    data: withoutAadhaar(draft.data),
    keptAt: Date.now(),
  };
  await run('readwrite', (s) => s.put(copy));
  return copy;
}

export function readDraft<T>(key: string): Promise<OfflineDraft<T> | undefined> {
  return run<OfflineDraft<T> | undefined>('readonly', (s) => s.get(key));
}

/** Every copy of a user, oldest first. */
export async function draftsOf(userId: string): Promise<OfflineDraft[]> {
  const all = await run<OfflineDraft[]>('readonly', (s) => s.index(BY_USER).getAll(userId));
  return all.sort((a, b) => a.keptAt - b.keptAt);
}

export function deleteDraft(key: string): Promise<void> {
  return run<undefined>('readwrite', (s) => s.delete(key));
}

/** Signing out: nothing of one user's applicants stays on the phone for the next person. */
export async function forgetUser(userId: string): Promise<void> {
  const keys = await run<IDBValidKey[]>('readonly', (s) => s.index(BY_USER).getAllKeys(userId));
  await run('readwrite', (s) => {
    for (const k of keys) s.delete(k);
  });
}

// Copies whose form is on screen: that form sends its own (with the Aadhaar number it still holds), not the sync.
const onScreen = new Set<string>();

/** Marks a copy's form as on screen until the returned function is called. */
export function formOnScreen(key: string): () => void {
  onScreen.add(key);
  return () => void onScreen.delete(key);
}

export const isOnScreen = (key: string): boolean => onScreen.has(key);

/** A call that did not reach the server (ApiError's status 0), as opposed to one the server refused. */
export const unreachable = (e: unknown): boolean =>
  !!e && typeof e === 'object' && (e as { status?: unknown }).status === 0;
