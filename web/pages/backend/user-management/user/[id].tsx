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
import { formatDate } from '../../../../components/DataTable/index';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { DetailList } from '../../../../components/user-management/DetailList';
import { NotFoundId } from '../../../../components/user-management/NotFoundId';
import { ActiveBadge, KycStatusBadge, kindLabel, roleLabel } from '../../../../components/user-management/badges';
import { ConfirmStatusModal } from '../../../../components/user-management/ConfirmStatusModal';

const date = (v: string | null | undefined) => (v ? formatDate(v) : '');

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
  const detail = useUserDetail(id);
  const u = detail.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {u ? u.displayName : 'User'}
          </Title>
          {u && (
            <Group gap="xs" mt={4}>
              <Text c="dimmed">{u.code}</Text>
              <Badge variant="outline">{roleLabel(u.role)}</Badge>
              {u.kind && (
                <Badge variant="outline" color="gray">
                  {kindLabel(u.kind)}
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
          Back to all users
        </Button>
      </Group>
      {detail.isError ? (
        <FormErrorAlert
          error={detail.error}
          title={
            detail.error instanceof ApiError && detail.error.status === 404 ? 'No such user' : 'Could not load the user'
          }
        />
      ) : !u ? (
        <Center py="xl">
          <Loader aria-label="Loading user" />
        </Center>
      ) : (
        <Grid gutter="md" align="flex-start">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card withBorder radius="md" padding="lg">
              <Title order={2} size="h4" mb="md">
                Profile
              </Title>
              <DetailList
                cols={{ base: 2, lg: 3 }}
                items={[
                  { label: 'Name', value: u.displayName },
                  { label: 'User name', value: u.userName },
                  { label: 'Code', value: u.code },
                  { label: 'Role', value: roleLabel(u.role) },
                  { label: 'Account', value: kindLabel(u.kind) },
                  { label: 'Status', value: <ActiveBadge active={u.active} /> },
                  { label: 'Email', value: u.email },
                  { label: 'Mobile', value: u.mobile },
                  { label: 'Last sign-in', value: u.lastLoginAt ? date(u.lastLoginAt) : 'Never' },
                  { label: 'Created', value: date(u.createdAt) },
                  {
                    label: 'Signed in now',
                    value: `${u.activeSessions} ${u.activeSessions === 1 ? 'session' : 'sessions'}`,
                  },
                  ...(u.kycStatus !== null
                    ? [
                        {
                          label: 'KYC',
                          value: (
                            <Group gap="xs">
                              <KycStatusBadge status={u.kycStatus} />
                              {u.kycStatus !== 'not_submitted' && (
                                <Anchor component={Link} to={UM_ROUTES.kycOf(u.code)} size="sm">
                                  Open
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
                          label: 'Belongs to',
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
                    Merchant details
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
  const { user: me } = useAuth();
  const setActive = useSetUserActive(user.id);
  const reset = useSendResetLink(user.id);
  const [confirm, setConfirm] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const self = me?.code === user.code;
  const reason = self
    ? 'You cannot change your own account here.'
    : 'Only the administrator manages back-office accounts.';
  // Decided when the dialog opens, so its wording holds while it fades out after the change.
  const [next, setNext] = useState(!user.active);

  const toggle = () => {
    setConfirm(false);
    setError(null);
    setActive.mutate(next, {
      onSuccess: (u) =>
        notifications.show({
          color: 'green',
          title: u.active ? 'Account activated' : 'Account deactivated',
          message: u.active
            ? `${u.displayName} can sign in again.`
            : `${u.displayName} has been signed out and cannot sign in.`,
        }),
      onError: setError,
    });
  };

  const sendReset = () => {
    setError(null);
    reset.mutate(undefined, {
      onSuccess: (res) => notifications.show({ color: 'green', title: 'Reset link sent', message: res.message }),
      onError: setError,
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Account controls
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
              {user.active ? 'Deactivate' : 'Activate'}
            </Button>
          )}
        </Guarded>
        <Guarded
          allowed={user.canManage && !!user.email}
          reason={user.canManage ? 'This account has no email address.' : reason}
        >
          {(inert) => (
            <Button
              fullWidth
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
              disabled={inert}
              loading={reset.isPending}
              onClick={sendReset}
            >
              Send password reset link
            </Button>
          )}
        </Guarded>
        <Text size="xs" c="dimmed">
          {user.active
            ? 'Deactivating signs the account out everywhere at once and stops new sign-ins.'
            : 'This account cannot sign in until it is activated.'}{' '}
          The reset link is emailed to {user.email ?? 'the account’s address'} and works once, for 30 minutes.
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
