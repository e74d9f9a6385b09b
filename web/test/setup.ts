import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { fakeMatchMedia } from './match-media';

afterEach(() => cleanup());
// findBy… and waitFor wait 1 s by default: a page that fetches, decodes and draws can take longer on a CI machine
// running the other suites beside this one (a crop preview missed it on a loaded machine). What each test expects is unchanged.
configure({ asyncUtilTimeout: 4000 });
// A Mantine transition still running when a file's last test ends sets its state from a timer; let such
// timers fire while the page exists, or they throw "window is not defined" after the DOM is gone.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));

// A file that asks for Node's environment (the build's prerender, drawn with no page) has no window to set up.
if (typeof window !== 'undefined') {
  // Under happy-dom a request no test stubbed would really go out to localhost:3000, the server's own port on a
  // developer's machine: refuse it at once, as Node's fetch did for the app's relative addresses under jsdom.
  type NetworkGuard = { beforeAsyncRequest: (context: { request: Request }) => Promise<void> };
  const happyDOM = (window as { happyDOM?: { settings: { fetch: { interceptor: NetworkGuard | null } } } }).happyDOM;
  if (happyDOM) {
    happyDOM.settings.fetch.interceptor = {
      beforeAsyncRequest: ({ request }) => Promise.reject(new TypeError(`No network in tests: ${request.url}`)),
    };
  }

  // No media query matches unless a test says otherwise (a phone sets its own): happy-dom would answer for its
  // 1024 px window, and jsdom has no matchMedia at all.
  window.matchMedia = fakeMatchMedia(() => false);
  // jsdom (which a file may still ask for) lacks these browser APIs that Mantine uses.
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
}
