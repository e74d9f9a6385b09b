import { useMemo, type ReactNode } from 'react';
import type { ApplicationRow } from '../../../contract/nsdl-pan';
import { PAN_APPLICATION_COLUMNS } from '../../../contract/nsdl-pan/columns';
import { PAN_LISTS } from '../../../contract/nsdl-pan/workflow';
import { firstView, type ColumnDef } from '../../../contract/table-columns';
import { panListPaths, type Area } from '../../api/nsdl-pan';
import { RequestList } from '../requests/RequestList';
import { PAN_LOOK } from './look';

export type PanApplicationListProps = {
  area: Area;
  /** The server's list name (PAN_LISTS[area] key, e.g. 'pending-verification' or 'all'). */
  name: string;
  /** The page heading, also the table's name for screen readers and exports. */
  title: string;
  /** A line under the heading saying what the list holds. */
  description?: ReactNode;
  /** Per-row buttons (View, Verify, Slip…), shown in the last column. */
  rowActions?: (row: ApplicationRow) => ReactNode;
  /**
   * Their column's width, as wide as the list's buttons side by side (they wrap beyond it): the rest of a
   * laptop's width is the columns' (default: the shop's three buttons, the back office's two).
   */
  rowActionsSize?: number;
  /** More controls in the toolbar after the date range. */
  toolbarExtra?: ReactNode;
  /** Makes the token number a link (the row's main screen), reachable without scrolling to the actions. */
  tokenLink?: (row: ApplicationRow) => string;
};

/** Wide values (15-digit ack numbers, names, state labels) get more than the default 150 px. */
const SIZES = {
  token_no: 140,
  dated: 120,
  ack_no: 160,
  app_type: 130,
  category: 170,
  name: 170,
  state: 180,
  merchant_code: 120,
  merchant_name: 180,
  remark: 220,
  updated_at: 160,
};

/** A phone's card: the token and status on top, then who, when and what (the merchant's lists have no merchant columns). */
const CARD_ROLES = {
  token_no: 'title',
  state: 'badge',
  name: 'field',
  dated: 'field',
  app_type: 'field',
  ack_no: 'field',
  merchant_code: 'field',
} as const;

/** A merchant's lists hold only its own applications: the merchant code and name columns would say nothing. */
const MERCHANT_COLUMNS = PAN_APPLICATION_COLUMNS.filter(
  (c) => c.field !== 'merchant_code' && c.field !== 'merchant_name',
);

/** A list's columns in an area, with its first view: the contract list's own `show`, else the columns' defaults. */
export function panListColumns(area: Area, name: string): readonly ColumnDef[] {
  const lists: Record<string, { title: string; show?: readonly string[] }> = PAN_LISTS[area];
  return firstView(area === 'merchant' ? MERCHANT_COLUMNS : PAN_APPLICATION_COLUMNS, lists[name]?.show);
}

/**
 * One NSDL PAN workflow list (docs/product.md#merchant-portal, docs/product.md#back-office) in either area: the shared request list over
 * PAN_APPLICATION_COLUMNS (header filters on merchant, category, type and status) with its date range.
 */
export function PanApplicationList({
  area,
  name,
  title,
  description,
  rowActions,
  rowActionsSize,
  toolbarExtra,
  tokenLink,
}: PanApplicationListProps) {
  const paths = panListPaths(area, name);
  const columns = useMemo(() => panListColumns(area, name), [area, name]);
  const refLink = useMemo(() => (tokenLink ? { field: 'token_no' as const, to: tokenLink } : undefined), [tokenLink]);
  return (
    <RequestList<ApplicationRow>
      url={paths.list}
      exportUrl={paths.export}
      title={title}
      description={description}
      columns={columns}
      look={PAN_LOOK}
      stateTestId="pan-state"
      rowActions={rowActions}
      // The shop's View, Slip and Send by courier side by side; the back office's Enter ack no and View.
      rowActionsSize={rowActionsSize ?? (area === 'merchant' ? 350 : 230)}
      toolbarExtra={toolbarExtra}
      refLink={refLink}
      sizes={SIZES}
      cardRoles={CARD_ROLES}
    />
  );
}
