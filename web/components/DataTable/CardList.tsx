import { Fragment } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { flexRender, type Cell, type Row } from '@tanstack/react-table';
import type { ColumnDef } from '../../../contract/table';
import type { CardLayout } from './card-layout';
import { AfterFirstDraw } from '../dashboard/AfterFirstDraw';
import { ACTIONS_ID } from './columns';
import classes from './DataTable.module.css';

/**
 * Issue 29: the cards a phone's first screen can show (under the heading and the toolbar, even on a tall phone) are
 * drawn with the list; the rest of the page's cards in a second draw React may interrupt, so a page of 50 rows is not
 * one long task. They go below the first ones, so nothing on screen moves.
 */
const FIRST_CARDS = 4;

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
export function CardList<T>({ title, rows, layout, byField, busy, fetching, message }: CardListProps<T>) {
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
  const card = (row: Row<T>) => {
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
  };
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
      {rows.slice(0, FIRST_CARDS).map(card)}
      {rows.length > FIRST_CARDS && <AfterFirstDraw>{rows.slice(FIRST_CARDS).map(card)}</AfterFirstDraw>}
    </Stack>
  );
}
