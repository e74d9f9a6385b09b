import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';

export const TEST_PAYMENT_TITLE = 'Test payment — sandbox gateway, no real money';

/**
 * Shown wherever a payment on the built-in sandbox gateway appears (UPI_SANDBOX, decision 0043): anyone
 * can press its Pay button, so nobody may take its "success" for money received.
 */
export function TestPaymentNotice({ children }: { children?: ReactNode }) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconFlask size={18} aria-hidden />}
      title={TEST_PAYMENT_TITLE}
      data-testid="test-payment-notice"
      ta="left"
      w="100%"
    >
      {children ??
        'This payment went through the sandbox gateway the server runs for trying the portal. The amount credited is test money.'}
    </Alert>
  );
}
