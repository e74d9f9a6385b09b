import { useMemo, useState } from 'react';
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
import { useT, type Translate } from '../../../../../../i18n/panPages';

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
  const t = useT();
  const { ackNo = '' } = useParams();
  const valid = ACK_NO_RE.test(ackNo);
  return (
    <RequestPageFrame
      eyebrow={t('panPages.info.eyebrow')}
      title={t('panPages.tinVerify.title')}
      back={{ to: backendListPath('tin-rejection'), label: t('panPages.tinReject.list') }}
      query={useApplicationByAck('backend', valid ? ackNo : null)}
      invalid={!valid && t('panPages.tinVerify.invalid')}
    >
      {(d) => <Review key={d.id} d={d} />}
    </RequestPageFrame>
  );
}

function Review({ d }: { d: ApplicationDetail }) {
  const t = useT();
  const { reason, note } = tinHistory(d);
  return (
    <>
      <ApplicationHeader detail={d} />
      <Alert color="orange" variant="light" title={t('panPages.tinVerify.objection')} data-testid="tin-reason">
        <Text size="sm">{reason?.trim() ? reason : '--'}</Text>
        {note && (
          <Text size="sm" mt={6} data-testid="merchant-note">
            {t('panPages.tinVerify.note', { note })}
          </Text>
        )}
      </Alert>
      <Grid gutter="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ApplicationDocuments area="backend" detail={d} tinFirst title={t('panPages.tinVerify.documents')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <TinDecision d={d} />
            <ApplicationCrops area="backend" detail={d} />
          </Stack>
        </Grid.Col>
      </Grid>
      <Title order={2} size="h3">
        {t('panPages.verify.data')}
      </Title>
      <ApplicationSummary detail={d} reveal />
      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="sm">
          {t('panPages.info.history')}
        </Title>
        <ApplicationTimeline detail={d} />
      </Card>
    </>
  );
}

const ONLY = ['tin_verify', 'tin_reject_again'];

/** How this screen words the two answers to corrected documents. */
const looks = (t: Translate): Partial<Record<string, ActionLook>> => ({
  tin_verify: {
    tab: t('panPages.tinVerify.acceptTab'),
    label: t('panPages.tinVerify.accept'),
    color: 'green',
    icon: <IconCheck size={16} aria-hidden />,
    hint: t('panPages.tinVerify.acceptHint'),
  },
  tin_reject_again: {
    label: t('panPages.tinVerify.rejectAgain'),
    icon: <IconX size={16} aria-hidden />,
    hint: t('panPages.tinVerify.rejectAgainHint'),
    // Nothing is refunded or ended: the application goes back to the merchant, as the reason says.
    confirm: false,
  },
});

function TinDecision({ d }: { d: ApplicationDetail }) {
  const t = useT();
  const LOOKS = useMemo(() => looks(t), [t]);
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
          onSuccess: (r) =>
            done(
              t('panPages.tinVerify.acceptedTitle'),
              t('panPages.tinVerify.acceptedMessage', { tokenNo: r.tokenNo, ackNo: r.ackNo }),
            ),
          onError: setError,
        },
      );
    if (action === 'tin_reject_again')
      decide.mutate(
        { decision: 'tin_reject_again', remark },
        {
          onSuccess: (r) =>
            done(
              t('panPages.tinVerify.rejectedTitle'),
              t('panPages.tinVerify.rejectedMessage', {
                tokenNo: r.tokenNo,
                ackNo: r.ackNo,
                merchant: r.merchant.code,
              }),
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
        title={t('panPages.cancel.stateTitle', { state: d.stateLabel.toLowerCase() })}
        data-testid="tin-decided"
      >
        {d.state === 'tin_rejected'
          ? t('panPages.tinVerify.waitsMerchant')
          : d.state === 'acknowledged'
            ? t('panPages.tinVerify.acceptedAlready')
            : t('panPages.tinVerify.nothing')}
      </Alert>
    );
  }

  return (
    <DecisionCard busy={decide.isPending} error={error} onCloseError={() => setError(null)}>
      <DecisionBar actions={d.allowedActions} only={ONLY} looks={LOOKS} submitting={decide.isPending} onMove={move} />
    </DecisionCard>
  );
}
