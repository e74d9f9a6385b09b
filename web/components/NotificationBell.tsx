import { useCallback, useState } from 'react';
import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { Notification } from '../../contract/notifications';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications';
import { useT, type Translate } from '../i18n/common';
import { HoverTooltip } from './HoverTooltip';
import { NotificationPanel } from './notifications/NotificationPanel';
import { showNotificationToast } from './notifications/toast';
import { useLiveNotifications } from './notifications/useLiveNotifications';

/** "Notifications, 3 unread": what the bell says to a screen reader (the badge is for the eye). */
export function bellLabel(unread: number, t: Translate): string {
  return t('common.bell.label', { unread });
}

/**
 * The bell of docs/product.md#shell: the unread count, a panel of the latest notifications, each a link
 * to its record, and a toast when one arrives while the page is open. It holds the tab's live stream.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const t = useT();
  const list = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const navigate = useNavigate();

  const read = markRead.mutate;
  const open = useCallback(
    (n: Notification) => {
      setOpened(false);
      if (!n.readAt) read(n.id);
    },
    [read],
  );
  const openFromToast = useCallback(
    (n: Notification) => {
      open(n);
      if (n.link) void navigate(n.link);
    },
    [open, navigate],
  );
  useLiveNotifications(useCallback((n: Notification) => showNotificationToast(n, openFromToast), [openFromToast]));

  const unread = list.data?.unread ?? 0;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(380px, calc(100vw - 16px))"
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
    >
      {/* The count is for the eye; the button's name says it to a screen reader. */}
      <Indicator
        label={<span aria-hidden>{unread > 99 ? '99+' : unread}</span>}
        disabled={!unread}
        size={16}
        offset={4}
        color="red"
        zIndex={1}
      >
        <HoverTooltip label={t('common.bell.title')} disabled={opened}>
          <Popover.Target>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={bellLabel(unread, t)}
              onClick={() => setOpened((o) => !o)}
            >
              <IconBell size={18} aria-hidden />
            </ActionIcon>
          </Popover.Target>
        </HoverTooltip>
      </Indicator>
      <Popover.Dropdown p={0}>
        <NotificationPanel
          list={list.data}
          loading={list.isPending}
          failed={list.isError}
          onOpen={open}
          onMarkAll={() => markAllRead.mutate()}
          markingAll={markAllRead.isPending}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
