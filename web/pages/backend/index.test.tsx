import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, LAZY, renderRoutes } from '../../test/render-app';
import { stubServer } from '../../test/fetch-stub';
import { signIn } from '../../test/tokens';
import BackendDashboardPage from './index';

const DASH = {
  totPanVolume: 12345,
  idDetail: [
    { id: 'NSDL PAN ID', nos: 7 },
    { id: 'UTI PSA ID', nos: 3 },
  ],
  pendingRegistrations: 2,
  pendingPayments: 5,
  pendingKyc: 0,
  queues: [
    {
      service: 'nsdl_pan',
      label: 'NSDL PAN',
      queues: [
        { kind: 'nsdl-pan', noun: 'application', state: 'waiting', label: 'Waiting for verification', n: 4 },
        { kind: 'nsdl-paperless', noun: 'paperless application', state: 'expired', label: 'Expired', n: 0 },
      ],
    },
    {
      service: 'gst',
      label: 'GST',
      queues: [{ kind: 'gst-filing', noun: 'GST filing request', state: 'submitted', label: 'Submitted', n: 2 }],
    },
  ],
};

const ALL_DONE = { items: ['bank', 'prices', 'smtp', 'business', 'logo'].map((key) => ({ key, done: true })) };

/** The figures, and the admin's checklist with everything done (the page waits for both, issue 29). */
const dashboardServer =
  (checklist: () => Response | Promise<Response> = () => jsonResponse(ALL_DONE)) =>
  (url: string) =>
    url === '/api/backend/dashboard/'
      ? jsonResponse(DASH)
      : url === '/api/backend/setup-checklist'
        ? checklist()
        : undefined;

const render = () => renderRoutes([{ path: '/backend', element: <BackendDashboardPage /> }], '/backend');

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin', name: 'Administrator' });
});
afterEach(() => vi.unstubAllGlobals());

