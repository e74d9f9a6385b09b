import { useRef, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';

export const INPUT_DEBOUNCE_MS = 400;

/**
 * A typed value that reaches the URL (and so the server) only after the user pauses, while the input
 * follows every keystroke. When the committed value changes from outside (back button, a reset), the
 * draft follows it.
 */
export function useDraft<V>(committed: V, commit: (value: V) => void, same: (a: V, b: V) => boolean = Object.is) {
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (!same(seen, committed)) {
    // Adjusting state during render (not in an effect) keeps the input from flashing the stale value.
    setSeen(committed);
    setDraft(committed);
  }
  const typedAt = useRef<string | null>(null);
  const debounced = useDebouncedCallback((value: V) => {
    // A link followed within the pause leaves this page on screen while the next one loads; committing
    // then would navigate back to the list. The browser's address already says where the user went.
    if (window.location.pathname !== typedAt.current) return;
    commit(value);
  }, INPUT_DEBOUNCE_MS);
  const change = (value: V) => {
    setDraft(value);
    typedAt.current = window.location.pathname;
    debounced(value);
  };
  // flush is replaced on every call, so it must be looked up when used, not when rendered.
  return { draft, change, flush: () => debounced.flush() };
}
