/**
 * Decision 0079: what the page knows about the service worker and the network, for the banners (AppStatus)
 * and the API client. Kept apart from workbox-window, which loads only once the page has (register.ts).
 */
type Listener = () => void;

const updateListeners = new Set<Listener>();
let applyUpdate: (() => void) | null = null;

/** A new release's worker is waiting; `apply` lets it take over and reloads the page. */
export function offerUpdate(apply: () => void): void {
  applyUpdate = apply;
  for (const l of updateListeners) l();
}

export function subscribeUpdate(listener: Listener): () => void {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
}

/** What the Reload button does, or null while no release waits. */
export const pendingUpdate = (): (() => void) | null => applyUpdate;

export function subscribeOnline(listener: Listener): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** False only when the browser knows it has no network (navigator.onLine's "true" may still be a dead line). */
export const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;
