import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Notification, NotificationEvent } from '../../../../../contract/notifications';
import { NotificationBell } from '../../../../components/NotificationBell';
import { psaDetail, psaOf, utiSummary } from '../../../../test/uti-detail';
import { stubServer } from '../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../test/render-app';
import { signedInEachTest } from '../../../../test/request-detail';
import PsaLoginIdPage from './psa-loginid';

// The page under the bell follows it (issue 25, decision 0073): when the back office issues the PSA login
// id, the shop's open page shows it with the bell's toast, without a reload.

const PAGE = '/merchant/product/uti-pan/psa-loginid';
const API = '/api/merchant/product/uti-pan';
const REQ = `${API}/psa/21`;

const WAITING = psaDetail({
  state: 'submitted',
  stateLabel: 'Waiting for approval',
  submittedAt: '2026-11-20T06:00:00.000Z',
});
const APPROVED = psaDetail({
  state: 'approved',
  stateLabel: 'Approved',
  result: 'UTIPSA10023',
  submittedAt: '2026-11-20T06:00:00.000Z',
});
const ISSUED: Notification = {
  id: 41,
  title: 'PSA login id issued',
  text: 'Your PSA login id is UTIPSA10023.',
  link: PAGE,
  tone: 'good',
  count: 1,
  createdAt: new Date().toISOString(),
  readAt: null,
};

/** The server: the registration as it is now, the bell's list, and one stream the test writes events into. */
function serve() {
  const server = { psa: WAITING, notifications: [] as Notification[] };
  const encoder = new TextEncoder();
  let stream: ReadableStreamDefaultController<Uint8Array> | null = null;
  const fetch = stubServer((url, init) => {
    if (url === `${API}/summary`)
      return jsonResponse(
        utiSummary({ psa: psaOf(server.psa, server.psa === APPROVED ? { approvedAt: ISSUED.createdAt } : {}) }),
      );
    if (url === REQ) return jsonResponse(server.psa);
    if (url === '/api/notifications')
      return jsonResponse({ unread: server.notifications.length, items: server.notifications });
    if (url === '/api/notifications/stream') {
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (stream = c) });
      init?.signal?.addEventListener('abort', () => stream?.error(new DOMException('aborted', 'AbortError')));
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }
    return undefined;
  });
  const send = (e: NotificationEvent) =>
    stream!.enqueue(encoder.encode(`event: notifications\ndata: ${JSON.stringify(e)}\n\n`));
  const calls = (path: string) => fetch.mock.calls.filter(([u]) => u === path).length;
  return { server, send, calls, opened: () => stream !== null };
}

function render() {
  return renderRoutes(
    [
      {
        path: PAGE,
        element: (
          <>
            <NotificationBell />
            <PsaLoginIdPage />
          </>
        ),
      },
    ],
    PAGE,
  );
}

signedInEachTest({ role: 'merchant', kind: 'owner' });

describe('PSA login id under the bell', () => {
  it('shows the issued login id as soon as the bell announces it, without a reload', async () => {
    const { server, send, calls, opened } = serve();
    render();
    expect(await screen.findByTestId('uti-state')).toHaveTextContent('Waiting for approval');
    await waitFor(() => expect(opened()).toBe(true));

    // The stream's first event is what was there: the page has nothing new to fetch.
    send({ unread: 0, latest: null });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls(REQ)).toBe(1);
    expect(calls(`${API}/summary`)).toBe(1);

    // The back office issues the id: the server's state and the bell change together.
    server.psa = APPROVED;
    server.notifications = [ISSUED];
    send({ unread: 1, latest: ISSUED });

    expect(await screen.findByRole('alert')).toHaveTextContent('PSA login id issued');
    expect(await screen.findByTestId('psa-login-id')).toHaveTextContent('UTIPSA10023');
    await waitFor(() => expect(screen.getByTestId('uti-state')).toHaveTextContent('Approved'));
    expect(screen.queryByText('Waiting for approval')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    // The same news again (a resync after a reconnect) fetches nothing more.
    const after = calls(REQ);
    send({ unread: 1, latest: ISSUED });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls(REQ)).toBe(after);
  });
});
