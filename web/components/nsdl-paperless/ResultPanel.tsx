import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowRight, IconCircleCheck, IconClockHour4, IconRefresh, IconX, type Icon } from '@tabler/icons-react';
import { formatRupeeAmount as rupees } from '../../../contract/money';
import type { PaperlessDetail } from '../../../contract/nsdl-paperless';
import { FormErrorAlert } from '../FormErrorAlert';
import { can } from '../requests/actions';
import { useApplyAgain } from './api';
import { SlipButton } from './SlipButton';
import { PAPERLESS_ROUTES } from './services';
import { useT } from '../../i18n/paperless';

/**
 * What came of a confirmed application, in plain words: the ack number and the slip; the failure, what
 * to do about it, the refund and "Apply again"; or, while Protean has it, the way back to its pages.
 */
export function ResultPanel({
  detail: d,
  resuming,
  onResume,
}: {
  detail: PaperlessDetail;
  resuming: boolean;
  onResume: () => void;
}) {
  if (d.state === 'acknowledged') return <Acknowledged detail={d} />;
  if (d.state === 'failed') return <Failed detail={d} />;
  return <Waiting detail={d} resuming={resuming} onResume={onResume} />;
}

/** One outcome's card: its mark and heading, then what it says and offers. */
function ResultCard({
  icon: I,
  color,
  title,
  testId,
  children,
}: {
  icon: Icon;
  color: string;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <I size={24} color={`var(--mantine-color-${color}-7)`} aria-hidden />
          <Title order={2} size="h4">
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

function Acknowledged({ detail: d }: { detail: PaperlessDetail }) {
  const t = useT();
  return (
    <ResultCard
      icon={IconCircleCheck}
      color="green"
      title={t('paperless.result.acknowledged')}
      testId="result-acknowledged"
    >
      <Text size="sm">{t('paperless.result.ackNo')}</Text>
      <Text
        fz={30}
        fw={700}
        lh={1.2}
        style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere', letterSpacing: '0.04em' }}
        data-testid="ack-no-large"
      >
        {d.ackNo ?? d.result ?? '--'}
      </Text>
      <Text size="sm" c="dimmed">
        {d.data.email ? t('paperless.result.ePan', { email: d.data.email }) : t('paperless.result.ePanNoEmail')}
      </Text>
      <SlipButton id={d.id} size="md" label={t('paperless.result.slip')} />
    </ResultCard>
  );
}

function Failed({ detail: d }: { detail: PaperlessDetail }) {
  const t = useT();
  const navigate = useNavigate();
  const again = useApplyAgain(d.id);
  const f = d.failure;
  return (
    <ResultCard icon={IconX} color="red" title={t('paperless.result.failed')} testId="result-failed">
      <Alert color="red" variant="light" title={f?.title ?? t('paperless.result.notCompleted')} data-testid="failure">
        {f?.whatToDo && <Text size="sm">{f.whatToDo}</Text>}
        {f?.code && (
          <Text size="xs" c="dimmed" mt={4}>
            {t('paperless.result.code', { code: f.code })}
          </Text>
        )}
        {!f && d.remark && <Text size="sm">{d.remark}</Text>}
      </Alert>
      <Text size="sm" data-testid="refunded">
        {t('paperless.result.refunded', { amount: rupees(d.amount) })}
      </Text>
      {can(d, 'resubmit') && (
        <>
          <FormErrorAlert error={again.error} title={t('paperless.result.againFailed')} />
          <Button
            size="md"
            leftSection={<IconRefresh size={18} aria-hidden />}
            loading={again.isPending}
            onClick={() =>
              again.mutate(
                { action: 'resubmit' },
                {
                  onSuccess: (draft) => {
                    notifications.show({
                      color: 'green',
                      title: t('paperless.result.newDraft'),
                      message: t('paperless.result.newDraftMessage', { refNo: draft.refNo }),
                    });
                    navigate(PAPERLESS_ROUTES.merchant.apply(draft.data.appType, draft.id));
                  },
                },
              )
            }
          >
            {t('paperless.result.again')}
          </Button>
          <Text size="xs" c="dimmed" mt={-8}>
            {t('paperless.result.againHint')}
          </Text>
        </>
      )}
    </ResultCard>
  );
}

const WAITING: Record<
  string,
  'paperless.result.waiting.confirmed' | 'paperless.result.waiting.withProvider' | 'paperless.result.waiting.expired'
> = {
  confirmed: 'paperless.result.waiting.confirmed',
  with_provider: 'paperless.result.waiting.withProvider',
  expired: 'paperless.result.waiting.expired',
};

function Waiting({
  detail: d,
  resuming,
  onResume,
}: {
  detail: PaperlessDetail;
  resuming: boolean;
  onResume: () => void;
}) {
  const t = useT();
  const waiting = WAITING[d.state];
  return (
    <ResultCard icon={IconClockHour4} color="cyan" title={t('paperless.provider.pending')} testId="result-waiting">
      <Text size="sm">
        {waiting ? t(waiting) : t('paperless.result.waiting.other', { state: d.stateLabel.toLowerCase() })}
      </Text>
      {d.canResume ? (
        <>
          <Button
            size="md"
            rightSection={<IconArrowRight size={18} aria-hidden />}
            loading={resuming}
            onClick={onResume}
          >
            {t('paperless.result.continue')}
          </Button>
          <Text size="xs" c="dimmed" mt={-8}>
            {t('paperless.result.continueHint')}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed" data-testid="checking">
          {t('paperless.result.checking')}
        </Text>
      )}
    </ResultCard>
  );
}
