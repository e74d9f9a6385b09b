import { useEffect, useState, type FormEvent } from 'react';
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

const R = PAN_ROUTES.backend;
export const NONE_WAITING = 'No application is waiting for verification';
const PENDING = { to: backendListPath('pending-verification'), label: 'Pending list' };

/** How this screen words the decisions the server allows (the workflow's own labels are shorter). */
const LOOKS: Partial<Record<string, ActionLook>> = {
  verify: {
    label: 'Approve',
    formLabel: 'Approve application',
    color: 'green',
    icon: <IconCheck size={16} aria-hidden />,
    hint: 'The data matches the signed form and the proofs, and the photograph and signature are clear.',
  },
  acknowledge: { tab: 'Acknowledgement number' },
  reject: {
    label: 'Reject',
    formLabel: 'Reject application',
    icon: <IconX size={16} aria-hidden />,
    description: 'The merchant sees this reason in the rejection list; the charge is refunded to the wallet.',
    // The reason typed is the deliberate step; the operator then moves straight on to the next one.
    confirm: false,
  },
};

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
      <RequestPageHeader eyebrow="NSDL PAN" title="Verify application" back={PENDING} />
      {empty ? (
        <Alert color="teal" variant="light" title={NONE_WAITING} data-testid="queue-empty">
          <Text size="sm" mb="sm">
            Every submitted application has been verified or rejected. New ones appear in the pending list as merchants
            submit them.
          </Text>
          <Group gap="sm">
            <Button component={Link} to={backendListPath('pending-verification')} variant="light" size="xs">
              Pending verification list
            </Button>
            <Button component={Link} to={backendListPath('waiting')} variant="light" size="xs">
              Awaiting acknowledgement
            </Button>
            <Button component={Link} to={R.dashboard} variant="default" size="xs">
              NSDL PAN dashboard
            </Button>
          </Group>
        </Alert>
      ) : next.isError ? (
        <FormErrorAlert error={next.error} title="Something went wrong" />
      ) : (
        <Center py="xl">
          <Loader aria-label="Finding the next application" />
        </Center>
      )}
    </Stack>
  );
}

function Verify({ id }: { id: number | null }) {
  const q = useApplication('backend', id);
  const d = q.data;
  return (
    <RequestPageFrame
      eyebrow="NSDL PAN"
      title="Verify application"
      back={PENDING}
      actions={
        d && !can(d, 'verify') ? (
          <Button
            component={Link}
            to={R.verify()}
            variant="light"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            Verify next
          </Button>
        ) : undefined
      }
      query={q}
      invalid={id === null && 'The address does not name an application.'}
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
                Full details
              </Button>
            }
          />
          <ReviewColumns
            top
            main={
              <Stack gap="md">
                <Title order={2} size="h3">
                  Application data
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
              'Application approved',
              `${r.tokenNo} (${r.name}) is verified and now waits for its acknowledgement number. Opening the next application.`,
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
              'Application rejected',
              `${r.tokenNo} (${r.name}) is rejected and ${formatRupeeAmount(r.amount)} refunded to ${r.merchant.code}. ` +
                'Opening the next application.',
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
              title: 'Acknowledgement number saved',
              message: `${r.tokenNo} is acknowledged with number ${r.ackNo}; its slip can be downloaded.`,
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
              Cancel (Aadhaar failed / withdrawn)
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
  const color = d.state === 'rejected' || d.state === 'cancelled' ? 'red' : d.state === 'draft' ? 'gray' : 'teal';
  return (
    <Stack gap="sm">
      <Alert
        color={color}
        variant="light"
        title={`This application is ${d.stateLabel.toLowerCase()}.`}
        data-testid="decided"
      >
        <Text size="sm">
          {d.state === 'draft'
            ? 'The merchant has not submitted it yet; there is nothing to verify.'
            : d.state === 'rejected' || d.state === 'cancelled'
              ? `Reason: ${d.remark?.trim() ? d.remark : '--'}. The charge was refunded to the merchant.`
              : d.ackNo
                ? `Acknowledgement number ${d.ackNo}.`
                : 'There is nothing to verify now.'}
        </Text>
      </Alert>
      <Group gap="sm" wrap="wrap">
        {d.ackNo && (
          <PanDownloadButton area="backend" id={d.id} what="ack">
            Acknowledgement slip
          </PanDownloadButton>
        )}
        {can(d, 'tin_verify') && d.ackNo && (
          <Button component={Link} to={R.tinVerify(d.ackNo)} variant="filled" size="sm">
            Check corrected documents
          </Button>
        )}
        {d.state === 'acknowledged' && (
          <Button component={Link} to={backendListPath('waiting')} variant="light" size="sm">
            Next awaiting acknowledgement
          </Button>
        )}
        <Button
          component={Link}
          to={R.verify()}
          variant="light"
          size="sm"
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          Verify next
        </Button>
      </Group>
    </Stack>
  );
}

function AckForm({ submitting, onSubmit }: { submitting: boolean; onSubmit: (ackNo: string) => void }) {
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
    <form onSubmit={submit} noValidate aria-label="Enter acknowledgement number">
      <Stack gap="sm">
        <TextInput
          label="Acknowledgement number"
          name="ackNo"
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
          placeholder="15 digits from NSDL"
          description={`${value.length} of 15 digits`}
          maxLength={20}
          value={value}
          onChange={(e) => setValue(cleanAckNo(e.currentTarget.value))}
          onBlur={() => value && setTouched(true)}
          error={problem}
          leftSection={<IconHash size={16} aria-hidden />}
          styles={{ input: { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.05em' } }}
        />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconCheck size={16} aria-hidden />} loading={submitting}>
            Save acknowledgement number
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
