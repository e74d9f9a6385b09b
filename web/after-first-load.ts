/**
 * Issue 29: runs `task` once the page's load event has passed and the browser has a moment, so what is not
 * part of the first screen (the bell's live stream) does not compete with the page's own files and calls on a
 * slow phone. Returns a cancel for an effect's clean-up. Where the browser has no idle callback (Safari, jsdom),
 * the task runs right after the load event's turn.
 */
export function afterFirstLoad(task: () => void, { timeout = 5000 } = {}): () => void {
  let cancelIdle: (() => void) | null = null;
  const idle = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(task, { timeout });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(task, 0);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    idle();
    return () => cancelIdle?.();
  }
  window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle?.();
  };
}
