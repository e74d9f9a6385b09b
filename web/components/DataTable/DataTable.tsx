import {
  Fragment,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Drawer,
  Group,
  Menu,
  NativeSelect,
  Pagination,
  Paper,
  Popover,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconColumns3,
  IconDownload,
  IconFilter,
  IconRefresh,
  IconSearch,
} from '@tabler/icons-react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef as TanColumnDef,
  type Cell,
  type Header,
  type Row,
  type Table as TanTable,
  type VisibilityState,
} from '@tanstack/react-table';
import {
  PAGE_SIZES,
  SEARCH_MIN_CHARS,
  type ColumnDef,
  type ExportFormat,
  type TableFilter,
} from '../../../contract/table';
import { EXPORT_LABELS, EXPORT_MENU, exportTable, notifyDownloadError, useTableData } from '../../api/table';
import { PHONE_QUERY } from '../../theme';
import { cardLayout, type CardLayout, type CardRoles } from './card-layout';
import { formatCell, formatCount } from './format';
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
import { useDraft } from './use-draft';
import classes from './DataTable.module.css';

/** SPEC §9 column sizes. */
export const DEFAULT_COLUMN_SIZE = 150;
export const MIN_COLUMN_SIZE = 20;
const SN_ID = '__sn';
const ACTIONS_ID = '__actions';
const RESIZE_STEP = 10;

