import { useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { Icon } from '@tabler/icons-react';
import { parseIndianDate } from '../../../contract/format';
import type { ColumnDef } from '../../../contract/table';
import { DATE_PICKER_PROPS, DataTable, withFirstPage } from '../DataTable';
import { PageHeading } from '../PageHeading';
import type { CardRoles } from '../DataTable/card-layout';
import type { RequestLook } from './look';
import { useT } from '../../i18n/requests';
import { StateBadge } from './StateBadge';

export type RequestListProps<Row extends { id: number; state: string }> = {
  /** The list's endpoint and its export (relative to /api). */
  url: string;
  exportUrl: string;
  /** The page heading, also the table's name for screen readers and exports. */
  title: string;
  /** A line under the heading saying what the list holds. */
  description?: ReactNode;
  columns: readonly ColumnDef[];
  /** The state column is a badge in the service's words and colours. */
  look: RequestLook;
  stateTestId?: string;
  /** Per-row buttons (View, Verify, Slip…), shown in the last column. */
  rowActions?: (row: Row) => ReactNode;
  rowActionsSize?: number;
  /** More controls in the toolbar after the date range. */
  toolbarExtra?: ReactNode;
  /** Makes one column (the reference number) a link to the row's main screen, reachable without scrolling to the actions. */
  refLink?: { field: keyof Row & string; to: (row: Row) => string };
  sizes?: Partial<Record<string, number>>;
  cardRoles?: CardRoles;
  /** Cells drawn by the service (a period in words, not as stored). */
  cells?: Partial<Record<string, (row: Row) => ReactNode>>;
};

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (v: string | null) => (v && DATE_RE.test(v) ? v : null);

/**
 * One request list of a service (docs/product.md#lists): the shared DataTable over the service's columns, the state
 * as a badge, and a From/To range on the request date kept in the URL and sent as additionFilter
 * {dt1, dt2} (contract/requests RequestListFilter).
 */
export function RequestList<Row extends { id: number; state: string }>({
  url,
  exportUrl,
  title,
  description,
  columns,
  look,
  stateTestId,
  rowActions,
  rowActionsSize = 350,
  toolbarExtra,
  refLink,
  sizes,
  cardRoles,
  cells: ownCells,
}: RequestListProps<Row>) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const dt1 = dateParam(params.get('dt1'));
  const dt2 = dateParam(params.get('dt2'));
  const additionFilter = useMemo(() => ({ ...(dt1 ? { dt1 } : {}), ...(dt2 ? { dt2 } : {}) }), [dt1, dt2]);

  /** A new date range starts the table again from its first page, as its own filters do. */
  const setDate = (key: 'dt1' | 'dt2', value: string | null) =>
    setParams((prev) => {
      const next = withFirstPage(prev);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  const cells = useMemo(
    () => ({
      state: (row: Row) => <StateBadge look={look} state={row.state} testId={stateTestId} />,
      ...(refLink
        ? {
            [refLink.field]: (row: Row) => (
              <Anchor component={Link} to={refLink.to(row)} size="sm" fw={600}>
                {String(row[refLink.field])}
              </Anchor>
            ),
          }
        : {}),
      ...ownCells,
    }),
    [look, stateTestId, refLink, ownCells],
  );

  const toolbar = (
    <>
      <DateInput
        {...DATE_PICKER_PROPS}
        aria-label={t('requests.list.fromDate')}
        placeholder={t('requests.list.fromPlaceholder')}
        size="sm"
        w={160}
        clearable
        dateParser={parseIndianDate}
        value={dt1}
        maxDate={dt2 ?? undefined}
        onChange={(v) => setDate('dt1', v ? String(v) : null)}
      />
      <DateInput
        {...DATE_PICKER_PROPS}
        aria-label={t('requests.list.toDate')}
        placeholder={t('requests.list.toPlaceholder')}
        size="sm"
        w={160}
        clearable
        dateParser={parseIndianDate}
        value={dt2}
        minDate={dt1 ?? undefined}
        onChange={(v) => setDate('dt2', v ? String(v) : null)}
      />
      {toolbarExtra}
    </>
  );

  return (
    <Stack gap="md">
      <PageHeading title={title} description={description} size="sm" />
      <DataTable<Row>
        url={url}
        exportUrl={exportUrl}
        title={title}
        columns={columns}
        additionFilter={additionFilter}
        cells={cells}
        sizes={sizes}
        cardRoles={cardRoles}
        rowActions={rowActions}
        rowActionsSize={rowActionsSize}
        getRowId={(row) => String(row.id)}
        toolbar={toolbar}
      />
    </Stack>
  );
}

/** A compact link button for a list row; the label names the row for screen readers. */
export function RowLink({
  to,
  children,
  label,
  icon: I,
  variant = 'light',
}: {
  to: string;
  children: ReactNode;
  label: string;
  icon?: Icon;
  variant?: 'light' | 'filled' | 'subtle';
}) {
  return (
    <Button
      component={Link}
      to={to}
      size="compact-sm"
      variant={variant}
      aria-label={label}
      leftSection={I ? <I size={14} aria-hidden /> : undefined}
    >
      {children}
    </Button>
  );
}

/** Row buttons side by side, wrapping in a narrow column. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap={4} wrap="wrap">
      {children}
    </Group>
  );
}
