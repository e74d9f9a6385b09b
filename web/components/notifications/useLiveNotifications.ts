import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationEvent, NotificationList } from '../../../contract/notifications';
import { followNotifications, notificationKeys } from '../../api/notifications';
import { useAuth } from '../../api/use-auth';

/** Newest first: by when it (last) arrived, then by id. A waiting kind's row arrives again with each addition. */
function isNewer(a: Notification, than: Notification | null): boolean {
  if (!than) return true;
  const ta = Date.parse(a.createdAt);
  const tb = Date.parse(than.createdAt);
  return ta !== tb ? ta > tb : a.id > than.id;
}

/** Whether the cached list already shows what the event says (then there is nothing to fetch). */
function listShows(list: NotificationList, e: NotificationEvent): boolean {
  const first = list.items[0] ?? null;
  if (list.unread !== e.unread) return false;
  if (!first || !e.latest) return first === e.latest;
  return (
    first.id === e.latest.id &&
    first.createdAt === e.latest.createdAt &&
    first.readAt === e.latest.readAt &&
    first.count === e.latest.count
  );
}

/**
 * The signed-in account's live notifications for as long as the caller is mounted: one stream per tab,
 * closed on unmount and when the account signs out (or another signs in). Each event puts the unread
 * count into the cache and refetches the list when it no longer matches. `onNew` is called for a
 * notification that arrived while this tab was open: unread and newer than any seen here, never for one
 * that was there when the stream first opened.
 */
export function useLiveNotifications(onNew: (n: Notification) => void): void {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const account = user?.code ?? null;
  const onNewRef = useRef(onNew);
  useEffect(() => {
    onNewRef.current = onNew;
  }, [onNew]);

  useEffect(() => {
    if (!account) return;
    const controller = new AbortController();
    // The newest notification this tab has been told of; undefined until the first event sets the baseline.
    let newestSeen: Notification | null | undefined;
    const onEvent = (e: NotificationEvent) => {
      const cached = queryClient.getQueryData<NotificationList>(notificationKeys.list);
      if (cached) queryClient.setQueryData<NotificationList>(notificationKeys.list, { ...cached, unread: e.unread });
      if (!cached || !listShows(cached, e)) void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
      const latest = e.latest;
      if (newestSeen === undefined) {
        newestSeen = latest;
        return;
      }
      if (latest && isNewer(latest, newestSeen)) {
        newestSeen = latest;
        if (!latest.readAt) onNewRef.current(latest);
      }
    };
    void followNotifications(onEvent, controller.signal);
    return () => controller.abort();
  }, [account, queryClient]);
}
