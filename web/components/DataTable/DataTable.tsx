import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter, IconRefresh, IconSearch } from '@tabler/icons-react';
import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { TableFilter } from '../../../contract/table';
import { PAGE_SIZES, SEARCH_MIN_CHARS, type ColumnDef } from '../../../contract/table-columns';
import { exportTable, useTableData } from '../../api/table';
import { emptyCursors, rememberCursor, withKnownCursor } from './cursor-pages';
import type { MessageId } from '../../../contract/i18n';
import { formatLocale, useLocale, useT } from '../../i18n/common';
import { PHONE_QUERY } from '../../theme';
import { labelColumns, useLabel } from '../../i18n/labels';
import { cardLayout, type CardRoles } from './card-layout';
import { CardList } from './CardList';
import { ColumnsMenu } from './ColumnsMenu';
import { HoverTooltip } from '../HoverTooltip';
import { ACTIONS_ID, DEFAULT_COLUMN_SIZE, MIN_COLUMN_SIZE, useTableColumns } from './columns';
import { ExportMenu } from './ExportMenu';
import { formatCount } from './format';
import { HeaderCell } from './HeaderCell';
import { HeaderFilter } from './HeaderFilter';
import {
  readTableState,
  searchReady,
  toTableRequest,
  writeTableState,
  nextSorts,
  withFilter,
  type AdditionFilter,
  type TableViewState,
} from './table-state';
import { useColumnVisibility } from './use-column-visibility';
import { useDraft } from './use-draft';
import classes from './DataTable.module.css';

export { DEFAULT_COLUMN_SIZE, MIN_COLUMN_SIZE } from './columns';

// Issue 29: a phone's filters panel (every column's filter, date pickers included) loads and is drawn on its first
// opening, not hidden with every list.
const FiltersDrawer = lazy(() => import('./FiltersDrawer'));

/** The pager's arrows' names (Mantine's Pagination `getControlProps`), for any pager of the portal's. */
export const PAGER_CONTROLS = {
  first: 'common.table.firstPage',
  previous: 'common.table.previousPage',
  next: 'common.table.nextPage',
  last: 'common.table.lastPage',
} as const satisfies Record<string, MessageId>;

export type DataTableProps<T extends object> = {
  /** The list endpoint (relative to /api); it is POSTed the docs/product.md#records-and-fields table request. */
  url: string;
  /** The list's columns, normally imported from contract/lists/*. */
  columns: readonly ColumnDef[];
  /** Custom cells by field, e.g. a download link; other columns are formatted by type. */
  cells?: Partial<Record<string, (row: T) => ReactNode>>;
  /** Per-row buttons, shown in a last column. */
  rowActions?: (row: T) => ReactNode;
  rowActionsLabel?: string;
  /** Width of the actions column, for lists whose rows offer several buttons (default as any column). */
  rowActionsSize?: number;
  /** The list's own fixed filters (e.g. backlog status and dates), sent as additionFilter. */
  additionFilter?: AdditionFilter;
  /** Shows the Excel / PDF / CSV menu; POSTed the current request plus the visible columns. */
  exportUrl?: string;
  /** Names the table for screen readers and its exported files. */
  title: string;
  /** Prefixes the URL params, for a page holding more than one table. */
  urlStateKey?: string;
  /** Extra controls at the start of the toolbar. */
  toolbar?: ReactNode;
  /** Starting widths by field for columns whose values need more (or less) than the default 150. */
  sizes?: Partial<Record<string, number>>;
  /**
   * On a phone each row is a card: which column is its heading, its badge, its lines or left out, by
   * field. Without it the status column is the badge, the first other column the heading and the next
   * few the lines (card-layout.ts); a list names only what that default gets wrong.
   */
  cardRoles?: CardRoles;
  getRowId?: (row: T, index: number) => string;
};

/**
 * The shared list of docs/product.md#lists: server-side paging, sorting, filtering and search, with every choice
 * kept in the URL so reload and back return to the same view.
 */
