import { Button, Card, Center, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { TdsStatement } from '../../../../contract/tds';
import { SERVICE_CODES } from '../../../../contract/services';
import { useTdsStatement } from '../../../api/tds';
import { formatAmount, formatDate } from '../../../components/DataTable';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { QuarterFields, useQuarter } from '../../../components/money/QuarterFields';
import { formatLocale, useLocale } from '../../../i18n/common';
import { useLabel } from '../../../i18n/labels';
import { useT } from '../../../i18n/tds';
import { PageHeading } from '../../../components/PageHeading';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const SERVICE_LABELS = new Map<string, string>(SERVICE_CODES.map((c) => [c.code, c.label]));

/**
 * /merchant/misc/tds (owner, issue 28 §2): a quarter's margins and the TDS deducted from each, with the quarter's and
 * the year's totals: what the owner checks against its Form 16A and files with its return.
 */
export default function TdsStatementPage() {
  const t = useT();
  const { fy, quarter, current, setQuarter } = useQuarter();
  const statement = useTdsStatement(fy, quarter);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeading title={t('tds.statement.title')} description={t('tds.statement.intro')} />
        <Group gap="sm" align="flex-end" wrap="wrap">
          <QuarterFields fy={fy} quarter={quarter} current={current} onChange={setQuarter} />
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            {t('tds.statement.print')}
          </Button>
        </Group>
      </Group>
      {statement.isError ? (
        <FormErrorAlert error={statement.error} title={t('tds.statement.loadFailed')} />
      ) : !statement.data ? (
        <Center py="md">
          <Loader aria-label={t('tds.statement.title')} size="sm" />
        </Center>
      ) : (
        <StatementView data={statement.data} />
      )}
    </Stack>
  );
}

function StatementView({ data }: { data: TdsStatement }) {
  const t = useT();
  const label = useLabel();
  const locale = formatLocale(useLocale());
  const sums = (title: string, s: TdsStatement['total']) => (
    <Card withBorder radius="md" padding="md">
      <Text fw={600} mb={4}>
        {title}
      </Text>
      <Text size="sm">
        {t('tds.statement.margin')}: <span style={num}>{formatAmount(s.margin)}</span>
      </Text>
      <Text size="sm">
        {t('tds.statement.tds')}: <span style={num}>{formatAmount(s.tds)}</span>
      </Text>
      <Text size="sm" fw={600}>
        {t('tds.statement.net')}: <span style={num}>{formatAmount(s.net)}</span>
      </Text>
    </Card>
  );
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('tds.statement.heading', {
          name: data.owner.name,
          code: data.owner.code,
          fy: data.fy,
          quarter: data.quarter,
          from: formatDate(data.from, locale),
          to: formatDate(data.to, locale),
        })}
      </Title>
      <Text size="sm" c={data.owner.pan ? undefined : 'orange'}>
        {data.owner.pan ? t('tds.statement.pan', { pan: data.owner.pan }) : t('tds.statement.noPan')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {sums(t('tds.statement.quarterTotal'), data.total)}
        {sums(t('tds.statement.yearToDate'), data.yearToDate)}
      </SimpleGrid>
      {data.rows.length === 0 ? (
        <Text c="dimmed">{t('tds.statement.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tds.statement.date')}</Table.Th>
                <Table.Th>{t('tds.statement.member')}</Table.Th>
                <Table.Th>{t('tds.statement.service')}</Table.Th>
                <Table.Th>{t('tds.statement.margin')}</Table.Th>
                <Table.Th>{t('tds.statement.rate')}</Table.Th>
                <Table.Th>{t('tds.statement.tds')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((r, i) => (
                <Table.Tr key={i}>
                  <Table.Td style={num}>{formatDate(r.day, locale)}</Table.Td>
                  <Table.Td>{r.memberName}</Table.Td>
                  <Table.Td>{label(SERVICE_LABELS.get(r.serviceCode) ?? r.serviceCode)}</Table.Td>
                  <Table.Td style={num}>{formatAmount(r.margin)}</Table.Td>
                  <Table.Td style={num}>{r.rate == null ? '--' : `${r.rate}%`}</Table.Td>
                  <Table.Td style={num}>{formatAmount(r.tds)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
