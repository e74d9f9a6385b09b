import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { fakeMatchMedia } from './match-media';

afterEach(() => cleanup());
// findBy… and waitFor wait 1 s by default: a page that fetches, decodes and draws can take longer on a CI machine
// running the other suites beside this one (a crop preview missed it on a loaded machine). What each test expects is unchanged.
configure({ asyncUtilTimeout: 4000 });
// A Mantine transition still running when a file's last test ends sets its state from a timer; let such
// timers fire while the page exists, or they throw "window is not defined" after jsdom is gone.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));

// jsdom lacks these browser APIs that Mantine uses.
window.matchMedia ??= fakeMatchMedia(() => false);
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};