export type DataTableProps<T extends object> = {
  /** The list endpoint (relative to /api); it is POSTed the SPEC §3 table request. */
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
 * The shared list of SPEC §2.9: server-side paging, sorting, filtering and search, with every choice
 * kept in the URL so reload and back return to the same view.
 */
export function DataTable<T extends object>({
  url,
  columns,
  cells,
  rowActions,
  rowActionsLabel = 'Actions',
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
  const request = useMemo(
    () => toTableRequest(state, additionKey === 'null' ? undefined : (JSON.parse(additionKey) as AdditionFilter)),
    [state, additionKey],
  );
  const query = useTableData<T>(url, request);
  const page = query.isError ? undefined : query.data;
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

  const byField = useMemo(() => new Map(columns.map((c) => [c.field, c])), [columns]);
  const tableColumns = useMemo<TanColumnDef<T>[]>(
    () => [
      {
        id: SN_ID,
        header: 'S#',
        size: 64,
        enableResizing: false,
        enableHiding: false,
        cell: ({ row }) => shownStart + row.index + 1,
      },
      ...columns.map((def): TanColumnDef<T> => ({
        id: def.field,
        header: def.label,
        ...(sizes?.[def.field] ? { size: Math.max(MIN_COLUMN_SIZE, sizes[def.field] as number) } : {}),
        accessorFn: (r) => (r as Record<string, unknown>)[def.field],
        cell: ({ row, getValue }) => {
          const render = cells?.[def.field];
          return render ? render(row.original) : formatCell(def, getValue());
        },
      })),
      ...(rowActions
        ? [
            {
              id: ACTIONS_ID,
              header: rowActionsLabel,
              enableHiding: false,
              ...(rowActionsSize ? { size: Math.max(MIN_COLUMN_SIZE, rowActionsSize) } : {}),
              cell: ({ row }) => rowActions(row.original),
            } satisfies TanColumnDef<T>,
          ]
        : []),
    ],
    [columns, cells, rowActions, rowActionsLabel, rowActionsSize, shownStart, sizes],
  );

  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>({});
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
    onColumnVisibilityChange: setColumnVisibility,
  });

  const search = useDraft(state.search, (value: string) =>
    update((s) => ({ ...s, search: value.slice(0, 100), page: 0 }), true),
  );
  const setFilter = (field: string, filter: TableFilter | null) =>
    update((s) => ({ ...s, filters: withFilter(s.filters, field, filter), page: 0 }));
  const sortBy = (column: string, multi: boolean) =>
    update((s) => ({ ...s, sorts: nextSorts(s.sorts, column, multi), page: 0 }));

  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const visibleFields = table
    .getVisibleLeafColumns()
    .map((c) => c.id)
    .filter((id) => byField.has(id));
  const runExport = async (format: ExportFormat) => {
    if (!exportUrl) return;
    setExporting(format);
    try {
      await exportTable(exportUrl, format, { ...request, columns: visibleFields, title });
    } catch (e) {
      notifyDownloadError(e);
    } finally {
      setExporting(null);
    }
  };

  const leafColumns = table.getVisibleLeafColumns();
  const visibleDefs = leafColumns.map((c) => byField.get(c.id)).filter((d): d is ColumnDef => !!d);
  const layout = cardLayout(visibleDefs, cardRoles);
  const hasFilters = visibleDefs.some((d) => d.filterable);
  const activeFilters = state.filters.length;
  const [filtersOpen, setFiltersOpen] = useState(false);

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
    query.error instanceof Error && query.error.message ? `Error: ${query.error.message}` : 'Failed to load data';

  let summary = '';
  if (page) {
    const first = page.data.length ? shownStart + 1 : 0;
    const last = shownStart + page.data.length;
    summary = `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(page.filterRecords)} filtered (${formatCount(page.totalRecords)} total)`;
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
            aria-label="Search all columns"
            placeholder="Search all columns..."
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search.draft}
            maxLength={100}
            onChange={(e) => search.change(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && search.flush()}
            error={
              search.draft.trim() && !searchReady(search.draft)
                ? `Type at least ${SEARCH_MIN_CHARS} characters`
                : undefined
            }
            // A phone gives the search its own line; the buttons share the next.
            style={phone ? { flex: '1 1 100%' } : { flex: '1 1 180px', maxWidth: 340 }}
          />
          <Tooltip label="Reload">
            <ActionIcon
              variant="default"
              size={phone ? 'xl' : 'lg'}
              aria-label="Reload"
              onClick={() => void query.refetch()}
              loading={query.isFetching}
            >
              <IconRefresh size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
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
              aria-label={activeFilters ? `Filters, ${activeFilters} active` : 'Filters'}
              onClick={() => setFiltersOpen(true)}
            >
              Filters
            </Button>
          )}
          <ColumnsMenu table={table} byField={byField} size={phone ? 'xl' : 'lg'} />
          {exportUrl && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} aria-hidden />}
                  loading={exporting !== null}
                >
                  Export
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {EXPORT_MENU.map((format) => (
                  <Menu.Item key={format} onClick={() => void runExport(format)}>
                    {EXPORT_LABELS[format]}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>

      {phone && (
        <FiltersDrawer
          opened={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          defs={visibleDefs}
          state={state}
          onFilter={setFilter}
          onSort={(sorts) => update((s) => ({ ...s, sorts, page: 0 }))}
          onClear={() => update((s) => ({ ...s, filters: [], page: 0 }))}
        />
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
                ? { text: 'Loading...' }
                : rows.length === 0
                  ? { text: 'No records found', tone: 'dimmed' }
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
                    <Text size="sm">Loading...</Text>
                  </Table.Td>
                </Table.Tr>
              ) : rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={colSpan}>
                    <Text size="sm" c="dimmed">
                      No records found
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
            aria-label="Rows per page"
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
            'aria-label': `Page ${p}`,
            'aria-current': p === state.page + 1 ? 'page' : undefined,
          })}
          getControlProps={(control) => ({ 'aria-label': `${control[0].toUpperCase()}${control.slice(1)} page` })}
        />
      </Group>
    </Stack>
  );
}

type HeaderCellProps<T> = {
  header: Header<T, unknown>;
  def: ColumnDef | undefined;
  state: TableViewState;
  onSort: (column: string, multi: boolean) => void;
  table: TanTable<T>;
  sticky: { className?: string; style?: CSSProperties };
};

