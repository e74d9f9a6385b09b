import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_PATH } from '../../contract/installable';
import { offerUpdate } from './state';

/** How often an open tab asks whether a release has come (a tab may stay open all day at a shop counter). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Decision 0079: registers the service worker. A new release's worker waits (the build never lets it skip
 * waiting) until the agent presses Reload in the banner: only then does it take over, and the page reloads
 * once it controls it, so a form half filled in is never swapped out from under the agent.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox(SERVICE_WORKER_PATH);
  wb.addEventListener('waiting', () => {
    offerUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  wb.register().then(
    () => setInterval(() => void wb.update(), UPDATE_CHECK_MS),
    // A browser that refuses (a private window, a setting) still runs the app, only without the cache.
    () => undefined,
  );
}
