import { useMemo } from 'react';
import { Link } from 'react-router';
import { Anchor, Button } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { MERCHANT_COLUMNS } from '../../../../contract/lists/users';
import { LIST_PATHS, UM_ROUTES, type UserRow } from '../../../api/user-management';
import { DataTable } from '../../../components/DataTable';
import { useT } from '../../../i18n/backend';
import { ListPage } from '../../../components/user-management/ListPage';
import { ActiveBadge, KycStatusBadge } from '../../../components/user-management/badges';

/** /backend/user-management/merchant-list: merchant owners and franchise members, with wallet and KYC. */
export default function MerchantListPage() {
  const t = useT();
  const cells = useMemo(
    () => ({
      active: (row: UserRow) => <ActiveBadge active={row.active as string} />,
      kycStatus: (row: UserRow) => <KycStatusBadge status={row.kycStatus as string} />,
      code: (row: UserRow) =>
        typeof row.id === 'number' ? (
          <Anchor component={Link} to={UM_ROUTES.merchant(row.id)} size="sm" fw={600}>
            {row.code}
          </Anchor>
        ) : (
          row.code
        ),
    }),
    [],
  );
  return (
    <ListPage title={t('backend.merchants.title')} description={t('backend.merchants.description')}>
      <DataTable<UserRow>
        url={LIST_PATHS.merchants.list}
        exportUrl={LIST_PATHS.merchants.export}
        title={t('backend.merchants.table')}
        columns={MERCHANT_COLUMNS}
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
        rowActionsLabel={t('backend.action.open')}
        rowActions={(row) =>
          typeof row.id === 'number' ? (
            <Button
              component={Link}
              to={UM_ROUTES.merchant(row.id)}
              size="xs"
              variant="light"
              leftSection={<IconBuildingStore size={14} aria-hidden />}
              aria-label={t('backend.action.openName', { name: row.displayName })}
            >
              {t('backend.action.open')}
            </Button>
          ) : null
        }
      />
    </ListPage>
  );
}
