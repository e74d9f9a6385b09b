import { useLabel } from '../../i18n/labels';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Stack, Tabs, Text } from '@mantine/core';
import { IconChecklist, IconEye } from '@tabler/icons-react';
import type { CardRoles } from '../DataTable/card-layout';
import { movesFrom } from '../../../contract/requests';
import { firstView, inColumnsMenu, type ColumnDef } from '../../../contract/table-columns';
import { useT } from '../../i18n/requests';
import { requestPaths } from './api';
import { RequestList, RowActions, RowLink } from './RequestList';
import type { Area, RequestRowBase, RequestService } from './service';

/** Columns only the back office reads: a shop sees its own requests. */
const MERCHANT_HIDDEN = ['merchant_code', 'merchant_name'];
/**
 * A shop's lists come newest first and its row buttons take room, so the date waits in the columns menu
 * and the first view fits a laptop (docs/decisions/0072).
 */
const MERCHANT_IN_MENU = ['dated'];

/** A list's columns in an area, with its first view: the workflow list's own `show`, else the columns' defaults. */
export function listColumns(service: RequestService, area: Area, name: string): readonly ColumnDef[] {
  const columns =
    area === 'merchant'
      ? service.columns
          .filter((c) => !MERCHANT_HIDDEN.includes(c.field))
          .map((c) => (MERCHANT_IN_MENU.includes(c.field) ? inColumnsMenu(c) : c))
      : service.columns;
  return firstView(columns, service.workflow.lists[area][name]?.show);
}

/**
 * A service's lists in an area: the workflow's lists as tabs kept in the address (?list=), each the
 * shared request list with the service's columns and header filters, the date range, and per-row
 * actions (by default View for the shop; Review, or View when nothing is left to do, for the back office).
 */
export function RequestListPage<Row extends RequestRowBase>({
  service,
  area,
  eyebrow: eyebrowGiven,
  description,
  rowActions,
  rowActionsSize,
  works,
  sizes,
  cardRoles,
  cells,
}: {
  service: RequestService;
  area: Area;
  /** The line above the list's title (default the service's name; null on a page with a heading of its own). */
  eyebrow?: ReactNode;
  description: ReactNode;
  rowActions?: (row: Row) => ReactNode;
  rowActionsSize?: number;
  /** Whether a back-office row still has work (default: the workflow has a back-office move from its state). */
  works?: (row: Row) => boolean;
  sizes?: Partial<Record<string, number>>;
  cardRoles?: CardRoles;
  cells?: Partial<Record<string, (row: Row) => ReactNode>>;
}) {
  const t = useT();
  const label = useLabel();
  const eyebrow = eyebrowGiven ?? t(service.title);
  const names = service.listOrder[area];
  const [params, setParams] = useSearchParams();
  const asked = params.get('list') ?? '';
  const name = names.includes(asked) ? asked : names[0];
  const lists = service.workflow.lists[area];
  const paths = requestPaths(service, area);
  const columns = useMemo(() => listColumns(service, area, name), [service, area, name]);
  const R = service.routes;
  const hasWork = works ?? ((row: Row) => movesFrom(service.workflow, row.state, 'backend').length > 0);

  // A new list starts from its first page with no filters of the last one's.
  const choose = (next: string | null) => next && setParams(new URLSearchParams({ list: next }));

  const view = R.merchant.view;
  const defaultActions = (row: Row) => {
    if (area === 'merchant')
      return !view ? null : (
        <RowActions>
          <RowLink
            to={view(row.id)}
            label={t('requests.list.viewRef', { ref: row.ref_no })}
            icon={IconEye}
            variant="subtle"
          >
            {t('requests.list.view')}
          </RowLink>
        </RowActions>
      );
    const work = hasWork(row);
    return (
      <RowActions>
        <RowLink
          to={R.backend.review(row.id)}
          label={t(work ? 'requests.list.reviewRef' : 'requests.list.viewRef', { ref: row.ref_no })}
          icon={work ? IconChecklist : IconEye}
          variant={work ? 'filled' : 'subtle'}
        >
          {t(work ? 'requests.list.review' : 'requests.list.view')}
        </RowLink>
      </RowActions>
    );
  };

  return (
    <Stack gap="sm">
      {eyebrow && (
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          {eyebrow}
        </Text>
      )}
      {names.length > 1 && (
        <Tabs
          value={name}
          onChange={choose}
          variant="pills"
          radius="xl"
          aria-label={t('requests.list.tabs', { service: t(service.title) })}
        >
          {/* Wrapping, not scrolling: on a phone every list stays in sight. */}
          <Tabs.List>
            {names.map((n) => (
              <Tabs.Tab key={n} value={n}>
                {label(lists[n].title)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      <RequestList<Row>
        key={name}
        url={paths.list(name)}
        exportUrl={paths.export(name)}
        title={label(lists[name].title)}
        description={description}
        columns={columns}
        look={service.look}
        stateTestId={service.stateTestId}
        rowActions={rowActions ?? (area === 'backend' || view ? defaultActions : undefined)}
        // One button, View or Review: the rest of a laptop's width goes to the columns.
        rowActionsSize={rowActionsSize ?? 120}
        refLink={
          area === 'backend'
            ? { field: 'ref_no', to: (row) => R.backend.review(row.id) }
            : view
              ? { field: 'ref_no', to: (row) => view(row.id) }
              : undefined
        }
        sizes={sizes}
        cardRoles={cardRoles}
        cells={cells}
      />
    </Stack>
  );
}
