import { useMemo, useState } from 'react';
import { Button, Card, Center, Group, Loader, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { gstr1Range, type Gstr1Export, type Gstr1Kind, type Gstr1SectionKey } from '../../../../../contract/gstr1';
import type { MessageId } from '../../../../../contract/i18n';
import { downloadGstr1, useGstr1 } from '../../../../api/invoices';
import { notifyDownloadError } from '../../../../api/table';
import { formatAmount } from '../../../../components/DataTable';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { useFormat, useT } from '../../../../i18n/invoices';
import { PageHeading } from '../../../../components/PageHeading';

const SECTION_LABEL: Record<Gstr1SectionKey, MessageId> = {
  b2b: 'invoices.gstr1.section.b2b',
  b2cl: 'invoices.gstr1.section.b2cl',
  b2cs: 'invoices.gstr1.section.b2cs',
  cdnr: 'invoices.gstr1.section.cdnr',
  cdnur: 'invoices.gstr1.section.cdnur',
  hsnB2b: 'invoices.gstr1.section.hsnB2b',
  hsnB2c: 'invoices.gstr1.section.hsnB2c',
  docs: 'invoices.gstr1.section.docs',
};
/** Sections that occur only above the B2CL limit: listed when they have rows. */
const RARE: readonly Gstr1SectionKey[] = ['b2cl', 'cdnur'];

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The last 24 months in India, newest first (YYYY-MM); a quarter is picked by its first month. */
function recentMonths(now = new Date()): string[] {
  const india = new Date(now.getTime() + 330 * 60_000);
  return Array.from({ length: 24 }, (_, i) =>
    new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() - i, 1)).toISOString().slice(0, 7),
  );
}

/**
 * /backend/misc/reports/gstr1 (issue 28 §3): what the accountant uploads for GSTR-1 — a month's (or a QRMP quarter's)
 * invoices and credit notes per section of the GST offline tool, each as its CSV, or all in one workbook.
 */
export default function Gstr1Page() {
  const t = useT();
  const { formatMonth, formatDate } = useFormat();
  const [kind, setKind] = useState<Gstr1Kind>('month');
  const months = useMemo(() => recentMonths(), []);
  const [month, setMonth] = useState(months[1]);
  const options = useMemo(() => {
    if (kind === 'month') return months.map((m) => ({ value: m, label: formatMonth(m) }));
    const firsts = [...new Set(months.map((m) => gstr1Range({ kind: 'quarter', month: m }).months[0]))];
    return firsts.map((m) => {
      const r = gstr1Range({ kind: 'quarter', month: m });
      return {
        value: m,
        label: t('invoices.gstr1.quarterOption', { from: formatMonth(m), to: formatMonth(r.months[2]) }),
      };
    });
  }, [kind, months, formatMonth, t]);
  const picked = kind === 'quarter' ? gstr1Range({ kind, month }).months[0] : month;
  const report = useGstr1(kind, picked);
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (file: Gstr1Export['file']) => {
    setBusy(file);
    try {
      await downloadGstr1(kind, picked, file);
    } catch (e) {
      notifyDownloadError(e);
    } finally {
      setBusy(null);
    }
  };

  const data = report.data;
  const empty = data && data.invoices + data.creditNotes === 0;
  return (
    <Stack gap="md">
      <PageHeading title={t('invoices.gstr1.title')} description={t('invoices.gstr1.intro')} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={t('invoices.gstr1.periodKind')}
          value={kind}
          onChange={(v) => setKind(v as Gstr1Kind)}
          data={[
            { value: 'month', label: t('invoices.gstr1.monthly') },
            { value: 'quarter', label: t('invoices.gstr1.quarterly') },
          ]}
        />
        <Select
          label={t('invoices.gstr1.period')}
          data={options}
          value={picked}
          onChange={(v) => v && setMonth(v)}
          allowDeselect={false}
          w={260}
        />
        <Button
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          onClick={() => void download('workbook')}
          loading={busy === 'workbook'}
          disabled={!data || !!empty}
        >
          {t('invoices.gstr1.workbook')}
        </Button>
      </Group>
      <Card withBorder radius="md" padding="md">
        {report.isError ? (
          <FormErrorAlert error={report.error} title={t('invoices.gstr1.loadFailed')} />
        ) : !data ? (
          <Center py="xl">
            <Loader aria-label={t('invoices.gstr1.loading')} />
          </Center>
        ) : empty ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('invoices.gstr1.empty', { from: formatDate(data.from), to: formatDate(data.to) })}
          </Text>
        ) : (
          <Stack gap="sm">
            <Text>
              {t('invoices.gstr1.counts', {
                from: formatDate(data.from),
                to: formatDate(data.to),
                invoices: data.invoices,
                creditNotes: data.creditNotes,
              })}
            </Text>
            <Table.ScrollContainer minWidth={860}>
              <Table striped aria-label={t('invoices.gstr1.summary')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('invoices.gstr1.section')}</Table.Th>
                    <Table.Th style={num}>{t('invoices.gstr1.rows')}</Table.Th>
                    <Table.Th style={num}>{t('invoices.gstr1.documents')}</Table.Th>
                    <Table.Th style={num}>{t('invoices.gstr1.taxable')}</Table.Th>
                    <Table.Th style={num}>{t('invoices.gstr1.cgst')}</Table.Th>
                    <Table.Th style={num}>{t('invoices.gstr1.sgst')}</Table.Th>
                    <Table.Th style={num}>{t('invoices.gstr1.igst')}</Table.Th>
                    <Table.Th>{t('invoices.gstr1.csv')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.sections
                    .filter((s) => s.rows > 0 || !RARE.includes(s.section))
                    .map((s) => (
                      <Table.Tr key={s.section}>
                        <Table.Td>{t(SECTION_LABEL[s.section])}</Table.Td>
                        <Table.Td style={num}>{s.rows}</Table.Td>
                        <Table.Td style={num}>{s.documents}</Table.Td>
                        {s.section === 'docs' ? (
                          <Table.Td colSpan={4} />
                        ) : (
                          <>
                            <Table.Td style={num}>{formatAmount(s.taxable)}</Table.Td>
                            <Table.Td style={num}>{formatAmount(s.cgst)}</Table.Td>
                            <Table.Td style={num}>{formatAmount(s.sgst)}</Table.Td>
                            <Table.Td style={num}>{formatAmount(s.igst)}</Table.Td>
                          </>
                        )}
                        <Table.Td>
                          <Button
                            size="compact-sm"
                            variant="default"
                            leftSection={<IconDownload size={14} aria-hidden />}
                            loading={busy === s.section}
                            onClick={() => void download(s.section)}
                            aria-label={t('invoices.gstr1.csvOf', { section: t(SECTION_LABEL[s.section]) })}
                          >
                            {t('invoices.gstr1.csv')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th>{t('invoices.gstr1.net')}</Table.Th>
                    <Table.Th />
                    <Table.Th style={num}>{data.net.documents}</Table.Th>
                    <Table.Th style={num}>{formatAmount(data.net.taxable)}</Table.Th>
                    <Table.Th style={num}>{formatAmount(data.net.cgst)}</Table.Th>
                    <Table.Th style={num}>{formatAmount(data.net.sgst)}</Table.Th>
                    <Table.Th style={num}>{formatAmount(data.net.igst)}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
      </Card>
      <Text size="xs" c="dimmed">
        {t('invoices.gstr1.explain')}
      </Text>
    </Stack>
  );
}