function HeaderCell<T>({ header, def, state, onSort, table, sticky }: HeaderCellProps<T>) {
  const label = String(header.column.columnDef.header ?? '');
  const sortIndex = def?.sortable ? state.sorts.findIndex((s) => s.column === def.field) : -1;
  const sort = sortIndex >= 0 ? state.sorts[sortIndex] : undefined;
  const ariaSort = def?.sortable ? (sort ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none') : undefined;
  const SortIcon = sort ? (sort.dir === 'asc' ? IconArrowUp : IconArrowDown) : IconArrowsSort;

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    // Keyboard activation does not reliably carry the shift key into the click, so handle it here.
    if (def && e.shiftKey && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      onSort(def.field, true);
    }
  };

  return (
    // aria-label keeps the resize handle's own label out of the name read before every cell.
    <Table.Th
      className={`${classes.th} ${sticky.className ?? ''}`}
      style={{ ...sticky.style, width: header.getSize() }}
      aria-sort={ariaSort}
      aria-label={label}
    >
      {def?.sortable ? (
        <UnstyledButton
          className={classes.sortButton}
          onClick={(e) => onSort(def.field, e.shiftKey)}
          onKeyDown={onKeyDown}
        >
          <span className={classes.label}>{label}</span>
          <SortIcon size={14} aria-hidden style={{ flexShrink: 0, opacity: sort ? 1 : 0.4 }} />
          {sort && state.sorts.length > 1 && (
            <>
              <Text span size="xs" c="dimmed" aria-hidden>
                {sortIndex + 1}
              </Text>
              <VisuallyHidden>, sort order {sortIndex + 1}</VisuallyHidden>
            </>
          )}
        </UnstyledButton>
      ) : (
        <Text span fw={700} size="sm" className={classes.label}>
          {label}
        </Text>
      )}
      {header.column.getCanResize() && <Resizer header={header} label={label} table={table} />}
    </Table.Th>
  );
}

