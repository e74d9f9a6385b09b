import { useMemo } from 'react';
import { Link } from 'react-router';
import { Anchor, Button } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { ALL_USERS_COLUMNS } from '../../../../contract/lists/users';
import { LIST_PATHS, UM_ROUTES, type UserRow } from '../../../api/user-management';
import { DataTable } from '../../../components/DataTable';
import { useT } from '../../../i18n/backend';
import { ListPage } from '../../../components/user-management/ListPage';
import { ActiveBadge } from '../../../components/user-management/badges';

/** /backend/user-management/all-users: every account, back office and merchants alike. */
export default function AllUsersPage() {
  const t = useT();
  const cells = useMemo(
    () => ({
      active: (row: UserRow) => <ActiveBadge active={row.active as string} />,
      code: (row: UserRow) =>
        typeof row.id === 'number' ? (
          <Anchor component={Link} to={UM_ROUTES.user(row.id)} size="sm" fw={600}>
            {row.code}
          </Anchor>
        ) : (
          row.code
        ),
    }),
    [],
  );
  return (
    <ListPage title={t('backend.allUsers.title')} description={t('backend.allUsers.description')}>
      <DataTable<UserRow>
        url={LIST_PATHS.allUsers.list}
        exportUrl={LIST_PATHS.allUsers.export}
        title={t('backend.allUsers.table')}
        columns={ALL_USERS_COLUMNS}
        cardRoles={{
          displayName: 'title',
          active: 'badge',
          code: 'field',
          userName: 'field',
          role: 'field',
          mobile: 'field',
          lastLoginAt: 'field',
        }}
        cells={cells}
        getRowId={(row, i) => (typeof row.id === 'number' ? String(row.id) : `${row.code}-${i}`)}
        rowActionsLabel={t('backend.action.open')}
        rowActions={(row) =>
          typeof row.id === 'number' ? (
            <Button
              component={Link}
              to={UM_ROUTES.user(row.id)}
              size="xs"
              variant="light"
              leftSection={<IconUser size={14} aria-hidden />}
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
