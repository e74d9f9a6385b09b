import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  Grid,
  Group,
  Loader,
  NativeSelect,
  PasswordInput,
  Stack,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconCheck, IconX } from '@tabler/icons-react';
import { ApprovalForm, RejectionForm, type RegistrationDetails } from '../../../../../contract/registration';
import { ApiError } from '../../../../api/client';
import { idParam } from '../../../../api/route-params';
import {
  toOptions,
  UM_ROUTES,
  useApprovalDetails,
  useApproveRegistration,
  useRegistration,
  useRejectRegistration,
  type Option,
} from '../../../../api/user-management';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { useContractForm } from '../../../../components/forms/use-contract-form';
import { LoadingOverlay } from '../../../../components/LoadingOverlay';
import { DetailList } from '../../../../components/user-management/DetailList';
import { NotFoundId } from '../../../../components/user-management/NotFoundId';
import { RegistrationStatusBadge } from '../../../../components/user-management/badges';
import { useFormat, useT, type Translate } from '../../../../i18n/backend';

/** docs/product.md#registration-review: submitting either form returns to the list, relative to this route. */
export const BACK_TO_LIST = '../registration';

/** docs/product.md#registration-review: M is Male, anything else Female. */
export function genderLabel(gender: string | null | undefined, t: Translate): string {
  if (!gender || !gender.trim()) return '';
  return gender === 'M' ? t('backend.registration.male') : t('backend.registration.female');
}

/** docs/product.md#registration-review: select fields start on "--Select--", whose value is empty. */
function withPlaceholder(options: Option[], t: Translate): Option[] {
  return [{ label: t('backend.registration.select'), value: '' }, ...options];
}

/** /backend/user-management/registration-action/{id}: review one registration and approve or reject it. */
export default function RegistrationActionPage() {
  const { id: raw } = useParams();
  const id = idParam(raw);
  if (id === null) return <NotFoundId what="registration" back="registrations" />;
  return <RegistrationReview key={id} id={id} />;
}

