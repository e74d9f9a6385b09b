import { useSyncExternalStore } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useT } from '../i18n/installable';
import { isOnline, pendingUpdate, subscribeOnline, subscribeUpdate } from '../pwa/state';

/** Decision 0079: says so when the network is gone; what the page shows may be from before. */
export function OfflineBanner() {
  const t = useT();
  // The prerender and hydration assume the network is there: the banner shows after, never in the HTML.
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  if (online) return null;
  return (
    <Paper
      role="status"
      radius={0}
      px="md"
      py={6}
      bg="yellow.1"
      c="dark.8"
      style={{ position: 'sticky', top: 0, zIndex: 300 }}
    >
      <Text size="sm" ta="center">
        {t('installable.offline.text')}
      </Text>
    </Paper>
  );
}

/** Decision 0079: a new release waits for the agent's Reload, never takes over on its own. */
export function UpdateBanner() {
  const t = useT();
  const apply = useSyncExternalStore(subscribeUpdate, pendingUpdate, () => null);
  if (!apply) return null;
  return (
    <Paper
      role="alert"
      shadow="md"
      withBorder
      p="sm"
      style={{ position: 'fixed', insetInline: 12, bottom: 12, zIndex: 400, maxWidth: 420, marginInline: 'auto' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div>
          <Text fw={600} size="sm">
            {t('installable.update.title')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('installable.update.text')}
          </Text>
        </div>
        <Button size="xs" onClick={apply}>
          {t('installable.update.reload')}
        </Button>
      </Group>
    </Paper>
  );
}
