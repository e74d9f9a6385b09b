import { Card, Center, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { EARNING_COLUMNS, type EarningsTotals } from '../../../../contract/margins';
import { marginPaths, useEarnings } from '../../../api/margins';
import { DataTable, formatAmount, formatDate } from '../../../components/DataTable';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { DateRangeFields } from '../../../components/money/DateRangeFields';
import { usePeriod } from '../../../components/money/use-period';
import { formatLocale, useLocale, useT as useCommonT } from '../../../i18n/common';
import { useLabel } from '../../../i18n/labels';
import { useT } from '../../../i18n/margins';
import { PageHeading } from '../../../components/PageHeading';

type Earned = EarningsTotals['total'];
type EarningRow = { id: number; day: string; serviceCode: string; memberName: string; margin: number };
const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const SIZES = { day: 120, serviceCode: 200, memberName: 180, quantity: 90, charged: 130, margin: 120, reversed: 120 };
const CARD_ROLES = {
  serviceCode: 'title',
  day: 'badge',
  memberName: 'field',
  quantity: 'field',
  charged: 'field',
  margin: 'field',
  reversed: 'field',
} as const;

/**
 * /merchant/misc/earnings (issue 28 §2, owners): the margin the owner earned on its franchise members' charges over
 * a range of days, by day, by service and by member, and each charge (exportable).
 */
export default function EarningsPage() {
  const t = useT();
  const tc = useCommonT();
  const locale = formatLocale(useLocale());
  const { from, to, setPeriod } = usePeriod();
  const totals = useEarnings(from, to);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeading title={t('margins.earnings.title')} description={t('margins.earnings.intro')} />
        <DateRangeFields from={from} to={to} onChange={setPeriod} />
      </Group>
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h4" mb="sm">
          {t('margins.earnings.heading', { from: formatDate(from, locale), to: formatDate(to, locale) })}
        </Title>
        {totals.isError ? (
          <FormErrorAlert error={totals.error} title={t('margins.earnings.loadFailed')} />
        ) : !totals.data ? (
          <Center py="md">
            <Loader aria-label={tc('common.loading.title')} size="sm" />
          </Center>
        ) : (
          <TotalsView data={totals.data} />
        )}
      </Card>
      <DataTable<EarningRow>
        url={marginPaths.earnings}
        exportUrl={`${marginPaths.earnings}/export`}
        title={t('margins.earnings.table')}
        columns={EARNING_COLUMNS}
        additionFilter={{ from, to }}
        sizes={SIZES}
        cardRoles={CARD_ROLES}
        getRowId={(row) => String(row.id)}
      />
    </Stack>
  );
}

const SERVICE_LABELS = new Map(
  (EARNING_COLUMNS.find((c) => c.field === 'serviceCode')?.options ?? []).map((o) => [o.value, o.label]),
);

function TotalsView({ data }: { data: EarningsTotals }) {
  const t = useT();
  const label = useLabel();
  const locale = formatLocale(useLocale());
  if (data.total.charges === 0) return <Text c="dimmed">{t('margins.earnings.none')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <EarnedTable
        caption={t('margins.earnings.byDay')}
        first={t('margins.earnings.day')}
        rows={data.byDay.map((r) => ({ key: r.day, name: formatDate(r.day, locale), ...r }))}
        total={data.total}
      />
      <EarnedTable
        caption={t('margins.earnings.byService')}
        first={t('margins.earnings.service')}
        rows={data.byService.map((r) => ({
          key: r.serviceCode,
          name: label(SERVICE_LABELS.get(r.serviceCode) ?? r.serviceCode),
          ...r,
        }))}
        total={data.total}
      />
      <EarnedTable
        caption={t('margins.earnings.byMember')}
        first={t('margins.earnings.member')}
        rows={data.byMember.map((r) => ({ key: String(r.memberId), name: `${r.memberName} (${r.memberCode})`, ...r }))}
        total={data.total}
      />
    </SimpleGrid>
  );
}

function EarnedTable({
  caption,
  first,
  rows,
  total,
}: {
  caption: string;
  first: string;
  rows: (Earned & { key: string; name: string })[];
  total: Earned;
}) {
  const t = useT();
  const line = (r: Earned) => (
    <>
      <Table.Td style={num}>{r.charges}</Table.Td>
      <Table.Td style={num}>{formatAmount(r.charged)}</Table.Td>
      <Table.Td style={num}>{formatAmount(r.margin)}</Table.Td>
    </>
  );
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped withTableBorder>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{first}</Table.Th>
            <Table.Th>{t('margins.earnings.charges')}</Table.Th>
            <Table.Th>{t('margins.earnings.charged')}</Table.Th>
            <Table.Th>{t('margins.earnings.margin')}</Table.Th>
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
            <Table.Td>{t('margins.earnings.total')}</Table.Td>
            {line(total)}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
