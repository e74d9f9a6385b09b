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
import { formatDate } from '../../../../components/DataTable/index';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { rupees } from '../../../../components/money/format';
import { DetailList } from '../../../../components/user-management/DetailList';
import { ActiveBadge, KycStatusBadge } from '../../../../components/user-management/badges';
import { MemberHeading, OwnerOnly } from '../../../../components/merchant-members/MemberParts';
import { ConfirmStatusModal } from '../../../../components/user-management/ConfirmStatusModal';

const stateLabel = (state: string) => (PAN_STATE_LABELS as Record<string, string>)[state] ?? state;

/** /merchant/user-management/view-frenchies/{id} (owner): one franchise member, read-only; activate or deactivate it. */
export default function ViewMemberPage() {
  const id = idParam(useParams().id);
  return (
    <OwnerOnly>
      {id === null ? (
        <Stack gap="md">
          <MemberHeading title="Member" actions={<BackToList />} />
          <Alert color="red" variant="light" title="No such member">
            The address does not name a member.
          </Alert>
        </Stack>
      ) : (
        <MemberScreen key={id} id={id} />
      )}
    </OwnerOnly>
  );
}

function BackToList() {
  return (
    <Button
      component={Link}
      to={MEMBER_ROUTES.list}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      Member List
    </Button>
  );
}

function MemberScreen({ id }: { id: number }) {
  const member = useMember(id);
  const m = member.data;
  return (
    <Stack gap="md">
      <MemberHeading
        title={m ? m.displayName : 'Member'}
        description={
          m ? (
            <Group gap="xs" mt={4}>
              <Text c="dimmed">{m.code}</Text>
              <Badge variant="outline">Franchise member</Badge>
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
              ? 'No such member'
              : 'Could not load the member'
          }
        />
      ) : !m ? (
        <Center py="xl">
          <Loader aria-label="Loading member" />
        </Center>
      ) : (
        <MemberBody m={m} />
      )}
    </Stack>
  );
}

function MemberBody({ m }: { m: MemberDetail }) {
  const address = m.shop ? [m.shop.address1, m.shop.address2, m.shop.address3].filter(Boolean).join(', ') : '';
  const total = m.applications.reduce((s, a) => s + a.count, 0);
  return (
    <Grid gutter="md" align="stretch">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md" h="100%">
          <Card withBorder radius="md" padding="lg">
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              Wallet balance
            </Text>
            <Text fz={28} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="member-balance">
              {rupees(m.balance)}
            </Text>
            <Text size="xs" c="dimmed" mb="md">
              The member's own wallet, separate from yours.
            </Text>
            <DetailList
              items={[
                { label: 'KYC', value: <KycStatusBadge status={m.kycStatus} /> },
                { label: 'Package', value: m.packageName },
              ]}
            />
          </Card>
          <StatusCard m={m} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder radius="md" padding="lg" h="100%">
          <Title order={2} size="h4" mb="md">
            Account and shop
          </Title>
          <DetailList
            cols={{ base: 1, xs: 2, lg: 3 }}
            items={[
              { label: 'Name', value: m.displayName },
              { label: 'User name', value: m.userName },
              { label: 'Code', value: m.code },
              { label: 'Email', value: m.email },
              { label: 'Mobile', value: m.mobile },
              { label: 'Status', value: <ActiveBadge active={m.active} /> },
              { label: 'Created', value: formatDate(m.createdAt) },
              { label: 'Last sign-in', value: m.lastLoginAt ? formatDate(m.lastLoginAt) : 'Never' },
              { label: 'Shop', value: m.shop?.shopName },
              { label: 'Address', value: address },
              { label: 'District', value: m.shop?.district },
              { label: 'State', value: m.shop ? `${m.shop.state} ${m.shop.pin}`.trim() : '' },
            ]}
          />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder radius="md" padding="lg" h="100%">
          <Title order={2} size="h4" mb="md">
            NSDL PAN applications
          </Title>
          {total === 0 ? (
            <Text size="sm" c="dimmed">
              No applications yet.
            </Text>
          ) : (
            <Table withTableBorder striped aria-label="Applications by state">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>State</Table.Th>
                  <Table.Th ta="right">Count</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {m.applications.map((a) => (
                  <Table.Tr key={a.state}>
                    <Table.Td>{stateLabel(a.state)}</Table.Td>
                    <Table.Td ta="right">{a.count}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td fw={700}>Total</Table.Td>
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
            Recent wallet entries
          </Title>
          {m.ledger.length === 0 ? (
            <Text size="sm" c="dimmed">
              No wallet entries yet.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={520} type="native">
              <Table withTableBorder striped aria-label="Recent wallet entries">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Narration</Table.Th>
                    <Table.Th ta="right">Debit</Table.Th>
                    <Table.Th ta="right">Credit</Table.Th>
                    <Table.Th ta="right">Balance</Table.Th>
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
            The last 10 entries of the member's wallet.
          </Text>
        </Card>
      </Grid.Col>
    </Grid>
  );
}

/** The one thing an owner may change on a member: whether it can sign in. */
function StatusCard({ m }: { m: MemberDetail }) {
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
          title: u.active ? 'Member activated' : 'Member deactivated',
          message: u.active
            ? `${u.displayName} can sign in again.`
            : `${u.displayName} has been signed out and cannot sign in.`,
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
          {m.active ? 'Deactivate' : 'Activate'}
        </Button>
        <Text size="xs" c="dimmed">
          {m.active
            ? 'Deactivating signs the member out at once and stops new sign-ins.'
            : 'This member cannot sign in until activated.'}
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
