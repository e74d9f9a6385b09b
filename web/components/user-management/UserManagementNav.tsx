import { Button, Group } from '@mantine/core';
import { NavLink } from 'react-router';
import { useAuth } from '../../api/use-auth';
import { useT, type Translate } from '../../i18n/backend';

const BASE = '/backend/user-management';

/**
 * The user-management lists side by side. The SPEC sidebar names only four of them; KYC and ID sales
 * are reached from here.
 */
const LINKS: { label: Parameters<Translate>[0]; to: string; adminOnly?: boolean }[] = [
  { label: 'backend.nav.allUsers', to: `${BASE}/all-users` },
  { label: 'backend.nav.merchants', to: `${BASE}/merchant-list` },
  { label: 'backend.nav.registrations', to: `${BASE}/registration` },
  { label: 'backend.nav.kyc', to: `${BASE}/kyc` },
  { label: 'backend.nav.idSales', to: `${BASE}/id-sale-list` },
  { label: 'backend.nav.staff', to: `${BASE}/staff-list`, adminOnly: true },
];

export function UserManagementNav() {
  const t = useT();
  const { user } = useAuth();
  const admin = user?.role.toLowerCase() === 'admin';
  return (
    <Group component="nav" aria-label={t('backend.nav.label')} gap={6} wrap="wrap">
      {LINKS.filter((l) => admin || !l.adminOnly).map((l) => (
        <NavLink key={l.to} to={l.to} end style={{ textDecoration: 'none' }}>
          {({ isActive }) => (
            <Button component="span" size="xs" radius="xl" variant={isActive ? 'filled' : 'default'}>
              {t(l.label)}
            </Button>
          )}
        </NavLink>
      ))}
    </Group>
  );
}
