import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstLoad } from './after-first-load';

describe('afterFirstLoad (issue 29: the bell off the critical path)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('waits for the load event and then for the browser to be idle', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const task = vi.fn();
    afterFirstLoad(task);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idle[0]();
    expect(task).toHaveBeenCalledOnce();
  });

  it('never runs a task cancelled before the page loaded', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const task = vi.fn();
    afterFirstLoad(task)();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(0);
    expect(task).not.toHaveBeenCalled();
  });
});
