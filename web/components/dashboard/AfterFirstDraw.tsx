import { useDeferredValue, type ReactNode } from 'react';

/**
 * Issue 29: what a dashboard shows below a phone's first screen. React first draws and paints the page without
 * it, then draws it in a second draw it may interrupt, so the first draw (the figures, the largest text) is not
 * one long task on a budget phone. Put it only below what is already on screen: drawn above, it would push that
 * down (a layout shift), unless `fallback` holds its place at its size until it is drawn.
 */
export function AfterFirstDraw({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const drawn = useDeferredValue(true, false);
  return drawn ? children : fallback;
}
