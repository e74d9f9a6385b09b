import { Card, Center, Group, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import type { MarginReport } from '../../../../../contract/margins';
import { SERVICE_CODES } from '../../../../../contract/services';
import { downloadMarginReport, useMarginReport } from '../../../../api/margins';
import { ExportMenu, PAGER_CONTROLS, formatAmount, formatCount, formatDate } from '../../../../components/DataTable';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { DateRangeFields } from '../../../../components/money/DateRangeFields';
import { usePeriod } from '../../../../components/money/use-period';
import { formatLocale, useLocale, useT as useCommonT } from '../../../../i18n/common';
import { useLabel } from '../../../../i18n/labels';
import { useT } from '../../../../i18n/margins';
import { PageHeading } from '../../../../components/PageHeading';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const SERVICE_LABELS = new Map<string, string>(SERVICE_CODES.map((c) => [c.code, c.label]));

/**
 * /backend/misc/reports/margins (issue 28 §2): what franchise members were charged, the margins paid to their owners,
 * the government's fee and the agency's revenue per service, and the margins paid per owner, 50 owners a page.
 */
export default function MarginReportPage() {
  const t = useT();
  const tc = useCommonT();
  const locale = formatLocale(useLocale());
  const { from, to, setPeriod } = usePeriod();
  const [page, setPage] = useOwnersPage();
  const report = useMarginReport(from, to, page);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeading title={t('margins.report.title')} description={t('margins.report.intro')} />
        <Group gap="sm" align="flex-end" wrap="wrap">
          <DateRangeFields from={from} to={to} onChange={setPeriod} />
          {/* Every owner of the period as a file: the accountant's copy of what the screen shows 50 at a time. */}
          <ExportMenu
            label={t('margins.report.export')}
            disabled={!report.data || report.data.owners.total === 0}
            onExport={(format) => downloadMarginReport(from, to, format)}
          />
        </Group>
      </Group>
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h4" mb="sm">
          {t('margins.earnings.heading', { from: formatDate(from, locale), to: formatDate(to, locale) })}
        </Title>
        {report.isError ? (
          <FormErrorAlert error={report.error} title={t('margins.report.loadFailed')} />
        ) : !report.data ? (
          <Center py="md">
            <Loader aria-label={tc('common.loading.title')} size="sm" />
          </Center>
        ) : (
          <ReportView data={report.data} onPage={setPage} />
        )}
      </Card>
    </Stack>
  );
}

/** A service's (or all services') charges and amounts, as the by-service table's cells. */
function ServiceAmounts({ r }: { r: MarginReport['total'] }) {
  return (
    <>
      <Table.Td style={num}>{formatCount(r.charges)}</Table.Td>
      <Table.Td style={num}>{formatAmount(r.charged)}</Table.Td>
      <Table.Td style={num}>{formatAmount(r.margins)}</Table.Td>
      <Table.Td style={num}>{formatAmount(r.govFee)}</Table.Td>
      <Table.Td style={num}>{formatAmount(r.revenue)}</Table.Td>
    </>
  );
}

/**
 * The page of owners, in the URL (`?page=`, one-based) so reload and back keep it; a new period drops it (usePeriod).
 */
function useOwnersPage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = (next: number) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next > 1) p.set('page', String(next));
      else p.delete('page');
      return p;
    });
  return [page, setPage];
}

function ReportView({ data, onPage }: { data: MarginReport; onPage: (page: number) => void }) {
  const t = useT();
  const tc = useCommonT();
  const label = useLabel();
  const phone = useMediaQuery('(max-width: 36em)');
  if (data.byService.length === 0) return <Text c="dimmed">{t('margins.report.none')}</Text>;
  const { total, page, pageSize } = data.owners;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = Math.min((page - 1) * pageSize + 1, total);
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
                <ServiceAmounts r={r} />
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th scope="row">{t('margins.report.total')}</Table.Th>
              <ServiceAmounts r={data.total} />
            </Table.Tr>
          </Table.Tfoot>
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
                <Table.Td style={num}>{formatCount(r.charges)}</Table.Td>
                <Table.Td style={num}>{formatAmount(r.charged)}</Table.Td>
                <Table.Td style={num}>{formatAmount(r.margins)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 || page > 1 ? (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('margins.report.ownersShown', {
              from: formatCount(first),
              to: formatCount(first + data.byOwner.length - 1),
              total: formatCount(total),
            })}
          </Text>
          <nav aria-label={t('margins.report.ownerPages')}>
            <Pagination
              size={phone ? 'lg' : 'sm'}
              total={pages}
              value={Math.min(page, pages)}
              onChange={onPage}
              siblings={phone ? 0 : 1}
              getItemProps={(p) => ({
                'aria-label': tc('common.table.page', { page: p }),
                'aria-current': p === page ? 'page' : undefined,
              })}
              getControlProps={(control) => ({ 'aria-label': tc(PAGER_CONTROLS[control]) })}
            />
          </nav>
        </Group>
      ) : null}
    </Stack>
  );
}
