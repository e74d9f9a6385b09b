import { Card, Center, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { COLLECTION_COLUMNS, type CollectionRow, type CollectionTotals } from '../../../../contract/receipts';
import { receiptPaths, useCollectionTotals } from '../../../api/receipts';
import { DataTable, formatAmount, formatDate } from '../../../components/DataTable';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { DateRangeFields } from '../../../components/money/DateRangeFields';
import { usePeriod } from '../../../components/money/use-period';
import { formatLocale, useLocale, useT as useCommonT } from '../../../i18n/common';
import { useLabel } from '../../../i18n/labels';
import { useT } from '../../../i18n/collections';
import { PageHeading } from '../../../components/PageHeading';

type Takings = CollectionTotals['total'];
const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const SIZES = { day: 120, serviceCode: 200, madeByName: 170, sales: 90, refunds: 90, cash: 140, wallet: 140 };
const CARD_ROLES = {
  serviceCode: 'title',
  day: 'badge',
  madeByName: 'field',
  sales: 'field',
  refunds: 'field',
  cash: 'field',
  wallet: 'field',
} as const;

/**
 * /merchant/misc/collections (issue 27 §1, the shop's day): cash its customers paid against what its wallet was
 * charged, over a range of days, in all, per service and per staff member, and day by day (exportable).
 */
export default function CollectionsPage() {
  const t = useT();
  const tc = useCommonT();
  const locale = formatLocale(useLocale());
  const { from, to, setPeriod } = usePeriod();
  const totals = useCollectionTotals(from, to);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeading title={t('collections.title')} description={t('collections.intro')} />
        <DateRangeFields from={from} to={to} onChange={setPeriod} />
      </Group>
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h4" mb="sm">
          {t('collections.totals.heading', { from: formatDate(from, locale), to: formatDate(to, locale) })}
        </Title>
        {totals.isError ? (
          <FormErrorAlert error={totals.error} title={t('collections.totals.loadFailed')} />
        ) : !totals.data ? (
          <Center py="md">
            <Loader aria-label={tc('common.loading.title')} size="sm" />
          </Center>
        ) : (
          <TotalsView data={totals.data} />
        )}
      </Card>
      <DataTable<CollectionRow>
        url={receiptPaths.collections}
        exportUrl={`${receiptPaths.collections}/export`}
        title={t('collections.table')}
        columns={COLLECTION_COLUMNS}
        additionFilter={{ from, to }}
        sizes={SIZES}
        cardRoles={CARD_ROLES}
        getRowId={(row) => String(row.id)}
      />
    </Stack>
  );
}

function TotalsView({ data }: { data: CollectionTotals }) {
  const t = useT();
  const label = useLabel();
  if (data.total.sales === 0 && data.total.refunds === 0) return <Text c="dimmed">{t('collections.totals.none')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <TakingsTable
        caption={t('collections.totals.byService')}
        first={t('collections.totals.service')}
        rows={data.byService.map((r) => ({ key: r.serviceCode, name: label(serviceLabel(r.serviceCode)), ...r }))}
        total={data.total}
      />
      <TakingsTable
        caption={t('collections.totals.byStaff')}
        first={t('collections.totals.staff')}
        rows={data.byStaff.map((r) => ({ key: r.madeByName, name: r.madeByName, ...r }))}
        total={data.total}
      />
    </SimpleGrid>
  );
}

const SERVICE_LABELS = new Map(
  (COLLECTION_COLUMNS.find((c) => c.field === 'serviceCode')?.options ?? []).map((o) => [o.value, o.label]),
);
const serviceLabel = (code: string) => SERVICE_LABELS.get(code) ?? code;

function TakingsTable({
  caption,
  first,
  rows,
  total,
}: {
  caption: string;
  first: string;
  rows: (Takings & { key: string; name: string })[];
  total: Takings;
}) {
  const t = useT();
  const line = (r: Takings) => (
    <>
      <Table.Td style={num}>{r.sales}</Table.Td>
      <Table.Td style={num}>{r.refunds}</Table.Td>
      <Table.Td style={num}>{formatAmount(r.cash)}</Table.Td>
      <Table.Td style={num}>{formatAmount(r.wallet)}</Table.Td>
    </>
  );
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{first}</Table.Th>
            <Table.Th>{t('collections.totals.sales')}</Table.Th>
            <Table.Th>{t('collections.totals.refunds')}</Table.Th>
            <Table.Th>{t('collections.totals.cash')}</Table.Th>
            <Table.Th>{t('collections.totals.wallet')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td>{r.name}</Table.Td>
              {line(r)}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td>{t('collections.totals.total')}</Table.Td>
            {line(total)}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
