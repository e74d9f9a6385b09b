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
import { formatDate } from '../../../../components/DataTable';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { useContractForm } from '../../../../components/forms/use-contract-form';
import { LoadingOverlay } from '../../../../components/LoadingOverlay';
import { DetailList } from '../../../../components/user-management/DetailList';
import { NotFoundId } from '../../../../components/user-management/NotFoundId';
import { RegistrationStatusBadge } from '../../../../components/user-management/badges';

/** docs/product.md#registration-review: select fields start on this option, whose value is empty. */
export const SELECT_PLACEHOLDER = '--Select--';
/** docs/product.md#registration-review: submitting either form returns to the list, relative to this route. */
export const BACK_TO_LIST = '../registration';

/** docs/product.md#registration-review: M is Male, anything else Female. */
export function genderLabel(gender: string | null | undefined): string {
  if (!gender || !gender.trim()) return '';
  return gender === 'M' ? 'Male' : 'Female';
}

function withPlaceholder(options: Option[]): Option[] {
  return [{ label: SELECT_PLACEHOLDER, value: '' }, ...options];
}

/** /backend/user-management/registration-action/{id}: review one registration and approve or reject it. */
export default function RegistrationActionPage() {
  const { id: raw } = useParams();
  const id = idParam(raw);
  if (id === null) return <NotFoundId what="registration" back="registrations" />;
  return <RegistrationReview key={id} id={id} />;
}

function RegistrationReview({ id }: { id: number }) {
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
            Registration Verification
          </Title>
          <Group gap="xs" mt={4}>
            <Text c="dimmed">{reg ? `Reference ${reg.refNo}` : `Registration #${id}`}</Text>
            {reg && <RegistrationStatusBadge status={reg.status} />}
          </Group>
        </div>
        <Button
          component={Link}
          to={UM_ROUTES.registrations}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to registrations
        </Button>
      </Group>

      {details.isError ? (
        <FormErrorAlert
          error={details.error}
          title={
            details.error instanceof ApiError && details.error.status === 404
              ? 'No such registration'
              : 'Could not load the registration'
          }
        />
      ) : !reg ? (
        <Center py="xl">
          <Loader aria-label="Loading registration" />
        </Center>
      ) : (
        <Grid gutter="md" align="flex-start">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="md" padding="lg">
              <Title order={2} size="h4" mb="md">
                Registration details
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
                    <Tabs.Tab value="approve">Approve</Tabs.Tab>
                    <Tabs.Tab value="reject">Reject</Tabs.Tab>
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
                            done('Registration approved', res?.message ?? 'The merchant account has been created.'),
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
                            done('Registration rejected', res?.message ?? 'The applicant has been told the reason.'),
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
  return (
    <DetailList
      cols={{ base: 2 }}
      items={[
        { label: 'Ref No', value: reg.refNo },
        { label: 'Dated', value: reg.dated ? formatDate(reg.dated) : '' },
        { label: 'First Name', value: reg.fName },
        { label: 'Last Name', value: reg.lName },
        { label: "Father's Name", value: reg.fatherName },
        { label: 'Gender', value: genderLabel(reg.gender) },
        { label: 'Date of Birth', value: reg.dob ? formatDate(reg.dob) : '' },
        { label: 'Mobile No', value: reg.mobileNo },
        { label: 'Email ID', value: reg.emailId },
        { label: 'ID Type', value: reg.idName },
        { label: 'Shop Name', value: reg.shopName },
        { label: 'Address 1', value: reg.address1 },
        { label: 'Address 2', value: reg.address2 },
        { label: 'Address 3', value: reg.address3 },
        { label: 'District', value: reg.district },
        { label: 'State', value: reg.state },
        { label: 'Pincode', value: reg.pin },
        { label: 'IP Address', value: reg.clientIp },
      ]}
    />
  );
}

function Decided({ reg }: { reg: RegistrationDetails }) {
  const rejected = reg.status === 'rejected';
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Decision
      </Title>
      <Alert color={rejected ? 'red' : 'green'} variant="light" title={`This registration was ${reg.status}.`}>
        It can no longer be approved or rejected.
      </Alert>
      <DetailList cols={1} items={[{ label: rejected ? 'Reason' : 'Remark', value: reg.remark }]} />
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

  const pkgs = withPlaceholder(toOptions(approval.data?.pkgs));
  const idTypes = withPlaceholder(toOptions(approval.data?.idtypes));

  const submit = form.onSubmit((values) => {
    const approved = ApprovalForm.parse({ ...values, remark: values.remark.trim() ? values.remark : null });
    onSubmit({ ...approved, remark: approved.remark ?? null });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Approve registration">
      <Stack gap="sm">
        {approval.isError && <FormErrorAlert error={approval.error} title="Could not load packages and ID types" />}
        <NativeSelect
          label="Package"
          name="packageId"
          withAsterisk
          data={pkgs}
          {...form.getInputProps('packageId')}
          disabled={approval.isLoading}
        />
        <NativeSelect
          label="ID Type"
          name="idType"
          withAsterisk
          data={idTypes}
          {...form.getInputProps('idType')}
          disabled={approval.isLoading}
        />
        <TextInput
          label="User Name"
          name="userName"
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('userName')}
        />
        <PasswordInput
          label="Password"
          name="password"
          withAsterisk
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <Textarea
          label="Remark"
          name="remark"
          description="Optional"
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps('remark')}
        />
        <Group justify="flex-end">
          <Button type="submit" color="green" leftSection={<IconCheck size={16} aria-hidden />} loading={submitting}>
            Approve
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RejectForm({ submitting, onSubmit }: { submitting: boolean; onSubmit: (form: RejectionForm) => void }) {
  const form = useContractForm({ schema: RejectionForm, initialValues: { remark: '' } });
  const submit = form.onSubmit((values) => onSubmit(RejectionForm.parse(values)));

  return (
    <form onSubmit={submit} noValidate aria-label="Reject registration">
      <Stack gap="sm">
        <Textarea
          label="Reason"
          name="remark"
          withAsterisk
          description="The applicant receives this reason by email."
          autosize
          minRows={3}
          maxRows={6}
          {...form.getInputProps('remark')}
        />
        <Group justify="flex-end">
          <Button type="submit" color="red" leftSection={<IconX size={16} aria-hidden />} loading={submitting}>
            Reject
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
