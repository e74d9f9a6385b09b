import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group } from '@mantine/core';
import { IconLock, IconPencil, IconUser, IconUserPlus } from '@tabler/icons-react';
import { STAFF_COLUMNS } from '../../../../contract/lists/users';
import { useAuth } from '../../../api/use-auth';
import { LIST_PATHS, UM_ROUTES, type StaffRow } from '../../../api/user-management';
import { DataTable } from '../../../components/DataTable';
import { useT } from '../../../i18n/backend';
import { ListPage } from '../../../components/user-management/ListPage';
import { StaffFormModal, type StaffTarget } from '../../../components/user-management/StaffFormModal';
import { ActiveBadge } from '../../../components/user-management/badges';

/** /backend/user-management/staff-list (admin): back-office staff accounts; add, edit, open to deactivate. */
export default function StaffListPage() {
  const t = useT();
  const { user } = useAuth();
  const admin = user?.role.toLowerCase() === 'admin';
  const [modal, setModal] = useState<{ opened: boolean; staff: StaffTarget | null; key: number }>({
    opened: false,
    staff: null,
    key: 0,
  });
  const open = (staff: StaffTarget | null) => setModal((m) => ({ opened: true, staff, key: m.key + 1 }));
  const cells = useMemo(() => ({ active: (row: StaffRow) => <ActiveBadge active={row.active} /> }), []);

  if (!admin) {
    return (
      <ListPage title={t('backend.staffList.title')}>
        <Alert color="yellow" variant="light" icon={<IconLock size={18} />} title={t('backend.staffList.adminOnly')}>
          {t('backend.staffList.adminOnlyBody')}
        </Alert>
      </ListPage>
    );
  }

  return (
    <ListPage
      title={t('backend.staffList.title')}
      description={t('backend.staffList.description')}
      actions={
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => open(null)}>
          {t('backend.staffForm.addTitle')}
        </Button>
      }
    >
      <DataTable<StaffRow>
        url={LIST_PATHS.staff.list}
        exportUrl={LIST_PATHS.staff.export}
        title={t('backend.staffList.table')}
        columns={STAFF_COLUMNS}
        cardRoles={{
          displayName: 'title',
          active: 'badge',
          code: 'field',
          userName: 'field',
          mobile: 'field',
          lastLoginAt: 'field',
        }}
        cells={cells}
        getRowId={(row, i) => (typeof row.id === 'number' ? String(row.id) : `${row.code}-${i}`)}
        rowActionsLabel={t('backend.action.actions')}
        rowActions={(row) => {
          const id = row.id;
          if (typeof id !== 'number') return null;
          return (
            <Group gap={4} wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={14} aria-hidden />}
                aria-label={t('backend.action.editName', { name: row.displayName })}
                onClick={() =>
                  open({
                    id,
                    userName: row.userName,
                    displayName: row.displayName,
                    email: row.email,
                    mobile: row.mobile,
                  })
                }
              >
                {t('backend.action.edit')}
              </Button>
              <Button
                component={Link}
                to={UM_ROUTES.user(id)}
                size="xs"
                variant="default"
                leftSection={<IconUser size={14} aria-hidden />}
                aria-label={t('backend.action.openName', { name: row.displayName })}
              >
                {t('backend.action.open')}
              </Button>
            </Group>
          );
        }}
      />
      <StaffFormModal
        opened={modal.opened}
        staff={modal.staff}
        formKey={modal.key}
        onClose={() => setModal((m) => ({ ...m, opened: false }))}
      />
    </ListPage>
  );
}
