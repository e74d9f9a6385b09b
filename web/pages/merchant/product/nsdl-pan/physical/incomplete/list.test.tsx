import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../../../../test/data-table';
import { panDetail } from '../../../../../../test/pan-detail';
import { page, panRow } from '../../../../../../test/pan-rows';
import MerchantIncompleteListPage from './list';

const net = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn(), download: vi.fn() }));

// The network boundary: the real ApiError, a fake transport.
vi.mock('../../../../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../../api/client')>()),
  api: { post: net.post, get: net.get, download: net.download, upload: vi.fn() },
}));

const URL = '/merchant/product/nsdl-pan/physical/incomplete/list';

beforeEach(() => {
  net.post.mockReset().mockResolvedValue(
    page([
      panRow({ id: 7, token_no: 'PT2611000007', state: 'draft', amount: 107 }),
      panRow({
        id: 8,
        token_no: 'PT2611000008',
        name: 'Acme Traders',
        category: 'firm',
        app_type: 'C',
        state: 'draft',
      }),
    ]),
  );
  net.get.mockReset();
});

describe('merchant incomplete list', () => {
  it('lists the drafts with Continue and View', async () => {
    renderAt(<MerchantIncompleteListPage />, URL);
    expect(await screen.findByText('Acme Traders')).toBeInTheDocument();
    expect(net.post.mock.calls[0][0]).toBe('/merchant/nsdl-pan/physical/lists/incomplete');
    expect(screen.getByRole('link', { name: 'View PT2611000007' })).toHaveAttribute(
      'href',
      '/merchant/product/nsdl-pan/physical/info/7',
    );
    expect(screen.getAllByRole('button', { name: /^Continue PT/ })).toHaveLength(2);
  });

  it('continues a draft at its next step', async () => {
    // The form is complete and nothing is uploaded yet: the documents come next.
    net.get.mockResolvedValue(panDetail({ id: 7, tokenNo: 'PT2611000007', problems: [], missingDocuments: ['form'] }));
    const view = renderAt(<MerchantIncompleteListPage />, URL);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue PT2611000007' }));
    await waitFor(() =>
      expect(view.location()?.pathname).toBe('/merchant/product/nsdl-pan/physical/upload/scanning/7'),
    );
    expect(net.get).toHaveBeenCalledWith('/merchant/nsdl-pan/physical/applications/7');
  });

  it('opens the form when the draft cannot be read', async () => {
    const { ApiError } = await import('../../../../../../api/client');
    net.get.mockRejectedValue(new ApiError(500, { message: 'Server error' }));
    const view = renderAt(<MerchantIncompleteListPage />, URL);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue PT2611000008' }));
    await waitFor(() => expect(view.location()?.pathname).toBe('/merchant/product/nsdl-pan/physical/firm/c/apply/8'));
  });
});
