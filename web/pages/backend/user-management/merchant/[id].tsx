import { Link, useParams } from 'react-router';
import { Anchor, Badge, Button, Card, Center, Grid, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUser } from '@tabler/icons-react';
import type { MerchantDetail } from '../../../../../contract/account';
import { ApiError } from '../../../../api/client';
import { idParam } from '../../../../api/route-params';
import { UM_ROUTES, useMerchantDetail } from '../../../../api/user-management';
import { formatAmount } from '../../../../components/DataTable/index';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { DetailList } from '../../../../components/user-management/DetailList';
import { NotFoundId } from '../../../../components/user-management/NotFoundId';
import { ActiveBadge, KycStatusBadge, kindLabel } from '../../../../components/user-management/badges';
import { AdjustWalletButton } from '../../../../components/money/AdjustWalletDialog';
import { useFormat, useT } from '../../../../i18n/backend';
import { useLabel } from '../../../../i18n/labels';

/** /backend/user-management/merchant/{id}: package, ID type, wallet, KYC, shop, staff and members. */
export default function MerchantPage() {
  const id = idParam(useParams().id);
  if (id === null) return <NotFoundId what="merchant" back="merchants" />;
  return <MerchantScreen key={id} id={id} />;
}

function MerchantScreen({ id }: { id: number }) {
  const t = useT();
  const label = useLabel();
  const detail = useMerchantDetail(id);
  const m = detail.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {m ? m.user.displayName : t('backend.merchant.title')}
          </Title>
          {m && (
            <Group gap="xs" mt={4}>
              <Text c="dimmed">{m.user.code}</Text>
              {m.user.kind && <Badge variant="outline">{label(kindLabel(m.user.kind))}</Badge>}
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
          {t('backend.back.merchants')}
        </Button>
      </Group>
      {detail.isError ? (
        <FormErrorAlert
          error={detail.error}
          title={
            detail.error instanceof ApiError && detail.error.status === 404
              ? t('backend.merchant.notFound')
              : t('backend.merchant.loadFailed')
          }
        />
      ) : !m ? (
        <Center py="xl">
          <Loader aria-label={t('backend.merchant.loading')} />
        </Center>
      ) : (
        <MerchantBody m={m} />
      )}
    </Stack>
  );
}

function MerchantBody({ m }: { m: MerchantDetail }) {
  const t = useT();
  const label = useLabel();
  const { formatDate } = useFormat();
  const u = m.user;
  return (
    <Grid gutter="md" align="stretch">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder radius="md" padding="lg" h="100%">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t('backend.merchant.balance')}
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
              { label: t('backend.field.package'), value: m.packageName },
              { label: t('backend.field.idType'), value: m.idTypeName },
              {
                label: t('backend.field.kyc'),
                value: (
                  <Group gap="xs">
                    <KycStatusBadge status={u.kycStatus} />
                    {u.kycStatus && u.kycStatus !== 'not_submitted' && (
                      <Anchor component={Link} to={UM_ROUTES.kycOf(u.code)} size="sm">
                        {t('backend.action.open')}
                      </Anchor>
                    )}
                  </Group>
                ),
              },
              { label: t('backend.merchant.since'), value: formatDate(u.createdAt) },
            ]}
          />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder radius="md" padding="lg" h="100%">
          <Group justify="space-between" mb="md" wrap="wrap">
            <Title order={2} size="h4">
              {t('backend.merchant.accountShop')}
            </Title>
            <Button
              component={Link}
              to={UM_ROUTES.user(u.id)}
              size="xs"
              variant="light"
              leftSection={<IconUser size={14} aria-hidden />}
            >
              {t('backend.merchant.userAccount')}
            </Button>
          </Group>
          <DetailList
            items={[
              { label: t('backend.field.userName'), value: u.userName },
              { label: t('backend.field.mobile'), value: u.mobile },
              { label: t('backend.field.email'), value: u.email },
              {
                label: t('backend.field.lastSignIn'),
                value: u.lastLoginAt ? formatDate(u.lastLoginAt) : t('backend.field.never'),
              },
              { label: t('backend.merchant.shop'), value: m.shop?.shopName },
              { label: t('backend.merchant.address'), value: m.shop?.address },
              { label: t('backend.field.district'), value: m.shop?.district },
              { label: t('backend.field.state'), value: m.shop ? `${m.shop.state} ${m.shop.pin}`.trim() : '' },
            ]}
          />
        </Card>
      </Grid.Col>
      <Grid.Col span={12}>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="md">
            {t('backend.merchant.members')}
          </Title>
          {m.members.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('backend.merchant.noMembers')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={520} type="native">
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('backend.field.code')}</Table.Th>
                    <Table.Th>{t('backend.field.name')}</Table.Th>
                    <Table.Th>{t('backend.field.account')}</Table.Th>
                    <Table.Th>{t('backend.field.status')}</Table.Th>
                    <Table.Th>{t('backend.field.kyc')}</Table.Th>
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
                      <Table.Td>{label(kindLabel(member.kind))}</Table.Td>
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
