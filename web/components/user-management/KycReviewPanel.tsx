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
import { formatDate } from '../DataTable';
import { FormErrorAlert } from '../FormErrorAlert';
import { LoadingOverlay } from '../LoadingOverlay';
import { DetailList } from './DetailList';
import { AadhaarValue } from '../privacy/AadhaarValue';
import { KycDocument } from './KycDocument';
import { KycStatusBadge, kindLabel } from './badges';

export type KycArea = 'merchant' | 'staff';

const FILE_LABELS: Record<(typeof KYC_FILES)[number], string> = {
  addressProof: 'Address proof',
  photo: 'Photo',
  shopPhoto: 'Shop photo',
};

const date = (v: string | null | undefined) => (v ? formatDate(v) : '');

/**
 * The back office's review of one KYC submission (merchant-kyc/{id} and staff-kyc/{id}): identity, bank
 * and documents on the left, the decision on the right.
 */
export function KycReviewPanel({ id, area }: { id: number; area: KycArea }) {
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
            {area === 'staff' ? 'Staff KYC' : 'Merchant KYC'}
          </Title>
          <Group gap="xs" mt={4}>
            <Text c="dimmed">{k ? `${k.displayName} · ${k.userCode}` : `Submission #${id}`}</Text>
            {k && <KycStatusBadge status={k.status} />}
          </Group>
        </div>
        <Button
          component={Link}
          to={UM_ROUTES.kycList}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to KYC list
        </Button>
      </Group>
      {review.isError ? (
        <FormErrorAlert
          error={review.error}
          title={
            review.error instanceof ApiError && review.error.status === 404
              ? 'No such KYC submission'
              : 'Could not load the KYC submission'
          }
        />
      ) : !k ? (
        <Center py="xl">
          <Loader aria-label="Loading KYC submission" />
        </Center>
      ) : (
        <Grid gutter="md" align="flex-start">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Card withBorder radius="md" padding="lg">
                <Title order={2} size="h4" mb="md">
                  Account
                </Title>
                <DetailList
                  cols={{ base: 2, lg: 3 }}
                  items={[
                    { label: 'Name', value: k.displayName },
                    { label: 'Code', value: k.userCode },
                    { label: 'User name', value: k.userName },
                    { label: 'Account', value: kindLabel(k.kind) },
                    { label: 'Submitted', value: date(k.submittedAt) },
                    { label: 'Decided', value: date(k.decidedAt) },
                  ]}
                />
              </Card>
              <Card withBorder radius="md" padding="lg">
                <Title order={2} size="h4" mb="md">
                  Identity and bank
                </Title>
                <DetailList
                  cols={{ base: 2, lg: 3 }}
                  items={[
                    {
                      label: 'Aadhaar',
                      value: (
                        <AadhaarValue
                          value={k.aadhaarMasked ?? ''}
                          revealPath={kycAadhaarRevealPath(id)}
                          field="aadhaarNo"
                        />
                      ),
                    },
                    { label: 'PAN', value: k.panNo },
                    { label: 'Bank', value: k.bankName },
                    { label: 'Account holder', value: k.accountHolder },
                    {
                      label: 'Account number',
                      value: <span style={{ fontVariantNumeric: 'tabular-nums' }}>{k.accountNo}</span>,
                    },
                    { label: 'IFSC', value: k.ifsc },
                  ]}
                />
              </Card>
              <Card withBorder radius="md" padding="lg">
                <Title order={2} size="h4" mb="md">
                  Documents
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                  {KYC_FILES.map((field) => (
                    <KycDocument
                      key={field}
                      kycId={id}
                      field={field}
                      label={FILE_LABELS[field]}
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
    reject.mutate(parsed.data.remark, { onSuccess: (res) => done('KYC rejected', res.message), onError: setError });
  };

  const onApprove = () => {
    setConfirmOpen(false);
    setError(null);
    approve.mutate(undefined, { onSuccess: (res) => done('KYC approved', res.message), onError: setError });
  };

  const waiting = review.status === 'submitted';
  return (
    <Card withBorder radius="md" padding="lg">
      <LoadingOverlay visible={approve.isPending || reject.isPending} fullScreen />
      <Title order={2} size="h4" mb="md">
        Decision
      </Title>
      <Stack gap="md">
        {error ? <FormErrorAlert error={error} listFieldErrors onClose={() => setError(null)} /> : null}
        {!waiting ? (
          <>
            <Alert
              color={review.status === 'approved' ? 'green' : 'red'}
              variant="light"
              title={`This KYC was ${review.status}.`}
            >
              {review.status === 'rejected'
                ? 'The user may correct it and submit again.'
                : 'Nothing is waiting for a decision.'}
            </Alert>
            <DetailList
              cols={1}
              items={[{ label: review.status === 'rejected' ? 'Reason' : 'Remark', value: review.remark }]}
            />
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Compare the numbers with the documents before you decide. The user is told the outcome by email.
            </Text>
            <Button
              color="green"
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={() => setConfirmOpen(true)}
            >
              Approve KYC
            </Button>
            <form onSubmit={onReject} noValidate aria-label="Reject KYC">
              <Stack gap="sm">
                <Textarea
                  label="Reason"
                  name="remark"
                  withAsterisk
                  description="Required to reject; sent to the user."
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
                  Reject KYC
                </Button>
              </Stack>
            </form>
          </>
        )}
      </Stack>
      <Modal opened={confirmOpen} onClose={() => setConfirmOpen(false)} title="Approve KYC" centered>
        <Text size="sm">
          Approve the KYC of {review.displayName} ({review.userCode})? Their paid services open once it is approved.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirmOpen(false)}>
            Cancel
          </Button>
          <Button color="green" onClick={onApprove}>
            Approve
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
