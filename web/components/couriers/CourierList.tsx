import { useLabel } from '../../i18n/labels';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ActionIcon, Anchor, Button, Group, SegmentedControl, Stack, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEdit, IconEye, IconPlus, type Icon } from '@tabler/icons-react';
import { COURIER_COLUMNS, COURIER_STATES, type CourierListFilter, type CourierRow } from '../../../contract/couriers';
import { COURIER_ROUTES, courierPaths, type CourierArea } from '../../api/couriers';
import { DataTable, withFirstPage } from '../DataTable';
import { PHONE_QUERY } from '../../theme';
import { CourierStateBadge } from './CourierStateBadge';
import { useT } from '../../i18n/couriers';
import type { MessageId } from '../../../contract/i18n';
import { PageHeading } from '../PageHeading';

const ALL = 'all';
const STATE_VALUES: readonly string[] = COURIER_STATES.map((s) => s.value);
// The merchant's own list has no merchant column: it would repeat the account's own code.
const MERCHANT_COLUMNS = COURIER_COLUMNS.filter((c) => c.field !== 'merchant_code');
// Status fits DISPATCHED on one line; the actions column fits the View and Edit icons side by side, so the
// back office's first view holds the merchant code too within 1366 px (docs/decisions/0072).
const SIZES = {
  id: 120,
  dispatch_date: 130,
  company: 180,
  docket_no: 170,
  merchant_code: 120,
  items: 90,
  state: 150,
  decided_at: 170,
};
/** A phone's card: the docket number (its link) and status on top, then company, date and forms. */
const CARD_ROLES = {
  docket_no: 'title',
  state: 'badge',
  company: 'field',
  dispatch_date: 'field',
  merchant_code: 'field',
  items: 'field',
  decided_at: 'field',
} as const;

const TEXT: Record<CourierArea, { titleId: MessageId; introId: MessageId }> = {
  merchant: { titleId: 'couriers.list.merchantTitle', introId: 'couriers.list.merchantIntro' },
  backend: { titleId: 'couriers.list.backendTitle', introId: 'couriers.list.backendIntro' },
};

/** misc/courier/list of docs/product.md#merchant-portal and docs/product.md#back-office, with a status filter kept in the URL. */
export function CourierList({ area }: { area: CourierArea }) {
  const t = useT();
  const label = useLabel();
  const paths = courierPaths(area);
  const routes = COURIER_ROUTES[area];
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = raw && STATE_VALUES.includes(raw) ? raw : '';
  const additionFilter = useMemo<CourierListFilter | undefined>(
    () => (state ? { state: state as CourierListFilter['state'] } : undefined),
    [state],
  );

  const cells = useMemo(
    () => ({
      state: (row: CourierRow) => <CourierStateBadge state={row.state} />,
      docket_no: (row: CourierRow) => (
        <Anchor component={Link} to={routes.view(row.id)} size="sm" fw={600}>
          {row.docket_no}
        </Anchor>
      ),
    }),
    [routes],
  );

  const toolbar = (
    <SegmentedControl
      aria-label={t('couriers.list.status')}
      size="sm"
      value={state || ALL}
      data={[
        { value: ALL, label: t('couriers.list.all') },
        ...COURIER_STATES.map((s) => ({ value: s.value, label: label(s.label) })),
      ]}
      onChange={(v) =>
        setParams((prev) => {
          const next = withFirstPage(prev);
          if (v === ALL) next.delete('state');
          else next.set('state', v);
          return next;
        })
      }
    />
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeading title={t(TEXT[area].titleId)} description={t(TEXT[area].introId)} />
        <Button component={Link} to={routes.add} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('couriers.list.add')}
        </Button>
      </Group>
      <DataTable<CourierRow>
        url={paths.list}
        exportUrl={paths.export}
        title={t('couriers.list.tableTitle')}
        columns={area === 'merchant' ? MERCHANT_COLUMNS : COURIER_COLUMNS}
        additionFilter={additionFilter}
        cells={cells}
        sizes={SIZES}
        cardRoles={CARD_ROLES}
        rowActionsSize={80}
        toolbar={toolbar}
        getRowId={(row) => String(row.id)}
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <RowIconLink
              to={routes.view(row.id)}
              icon={IconEye}
              label={t('couriers.list.view')}
              name={t('couriers.list.viewName', { docketNo: row.docket_no })}
            />
            {area === 'merchant' && row.state === 'dispatched' && (
              <RowIconLink
                to={COURIER_ROUTES.merchant.edit(row.id)}
                icon={IconEdit}
                label={t('couriers.list.edit')}
                name={t('couriers.list.editName', { docketNo: row.docket_no })}
              />
            )}
          </Group>
        )}
      />
    </Stack>
  );
}

/**
 * A row's button: an icon with its word in a tooltip on a laptop, where the columns need the width; the
 * labelled button on a phone's card, a thumb's target with room for its word.
 */
function RowIconLink({ to, icon: I, label, name }: { to: string; icon: Icon; label: string; name: string }) {
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  if (phone)
    return (
      <Button
        component={Link}
        to={to}
        size="xs"
        variant="light"
        leftSection={<I size={14} aria-hidden />}
        aria-label={name}
      >
        {label}
      </Button>
    );
  return (
    <Tooltip label={label}>
      <ActionIcon component={Link} to={to} variant="light" size="md" aria-label={name}>
        <I size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
