import type { ColumnDef } from '../../../contract/table';

/**
 * Where a column goes in a row's card on a phone: the card's heading, the status badge beside it, a
 * labelled line, or nowhere (the row's View screen shows everything). The row actions are always the
 * card's last line.
 */
export type CardRole = 'title' | 'badge' | 'field' | 'hidden';
export type CardRoles = Partial<Record<string, CardRole>>;

export type CardLayout = { title: string | null; badge: string | null; fields: string[] };

/** Lines a card shows when the list does not say: enough to tell rows apart, short enough to scan. */
export const DEFAULT_CARD_FIELDS = 4;

/** The status-like column: an enum named status/state, or one whose header says Status. */
function isStatus(c: ColumnDef): boolean {
  return (
    c.type === 'enum' && (c.field === 'status' || c.field === 'state' || c.label.trim().toLowerCase() === 'status')
  );
}

/**
 * A card's layout from the visible columns (in table order) and the list's own choices. Without
 * choices, every list gets a usable card: the status column is the badge, the first other column the
 * heading, and the next few the lines.
 */
export function cardLayout(columns: readonly ColumnDef[], roles: CardRoles = {}): CardLayout {
  const chosen = (role: CardRole) => columns.find((c) => roles[c.field] === role)?.field ?? null;
  const badge = chosen('badge') ?? columns.find((c) => roles[c.field] === undefined && isStatus(c))?.field ?? null;
  const title =
    chosen('title') ?? columns.find((c) => roles[c.field] === undefined && c.field !== badge)?.field ?? null;
  const rest = columns.filter(
    (c) =>
      c.field !== badge &&
      c.field !== title &&
      roles[c.field] !== 'hidden' &&
      roles[c.field] !== 'title' &&
      roles[c.field] !== 'badge',
  );
  // A list that names its lines gets exactly those (the ones still shown); otherwise the first few columns.
  const namesLines = Object.values(roles).includes('field');
  const fields = namesLines ? rest.filter((c) => roles[c.field] === 'field') : rest.slice(0, DEFAULT_CARD_FIELDS);
  return { title, badge, fields: fields.map((c) => c.field) };
}
