import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../../../../../test/data-table';
import { page, panRow } from '../../../../../test/pan-rows';
import MerchantAllListPage from './list';

const net = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn(), download: vi.fn() }));

// The network boundary: the real ApiError, a fake transport.
vi.mock('../../../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../api/client')>()),
  api: { post: net.post, get: net.get, download: net.download, upload: vi.fn() },
}));

beforeEach(() =>
  net.post.mockReset().mockResolvedValue(
    page([
      panRow({ id: 1, token_no: 'PT2611000001', name: 'Waiting One', state: 'waiting' }),
      panRow({ id: 2, token_no: 'PT2611000002', name: 'Rejected Two', state: 'rejected', remark: 'Photo not clear' }),
      panRow({
        id: 3,
        token_no: 'PT2611000003',
        name: 'Acked Three',
        state: 'acknowledged',
        ack_no: '881030200000003',
      }),
      panRow({ id: 4, token_no: 'PT2611000004', name: 'Tin Four', state: 'tin_rejected', ack_no: '881030200000004' }),
      panRow({ id: 5, token_no: 'PT2611000005', name: 'Done Five', state: 'completed', ack_no: '881030200000005' }),
    ]),
  ),
);

const rowOf = (name: string) => within(screen.getByText(name).closest('tr')!);

describe('merchant all applications list', () => {
  it('offers what each row needs next, and View on every row', async () => {
    renderAt(<MerchantAllListPage />, '/merchant/product/nsdl-pan/physical/list?dt1=2026-11-01&dt2=2026-11-20');
    expect(await screen.findByText('Done Five')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All applications' })).toBeInTheDocument();
    // The date range travels as additionFilter.
    expect(net.post.mock.calls[0][0]).toBe('/merchant/nsdl-pan/physical/lists/all');
    expect(net.post.mock.calls[0][1]).toMatchObject({ additionFilter: { dt1: '2026-11-01', dt2: '2026-11-20' } });

    expect(
      rowOf('Waiting One')
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['View PT2611000001']);
    expect(rowOf('Rejected Two').getByRole('link', { name: 'Reapply PT2611000002' })).toHaveAttribute(
      'href',
      '/merchant/product/nsdl-pan/physical/reapply/2',
    );
    expect(
      rowOf('Acked Three').getByRole('button', { name: 'Download acknowledgement slip 881030200000003' }),
    ).toBeInTheDocument();
    expect(rowOf('Acked Three').getByRole('link', { name: 'Send PT2611000003 by courier' })).toHaveAttribute(
      'href',
      '/merchant/misc/courier/add?ids=3',
    );
    expect(
      rowOf('Tin Four').getByRole('link', { name: 'Upload corrected documents for 881030200000004' }),
    ).toHaveAttribute('href', '/merchant/product/nsdl-pan/physical/tin-rejection/upload/881030200000004');
    expect(rowOf('Done Five').queryByRole('link', { name: /courier|Reapply|Upload/ })).not.toBeInTheDocument();
    for (let id = 1; id <= 5; id++) {
      expect(screen.getByRole('link', { name: `View PT261100000${id}` })).toHaveAttribute(
        'href',
        `/merchant/product/nsdl-pan/physical/info/${id}`,
      );
    }
  });
});
