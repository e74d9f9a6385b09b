import { Card, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { MarginReport } from '../../../../../contract/margins';
import { SERVICE_CODES } from '../../../../../contract/services';
import { useMarginReport } from '../../../../api/margins';
import { formatAmount, formatDate } from '../../../../components/DataTable';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { DateRangeFields } from '../../../../components/money/DateRangeFields';
import { usePeriod } from '../../../../components/money/use-period';
import { formatLocale, useLocale } from '../../../../i18n/common';
import { useLabel } from '../../../../i18n/labels';
import { useT } from '../../../../i18n/margins';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const SERVICE_LABELS = new Map<string, string>(SERVICE_CODES.map((c) => [c.code, c.label]));

/**
 * /backend/misc/reports/margins (issue 28 §2): what franchise members were charged, the margins paid to their owners,
 * the government's fee and the agency's revenue per service, and the margins paid per owner.
 */
export default function MarginReportPage() {
  const t = useT();
  const locale = formatLocale(useLocale());
  const { from, to, setPeriod } = usePeriod();
  const report = useMarginReport(from, to);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('margins.report.title')}
          </Title>
          <Text c="dimmed">{t('margins.report.intro')}</Text>
        </div>
        <DateRangeFields from={from} to={to} onChange={setPeriod} />
      </Group>
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h4" mb="sm">
          {t('margins.earnings.heading', { from: formatDate(from, locale), to: formatDate(to, locale) })}
        </Title>
        {report.isError ? (
          <FormErrorAlert error={report.error} title={t('margins.report.loadFailed')} />
        ) : !report.data ? (
          <Center py="md">
            <Loader aria-label={t('margins.report.loadFailed')} size="sm" />
          </Center>
        ) : (
          <ReportView data={report.data} />
        )}
      </Card>
    </Stack>
  );
}

function ReportView({ data }: { data: MarginReport }) {
  const t = useT();
  const label = useLabel();
  if (data.byService.length === 0) return <Text c="dimmed">{t('margins.report.none')}</Text>;
  return (
    // One table under the other: side by side at 1366 px the service table (six columns) scrolled, its revenue hidden.
    <Stack gap="md">
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder>
          <Table.Caption>{t('margins.report.byService')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('margins.report.service')}</Table.Th>
              <Table.Th>{t('margins.report.charges')}</Table.Th>
              <Table.Th>{t('margins.report.charged')}</Table.Th>
              <Table.Th>{t('margins.report.margins')}</Table.Th>
              <Table.Th>{t('margins.report.govFee')}</Table.Th>
              <Table.Th>{t('margins.report.revenue')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.byService.map((r) => (
              <Table.Tr key={r.serviceCode}>
                <Table.Td>{label(SERVICE_LABELS.get(r.serviceCode) ?? r.serviceCode)}</Table.Td>
                <Table.Td style={num}>{r.charges}</Table.Td>
                <Table.Td style={num}>{formatAmount(r.charged)}</Table.Td>
                <Table.Td style={num}>{formatAmount(r.margins)}</Table.Td>
                <Table.Td style={num}>{formatAmount(r.govFee)}</Table.Td>
                <Table.Td style={num}>{formatAmount(r.revenue)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Table.ScrollContainer minWidth={360}>
        <Table striped withTableBorder>
          <Table.Caption>{t('margins.report.byOwner')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('margins.report.owner')}</Table.Th>
              <Table.Th>{t('margins.report.charges')}</Table.Th>
              <Table.Th>{t('margins.report.charged')}</Table.Th>
              <Table.Th>{t('margins.report.margins')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.byOwner.map((r) => (
              <Table.Tr key={r.ownerId}>
                <Table.Td>{`${r.ownerName} (${r.ownerCode})`}</Table.Td>
                <Table.Td style={num}>{r.charges}</Table.Td>
                <Table.Td style={num}>{formatAmount(r.charged)}</Table.Td>
                <Table.Td style={num}>{formatAmount(r.margins)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
