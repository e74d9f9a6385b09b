import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PAYMENT_COLUMNS, type PaymentRequestView } from '../../../../../contract/payments';
import { MONEY_PATHS } from '../../../../api/money';
import { DataTable } from '../../../../components/DataTable';
import { WalletHolderOnly } from '../../../../components/money/guards';
import { PaymentStatusBadge } from '../../../../components/money/PaymentStatusBadge';
import { PORTAL_PAGES } from '../../../../../contract/portal-pages';
import { useT } from '../../../../i18n/merchant';
import { PageHeading } from '../../../../components/PageHeading';

// The merchant's own list: no merchant column (it would repeat the account's own code), and what the
// merchant looks for — amount, status and the back office's remark — before the deposit details.
const ORDER = ['refNo', 'createdAt', 'amount', 'status', 'remark', 'mode', 'utr', 'depositDate', 'bank'];
const COLUMNS = ORDER.map((f) => PAYMENT_COLUMNS.find((c) => c.field === f)).filter((c) => c !== undefined);

/** /merchant/accounting/payment/list: my payment requests with their status and the back office's remark. */
export default function PaymentListPage() {
  const t = useT();
  const cells = useMemo(
    () => ({
      status: (row: PaymentRequestView) => <PaymentStatusBadge status={row.status} />,
      remark: (row: PaymentRequestView) =>
        row.remark ? (
          <Text size="sm" c={row.status === 'rejected' ? 'red.8' : undefined} style={{ whiteSpace: 'normal' }}>
            {row.remark}
          </Text>
        ) : (
          '--'
        ),
    }),
    [],
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeading title={t('merchant.paymentList.title')} description={t('merchant.paymentList.intro')} />
        <Button component={Link} to={PORTAL_PAGES.merchant.payment} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('merchant.paymentList.add')}
        </Button>
      </Group>
      <WalletHolderOnly>
        <DataTable<PaymentRequestView>
          url={MONEY_PATHS.merchantPaymentList}
          exportUrl={`${MONEY_PATHS.merchantPaymentList}/export`}
          title={t('merchant.paymentList.tableTitle')}
          columns={COLUMNS}
          cardRoles={{
            refNo: 'title',
            status: 'badge',
            amount: 'field',
            createdAt: 'field',
            mode: 'field',
            utr: 'field',
            bank: 'field',
          }}
          cells={cells}
          sizes={{ refNo: 120, createdAt: 150, amount: 130, status: 120, remark: 240, mode: 110, utr: 180 }}
          getRowId={(row) => String(row.id ?? row.refNo)}
        />
      </WalletHolderOnly>
    </Stack>
  );
}
