import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../../../../../../test/data-table';
import { page, panRow } from '../../../../../../test/pan-rows';
import MerchantRejectionListPage from './list';

const net = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn(), download: vi.fn() }));

// The network boundary: the real ApiError, a fake transport.
vi.mock('../../../../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../../api/client')>()),
  api: { post: net.post, get: net.get, download: net.download, upload: vi.fn() },
}));

const ROWS = [
  panRow({ id: 11, token_no: 'PT2611000011', name: 'Asha Rao', state: 'rejected', remark: 'Photo not clear' }),
  panRow({
    id: 12,
    token_no: 'PT2611000012',
    name: 'Mohan Lal',
    state: 'cancelled',
    remark: 'Aadhaar authentication failed',
  }),
  panRow({
    id: 13,
    token_no: 'PT2611000013',
    name: 'Gita Sen',
    state: 'rejected',
    remark: 'Signature missing',
    reapplied_as: 'PT2611000020',
  }),
];

beforeEach(() => {
  net.post.mockReset().mockResolvedValue(page(ROWS));
});

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('merchant rejection list', () => {
  it('shows the reason and offers Reapply only for rejected rows not reapplied yet', async () => {
    renderAt(<MerchantRejectionListPage />, '/merchant/product/nsdl-pan/physical/rejection/list');
    const asha = await rowOf('Asha Rao');
    expect(net.post.mock.calls[0][0]).toBe('/merchant/nsdl-pan/physical/lists/rejection');
    expect(within(asha).getByText('Photo not clear')).toBeInTheDocument();
    expect(within(asha).getByRole('link', { name: 'Reapply PT2611000011' })).toHaveAttribute(
      'href',
      '/merchant/product/nsdl-pan/physical/reapply/11',
    );

    // A cancellation is refunded, not reapplied.
    const mohan = await rowOf('Mohan Lal');
    expect(within(mohan).getByText('Aadhaar authentication failed')).toBeInTheDocument();
    expect(within(mohan).queryByRole('link', { name: /^Reapply/ })).not.toBeInTheDocument();

    // Reapplied once already: the row names the new application instead.
    const gita = await rowOf('Gita Sen');
    expect(within(gita).queryByRole('link', { name: /^Reapply/ })).not.toBeInTheDocument();
    expect(within(gita).getByText('Reapplied as PT2611000020')).toBeInTheDocument();

    expect(screen.getAllByRole('link', { name: /^Reapply/ })).toHaveLength(1);
    for (const [token, id] of [
      ['PT2611000011', 11],
      ['PT2611000012', 12],
      ['PT2611000013', 13],
    ] as const) {
      expect(screen.getByRole('link', { name: `View ${token}` })).toHaveAttribute(
        'href',
        `/merchant/product/nsdl-pan/physical/info/${id}`,
      );
    }
  });
});
