import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Grid, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconCheck, IconX } from '@tabler/icons-react';
import { ACK_NO_RE, type ApplicationDetail } from '../../../../../../contract/nsdl-pan';
import { ApiError } from '../../../../../api/client';
import { useApplicationByAck, useDecision } from '../../../../../api/nsdl-pan';
import { FormErrorAlert } from '../../../../../components/FormErrorAlert';
import { LoadingOverlay } from '../../../../../components/LoadingOverlay';
import { ApplicationCrops, ApplicationDocuments } from '../../../../../components/pan/ApplicationDocuments';
import { ApplicationHeader, ApplicationSummary, ApplicationTimeline } from '../../../../../components/pan/ApplicationSummary';
import { backendListPath } from '../../../../../components/pan/backend-routes';
import { RemarkForm } from '../../../../../components/pan/RemarkForm';

/** The reason of the last TIN objection and the merchant's note sent with the corrections, from the timeline. */
export function tinHistory(d: ApplicationDetail): { reason: string | null; note: string | null } {
  const last = (actions: string[]) => [...d.events].reverse().find((e) => actions.includes(e.action));
  return { reason: last(['tin_reject', 'tin_reject_again'])?.remark ?? d.remark, note: last(['tin_resubmit'])?.remark ?? null };
}

/**
 * /backend/actions/nsdl-pan/physical/tin-rejection-verify/{ackNo}: the corrected documents a merchant sent
 * after a TIN rejection, beside the objection; accept them (acknowledged again) or reject them again.
 */
export default function TinRejectionVerifyPage() {
  const { ackNo = '' } = useParams();
  const valid = ACK_NO_RE.test(ackNo);
  const q = useApplicationByAck('backend', valid ? ackNo : null);
  const d = q.data;
  return (
    <Stack gap="md" pos="relative" mih={200}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            NSDL PAN
          </Text>
          <Title order={1} size="h2">
            TIN corrections
          </Title>
        </div>
        <Button component={Link} to={backendListPath('tin-rejection')} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          TIN rejections list
        </Button>
      </Group>
      {!valid ? (
        <Alert color="red" variant="light" title="No such application">
          The address does not carry a 15-digit acknowledgement number.
        </Alert>
      ) : q.isError ? (
        <FormErrorAlert error={q.error} title={q.error instanceof ApiError && q.error.status === 404 ? 'Not found' : 'Something went wrong'} />
      ) : !d ? (
        <LoadingOverlay visible />
      ) : (
        <Review key={d.id} d={d} />
      )}
    </Stack>
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
      <ApplicationSummary detail={d} />
      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="sm">
          History
        </Title>
        <ApplicationTimeline detail={d} />
      </Card>
    </>
  );
}

function TinDecision({ d }: { d: ApplicationDetail }) {
  const navigate = useNavigate();
  const decide = useDecision(d.id);
  const [error, setError] = useState<unknown>(null);

  if (d.state !== 'tin_resubmitted') {
    return (
      <Alert color="gray" variant="light" title={`This application is ${d.stateLabel.toLowerCase()}`} data-testid="tin-decided">
        {d.state === 'tin_rejected'
          ? 'It waits for the merchant to upload corrected documents.'
          : d.state === 'acknowledged'
            ? 'Its corrections were accepted; it is acknowledged again.'
            : 'There are no corrected documents to check.'}
      </Alert>
    );
  }

  const done = (title: string, message: string) => {
    notifications.show({ color: 'green', title, message });
    navigate(backendListPath('tin-rejection'));
  };

  return (
    <Card withBorder padding="md" pos="relative">
      <LoadingOverlay visible={decide.isPending} title="Saving..." description="Recording the decision" />
      <Title order={2} size="h4" mb="sm">
        Decision
      </Title>
      {error ? (
        <Stack mb="sm">
          <FormErrorAlert error={error} listFieldErrors onClose={() => setError(null)} />
        </Stack>
      ) : null}
      <Tabs defaultValue="accept" keepMounted>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="accept">Accept</Tabs.Tab>
          <Tabs.Tab value="reject">Reject again</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="accept">
          <RemarkForm
            label="Accept corrected documents"
            optional
            color="green"
            icon={<IconCheck size={16} aria-hidden />}
            hint="The corrections answer NSDL's objection; the application is acknowledged again."
            submitting={decide.isPending}
            onSubmit={(remark) => {
              setError(null);
              decide.mutate({ decision: 'tin-verify', remark }, { onSuccess: (r) => done('Corrections accepted', `${r.tokenNo} (ack ${r.ackNo}) is acknowledged again.`), onError: setError });
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="reject">
          <RemarkForm
            label="Reject again"
            color="red"
            icon={<IconX size={16} aria-hidden />}
            hint="The merchant sees the reason and uploads corrected documents once more."
            submitting={decide.isPending}
            onSubmit={(remark) => {
              setError(null);
              decide.mutate({ decision: 'tin-reject-again', remark }, { onSuccess: (r) => done('TIN rejected again', `${r.tokenNo} (ack ${r.ackNo}) is back with ${r.merchant.code} for corrections.`), onError: setError });
            }}
          />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
