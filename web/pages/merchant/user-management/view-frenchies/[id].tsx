import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Badge, Button, Card, Center, Grid, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { PAN_STATE_LABELS } from '../../../../../contract/nsdl-pan/index';
import { MEMBER_ROUTES, type MemberDetail } from '../../../../../contract/merchant-members';
import { ApiError } from '../../../../api/client';
import { useMember, useSetMemberActive } from '../../../../api/merchant-members';
import { idParam } from '../../../../api/route-params';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { rupees } from '../../../../components/money/format';
import { DetailList } from '../../../../components/user-management/DetailList';
import { ActiveBadge, KycStatusBadge } from '../../../../components/user-management/badges';
import { MemberHeading, OwnerOnly } from '../../../../components/merchant-members/MemberParts';
import { ConfirmStatusModal } from '../../../../components/user-management/ConfirmStatusModal';
import { useFormat, useT } from '../../../../i18n/members';
import { useLabel } from '../../../../i18n/labels';
import { TransferButtons } from '../../../../components/transfers/TransferButtons';

const stateLabel = (state: string) => (PAN_STATE_LABELS as Record<string, string>)[state] ?? state;

/** /merchant/user-management/view-frenchies/{id} (owner): one franchise member, read-only; activate or deactivate it. */
export default function ViewMemberPage() {
  const t = useT();
  const id = idParam(useParams().id);
  return (
    <OwnerOnly>
      {id === null ? (
        <Stack gap="md">
          <MemberHeading title={t('members.view.member')} actions={<BackToList />} />
          <Alert color="red" variant="light" title={t('members.view.noSuch')}>
            {t('members.view.noSuchText')}
          </Alert>
        </Stack>
      ) : (
        <MemberScreen key={id} id={id} />
      )}
    </OwnerOnly>
  );
}

function BackToList() {
  const t = useT();
  return (
    <Button
      component={Link}
      to={MEMBER_ROUTES.list}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      {t('members.view.backToList')}
    </Button>
  );
}

function MemberScreen({ id }: { id: number }) {
  const t = useT();
  const member = useMember(id);
  const m = member.data;
  return (
    <Stack gap="md">
      <MemberHeading
        title={m ? m.displayName : t('members.view.member')}
        description={
          m ? (
            <Group gap="xs" mt={4}>
              <Text c="dimmed">{m.code}</Text>
              <Badge variant="outline">{t('members.view.franchiseMember')}</Badge>
              <ActiveBadge active={m.active} />
            </Group>
          ) : undefined
        }
        actions={<BackToList />}
      />
      {member.isError ? (
        <FormErrorAlert
          error={member.error}
          title={
            member.error instanceof ApiError && member.error.status === 404
              ? t('members.view.noSuch')
              : t('members.view.loadFailed')
          }
        />
      ) : !m ? (
        <Center py="xl">
          <Loader aria-label={t('members.view.loading')} />
        </Center>
      ) : (
        <MemberBody m={m} />
      )}
    </Stack>
  );
}

