import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../../../../test/data-table';
import type { PaperlessSummaryData } from '../../../../components/nsdl-paperless/api';
import MerchantNsdlPanDashboard from './index';

const net = vi.hoisted(() => ({ get: vi.fn() }));

vi.mock('../../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../api/client')>()),
  api: { get: net.get, post: vi.fn(), download: vi.fn(), upload: vi.fn() },
}));

const P = '/merchant/product/nsdl-pan/physical';

const PHYSICAL = {
  counts: { draft: 3, waiting: 2, rejected: 1, acknowledged: 4, tin_rejected: 1, completed: 1200 },
  today: { drafts: 2, submitted: 5, acknowledged: 1 },
};
const PAPERLESS: PaperlessSummaryData = {
  counts: { draft: 2, with_provider: 1, acknowledged: 7, failed: 1 },
  prices: { N: 101, C: null },
  available: true,
  sandbox: true,
};
const Q = '/merchant/product/nsdl-pan/paperless';

/** Each dashboard call gets its own answer. */
const answer = (paperless: PaperlessSummaryData) =>
  net.get.mockImplementation(async (url: string) => (url === `${Q}/summary` ? paperless : PHYSICAL));

beforeEach(() => {
  net.get.mockReset();
  answer(PAPERLESS);
});

describe('merchant NSDL PAN dashboard', () => {
  it('shows counts per state as cards linking to their lists, and today', async () => {
    renderAt(<MerchantNsdlPanDashboard />, '/merchant/product/nsdl-pan');
    const draft = await screen.findByTestId('state-draft');
    expect(net.get).toHaveBeenCalledWith('/merchant/nsdl-pan/physical/dashboard');
    expect(draft).toHaveAttribute('href', `${P}/incomplete/list`);
    expect(draft).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Waiting for verification: 2' })).toHaveAttribute(
      'href',
      `${P}/waiting/list`,
    );
    expect(screen.getByRole('link', { name: 'Verified, awaiting ack no: 0' })).toHaveAttribute(
      'href',
      `${P}/waiting/list`,
    );
    expect(screen.getByRole('link', { name: 'Rejected: 1' })).toHaveAttribute('href', `${P}/rejection/list`);
    expect(screen.getByRole('link', { name: 'Acknowledged: 4' })).toHaveAttribute('href', `${P}/hardcopy/list`);
    expect(screen.getByRole('link', { name: 'TIN rejected: 1' })).toHaveAttribute('href', `${P}/tin-rejection/list`);
    expect(screen.getByTestId('state-completed')).toHaveTextContent('1,200');
    expect(screen.getByTestId('state-completed')).toHaveAttribute('href', `${P}/ack/list`);
    expect(screen.getByTestId('today-drafts')).toHaveTextContent('2');
    expect(screen.getByTestId('today-submitted')).toHaveTextContent('5');
    expect(screen.getByTestId('today-acknowledged')).toHaveTextContent('1');
  });

  it('starts new applications and links to every list', async () => {
    renderAt(<MerchantNsdlPanDashboard />, '/merchant/product/nsdl-pan');
    expect(screen.getByRole('link', { name: 'New PAN (49A)' })).toHaveAttribute('href', `${P}/n/apply`);
    expect(screen.getByRole('link', { name: 'Change / correction (CSF)' })).toHaveAttribute('href', `${P}/c/apply`);
    const lists = screen.getByRole('heading', { name: 'Lists' }).parentElement!;
    const hrefs = within(lists)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      `${P}/incomplete/list`,
      `${P}/waiting/list`,
      `${P}/list`,
      `${P}/ack/list`,
      `${P}/hardcopy/list`,
      `${P}/rejection/list`,
      `${P}/tin-rejection/list`,
      `${P}/backlog-data`,
    ]);
    await screen.findByTestId('state-draft');
  });

  it('says when the figures cannot be read', async () => {
    const { ApiError } = await import('../../../../api/client');
    net.get.mockRejectedValue(new ApiError(500, { message: 'Database unavailable' }));
    renderAt(<MerchantNsdlPanDashboard />, '/merchant/product/nsdl-pan');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(await screen.findByText('Could not load the paperless figures')).toBeInTheDocument();
    // The ways in stay usable.
    expect(screen.getByRole('link', { name: 'New PAN (49A)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply paperless: new PAN' })).toBeInTheDocument();
  });

  it('shows the paperless part beside: apply new or change, the prices, counts per state and its lists', async () => {
    renderAt(<MerchantNsdlPanDashboard />, '/merchant/product/nsdl-pan');
    const part = (await screen.findByRole('heading', { name: 'Paperless (Aadhaar e-KYC)' })).closest('section')!;
    expect(within(part).getByRole('link', { name: 'Apply paperless: new PAN' })).toHaveAttribute(
      'href',
      `${Q}/apply/N`,
    );
    expect(within(part).getByRole('link', { name: 'Apply paperless: change / correction' })).toHaveAttribute(
      'href',
      `${Q}/apply/C`,
    );
    expect(await within(part).findByTestId('paperless-prices')).toHaveTextContent(
      'new PAN ₹101.00/-, change / correction price not set',
    );
    expect(within(part).getByText('Test e-KYC')).toBeInTheDocument();
    expect(within(part).getByRole('link', { name: 'Draft: 2' })).toHaveAttribute(
      'href',
      `${Q}/list?list=all&f.state=equals~draft`,
    );
    expect(within(part).getByRole('link', { name: 'Acknowledged: 7' })).toHaveAttribute(
      'href',
      `${Q}/list?list=acknowledged`,
    );
    expect(within(part).getByRole('link', { name: 'With Protean: 1' })).toBeInTheDocument();
    expect(within(part).getByRole('link', { name: 'Failed: 1' })).toBeInTheDocument();
    const lists = within(part).getByTestId('paperless-lists');
    expect(within(lists).getByRole('link', { name: 'Paperless PAN applications' })).toHaveAttribute(
      'href',
      `${Q}/list?list=all`,
    );
    expect(within(lists).getByRole('link', { name: 'Acknowledged paperless applications' })).toHaveAttribute(
      'href',
      `${Q}/list?list=acknowledged`,
    );
    expect(within(part).queryByTestId('paperless-not-set-up')).toBeNull();
  });

  it('says when paperless is not set up on the portal', async () => {
    answer({ ...PAPERLESS, available: false, sandbox: false });
    renderAt(<MerchantNsdlPanDashboard />, '/merchant/product/nsdl-pan');
    expect(await screen.findByTestId('paperless-not-set-up')).toHaveTextContent(
      'drafts can be saved, but not confirmed',
    );
    expect(screen.queryByText('Test e-KYC')).toBeNull();
  });
});
