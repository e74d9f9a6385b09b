import { Link, useParams } from 'react-router';
import { Alert, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBan, IconChecklist, IconFileAlert, IconFileCheck, IconHash } from '@tabler/icons-react';
import type { ApplicationDetail } from '../../../../../../contract/nsdl-pan';
import { ApiError } from '../../../../../api/client';
import { PAN_ROUTES, useApplication } from '../../../../../api/nsdl-pan';
import { FormErrorAlert } from '../../../../../components/FormErrorAlert';
import { LoadingOverlay } from '../../../../../components/LoadingOverlay';
import { ApplicationCrops, ApplicationDocuments } from '../../../../../components/pan/ApplicationDocuments';
import { ApplicationHeader, ApplicationSummary, ApplicationTimeline } from '../../../../../components/pan/ApplicationSummary';
import { PanDownloadButton } from '../../../../../components/pan/PanDownloadButton';
import { backendListPath } from '../../../../../components/pan/backend-routes';
import { idParam } from '../../../../../components/pan/params';

const R = PAN_ROUTES.backend;

/** /backend/actions/nsdl-pan/physical/paninfo/{id}: one application in full — data, documents, crops, downloads and history. */
export default function PanInfoPage() {
  const id = idParam(useParams().id);
  if (id === null) {
    return (
      <Alert color="red" variant="light" title="No such application">
        <Text size="sm" mb="sm">
          The address does not name an application.
        </Text>
        <Button component={Link} to={backendListPath('all')} variant="default" size="xs">
          All applications
        </Button>
      </Alert>
    );
  }
  return <Info key={id} id={id} />;
}

function Info({ id }: { id: number }) {
  const q = useApplication('backend', id);
  const d = q.data;
  return (
    <Stack gap="md" pos="relative" mih={200}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            NSDL PAN
          </Text>
          <Title order={1} size="h2">
            Application details
          </Title>
        </div>
        <Button component={Link} to={backendListPath('all')} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          All applications
        </Button>
      </Group>
      {q.isError ? (
        <FormErrorAlert error={q.error} title={q.error instanceof ApiError && q.error.status === 404 ? 'No such application' : 'Something went wrong'} />
      ) : !d ? (
        <LoadingOverlay visible />
      ) : (
        <>
          <ApplicationHeader detail={d} />
          <NextActions d={d} />
          <Grid gutter="md" align="flex-start">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md">
                <Downloads d={d} />
                <ApplicationCrops area="backend" detail={d} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Card withBorder padding="md" h="100%">
                <Title order={2} size="h4" mb="sm">
                  History
                </Title>
                <ApplicationTimeline detail={d} />
              </Card>
            </Grid.Col>
          </Grid>
          <ApplicationDocuments area="backend" detail={d} tinFirst={d.state === 'tin_resubmitted'} scan={false} />
          <Title order={2} size="h3">
            Application
          </Title>
          <ApplicationSummary detail={d} />
        </>
      )}
    </Stack>
  );
}

/** The back-office moves this state allows, as links to their screens. */
function NextActions({ d }: { d: ApplicationDetail }) {
  const links: { to: string; label: string; icon: typeof IconChecklist; color?: string }[] = [];
  if (d.state === 'waiting') links.push({ to: R.verify(d.id), label: 'Verify', icon: IconChecklist });
  if (d.state === 'verified') links.push({ to: R.verify(d.id), label: 'Enter acknowledgement number', icon: IconHash });
  if (d.state === 'waiting' || d.state === 'verified') links.push({ to: `${R.cancel}?q=${encodeURIComponent(d.tokenNo)}`, label: 'Cancel application', icon: IconBan, color: 'red' });
  if (d.state === 'acknowledged' && d.ackNo) links.push({ to: `${R.tinReject}?ack=${d.ackNo}`, label: 'Record a TIN rejection', icon: IconFileAlert, color: 'orange' });
  if (d.state === 'tin_resubmitted' && d.ackNo) links.push({ to: R.tinVerify(d.ackNo), label: 'Check corrected documents', icon: IconFileCheck });
  if (!links.length) return null;
  return (
    <Group gap="sm" wrap="wrap" data-testid="next-actions">
      {links.map((l) => (
        <Button key={l.label} component={Link} to={l.to} variant="light" color={l.color} leftSection={<l.icon size={16} aria-hidden />}>
          {l.label}
        </Button>
      ))}
    </Group>
  );
}

function Downloads({ d }: { d: ApplicationDetail }) {
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        Downloads
      </Title>
      <Stack gap="xs" align="stretch">
        <PanDownloadButton area="backend" id={d.id} what="form" fullWidth>
          {d.appType === 'N' ? 'Form 49A (PDF)' : 'CSF form (PDF)'}
        </PanDownloadButton>
        {d.submittedAt && (
          <PanDownloadButton area="backend" id={d.id} what="scan" fullWidth>
            Merged scan (PDF)
          </PanDownloadButton>
        )}
        {d.ackNo && (
          <PanDownloadButton area="backend" id={d.id} what="ack" fullWidth>
            Acknowledgement slip (PDF)
          </PanDownloadButton>
        )}
      </Stack>
    </Card>
  );
}