function MemberBody({ m }: { m: MemberDetail }) {
  const t = useT();
  const label = useLabel();
  const { formatDate } = useFormat();
  const address = m.shop ? [m.shop.address1, m.shop.address2, m.shop.address3].filter(Boolean).join(', ') : '';
  const total = m.applications.reduce((s, a) => s + a.count, 0);
  return (
    <Grid gutter="md" align="stretch">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md" h="100%">
          <Card withBorder radius="md" padding="lg">
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('members.view.walletBalance')}
            </Text>
            <Text fz={28} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="member-balance">
              {rupees(m.balance)}
            </Text>
            <Text size="xs" c="dimmed" mb="md">
              {t('members.view.walletNote')}
            </Text>
            <TransferButtons member={{ id: m.id, name: m.displayName, balance: m.balance, active: m.active }} />
            <DetailList
              items={[
                { label: t('members.view.kyc'), value: <KycStatusBadge status={m.kycStatus} /> },
                { label: t('members.view.package'), value: m.packageName },
              ]}
            />
          </Card>
          <StatusCard m={m} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder radius="md" padding="lg" h="100%">
          <Title order={2} size="h4" mb="md">
            {t('members.view.accountAndShop')}
          </Title>
          <DetailList
            cols={{ base: 1, xs: 2, lg: 3 }}
            items={[
              { label: t('members.field.name'), value: m.displayName },
              { label: t('members.field.userName'), value: m.userName },
              { label: t('members.field.code'), value: m.code },
              { label: t('members.field.email'), value: m.email },
              { label: t('members.field.mobile'), value: m.mobile },
              { label: t('members.field.status'), value: <ActiveBadge active={m.active} /> },
              { label: t('members.field.created'), value: formatDate(m.createdAt) },
              {
                label: t('members.field.lastSignIn'),
                value: m.lastLoginAt ? formatDate(m.lastLoginAt) : t('members.field.never'),
              },
              { label: t('members.view.shop'), value: m.shop?.shopName },
              { label: t('members.view.address'), value: address },
              { label: t('members.view.district'), value: m.shop?.district },
              { label: t('members.view.state'), value: m.shop ? `${m.shop.state} ${m.shop.pin}`.trim() : '' },
            ]}
          />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder radius="md" padding="lg" h="100%">
          <Title order={2} size="h4" mb="md">
            {t('members.view.applications')}
          </Title>
          {total === 0 ? (
            <Text size="sm" c="dimmed">
              {t('members.view.noApplications')}
            </Text>
          ) : (
            <Table withTableBorder striped aria-label={t('members.view.byState')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('members.view.stateColumn')}</Table.Th>
                  <Table.Th ta="right">{t('members.view.count')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {m.applications.map((a) => (
                  <Table.Tr key={a.state}>
                    <Table.Td>{label(stateLabel(a.state))}</Table.Td>
                    <Table.Td ta="right">{a.count}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td fw={700}>{t('members.view.total')}</Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {total}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          )}
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder radius="md" padding="lg" h="100%">
          <Title order={2} size="h4" mb="md">
            {t('members.view.recentEntries')}
          </Title>
          {m.ledger.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('members.view.noEntries')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={520} type="native">
              <Table withTableBorder striped aria-label={t('members.view.recentEntries')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('members.view.date')}</Table.Th>
                    <Table.Th>{t('members.view.narration')}</Table.Th>
                    <Table.Th ta="right">{t('members.view.debit')}</Table.Th>
                    <Table.Th ta="right">{t('members.view.credit')}</Table.Th>
                    <Table.Th ta="right">{t('members.view.balance')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {m.ledger.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(e.at)}</Table.Td>
                      <Table.Td>{e.narration}</Table.Td>
                      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {e.direction === 'Dr' ? rupees(e.amount) : ''}
                      </Table.Td>
                      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {e.direction === 'Cr' ? rupees(e.amount) : ''}
                      </Table.Td>
                      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {rupees(e.balanceAfter)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Text size="xs" c="dimmed" mt="sm">
            {t('members.view.lastTen')}
          </Text>
        </Card>
      </Grid.Col>
    </Grid>
  );
}

/** The one thing an owner may change on a member: whether it can sign in. */
function StatusCard({ m }: { m: MemberDetail }) {
  const t = useT();
  const setActive = useSetMemberActive(m.id);
  const [confirm, setConfirm] = useState(false);
  // What the dialog asks, fixed when it opens: it keeps its words while it fades out after the change.
  const [next, setNext] = useState(!m.active);

  const toggle = () => {
    setConfirm(false);
    setActive.mutate(next, {
      onSuccess: (u) =>
        notifications.show({
          color: 'green',
          title: t(u.active ? 'members.view.activated' : 'members.view.deactivated'),
          message: t(u.active ? 'members.field.canSignIn' : 'members.field.signedOut', { name: u.displayName }),
        }),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        {setActive.error ? <FormErrorAlert error={setActive.error} onClose={() => setActive.reset()} /> : null}
        <Button
          fullWidth
          color={m.active ? 'red' : 'green'}
          variant="light"
          leftSection={m.active ? <IconUserOff size={16} aria-hidden /> : <IconUserCheck size={16} aria-hidden />}
          loading={setActive.isPending}
          onClick={() => {
            setNext(!m.active);
            setConfirm(true);
          }}
        >
          {t(m.active ? 'members.field.deactivate' : 'members.field.activate')}
        </Button>
        <Text size="xs" c="dimmed">
          {t(m.active ? 'members.view.activeNote' : 'members.view.inactiveNote')}
        </Text>
      </Stack>
      <ConfirmStatusModal
        opened={confirm}
        onClose={() => setConfirm(false)}
        onConfirm={toggle}
        activate={next}
        noun="member"
        who={m}
      />
    </Card>
  );
}
