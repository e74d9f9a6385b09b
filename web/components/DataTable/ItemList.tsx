import { Fragment, type ReactNode } from 'react';
import { Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useT } from '../../i18n/common';
import { PHONE_QUERY } from '../../theme';
import classes from './DataTable.module.css';

/** One column of a short list the page already holds: its header, its cell, and its part in a phone's card. */
export type ItemColumn<T> = {
  label: string;
  cell: (item: T) => ReactNode;
  /** On a phone: the card's heading, the badge beside it, or (the default) a labelled line. */
  role?: 'title' | 'badge' | 'field';
};

type ItemListProps<T> = {
  /** Names the list for screen readers (the table's caption, the cards' list label). */
  title: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  columns: readonly ItemColumn<T>[];
  /** The item's buttons: the table's last column, the card's last line. */
  actions?: (item: T) => ReactNode;
  /** Below this the table scrolls sideways inside its box rather than squeezing its columns. */
  minWidth?: number;
};

/**
 * A short list a page loads whole (slides, news, backups): a table on a laptop and, under PHONE_QUERY, a
 * card per item like the DataTable's (docs/decisions/0049), so no back-office list needs a sideways scroll
 * on a phone.
 */
export function ItemList<T>({ title, items, itemKey, columns, actions, minWidth = 700 }: ItemListProps<T>) {
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const t = useT();
  if (phone) {
    const titleCol = columns.find((c) => c.role === 'title') ?? columns.find((c) => c.role !== 'badge');
    const badgeCol = columns.find((c) => c.role === 'badge');
    const lines = columns.filter((c) => c !== titleCol && c !== badgeCol);
    return (
      <Stack component="ul" gap="sm" m={0} p={0} aria-label={title} className={classes.cards}>
        {items.map((item) => (
          <Paper component="li" key={itemKey(item)} withBorder radius="md" p="sm" className={classes.card}>
            <Group justify="space-between" align="flex-start" gap="xs">
              <Text component="div" fw={700} className={classes.cardTitle}>
                {titleCol?.cell(item)}
              </Text>
              {badgeCol && <div className={classes.cardBadge}>{badgeCol.cell(item)}</div>}
            </Group>
            {lines.length > 0 && (
              <dl className={classes.cardFields}>
                {lines.map((c) => (
                  <Fragment key={c.label}>
                    <dt>{c.label}</dt>
                    <dd>{c.cell(item)}</dd>
                  </Fragment>
                ))}
              </dl>
            )}
            {actions && <div className={classes.cardActions}>{actions(item)}</div>}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped verticalSpacing="sm">
        <VisuallyHidden component="caption">{title}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.label}>{c.label}</Table.Th>
            ))}
            {actions && <Table.Th>{t('common.table.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={itemKey(item)}>
              {columns.map((c) => (
                <Table.Td key={c.label}>{c.cell(item)}</Table.Td>
              ))}
              {actions && <Table.Td>{actions(item)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
