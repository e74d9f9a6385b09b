import type { CSSProperties, KeyboardEvent } from 'react';
import { Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { Header, Table as TanTable } from '@tanstack/react-table';
import type { ColumnDef } from '../../../contract/table';
import { useT } from '../../i18n/common';
import { MIN_COLUMN_SIZE } from './columns';
import type { TableViewState } from './table-state';
import classes from './DataTable.module.css';

const RESIZE_STEP = 10;

type HeaderCellProps<T> = {
  header: Header<T, unknown>;
  def: ColumnDef | undefined;
  state: TableViewState;
  onSort: (column: string, multi: boolean) => void;
  table: TanTable<T>;
  sticky: { className?: string; style?: CSSProperties };
};

/** A column's heading: its sort button (shift adds a second sort) and its resize handle. */
export function HeaderCell<T>({ header, def, state, onSort, table, sticky }: HeaderCellProps<T>) {
  const t = useT();
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
              <VisuallyHidden>{t('common.table.sortOrder', { position: sortIndex + 1 })}</VisuallyHidden>
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
  const t = useT();
  const size = header.getSize();
  const resizeBy = (delta: number) =>
    table.setColumnSizing((old) => ({ ...old, [header.column.id]: Math.max(MIN_COLUMN_SIZE, size + delta) }));
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t('common.table.resize', { column: label })}
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
