import { useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { Icon } from '@tabler/icons-react';
import { PAN_APPLICATION_COLUMNS, type ApplicationRow } from '../../../contract/nsdl-pan';
import { panListPaths, type Area } from '../../api/nsdl-pan';
import { DATE_PICKER_PROPS, DataTable, withFirstPage } from '../DataTable';
import { PanStateBadge } from './ApplicationSummary';

export type PanApplicationListProps = {
  area: Area;
  /** The server's list name (PAN_LISTS[area] key, e.g. 'pending-verification' or 'all'). */
  name: string;
  /** The page heading, also the table's name for screen readers and exports. */
  title: string;
  /** A line under the heading saying what the list holds. */
  description?: ReactNode;
  /** Per-row buttons (View, Verify, Slip…), shown in the last column. */
  rowActions?: (row: ApplicationRow) => ReactNode;
  /** More controls in the toolbar after the date range. */
  toolbarExtra?: ReactNode;
  /** Makes the token number a link (the row's main screen), reachable without scrolling to the actions. */
  tokenLink?: (row: ApplicationRow) => string;
};

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
/** Wide values (15-digit ack numbers, names, state labels) get more than the default 150 px. */
const SIZES = { token_no: 140, dated: 120, ack_no: 165, app_type: 130, category: 170, name: 200, state: 200, merchant_code: 120, merchant_name: 180, remark: 220, updated_at: 160 };

/** A phone's card: the token and status on top, then who, when and what (the merchant's lists have no merchant columns). */
const CARD_ROLES = { token_no: 'title', state: 'badge', name: 'field', dated: 'field', app_type: 'field', ack_no: 'field', merchant_code: 'field' } as const;

/** DD/MM/YYYY typed into a date box, as YYYY-MM-DD; null for a date that does not exist. */
export function parseDayMonthYear(input: string): string | null {
  const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(input);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A merchant's lists hold only its own applications: the merchant code and name columns would say nothing. */
const MERCHANT_COLUMNS = PAN_APPLICATION_COLUMNS.filter((c) => c.field !== 'merchant_code' && c.field !== 'merchant_name');

const dateParam = (v: string | null) => (v && DATE_RE.test(v) ? v : null);

/**
 * One NSDL PAN workflow list (SPEC §2.3 / §2.4) in either area: the shared DataTable over
 * PAN_APPLICATION_COLUMNS (header filters on merchant, category, type and status), with a From/To
 * date range on the application date kept in the URL and sent as additionFilter {dt1, dt2}.
 */
export function PanApplicationList({ area, name, title, description, rowActions, toolbarExtra, tokenLink }: PanApplicationListProps) {
  const paths = panListPaths(area, name);
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
      state: (row: ApplicationRow) => <PanStateBadge state={row.state} />,
      ...(tokenLink
        ? {
            token_no: (row: ApplicationRow) => (
              <Anchor component={Link} to={tokenLink(row)} size="sm" fw={600}>
                {row.token_no}
              </Anchor>
            ),
          }
        : {}),
    }),
    [tokenLink],
  );

  const toolbar = (
    <>
      <DateInput
        {...DATE_PICKER_PROPS}
        aria-label="From date"
        placeholder="From DD/MM/YYYY"
        size="sm"
        w={160}
        clearable
        dateParser={parseDayMonthYear}
        value={dt1}
        maxDate={dt2 ?? undefined}
        onChange={(v) => setDate('dt1', v ? String(v) : null)}
      />
      <DateInput
        {...DATE_PICKER_PROPS}
        aria-label="To date"
        placeholder="To DD/MM/YYYY"
        size="sm"
        w={160}
        clearable
        dateParser={parseDayMonthYear}
        value={dt2}
        minDate={dt1 ?? undefined}
        onChange={(v) => setDate('dt2', v ? String(v) : null)}
      />
      {toolbarExtra}
    </>
  );

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed" mt={4}>
            {description}
          </Text>
        )}
      </div>
      <DataTable<ApplicationRow>
        url={paths.list}
        exportUrl={paths.export}
        title={title}
        columns={area === 'merchant' ? MERCHANT_COLUMNS : PAN_APPLICATION_COLUMNS}
        additionFilter={additionFilter}
        cells={cells}
        sizes={SIZES}
        cardRoles={CARD_ROLES}
        rowActions={rowActions}
        // View, Slip and Send by courier side by side.
        rowActionsSize={350}
        getRowId={(row) => String(row.id)}
        toolbar={toolbar}
      />
    </Stack>
  );
}

/** A compact link button for a list row; the label names the row for screen readers. */
export function RowLink({ to, children, label, icon: I, variant = 'light' }: { to: string; children: ReactNode; label: string; icon?: Icon; variant?: 'light' | 'filled' | 'subtle' }) {
  return (
    <Button component={Link} to={to} size="compact-sm" variant={variant} aria-label={label} leftSection={I ? <I size={14} aria-hidden /> : undefined}>
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
