import { useMemo } from 'react';
import { Card, Center, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { LEDGER_COLUMNS, ledgerTypeLabel } from '../../../../contract/reports';
import { MONEY_PATHS, useLedgerSummary, useServiceSummary } from '../../../api/money';
import { DataTable, formatAmount, formatCount, formatDate } from '../../../components/DataTable';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { DateRangeFields } from '../../../components/money/DateRangeFields';
import { usePeriod } from '../../../components/money/use-period';

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
            Reports
          </Title>
          <Text c="dimmed">
            Ledger statement from <span style={{ whiteSpace: 'nowrap' }}>{formatDate(from)}</span> to{' '}
            <span style={{ whiteSpace: 'nowrap' }}>{formatDate(to)}</span>
          </Text>
        </div>
        <DateRangeFields from={from} to={to} onChange={setPeriod} />
      </Group>
      <Summary from={from} to={to} />
      <Title order={2} size="h4">
        Ledger Statement
      </Title>
      <DataTable<LedgerRow>
        url={MONEY_PATHS.ledgerList}
        exportUrl={`${MONEY_PATHS.ledgerList}/export`}
        title={`Ledger statement ${from} to ${to}`}
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

function Figure({ label, value, color }: { label: string; value: number | undefined; color?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text
        fz={{ base: 'md', sm: 'xl' }}
        fw={700}
        c={color}
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        data-testid={`summary-${label}`}
      >
        {value === undefined ? '…' : formatAmount(value)}
      </Text>
    </Card>
  );
}

function Summary({ from, to }: { from: string; to: string }) {
  const s = useLedgerSummary(from, to);
  if (s.isError) return <FormErrorAlert error={s.error} title="Could not load the balances" />;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <Figure label="Opening balance" value={s.data?.opening} />
      <Figure label="Total Dr" value={s.data?.totalDr} color="red.8" />
      <Figure label="Total Cr" value={s.data?.totalCr} color="green.8" />
      <Figure label="Closing balance" value={s.data?.closing} />
    </SimpleGrid>
  );
}

function ServiceSummaryCard({ from, to }: { from: string; to: string }) {
  const s = useServiceSummary(from, to);
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        Service-wise Summary
      </Title>
      {s.isError ? (
        <FormErrorAlert error={s.error} title="Could not load the summary" />
      ) : !s.data ? (
        <Center py="md">
          <Loader size="sm" aria-label="Loading summary" />
        </Center>
      ) : s.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No entries in this period.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320} type="native">
          <Table striped verticalSpacing="xs" aria-label="Service-wise summary">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Type</Table.Th>
                <Table.Th ta="right">Entries</Table.Th>
                <Table.Th ta="right">Dr</Table.Th>
                <Table.Th ta="right">Cr</Table.Th>
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
