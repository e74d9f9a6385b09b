import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { accountAreaFor, usePhotoUrl, useProfile } from '../api/account';
import type { SessionUser } from '../api/jwt';
import { initialsOf } from '../components/initials';
import { ROLE_LABELS } from '../../contract/roles';
import { useLabel } from '../i18n/labels';

/**
 * docs/product.md#shell: the sidebar shows the profile photo, code and role. The photo needs the bearer token, so it
 * is fetched as a blob; initials show until it arrives or when there is none.
 */
export function SidebarProfile({ user }: { user: SessionUser }) {
  const area = accountAreaFor(user.role);
  const profile = useProfile(area);
  const photo = usePhotoUrl(area, !!profile.data?.hasPhoto);
  const label = useLabel();
  return (
    <Group gap="sm" wrap="nowrap" p="md" data-testid="sidebar-profile">
      <Avatar color="navy" radius="xl" size={48} alt={user.displayName} src={photo} data-testid="sidebar-avatar">
        {initialsOf(user.displayName)}
      </Avatar>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} lineClamp={1}>
          {user.displayName}
        </Text>
        <Text size="sm" c="dimmed" data-testid="profile-code">
          {user.code}
        </Text>
        <Badge variant="light" size="sm" data-testid="profile-role" style={{ alignSelf: 'flex-start' }}>
          {label(ROLE_LABELS[user.role] ?? user.role)}
        </Badge>
      </Stack>
    </Group>
  );
}
