import { useMemo } from 'react';
import { Card, Center, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { LEDGER_COLUMNS, ledgerTypeLabel } from '../../../../contract/reports';
import { MONEY_PATHS, useLedgerSummary, useServiceSummary } from '../../../api/money';
import { DataTable, formatAmount, formatCount, formatDate } from '../../../components/DataTable';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { DateRangeFields } from '../../../components/money/DateRangeFields';
import { usePeriod } from '../../../components/money/use-period';
import type { MessageId } from '../../../../contract/i18n';
import { useT } from '../../../i18n/money';

type LedgerRow = { createdAt: string; narration: string; refType: string; dr: number; cr: number; balance: number };

/** A Dr or Cr cell: the amount with '/-' when there is one, blank otherwise, so each row reads one way. */
function drCr(value: number, side: 'Dr' | 'Cr') {
  if (!value) return '';
  return (
    <Text size="sm" c={side === 'Dr' ? 'red.8' : 'green.8'} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatAmount(value)}
    </Text>
  );
}

/** /merchant/misc/reports: the ledger statement of a period (opening, entries, closing) and a service-wise summary. */
export default function MerchantReportsPage() {
  const t = useT();
  const { from, to, setPeriod } = usePeriod();
  const additionFilter = useMemo(() => ({ from, to }), [from, to]);
  const cells = useMemo(
    () => ({
      dr: (row: LedgerRow) => drCr(row.dr, 'Dr'),
      cr: (row: LedgerRow) => drCr(row.cr, 'Cr'),
      // Types outside the options (one written before its service was named) still read in words.
      refType: (row: LedgerRow) => ledgerTypeLabel(row.refType),
      balance: (row: LedgerRow) => (
        <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatAmount(row.balance)}
        </Text>
      ),
    }),
    [],
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('money.reports.title')}
          </Title>
          <Text c="dimmed">
            {/* Each date kept on one line: the sentence in the language, with the dates put in its placeholders. */}
            {t('money.reports.period', { from: '{from}', to: '{to}' })
              .split(/(\{from\}|\{to\})/)
              .map((part, i) =>
                part === '{from}' || part === '{to}' ? (
                  <span key={i} style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(part === '{from}' ? from : to)}
                  </span>
                ) : (
                  part
                ),
              )}
          </Text>
        </div>
        <DateRangeFields from={from} to={to} onChange={setPeriod} />
      </Group>
      <Summary from={from} to={to} />
      <Title order={2} size="h4">
        {t('money.reports.statement')}
      </Title>
      <DataTable<LedgerRow>
        url={MONEY_PATHS.ledgerList}
        exportUrl={`${MONEY_PATHS.ledgerList}/export`}
        title={t('money.reports.tableTitle', { from, to })}
        columns={LEDGER_COLUMNS}
        cardRoles={{ narration: 'title', createdAt: 'field', dr: 'field', cr: 'field', balance: 'field' }}
        additionFilter={additionFilter}
        cells={cells}
        sizes={{ createdAt: 160, narration: 260, refType: 140, dr: 120, cr: 120, balance: 130 }}
      />
      <ServiceSummaryCard from={from} to={to} />
    </Stack>
  );
}

/** `name` is the figure's English name, kept as its test id (e2e/money.spec.ts). */
function Figure({
  name,
  label,
  value,
  color,
}: {
  name: string;
  label: MessageId;
  value: number | undefined;
  color?: string;
}) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {t(label)}
      </Text>
      <Text
        fz={{ base: 'md', sm: 'xl' }}
        fw={700}
        c={color}
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        data-testid={`summary-${name}`}
      >
        {value === undefined ? '…' : formatAmount(value)}
      </Text>
    </Card>
  );
}

function Summary({ from, to }: { from: string; to: string }) {
  const t = useT();
  const s = useLedgerSummary(from, to);
  if (s.isError) return <FormErrorAlert error={s.error} title={t('money.reports.balancesFailed')} />;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <Figure name="Opening balance" label="money.reports.opening" value={s.data?.opening} />
      <Figure name="Total Dr" label="money.reports.totalDr" value={s.data?.totalDr} color="red.8" />
      <Figure name="Total Cr" label="money.reports.totalCr" value={s.data?.totalCr} color="green.8" />
      <Figure name="Closing balance" label="money.reports.closing" value={s.data?.closing} />
    </SimpleGrid>
  );
}

function ServiceSummaryCard({ from, to }: { from: string; to: string }) {
  const t = useT();
  const s = useServiceSummary(from, to);
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('money.reports.summaryTitle')}
      </Title>
      {s.isError ? (
        <FormErrorAlert error={s.error} title={t('money.reports.summaryFailed')} />
      ) : !s.data ? (
        <Center py="md">
          <Loader size="sm" aria-label={t('money.reports.summaryLoading')} />
        </Center>
      ) : s.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('money.reports.noEntries')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320} type="native">
          <Table striped verticalSpacing="xs" aria-label={t('money.reports.summaryTable')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('money.reports.type')}</Table.Th>
                <Table.Th ta="right">{t('money.reports.entries')}</Table.Th>
                <Table.Th ta="right">{t('money.reports.dr')}</Table.Th>
                <Table.Th ta="right">{t('money.reports.cr')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {s.data.map((r) => (
                <Table.Tr key={r.refType}>
                  <Table.Td>{ledgerTypeLabel(r.refType)}</Table.Td>
                  <Table.Td ta="right">{formatCount(r.entries)}</Table.Td>
                  <Table.Td ta="right">{r.dr ? formatAmount(r.dr) : '--'}</Table.Td>
                  <Table.Td ta="right">{r.cr ? formatAmount(r.cr) : '--'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
