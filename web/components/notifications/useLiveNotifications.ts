import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationEvent, NotificationList } from '../../../contract/notifications';
import { followNotifications, notificationKeys } from '../../api/notifications';
import { useAuth } from '../../api/use-auth';
import { afterFirstLoad } from '../../after-first-load';

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
 * What a notification announces changed a record the account may have on screen (its request, its list,
 * a dashboard's count, the wallet a refund went back to), so every query but the bell's own is stale:
 * the mounted ones (the page under the bell) fetch again now, the others when next shown. A query whose
 * answer never changes (`staleTime: Infinity`: a photo, a file's signed link) is left alone
 * (docs/decisions/0073).
 */
export function refreshAfterNews(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    // A query holds its observer's options, staleTime too, though its type does not list it.
    predicate: (q) =>
      q.queryKey[0] !== notificationKeys.list[0] && (q.options as { staleTime?: unknown }).staleTime !== Infinity,
  });
}

/**
 * The signed-in account's live notifications for as long as the caller is mounted: one stream per tab,
 * closed on unmount and when the account signs out (or another signs in). Each event puts the unread
 * count into the cache and refetches the list when it no longer matches. `onNew` is called for a
 * notification that arrived while this tab was open: unread and newer than any seen here, never for one
 * that was there when the stream first opened. Any such arrival, read or not, refreshes what the tab shows
 * (`refreshAfterNews`), so a page does not contradict its bell.
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
        void refreshAfterNews(queryClient);
        if (!latest.readAt) onNewRef.current(latest);
      }
    };
    // Issue 29: the stream is no part of the first screen; opened once the page has loaded and is idle.
    const cancel = afterFirstLoad(() => void followNotifications(onEvent, controller.signal));
    return () => {
      cancel();
      controller.abort();
    };
  }, [account, queryClient]);
}
