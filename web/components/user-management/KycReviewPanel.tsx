import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import {
  Alert,
  Button,
  Card,
  Center,
  Grid,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconCheck, IconX } from '@tabler/icons-react';
import { KYC_FILES, type KycReview } from '../../../contract/kyc';
import { RejectionForm } from '../../../contract/registration';
import { ApiError } from '../../api/client';
import { UM_ROUTES, kycAadhaarRevealPath, useApproveKyc, useKycReview, useRejectKyc } from '../../api/user-management';
import { useFormat, useT, type Translate } from '../../i18n/backend';
import { FormErrorAlert } from '../FormErrorAlert';
import { LoadingOverlay } from '../LoadingOverlay';
import { DetailList } from './DetailList';
import { AadhaarValue } from '../privacy/AadhaarValue';
import { KycDocument } from './KycDocument';
import { KycStatusBadge, kindLabel } from './badges';
import { useLabel } from '../../i18n/labels';

export type KycArea = 'merchant' | 'staff';

const FILE_LABELS: Record<(typeof KYC_FILES)[number], Parameters<Translate>[0]> = {
  addressProof: 'backend.kyc.file.addressProof',
  photo: 'backend.kyc.file.photo',
  shopPhoto: 'backend.kyc.file.shopPhoto',
};

/**
 * The back office's review of one KYC submission (merchant-kyc/{id} and staff-kyc/{id}): identity, bank
 * and documents on the left, the decision on the right.
 */