function RegistrationReview({ id }: { id: number }) {
  const t = useT();
  const navigate = useNavigate();
  const details = useRegistration(id);
  const reg = details.data;
  const pending = reg?.status === 'pending';
  const approve = useApproveRegistration(id);
  const reject = useRejectRegistration(id);
  const [error, setError] = useState<unknown>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // On a phone the form's button is far below the alert; bring the alert into view when it appears.
  useEffect(() => {
    if (error) alertRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [error]);

  const done = (title: string, message: string) => {
    notifications.show({ color: 'green', title, message });
    navigate(BACK_TO_LIST);
  };

  return (
    <Stack gap="md">
      <LoadingOverlay visible={approve.isPending || reject.isPending} fullScreen />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('backend.registration.title')}
          </Title>
          <Group gap="xs" mt={4}>
            <Text c="dimmed">
              {reg
                ? t('backend.registration.reference', { refNo: reg.refNo })
                : t('backend.registration.number', { id })}
            </Text>
            {reg && <RegistrationStatusBadge status={reg.status} />}
          </Group>
        </div>
        <Button
          component={Link}
          to={UM_ROUTES.registrations}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('backend.back.registrations')}
        </Button>
      </Group>

      {details.isError ? (
        <FormErrorAlert
          error={details.error}
          title={
            details.error instanceof ApiError && details.error.status === 404
              ? t('backend.registration.notFound')
              : t('backend.registration.loadFailed')
          }
        />
      ) : !reg ? (
        <Center py="xl">
          <Loader aria-label={t('backend.registration.loading')} />
        </Center>
      ) : (
        <Grid gutter="md" align="flex-start">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="md" padding="lg">
              <Title order={2} size="h4" mb="md">
                {t('backend.registration.details')}
              </Title>
              <RegistrationDetailList reg={reg} />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder radius="md" padding="lg">
              {error ? (
                <Box ref={alertRef} mb="md" style={{ scrollMarginTop: 80 }}>
                  <FormErrorAlert error={error} listFieldErrors onClose={() => setError(null)} />
                </Box>
              ) : null}
              {pending ? (
                <Tabs defaultValue="approve" keepMounted>
                  <Tabs.List grow mb="md">
                    <Tabs.Tab value="approve">{t('backend.action.approve')}</Tabs.Tab>
                    <Tabs.Tab value="reject">{t('backend.action.reject')}</Tabs.Tab>
                  </Tabs.List>
                  <Tabs.Panel value="approve">
                    <ApproveForm
                      id={id}
                      mobileNo={reg.mobileNo}
                      submitting={approve.isPending}
                      onSubmit={(form) => {
                        setError(null);
                        approve.mutate(form, {
                          onSuccess: (res) =>
                            done(
                              t('backend.registration.approved'),
                              res?.message ?? t('backend.registration.approvedMessage'),
                            ),
                          onError: setError,
                        });
                      }}
                    />
                  </Tabs.Panel>
                  <Tabs.Panel value="reject">
                    <RejectForm
                      submitting={reject.isPending}
                      onSubmit={(form) => {
                        setError(null);
                        reject.mutate(form, {
                          onSuccess: (res) =>
                            done(
                              t('backend.registration.rejected'),
                              res?.message ?? t('backend.registration.rejectedMessage'),
                            ),
                          onError: setError,
                        });
                      }}
                    />
                  </Tabs.Panel>
                </Tabs>
              ) : (
                <Decided reg={reg} />
              )}
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

/** docs/product.md#registration-review left side: the registration, read-only, '--' where empty. */
export function RegistrationDetailList({ reg }: { reg: RegistrationDetails }) {
  const t = useT();
  const { formatDate } = useFormat();
  return (
    <DetailList
      cols={{ base: 2 }}
      items={[
        { label: t('backend.registration.refNo'), value: reg.refNo },
        { label: t('backend.registration.dated'), value: reg.dated ? formatDate(reg.dated) : '' },
        { label: t('backend.registration.firstName'), value: reg.fName },
        { label: t('backend.registration.lastName'), value: reg.lName },
        { label: t('backend.registration.fatherName'), value: reg.fatherName },
        { label: t('backend.registration.gender'), value: genderLabel(reg.gender, t) },
        { label: t('backend.registration.dob'), value: reg.dob ? formatDate(reg.dob) : '' },
        { label: t('backend.registration.mobileNo'), value: reg.mobileNo },
        { label: t('backend.registration.emailId'), value: reg.emailId },
        { label: t('backend.registration.idType'), value: reg.idName },
        { label: t('backend.registration.shopName'), value: reg.shopName },
        { label: t('backend.registration.address1'), value: reg.address1 },
        { label: t('backend.registration.address2'), value: reg.address2 },
        { label: t('backend.registration.address3'), value: reg.address3 },
        { label: t('backend.field.district'), value: reg.district },
        { label: t('backend.field.state'), value: reg.state },
        { label: t('backend.registration.pincode'), value: reg.pin },
        { label: t('backend.registration.ip'), value: reg.clientIp },
      ]}
    />
  );
}

function Decided({ reg }: { reg: RegistrationDetails }) {
  const t = useT();
  const rejected = reg.status === 'rejected';
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('backend.decision.title')}
      </Title>
      <Alert
        color={rejected ? 'red' : 'green'}
        variant="light"
        title={t('backend.registration.was', { status: reg.status })}
      >
        {t('backend.registration.final')}
      </Alert>
      <DetailList
        cols={1}
        items={[{ label: rejected ? t('backend.field.reason') : t('backend.field.remark'), value: reg.remark }]}
      />
    </Stack>
  );
}

type ApprovalValues = { packageId: string; idType: string; userName: string; password: string; remark: string };

function ApproveForm({
  id,
  mobileNo,
  submitting,
  onSubmit,
}: {
  id: number;
  mobileNo: string;
  submitting: boolean;
  onSubmit: (form: ApprovalForm) => void;
}) {
  const t = useT();
  const approval = useApprovalDetails(id);
  const form = useContractForm<ApprovalValues>({
    schema: ApprovalForm,
    initialValues: { packageId: '', idType: '', userName: mobileNo, password: '', remark: '' },
  });

  // docs/product.md#input-rules: the user name starts as the registration's mobile number and is set again once the
  // approval details arrive. Only those changes set it, not a new form object on each render.
  const approvalData = approval.data;
  useEffect(() => {
    form.setFieldValue('userName', mobileNo);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mobileNo]);
  useEffect(() => {
    if (approvalData?.mobileNo) form.setFieldValue('userName', approvalData.mobileNo);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [approvalData]);

  const pkgs = withPlaceholder(toOptions(approval.data?.pkgs), t);
  const idTypes = withPlaceholder(toOptions(approval.data?.idtypes), t);

  const submit = form.onSubmit((values) => {
    const approved = ApprovalForm.parse({ ...values, remark: values.remark.trim() ? values.remark : null });
    onSubmit({ ...approved, remark: approved.remark ?? null });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('backend.registration.approveForm')}>
      <Stack gap="sm">
        {approval.isError && <FormErrorAlert error={approval.error} title={t('backend.registration.optionsFailed')} />}
        <NativeSelect
          label={t('backend.field.package')}
          name="packageId"
          withAsterisk
          data={pkgs}
          {...form.getInputProps('packageId')}
          disabled={approval.isLoading}
        />
        <NativeSelect
          label={t('backend.registration.idType')}
          name="idType"
          withAsterisk
          data={idTypes}
          {...form.getInputProps('idType')}
          disabled={approval.isLoading}
        />
        <TextInput
          label={t('backend.registration.userName')}
          name="userName"
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('userName')}
        />
        <PasswordInput
          label={t('backend.field.password')}
          name="password"
          withAsterisk
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <Textarea
          label={t('backend.field.remark')}
          name="remark"
          description={t('backend.registration.optional')}
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps('remark')}
        />
        <Group justify="flex-end">
          <Button type="submit" color="green" leftSection={<IconCheck size={16} aria-hidden />} loading={submitting}>
            {t('backend.action.approve')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RejectForm({ submitting, onSubmit }: { submitting: boolean; onSubmit: (form: RejectionForm) => void }) {
  const t = useT();
  const form = useContractForm({ schema: RejectionForm, initialValues: { remark: '' } });
  const submit = form.onSubmit((values) => onSubmit(RejectionForm.parse(values)));

  return (
    <form onSubmit={submit} noValidate aria-label={t('backend.registration.rejectForm')}>
      <Stack gap="sm">
        <Textarea
          label={t('backend.field.reason')}
          name="remark"
          withAsterisk
          description={t('backend.registration.reasonHint')}
          autosize
          minRows={3}
          maxRows={6}
          {...form.getInputProps('remark')}
        />
        <Group justify="flex-end">
          <Button type="submit" color="red" leftSection={<IconX size={16} aria-hidden />} loading={submitting}>
            {t('backend.action.reject')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
