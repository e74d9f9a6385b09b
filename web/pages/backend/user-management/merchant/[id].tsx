import { Link, useParams } from 'react-router';
import { Anchor, Badge, Button, Card, Center, Grid, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUser } from '@tabler/icons-react';
import type { MerchantDetail } from '../../../../../contract/account';
import { ApiError } from '../../../../api/client';
import { idParam } from '../../../../api/route-params';
import { UM_ROUTES, useMerchantDetail } from '../../../../api/user-management';
import { formatAmount, formatDate } from '../../../../components/DataTable/index';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { DetailList } from '../../../../components/user-management/DetailList';
import { NotFoundId } from '../../../../components/user-management/NotFoundId';
import { ActiveBadge, KycStatusBadge, kindLabel } from '../../../../components/user-management/badges';
import { AdjustWalletButton } from '../../../../components/money/AdjustWalletDialog';

/** /backend/user-management/merchant/{id}: package, ID type, wallet, KYC, shop, staff and members. */
export default function MerchantPage() {
  const id = idParam(useParams().id);
  if (id === null) return <NotFoundId what="merchant" back="merchants" />;
  return <MerchantScreen key={id} id={id} />;
}

function MerchantScreen({ id }: { id: number }) {
  const detail = useMerchantDetail(id);
  const m = detail.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {m ? m.user.displayName : 'Merchant'}
          </Title>
          {m && (
            <Group gap="xs" mt={4}>
              <Text c="dimmed">{m.user.code}</Text>
              {m.user.kind && <Badge variant="outline">{kindLabel(m.user.kind)}</Badge>}
              <ActiveBadge active={m.user.active} />
            </Group>
          )}
        </div>
        <Button
          component={Link}
          to={UM_ROUTES.merchants}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to merchants
        </Button>
      </Group>
      {detail.isError ? (
        <FormErrorAlert
          error={detail.error}
          title={
            detail.error instanceof ApiError && detail.error.status === 404
              ? 'No such merchant'
              : 'Could not load the merchant'
          }
        />
      ) : !m ? (
        <Center py="xl">
          <Loader aria-label="Loading merchant" />
        </Center>
      ) : (
        <MerchantBody m={m} />
      )}
    </Stack>
  );
}

function MerchantBody({ m }: { m: MerchantDetail }) {
  const u = m.user;
  return (
    <Grid gutter="md" align="stretch">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder radius="md" padding="lg" h="100%">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Wallet balance
          </Text>
          <Text fz={28} fw={700} mb="md" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="merchant-balance">
            {formatAmount(m.balance)}
          </Text>
          {/* The admin's manual credit or debit (staff accounts have no wallet of their own). */}
          {u.kind !== 'staff' && (
            <Group mt={-8} mb="md">
              <AdjustWalletButton userId={u.id} name={u.displayName} balance={m.balance} />
            </Group>
          )}
          <DetailList
            items={[
              { label: 'Package', value: m.packageName },
              { label: 'ID type', value: m.idTypeName },
              {
                label: 'KYC',
                value: (
                  <Group gap="xs">
                    <KycStatusBadge status={u.kycStatus} />
                    {u.kycStatus && u.kycStatus !== 'not_submitted' && (
                      <Anchor component={Link} to={UM_ROUTES.kycOf(u.code)} size="sm">
                        Open
                      </Anchor>
                    )}
                  </Group>
                ),
              },
              { label: 'Since', value: formatDate(u.createdAt) },
            ]}
          />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder radius="md" padding="lg" h="100%">
          <Group justify="space-between" mb="md" wrap="wrap">
            <Title order={2} size="h4">
              Account and shop
            </Title>
            <Button
              component={Link}
              to={UM_ROUTES.user(u.id)}
              size="xs"
              variant="light"
              leftSection={<IconUser size={14} aria-hidden />}
            >
              User account
            </Button>
          </Group>
          <DetailList
            items={[
              { label: 'User name', value: u.userName },
              { label: 'Mobile', value: u.mobile },
              { label: 'Email', value: u.email },
              { label: 'Last sign-in', value: u.lastLoginAt ? formatDate(u.lastLoginAt) : 'Never' },
              { label: 'Shop', value: m.shop?.shopName },
              { label: 'Address', value: m.shop?.address },
              { label: 'District', value: m.shop?.district },
              { label: 'State', value: m.shop ? `${m.shop.state} ${m.shop.pin}`.trim() : '' },
            ]}
          />
        </Card>
      </Grid.Col>
      <Grid.Col span={12}>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="md">
            Staff and members
          </Title>
          {m.members.length === 0 ? (
            <Text size="sm" c="dimmed">
              No staff or members yet.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={520} type="native">
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Code</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Account</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>KYC</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {m.members.map((member) => (
                    <Table.Tr key={member.id}>
                      <Table.Td>
                        <Anchor component={Link} to={UM_ROUTES.user(member.id)} size="sm" fw={600}>
                          {member.code}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{member.displayName}</Table.Td>
                      <Table.Td>{kindLabel(member.kind)}</Table.Td>
                      <Table.Td>
                        <ActiveBadge active={member.active} />
                      </Table.Td>
                      <Table.Td>
                        <KycStatusBadge status={member.kycStatus} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>
      </Grid.Col>
    </Grid>
  );
}
