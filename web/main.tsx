import '@mantine/core/styles.css';
import './fonts.css';
import { holdsPrerenderedPage } from './app-placeholder';

/**
 * The entry. A prerendered page (decision 0048) is painted before the app's code runs: that code is linked
 * by the page and already loading, but evaluating it and taking the page over keep a phone busy for a
 * while, and the visitor should see the page meanwhile. Everything else starts at once.
 */
const prerendered = holdsPrerenderedPage(document.getElementById('root'));
/** Lets the browser run what is waiting (a paint, a network answer) before the next piece of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Issue 29: the app's code is evaluated in three tasks instead of one (React, then Mantine, then the app), each a
 * few hundred milliseconds shorter on a phone; their files are already on the way (the page links them all).
 */
async function startInStages(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('./start-libraries');
  await nextTask();
  await import('./start');
}
const startApp = () => void startInStages();

/**
 * Decision 0066: a prerendered page carries the CSS of what it drew inline and only preloads the app's
 * stylesheet, so its first paint does not wait for it. Applied here as a print stylesheet first (which never
 * holds up a paint), then for the screen once loaded; the app starts once it is, so nothing it draws later (a
 * menu, a notification) shows unstyled.
 */
function applyPreloadedStyles(): Promise<unknown> {
  const preloads = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]');
  return Promise.all(
    [...preloads].map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.crossOrigin = preload.crossOrigin;
          sheet.media = 'print';
          sheet.href = preload.href;
          sheet.onload = sheet.onerror = () => {
            sheet.media = 'all';
            resolve();
          };
          preload.after(sheet);
        }),
    ),
  );
}

// The app shell's placeholder (web/app-placeholder.ts) preloads its stylesheets as well; in development there are none.
const styled = applyPreloadedStyles();
if (prerendered) requestAnimationFrame(() => setTimeout(() => void styled.then(startApp), 0));
else void styled.then(startApp);
