import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Menu,
  NativeSelect,
  Pagination,
  Popover,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconColumns3,
  IconDownload,
  IconRefresh,
  IconSearch,
} from '@tabler/icons-react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef as TanColumnDef,
  type Header,
  type Table as TanTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { PAGE_SIZES, SEARCH_MIN_CHARS, type ColumnDef, type ExportFormat, type TableFilter } from '../../../contract/table';
import { EXPORT_LABELS, EXPORT_MENU, exportTable, notifyDownloadError, useTableData } from '../../api/table';
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
  getRowId,
}: DataTableProps<T>) {
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
      ...columns.map(
        (def): TanColumnDef<T> => ({
          id: def.field,
          header: def.label,
          ...(sizes?.[def.field] ? { size: Math.max(MIN_COLUMN_SIZE, sizes[def.field] as number) } : {}),
          accessorFn: (r) => (r as Record<string, unknown>)[def.field],
          cell: ({ row, getValue }) => {
            const render = cells?.[def.field];
            return render ? render(row.original) : formatCell(def, getValue());
          },
        }),
      ),
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

  const search = useDraft(state.search, (value: string) => update((s) => ({ ...s, search: value.slice(0, 100), page: 0 }), true));
  const setFilter = (field: string, filter: TableFilter | null) =>
    update((s) => ({ ...s, filters: withFilter(s.filters, field, filter), page: 0 }));
  const sortBy = (column: string, multi: boolean) => update((s) => ({ ...s, sorts: nextSorts(s.sorts, column, multi), page: 0 }));

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
  const hasFilters = leafColumns.some((c) => byField.get(c.id)?.filterable);
  const colSpan = leafColumns.length;
  const totalPages = Math.max(1, Math.ceil((page?.filterRecords ?? 0) / state.size));
  const errorMessage = query.error instanceof Error && query.error.message ? `Error: ${query.error.message}` : 'Failed to load data';

  let summary = '';
  if (page) {
    const first = page.data.length ? shownStart + 1 : 0;
    const last = shownStart + page.data.length;
    summary = `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(page.filterRecords)} filtered (${formatCount(page.totalRecords)} total)`;
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          {toolbar}
        </Group>
        <Group gap="xs" wrap="wrap" justify="flex-end" style={{ flex: '1 1 280px' }}>
          <TextInput
            aria-label="Search all columns"
            placeholder="Search all columns..."
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search.draft}
            maxLength={100}
            onChange={(e) => search.change(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && search.flush()}
            error={search.draft.trim() && !searchReady(search.draft) ? `Type at least ${SEARCH_MIN_CHARS} characters` : undefined}
            style={{ flex: '1 1 180px', maxWidth: 340 }}
          />
          <Tooltip label="Reload">
            <ActionIcon variant="default" size="lg" aria-label="Reload" onClick={() => void query.refetch()} loading={query.isFetching}>
              <IconRefresh size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <ColumnsMenu table={table} byField={byField} />
          {exportUrl && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={exporting !== null}>
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
                  <HeaderCell key={header.id} header={header} def={byField.get(header.column.id)} state={state} onSort={sortBy} table={table} />
                ))}
              </Table.Tr>
            ))}
            {hasFilters && (
              <Table.Tr>
                {leafColumns.map((column) => {
                  const def = byField.get(column.id);
                  return (
                    <Table.Td key={column.id} style={{ width: column.getSize() }}>
                      {def?.filterable && (
                        <HeaderFilter def={def} filter={state.filters.find((f) => f.field === def.field)} onChange={(f) => setFilter(def.field, f)} />
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
                  {row.getVisibleCells().map((cell) => (
                    <Table.Td key={cell.id} className={classes.td} style={{ width: cell.column.getSize() }}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

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
          size="sm"
          total={totalPages}
          value={Math.min(state.page + 1, totalPages)}
          onChange={(p) => update((s) => ({ ...s, page: p - 1 }))}
          siblings={1}
          boundaries={1}
          getItemProps={(p) => ({ 'aria-label': `Page ${p}`, 'aria-current': p === state.page + 1 ? 'page' : undefined })}
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
};

function HeaderCell<T>({ header, def, state, onSort, table }: HeaderCellProps<T>) {
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
    <Table.Th className={classes.th} style={{ width: header.getSize() }} aria-sort={ariaSort} aria-label={label}>
      {def?.sortable ? (
        <UnstyledButton className={classes.sortButton} onClick={(e) => onSort(def.field, e.shiftKey)} onKeyDown={onKeyDown}>
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

function ColumnsMenu<T>({ table, byField }: { table: TanTable<T>; byField: Map<string, ColumnDef> }) {
  const hideable = table.getAllLeafColumns().filter((c) => byField.has(c.id));
  const visibleCount = hideable.filter((c) => c.getIsVisible()).length;
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Tooltip label="Columns">
          <ActionIcon variant="default" size="lg" aria-label="Choose columns">
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
