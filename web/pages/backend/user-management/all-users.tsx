import { useMemo } from 'react';
import { Link } from 'react-router';
import { Anchor, Button } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { ALL_USERS_COLUMNS } from '../../../../contract/lists/users';
import { LIST_PATHS, UM_ROUTES, type UserRow } from '../../../api/user-management';
import { DataTable } from '../../../components/DataTable';
import { ListPage } from '../../../components/user-management/ListPage';
import { ActiveBadge } from '../../../components/user-management/badges';

/** /backend/user-management/all-users: every account, back office and merchants alike. */
export default function AllUsersPage() {
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
    <ListPage
      title="All Users"
      description="Every account: administrators, back-office staff, merchants, their staff and members."
    >
      <DataTable<UserRow>
        url={LIST_PATHS.allUsers.list}
        exportUrl={LIST_PATHS.allUsers.export}
        title="All users"
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
        rowActionsLabel="Open"
        rowActions={(row) =>
          typeof row.id === 'number' ? (
            <Button
              component={Link}
              to={UM_ROUTES.user(row.id)}
              size="xs"
              variant="light"
              leftSection={<IconUser size={14} aria-hidden />}
              aria-label={`Open ${row.displayName}`}
            >
              Open
            </Button>
          ) : null
        }
      />
    </ListPage>
  );
}
