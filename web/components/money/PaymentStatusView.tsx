import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Box, Button, Card, Center, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockHour4, IconRefresh } from '@tabler/icons-react';
import { paymentRef, usePaymentStatus, type PaymentOutcome } from '../../api/payment';
import { rupees } from './format';
import { TestPaymentNotice } from './TestPaymentNotice';
import type { MessageId } from '../../../contract/i18n';
import { useT } from '../../i18n/money';

/** docs/product.md#error-texts payment status texts. */
export const PAYMENT_TEXTS: Record<Exclude<PaymentOutcome, 'pending'>, { title: MessageId; text: MessageId }> = {
  success: { title: 'money.payment.successTitle', text: 'money.payment.successText' },
  failed: { title: 'money.payment.failedTitle', text: 'money.payment.failedText' },
  error: { title: 'money.payment.failedTitle', text: 'money.payment.failedText' },
  missing_txn_id: { title: 'money.payment.failedTitle', text: 'money.payment.missingTxnText' },
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
  const t = useT();
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
            <Text c="dimmed">{t('money.payment.checking')}</Text>
          </Stack>
        </Center>
      ) : outcome === 'pending' ? (
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={72} radius="xl" variant="light" color="yellow">
            <IconClockHour4 size={44} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('money.payment.waitingTitle')}
          </Title>
          <Text size="lg">{t('money.payment.waitingText')}</Text>
          {status.data?.amount !== undefined && (
            <Text c="dimmed">{t('money.payment.amount', { amount: rupees(status.data.amount) })}</Text>
          )}
          <Text size="sm" c="dimmed">
            {t('money.payment.waitingHint')}
          </Text>
          <Group mt="md" justify="center">
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={status.isFetching}
              onClick={() => void status.refetch()}
            >
              {t('money.payment.checkAgain')}
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
  const t = useT();
  const { title, text } = PAYMENT_TEXTS[outcome];
  const ok = outcome === 'success';
  return (
    <Stack align="center" gap="sm" ta="center">
      <ThemeIcon size={72} radius="xl" variant="light" color={ok ? 'green' : 'red'}>
        {ok ? <IconCircleCheck size={44} aria-hidden /> : <IconCircleX size={44} aria-hidden />}
      </ThemeIcon>
      <Title order={1} size="h2" c={ok ? 'green.8' : 'red.8'}>
        {t(title)}
      </Title>
      <Text size="lg">{t(text)}</Text>
      {ok && amount !== undefined && <Text c="dimmed">{t('money.payment.added', { amount: rupees(amount) })}</Text>}
      {txn && (
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {t('money.payment.transaction', { txn })}
        </Text>
      )}
      <Group mt="md" justify="center">
        {(outcome === 'failed' || outcome === 'error') && (
          <Button variant="default" loading={retrying} onClick={onRetry}>
            {t('money.payment.checkAgain')}
          </Button>
        )}
        {actions}
      </Group>
    </Stack>
  );
}