export function KycReviewPanel({ id, area }: { id: number; area: KycArea }) {
  const t = useT();
  const label = useLabel();
  const { formatDate } = useFormat();
  const date = (v: string | null | undefined) => (v ? formatDate(v) : '');
  const review = useKycReview(id);
  const k = review.data;

  // The list sends merchant staff to staff-kyc and everyone else to merchant-kyc; a hand-typed address
  // that crossed them is put right rather than shown under the wrong heading.
  if (k && (k.kind === 'staff') !== (area === 'staff')) return <Navigate to={UM_ROUTES.kyc(id, k.kind)} replace />;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {area === 'staff' ? t('backend.kyc.staffTitle') : t('backend.kyc.merchantTitle')}
          </Title>
          <Group gap="xs" mt={4}>
            <Text c="dimmed">{k ? `${k.displayName} · ${k.userCode}` : t('backend.kyc.submission', { id })}</Text>
            {k && <KycStatusBadge status={k.status} />}
          </Group>
        </div>
        <Button
          component={Link}
          to={UM_ROUTES.kycList}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('backend.kyc.backToList')}
        </Button>
      </Group>
      {review.isError ? (
        <FormErrorAlert
          error={review.error}
          title={
            review.error instanceof ApiError && review.error.status === 404
              ? t('backend.kyc.notFound')
              : t('backend.kyc.loadFailed')
          }
        />
      ) : !k ? (
        <Center py="xl">
          <Loader aria-label={t('backend.kyc.loading')} />
        </Center>
      ) : (
        <Grid gutter="md" align="flex-start">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Card withBorder radius="md" padding="lg">
                <Title order={2} size="h4" mb="md">
                  {t('backend.kyc.account')}
                </Title>
                <DetailList
                  cols={{ base: 2, lg: 3 }}
                  items={[
                    { label: t('backend.field.name'), value: k.displayName },
                    { label: t('backend.field.code'), value: k.userCode },
                    { label: t('backend.field.userName'), value: k.userName },
                    { label: t('backend.kyc.account'), value: label(kindLabel(k.kind)) },
                    { label: t('backend.kyc.submitted'), value: date(k.submittedAt) },
                    { label: t('backend.kyc.decided'), value: date(k.decidedAt) },
                  ]}
                />
              </Card>
              <Card withBorder radius="md" padding="lg">
                <Title order={2} size="h4" mb="md">
                  {t('backend.kyc.identityBank')}
                </Title>
                <DetailList
                  cols={{ base: 2, lg: 3 }}
                  items={[
                    {
                      label: t('backend.kyc.aadhaar'),
                      value: (
                        <AadhaarValue
                          value={k.aadhaarMasked ?? ''}
                          revealPath={kycAadhaarRevealPath(id)}
                          field="aadhaarNo"
                        />
                      ),
                    },
                    { label: t('backend.kyc.pan'), value: k.panNo },
                    { label: t('backend.kyc.bank'), value: k.bankName },
                    { label: t('backend.kyc.accountHolder'), value: k.accountHolder },
                    {
                      label: t('backend.kyc.accountNumber'),
                      value: <span style={{ fontVariantNumeric: 'tabular-nums' }}>{k.accountNo}</span>,
                    },
                    { label: t('backend.kyc.ifsc'), value: k.ifsc },
                  ]}
                />
              </Card>
              <Card withBorder radius="md" padding="lg">
                <Title order={2} size="h4" mb="md">
                  {t('backend.kyc.documents')}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                  {KYC_FILES.map((field) => (
                    <KycDocument
                      key={field}
                      kycId={id}
                      field={field}
                      label={t(FILE_LABELS[field])}
                      mime={k.files.find((f) => f.field === field)?.mime ?? null}
                    />
                  ))}
                </SimpleGrid>
              </Card>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Decision review={k} id={id} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

function Decision({ review, id }: { review: KycReview; id: number }) {
  const t = useT();
  const navigate = useNavigate();
  const approve = useApproveKyc(id);
  const reject = useRejectKyc(id);
  const [error, setError] = useState<unknown>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string | undefined>();

  const done = (title: string, message: string) => {
    notifications.show({ color: 'green', title, message });
    navigate(UM_ROUTES.kycList);
  };

  const onReject = (e: FormEvent) => {
    e.preventDefault();
    const parsed = RejectionForm.safeParse({ remark });
    if (!parsed.success) {
      setRemarkError(parsed.error.issues[0]?.message);
      return;
    }
    setError(null);
    reject.mutate(parsed.data.remark, {
      onSuccess: (res) => done(t('backend.kyc.rejected'), res.message),
      onError: setError,
    });
  };

  const onApprove = () => {
    setConfirmOpen(false);
    setError(null);
    approve.mutate(undefined, { onSuccess: (res) => done(t('backend.kyc.approved'), res.message), onError: setError });
  };

  const waiting = review.status === 'submitted';
  return (
    <Card withBorder radius="md" padding="lg">
      <LoadingOverlay visible={approve.isPending || reject.isPending} fullScreen />
      <Title order={2} size="h4" mb="md">
        {t('backend.decision.title')}
      </Title>
      <Stack gap="md">
        {error ? <FormErrorAlert error={error} listFieldErrors onClose={() => setError(null)} /> : null}
        {!waiting ? (
          <>
            <Alert
              color={review.status === 'approved' ? 'green' : 'red'}
              variant="light"
              title={t('backend.kyc.was', { status: review.status })}
            >
              {review.status === 'rejected' ? t('backend.kyc.canResubmit') : t('backend.kyc.nothingWaiting')}
            </Alert>
            <DetailList
              cols={1}
              items={[
                {
                  label: review.status === 'rejected' ? t('backend.field.reason') : t('backend.field.remark'),
                  value: review.remark,
                },
              ]}
            />
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('backend.kyc.compare')}
            </Text>
            <Button
              color="green"
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={() => setConfirmOpen(true)}
            >
              {t('backend.kyc.approve')}
            </Button>
            <form onSubmit={onReject} noValidate aria-label={t('backend.kyc.reject')}>
              <Stack gap="sm">
                <Textarea
                  label={t('backend.field.reason')}
                  name="remark"
                  withAsterisk
                  description={t('backend.kyc.reasonHint')}
                  autosize
                  minRows={3}
                  maxRows={6}
                  value={remark}
                  onChange={(e) => {
                    setRemark(e.currentTarget.value);
                    setRemarkError(undefined);
                  }}
                  error={remarkError}
                />
                <Button type="submit" color="red" variant="light" leftSection={<IconX size={16} aria-hidden />}>
                  {t('backend.kyc.reject')}
                </Button>
              </Stack>
            </form>
          </>
        )}
      </Stack>
      <Modal opened={confirmOpen} onClose={() => setConfirmOpen(false)} title={t('backend.kyc.approve')} centered>
        <Text size="sm">{t('backend.kyc.confirm', { name: review.displayName, code: review.userCode })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirmOpen(false)}>
            {t('backend.action.cancel')}
          </Button>
          <Button color="green" onClick={onApprove}>
            {t('backend.action.approve')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
