import { useMemo, type ReactNode } from 'react';
import { PAN_APPLICATION_COLUMNS, type ApplicationRow } from '../../../contract/nsdl-pan';
import { panListPaths, type Area } from '../../api/nsdl-pan';
import { RequestList } from '../requests';
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
  /** More controls in the toolbar after the date range. */
  toolbarExtra?: ReactNode;
  /** Makes the token number a link (the row's main screen), reachable without scrolling to the actions. */
  tokenLink?: (row: ApplicationRow) => string;
};

/** Wide values (15-digit ack numbers, names, state labels) get more than the default 150 px. */
const SIZES = {
  token_no: 140,
  dated: 120,
  ack_no: 165,
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
  toolbarExtra,
  tokenLink,
}: PanApplicationListProps) {
  const paths = panListPaths(area, name);
  const refLink = useMemo(() => (tokenLink ? { field: 'token_no' as const, to: tokenLink } : undefined), [tokenLink]);
  return (
    <RequestList<ApplicationRow>
      url={paths.list}
      exportUrl={paths.export}
      title={title}
      description={description}
      columns={area === 'merchant' ? MERCHANT_COLUMNS : PAN_APPLICATION_COLUMNS}
      look={PAN_LOOK}
      stateTestId="pan-state"
      rowActions={rowActions}
      // View, Slip and Send by courier side by side.
      rowActionsSize={350}
      toolbarExtra={toolbarExtra}
      refLink={refLink}
      sizes={SIZES}
      cardRoles={CARD_ROLES}
    />
  );
}
