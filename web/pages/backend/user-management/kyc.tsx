import { useMemo } from 'react';
import { Link } from 'react-router';
import { Anchor, Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { KYC_COLUMNS } from '../../../../contract/lists/users';
import { LIST_PATHS, UM_ROUTES, type KycRow } from '../../../api/user-management';
import { DataTable } from '../../../components/DataTable';
import { ListPage } from '../../../components/user-management/ListPage';
import { KycStatusBadge } from '../../../components/user-management/badges';

/** /backend/user-management/kyc: the newest KYC submission of each account, those waiting first. */
export default function KycListPage() {
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
    <ListPage
      title="KYC"
      description="The latest KYC submission of each merchant, staff member and franchise member. Waiting ones come first."
    >
      <DataTable<KycRow>
        url={LIST_PATHS.kyc.list}
        exportUrl={LIST_PATHS.kyc.export}
        title="KYC submissions"
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
        rowActionsLabel="Review"
        rowActions={(row) => {
          const waiting = row.status === 'submitted';
          return (
            <Button
              component={Link}
              to={UM_ROUTES.kyc(row.id, row.kind)}
              size="xs"
              variant={waiting ? 'filled' : 'light'}
              leftSection={<IconEye size={14} aria-hidden />}
              aria-label={`${waiting ? 'Review' : 'View'} KYC of ${row.displayName}`}
            >
              {waiting ? 'Review' : 'View'}
            </Button>
          );
        }}
      />
    </ListPage>
  );
}
