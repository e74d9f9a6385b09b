import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Alert, Button, Center, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { IconArrowRight, IconBan, IconCheck, IconEye, IconHash, IconX } from '@tabler/icons-react';
import { formatRupeeAmount } from '../../../../../../../contract/money';
import type { ApplicationDetail } from '../../../../../../../contract/nsdl-pan/index';
import { api, ApiError } from '../../../../../../api/client';
import { PAN_BASE, PAN_ROUTES, useAcknowledge, useApplication, useDecision } from '../../../../../../api/nsdl-pan';
import { FormErrorAlert } from '../../../../../../components/FormErrorAlert';
import { ApplicationCrops, ApplicationDocuments } from '../../../../../../components/pan/ApplicationDocuments';
import {
  ApplicationHeader,
  ApplicationSummary,
  ApplicationTimeline,
} from '../../../../../../components/pan/ApplicationSummary';
import { ackNoProblem, cleanAckNo } from '../../../../../../components/pan/params';
import { PanDownloadButton } from '../../../../../../components/pan/PanDownloadButton';
import { backendListPath } from '../../../../../../components/pan/backend-routes';
import { HistoryCard, ReviewColumns } from '../../../../../../components/requests/ReviewLayout';
import {
  can,
  DecisionBar,
  DecisionCard,
  idParam,
  RequestPageFrame,
  RequestPageHeader,
  type ActionLook,
} from '../../../../../../components/requests/index';
import { useT, type Translate } from '../../../../../../i18n/panPages';

const R = PAN_ROUTES.backend;
const PENDING_TO = backendListPath('pending-verification');

/** How this screen words the decisions the server allows (the workflow's own labels are shorter). */
const looks = (t: Translate): Partial<Record<string, ActionLook>> => ({
  verify: {
    label: t('panPages.verify.approve'),
    formLabel: t('panPages.verify.approveForm'),
    color: 'green',
    icon: <IconCheck size={16} aria-hidden />,
    hint: t('panPages.verify.approveHint'),
  },
  acknowledge: { tab: t('panPages.verify.ackNo') },
  reject: {
    label: t('panPages.verify.reject'),
    formLabel: t('panPages.verify.rejectForm'),
    icon: <IconX size={16} aria-hidden />,
    description: t('panPages.verify.rejectDescription'),
    // The reason typed is the deliberate step; the operator then moves straight on to the next one.
    confirm: false,
  },
});

/**
 * /backend/actions/nsdl-pan/physical/verify/{id?}: one application's data beside its scans and crops,
 * with the decisions the server allows now. Without an id it opens the oldest one waiting, so an
 * operator can work through the queue.
 */
export default function VerifyPage() {
  const { id: raw } = useParams();
  const location = useLocation();
  if (raw === undefined) return <NextInQueue key={location.key} />;
  return <Verify key={raw} id={idParam(raw)} />;
}

/** Finds the oldest waiting application and opens it; says so when the queue is empty. */
function NextInQueue() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const next = useQuery({
    // The location key makes each visit ask again: the answer changes with every decision.
    queryKey: ['nsdl-pan', 'backend', 'verify-next', location.key],
    queryFn: () => api.get<{ id: number }>(`${PAN_BASE.backend}/verify/next`),
    retry: false,
    gcTime: 0,
  });
  const nextId = next.data?.id;
  useEffect(() => {
    if (nextId) navigate(R.verify(nextId), { replace: true });
  }, [nextId, navigate]);

  const empty = next.error instanceof ApiError && next.error.status === 404;
  return (
    <Stack gap="md">
      <RequestPageHeader
        eyebrow={t('panPages.info.eyebrow')}
        title={t('panPages.verify.title')}
        back={{ to: PENDING_TO, label: t('panPages.verify.pendingList') }}
      />
      {empty ? (
        <Alert color="teal" variant="light" title={t('panPages.verify.noneWaiting')} data-testid="queue-empty">
          <Text size="sm" mb="sm">
            {t('panPages.verify.noneWaitingText')}
          </Text>
          <Group gap="sm">
            <Button component={Link} to={backendListPath('pending-verification')} variant="light" size="xs">
              {t('panPages.verify.pendingVerificationList')}
            </Button>
            <Button component={Link} to={backendListPath('waiting')} variant="light" size="xs">
              {t('panPages.verify.awaitingAck')}
            </Button>
            <Button component={Link} to={R.dashboard} variant="default" size="xs">
              {t('panPages.verify.dashboard')}
            </Button>
          </Group>
        </Alert>
      ) : next.isError ? (
        <FormErrorAlert error={next.error} title={t('panPages.verify.failed')} />
      ) : (
        <Center py="xl">
          <Loader aria-label={t('panPages.verify.finding')} />
        </Center>
      )}
    </Stack>
  );
}

