import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  Accordion,
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Radio,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { IconBan, IconSearch } from '@tabler/icons-react';
import { formatRupeeAmount } from '../../../../../../contract/money';
import { Remark, type ApplicationDetail } from '../../../../../../contract/nsdl-pan';
import { ApiError } from '../../../../../api/client';
import { findKey, PAN_ROUTES, useDecision, useFindApplication } from '../../../../../api/nsdl-pan';
import { FormErrorAlert } from '../../../../../components/FormErrorAlert';
import { LoadingOverlay } from '../../../../../components/LoadingOverlay';
import {
  ApplicationHeader,
  ApplicationSummary,
  ApplicationTimeline,
} from '../../../../../components/pan/ApplicationSummary';
import { backendListPath } from '../../../../../components/pan/backend-routes';
import { can, RequestPageHeader } from '../../../../../components/requests';

const R = PAN_ROUTES.backend;

/** The usual reasons (docs/product.md#back-office), then anything else the operator types. */
export const CANCEL_REASONS = ['Aadhaar authentication failed', 'Applicant withdrew'] as const;
const OTHER = 'other';

/**
 * /backend/actions/nsdl-pan/physical/cancel-aadhar: cancel an application before its acknowledgement
 * number (Aadhaar authentication failed, or the applicant withdrew), found by token or ack number; the
 * server refunds the charge once.
 */
export default function CancelAadharPage() {
  const [params, setParams] = useSearchParams();
  const current = (params.get('q') ?? '').trim();
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string>();
  const found = useFindApplication(current || null);

  const search = (e: FormEvent) => {
    e.preventDefault();
    const v = value.replace(/\s+/g, '').toUpperCase();
    if (!v) {
      setError('Required');
      return;
    }
    setError(undefined);
    setValue(v);
    if (v === current) void found.refetch();
    else setParams({ q: v });
  };

  return (
    <Stack gap="md">
      <RequestPageHeader
        eyebrow="NSDL PAN"
        title="Cancel Aadhaar application"
        back={{ to: R.dashboard, label: 'NSDL PAN dashboard' }}
      />
      <Card withBorder padding="md">
        <form onSubmit={search} noValidate aria-label="Find application">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="Token number or acknowledgement number"
              description="e.g. PT0000100123, or the 15-digit number from NSDL"
              name="q"
              autoComplete="off"
              maxLength={40}
              value={value}
              onChange={(e) => {
                setValue(e.currentTarget.value);
                setError(undefined);
              }}
              error={error}
              style={{ flex: '1 1 260px', maxWidth: 380 }}
            />
            <Button
              type="submit"
              mt={{ base: 0, xs: 44 }}
              leftSection={<IconSearch size={16} aria-hidden />}
              loading={found.isFetching}
            >
              Find
            </Button>
          </Group>
        </form>
      </Card>

      {found.isError ? (
        <FormErrorAlert
          error={found.error}
          title={found.error instanceof ApiError && found.error.status === 404 ? 'Not found' : 'Something went wrong'}
        />
      ) : found.data ? (
        <Found key={found.data.id} d={found.data} query={current} />
      ) : null}
    </Stack>
  );
}

