import { useCallback } from 'react';
import { Link } from 'react-router';
import { Button, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateMoney } from '../../../api/money';
import { MERCHANT_CHECK_STATUS } from '../../../api/payment';
import { PaymentStatusView } from '../../../components/money/PaymentStatusView';
import { useT } from '../../../i18n/merchant';

/** /merchant/paymentgateway/payment-status: where the gateway sends the payer back (docs/product.md#payment-gateway). */
export default function MerchantPaymentStatusPage() {
  const t = useT();
  const queryClient = useQueryClient();
  // A success has credited the wallet: the header balance and the dashboard must show it.
  const refresh = useCallback(() => void invalidateMoney(queryClient), [queryClient]);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('merchant.paymentStatus.title')}
      </Title>
      <PaymentStatusView
        endpoint={MERCHANT_CHECK_STATUS}
        onSuccess={refresh}
        actions={
          <>
            <Button component={Link} to="/merchant/paymentgateway/pg-gateway" variant="default">
              {t('merchant.paymentStatus.payAgain')}
            </Button>
            <Button component={Link} to="/merchant">
              {t('merchant.paymentStatus.toDashboard')}
            </Button>
          </>
        }
      />
    </Stack>
  );
}