function Verify({ id }: { id: number | null }) {
  const t = useT();
  const q = useApplication('backend', id);
  const d = q.data;
  return (
    <RequestPageFrame
      eyebrow={t('panPages.info.eyebrow')}
      title={t('panPages.verify.title')}
      back={{ to: PENDING_TO, label: t('panPages.verify.pendingList') }}
      actions={
        d && !can(d, 'verify') ? (
          <Button
            component={Link}
            to={R.verify()}
            variant="light"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {t('panPages.verify.next')}
          </Button>
        ) : undefined
      }
      query={q}
      invalid={id === null && t('panPages.common.invalidAddress')}
    >
      {(d) => (
        <>
          <ApplicationHeader
            detail={d}
            extra={
              <Button
                component={Link}
                to={R.info(d.id)}
                variant="subtle"
                size="xs"
                leftSection={<IconEye size={14} aria-hidden />}
              >
                {t('panPages.verify.fullDetails')}
              </Button>
            }
          />
          <ReviewColumns
            top
            main={
              <Stack gap="md">
                <Title order={2} size="h3">
                  {t('panPages.verify.data')}
                </Title>
                <ApplicationSummary detail={d} reveal />
              </Stack>
            }
            side={
              <Stack gap="md">
                <Decision d={d} onStale={() => void q.refetch()} />
                <ApplicationDocuments area="backend" detail={d} tinFirst={d.state === 'tin_resubmitted'} />
                <ApplicationCrops area="backend" detail={d} />
              </Stack>
            }
          />
          <HistoryCard>
            <ApplicationTimeline detail={d} />
          </HistoryCard>
        </>
      )}
    </RequestPageFrame>
  );
}

// ----- decisions ---------------------------------------------------------------------------------

/** The decisions the server allows now; a 409 (someone else decided first) reloads the application. */
function Decision({ d, onStale }: { d: ApplicationDetail; onStale: () => void }) {
  const t = useT();
  const LOOKS = useMemo(() => looks(t), [t]);
  const navigate = useNavigate();
  const decide = useDecision(d.id);
  const acknowledge = useAcknowledge(d.id);
  const [error, setError] = useState<unknown>(null);

  const failed = (e: unknown) => {
    setError(e);
    if (e instanceof ApiError && e.status === 409) onStale();
  };

  /** After approving or rejecting, the operator moves straight on to the next in the queue. */
  const decided = (title: string, message: string) => {
    notifications.show({ color: 'green', title, message });
    navigate(R.verify());
  };

  const move = (action: string, remark: string | undefined) => {
    setError(null);
    if (action === 'verify')
      decide.mutate(
        { decision: 'verify', remark },
        {
          onSuccess: (r) =>
            decided(
              t('panPages.verify.approvedTitle'),
              t('panPages.verify.approvedMessage', { tokenNo: r.tokenNo, name: r.name }),
            ),
          onError: failed,
        },
      );
    if (action === 'reject')
      decide.mutate(
        { decision: 'reject', remark },
        {
          onSuccess: (r) =>
            decided(
              t('panPages.verify.rejectedTitle'),
              t('panPages.verify.rejectedMessage', {
                tokenNo: r.tokenNo,
                name: r.name,
                amount: formatRupeeAmount(r.amount),
                merchant: r.merchant.code,
              }),
            ),
          onError: failed,
        },
      );
  };

  const ackForm = (
    <AckForm
      submitting={acknowledge.isPending}
      onSubmit={(ackNo) => {
        setError(null);
        acknowledge.mutate(ackNo, {
          onSuccess: (r) =>
            notifications.show({
              color: 'green',
              title: t('panPages.verify.ackSavedTitle'),
              message: t('panPages.verify.ackSavedMessage', { tokenNo: r.tokenNo, ackNo: r.ackNo }),
            }),
          onError: failed,
        });
      }}
    />
  );

  return (
    <DecisionCard
      busy={decide.isPending || acknowledge.isPending}
      error={error}
      onCloseError={() => setError(null)}
      footer={
        // Cancelling has its own screen: the usual reasons, and a confirmation of the refund.
        can(d, 'cancel') && (
          <Group justify="flex-start" mt="sm">
            <Button
              component={Link}
              to={`${R.cancel}?q=${encodeURIComponent(d.tokenNo)}`}
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconBan size={14} aria-hidden />}
            >
              {t('panPages.verify.cancel')}
            </Button>
          </Group>
        )
      }
    >
      <DecisionBar
        actions={d.allowedActions}
        only={['verify', 'acknowledge', 'reject']}
        looks={LOOKS}
        submitting={decide.isPending}
        onMove={move}
        renderInput={(a) => (a.input === 'ackNo' ? ackForm : null)}
        empty={<Decided d={d} />}
      />
    </DecisionCard>
  );
}

