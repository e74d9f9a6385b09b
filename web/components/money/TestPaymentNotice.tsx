import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useT } from '../../i18n/money';

/**
 * Shown wherever a payment on the built-in sandbox gateway appears (UPI_SANDBOX, decision 0043): anyone
 * can press its Pay button, so nobody may take its "success" for money received.
 */
export function TestPaymentNotice({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconFlask size={18} aria-hidden />}
      title={t('money.testPayment.title')}
      data-testid="test-payment-notice"
      ta="left"
      w="100%"
    >
      {children ?? t('money.testPayment.text')}
    </Alert>
  );
}
