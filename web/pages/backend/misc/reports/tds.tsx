import { Card, Center, Group, Loader, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { TdsPayable } from '../../../../../contract/tds';
import { useTdsPayable } from '../../../../api/tds';
import { formatAmount, formatDate } from '../../../../components/DataTable';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { QuarterFields, useQuarter } from '../../../../components/money/QuarterFields';
import { formatLocale, useLocale } from '../../../../i18n/common';
import { useT } from '../../../../i18n/tds';
import { PageHeading } from '../../../../components/PageHeading';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * /backend/misc/reports/tds (issue 28 §2): the TDS withheld from owners' margins in a quarter, per owner (Form 26Q's
 * deductee rows) and per month (the deposits due by the 7th of the next month).
 */
export default function TdsPayablePage() {
  const t = useT();
  const { fy, quarter, current, setQuarter } = useQuarter();
  const payable = useTdsPayable(fy, quarter);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeading title={t('tds.payable.title')} description={t('tds.payable.intro')} />
        <QuarterFields fy={fy} quarter={quarter} current={current} onChange={setQuarter} />
      </Group>
      <Card withBorder radius="md" padding="md">
        {payable.isError ? (
          <FormErrorAlert error={payable.error} title={t('tds.payable.loadFailed')} />
        ) : !payable.data ? (
          <Center py="md">
            <Loader aria-label={t('tds.payable.title')} size="sm" />
          </Center>
        ) : (
          <PayableView data={payable.data} />
        )}
      </Card>
    </Stack>
  );
}

function PayableView({ data }: { data: TdsPayable }) {
  const t = useT();
  const locale = formatLocale(useLocale());
  if (data.byOwner.length === 0) return <Text c="dimmed">{t('tds.payable.none')}</Text>;
  const monthName = (m: string) => formatDate(`${m}-01`, locale).slice(3);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Table.ScrollContainer minWidth={420}>
        <Table striped withTableBorder>
          <Table.Caption>{t('tds.payable.byOwner')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tds.payable.owner')}</Table.Th>
              <Table.Th>{t('tds.payable.pan')}</Table.Th>
              <Table.Th>{t('tds.payable.margin')}</Table.Th>
              <Table.Th>{t('tds.payable.tds')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.byOwner.map((r) => (
              <Table.Tr key={r.ownerId}>
                <Table.Td>{`${r.ownerName} (${r.ownerCode})`}</Table.Td>
                <Table.Td>{r.pan ?? t('tds.payable.noPan')}</Table.Td>
                <Table.Td style={num}>{formatAmount(r.margin)}</Table.Td>
                <Table.Td style={num}>{formatAmount(r.tds)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr fw={600}>
              <Table.Td>{t('tds.payable.total')}</Table.Td>
              <Table.Td />
              <Table.Td style={num}>{formatAmount(data.total.margin)}</Table.Td>
              <Table.Td style={num}>{formatAmount(data.total.tds)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Table.ScrollContainer minWidth={280}>
        <Table striped withTableBorder>
          <Table.Caption>{t('tds.payable.byMonth')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tds.payable.month')}</Table.Th>
              <Table.Th>{t('tds.payable.tds')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.byMonth.map((r) => (
              <Table.Tr key={r.month}>
                <Table.Td style={num}>{monthName(r.month)}</Table.Td>
                <Table.Td style={num}>{formatAmount(r.tds)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SimpleGrid>
  );
}