/** Applications past verification: what happened and where to go from here. */
function Decided({ d }: { d: ApplicationDetail }) {
  const t = useT();
  const color = d.state === 'rejected' || d.state === 'cancelled' ? 'red' : d.state === 'draft' ? 'gray' : 'teal';
  return (
    <Stack gap="sm">
      <Alert
        color={color}
        variant="light"
        title={t('panPages.verify.decidedTitle', { state: d.stateLabel.toLowerCase() })}
        data-testid="decided"
      >
        <Text size="sm">
          {d.state === 'draft'
            ? t('panPages.verify.decidedDraft')
            : d.state === 'rejected' || d.state === 'cancelled'
              ? t('panPages.verify.decidedRefunded', { remark: d.remark?.trim() ? d.remark : '--' })
              : d.ackNo
                ? t('panPages.verify.decidedAck', { ackNo: d.ackNo })
                : t('panPages.verify.decidedNothing')}
        </Text>
      </Alert>
      <Group gap="sm" wrap="wrap">
        {d.ackNo && (
          <PanDownloadButton area="backend" id={d.id} what="ack">
            {t('panPages.verify.ackSlip')}
          </PanDownloadButton>
        )}
        {can(d, 'tin_verify') && d.ackNo && (
          <Button component={Link} to={R.tinVerify(d.ackNo)} variant="filled" size="sm">
            {t('panPages.verify.checkCorrected')}
          </Button>
        )}
        {d.state === 'acknowledged' && (
          <Button component={Link} to={backendListPath('waiting')} variant="light" size="sm">
            {t('panPages.verify.nextAwaiting')}
          </Button>
        )}
        <Button
          component={Link}
          to={R.verify()}
          variant="light"
          size="sm"
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {t('panPages.verify.next')}
        </Button>
      </Group>
    </Stack>
  );
}

function AckForm({ submitting, onSubmit }: { submitting: boolean; onSubmit: (ackNo: string) => void }) {
  const t = useT();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = ackNoProblem(value, touched);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (ackNoProblem(value, true)) return;
    onSubmit(value);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('panPages.verify.ackFormLabel')}>
      <Stack gap="sm">
        <TextInput
          label={t('panPages.verify.ackNo')}
          name="ackNo"
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('panPages.verify.ackPlaceholder')}
          description={t('panPages.verify.ackDigits', { count: value.length })}
          maxLength={20}
          value={value}
          onChange={(e) => setValue(cleanAckNo(e.currentTarget.value))}
          onBlur={() => value && setTouched(true)}
          error={problem && t(problem)}
          leftSection={<IconHash size={16} aria-hidden />}
          styles={{ input: { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.05em' } }}
        />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconCheck size={16} aria-hidden />} loading={submitting}>
            {t('panPages.verify.ackSave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
