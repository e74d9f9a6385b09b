import { useMemo, useState } from 'react';
import { Group, Select, Stack } from '@mantine/core';
import { INVOICE_COLUMNS } from '../../../../contract/invoices';
import { invoicePaths } from '../../../api/invoices';
import { DataTable } from '../../../components/DataTable';
import { InvoicePdfButton } from '../../../components/invoices/PdfButton';
import { useFormat, useT } from '../../../i18n/invoices';
import { PageHeading } from '../../../components/PageHeading';

type Row = { id: number; number: string } & Record<string, unknown>;

/** The merchant sees its own documents: the merchant column says nothing to it. */
const COLUMNS = INVOICE_COLUMNS.filter((c) => c.field !== 'merchantCode');
const CARD_ROLES = {
  number: 'title',
  kind: 'badge',
  dated: 'field',
  taxable: 'field',
  tax: 'field',
  amount: 'field',
} as const;

/** The last 24 months in India, newest first, as YYYY-MM. */
function recentMonths(now = new Date()): string[] {
  const india = new Date(now.getTime() + 330 * 60_000);
  return Array.from({ length: 24 }, (_, i) => {
    const d = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() - i, 1));
    return d.toISOString().slice(0, 7);
  });
}

/**
 * /merchant/accounting/invoices (issue 28 §3): the agency's GST tax invoices for the wallet's charges and credit notes
 * for its refunds, a month at a time, each downloadable as a PDF.
 */
export default function MerchantInvoicesPage() {
  const t = useT();
  const { formatMonth } = useFormat();
  const [month, setMonth] = useState<string | null>(null);
  const filter = useMemo(() => {
    const f: Record<string, string> = {};
    if (month) f.month = month;
    return f;
  }, [month]);
  const months = useMemo(() => recentMonths().map((m) => ({ value: m, label: formatMonth(`${m}-01`) })), [formatMonth]);
  return (
    <Stack gap="md">
      <PageHeading title={t('invoices.merchant.title')} description={t('invoices.merchant.intro')} />
      <Group>
        <Select
          label={t('invoices.merchant.month')}
          placeholder={t('invoices.merchant.allMonths')}
          data={months}
          value={month}
          onChange={setMonth}
          clearable
          w={220}
        />
      </Group>
      <DataTable<Row>
        url={invoicePaths.table}
        exportUrl={`${invoicePaths.table}/export`}
        title={t('invoices.merchant.title')}
        columns={COLUMNS}
        cardRoles={CARD_ROLES}
        additionFilter={filter}
        getRowId={(row) => String(row.id)}
        rowActionsLabel={t('invoices.merchant.download')}
        rowActionsSize={90}
        rowActions={(row) => (
          <InvoicePdfButton
            path={invoicePaths.pdf(row.id)}
            label={t('invoices.merchant.download')}
            name={t('invoices.merchant.downloadOf', { number: row.number })}
          />
        )}
      />
    </Stack>
  );
}
