import { useMemo, useState, useSyncExternalStore } from 'react';
import type { Updater, VisibilityState } from '@tanstack/react-table';
import type { ColumnDef } from '../../../contract/table';
import { readColumnChoices, writeColumnChoices, type ColumnChoices } from '../../api/column-choices';
import { parseJwt } from '../../api/jwt';
import { getToken, subscribeSession } from '../../api/session';

const NONE_HIDDEN: VisibilityState = {};

/**
 * Which of a list's columns are in its table: the first view (its `hidden` columns in the menu, on a laptop;
 * a phone's card picks its own lines) with the signed-in user's picks over it, kept in this browser per user
 * and list (docs/decisions/0072), so the list opens next time as it was left.
 */
export function useColumnVisibility(list: string, columns: readonly ColumnDef[], phone: boolean) {
  const token = useSyncExternalStore(subscribeSession, getToken, () => null);
  const user = useMemo(() => parseJwt(token)?.code ?? null, [token]);
  const key = user ? `${user} ${list}` : null;

  const firstView = useMemo<VisibilityState>(
    () => Object.fromEntries(columns.filter((c) => c.hidden).map((c) => [c.field, false])),
    [columns],
  );
  const read = (): ColumnChoices => (user ? readColumnChoices(list, user, columns) : {});
  const [picks, setPicks] = useState(read);
  // Another user or list (or a new first view) in the same table: its own picks, read again.
  // Compared by content: a caller may pass a fresh array of the same columns on each render.
  const shape = columns.map((c) => `${c.field}${c.hidden ? '-' : ''}`).join(' ');
  const [seen, setSeen] = useState({ key, shape });
  if (seen.key !== key || seen.shape !== shape) {
    setSeen({ key, shape });
    setPicks(read());
  }

  const base = phone ? NONE_HIDDEN : firstView;
  const columnVisibility = useMemo<VisibilityState>(() => ({ ...base, ...picks }), [base, picks]);

  const onColumnVisibilityChange = (change: Updater<VisibilityState>) => {
    const next = typeof change === 'function' ? change(columnVisibility) : change;
    // Only what differs from the view it started from is a pick: a column the list later shows first is not
    // hidden by an old default.
    const chosen = Object.fromEntries(
      Object.entries(next).filter(([field, shown]) => shown !== (base[field] ?? true)),
    ) as ColumnChoices;
    setPicks(chosen);
    if (user) writeColumnChoices(list, user, chosen);
  };

  return { columnVisibility, onColumnVisibilityChange };
}
