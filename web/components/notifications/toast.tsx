import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Notification } from '../../../contract/notifications';
import { TONE } from './tone';
import { i18n } from '../../i18n';
import '../../i18n/common';
import type { MessageId } from '../../../contract/i18n';

// docs/product.md#session-and-screen-states: the product's own notifications show at most one at a time, so a new one replaces the last.
let showing: string | null = null;

/**
 * The toast for a notification that just arrived. The toast host lies outside the router and lets clicks
 * through to the page except on buttons (NotificationsHost), so its way to the record is a button.
 */
export function showNotificationToast(n: Notification, open: (n: Notification) => void): void {
  if (showing) notifications.hide(showing);
  const id = `bell-${n.id}-${n.createdAt}`;
  showing = id;
  const { color, Icon } = TONE[n.tone];
  notifications.show({
    id,
    color,
    icon: <Icon size={18} aria-hidden />,
    title: n.title,
    onClose: () => {
      if (showing === id) showing = null;
    },
    message: (
      <Stack gap={4} align="flex-start">
        {n.text && <Text size="sm">{n.text}</Text>}
        {n.link && (
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            onClick={() => {
              notifications.hide(id);
              open(n);
            }}
          >
            {i18n._('common.notifications.view' satisfies MessageId)}
          </Button>
        )}
      </Stack>
    ),
  });
}
