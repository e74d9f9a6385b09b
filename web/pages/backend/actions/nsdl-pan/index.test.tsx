import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { BackendPanDashboard } from '../../../../../contract/nsdl-pan';
import { renderAt } from '../../../../test/data-table';
import type { PaperlessDashboardData } from '../../../../components/nsdl-paperless/api';
import { DASH, PAPERLESS } from '../../../../test/pan-dashboard';
import BackendNsdlPanDashboard from './index';

const net = vi.hoisted(() => ({ get: vi.fn() }));

// The network boundary: the real ApiError, a fake transport.
vi.mock('../../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../api/client')>()),
  api: { get: net.get, post: vi.fn(), put: vi.fn(), delete: vi.fn(), download: vi.fn(), upload: vi.fn() },
}));

const Q = '/backend/actions/nsdl-pan/paperless';

/** Each dashboard call gets its own answer. */
const answer = (physical: BackendPanDashboard, paperless: PaperlessDashboardData = PAPERLESS) =>
  net.get.mockImplementation(async (url: string) => (url === `${Q}/dashboard` ? paperless : physical));

// Braces: a function returned from beforeEach would be run as its teardown.
beforeEach(() => {
  net.get.mockReset();
});
const render = () => renderAt(<BackendNsdlPanDashboard />, '/backend/actions/nsdl-pan');

describe('back-office NSDL PAN dashboard', () => {
  it('shows a card per state linking to its list, today, and the oldest waiting', async () => {
    answer(DASH);
    render();
    expect(await screen.findByRole('link', { name: 'Waiting for verification: 12' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/pending-verification/list',
    );
    expect(screen.getByRole('link', { name: 'Verified, awaiting ack no: 4' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/waiting/list',
    );
    expect(screen.getByRole('link', { name: 'Incomplete: 3' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/incomplete/list',
    );
    // Lists holding several states open narrowed to the card's state.
    expect(screen.getByRole('link', { name: 'Cancelled: 1' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/rejection/list?f.state=equals~cancelled',
    );
    expect(screen.getByRole('link', { name: 'Completed: 0' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/ack/list?f.state=equals~completed',
    );
    expect(screen.getByTestId('today-submitted')).toHaveTextContent('5');
    expect(screen.getByTestId('today-verified')).toHaveTextContent('3');
    expect(screen.getByTestId('today-rejected')).toHaveTextContent('1');
    expect(screen.getByTestId('today-acknowledged')).toHaveTextContent('2');
    expect(screen.getByTestId('today-completed')).toHaveTextContent('0');
    const oldest = screen.getByRole('table', { name: 'Oldest waiting for verification' });
    expect(within(oldest).getByRole('link', { name: 'Verify PT0000000007' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/verify/7',
    );
    expect(within(oldest).getByText('18-Nov-2026', { exact: false })).toBeInTheDocument();
    expect(within(oldest).getByText('--')).toBeInTheDocument();
    expect(net.get).toHaveBeenCalledWith('/backend/nsdl-pan/physical/dashboard');
  });

  it('offers Verify next, TIN rejection, cancel Aadhaar, backlog and every list', async () => {
    answer({ ...DASH, oldestWaiting: [] });
    render();
    expect(await screen.findByText('No application is waiting for verification.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify next' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/verify',
    );
    expect(screen.getByRole('link', { name: 'TIN rejection' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/tin-rejection',
    );
    expect(screen.getByRole('link', { name: 'Cancel Aadhaar' })).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/cancel-aadhar',
    );
    expect(screen.getAllByRole('link', { name: 'Backlog PAN list' })[0]).toHaveAttribute(
      'href',
      '/backend/actions/nsdl-pan/physical/backlog-data',
    );
    for (const [name, to] of [
      ['Pending verification', 'pending-verification/list'],
      ['Verified, awaiting acknowledgement', 'waiting/list'],
      ['Acknowledged applications', 'ack/list'],
      ['TIN rejections', 'tin-rejection/list'],
      ['Rejected and cancelled', 'rejection/list'],
      ['Incomplete applications', 'incomplete/list'],
      ['All applications', 'list'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', `/backend/actions/nsdl-pan/physical/${to}`);
    }
  });

  it("shows 'Something went wrong' when the figures cannot be loaded, and keeps the ways in", async () => {
    const { ApiError } = await import('../../../../api/client');
    net.get.mockImplementation(async () => {
      throw new ApiError(503, { message: 'Database unavailable' });
    });
    render();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(await screen.findByText('Could not load the paperless figures')).toBeInTheDocument();
    expect(screen.getAllByText('Database unavailable')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Verify next' })).toBeInTheDocument();
  });

  it('shows paperless beside: what is stuck, acknowledged today, counts per state, the last check with Protean and its lists', async () => {
    answer(DASH);
    render();
    const part = (await screen.findByRole('heading', { name: 'Paperless (Aadhaar e-KYC)' })).closest('section')!;
    expect(await within(part).findByRole('link', { name: 'Stuck, waiting for Protean: 2' })).toHaveAttribute(
      'href',
      `${Q}/list?list=with_provider`,
    );
    expect(within(part).getByRole('link', { name: 'Acknowledged today: 6' })).toHaveAttribute(
      'href',
      `${Q}/list?list=acknowledged`,
    );
    expect(within(part).getByRole('link', { name: 'With Protean: 4' })).toHaveAttribute(
      'href',
      `${Q}/list?list=with_provider&f.state=equals~with_provider`,
    );
    expect(within(part).getByRole('link', { name: 'No answer yet: 2' })).toHaveAttribute(
      'href',
      `${Q}/list?list=with_provider&f.state=equals~expired`,
    );
    expect(within(part).getByRole('link', { name: 'Failed: 3' })).toHaveAttribute('href', `${Q}/list?list=failed`);
    expect(within(part).getByTestId('paperless-provider')).toHaveTextContent('Test e-KYC (sandbox)');
    const run = within(part).getByTestId('paperless-last-run');
    expect(run).toHaveTextContent('20-Nov-2026');
    expect(run).toHaveTextContent('7 checked: 1 acknowledged, 1 failed, 2 expired');
    const lists = within(part).getByTestId('paperless-lists');
    expect(
      within(lists)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      `${Q}/list?list=with_provider`,
      `${Q}/list?list=acknowledged`,
      `${Q}/list?list=failed`,
      `${Q}/list?list=all`,
    ]);
  });

  it('says when the portal has not checked with Protean yet, and when no provider is set up', async () => {
    answer(DASH, { ...PAPERLESS, lastRun: null, provider: null });
    render();
    expect(await screen.findByText('The portal has not checked with Protean yet.')).toBeInTheDocument();
    expect(screen.getByTestId('paperless-provider')).toHaveTextContent('Not set up');
  });
});
