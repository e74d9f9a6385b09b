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

const onlineListeners = new Set<Listener>();
const notifyOnline = () => {
  for (const l of onlineListeners) l();
};

/**
 * The browser's navigator.onLine says "online" whenever a network interface is up: behind a dead mobile link, a
 * captive portal, or in a page opened from the service worker while offline, it is true and nothing gets through.
 * So a request that got no answer at all counts too: the page is "unreachable" until something answers, and asks
 * /api/health now and then (never answered by the worker: decision 0079) to find out when it does.
 */
let unreachable = false;
let probeTimer: ReturnType<typeof setTimeout> | null = null;
export const PROBE_EVERY_MS = 15_000;

function probeSoon(delay = PROBE_EVERY_MS): void {
  if (probeTimer !== null || typeof window === 'undefined') return;
  probeTimer = setTimeout(() => {
    probeTimer = null;
    if (!unreachable) return;
    // A hidden tab waits until it is looked at again (the visibilitychange listener below).
    if (document.visibilityState === 'hidden') return;
    fetch('/api/health', { cache: 'no-store', credentials: 'omit' }).then(noteNetworkAnswer, () => probeSoon());
  }, delay);
}

/** A request got no answer (not an HTTP error: no answer at all). */
export function noteNetworkFailure(): void {
  if (unreachable) return;
  unreachable = true;
  notifyOnline();
  probeSoon();
}

/** Something answered, whatever it said: the network is back. */
export function noteNetworkAnswer(): void {
  if (!unreachable) return;
  unreachable = false;
  if (probeTimer !== null) clearTimeout(probeTimer);
  probeTimer = null;
  notifyOnline();
}

/** The browser's word that the network is back is taken as it was before: the next request that fails says otherwise. */
function browserSaysOnline(): void {
  if (unreachable) noteNetworkAnswer();
  else notifyOnline();
}

/** A tab looked at again asks at once rather than at the next tick of the probe. */
function tabShown(): void {
  if (!unreachable || document.visibilityState !== 'visible') return;
  if (probeTimer !== null) clearTimeout(probeTimer);
  probeTimer = null;
  probeSoon(0);
}

export function subscribeOnline(listener: Listener): () => void {
  if (onlineListeners.size === 0) {
    window.addEventListener('online', browserSaysOnline);
    window.addEventListener('offline', notifyOnline);
    document.addEventListener('visibilitychange', tabShown);
  }
  onlineListeners.add(listener);
  return () => {
    onlineListeners.delete(listener);
    if (onlineListeners.size > 0) return;
    window.removeEventListener('online', browserSaysOnline);
    window.removeEventListener('offline', notifyOnline);
    document.removeEventListener('visibilitychange', tabShown);
  };
}

/** False when the browser knows it has no network, or when the last request got no answer and nothing has since. */
export const isOnline = (): boolean => typeof navigator === 'undefined' || (navigator.onLine !== false && !unreachable);
