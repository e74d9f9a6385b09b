import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../../../../test/data-table';
import { page, panRow } from '../../../../../../test/pan-rows';
import MerchantHardcopyListPage from './list';

const net = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn(), download: vi.fn() }));

// The network boundary: the real ApiError, a fake transport.
vi.mock('../../../../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../../api/client')>()),
  api: { post: net.post, get: net.get, download: net.download, upload: vi.fn() },
}));

beforeEach(() =>
  net.post.mockReset().mockResolvedValue(
    page([
      panRow({ id: 7, token_no: 'PT2611000007', state: 'acknowledged', ack_no: '881030200000123' }),
      panRow({
        id: 8,
        token_no: 'PT2611000008',
        name: 'Sita Devi',
        state: 'acknowledged',
        ack_no: '881030200000124',
      }),
      panRow({ id: 9, token_no: 'PT2611000009', name: 'Gita Sen', state: 'acknowledged', ack_no: '881030200000125' }),
    ]),
  ),
);

describe('merchant hard copy list', () => {
  it('sends the ticked applications to the courier form pre-selected', async () => {
    renderAt(<MerchantHardcopyListPage />, '/merchant/product/nsdl-pan/physical/hardcopy/list');
    expect(await screen.findByText('Gita Sen')).toBeInTheDocument();
    expect(net.post.mock.calls[0][0]).toBe('/merchant/nsdl-pan/physical/lists/hardcopy');
    expect(screen.getByRole('link', { name: 'Send by courier' })).toHaveAttribute('href', '/merchant/misc/courier/add');
    expect(screen.getByRole('button', { name: 'Download acknowledgement slip 881030200000123' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View PT2611000009' })).toHaveAttribute(
      'href',
      '/merchant/product/nsdl-pan/physical/info/9',
    );

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select PT2611000007' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select PT2611000009' }));
    expect(screen.getByRole('link', { name: 'Send 2 selected by courier' })).toHaveAttribute(
      'href',
      '/merchant/misc/courier/add?ids=7,9',
    );

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select PT2611000007' }));
    expect(screen.getByRole('link', { name: 'Send 1 selected by courier' })).toHaveAttribute(
      'href',
      '/merchant/misc/courier/add?ids=9',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('link', { name: 'Send by courier' })).toHaveAttribute('href', '/merchant/misc/courier/add');
    expect(screen.getByRole('checkbox', { name: 'Select PT2611000009' })).not.toBeChecked();
  });
});