function Found({ d, query }: { d: ApplicationDetail; query: string }) {
  const qc = useQueryClient();
  const decide = useDecision(d.id);
  const [choice, setChoice] = useState<string>(CANCEL_REASONS[0]);
  const [other, setOther] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const cancellable = can(d, 'cancel');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = Remark.safeParse({ remark: choice === OTHER ? other : choice });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setConfirming(parsed.data.remark);
  };

  const cancel = (remark: string) => {
    setError(null);
    decide.mutate(
      { decision: 'cancel', remark },
      {
        onSuccess: (r) => {
          setConfirming(null);
          // The look-up shows the application as it now is.
          qc.setQueryData(findKey(query), r);
          notifications.show({
            color: 'green',
            title: 'Application cancelled',
            message: `${r.tokenNo} is cancelled and ${formatRupeeAmount(r.amount)} refunded to ${r.merchant.code}'s wallet.`,
          });
        },
        onError: (err) => {
          setConfirming(null);
          setError(err);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <LoadingOverlay visible={decide.isPending} fullScreen />
      <ApplicationHeader detail={d} />
      {cancellable ? (
        <Card withBorder padding="md">
          <Title order={2} size="h4" mb="xs">
            Cancel this application
          </Title>
          <Text size="sm" c="dimmed" mb="sm" data-testid="refund-note">
            The {formatRupeeAmount(d.amount)} charged is refunded to {d.merchant.code}&apos;s wallet automatically,
            once.
          </Text>
          {error ? (
            <Stack mb="sm">
              <FormErrorAlert error={error} listFieldErrors onClose={() => setError(null)} />
            </Stack>
          ) : null}
          <form onSubmit={submit} noValidate aria-label="Cancel application">
            <Stack gap="sm">
              <Radio.Group
                label="Reason"
                withAsterisk
                value={choice}
                onChange={(v) => {
                  setChoice(v);
                  setFieldError(undefined);
                }}
              >
                <Stack gap={6} mt={6}>
                  {CANCEL_REASONS.map((r) => (
                    <Radio key={r} value={r} label={r} />
                  ))}
                  <Radio value={OTHER} label="Another reason" />
                </Stack>
              </Radio.Group>
              {choice === OTHER && (
                <Textarea
                  label="Other reason"
                  name="reason"
                  withAsterisk
                  autosize
                  minRows={2}
                  maxRows={5}
                  maxLength={500}
                  value={other}
                  onChange={(e) => {
                    setOther(e.currentTarget.value);
                    setFieldError(undefined);
                  }}
                  error={fieldError}
                />
              )}
              <Group justify="flex-end">
                <Button type="submit" color="red" leftSection={<IconBan size={16} aria-hidden />}>
                  Cancel application
                </Button>
              </Group>
            </Stack>
          </form>
          <Modal
            opened={confirming !== null}
            onClose={() => setConfirming(null)}
            title="Cancel this application?"
            centered
          >
            <Stack gap="md">
              <Text size="sm">
                {d.tokenNo} ({d.name}) will be cancelled with the reason &quot;{confirming}&quot;, and{' '}
                {formatRupeeAmount(d.amount)} refunded to {d.merchant.code}. This cannot be undone.
              </Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setConfirming(null)}>
                  Keep it
                </Button>
                <Button color="red" loading={decide.isPending} onClick={() => confirming && cancel(confirming)}>
                  Yes, cancel it
                </Button>
              </Group>
            </Stack>
          </Modal>
        </Card>
      ) : (
        <Alert
          color={d.state === 'cancelled' ? 'red' : 'gray'}
          variant="light"
          title={d.state === 'cancelled' ? 'Cancelled' : `This application is ${d.stateLabel.toLowerCase()}`}
          data-testid="not-cancellable"
        >
          <Text size="sm">
            {d.state === 'cancelled'
              ? `Reason: ${d.remark?.trim() ? d.remark : '--'}. The charge was refunded to the merchant's wallet.`
              : d.state === 'draft'
                ? 'It has not been submitted, so nothing was charged and there is nothing to cancel.'
                : 'Only an application waiting for verification or verified ' +
                  '(before NSDL gives the acknowledgement number) can be cancelled.'}
          </Text>
          {d.state === 'cancelled' && (
            <Button component={Link} to={backendListPath('rejection')} variant="light" size="xs" mt="sm">
              Rejected and cancelled list
            </Button>
          )}
        </Alert>
      )}
      <Accordion variant="separated" multiple>
        <Accordion.Item value="data">
          <Accordion.Control>Application data</Accordion.Control>
          <Accordion.Panel>
            <ApplicationSummary detail={d} reveal />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="history">
          <Accordion.Control>History</Accordion.Control>
          <Accordion.Panel>
            <ApplicationTimeline detail={d} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
