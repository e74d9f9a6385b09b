import { useEffect, useRef, useState } from 'react';

/**
 * Issue 29: a Mantine Menu or Popover costs its page's first draw even while closed: its positioning hook sets state
 * as it mounts, which React draws again at once, in the same task, with every effect of the page (a list page's one
 * long task on a budget phone, docs/benchmarks.md). A control drawn with this is its button alone, with the menu
 * button's own ARIA (`buttonProps`), until it is first used; that use draws the menu around it, opened. The button is
 * drawn anew with its menu: the focus it had moves to the new one, which the menu gives it back to when closed.
 */
export function useMenuLater<T extends HTMLElement>(popup: 'menu' | 'dialog') {
  const [withMenu, setWithMenu] = useState(false);
  const [opened, setOpened] = useState(false);
  const target = useRef<T>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!withMenu) return;
    if (refocus.current) target.current?.focus();
    refocus.current = false;
    // Opened once drawn, not drawn opened: the menu notes where the focus was as it opens, to give it back on close.
    setOpened(true);
  }, [withMenu]);
  return {
    /** Whether to draw the menu around the button. */
    withMenu,
    /** The Menu's or Popover's `opened` and `onChange`. */
    menu: { opened, onChange: setOpened },
    /** A Popover's button's click once it has its popover (a held Popover leaves its button's clicks to its owner). */
    toggle: () => setOpened((o) => !o),
    /** The button's ref, in either drawing. */
    target,
    /** The button's click and ARIA before it has its menu. */
    buttonProps: {
      'aria-haspopup': popup,
      'aria-expanded': false,
      onClick: () => {
        refocus.current = target.current !== null && document.activeElement === target.current;
        setWithMenu(true);
      },
    },
  };
}
