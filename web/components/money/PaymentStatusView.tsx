import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Box, Button, Card, Center, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockHour4, IconRefresh } from '@tabler/icons-react';
import { paymentRef, usePaymentStatus, type PaymentOutcome } from '../../api/payment';
import { rupees } from './format';
import { TestPaymentNotice } from './TestPaymentNotice';

/** docs/product.md#error-texts payment status texts. */
export const PAYMENT_TEXTS: Record<Exclude<PaymentOutcome, 'pending'>, { title: string; text: string }> = {
  success: { title: 'Payment Successful', text: 'Thank you for your payment!' },
  failed: { title: 'Payment Failed', text: 'Something went wrong or payment failed.' },
  error: { title: 'Payment Failed', text: 'Something went wrong or payment failed.' },
  missing_txn_id: { title: 'Payment Failed', text: 'Transaction ID missing. Cannot check payment status.' },
};

type Props = {
  /** The check-status path (relative to /api): the public one or the merchant's own. */
  endpoint: string;
  /** The way on from the page (home, dashboard, pay again). */
  actions: ReactNode;
  /** Called once when the payment is found successful (e.g. to refresh the balance). */
  onSuccess?: () => void;
};

/**
 * docs/product.md#payment-gateway, docs/product.md#session-and-screen-states payment status: reads the transaction
 * from the return URL or storage and checks it.
 */
export function PaymentStatusView({ endpoint, actions, onSuccess }: Props) {
  const location = useLocation();
  const { clientTxnId, txnDate } = useMemo(() => paymentRef(location.search), [location.search]);
  const status = usePaymentStatus(endpoint, clientTxnId, txnDate);
  const outcome = status.data?.outcome;

  useEffect(() => {
    if (outcome === 'success') onSuccess?.();
  }, [outcome, onSuccess]);

  return (
    <Card withBorder padding="xl" radius="md" shadow="sm" maw={520} mx="auto" w="100%">
      {status.data?.sandbox && (
        <Box mb="lg">
          <TestPaymentNotice />
        </Box>
      )}
      {status.isPending ? (
        <Center py="xl">
          <Stack align="center" gap="xs" role="status">
            <Loader />
            <Text c="dimmed">Checking your payment…</Text>
          </Stack>
        </Center>
      ) : outcome === 'pending' ? (
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={72} radius="xl" variant="light" color="yellow">
            <IconClockHour4 size={44} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            Waiting for confirmation
          </Title>
          <Text size="lg">The gateway has not confirmed this payment yet.</Text>
          {status.data?.amount !== undefined && <Text c="dimmed">Amount {rupees(status.data.amount)}</Text>}
          <Text size="sm" c="dimmed">
            This page checks again every few seconds. If you have paid, it will turn to success shortly.
          </Text>
          <Group mt="md" justify="center">
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={status.isFetching}
              onClick={() => void status.refetch()}
            >
              Check again
            </Button>
            {actions}
          </Group>
        </Stack>
      ) : (
        <Outcome
          outcome={outcome ?? 'error'}
          amount={status.data?.amount}
          txn={status.data?.clientTxnId}
          retrying={status.isFetching}
          onRetry={() => void status.refetch()}
          actions={actions}
        />
      )}
    </Card>
  );
}

function Outcome({
  outcome,
  amount,
  txn,
  retrying,
  onRetry,
  actions,
}: {
  outcome: Exclude<PaymentOutcome, 'pending'>;
  amount?: number;
  txn?: string;
  retrying: boolean;
  onRetry: () => void;
  actions: ReactNode;
}) {
  const { title, text } = PAYMENT_TEXTS[outcome];
  const ok = outcome === 'success';
  return (
    <Stack align="center" gap="sm" ta="center">
      <ThemeIcon size={72} radius="xl" variant="light" color={ok ? 'green' : 'red'}>
        {ok ? <IconCircleCheck size={44} aria-hidden /> : <IconCircleX size={44} aria-hidden />}
      </ThemeIcon>
      <Title order={1} size="h2" c={ok ? 'green.8' : 'red.8'}>
        {title}
      </Title>
      <Text size="lg">{text}</Text>
      {ok && amount !== undefined && <Text c="dimmed">{rupees(amount)} has been added to the wallet.</Text>}
      {txn && (
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          Transaction {txn}
        </Text>
      )}
      <Group mt="md" justify="center">
        {(outcome === 'failed' || outcome === 'error') && (
          <Button variant="default" loading={retrying} onClick={onRetry}>
            Check again
          </Button>
        )}
        {actions}
      </Group>
    </Stack>
  );
}