export function DataTable<T extends object>({
  url,
  columns,
  cells,
  rowActions,
  rowActionsLabel,
  rowActionsSize,
  additionFilter,
  exportUrl,
  title,
  urlStateKey,
  toolbar,
  sizes,
  cardRoles,
  getRowId,
}: DataTableProps<T>) {
  // Read at once rather than after mounting, so a phone never draws the wide table first.
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const t = useT();
  const locale = formatLocale(useLocale());
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTableState(params, columns, urlStateKey), [params, columns, urlStateKey]);

  // Debounced inputs call this after later renders; the ref keeps them from writing over newer params.
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const update = useCallback(
    (change: (s: TableViewState) => TableViewState, replace = false) => {
      const current = paramsRef.current;
      const next = writeTableState(current, change(readTableState(current, columns, urlStateKey)), urlStateKey);
      if (next.toString() !== current.toString()) setParams(next, { replace });
    },
    [columns, setParams, urlStateKey],
  );

  // Callers tend to pass a fresh object each render; its content, not its identity, is the request.
  const additionKey = JSON.stringify(additionFilter ?? null);
  // Next and previous go by the cursor of the page beside them, a jump by offset (cursor-pages.ts).
  const cursors = useRef(emptyCursors());
  const request = useMemo(
    () =>
      withKnownCursor(
        toTableRequest(state, additionKey === 'null' ? undefined : (JSON.parse(additionKey) as AdditionFilter)),
        cursors.current,
      ),
    [state, additionKey],
  );
  const query = useTableData<T>(url, request);
  const page = query.isError ? undefined : query.data;
  useEffect(() => {
    if (query.data && !query.isPlaceholderData) rememberCursor(cursors.current, request, query.data.nextCursor);
  }, [query.data, query.isPlaceholderData, request]);
  const rows = useMemo(() => page?.data ?? [], [page]);
  const shownStart = page?.start ?? request.start;

  // A stale link or a shrunken result can point past the last page; go to the last page that exists.
  useEffect(() => {
    if (!page || query.isPlaceholderData || query.isFetching) return;
    if (page.data.length === 0 && state.page > 0 && page.filterRecords > 0) {
      const last = Math.max(0, Math.ceil(page.filterRecords / state.size) - 1);
      update((s) => ({ ...s, page: last }), true);
    }
  }, [page, query.isPlaceholderData, query.isFetching, state.page, state.size, update]);

  // The contract's headers and option names in the reader's language; the URL's state keeps the fields only.
  const label = useLabel();
  const shownColumns = useMemo(() => labelColumns(columns, label), [columns, label]);
  const byField = useMemo(() => new Map(shownColumns.map((c) => [c.field, c])), [shownColumns]);
  const tableColumns = useTableColumns<T>({
    columns: shownColumns,
    cells,
    rowActions,
    rowActionsLabel: rowActionsLabel ?? t('common.table.actions'),
    serialLabel: t('common.table.serial'),
    locale,
    rowActionsSize,
    sizes,
    shownStart,
  });

  // The first view with the user's own picks over it, kept per user and list (the list's id: its address and key).
  const { columnVisibility, onColumnVisibilityChange } = useColumnVisibility(
    urlStateKey ? `${url}#${urlStateKey}` : url,
    columns,
    phone,
  );
  const table = useReactTable({
    data: rows,
    columns: tableColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: getRowId ? (row, index) => getRowId(row, index) : undefined,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableColumnResizing: true,
    columnResizeMode: 'onChange',
    defaultColumn: { size: DEFAULT_COLUMN_SIZE, minSize: MIN_COLUMN_SIZE },
    state: { columnVisibility },
    onColumnVisibilityChange,
  });

  const search = useDraft(state.search, (value: string) =>
    update((s) => ({ ...s, search: value.slice(0, 100), page: 0 }), true),
  );
  const setFilter = (field: string, filter: TableFilter | null) =>
    update((s) => ({ ...s, filters: withFilter(s.filters, field, filter), page: 0 }));
  const sortBy = (column: string, multi: boolean) =>
    update((s) => ({ ...s, sorts: nextSorts(s.sorts, column, multi), page: 0 }));

  const visibleFields = table
    .getVisibleLeafColumns()
    .map((c) => c.id)
    .filter((id) => byField.has(id));

  const leafColumns = table.getVisibleLeafColumns();
  const visibleDefs = leafColumns.map((c) => byField.get(c.id)).filter((d): d is ColumnDef => !!d);
  const layout = cardLayout(
    visibleDefs.map((d) => columns.find((c) => c.field === d.field) ?? d),
    cardRoles,
  );
  const hasFilters = visibleDefs.some((d) => d.filterable);
  const activeFilters = state.filters.length;
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Once opened the panel stays mounted (FiltersDrawer: a filter typed just before closing still applies).
  const [filtersUsed, setFiltersUsed] = useState(false);

  // On a laptop the row actions and the status stay in view while the other columns scroll under them.
  const actionsSize = leafColumns.find((c) => c.id === ACTIONS_ID)?.getSize() ?? 0;
  const sticky = (columnId: string): { className?: string; style?: CSSProperties } => {
    if (columnId === ACTIONS_ID) return { className: classes.sticky, style: { right: 0 } };
    if (columnId === layout.badge) return { className: classes.sticky, style: { right: actionsSize } };
    return {};
  };
  const colSpan = leafColumns.length;
  const totalPages = Math.max(1, Math.ceil((page?.filterRecords ?? 0) / state.size));
  const errorMessage =
    query.error instanceof Error && query.error.message
      ? t('common.table.error', { message: query.error.message })
      : t('common.table.loadFailed');

  let summary = '';
  if (page) {
    const first = page.data.length ? shownStart + 1 : 0;
    const last = shownStart + page.data.length;
    summary = t('common.table.showing', {
      from: formatCount(first),
      to: formatCount(last),
      filtered: formatCount(page.filterRecords),
      total: formatCount(page.totalRecords),
    });
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        {toolbar && (
          <Group gap="xs" wrap="wrap">
            {toolbar}
          </Group>
        )}
        <Group gap="xs" wrap="wrap" justify="flex-end" style={{ flex: '1 1 280px' }}>
          <TextInput
            aria-label={t('common.table.search')}
            placeholder={t('common.table.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search.draft}
            maxLength={100}
            onChange={(e) => search.change(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && search.flush()}
            error={
              search.draft.trim() && !searchReady(search.draft)
                ? t('common.table.searchTooShort', { min: SEARCH_MIN_CHARS })
                : undefined
            }
            // A phone gives the search its own line; the buttons share the next.
            style={phone ? { flex: '1 1 100%' } : { flex: '1 1 180px', maxWidth: 340 }}
          />
          <HoverTooltip label={t('common.table.reload')}>
            <ActionIcon
              variant="default"
              size={phone ? 'xl' : 'lg'}
              aria-label={t('common.table.reload')}
              onClick={() => void query.refetch()}
              loading={query.isFetching}
            >
              <IconRefresh size={18} aria-hidden />
            </ActionIcon>
          </HoverTooltip>
          {phone && (hasFilters || visibleDefs.some((d) => d.sortable)) && (
            <Button
              variant={activeFilters ? 'light' : 'default'}
              leftSection={<IconFilter size={16} aria-hidden />}
              rightSection={
                activeFilters ? (
                  <Badge size="sm" circle aria-hidden>
                    {activeFilters}
                  </Badge>
                ) : undefined
              }
              aria-label={
                activeFilters ? t('common.table.filtersActive', { count: activeFilters }) : t('common.table.filters')
              }
              onClick={() => {
                setFiltersUsed(true);
                setFiltersOpen(true);
              }}
            >
              {t('common.table.filters')}
            </Button>
          )}
          <ColumnsMenu table={table} byField={byField} size={phone ? 'xl' : 'lg'} />
          {exportUrl && (
            <ExportMenu
              onExport={(format) => exportTable(exportUrl, format, { ...request, columns: visibleFields, title })}
            />
          )}
        </Group>
      </Group>

      {phone && filtersUsed && (
        <Suspense fallback={null}>
          <FiltersDrawer
            opened={filtersOpen}
            onClose={() => setFiltersOpen(false)}
            defs={visibleDefs}
            state={state}
            onFilter={setFilter}
            onSort={(sorts) => update((s) => ({ ...s, sorts, page: 0 }))}
            onClear={() => update((s) => ({ ...s, filters: [], page: 0 }))}
          />
        </Suspense>
      )}

      {phone ? (
        <CardList
          title={title}
          rows={table.getRowModel().rows}
          layout={layout}
          byField={byField}
          busy={query.isFetching}
          fetching={query.isFetching && !!page}
          message={
            query.isError
              ? { text: errorMessage, tone: 'error' }
              : !page
                ? { text: t('common.table.loading') }
                : rows.length === 0
                  ? { text: t('common.table.empty'), tone: 'dimmed' }
                  : null
          }
        />
      ) : (
        <Table.ScrollContainer minWidth={600} type="native">
          <Table
            striped
            highlightOnHover
            withTableBorder
            aria-busy={query.isFetching}
            className={query.isFetching && page ? classes.fetching : undefined}
            style={{ tableLayout: 'fixed', width: table.getTotalSize(), minWidth: 600 }}
          >
            <VisuallyHidden component="caption">{title}</VisuallyHidden>
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {group.headers.map((header) => (
                    <HeaderCell
                      key={header.id}
                      header={header}
                      def={byField.get(header.column.id)}
                      state={state}
                      onSort={sortBy}
                      table={table}
                      sticky={sticky(header.column.id)}
                    />
                  ))}
                </Table.Tr>
              ))}
              {hasFilters && (
                <Table.Tr>
                  {leafColumns.map((column) => {
                    const def = byField.get(column.id);
                    const { className, style } = sticky(column.id);
                    return (
                      <Table.Td key={column.id} className={className} style={{ ...style, width: column.getSize() }}>
                        {def?.filterable && (
                          <HeaderFilter
                            def={def}
                            filter={state.filters.find((f) => f.field === def.field)}
                            onChange={(f) => setFilter(def.field, f)}
                          />
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              )}
            </Table.Thead>
            <Table.Tbody>
              {query.isError ? (
                <Table.Tr>
                  <Table.Td colSpan={colSpan}>
                    <Text c="red" size="sm" role="alert">
                      {errorMessage}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : !page ? (
                <Table.Tr>
                  <Table.Td colSpan={colSpan}>
                    <Text size="sm">{t('common.table.loading')}</Text>
                  </Table.Td>
                </Table.Tr>
              ) : rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={colSpan}>
                    <Text size="sm" c="dimmed">
                      {t('common.table.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                table.getRowModel().rows.map((row) => (
                  <Table.Tr key={row.id}>
                    {row.getVisibleCells().map((cell) => {
                      const { className, style } = sticky(cell.column.id);
                      return (
                        <Table.Td
                          key={cell.id}
                          className={`${classes.td} ${className ?? ''}`}
                          style={{ ...style, width: cell.column.getSize() }}
                        >
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <NativeSelect
            aria-label={t('common.table.rowsPerPage')}
            size="sm"
            value={String(state.size)}
            data={PAGE_SIZES.map(String)}
            onChange={(e) => update((s) => ({ ...s, size: Number(e.currentTarget.value), page: 0 }))}
            style={{ width: 80 }}
          />
          <Text size="sm" role="status" aria-live="polite">
            {summary}
          </Text>
        </Group>
        <Pagination
          // Bigger targets on a phone; no neighbours of the current page, so the pager fits one line.
          size={phone ? 'lg' : 'sm'}
          total={totalPages}
          value={Math.min(state.page + 1, totalPages)}
          onChange={(p) => update((s) => ({ ...s, page: p - 1 }))}
          siblings={phone ? 0 : 1}
          boundaries={1}
          getItemProps={(p) => ({
            'aria-label': t('common.table.page', { page: p }),
            'aria-current': p === state.page + 1 ? 'page' : undefined,
          })}
          getControlProps={(control) => ({ 'aria-label': t(PAGER_CONTROLS[control]) })}
        />
      </Group>
    </Stack>
  );
}
