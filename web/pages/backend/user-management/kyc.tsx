import { useMemo } from 'react';
import { Link } from 'react-router';
import { Anchor, Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { KYC_COLUMNS } from '../../../../contract/lists/users';
import { LIST_PATHS, UM_ROUTES, type KycRow } from '../../../api/user-management';
import { DataTable } from '../../../components/DataTable';
import { useT } from '../../../i18n/backend';
import { ListPage } from '../../../components/user-management/ListPage';
import { KycStatusBadge } from '../../../components/user-management/badges';

/** /backend/user-management/kyc: the newest KYC submission of each account, those waiting first. */
export default function KycListPage() {
  const t = useT();
  const cells = useMemo(
    () => ({
      status: (row: KycRow) => <KycStatusBadge status={row.status} />,
      code: (row: KycRow) => (
        <Anchor component={Link} to={UM_ROUTES.kyc(row.id, row.kind)} size="sm" fw={600}>
          {row.code}
        </Anchor>
      ),
    }),
    [],
  );
  return (
    <ListPage title={t('backend.kycList.title')} description={t('backend.kycList.description')}>
      <DataTable<KycRow>
        url={LIST_PATHS.kyc.list}
        exportUrl={LIST_PATHS.kyc.export}
        title={t('backend.kycList.table')}
        columns={KYC_COLUMNS}
        cardRoles={{
          displayName: 'title',
          status: 'badge',
          code: 'field',
          kind: 'field',
          panNo: 'field',
          submittedAt: 'field',
        }}
        cells={cells}
        getRowId={(row) => String(row.id)}
        rowActionsLabel={t('backend.action.review')}
        rowActions={(row) => {
          const waiting = row.status === 'submitted';
          return (
            <Button
              component={Link}
              to={UM_ROUTES.kyc(row.id, row.kind)}
              size="xs"
              variant={waiting ? 'filled' : 'light'}
              leftSection={<IconEye size={14} aria-hidden />}
              aria-label={t('backend.kycList.rowLabel', { waiting: waiting ? 'yes' : 'no', name: row.displayName })}
            >
              {waiting ? t('backend.action.review') : t('backend.action.view')}
            </Button>
          );
        }}
      />
    </ListPage>
  );
}
