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
  return (
    <ResultCard icon={IconCircleCheck} color="green" title="Application acknowledged" testId="result-acknowledged">
      <Text size="sm">Protean has the application. Its acknowledgement number:</Text>
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
        The e-PAN is emailed to {d.data.email || 'the applicant'} once the PAN is allotted; give the applicant the slip
        to track it.
      </Text>
      <SlipButton id={d.id} size="md" label="Acknowledgement slip" />
    </ResultCard>
  );
}

function Failed({ detail: d }: { detail: PaperlessDetail }) {
  const navigate = useNavigate();
  const again = useApplyAgain(d.id);
  const f = d.failure;
  return (
    <ResultCard icon={IconX} color="red" title="Application failed" testId="result-failed">
      <Alert
        color="red"
        variant="light"
        title={f?.title ?? 'The application could not be completed'}
        data-testid="failure"
      >
        {f?.whatToDo && <Text size="sm">{f.whatToDo}</Text>}
        {f?.code && (
          <Text size="xs" c="dimmed" mt={4}>
            Protean’s code: {f.code}
          </Text>
        )}
        {!f && d.remark && <Text size="sm">{d.remark}</Text>}
      </Alert>
      <Text size="sm" data-testid="refunded">
        The charge of {rupees(d.amount)} was refunded to your wallet.
      </Text>
      {can(d, 'resubmit') && (
        <>
          <FormErrorAlert error={again.error} title="Could not start again" />
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
                      title: 'New draft made',
                      message: `${draft.refNo} has the same details; check them and confirm it to try again.`,
                    });
                    navigate(PAPERLESS_ROUTES.merchant.apply(draft.data.appType, draft.id));
                  },
                },
              )
            }
          >
            Apply again
          </Button>
          <Text size="xs" c="dimmed" mt={-8}>
            A new draft with the same details; it is charged when you confirm it.
          </Text>
        </>
      )}
    </ResultCard>
  );
}

const WAITING: Record<string, string> = {
  confirmed: 'Paid, but the applicant has not been sent to Protean yet.',
  with_provider: 'The applicant is doing, or has left half-way, the Aadhaar e-KYC and e-Sign on Protean’s pages.',
  expired: 'Protean has not answered in time.',
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
  return (
    <ResultCard icon={IconClockHour4} color="cyan" title="Not finished yet" testId="result-waiting">
      <Text size="sm">{WAITING[d.state] ?? `The application is ${d.stateLabel.toLowerCase()}.`}</Text>
      {d.canResume ? (
        <>
          <Button
            size="md"
            rightSection={<IconArrowRight size={18} aria-hidden />}
            loading={resuming}
            onClick={onResume}
          >
            Continue e-KYC
          </Button>
          <Text size="xs" c="dimmed" mt={-8}>
            Takes the applicant back to Protean’s pages to finish; nothing more is charged.
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed" data-testid="checking">
          The portal is checking with Protean and shows the result here when it answers. If Protean never completes it,
          the application is failed and the charge refunded to your wallet.
        </Text>
      )}
    </ResultCard>
  );
}
