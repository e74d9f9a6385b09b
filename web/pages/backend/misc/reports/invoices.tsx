import { Stack } from '@mantine/core';
import { INVOICE_COLUMNS } from '../../../../../contract/invoices';
import { invoicePaths } from '../../../../api/invoices';
import { DataTable } from '../../../../components/DataTable';
import { InvoicePdfButton } from '../../../../components/invoices/PdfButton';
import { useT } from '../../../../i18n/invoices';
import { PageHeading } from '../../../../components/PageHeading';

type Row = { id: number; number: string } & Record<string, unknown>;

const CARD_ROLES = {
  number: 'title',
  kind: 'badge',
  dated: 'field',
  merchantCode: 'field',
  buyerGstin: 'field',
  taxable: 'field',
  tax: 'field',
  amount: 'field',
} as const;

/**
 * /backend/misc/reports/invoices (issue 28 §3): every tax invoice and credit note the agency has issued; the table's
 * own filters narrow it by date, type, merchant or GSTIN, and export it.
 */
export default function BackendInvoicesPage() {
  const t = useT();
  return (
    <Stack gap="md">
      <PageHeading title={t('invoices.backend.title')} description={t('invoices.backend.intro')} />
      <DataTable<Row>
        url={invoicePaths.backendTable}
        exportUrl={`${invoicePaths.backendTable}/export`}
        title={t('invoices.backend.title')}
        columns={INVOICE_COLUMNS}
        cardRoles={CARD_ROLES}
        getRowId={(row) => String(row.id)}
        rowActionsLabel={t('invoices.merchant.download')}
        rowActionsSize={90}
        rowActions={(row) => (
          <InvoicePdfButton
            path={invoicePaths.backendPdf(row.id)}
            label={t('invoices.merchant.download')}
            name={t('invoices.merchant.downloadOf', { number: row.number })}
          />
        )}
      />
    </Stack>
  );
}
