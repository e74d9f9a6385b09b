import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconLock, IconUserPlus } from '@tabler/icons-react';
import { MEMBER_COLUMNS, MEMBER_ROUTES } from '../../../../contract/merchant-members';
import { useAuth } from '../../../api/use-auth';
import { MEMBER_LIST_PATHS, type MemberRow } from '../../../api/merchant-members';
import { DataTable } from '../../../components/DataTable';
import { rupees } from '../../../components/money/format';
import { ActiveBadge, KycStatusBadge } from '../../../components/user-management/badges';

/** Members are the shop owner's to manage (DESIGN §10); staff and members reaching these screens by URL are told so. */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user?.kind !== 'owner') {
    return (
      <Alert color="yellow" variant="light" icon={<IconLock size={18} />} title="For the shop owner only">
        Franchise members are added and managed by the owner of the shop.
      </Alert>
    );
  }
  return <>{children}</>;
}

/** The heading of the member screens: title, a line of what it is, and the screen's own buttons. */
export function MemberHeading({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {typeof description === 'string' ? <Text c="dimmed">{description}</Text> : description}
      </div>
      {actions}
    </Group>
  );
}

/** /merchant/user-management/frenchies-list (owner): the shop's franchise members with wallet, KYC and status. */
export default function MemberListPage() {
  const owner = useAuth().user?.kind === 'owner';
  const cells = useMemo(
    () => ({
      balance: (row: MemberRow) => (
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>{rupees(Number(row.balance ?? 0))}</span>
      ),
      kycStatus: (row: MemberRow) => <KycStatusBadge status={row.kycStatus} />,
      active: (row: MemberRow) => <ActiveBadge active={row.active} />,
      code: (row: MemberRow) =>
        typeof row.id === 'number' ? (
          <Anchor component={Link} to={MEMBER_ROUTES.view(row.id)} size="sm" fw={600}>
            {row.code}
          </Anchor>
        ) : (
          row.code
        ),
    }),
    [],
  );
  return (
    <Stack gap="md">
      <MemberHeading
        title="Member List"
        description="Your franchise members: each has its own wallet, KYC and applications. Open one to see its details."
        actions={
          owner ? (
            <Button component={Link} to={MEMBER_ROUTES.add} leftSection={<IconUserPlus size={16} aria-hidden />}>
              Add Member
            </Button>
          ) : null
        }
      />
      <OwnerOnly>
        <DataTable<MemberRow>
          url={MEMBER_LIST_PATHS.list}
          exportUrl={MEMBER_LIST_PATHS.export}
          title="Members"
          columns={MEMBER_COLUMNS}
          cardRoles={{
            displayName: 'title',
            active: 'badge',
            code: 'field',
            shopName: 'field',
            mobile: 'field',
            balance: 'field',
            kycStatus: 'field',
          }}
          cells={cells}
          getRowId={(row, i) => (typeof row.id === 'number' ? String(row.id) : `${row.code}-${i}`)}
          rowActionsLabel="View"
          rowActions={(row) =>
            typeof row.id === 'number' ? (
              <Button
                component={Link}
                to={MEMBER_ROUTES.view(row.id)}
                size="xs"
                variant="light"
                leftSection={<IconEye size={14} aria-hidden />}
                aria-label={`View ${row.displayName}`}
              >
                View
              </Button>
            ) : null
          }
        />
      </OwnerOnly>
    </Stack>
  );
}
