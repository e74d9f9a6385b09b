import { useMemo } from 'react';
import { Link } from 'react-router';
import { Anchor, Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { REGISTRATION_COLUMNS } from '../../../../contract/lists/users';
import { LIST_PATHS, UM_ROUTES, type RegistrationRow } from '../../../api/user-management';
import { DataTable } from '../../../components/DataTable';
import { useT } from '../../../i18n/backend';
import { ListPage } from '../../../components/user-management/ListPage';
import { RegistrationStatusBadge } from '../../../components/user-management/badges';

/** /backend/user-management/registration: every registration, pending first; each opens its review. */
export default function RegistrationListPage() {
  const t = useT();
  const cells = useMemo(
    () => ({
      status: (row: RegistrationRow) => <RegistrationStatusBadge status={row.status} />,
      // The row action sits at the far right of a wide table; the reference opens the review too.
      refNo: (row: RegistrationRow) => (
        <Anchor component={Link} to={UM_ROUTES.registration(row.id)} size="sm" fw={600}>
          {row.refNo}
        </Anchor>
      ),
    }),
    [],
  );
  return (
    <ListPage title={t('backend.registrations.title')} description={t('backend.registrations.description')}>
      <DataTable<RegistrationRow>
        url={LIST_PATHS.registrations.list}
        exportUrl={LIST_PATHS.registrations.export}
        title={t('backend.registrations.title')}
        columns={REGISTRATION_COLUMNS}
        cardRoles={{
          name: 'title',
          status: 'badge',
          refNo: 'field',
          dated: 'field',
          shopName: 'field',
          mobileNo: 'field',
          idName: 'field',
        }}
        cells={cells}
        getRowId={(row) => String(row.id)}
        rowActionsLabel={t('backend.action.review')}
        rowActions={(row) => (
          <Button
            component={Link}
            to={UM_ROUTES.registration(row.id)}
            size="xs"
            variant={row.status === 'pending' ? 'filled' : 'light'}
            leftSection={<IconEye size={14} aria-hidden />}
            aria-label={t('backend.registrations.rowLabel', {
              pending: row.status === 'pending' ? 'yes' : 'no',
              refNo: row.refNo,
            })}
          >
            {row.status === 'pending' ? t('backend.action.review') : t('backend.action.view')}
          </Button>
        )}
      />
    </ListPage>
  );
}
