import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../../../../../../test/data-table';
import { page, panRow } from '../../../../../../test/pan-rows';
import MerchantTinRejectionListPage from './list';

const net = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn(), download: vi.fn() }));

// The network boundary: the real ApiError, a fake transport.
vi.mock('../../../../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../../api/client')>()),
  api: { post: net.post, get: net.get, download: net.download, upload: vi.fn() },
}));

beforeEach(() =>
  net.post.mockReset().mockResolvedValue(
    page([
      panRow({
        id: 21,
        name: 'Asha Rao',
        token_no: 'PT2611000021',
        state: 'tin_rejected',
        ack_no: '881030200000201',
        remark: 'Photo mismatch',
      }),
      panRow({
        id: 22,
        name: 'Mohan Lal',
        token_no: 'PT2611000022',
        state: 'tin_resubmitted',
        ack_no: '881030200000202',
        remark: 'Address proof unclear',
      }),
    ]),
  ),
);

describe('merchant TIN rejection list', () => {
  it('offers the corrected documents upload for TIN-rejected rows only', async () => {
    renderAt(<MerchantTinRejectionListPage />, '/merchant/product/nsdl-pan/physical/tin-rejection/list');
    const asha = (await screen.findByText('Asha Rao')).closest('tr')!;
    expect(net.post.mock.calls[0][0]).toBe('/merchant/nsdl-pan/physical/lists/tin-rejection');
    expect(within(asha).getByText('Photo mismatch')).toBeInTheDocument();
    expect(within(asha).getByRole('link', { name: 'Upload corrected documents for 881030200000201' })).toHaveAttribute(
      'href',
      '/merchant/product/nsdl-pan/physical/tin-rejection/upload/881030200000201',
    );
    const mohan = screen.getByText('Mohan Lal').closest('tr')!;
    expect(within(mohan).queryByRole('link', { name: /^Upload corrected documents/ })).not.toBeInTheDocument();
    expect(within(mohan).getByRole('link', { name: 'View PT2611000022' })).toHaveAttribute(
      'href',
      '/merchant/product/nsdl-pan/physical/info/22',
    );
  });
});
