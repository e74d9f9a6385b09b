import { ROLE_LABELS } from '../../contract/roles';
import { useLabel } from '../i18n/labels';
import type { ReactNode } from 'react';
import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SessionUser } from '../api/jwt';
import { initialsOf } from './initials';
import { useT } from '../i18n/common';

/** The signed-in person as the area's index shows them, with links to the screens that exist. */
export function WelcomePanel({ user, children }: { user: SessionUser; children?: ReactNode }) {
  const t = useT();
  const label = useLabel();
  return (
    <Stack gap="lg" maw={960}>
      <Card withBorder radius="md" padding="xl">
        <Group gap="lg" wrap="nowrap" align="flex-start">
          <Avatar size={64} radius="xl" color="navy" alt={user.displayName}>
            {initialsOf(user.displayName)}
          </Avatar>
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={1} size="h2">
              {t('common.welcome.title', { name: user.displayName })}
            </Title>
            <Group gap="xs">
              <Text c="dimmed">{t('common.welcome.code')}</Text>
              <Text fw={600} data-testid="welcome-code">
                {user.code}
              </Text>
              <Badge variant="light" data-testid="welcome-role">
                {label(ROLE_LABELS[user.role] ?? user.role)}
              </Badge>
            </Group>
          </Stack>
        </Group>
      </Card>
      {children}
    </Stack>
  );
}

export function QuickLinks({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>{children}</SimpleGrid>
    </Stack>
  );
}
