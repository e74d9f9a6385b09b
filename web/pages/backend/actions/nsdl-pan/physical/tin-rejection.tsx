import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Accordion, Alert, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileAlert, IconSearch } from '@tabler/icons-react';
import { ACK_NO_RE, type ApplicationDetail } from '../../../../../../contract/nsdl-pan';
import { ApiError } from '../../../../../api/client';
import { PAN_ROUTES, useApplicationByAck, useDecision } from '../../../../../api/nsdl-pan';
import { FormErrorAlert } from '../../../../../components/FormErrorAlert';
import { ApplicationCrops } from '../../../../../components/pan/ApplicationDocuments';
import {
  ApplicationHeader,
  ApplicationSummary,
  ApplicationTimeline,
} from '../../../../../components/pan/ApplicationSummary';
import { backendListPath } from '../../../../../components/pan/backend-routes';
import { ACK_NO_MESSAGE, cleanAckNo } from '../../../../../components/pan/params';
import { can, DecisionBar, DecisionCard, RequestPageHeader, type ActionLook } from '../../../../../components/requests';

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
      <RequestPageHeader
        eyebrow="NSDL PAN"
        title="TIN rejection"
        back={{ to: backendListPath('tin-rejection'), label: 'TIN rejections list' }}
      />
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
        <Found key={found.data.id} d={found.data} />
      ) : null}
    </Stack>
  );
}

/** How this screen words the TIN rejection: NSDL's objection is the reason. */
const LOOKS: Partial<Record<string, ActionLook>> = {
  tin_reject: {
    label: 'Mark TIN rejected',
    fieldLabel: 'NSDL / TIN objection reason',
    description: 'As NSDL states it; the merchant sees it and uploads corrected documents.',
    color: 'orange',
    icon: <IconFileAlert size={16} aria-hidden />,
    // Nothing is refunded or ended: the application goes back to the merchant with the objection.
    confirm: false,
  },
};

function Found({ d }: { d: ApplicationDetail }) {
  const decide = useDecision(d.id);
  const [error, setError] = useState<unknown>(null);

  const move = (_action: string, remark: string | undefined) => {
    setError(null);
    decide.mutate(
      { decision: 'tin_reject', remark },
      {
        onSuccess: (r) =>
          notifications.show({
            color: 'green',
            title: 'TIN rejection recorded',
            message: `${r.tokenNo} (ack ${r.ackNo}) is back with ${r.merchant.code} for corrected documents.`,
          }),
        onError: setError,
      },
    );
  };

  return (
    <Stack gap="md" pos="relative">
      <ApplicationHeader detail={d} />
      {can(d, 'tin_reject') ? (
        <DecisionCard
          title="Record NSDL's objection"
          busy={decide.isPending}
          error={error}
          onCloseError={() => setError(null)}
        >
          <DecisionBar
            actions={d.allowedActions}
            only={['tin_reject']}
            looks={LOOKS}
            submitting={decide.isPending}
            onMove={move}
          />
        </DecisionCard>
      ) : (
        <Alert
          color={d.state === 'tin_rejected' ? 'orange' : 'gray'}
          variant="light"
          title={
            d.state === 'tin_rejected' ? 'Marked TIN rejected' : `This application is ${d.stateLabel.toLowerCase()}`
          }
          data-testid="tin-state"
        >
          <Text size="sm">
            {d.state === 'tin_rejected'
              ? `Reason: ${d.remark?.trim() ? d.remark : '--'}. ` +
                'The merchant uploads corrected documents; they then appear in the TIN rejections list to check.'
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
