import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useT } from '../i18n/installable';
import { isOnline, pendingUpdate, subscribeOnline, subscribeUpdate } from '../pwa/state';
import classes from './AppStatus.module.css';

/** Decision 0079: says so when the network is gone; what the page shows may be from before. */
export function OfflineBanner() {
  const t = useT();
  // The prerender and hydration assume the network is there: the banner shows after, never in the HTML.
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const box = useRef<HTMLDivElement>(null);
  // Its height, for the layouts' fixed header and menu to move below it (AppStatus.module.css); one line or two.
  useLayoutEffect(() => {
    const el = box.current;
    if (online || !el) return;
    const root = document.documentElement;
    const keep = () => root.style.setProperty('--offline-banner-height', `${el.offsetHeight}px`);
    keep();
    root.dataset.offline = '';
    const seen = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(keep);
    seen?.observe(el);
    return () => {
      seen?.disconnect();
      delete root.dataset.offline;
      root.style.removeProperty('--offline-banner-height');
    };
  }, [online]);
  if (online) return null;
  return (
    <Paper ref={box} role="status" radius={0} px="md" py={6} bg="yellow.1" c="dark.8" className={classes.offline}>
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
