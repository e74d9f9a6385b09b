import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { UserManagementNav } from './UserManagementNav';

/** The frame of every user-management list: heading, a line of what it is, the sub-navigation. */
export function ListPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description && <Text c="dimmed">{description}</Text>}
        </div>
        {actions}
      </Group>
      <UserManagementNav />
      {children}
    </Stack>
  );
}