/** Drag (mouse or touch) to resize; arrow keys do the same for keyboard users. */
function Resizer<T>({ header, label, table }: { header: Header<T, unknown>; label: string; table: TanTable<T> }) {
  const size = header.getSize();
  const resizeBy = (delta: number) =>
    table.setColumnSizing((old) => ({ ...old, [header.column.id]: Math.max(MIN_COLUMN_SIZE, size + delta) }));
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${label}`}
      aria-valuenow={size}
      aria-valuemin={MIN_COLUMN_SIZE}
      tabIndex={0}
      className={`${classes.resizer} ${header.column.getIsResizing() ? classes.resizing : ''}`}
      onMouseDown={header.getResizeHandler()}
      onTouchStart={header.getResizeHandler()}
      onDoubleClick={() => header.column.resetSize()}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
          e.preventDefault();
          resizeBy(e.key === 'ArrowLeft' ? -RESIZE_STEP : RESIZE_STEP);
        }
      }}
    />
  );
}

/** size: 'xl' (44 px) on a phone, a thumb's target like the other controls there. */
function ColumnsMenu<T>({
  table,
  byField,
  size,
}: {
  table: TanTable<T>;
  byField: Map<string, ColumnDef>;
  size: 'lg' | 'xl';
}) {
  const hideable = table.getAllLeafColumns().filter((c) => byField.has(c.id));
  const visibleCount = hideable.filter((c) => c.getIsVisible()).length;
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Tooltip label="Columns">
          <ActionIcon variant="default" size={size} aria-label="Choose columns">
            <IconColumns3 size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} role="group" aria-label="Visible columns">
          {hideable.map((c) => (
            <Checkbox
              key={c.id}
              size="xs"
              label={byField.get(c.id)?.label}
              checked={c.getIsVisible()}
              // At least one data column stays, or the table would be only S#.
              disabled={c.getIsVisible() && visibleCount === 1}
              onChange={(e) => c.toggleVisibility(e.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

type CardListProps<T> = {
  title: string;
  rows: Row<T>[];
  layout: CardLayout;
  byField: Map<string, ColumnDef>;
  busy: boolean;
  fetching: boolean;
  /** Loading, error or empty, shown instead of cards. */
  message: { text: string; tone?: 'error' | 'dimmed' } | null;
};

/**
 * A phone's list: each row a card with its heading and status at the top, a few labelled lines and its
 * actions, so nothing that matters sits off-screen to the right as a table's last columns would.
 */
function CardList<T>({ title, rows, layout, byField, busy, fetching, message }: CardListProps<T>) {
  if (message) {
    return (
      <Paper withBorder p="md" aria-busy={busy}>
        <Text
          size="sm"
          c={message.tone === 'error' ? 'red' : message.tone}
          role={message.tone === 'error' ? 'alert' : undefined}
        >
          {message.text}
        </Text>
      </Paper>
    );
  }
  const render = (cell: Cell<T, unknown> | undefined) =>
    cell ? flexRender(cell.column.columnDef.cell, cell.getContext()) : null;
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      aria-label={title}
      aria-busy={busy}
      className={`${classes.cards} ${fetching ? classes.cardsFetching : ''}`}
    >
      {rows.map((row) => {
        const cells = new Map(row.getVisibleCells().map((c) => [c.column.id, c]));
        const actions = cells.get(ACTIONS_ID);
        return (
          <Paper component="li" key={row.id} withBorder radius="md" p="sm" className={classes.card}>
            {/* The badge goes under the heading when both do not fit on one line. */}
            <Group justify="space-between" align="flex-start" gap="xs">
              <Text component="div" fw={700} className={classes.cardTitle}>
                {layout.title ? render(cells.get(layout.title)) : null}
              </Text>
              {layout.badge && <div className={classes.cardBadge}>{render(cells.get(layout.badge))}</div>}
            </Group>
            {layout.fields.length > 0 && (
              <dl className={classes.cardFields}>
                {layout.fields.map((field) => (
                  <Fragment key={field}>
                    <dt>{byField.get(field)?.label}</dt>
                    <dd>{render(cells.get(field))}</dd>
                  </Fragment>
                ))}
              </dl>
            )}
            {actions && <div className={classes.cardActions}>{render(actions)}</div>}
          </Paper>
        );
      })}
    </Stack>
  );
}

const sortValue = (s: { column: string; dir: 'asc' | 'desc' } | undefined) => (s ? `${s.column}:${s.dir}` : '');

type FiltersDrawerProps = {
  opened: boolean;
  onClose: () => void;
  defs: ColumnDef[];
  state: TableViewState;
  onFilter: (field: string, filter: TableFilter | null) => void;
  onSort: (sorts: TableViewState['sorts']) => void;
  onClear: () => void;
};

/** A phone has no header row to filter and sort in: the same filters, and the sort, in a side panel. */
function FiltersDrawer({ opened, onClose, defs, state, onFilter, onSort, onClear }: FiltersDrawerProps) {
  const sortable = defs.filter((d) => d.sortable);
  const filterable = defs.filter((d) => d.filterable);
  const sortOptions = [
    { value: '', label: 'Default order' },
    ...sortable.flatMap((d) => [
      { value: `${d.field}:asc`, label: `${d.label} (ascending)` },
      { value: `${d.field}:desc`, label: `${d.label} (descending)` },
    ]),
  ];
  return (
    // keepMounted: a filter typed just before closing still reaches the list after its pause.
    <Drawer opened={opened} onClose={onClose} title="Filter and sort" position="right" size="xs" keepMounted>
      <Stack gap="md">
        {sortable.length > 0 && (
          <NativeSelect
            label="Sort by"
            value={sortValue(state.sorts[0])}
            data={sortOptions}
            onChange={(e) => {
              const [column, dir] = e.currentTarget.value.split(':');
              onSort(column ? [{ column, dir: dir === 'desc' ? 'desc' : 'asc' }] : []);
            }}
          />
        )}
        {filterable.map((def) => (
          <Stack key={def.field} gap={4}>
            <Text size="sm" fw={600}>
              {def.label}
            </Text>
            <HeaderFilter
              def={def}
              filter={state.filters.find((f) => f.field === def.field)}
              onChange={(f) => onFilter(def.field, f)}
            />
          </Stack>
        ))}
        <Group justify="space-between" gap="xs">
          <Button variant="default" onClick={onClear} disabled={state.filters.length === 0}>
            Clear filters
          </Button>
          <Button onClick={onClose}>Show results</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
