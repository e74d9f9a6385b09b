import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../../../../../test/data-table';
import { page, panRow } from '../../../../../../test/pan-rows';
import MerchantWaitingListPage from './list';

const net = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn(), download: vi.fn() }));

// The network boundary: the real ApiError, a fake transport.
vi.mock('../../../../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../../api/client')>()),
  api: { post: net.post, get: net.get, download: net.download, upload: vi.fn() },
}));

beforeEach(() => {
  net.post
    .mockReset()
    .mockResolvedValue(
      page([
        panRow({ id: 7, state: 'waiting' }),
        panRow({ id: 9, token_no: 'PT2611000009', name: 'Sita Devi', state: 'verified' }),
      ]),
    );
});

describe('merchant waiting list', () => {
  it('lists what is with the back office, each row linking to its details', async () => {
    renderAt(<MerchantWaitingListPage />, '/merchant/product/nsdl-pan/physical/waiting/list');
    expect(await screen.findByText('Sita Devi')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Waiting applications' })).toBeInTheDocument();
    expect(net.post.mock.calls[0][0]).toBe('/merchant/nsdl-pan/physical/lists/waiting');
    expect(screen.getByText('Sita Devi').closest('tr')).toHaveTextContent('Verified, awaiting ack no');
    expect(screen.getByRole('link', { name: 'View PT2611000007' })).toHaveAttribute(
      'href',
      '/merchant/product/nsdl-pan/physical/info/7',
    );
    expect(screen.getByRole('link', { name: 'View PT2611000009' })).toHaveAttribute(
      'href',
      '/merchant/product/nsdl-pan/physical/info/9',
    );
    // Its own applications only: no merchant columns.
    expect(screen.queryByRole('columnheader', { name: /Merchant/ })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Applicant' })).toBeInTheDocument();
  });
});
