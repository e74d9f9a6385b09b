import { useMemo } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Stack } from '@mantine/core';
import { IconEye, IconUserPlus } from '@tabler/icons-react';
import { MemberHeading, OwnerOnly } from '../../../components/merchant-members/MemberParts';
import { MEMBER_COLUMNS, MEMBER_ROUTES } from '../../../../contract/merchant-members';
import { useAuth } from '../../../api/use-auth';
import { MEMBER_LIST_PATHS, type MemberRow } from '../../../api/merchant-members';
import { DataTable } from '../../../components/DataTable';
import { rupees } from '../../../components/money/format';
import { ActiveBadge, KycStatusBadge } from '../../../components/user-management/badges';
import { useT } from '../../../i18n/members';

/** /merchant/user-management/frenchies-list (owner): the shop's franchise members with wallet, KYC and status. */
export default function MemberListPage() {
  const t = useT();
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
        title={t('members.list.title')}
        description={t('members.list.intro')}
        actions={
          owner ? (
            <Button component={Link} to={MEMBER_ROUTES.add} leftSection={<IconUserPlus size={16} aria-hidden />}>
              {t('members.list.add')}
            </Button>
          ) : null
        }
      />
      <OwnerOnly>
        <DataTable<MemberRow>
          url={MEMBER_LIST_PATHS.list}
          exportUrl={MEMBER_LIST_PATHS.export}
          title={t('members.list.tableTitle')}
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
          rowActionsLabel={t('members.list.view')}
          rowActions={(row) =>
            typeof row.id === 'number' ? (
              <Button
                component={Link}
                to={MEMBER_ROUTES.view(row.id)}
                size="xs"
                variant="light"
                leftSection={<IconEye size={14} aria-hidden />}
                aria-label={t('members.list.viewName', { name: row.displayName })}
              >
                {t('members.list.view')}
              </Button>
            ) : null
          }
        />
      </OwnerOnly>
    </Stack>
  );
}
