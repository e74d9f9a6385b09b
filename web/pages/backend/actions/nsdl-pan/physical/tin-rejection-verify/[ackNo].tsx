import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, Card, Grid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { ACK_NO_RE, type ApplicationDetail } from '../../../../../../../contract/nsdl-pan/index';
import { useApplicationByAck, useDecision } from '../../../../../../api/nsdl-pan';
import { ApplicationCrops, ApplicationDocuments } from '../../../../../../components/pan/ApplicationDocuments';
import {
  ApplicationHeader,
  ApplicationSummary,
  ApplicationTimeline,
} from '../../../../../../components/pan/ApplicationSummary';
import { backendListPath } from '../../../../../../components/pan/backend-routes';
import {
  DecisionBar,
  DecisionCard,
  offered,
  RequestPageFrame,
  type ActionLook,
} from '../../../../../../components/requests/index';

/** The reason of the last TIN objection and the merchant's note sent with the corrections, from the timeline. */
export function tinHistory(d: ApplicationDetail): { reason: string | null; note: string | null } {
  const last = (actions: string[]) => [...d.events].reverse().find((e) => actions.includes(e.action));
  return {
    reason: last(['tin_reject', 'tin_reject_again'])?.remark ?? d.remark,
    note: last(['tin_resubmit'])?.remark ?? null,
  };
}

/**
 * /backend/actions/nsdl-pan/physical/tin-rejection-verify/{ackNo}: the corrected documents a merchant sent
 * after a TIN rejection, beside the objection; accept them (acknowledged again) or reject them again.
 */
export default function TinRejectionVerifyPage() {
  const { ackNo = '' } = useParams();
  const valid = ACK_NO_RE.test(ackNo);
  return (
    <RequestPageFrame
      eyebrow="NSDL PAN"
      title="TIN corrections"
      back={{ to: backendListPath('tin-rejection'), label: 'TIN rejections list' }}
      query={useApplicationByAck('backend', valid ? ackNo : null)}
      invalid={!valid && 'The address does not carry a 15-digit acknowledgement number.'}
    >
      {(d) => <Review key={d.id} d={d} />}
    </RequestPageFrame>
  );
}

function Review({ d }: { d: ApplicationDetail }) {
  const { reason, note } = tinHistory(d);
  return (
    <>
      <ApplicationHeader detail={d} />
      <Alert color="orange" variant="light" title="NSDL / TIN objection" data-testid="tin-reason">
        <Text size="sm">{reason?.trim() ? reason : '--'}</Text>
        {note && (
          <Text size="sm" mt={6} data-testid="merchant-note">
            Merchant&apos;s note: {note}
          </Text>
        )}
      </Alert>
      <Grid gutter="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ApplicationDocuments area="backend" detail={d} tinFirst title="Documents (corrections first)" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <TinDecision d={d} />
            <ApplicationCrops area="backend" detail={d} />
          </Stack>
        </Grid.Col>
      </Grid>
      <Title order={2} size="h3">
        Application data
      </Title>
      <ApplicationSummary detail={d} reveal />
      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="sm">
          History
        </Title>
        <ApplicationTimeline detail={d} />
      </Card>
    </>
  );
}

const ONLY = ['tin_verify', 'tin_reject_again'];

/** How this screen words the two answers to corrected documents. */
const LOOKS: Partial<Record<string, ActionLook>> = {
  tin_verify: {
    tab: 'Accept',
    label: 'Accept corrected documents',
    color: 'green',
    icon: <IconCheck size={16} aria-hidden />,
    hint: "The corrections answer NSDL's objection; the application is acknowledged again.",
  },
  tin_reject_again: {
    label: 'Reject again',
    icon: <IconX size={16} aria-hidden />,
    hint: 'The merchant sees the reason and uploads corrected documents once more.',
    // Nothing is refunded or ended: the application goes back to the merchant, as the reason says.
    confirm: false,
  },
};

function TinDecision({ d }: { d: ApplicationDetail }) {
  const navigate = useNavigate();
  const decide = useDecision(d.id);
  const [error, setError] = useState<unknown>(null);

  const done = (title: string, message: string) => {
    notifications.show({ color: 'green', title, message });
    navigate(backendListPath('tin-rejection'));
  };
  const move = (action: string, remark: string | undefined) => {
    setError(null);
    if (action === 'tin_verify')
      decide.mutate(
        { decision: 'tin_verify', remark },
        {
          onSuccess: (r) => done('Corrections accepted', `${r.tokenNo} (ack ${r.ackNo}) is acknowledged again.`),
          onError: setError,
        },
      );
    if (action === 'tin_reject_again')
      decide.mutate(
        { decision: 'tin_reject_again', remark },
        {
          onSuccess: (r) =>
            done(
              'TIN rejected again',
              `${r.tokenNo} (ack ${r.ackNo}) is back with ${r.merchant.code} for corrections.`,
            ),
          onError: setError,
        },
      );
  };

  if (!offered(d.allowedActions, ONLY).length) {
    return (
      <Alert
        color="gray"
        variant="light"
        title={`This application is ${d.stateLabel.toLowerCase()}`}
        data-testid="tin-decided"
      >
        {d.state === 'tin_rejected'
          ? 'It waits for the merchant to upload corrected documents.'
          : d.state === 'acknowledged'
            ? 'Its corrections were accepted; it is acknowledged again.'
            : 'There are no corrected documents to check.'}
      </Alert>
    );
  }

  return (
    <DecisionCard busy={decide.isPending} error={error} onCloseError={() => setError(null)}>
      <DecisionBar actions={d.allowedActions} only={ONLY} looks={LOOKS} submitting={decide.isPending} onMove={move} />
    </DecisionCard>
  );
}
