import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification, NotificationEvent, NotificationList } from '../../contract/notifications';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { renderAt } from '../test/data-table';
import { fakeMatchMedia } from '../test/match-media';
import { signIn } from '../test/tokens';
import { CAN_HOVER } from './HoverTooltip';
import { NotificationBell } from './NotificationBell';

const net = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));

// The network boundary: the real ApiError, a fake transport for the calls; the stream is fetched directly.
vi.mock('../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/client')>()),
  api: { get: net.get, post: net.post, put: vi.fn(), delete: vi.fn(), download: vi.fn(), upload: vi.fn() },
}));

const MIN = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function note(over: Partial<Notification> & { id: number }): Notification {
  return {
    title: `Notification ${over.id}`,
    text: '',
    link: '',
    tone: 'info',
    count: 1,
    createdAt: ago(MIN),
    readAt: null,
    ...over,
  };
}

const APPROVED = note({
  id: 7,
  title: 'Payment request of ₹5,000 approved',
  text: '₹5,000 added to your wallet',
  link: '/merchant/accounting/payment/list',
  tone: 'good',
  createdAt: ago(5 * MIN),
});
const REJECTED = note({
  id: 6,
  title: 'PAN application PT0000000041 rejected',
  text: 'Photo unclear.',
  link: '/merchant/nsdl-pan/view/41',
  tone: 'bad',
  createdAt: ago(3 * 60 * MIN),
});
const OLD = note({
  id: 5,
  title: 'KYC approved',
  tone: 'good',
  createdAt: ago(2 * 24 * 60 * MIN),
  readAt: ago(24 * 60 * MIN),
});

/** The server's answer for the list: `items` newest first, unread counted from them. */
const listOf = (items: Notification[]): NotificationList => ({ unread: items.filter((n) => !n.readAt).length, items });

/** The fake server stream: each fetch of the stream path opens one, which the test writes events into. */
type FakeStream = { push(text: string): void; event(e: NotificationEvent): void; end(): void; headers: Headers };
let streams: FakeStream[] = [];
let streamStatus: number[] = [];

