import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { fakeMatchMedia } from './match-media';

afterEach(() => cleanup());

// jsdom lacks these browser APIs that Mantine uses.
window.matchMedia ??= fakeMatchMedia(() => false);
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};