describe('back-office dashboard (docs/product.md#back-office)', () => {
  it('shows total PAN volume, a card per ID type and the queues', async () => {
    stubServer(dashboardServer());
    render();
    expect(await screen.findByTestId('tot-pan-volume')).toHaveTextContent('12,345');
    expect(screen.getByTestId('id-NSDL PAN ID')).toHaveTextContent('7');
    expect(screen.getByTestId('id-UTI PSA ID')).toHaveTextContent('3');
    // The queues and what is under them: drawn right after the figures' first paint (issue 29).
    expect(await screen.findByRole('link', { name: 'Payment requests to approve 5' }, LAZY)).toHaveAttribute(
      'href',
      '/backend/actions/payments',
    );
    expect(screen.getByRole('heading', { name: 'Welcome, Administrator' })).toBeInTheDocument();
  });

  it('links every quick action to its screen and opens the PAN forms in a new tab', async () => {
    stubServer(dashboardServer());
    render();
    await screen.findByTestId('tot-pan-volume');
    await screen.findByRole('link', { name: 'Registration verification' }, LAZY);
    for (const [label, to] of [
      ['Registration verification', '/backend/user-management/registration'],
      ['Payment approval', '/backend/actions/payments'],
      ['Physical NSDL verify form', '/backend/actions/nsdl-pan/physical/verify'],
      ['Acknowledgement / form download', '/backend/actions/nsdl-pan/physical/ack/list'],
      ['Cancel Aadhar', '/backend/actions/nsdl-pan/physical/cancel-aadhar'],
      ['Reports', '/backend/misc/reports'],
    ]) {
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', to);
    }
    expect(screen.queryByRole('button', { name: /Coming soon/ })).not.toBeInTheDocument();
    for (const [form, name] of [
      ['NEW PAN FORM', 'new-pan-form'],
      ['CORRECTION PAN FORM', 'correction-pan-form'],
      ['ANNEXURE-A', 'annexure-a'],
      ['ANNEXURE-B', 'annexure-b'],
    ]) {
      const link = screen.getByRole('link', { name: form });
      expect(link).toHaveAttribute('href', `/api/site/forms/${name}`);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows a queue per service, drawn from the answer, each leading to the service', async () => {
    stubServer(dashboardServer());
    render();
    const pan = await screen.findByTestId('queue-nsdl_pan', {}, LAZY);
    expect(within(pan).getByText('Waiting for verification', { exact: false }).closest('div')).toHaveTextContent(
      'Application: Waiting for verification4',
    );
    expect(pan).toHaveTextContent('Paperless application: Expired0');
    expect(within(pan).getByRole('link', { name: 'Open NSDL PAN' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan',
    );
    const gst = screen.getByTestId('queue-gst');
    expect(gst).toHaveTextContent('GST filing request: Submitted2');
    expect(within(gst).getByRole('link', { name: 'Open GST' })).toHaveAttribute('href', '/backend/actions/gst');
  });

  it("shows 'Something went wrong' when the figures cannot be loaded, and still offers the quick actions", async () => {
    stubServer((url) =>
      url === '/api/backend/dashboard/' ? jsonResponse({ message: 'Database unavailable' }, 503) : undefined,
    );
    render();
    expect(await screen.findByText('Something went wrong', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payment approval' })).toBeInTheDocument();
  });

  it('draws the figures and the checklist above them together, the quick actions below right after (no layout shift)', async () => {
    let answer!: () => void;
    const checklistAnswered = new Promise<void>((resolve) => (answer = resolve));
    stubServer(
      dashboardServer(async () => {
        await checklistAnswered;
        return jsonResponse({ items: [{ key: 'bank', done: false }] });
      }),
    );
    render();
    // The figures have come, the checklist not yet: nothing below the heading is drawn that it would push down.
    await waitFor(() => expect(screen.getByLabelText('Loading dashboard')).toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByTestId('tot-pan-volume')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Payment approval' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByTestId('tot-pan-volume')).toHaveTextContent('12,345');
    expect(screen.getByTestId('setup-checklist')).toBeInTheDocument();
    // Below the figures, right after their first paint: nothing above them moves.
    expect(await screen.findByRole('link', { name: 'Payment approval' }, LAZY)).toBeInTheDocument();
  });

  it('shows the admin a first-run checklist with a link to each step still open', async () => {
    stubServer((url) => {
      if (url === '/api/backend/dashboard/') return jsonResponse(DASH);
      if (url === '/api/backend/setup-checklist')
        return jsonResponse({
          items: [
            { key: 'bank', done: false },
            { key: 'prices', done: true },
            { key: 'smtp', done: false },
            { key: 'business', done: true },
            { key: 'logo', done: false },
          ],
        });
      return undefined;
    });
    render();
    const list = await screen.findByTestId('setup-checklist');
    expect(list).toHaveTextContent('2 of 5 done');
    expect(within(list).getByRole('link', { name: 'Add a company bank account' })).toHaveAttribute(
      'href',
      '/backend/masters/bank',
    );
    expect(within(list).getByRole('link', { name: 'Set up mail (SMTP)' })).toHaveAttribute(
      'href',
      '/backend/settings/smtp-setup',
    );
    expect(within(list).getByRole('link', { name: 'Upload your logo' })).toHaveAttribute(
      'href',
      '/backend/settings/site-configuration',
    );
    // Done steps stay listed, ticked, without a link.
    expect(within(list).queryByRole('link', { name: 'Check the package prices' })).not.toBeInTheDocument();
    expect(within(list).getByTestId('setup-prices')).toHaveAttribute('data-done', 'true');
    expect(within(list).getByTestId('setup-business')).toHaveTextContent('Enter your business info');
  });

  it('asks the server for the checklist once on arrival, the card drawing what the page asked for', async () => {
    const fetch = stubServer(dashboardServer(() => jsonResponse({ items: [{ key: 'bank', done: false }] })));
    const page = render();
    expect(await screen.findByTestId('setup-checklist')).toHaveTextContent('0 of 5 done');
    await screen.findByRole('link', { name: 'Payment approval' }, LAZY);
    await waitFor(() => expect(page.queryClient.isFetching()).toBe(0));
    expect(fetch.mock.calls.filter(([u]) => u === '/api/backend/setup-checklist')).toHaveLength(1);
  });

  it('shows a step done on coming back to the dashboard after doing it (asked afresh, not the earlier answer)', async () => {
    let bankDone = false;
    stubServer(dashboardServer(() => jsonResponse({ items: [{ key: 'bank', done: bankDone }] })));
    const { router } = renderRoutes(
      [
        { path: '/backend', element: <BackendDashboardPage /> },
        { path: '/backend/masters/bank', element: <p>Bank accounts</p> },
      ],
      '/backend',
    );
    const list = await screen.findByTestId('setup-checklist');
    await userEvent.click(within(list).getByRole('link', { name: 'Add a company bank account' }));
    await screen.findByText('Bank accounts');
    bankDone = true;
    await router.navigate('/backend');
    await waitFor(() => expect(screen.getByTestId('setup-bank')).toHaveAttribute('data-done', 'true'));
    expect(screen.getByTestId('setup-checklist')).toHaveTextContent('1 of 5 done');
  });

  it('shows no checklist once everything is set up, nor to back-office staff', async () => {
    const fetch = stubServer((url) => {
      if (url === '/api/backend/dashboard/') return jsonResponse(DASH);
      if (url === '/api/backend/setup-checklist')
        return jsonResponse({
          items: ['bank', 'prices', 'smtp', 'business', 'logo'].map((key) => ({ key, done: true })),
        });
      return undefined;
    });
    const first = render();
    await screen.findByTestId('tot-pan-volume');
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u === '/api/backend/setup-checklist')).toBe(true));
    await waitFor(() => expect(first.queryClient.isFetching()).toBe(0));
    expect(screen.queryByTestId('setup-checklist')).not.toBeInTheDocument();
    first.unmount();

    signIn({ role: 'staff', name: 'Suresh' });
    fetch.mockClear();
    render();
    await screen.findByTestId('tot-pan-volume');
    expect(screen.queryByTestId('setup-checklist')).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === '/api/backend/setup-checklist')).toBe(false);
  });
});
