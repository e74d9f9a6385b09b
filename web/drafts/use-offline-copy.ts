import { useCallback, useEffect, useRef, useState } from 'react';
import { isDirty, type DraftFormStore, type FormProblem } from '../components/requests/draft-form-store';
import {
  deleteDraft,
  draftKey,
  draftsOf,
  formOnScreen,
  keepDraft,
  overCurrent,
  readDraft,
  type OfflineDraft,
} from './offline-drafts';

/** What the form says about its copy on this phone. */
export type OfflineNotice = 'kept' | 'sent' | 'restored' | null;

const KEEP_AFTER_MS = 500;

/** Whether the data has an Aadhaar number typed (the copy cannot keep it). */
export function hasAadhaar(data: unknown): boolean {
  return /"aadhaar":"[^"]+"/.test(JSON.stringify(data));
}

/**
 * A draft form's copy on this phone (issue 29): what is typed is kept ~500 ms after the last key press, saved
 * there when Save finds no network, put back when the form is opened again, and deleted once the server has it.
 * `userId` is the signed-in user's code; without one nothing is kept.
 */
export function useOfflineCopy<T, P extends FormProblem>(opts: {
  form: string;
  userId: string | null;
  store: DraftFormStore<T, P>;
  draftId: number | null;
  meta: Record<string, string>;
}) {
  const { form, userId, store, draftId, meta } = opts;
  const [clientKey, setClientKey] = useState<string>(() => crypto.randomUUID());
  const [notice, setNotice] = useState<OfflineNotice>(null);
  const [aadhaarToRetype, setAadhaarToRetype] = useState(false);
  const pending = useRef(false);
  const key = userId ? draftKey(userId, form, { draftId, clientKey }) : null;
  const latest = useRef({ key, draftId, clientKey, meta });
  latest.current = { key, draftId, clientKey, meta };

  const keep = useCallback(
    async (isPending: boolean) => {
      const { draftId: id, clientKey: ck, meta: m } = latest.current;
      if (!userId) return;
      pending.current = isPending;
      await keepDraft({
        userId,
        form,
        draftId: id,
        clientKey: ck,
        meta: m,
        data: store.getState().data,
        pending: isPending,
      }).catch(() => undefined);
    },
    [userId, form, store],
  );

  // Put back a copy left by an earlier visit (a new form takes the newest unsent one of its category and type).
  useEffect(() => {
    if (!userId) return;
    let live = true;
    const find = async (): Promise<OfflineDraft | undefined> => {
      if (draftId != null) return readDraft(draftKey(userId, form, { draftId, clientKey: '' }));
      const mine = (await draftsOf(userId)).filter(
        (c) => c.form === form && c.draftId == null && JSON.stringify(c.meta) === JSON.stringify(meta),
      );
      return mine[mine.length - 1];
    };
    find()
      .then((copy) => {
        if (!live || !copy || isDirty(store.getState())) return;
        store.update((current) => overCurrent(current, copy.data as T));
        setClientKey(copy.clientKey);
        pending.current = copy.pending;
        setNotice(copy.pending ? 'kept' : 'restored');
        setAadhaarToRetype(copy.draftId == null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // The copy is looked for once per draft; meta is fixed for a form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, form, draftId, store]);

  // Keep what is typed, a moment after the last key press, while it differs from what the server has.
  useEffect(() => {
    if (!key) return;
    const offScreen = formOnScreen(key);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = store.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (isDirty(store.getState())) void keep(pending.current);
      }, KEEP_AFTER_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
      offScreen();
    };
  }, [key, store, keep]);

  return {
    /** The Idempotency-Key of the new draft's create call: the same for every send of this copy. */
    clientKey,
    notice,
    aadhaarToRetype,
    /** Save found no network: keep the copy to send when it is back. */
    async keptOffline() {
      await keep(true);
      setAadhaarToRetype(draftId == null && hasAadhaar(store.getState().data));
      setNotice('kept');
    },
    /** The server has the draft: the copy goes; "Sent" shows if it had been waiting for the network. */
    async sent(keyAtSend: string | null) {
      const wasPending = pending.current;
      pending.current = false;
      if (keyAtSend) await deleteDraft(keyAtSend).catch(() => undefined);
      setNotice(wasPending ? 'sent' : null);
      setAadhaarToRetype(false);
    },
    /** Whether a Save waits for the network (so the form sends it on `online`). */
    isPending: () => pending.current,
    key,
  };
}
