import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { fakeMatchMedia } from './match-media';

afterEach(() => cleanup());
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
