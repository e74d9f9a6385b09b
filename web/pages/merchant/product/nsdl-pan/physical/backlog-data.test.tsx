import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../../../../test/data-table';
import MerchantBacklogDataPage from './backlog-data';

const net = vi.hoisted(() => ({ post: vi.fn() }));

// The network boundary: the real ApiError, a fake transport.
vi.mock('../../../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../api/client')>()),
  api: { post: net.post, get: vi.fn(), download: vi.fn(), upload: vi.fn() },
}));

beforeEach(() => {
  net.post.mockReset().mockResolvedValue({ data: [], totalRecords: 0, filterRecords: 0 });
});

describe('merchant backlog-data page', () => {
  it("lists the merchant's backlog with status A and no Import", async () => {
    renderAt(<MerchantBacklogDataPage />, '/merchant/product/nsdl-pan/physical/backlog-data');
    expect(await screen.findByText('No records found')).toBeInTheDocument();
    expect(net.post.mock.calls[0][0]).toBe('/merchant/nsdl-pan/backlog/pan-list');
    expect(net.post.mock.calls[0][1]).toMatchObject({ additionFilter: { status: 'A' } });
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });
});
