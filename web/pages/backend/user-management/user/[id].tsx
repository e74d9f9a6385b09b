import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Badge, Button, Card, Center, Grid, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconBuildingStore, IconKey, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import type { UserDetail } from '../../../../../contract/account';
import { ApiError } from '../../../../api/client';
import { useAuth } from '../../../../api/use-auth';
import { idParam } from '../../../../api/route-params';
import { UM_ROUTES, useSendResetLink, useSetUserActive, useUserDetail } from '../../../../api/user-management';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { DetailList } from '../../../../components/user-management/DetailList';
import { NotFoundId } from '../../../../components/user-management/NotFoundId';
import { ActiveBadge, KycStatusBadge, kindLabel, roleLabel } from '../../../../components/user-management/badges';
import { ConfirmStatusModal } from '../../../../components/user-management/ConfirmStatusModal';
import { useFormat, useT } from '../../../../i18n/backend';
import { useLabel } from '../../../../i18n/labels';

/** Merchant owners and franchise members have a merchant page (package, wallet, members). */
export function hasMerchantPage(u: Pick<UserDetail, 'role' | 'kind'>): boolean {
  return u.role.toLowerCase() === 'merchant' && (u.kind === 'owner' || u.kind === 'franchise');
}

/** /backend/user-management/user/{id}: one account's profile, status and sign-in, with its controls. */
export default function UserPage() {
  const id = idParam(useParams().id);
  if (id === null) return <NotFoundId what="user" back="users" />;
  return <UserScreen key={id} id={id} />;
}

