import { Button, Group } from '@mantine/core';
import { NavLink } from 'react-router';
import { useAuth } from '../../api/use-auth';

const BASE = '/backend/user-management';

/**
 * The user-management lists side by side. The SPEC sidebar names only four of them; KYC and ID sales
 * are reached from here.
 */
const LINKS: { label: string; to: string; adminOnly?: boolean }[] = [
  { label: 'All Users', to: `${BASE}/all-users` },
  { label: 'Merchants', to: `${BASE}/merchant-list` },
  { label: 'Registrations', to: `${BASE}/registration` },
  { label: 'KYC', to: `${BASE}/kyc` },
  { label: 'ID Sales', to: `${BASE}/id-sale-list` },
  { label: 'Staff', to: `${BASE}/staff-list`, adminOnly: true },
];

export function UserManagementNav() {
  const { user } = useAuth();
  const admin = user?.role.toLowerCase() === 'admin';
  return (
    <Group component="nav" aria-label="User management" gap={6} wrap="wrap">
      {LINKS.filter((l) => admin || !l.adminOnly).map((l) => (
        <NavLink key={l.to} to={l.to} end style={{ textDecoration: 'none' }}>
          {({ isActive }) => (
            <Button component="span" size="xs" radius="xl" variant={isActive ? 'filled' : 'default'}>
              {l.label}
            </Button>
          )}
        </NavLink>
      ))}
    </Group>
  );
}
