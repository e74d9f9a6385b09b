import { Link, useParams } from 'react-router';
import { Button, Card, Grid, Group, Stack, Title } from '@mantine/core';
import { IconBan, IconChecklist, IconFileAlert, IconFileCheck, IconHash } from '@tabler/icons-react';
import type { MessageId } from '../../../../../../../contract/i18n';
import type { ApplicationDetail } from '../../../../../../../contract/nsdl-pan/index';
import { PAN_ROUTES, useApplication } from '../../../../../../api/nsdl-pan';
import { ApplicationCrops, ApplicationDocuments } from '../../../../../../components/pan/ApplicationDocuments';
import {
  ApplicationHeader,
  ApplicationSummary,
  ApplicationTimeline,
} from '../../../../../../components/pan/ApplicationSummary';
import { PanDownloadButton } from '../../../../../../components/pan/PanDownloadButton';
import { backendListPath } from '../../../../../../components/pan/backend-routes';
import { can, idParam, RequestPageFrame } from '../../../../../../components/requests/index';
import { useT } from '../../../../../../i18n/panPages';

const R = PAN_ROUTES.backend;

/** /backend/actions/nsdl-pan/physical/paninfo/{id}: one application in full — data, documents, crops, downloads and history. */
export default function PanInfoPage() {
  const raw = useParams().id;
  const id = idParam(raw);
  return <Info key={raw} id={id} />;
}

function Info({ id }: { id: number | null }) {
  const t = useT();
  return (
    <RequestPageFrame
      eyebrow={t('panPages.info.eyebrow')}
      title={t('panPages.info.title')}
      back={{ to: backendListPath('all'), label: t('panPages.info.backAll') }}
      query={useApplication('backend', id)}
      invalid={id === null && t('panPages.common.invalidAddress')}
    >
      {(d) => (
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
                  {t('panPages.info.history')}
                </Title>
                <ApplicationTimeline detail={d} />
              </Card>
            </Grid.Col>
          </Grid>
          <ApplicationDocuments area="backend" detail={d} tinFirst={d.state === 'tin_resubmitted'} scan={false} />
          <Title order={2} size="h3">
            {t('panPages.info.application')}
          </Title>
          <ApplicationSummary detail={d} reveal />
        </>
      )}
    </RequestPageFrame>
  );
}

type NextLink = { to: string; labelId: MessageId; icon: typeof IconChecklist; color?: string };

/** The screen each back-office move is made on, for an application that allows it. */
const MOVE_SCREENS: Partial<Record<string, (d: ApplicationDetail) => NextLink | null>> = {
  verify: (d) => ({ to: R.verify(d.id), labelId: 'panPages.panInfo.verify', icon: IconChecklist }),
  acknowledge: (d) => ({ to: R.verify(d.id), labelId: 'panPages.panInfo.enterAck', icon: IconHash }),
  cancel: (d) => ({
    to: `${R.cancel}?q=${encodeURIComponent(d.tokenNo)}`,
    labelId: 'panPages.cancel.submit',
    icon: IconBan,
    color: 'red',
  }),
  tin_reject: (d) =>
    d.ackNo
      ? {
          to: `${R.tinReject}?ack=${d.ackNo}`,
          labelId: 'panPages.panInfo.recordTin',
          icon: IconFileAlert,
          color: 'orange',
        }
      : null,
  tin_verify: (d) =>
    d.ackNo ? { to: R.tinVerify(d.ackNo), labelId: 'panPages.verify.checkCorrected', icon: IconFileCheck } : null,
};

/** The moves the server allows now, as links to the screens they are made on (in MOVE_SCREENS' order). */
function NextActions({ d }: { d: ApplicationDetail }) {
  const t = useT();
  const links = Object.entries(MOVE_SCREENS).flatMap(([action, link]) => (can(d, action) ? (link?.(d) ?? []) : []));
  if (!links.length) return null;
  return (
    <Group gap="sm" wrap="wrap" data-testid="next-actions">
      {links.map((l) => (
        <Button
          key={l.labelId}
          component={Link}
          to={l.to}
          variant="light"
          color={l.color}
          leftSection={<l.icon size={16} aria-hidden />}
        >
          {t(l.labelId)}
        </Button>
      ))}
    </Group>
  );
}

function Downloads({ d }: { d: ApplicationDetail }) {
  const t = useT();
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        {t('panPages.info.downloads')}
      </Title>
      <Stack gap="xs" align="stretch">
        <PanDownloadButton area="backend" id={d.id} what="form" fullWidth>
          {d.appType === 'N' ? t('panPages.info.form49a') : t('panPages.info.formCsf')}
        </PanDownloadButton>
        {d.submittedAt && (
          <PanDownloadButton area="backend" id={d.id} what="scan" fullWidth>
            {t('panPages.panInfo.mergedScan')}
          </PanDownloadButton>
        )}
        {d.ackNo && (
          <PanDownloadButton area="backend" id={d.id} what="ack" fullWidth>
            {t('panPages.info.ackSlip')}
          </PanDownloadButton>
        )}
      </Stack>
    </Card>
  );
}
