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
import { useT } from '../../../../../i18n/panPages';

const R = PAN_ROUTES.backend;

/**
 * The usual reasons (docs/product.md#back-office), then anything else the operator types. The remark saved is the
 * English wording (the record's), shown in the reader's language.
 */
export const CANCEL_REASONS = ['Aadhaar authentication failed', 'Applicant withdrew'] as const;
const REASON_LABELS = {
  'Aadhaar authentication failed': 'panPages.cancel.reasonAadhaar',
  'Applicant withdrew': 'panPages.cancel.reasonWithdrew',
} as const;
const isUsualReason = (r: string): r is (typeof CANCEL_REASONS)[number] => r in REASON_LABELS;
const OTHER = 'other';

/**
 * /backend/actions/nsdl-pan/physical/cancel-aadhar: cancel an application before its acknowledgement
 * number (Aadhaar authentication failed, or the applicant withdrew), found by token or ack number; the
 * server refunds the charge once.
 */
export default function CancelAadharPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const current = (params.get('q') ?? '').trim();
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string>();
  const found = useFindApplication(current || null);

  const search = (e: FormEvent) => {
    e.preventDefault();
    const v = value.replace(/\s+/g, '').toUpperCase();
    if (!v) {
      setError(t('panPages.cancel.required'));
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
        eyebrow={t('panPages.info.eyebrow')}
        title={t('panPages.cancel.title')}
        back={{ to: R.dashboard, label: t('panPages.verify.dashboard') }}
      />
      <Card withBorder padding="md">
        <form onSubmit={search} noValidate aria-label={t('panPages.cancel.findForm')}>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('panPages.cancel.query')}
              description={t('panPages.cancel.queryHint')}
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
        <Found key={found.data.id} d={found.data} query={current} />
      ) : null}
    </Stack>
  );
}

function Found({ d, query }: { d: ApplicationDetail; query: string }) {
  const t = useT();
  const reasonLabel = (r: string) => (isUsualReason(r) ? t(REASON_LABELS[r]) : r);
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
            title: t('panPages.cancel.doneTitle'),
            message: t('panPages.cancel.doneMessage', {
              tokenNo: r.tokenNo,
              amount: formatRupeeAmount(r.amount),
              merchant: r.merchant.code,
            }),
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
            {t('panPages.cancel.heading')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm" data-testid="refund-note">
            {t('panPages.cancel.refundNote', { amount: formatRupeeAmount(d.amount), merchant: d.merchant.code })}
          </Text>
          {error ? (
            <Stack mb="sm">
              <FormErrorAlert error={error} listFieldErrors onClose={() => setError(null)} />
            </Stack>
          ) : null}
          <form onSubmit={submit} noValidate aria-label={t('panPages.cancel.submit')}>
            <Stack gap="sm">
              <Radio.Group
                label={t('panPages.cancel.reason')}
                withAsterisk
                value={choice}
                onChange={(v) => {
                  setChoice(v);
                  setFieldError(undefined);
                }}
              >
                <Stack gap={6} mt={6}>
                  {CANCEL_REASONS.map((r) => (
                    <Radio key={r} value={r} label={reasonLabel(r)} />
                  ))}
                  <Radio value={OTHER} label={t('panPages.cancel.another')} />
                </Stack>
              </Radio.Group>
              {choice === OTHER && (
                <Textarea
                  label={t('panPages.cancel.other')}
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
                  {t('panPages.cancel.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
          <Modal
            opened={confirming !== null}
            onClose={() => setConfirming(null)}
            title={t('panPages.cancel.confirmTitle')}
            centered
          >
            <Stack gap="md">
              <Text size="sm">
                {t('panPages.cancel.confirmText', {
                  tokenNo: d.tokenNo,
                  name: d.name,
                  reason: confirming === null ? '' : reasonLabel(confirming),
                  amount: formatRupeeAmount(d.amount),
                  merchant: d.merchant.code,
                })}
              </Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setConfirming(null)}>
                  {t('panPages.cancel.keep')}
                </Button>
                <Button color="red" loading={decide.isPending} onClick={() => confirming && cancel(confirming)}>
                  {t('panPages.cancel.confirm')}
                </Button>
              </Group>
            </Stack>
          </Modal>
        </Card>
      ) : (
        <Alert
          color={d.state === 'cancelled' ? 'red' : 'gray'}
          variant="light"
          title={
            d.state === 'cancelled'
              ? t('panPages.info.cancelledTitle')
              : t('panPages.cancel.stateTitle', { state: d.stateLabel.toLowerCase() })
          }
          data-testid="not-cancellable"
        >
          <Text size="sm">
            {d.state === 'cancelled'
              ? t('panPages.cancel.cancelledText', { remark: d.remark?.trim() ? d.remark : '--' })
              : d.state === 'draft'
                ? t('panPages.cancel.draftText')
                : t('panPages.cancel.notCancellable')}
          </Text>
          {d.state === 'cancelled' && (
            <Button component={Link} to={backendListPath('rejection')} variant="light" size="xs" mt="sm">
              {t('panPages.cancel.rejectedList')}
            </Button>
          )}
        </Alert>
      )}
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
