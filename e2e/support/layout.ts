import type { Page } from 'playwright-core';

/* What "nothing is clipped" means on a screen, shared by the phone's spec and the languages' (Hindi runs longer). */

/** Every button and badge whose label is wider than its box (cut off or ending in "…"), by its text. */
export function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, .mantine-Badge-root, a.mantine-Button-root'))
      .filter((el) => el.getBoundingClientRect().width > 0)
      .filter((el) =>
        // The label inside clips too (Mantine's labels hide their overflow), so each is measured; 1 px is rounding.
        [el, ...Array.from(el.querySelectorAll<HTMLElement>('.mantine-Button-label, .mantine-Badge-label'))].some(
          (part) => part.scrollWidth > part.clientWidth + 1,
        ),
      )
      .map((el) =>
        (el.innerText || el.getAttribute('aria-label') || el.outerHTML.slice(0, 80)).replace(/\s+/g, ' ').trim(),
      ),
  );
}

/** Whether the page is wider than the window (something to scroll sideways for). */
export const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