function UserScreen({ id }: { id: number }) {
  const t = useT();
  const label = useLabel();
  const { formatDate } = useFormat();
  const date = (v: string | null | undefined) => (v ? formatDate(v) : '');
  const detail = useUserDetail(id);
  const u = detail.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {u ? u.displayName : t('backend.user.title')}
          </Title>
          {u && (
            <Group gap="xs" mt={4}>
              <Text c="dimmed">{u.code}</Text>
              <Badge variant="outline">{label(roleLabel(u.role))}</Badge>
              {u.kind && (
                <Badge variant="outline" color="gray">
                  {label(kindLabel(u.kind))}
                </Badge>
              )}
              <ActiveBadge active={u.active} />
            </Group>
          )}
        </div>
        <Button
          component={Link}
          to={UM_ROUTES.users}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('backend.back.users')}
        </Button>
      </Group>
      {detail.isError ? (
        <FormErrorAlert
          error={detail.error}
          title={
            detail.error instanceof ApiError && detail.error.status === 404
              ? t('backend.user.notFound')
              : t('backend.user.loadFailed')
          }
        />
      ) : !u ? (
        <Center py="xl">
          <Loader aria-label={t('backend.user.loading')} />
        </Center>
      ) : (
        <Grid gutter="md" align="flex-start">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card withBorder radius="md" padding="lg">
              <Title order={2} size="h4" mb="md">
                {t('backend.user.profile')}
              </Title>
              <DetailList
                cols={{ base: 2, lg: 3 }}
                items={[
                  { label: t('backend.field.name'), value: u.displayName },
                  { label: t('backend.field.userName'), value: u.userName },
                  { label: t('backend.field.code'), value: u.code },
                  { label: t('backend.field.role'), value: label(roleLabel(u.role)) },
                  { label: t('backend.field.account'), value: label(kindLabel(u.kind)) },
                  { label: t('backend.field.status'), value: <ActiveBadge active={u.active} /> },
                  { label: t('backend.field.email'), value: u.email },
                  { label: t('backend.field.mobile'), value: u.mobile },
                  {
                    label: t('backend.field.lastSignIn'),
                    value: u.lastLoginAt ? date(u.lastLoginAt) : t('backend.field.never'),
                  },
                  { label: t('backend.field.created'), value: date(u.createdAt) },
                  {
                    label: t('backend.user.signedInNow'),
                    value: t('backend.user.sessions', { count: u.activeSessions }),
                  },
                  ...(u.kycStatus !== null
                    ? [
                        {
                          label: t('backend.field.kyc'),
                          value: (
                            <Group gap="xs">
                              <KycStatusBadge status={u.kycStatus} />
                              {u.kycStatus !== 'not_submitted' && (
                                <Anchor component={Link} to={UM_ROUTES.kycOf(u.code)} size="sm">
                                  {t('backend.action.open')}
                                </Anchor>
                              )}
                            </Group>
                          ),
                        },
                      ]
                    : []),
                  ...(u.parent
                    ? [
                        {
                          label: t('backend.user.belongsTo'),
                          value: (
                            <Anchor component={Link} to={UM_ROUTES.merchant(u.parent.id)} size="sm">
                              {u.parent.displayName} ({u.parent.code})
                            </Anchor>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
              {hasMerchantPage(u) && (
                <Group mt="lg">
                  <Button
                    component={Link}
                    to={UM_ROUTES.merchant(u.id)}
                    variant="light"
                    leftSection={<IconBuildingStore size={16} aria-hidden />}
                  >
                    {t('backend.user.merchantDetails')}
                  </Button>
                </Group>
              )}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <AccountActions user={u} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

/** A control that stays visible but inert, with a tooltip saying why (a disabled button gets no hover). */
function Guarded({
  allowed,
  reason,
  children,
}: {
  allowed: boolean;
  reason: string;
  children: (inert: boolean) => ReactNode;
}) {
  if (allowed) return <>{children(false)}</>;
  return (
    <Tooltip label={reason} multiline w={240} withArrow>
      <span style={{ display: 'block' }}>{children(true)}</span>
    </Tooltip>
  );
}

function AccountActions({ user }: { user: UserDetail }) {
  const t = useT();
  const { user: me } = useAuth();
  const setActive = useSetUserActive(user.id);
  const reset = useSendResetLink(user.id);
  const [confirm, setConfirm] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const self = me?.code === user.code;
  const reason = self ? t('backend.user.ownAccount') : t('backend.user.adminOnly');
  // Decided when the dialog opens, so its wording holds while it fades out after the change.
  const [next, setNext] = useState(!user.active);

  const toggle = () => {
    setConfirm(false);
    setError(null);
    setActive.mutate(next, {
      onSuccess: (u) =>
        notifications.show({
          color: 'green',
          title: u.active ? t('backend.user.activated') : t('backend.user.deactivated'),
          message: u.active
            ? t('backend.user.activatedMessage', { name: u.displayName })
            : t('backend.user.deactivatedMessage', { name: u.displayName }),
        }),
      onError: setError,
    });
  };

  const sendReset = () => {
    setError(null);
    reset.mutate(undefined, {
      onSuccess: (res) =>
        notifications.show({ color: 'green', title: t('backend.user.resetSent'), message: res.message }),
      onError: setError,
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        {t('backend.user.controls')}
      </Title>
      <Stack gap="sm">
        {error ? <FormErrorAlert error={error} onClose={() => setError(null)} /> : null}
        <Guarded allowed={user.canManage} reason={reason}>
          {(inert) => (
            <Button
              fullWidth
              color={user.active ? 'red' : 'green'}
              variant="light"
              leftSection={
                user.active ? <IconUserOff size={16} aria-hidden /> : <IconUserCheck size={16} aria-hidden />
              }
              disabled={inert}
              loading={setActive.isPending}
              onClick={() => {
                setNext(!user.active);
                setConfirm(true);
              }}
            >
              {user.active ? t('backend.action.deactivate') : t('backend.action.activate')}
            </Button>
          )}
        </Guarded>
        <Guarded allowed={user.canManage && !!user.email} reason={user.canManage ? t('backend.user.noEmail') : reason}>
          {(inert) => (
            <Button
              fullWidth
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
              disabled={inert}
              loading={reset.isPending}
              onClick={sendReset}
            >
              {t('backend.user.sendReset')}
            </Button>
          )}
        </Guarded>
        <Text size="xs" c="dimmed">
          {user.active ? t('backend.user.deactivateNote') : t('backend.user.inactiveNote')}{' '}
          {user.email ? t('backend.user.resetNote', { email: user.email }) : t('backend.user.resetNoteNoAddress')}
        </Text>
      </Stack>
      <ConfirmStatusModal
        opened={confirm}
        onClose={() => setConfirm(false)}
        onConfirm={toggle}
        activate={next}
        noun="account"
        who={user}
      />
    </Card>
  );
}
