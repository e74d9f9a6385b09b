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
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { showServerErrors, useContractForm } from '../../../../components/forms/use-contract-form';
import { DetailList } from '../../../../components/user-management/DetailList';
import { ActiveBadge } from '../../../../components/user-management/badges';
import { NoSuchStaff, StaffPage } from './parts/StaffPage';
import { ConfirmStatusModal } from '../../../../components/user-management/ConfirmStatusModal';
import { useFormat, useT } from '../../../../i18n/members';

/** /merchant/user-management/staff/{id} (owner): one staff account, its services and its controls. */
export default function StaffViewPage() {
  const id = idParam(useParams().id);
  if (id === null) return <NoSuchStaff />;
  return <StaffView key={id} id={id} />;
}

function StaffView({ id }: { id: number }) {
  const t = useT();
  const { formatDate } = useFormat();
  const detail = useMerchantStaff(id);
  const s = detail.data;
  return (
    <StaffPage
      title={s ? s.displayName : t('members.staff.title')}
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
              ? t('members.staff.noSuch')
              : t('members.staff.loadFailed')
          }
        />
      ) : !s ? (
        <Center py="xl">
          <Loader aria-label={t('members.staff.loading')} />
        </Center>
      ) : (
        <Grid gutter="md" align="flex-start">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Card withBorder radius="md" padding="lg">
                <Title order={2} size="h4" mb="md">
                  {t('members.staff.details')}
                </Title>
                <DetailList
                  cols={{ base: 2, lg: 3 }}
                  items={[
                    { label: t('members.field.name'), value: s.displayName },
                    { label: t('members.field.userName'), value: s.userName },
                    { label: t('members.field.code'), value: s.code },
                    { label: t('members.field.email'), value: s.email },
                    { label: t('members.field.mobile'), value: s.mobile },
                    { label: t('members.field.status'), value: <ActiveBadge active={s.active} /> },
                    { label: t('members.field.created'), value: formatDate(s.createdAt) },
                    {
                      label: t('members.field.lastSignIn'),
                      value: s.lastLoginAt ? formatDate(s.lastLoginAt) : t('members.field.never'),
                    },
                  ]}
                />
              </Card>
              <Card withBorder radius="md" padding="lg">
                <Title order={2} size="h4" mb="md">
                  {t('members.staff.services')}
                </Title>
                {s.services.length ? (
                  <List spacing={4} size="sm" aria-label={t('members.staff.services')}>
                    {s.services.map((v) => (
                      <List.Item key={v}>
                        <Badge variant="light" color="green" mr="xs">
                          {t('members.staff.allowed')}
                        </Badge>
                        {staffServiceLabel(v)}
                      </List.Item>
                    ))}
                  </List>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('members.staff.noServices', { name: s.displayName })}
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
  const t = useT();
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
          title: t(s.active ? 'members.staff.activated' : 'members.staff.deactivated'),
          message: t(s.active ? 'members.field.canSignIn' : 'members.field.signedOut', { name: s.displayName }),
        }),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        {t('members.staff.accountControls')}
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
          {t('members.field.edit')}
        </Button>
        <Button
          fullWidth
          color={staff.active ? 'red' : 'green'}
          variant="light"
          leftSection={staff.active ? <IconUserOff size={16} aria-hidden /> : <IconUserCheck size={16} aria-hidden />}
          loading={setActive.isPending}
          onClick={ask}
        >
          {t(staff.active ? 'members.field.deactivate' : 'members.field.activate')}
        </Button>
        <Button
          fullWidth
          variant="default"
          leftSection={<IconKey size={16} aria-hidden />}
          onClick={() => setPassword(true)}
        >
          {t('members.staff.setPassword')}
        </Button>
        <Text size="xs" c="dimmed">
          {t(staff.active ? 'members.staff.activeNote' : 'members.staff.inactiveNote')}{' '}
          {t('members.staff.passwordNote')}
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
        title={t('members.staff.passwordTitle', { name: staff.displayName })}
        centered
      >
        {password && <PasswordForm staff={staff} onDone={() => setPassword(false)} />}
      </Modal>
    </Card>
  );
}

function PasswordForm({ staff, onDone }: { staff: MerchantStaffDetail; onDone: () => void }) {
  const t = useT();
  const save = useSetMerchantStaffPassword(staff.id);
  const form = useContractForm({ schema: SetStaffPassword, initialValues: { password: '', confirm: '' } });
  const input = (field: 'password' | 'confirm') => ({ name: field, ...form.getInputProps(field) });

  const submit = form.onSubmit((values) =>
    save.mutate(SetStaffPassword.parse(values), {
      onSuccess: (res) => {
        notifications.show({ color: 'green', title: t('members.staff.passwordChanged'), message: res.message });
        onDone();
      },
      onError: (err) => showServerErrors(form, err),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('members.staff.setPassword')}>
      <Stack gap="sm">
        {save.error ? <FormErrorAlert error={save.error} onClose={() => save.reset()} /> : null}
        <Text size="sm" c="dimmed">
          {t('members.staff.passwordIntro', { name: staff.displayName, userName: staff.userName })}
        </Text>
        <PasswordInput
          label={t('members.staff.newPassword')}
          withAsterisk
          autoComplete="new-password"
          description={t('members.staff.newPasswordDescription')}
          data-autofocus
          {...input('password')}
        />
        <PasswordInput
          label={t('members.staff.confirmNewPassword')}
          withAsterisk
          autoComplete="new-password"
          {...input('confirm')}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('members.field.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('members.staff.setPassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
