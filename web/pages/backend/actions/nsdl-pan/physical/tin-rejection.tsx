import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Accordion, Alert, Button, Card, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconFileAlert, IconSearch } from '@tabler/icons-react';
import { ACK_NO_RE, Remark, type ApplicationDetail } from '../../../../../../contract/nsdl-pan';
import { ApiError } from '../../../../../api/client';
import { PAN_ROUTES, useApplicationByAck, useDecision } from '../../../../../api/nsdl-pan';
import { FormErrorAlert } from '../../../../../components/FormErrorAlert';
import { LoadingOverlay } from '../../../../../components/LoadingOverlay';
import { ApplicationCrops } from '../../../../../components/pan/ApplicationDocuments';
import { ApplicationHeader, ApplicationSummary, ApplicationTimeline } from '../../../../../components/pan/ApplicationSummary';
import { backendListPath } from '../../../../../components/pan/backend-routes';
import { ACK_NO_MESSAGE, cleanAckNo } from '../../../../../components/pan/params';

const R = PAN_ROUTES.backend;

/**
 * /backend/actions/nsdl-pan/physical/tin-rejection: NSDL (TIN) objected to an acknowledged application;
 * find it by its acknowledgement number and record the objection, which sends it back to the merchant
 * for corrected documents.
 */
export default function TinRejectionPage() {
  const [params, setParams] = useSearchParams();
  const current = params.get('ack') ?? '';
  const ackNo = ACK_NO_RE.test(current) ? current : null;
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string>();
  const found = useApplicationByAck('backend', ackNo);

  const search = (e: FormEvent) => {
    e.preventDefault();
    const v = cleanAckNo(value);
    if (!ACK_NO_RE.test(v)) {
      setError(ACK_NO_MESSAGE);
      return;
    }
    setError(undefined);
    setParams({ ack: v });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            NSDL PAN
          </Text>
          <Title order={1} size="h2">
            TIN rejection
          </Title>
        </div>
        <Button component={Link} to={backendListPath('tin-rejection')} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          TIN rejections list
        </Button>
      </Group>
      <Card withBorder padding="md">
        <form onSubmit={search} noValidate aria-label="Find application by acknowledgement number">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="Acknowledgement number"
              description="The 15-digit number NSDL's objection names"
              name="ackNo"
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              value={value}
              onChange={(e) => {
                setValue(cleanAckNo(e.currentTarget.value));
                setError(undefined);
              }}
              error={error}
              style={{ flex: '1 1 240px', maxWidth: 360 }}
            />
            <Button type="submit" mt={{ base: 0, xs: 44 }} leftSection={<IconSearch size={16} aria-hidden />} loading={found.isFetching}>
              Find
            </Button>
          </Group>
        </form>
      </Card>

      {found.isError ? (
        <FormErrorAlert error={found.error} title={found.error instanceof ApiError && found.error.status === 404 ? 'Not found' : 'Something went wrong'} />
      ) : found.data ? (
        <Found key={found.data.id} d={found.data} />
      ) : null}
    </Stack>
  );
}

function Found({ d }: { d: ApplicationDetail }) {
  const decide = useDecision(d.id);
  const [remark, setRemark] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<unknown>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = Remark.safeParse({ remark });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setError(null);
    decide.mutate(
      { decision: 'tin-reject', remark: parsed.data.remark },
      {
        onSuccess: (r) => {
          setRemark('');
          notifications.show({ color: 'green', title: 'TIN rejection recorded', message: `${r.tokenNo} (ack ${r.ackNo}) is back with ${r.merchant.code} for corrected documents.` });
        },
        onError: setError,
      },
    );
  };

  return (
    <Stack gap="md" pos="relative">
      <LoadingOverlay visible={decide.isPending} fullScreen />
      <ApplicationHeader detail={d} />
      {d.state === 'acknowledged' ? (
        <Card withBorder padding="md">
          <Title order={2} size="h4" mb="sm">
            Record NSDL's objection
          </Title>
          {error ? (
            <Stack mb="sm">
              <FormErrorAlert error={error} listFieldErrors onClose={() => setError(null)} />
            </Stack>
          ) : null}
          <form onSubmit={submit} noValidate aria-label="Mark TIN rejected">
            <Stack gap="sm">
              <Textarea
                label="NSDL / TIN objection reason"
                name="reason"
                withAsterisk
                description="As NSDL states it; the merchant sees it and uploads corrected documents."
                autosize
                minRows={3}
                maxRows={6}
                maxLength={500}
                value={remark}
                onChange={(e) => {
                  setRemark(e.currentTarget.value);
                  setFieldError(undefined);
                }}
                error={fieldError}
              />
              <Group justify="flex-end">
                <Button type="submit" color="orange" leftSection={<IconFileAlert size={16} aria-hidden />} loading={decide.isPending}>
                  Mark TIN rejected
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      ) : (
        <Alert color={d.state === 'tin_rejected' ? 'orange' : 'gray'} variant="light" title={d.state === 'tin_rejected' ? 'Marked TIN rejected' : `This application is ${d.stateLabel.toLowerCase()}`} data-testid="tin-state">
          <Text size="sm">
            {d.state === 'tin_rejected'
              ? `Reason: ${d.remark?.trim() ? d.remark : '--'}. The merchant uploads corrected documents; they then appear in the TIN rejections list to check.`
              : d.state === 'tin_resubmitted'
                ? 'The merchant has uploaded corrected documents.'
                : 'Only an acknowledged application can be marked TIN rejected.'}
          </Text>
          {d.state === 'tin_resubmitted' && d.ackNo && (
            <Button component={Link} to={R.tinVerify(d.ackNo)} size="xs" mt="sm">
              Check corrected documents
            </Button>
          )}
        </Alert>
      )}
      <ApplicationCrops area="backend" detail={d} />
      <Accordion variant="separated" multiple>
        <Accordion.Item value="data">
          <Accordion.Control>Application data</Accordion.Control>
          <Accordion.Panel>
            <ApplicationSummary detail={d} />
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
