import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationEvent, NotificationList } from '../../contract/notifications';
import { NOTIFICATIONS_API } from '../../contract/notifications/kinds';
import { storeAnswer } from './cache';
import { API_BASE, api } from './client';
import { getToken } from './session';
import { apiRelative } from './table';

/* The bell (decision 0059): the account's notifications, marking them read, and the live stream. */

/** Client paths (relative to /api). */
export const NOTIFICATION_PATHS = {
  list: apiRelative(NOTIFICATIONS_API.list),
  read: (id: number) => apiRelative(NOTIFICATIONS_API.read(id)),
  readAll: apiRelative(NOTIFICATIONS_API.readAll),
  stream: apiRelative(NOTIFICATIONS_API.stream),
};

export const notificationKeys = { list: ['notifications'] as const };

export function useNotifications(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: () => api.get<NotificationList>(NOTIFICATION_PATHS.list),
    enabled,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<NotificationList>(NOTIFICATION_PATHS.read(id)),
    onSuccess: (list) => storeAnswer(queryClient, notificationKeys.list, list),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<NotificationList>(NOTIFICATION_PATHS.readAll),
    onSuccess: (list) => storeAnswer(queryClient, notificationKeys.list, list),
  });
}

/** Before the server has said otherwise (its `retry:` field), and the longest wait after repeated failures. */
const RECONNECT_MS = 5_000;
const MAX_RECONNECT_MS = 60_000;

type SseMessage = { event: string; data: string };

/**
 * Reads a text/event-stream body (the WHATWG format: `event:`, `data:`, `retry:` fields, `:` comments,
 * a blank line ends a message) and hands each message on.
 */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  onMessage: (m: SseMessage) => void,
  onRetry: (ms: number) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length) onMessage({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
      // A CR that ends the chunk may be half of a CRLF: wait for the next chunk.
      if (buffer[end] === '\r' && end === buffer.length - 1) break;
      const sep = buffer[end] === '\r' && buffer[end + 1] === '\n' ? 2 : 1;
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + sep);
    }
  }
}

/**
 * The event, or null for a message that is not one (cut short, or from a server of another version). Its shape is
 * checked here rather than by the contract's schema: the server writes it from the function its validated list answer
 * comes from (which is read unparsed too), and the schema would bring zod onto every signed-in page (issue 29).
 */
function parseEvent(data: string): NotificationEvent | null {
  let event: unknown;
  try {
    event = JSON.parse(data);
  } catch {
    return null;
  }
  if (!event || typeof event !== 'object') return null;
  const { unread, latest } = event as { unread?: unknown; latest?: unknown };
  const isNotification =
    latest === null || (!!latest && typeof latest === 'object' && typeof (latest as { id?: unknown }).id === 'number');
  return Number.isInteger(unread) && isNotification ? (event as NotificationEvent) : null;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

/**
 * Keeps the account's notification stream open until `signal` aborts, calling `onEvent` for each event;
 * the first event of every connection is the whole state, so a reconnect resyncs by itself.
 *
 * Read with fetch rather than EventSource: EventSource cannot send the Authorization header, and the
 * session lives in sessionStorage (docs/product.md#session-and-screen-states), not in a cookie; a token in the URL would end up in logs.
 * So this does what EventSource would: reconnects after the server's `retry:` delay, with the current
 * token each time. A 401 (the access token ran out) goes through an ordinary call, which refreshes the
 * token or ends the session, and then the stream is opened again with what that left.
 */
export async function followNotifications(onEvent: (e: NotificationEvent) => void, signal: AbortSignal): Promise<void> {
  let retryMs = RECONNECT_MS;
  let failures = 0;
  let refreshed = false;
  while (!signal.aborted) {
    const token = getToken();
    if (!token) return;
    const refreshedBefore: boolean = refreshed;
    refreshed = false;
    try {
      const res = await fetch(`${API_BASE}${NOTIFICATION_PATHS.stream}`, {
        headers: {
          accept: 'text/event-stream',
          authorization: `Bearer ${token}`,
          // The bell's words in the page's language, as api() asks (web/api/client.ts).
          ...(document.documentElement.lang ? { 'accept-language': document.documentElement.lang } : {}),
        },
        credentials: 'include',
        cache: 'no-store',
        signal,
      });
      if (res.status === 401) {
        await api.get(NOTIFICATION_PATHS.list).catch(() => undefined);
        refreshed = !refreshedBefore && getToken() !== token;
        if (!refreshed) failures += 1;
      } else if (res.ok && res.body) {
        failures = 0;
        await readEvents(
          res.body,
          (m) => {
            if (m.event === 'notifications') {
              const event = parseEvent(m.data);
              if (event) onEvent(event);
            }
          },
          (ms) => (retryMs = ms),
        );
      } else {
        failures += 1;
      }
    } catch {
      if (signal.aborted) return;
      failures += 1;
    }
    if (signal.aborted) return;
    // A fresh token is tried at once (once); a server that keeps failing is asked less and less often.
    if (!refreshed) await pause(Math.min(retryMs * 2 ** failures, MAX_RECONNECT_MS), signal);
  }
}
