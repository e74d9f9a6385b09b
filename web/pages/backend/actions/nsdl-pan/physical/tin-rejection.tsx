import { useMemo, useState, type FormEvent } from 'react';
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
import { ACK_NO_LENGTH, cleanAckNo } from '../../../../../components/pan/params';
import { can, DecisionBar, DecisionCard, RequestPageHeader, type ActionLook } from '../../../../../components/requests';
import { useT, type Translate } from '../../../../../i18n/panPages';

const R = PAN_ROUTES.backend;

/**
 * /backend/actions/nsdl-pan/physical/tin-rejection: NSDL (TIN) objected to an acknowledged application;
 * find it by its acknowledgement number and record the objection, which sends it back to the merchant
 * for corrected documents.
 */
export default function TinRejectionPage() {
  const t = useT();
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
      setError(t(ACK_NO_LENGTH));
      return;
    }
    setError(undefined);
    setParams({ ack: v });
  };

  return (
    <Stack gap="md">
      <RequestPageHeader
        eyebrow={t('panPages.info.eyebrow')}
        title={t('panPages.tinReject.title')}
        back={{ to: backendListPath('tin-rejection'), label: t('panPages.tinReject.list') }}
      />
      <Card withBorder padding="md">
        <form onSubmit={search} noValidate aria-label={t('panPages.tinReject.findForm')}>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('panPages.verify.ackNo')}
              description={t('panPages.tinReject.ackHint')}
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
              {t('panPages.cancel.find')}
            </Button>
          </Group>
        </form>
      </Card>

      {found.isError ? (
        <FormErrorAlert
          error={found.error}
          title={
            found.error instanceof ApiError && found.error.status === 404
              ? t('panPages.cancel.notFound')
              : t('panPages.verify.failed')
          }
        />
      ) : found.data ? (
        <Found key={found.data.id} d={found.data} />
      ) : null}
    </Stack>
  );
}

/** How this screen words the TIN rejection: NSDL's objection is the reason. */
const looks = (t: Translate): Partial<Record<string, ActionLook>> => ({
  tin_reject: {
    label: t('panPages.tinReject.mark'),
    fieldLabel: t('panPages.tinReject.reasonField'),
    description: t('panPages.tinReject.reasonHint'),
    color: 'orange',
    icon: <IconFileAlert size={16} aria-hidden />,
    // Nothing is refunded or ended: the application goes back to the merchant with the objection.
    confirm: false,
  },
});

function Found({ d }: { d: ApplicationDetail }) {
  const t = useT();
  const LOOKS = useMemo(() => looks(t), [t]);
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
            title: t('panPages.tinReject.doneTitle'),
            message: t('panPages.tinReject.doneMessage', {
              tokenNo: r.tokenNo,
              ackNo: r.ackNo,
              merchant: r.merchant.code,
            }),
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
          title={t('panPages.tinReject.record')}
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
            d.state === 'tin_rejected'
              ? t('panPages.tinReject.marked')
              : t('panPages.cancel.stateTitle', { state: d.stateLabel.toLowerCase() })
          }
          data-testid="tin-state"
        >
          <Text size="sm">
            {d.state === 'tin_rejected'
              ? t('panPages.tinReject.markedText', { remark: d.remark?.trim() ? d.remark : '--' })
              : d.state === 'tin_resubmitted'
                ? t('panPages.tinReject.resubmittedText')
                : t('panPages.tinReject.onlyAcknowledged')}
          </Text>
          {d.state === 'tin_resubmitted' && d.ackNo && (
            <Button component={Link} to={R.tinVerify(d.ackNo)} size="xs" mt="sm">
              {t('panPages.verify.checkCorrected')}
            </Button>
          )}
        </Alert>
      )}
      <ApplicationCrops area="backend" detail={d} />
      <Accordion variant="separated" multiple>
        <Accordion.Item value="data">
          <Accordion.Control>{t('panPages.verify.data')}</Accordion.Control>
          <Accordion.Panel>
            <ApplicationSummary detail={d} reveal />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="history">
          <Accordion.Control>{t('panPages.info.history')}</Accordion.Control>
          <Accordion.Panel>
            <ApplicationTimeline detail={d} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
