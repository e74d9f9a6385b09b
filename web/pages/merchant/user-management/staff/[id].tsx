import { idParam } from '../../../../api/route-params';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  Badge,
  Button,
  Card,
  Center,
  Grid,
  Group,
  List,
  Loader,
  Modal,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey, IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { SetStaffPassword, staffServiceLabel, type MerchantStaffDetail } from '../../../../../contract/merchant-staff';
import { ApiError } from '../../../../api/client';
import {
  MERCHANT_STAFF_ROUTES,
  useMerchantStaff,
  useSetMerchantStaffActive,
  useSetMerchantStaffPassword,
} from '../../../../api/merchant-staff';
import { formatDate } from '../../../../components/DataTable';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { showServerErrors, useContractForm } from '../../../../components/forms/use-contract-form';
import { DetailList } from '../../../../components/user-management/DetailList';
import { ActiveBadge } from '../../../../components/user-management/badges';
import { NoSuchStaff, StaffPage } from './parts/StaffPage';
import { ConfirmStatusModal } from '../../../../components/user-management/ConfirmStatusModal';

/** /merchant/user-management/staff/{id} (owner): one staff account, its services and its controls. */
export default function StaffViewPage() {
  const id = idParam(useParams().id);
  if (id === null) return <NoSuchStaff />;
  return <StaffView key={id} id={id} />;
}

function StaffView({ id }: { id: number }) {
  const detail = useMerchantStaff(id);
  const s = detail.data;
  return (
    <StaffPage
      title={s ? s.displayName : 'Staff'}
      badges={
        s && (
          <Group gap="xs" mt={4}>
            <Text c="dimmed">{s.code}</Text>
            <ActiveBadge active={s.active} />
          </Group>
        )
      }
    >
      {detail.isError ? (
        <FormErrorAlert
          error={detail.error}
          title={
            detail.error instanceof ApiError && detail.error.status === 404
              ? 'No such staff account'
              : 'Could not load the staff account'
          }
        />
      ) : !s ? (
        <Center py="xl">
          <Loader aria-label="Loading staff account" />
        </Center>
      ) : (
        <Grid gutter="md" align="flex-start">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Card withBorder radius="md" padding="lg">
                <Title order={2} size="h4" mb="md">
                  Details
                </Title>
                <DetailList
                  cols={{ base: 2, lg: 3 }}
                  items={[
                    { label: 'Name', value: s.displayName },
                    { label: 'User name', value: s.userName },
                    { label: 'Code', value: s.code },
                    { label: 'Email', value: s.email },
                    { label: 'Mobile', value: s.mobile },
                    { label: 'Status', value: <ActiveBadge active={s.active} /> },
                    { label: 'Created', value: formatDate(s.createdAt) },
                    { label: 'Last sign-in', value: s.lastLoginAt ? formatDate(s.lastLoginAt) : 'Never' },
                  ]}
                />
              </Card>
              <Card withBorder radius="md" padding="lg">
                <Title order={2} size="h4" mb="md">
                  Services
                </Title>
                {s.services.length ? (
                  <List spacing={4} size="sm" aria-label="Services">
                    {s.services.map((v) => (
                      <List.Item key={v}>
                        <Badge variant="light" color="green" mr="xs">
                          Allowed
                        </Badge>
                        {staffServiceLabel(v)}
                      </List.Item>
                    ))}
                  </List>
                ) : (
                  <Text size="sm" c="dimmed">
                    No services ticked: {s.displayName} can sign in but cannot work on any service yet. Use Edit to tick
                    one.
                  </Text>
                )}
              </Card>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <StaffActions staff={s} />
          </Grid.Col>
        </Grid>
      )}
    </StaffPage>
  );
}

function StaffActions({ staff }: { staff: MerchantStaffDetail }) {
  const setActive = useSetMerchantStaffActive(staff.id);
  const [confirm, setConfirm] = useState(false);
  // What the confirmation asks, fixed when it opens, so it does not flip while it fades out.
  const [next, setNext] = useState(!staff.active);
  const [password, setPassword] = useState(false);
  const ask = () => {
    setNext(!staff.active);
    setConfirm(true);
  };

  const toggle = () => {
    setConfirm(false);
    setActive.mutate(next, {
      onSuccess: (s) =>
        notifications.show({
          color: 'green',
          title: s.active ? 'Staff activated' : 'Staff deactivated',
          message: s.active
            ? `${s.displayName} can sign in again.`
            : `${s.displayName} has been signed out and cannot sign in.`,
        }),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Account controls
      </Title>
      <Stack gap="sm">
        {setActive.error ? <FormErrorAlert error={setActive.error} onClose={() => setActive.reset()} /> : null}
        <Button
          component={Link}
          to={MERCHANT_STAFF_ROUTES.edit(staff.id)}
          fullWidth
          variant="light"
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          Edit
        </Button>
        <Button
          fullWidth
          color={staff.active ? 'red' : 'green'}
          variant="light"
          leftSection={staff.active ? <IconUserOff size={16} aria-hidden /> : <IconUserCheck size={16} aria-hidden />}
          loading={setActive.isPending}
          onClick={ask}
        >
          {staff.active ? 'Deactivate' : 'Activate'}
        </Button>
        <Button
          fullWidth
          variant="default"
          leftSection={<IconKey size={16} aria-hidden />}
          onClick={() => setPassword(true)}
        >
          Set password
        </Button>
        <Text size="xs" c="dimmed">
          {staff.active
            ? 'Deactivating signs the staff member out everywhere at once and stops new sign-ins.'
            : 'This account cannot sign in until it is activated.'}{' '}
          A new password also signs them out; they can change it later in My Setting.
        </Text>
      </Stack>
      <ConfirmStatusModal
        opened={confirm}
        onClose={() => setConfirm(false)}
        onConfirm={toggle}
        activate={next}
        noun="staff"
        who={staff}
      />
      <Modal
        opened={password}
        onClose={() => setPassword(false)}
        title={`Set a new password for ${staff.displayName}`}
        centered
      >
        {password && <PasswordForm staff={staff} onDone={() => setPassword(false)} />}
      </Modal>
    </Card>
  );
}

function PasswordForm({ staff, onDone }: { staff: MerchantStaffDetail; onDone: () => void }) {
  const save = useSetMerchantStaffPassword(staff.id);
  const form = useContractForm({ schema: SetStaffPassword, initialValues: { password: '', confirm: '' } });
  const input = (field: 'password' | 'confirm') => ({ name: field, ...form.getInputProps(field) });

  const submit = form.onSubmit((values) =>
    save.mutate(SetStaffPassword.parse(values), {
      onSuccess: (res) => {
        notifications.show({ color: 'green', title: 'Password changed', message: res.message });
        onDone();
      },
      onError: (err) => showServerErrors(form, err),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Set password">
      <Stack gap="sm">
        {save.error ? <FormErrorAlert error={save.error} onClose={() => save.reset()} /> : null}
        <Text size="sm" c="dimmed">
          {staff.displayName} is signed out everywhere and signs in as {staff.userName} with the new password. Tell it
          to them in person.
        </Text>
        <PasswordInput
          label="New password"
          withAsterisk
          autoComplete="new-password"
          description="At least 8 characters, not a common password."
          data-autofocus
          {...input('password')}
        />
        <PasswordInput label="Confirm new password" withAsterisk autoComplete="new-password" {...input('confirm')} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Set password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
