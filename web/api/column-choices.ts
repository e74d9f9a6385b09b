import type { ColumnDef } from '../../contract/table';

/*
 * The columns a user picked in or out of a list's first view (docs/decisions/0072), kept in this browser per
 * user and list so a list opens next time as it was left. Only the picks are kept, not the whole view: a
 * column the list later shows by default is not hidden by an old default. Cleared on sign-out (client.ts logout).
 */

const PREFIX = 'columns:';

/** Which columns a user showed (true) or hid (false), by field, where that differs from the list's first view. */
export type ColumnChoices = Record<string, boolean>;

export const columnChoicesKey = (list: string, user: string) => `${PREFIX}${user}:${list}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a privacy mode): the picks last while the page is open.
    return null;
  }
}

/**
 * The stored picks of `user` on `list`, only those naming a column the list has now with a yes or no, so a
 * renamed or removed column, or a value written by hand, cannot break the page.
 */
export function readColumnChoices(list: string, user: string, columns: readonly ColumnDef[]): ColumnChoices {
  let stored: unknown;
  try {
    stored = JSON.parse(storage()?.getItem(columnChoicesKey(list, user)) ?? 'null');
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const fields = new Set(columns.map((c) => c.field));
  return Object.fromEntries(
    Object.entries(stored).filter(([field, shown]) => fields.has(field) && typeof shown === 'boolean'),
  ) as ColumnChoices;
}

/** Keeps the picks (none: forgets them, the list opens on its first view). */
export function writeColumnChoices(list: string, user: string, choices: ColumnChoices): void {
  const key = columnChoicesKey(list, user);
  try {
    if (Object.keys(choices).length) storage()?.setItem(key, JSON.stringify(choices));
    else storage()?.removeItem(key);
  } catch {
    // A full or refused storage: the picks last while the page is open.
  }
}

/** Forgets every user's picks in this browser (sign-out: the next person starts from the lists' first views). */
export function clearColumnChoices(): void {
  const s = storage();
  if (!s) return;
  const keys = Array.from({ length: s.length }, (_, i) => s.key(i)).filter((k): k is string => !!k?.startsWith(PREFIX));
  for (const k of keys) s.removeItem(k);
}