function stubStream() {
  streams = [];
  streamStatus = [];
  const fetchStub = vi.fn(async (url: string, init?: RequestInit) => {
    if (url !== '/api/notifications/stream') throw new Error(`unexpected fetch ${url}`);
    const status = streamStatus.shift() ?? 200;
    if (status !== 200)
      return new Response(JSON.stringify({ message: 'No' }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    const s: FakeStream = {
      push: (text) => controller.enqueue(encoder.encode(text)),
      event: (e) => s.push(`event: notifications\ndata: ${JSON.stringify(e)}\n\n`),
      end: () => controller.close(),
      headers: new Headers(init?.headers),
    };
    streams.push(s);
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

let serverList: NotificationList;

function serve(items: Notification[]) {
  serverList = listOf(items);
  net.get.mockReset().mockImplementation(async (path: string) => {
    if (path === '/notifications') return serverList;
    throw new Error(`unexpected GET ${path}`);
  });
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const toasts = () => document.querySelectorAll('.mantine-Notification-root');

function render() {
  return renderAt(<NotificationBell />, '/merchant');
}

beforeEach(() => {
  // Toasts live in a store of their own, which outlasts each test's page.
  notifications.clean();
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner', sub: 'M0001' });
  net.post.mockReset();
  stubStream();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the bell', () => {
  it('shows the unread count in its name and badge, and keeps the tooltip "Notifications"', async () => {
    const before = window.matchMedia;
    window.matchMedia = fakeMatchMedia((q) => q === CAN_HOVER);
    try {
      serve([APPROVED, REJECTED, OLD]);
      render();
      await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
      expect(screen.getByText('2')).toBeInTheDocument();
      await userEvent.hover(bell());
      expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Notifications$/);
    } finally {
      window.matchMedia = before;
    }
  });

  it('on a phone (no hover) has no tooltip, and says the same to a screen reader', async () => {
    serve([APPROVED, REJECTED, OLD]);
    render();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await userEvent.hover(bell());
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('tooltip')).toBeNull();
    // …and the panel still opens from it.
    await userEvent.click(bell());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('says only "Notifications" with nothing unread, and its panel says there are none yet', async () => {
    serve([]);
    render();
    await waitFor(() => expect(net.get).toHaveBeenCalled());
    expect(bell()).toHaveAccessibleName('Notifications');
    await userEvent.click(bell());
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(panel).getByText('No notifications yet')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('lists the latest with title, text, time and unread mark, each a link to its record', async () => {
    serve([APPROVED, REJECTED, OLD]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog');
    const items = within(panel).getAllByTestId('notification-item');
    expect(items.map((li) => li.textContent)).toEqual([
      'Payment request of ₹5,000 approved₹5,000 added to your wallet5 minutes ago(unread)',
      'PAN application PT0000000041 rejectedPhoto unclear.3 hours ago(unread)',
      'KYC approved2 days ago',
    ]);
    expect(within(panel).getByRole('link', { name: /^Payment request of ₹5,000 approved/ })).toHaveAttribute(
      'href',
      '/merchant/accounting/payment/list',
    );
    expect(within(panel).getByRole('link', { name: /^PAN application PT0000000041 rejected/ })).toHaveAttribute(
      'href',
      '/merchant/nsdl-pan/view/41',
    );
    // Without a link it is still a control that marks it read.
    expect(within(panel).getByRole('button', { name: /KYC approved/ })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeEnabled();
  });

  it('opening one leads to its record, marks it read and closes the panel', async () => {
    serve([APPROVED, REJECTED]);
    const view = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    net.post.mockResolvedValueOnce(listOf([{ ...APPROVED, readAt: new Date().toISOString() }, REJECTED]));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('link', { name: /^Payment request of ₹5,000 approved/ }),
    );
    expect(net.post).toHaveBeenCalledWith('/notifications/7/read');
    expect(view.location()?.pathname).toBe('/merchant/accounting/payment/list');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
  });

  it('marks all read', async () => {
    serve([APPROVED, REJECTED]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const now = new Date().toISOString();
    net.post.mockResolvedValueOnce(listOf([APPROVED, REJECTED].map((n) => ({ ...n, readAt: now }))));
    const panel = await screen.findByRole('dialog');
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(net.post).toHaveBeenCalledWith('/notifications/read-all');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(within(panel).queryByText('(unread)')).not.toBeInTheDocument();
  });

  it('opens by keyboard and closes with Escape, focus back on the bell', async () => {
    serve([APPROVED]);
    render();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    bell().focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog');
    await userEvent.tab();
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell()).toHaveFocus();
  });
});

describe('the live stream', () => {
  it('opens one stream with the session token; a new notification raises the count and shows one toast', async () => {
    serve([REJECTED]);
    const view = render();
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0].headers.get('authorization')).toMatch(/^Bearer /);

    // The first event is the state on opening: nothing to announce.
    streams[0].event({ unread: 1, latest: REJECTED });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    expect(toasts()).toHaveLength(0);

    const fresh = note({
      id: 9,
      title: 'Payment request of ₹1,234.50 approved',
      text: '₹1,234.50 added to your wallet',
      link: '/merchant/accounting/payment/list',
      tone: 'good',
      createdAt: new Date().toISOString(),
    });
    serve([fresh, REJECTED]);
    const gets = net.get.mock.calls.length;
    // A heartbeat, then the event split across chunks with CRLF line ends, as a network may deliver it.
    streams[0].push(': keep-alive\n\n');
    const wire = `event: notifications\r\ndata: ${JSON.stringify({ unread: 2, latest: fresh })}\r\n\r\n`;
    const cut = wire.indexOf('\r\n\r\n') + 1;
    streams[0].push(wire.slice(0, 20));
    streams[0].push(wire.slice(20, cut));
    streams[0].push(wire.slice(cut));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Payment request of ₹1,234.50 approved');
    expect(toast).toHaveTextContent('₹1,234.50 added to your wallet');
    // The list was fetched again, so the panel shows it.
    await waitFor(() => expect(net.get.mock.calls.length).toBeGreaterThan(gets));

    // The same state again (a heartbeat's resync) is no news.
    streams[0].event({ unread: 2, latest: fresh });
    await new Promise((r) => setTimeout(r, 50));
    expect(toasts()).toHaveLength(1);

    // The toast's button leads to the record and marks it read.
    net.post.mockResolvedValueOnce(listOf([{ ...fresh, readAt: new Date().toISOString() }, REJECTED]));
    await userEvent.click(within(toast).getByRole('button', { name: 'View' }));
    expect(net.post).toHaveBeenCalledWith('/notifications/9/read');
    expect(view.location()?.pathname).toBe('/merchant/accounting/payment/list');
    expect(streams).toHaveLength(1);
  });

  it('shows one toast at a time: a newer one replaces the last', async () => {
    serve([]);
    render();
    await waitFor(() => expect(streams).toHaveLength(1));
    streams[0].event({ unread: 0, latest: null });
    const first = note({
      id: 10,
      title: 'GST query raised',
      tone: 'bad',
      createdAt: new Date(Date.now() - 1000).toISOString(),
    });
    const second = note({ id: 11, title: 'PSA id issued', tone: 'good', createdAt: new Date().toISOString() });
    serve([first]);
    streams[0].event({ unread: 1, latest: first });
    await screen.findByText('GST query raised');
    serve([second, first]);
    streams[0].event({ unread: 2, latest: second });
    await screen.findByText('PSA id issued');
    await waitFor(() => expect(screen.queryByText('GST query raised')).not.toBeInTheDocument());
    expect(toasts()).toHaveLength(1);
  });

  it('passes over a message that is not an event of the bell, and takes the next one that is', async () => {
    serve([REJECTED]);
    render();
    await waitFor(() => expect(streams).toHaveLength(1));
    streams[0].event({ unread: 1, latest: REJECTED });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));

    const fresh = note({ id: 12, title: 'PSA id issued', tone: 'good', createdAt: new Date().toISOString() });
    for (const data of ['{"unread":', '{"unread":"5","latest":null}', JSON.stringify({ unread: 5, latest: 'x' }), '7'])
      streams[0].push(`event: notifications\ndata: ${data}\n\n`);
    streams[0].push(`event: notifications\ndata: ${JSON.stringify({ unread: 4, latest: { ...fresh, id: '12' } })}\n\n`);
    await new Promise((r) => setTimeout(r, 50));
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
    expect(toasts()).toHaveLength(0);

    serve([fresh, REJECTED]);
    streams[0].event({ unread: 2, latest: fresh });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(await screen.findByRole('alert')).toHaveTextContent('PSA id issued');
  });

  it('does not toast what was already read, and a waiting kind that grows toasts again', async () => {
    const waiting = note({
      id: 20,
      title: '1 new payment request',
      link: '/backend/actions/payments',
      createdAt: ago(MIN),
    });
    serve([waiting]);
    render();
    await waitFor(() => expect(streams).toHaveLength(1));
    streams[0].event({ unread: 1, latest: waiting });
    const read = note({
      id: 21,
      title: 'Read elsewhere',
      createdAt: new Date().toISOString(),
      readAt: new Date().toISOString(),
    });
    streams[0].event({ unread: 1, latest: read });
    await new Promise((r) => setTimeout(r, 50));
    expect(toasts()).toHaveLength(0);
    const grown = {
      ...waiting,
      title: '2 new payment requests',
      count: 2,
      createdAt: new Date(Date.now() + 1000).toISOString(),
    };
    serve([grown, read]);
    streams[0].event({ unread: 1, latest: grown });
    expect(await screen.findByRole('alert')).toHaveTextContent('2 new payment requests');
  });

  it('reconnects after the stream ends, and resyncs from the first event', async () => {
    serve([]);
    render();
    await waitFor(() => expect(streams).toHaveLength(1));
    streams[0].push('retry: 10\n\n');
    streams[0].event({ unread: 0, latest: null });
    streams[0].end();
    await waitFor(() => expect(streams).toHaveLength(2));
    // Something arrived while it was away: the new connection's first event tells it.
    const missed = note({ id: 30, title: 'Coupons allotted', tone: 'good', createdAt: new Date().toISOString() });
    serve([missed]);
    streams[1].event({ unread: 1, latest: missed });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Coupons allotted');
  });

  it('refreshes an expired token through the client and opens the stream again with the new one', async () => {
    serve([]);
    streamStatus = [401];
    let refreshes = 0;
    net.get.mockImplementation(async (path: string) => {
      // What the client does on a 401: refresh the pair (a new token each time), then answer.
      refreshes += 1;
      signIn({ role: 'merchant', kind: 'owner', sub: 'M0001', name: `Refreshed ${refreshes}` });
      if (path === '/notifications') return serverList;
      throw new Error(`unexpected GET ${path}`);
    });
    const before = sessionStorage.getItem('token');
    render();
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(sessionStorage.getItem('token')).not.toBe(before);
    expect(streams[0].headers.get('authorization')).toBe(`Bearer ${sessionStorage.getItem('token')}`);
  });

  it('a new notification refreshes the records on screen, not on the first event nor an answer that never changes', async () => {
    serve([]);
    const reads = { record: 0, photo: 0 };
    function Page() {
      const record = useQuery({ queryKey: ['request', 'uti-psa', 'merchant', 21], queryFn: () => ++reads.record });
      const photo = useQuery({ queryKey: ['account', 'photo'], queryFn: () => ++reads.photo, staleTime: Infinity });
      return <p>{`record read ${record.data ?? 0} times, photo ${photo.data ?? 0}`}</p>;
    }
    renderAt(
      <>
        <NotificationBell />
        <Page />
      </>,
      '/merchant/product/uti-pan/psa-loginid',
    );
    await waitFor(() => expect(streams).toHaveLength(1));
    await screen.findByText('record read 1 times, photo 1');
    streams[0].event({ unread: 0, latest: null });
    await new Promise((r) => setTimeout(r, 50));
    expect(reads.record).toBe(1);

    const issued = note({ id: 40, title: 'PSA login id issued', tone: 'good', createdAt: new Date().toISOString() });
    serve([issued]);
    streams[0].event({ unread: 1, latest: issued });
    await screen.findByText('record read 2 times, photo 1');
    // Read in another tab before this one heard of it: no toast, but the record changed all the same.
    const read = note({ id: 41, title: 'Coupons allotted', createdAt: new Date(Date.now() + 1000).toISOString() });
    const readNow = { ...read, readAt: new Date().toISOString() };
    serve([readNow, issued]);
    streams[0].event({ unread: 1, latest: readNow });
    await screen.findByText('record read 3 times, photo 1');
    expect(toasts()).toHaveLength(1);
  });

  it('closes the stream when the bell goes away', async () => {
    serve([]);
    const view = render();
    await waitFor(() => expect(streams).toHaveLength(1));
    const fetchStub = vi.mocked(fetch);
    const signal = fetchStub.mock.calls[0][1]?.signal;
    expect(signal?.aborted).toBe(false);
    view.unmount();
    expect(signal?.aborted).toBe(true);
  });
});
