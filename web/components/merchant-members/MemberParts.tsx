import type { ReactNode } from 'react';
import { Alert, Group, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useAuth } from '../../api/use-auth';
import { useT } from '../../i18n/members';

/**
 * Members are the shop owner's to manage (docs/product.md#who-may-do-what); staff and members reaching these screens by
 * URL are told so.
 */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const t = useT();
  const { user } = useAuth();
  if (user?.kind !== 'owner') {
    return (
      <Alert color="yellow" variant="light" icon={<IconLock size={18} />} title={t('members.ownerOnly.title')}>
        {t('members.ownerOnly.text')}
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
