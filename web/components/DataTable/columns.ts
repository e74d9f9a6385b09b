import { createElement, useMemo, type ReactNode } from 'react';
import type { Locale } from '../../../contract/i18n';
import type { ColumnDef as TanColumnDef } from '@tanstack/react-table';
import type { ColumnDef } from '../../../contract/table';
import { ClampedText } from './ClampedText';
import { formatCell } from './format';

/** docs/product.md#formats-and-constants column sizes. */
export const DEFAULT_COLUMN_SIZE = 150;
export const MIN_COLUMN_SIZE = 20;
/** The two columns the table adds to a list's own: the running number and the row's buttons. */
export const SN_ID = '__sn';
export const ACTIONS_ID = '__actions';

type ColumnOptions<T> = {
  columns: readonly ColumnDef[];
  cells?: Partial<Record<string, (row: T) => ReactNode>>;
  rowActions?: (row: T) => ReactNode;
  rowActionsLabel: string;
  /** The S# heading, in the user's language. */
  serialLabel: string;
  /** Dates in cells name their month in it. */
  locale: Locale;
  rowActionsSize?: number;
  sizes?: Partial<Record<string, number>>;
  /** The page's first row's place in the whole list, so S# counts on across pages. */
  shownStart: number;
};

/** The list's columns as the table draws them: S#, each column (formatted by type or its own cell), the actions. */
export function useTableColumns<T extends object>({
  columns,
  cells,
  rowActions,
  rowActionsLabel,
  serialLabel,
  locale,
  rowActionsSize,
  sizes,
  shownStart,
}: ColumnOptions<T>): TanColumnDef<T>[] {
  return useMemo<TanColumnDef<T>[]>(
    () => [
      {
        id: SN_ID,
        header: serialLabel,
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
          if (render) return render(row.original);
          const text = formatCell(def, getValue(), locale);
          // A long text keeps its row short; the whole of it is a hover (and a screen reader's title) away.
          return def.lines ? createElement(ClampedText, { lines: def.lines, text }) : text;
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
    [columns, cells, rowActions, rowActionsLabel, serialLabel, locale, rowActionsSize, shownStart, sizes],
  );
}
