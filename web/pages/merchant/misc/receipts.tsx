import { Group, Stack } from '@mantine/core';
import { RECEIPT_COLUMNS, type ReceiptTableRow } from '../../../../contract/receipts';
import { receiptPaths } from '../../../api/receipts';
import { DataTable } from '../../../components/DataTable';
import { PrintButton } from '../../../components/receipts/ReceiptButtons';
import { useT } from '../../../i18n/collections';
import { PageHeading } from '../../../components/PageHeading';

const SIZES = {
  receiptNo: 80,
  dated: 130,
  kind: 90,
  serviceCode: 150,
  reference: 130,
  customerName: 140,
  customerMobile: 110,
  amount: 120,
  wallet: 120,
  madeByName: 140,
};
/** A phone's card: the customer on top, sale or refund as its badge. */
const CARD_ROLES = {
  customerName: 'title',
  kind: 'badge',
  receiptNo: 'field',
  dated: 'field',
  serviceCode: 'field',
  reference: 'field',
  customerMobile: 'field',
  amount: 'field',
  wallet: 'field',
  madeByName: 'field',
} as const;

/**
 * /merchant/misc/receipts (issue 27 §1): every receipt the shop has given, each printable again on A4 or an 80 mm
 * roll. Staff see their shop's, a franchise member its own (the server scopes the list).
 */
export default function ReceiptsPage() {
  const t = useT();
  return (
    <Stack gap="md">
      <PageHeading title={t('collections.receipts.title')} description={t('collections.receipts.intro')} />
      <DataTable<ReceiptTableRow>
        url={receiptPaths.table}
        exportUrl={`${receiptPaths.table}/export`}
        title={t('collections.receipts.table')}
        columns={RECEIPT_COLUMNS}
        sizes={SIZES}
        cardRoles={CARD_ROLES}
        getRowId={(row) => String(row.id)}
        rowActionsLabel={t('collections.receipts.print')}
        rowActionsSize={120}
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <PrintButton
              receipt={row}
              layout="a4"
              compact
              label={t('collections.receipts.a4')}
              name={t('collections.receipts.a4Of', { no: row.receiptNo })}
            />
            <PrintButton
              receipt={row}
              layout="thermal"
              compact
              label={t('collections.receipts.thermal')}
              name={t('collections.receipts.thermalOf', { no: row.receiptNo })}
            />
          </Group>
        )}
      />
    </Stack>
  );
}
