import type { ReactNode } from 'react';
import { Alert, Group, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useAuth } from '../../api/use-auth';

/**
 * Members are the shop owner's to manage (docs/product.md#who-may-do-what); staff and members reaching these screens by
 * URL are told so.
 */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user?.kind !== 'owner') {
    return (
      <Alert color="yellow" variant="light" icon={<IconLock size={18} />} title="For the shop owner only">
        Franchise members are added and managed by the owner of the shop.
      </Alert>
    );
  }
  return <>{children}</>;
}

/** The heading of the member screens: title, a line of what it is, and the screen's own buttons. */
export function MemberHeading({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {typeof description === 'string' ? <Text c="dimmed">{description}</Text> : description}
      </div>
      {actions}
    </Group>
  );
}
