import { useState } from 'react';
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
  const debounced = useDebouncedCallback(commit, INPUT_DEBOUNCE_MS);
  const change = (value: V) => {
    setDraft(value);
    debounced(value);
  };
  // flush is replaced on every call, so it must be looked up when used, not when rendered.
  return { draft, change, flush: () => debounced.flush() };
}
