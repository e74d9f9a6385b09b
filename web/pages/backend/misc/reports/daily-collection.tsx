import { Link } from 'react-router';
import { Anchor, Card, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { ledgerTypeLabel, type DailyCollection } from '../../../../../contract/reports';
import { downloadDailyCollection, useDailyCollection } from '../../../../api/money';
import { ExportMenu, formatAmount, formatDate } from '../../../../components/DataTable';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { DateRangeFields } from '../../../../components/money/DateRangeFields';
import { usePeriod } from '../../../../components/money/use-period';
import type { MessageId } from '../../../../../contract/i18n';
import { formatLocale, useLocale } from '../../../../i18n/common';
import { useT } from '../../../../i18n/office';

type Totals = DailyCollection['totals'];

const COLUMNS: { field: keyof Totals; labelId: MessageId }[] = [
  { field: 'topupBank', labelId: 'office.dailyCollection.topupBank' },
  { field: 'topupUpi', labelId: 'office.dailyCollection.topupUpi' },
  { field: 'adjustments', labelId: 'office.dailyCollection.adjustments' },
  { field: 'serviceRevenue', labelId: 'office.dailyCollection.serviceRevenue' },
  { field: 'refunds', labelId: 'office.dailyCollection.refunds' },
  { field: 'net', labelId: 'office.dailyCollection.net' },
];

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** /backend/misc/reports/daily-collection: what came in and went out, per day of the period. */
export default function DailyCollectionPage() {
  const t = useT();
  const locale = formatLocale(useLocale());
  const { from, to, setPeriod } = usePeriod();
  const report = useDailyCollection(from, to);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Anchor component={Link} to="/backend/misc/reports" size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden /> {t('office.reports.title')}
            </Group>
          </Anchor>
          <Title order={1} size="h2">
            {t('office.dailyCollection.title')}
          </Title>
          <Text c="dimmed">
            {t('office.dailyCollection.period', { from: formatDate(from, locale), to: formatDate(to, locale) })}
          </Text>
        </div>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <DateRangeFields from={from} to={to} onChange={setPeriod} />
          <ExportMenu
            label={t('office.dailyCollection.export')}
            disabled={!report.data}
            onExport={(format) => downloadDailyCollection(from, to, format)}
          />
        </Group>
      </Group>
      <Card withBorder radius="md" padding="md">
        {report.isError ? (
          <FormErrorAlert error={report.error} title={t('office.dailyCollection.loadFailed')} />
        ) : !report.data ? (
          <Center py="xl">
            <Loader aria-label={t('office.dailyCollection.loading')} />
          </Center>
        ) : (
          <CollectionTable data={report.data} />
        )}
      </Card>
      {report.data && report.data.byType.length > 0 && (
        <Card withBorder radius="md" padding="md">
          <Title order={2} size="h4" mb="sm">
            {t('office.dailyCollection.byService')}
          </Title>
          <ByServiceTable data={report.data} />
        </Card>
      )}
      <Text size="xs" c="dimmed">
        {t('office.dailyCollection.explain')}
      </Text>
    </Stack>
  );
}

function CollectionTable({ data }: { data: DailyCollection }) {
  const t = useT();
  const locale = formatLocale(useLocale());
  if (data.rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {t('office.dailyCollection.empty')}
      </Text>
    );
  }
  return (
    <AmountTable
      label={t('office.reports.dailyCollection')}
      minWidth={760}
      heads={[t('office.dailyCollection.date')]}
      columns={COLUMNS}
      rows={data.rows.map((r) => ({ key: r.day, lead: [formatDate(r.day, locale)], amounts: r }))}
      foot={[{ key: 'total', lead: [t('office.dailyCollection.total')], amounts: data.totals }]}
    />
  );
}

const BY_SERVICE_COLUMNS = [
  { field: 'charges', labelId: 'office.dailyCollection.charges' },
  { field: 'refunds', labelId: 'office.dailyCollection.refunds' },
  { field: 'net', labelId: 'office.dailyCollection.net' },
] as const;

/** Each day's charges and refunds per service, then the period's per service. */
function ByServiceTable({ data }: { data: DailyCollection }) {
  const t = useT();
  const locale = formatLocale(useLocale());
  return (
    <AmountTable
      label={t('office.dailyCollection.byServiceTable')}
      minWidth={560}
      heads={[t('office.dailyCollection.date'), t('office.dailyCollection.service')]}
      columns={BY_SERVICE_COLUMNS}
      rows={data.byType.map((r) => ({
        key: `${r.day} ${r.refType}`,
        lead: [formatDate(r.day, locale), ledgerTypeLabel(r.refType)],
        amounts: r,
      }))}
      foot={data.typeTotals.map((r) => ({
        key: r.refType,
        lead: [t('office.dailyCollection.total'), ledgerTypeLabel(r.refType)],
        amounts: r,
      }))}
    />
  );
}

type AmountRow<F extends string> = { key: string; lead: string[]; amounts: Record<F, number> };

/** Rows of amounts after their leading text cells (a date, a service), the net in bold, totals in the foot. */
function AmountTable<F extends string>({
  label,
  minWidth,
  heads,
  columns,
  rows,
  foot,
}: {
  label: string;
  minWidth: number;
  heads: string[];
  columns: readonly { field: F; labelId: MessageId }[];
  rows: AmountRow<F>[];
  foot: AmountRow<F>[];
}) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {heads.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
            {columns.map((c) => (
              <Table.Th key={c.field} ta="right">
                {t(c.labelId)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              {r.lead.map((text, i) => (
                <Table.Td key={i} style={i === 0 ? { whiteSpace: 'nowrap' } : undefined}>
                  {text}
                </Table.Td>
              ))}
              {columns.map((c) => (
                <Table.Td key={c.field} ta="right" style={num} fw={c.field === 'net' ? 600 : undefined}>
                  {formatAmount(r.amounts[c.field])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {foot.map((r) => (
            <Table.Tr key={r.key}>
              {r.lead.map((text, i) => (
                <Table.Th key={i}>{text}</Table.Th>
              ))}
              {columns.map((c) => (
                <Table.Th key={c.field} ta="right" style={num}>
                  {formatAmount(r.amounts[c.field])}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
