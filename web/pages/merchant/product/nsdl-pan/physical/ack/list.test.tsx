import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../../../../test/data-table';
import { page, panRow } from '../../../../../../test/pan-rows';
import MerchantAckListPage from './list';

const net = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn(), download: vi.fn(), saveBlob: vi.fn() }));

// The network boundary: the real ApiError, a fake transport.
vi.mock('../../../../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../../../api/client')>()),
  api: { post: net.post, get: net.get, download: net.download, upload: vi.fn() },
}));
vi.mock('../../../../../../api/download', () => ({ saveBlob: net.saveBlob }));

const ROWS = [
  panRow({ id: 7, token_no: 'PT2611000007', state: 'acknowledged', ack_no: '881030200000123' }),
  panRow({ id: 8, token_no: 'PT2611000008', name: 'Sita Devi', state: 'completed', ack_no: '881030200000124' }),
];

beforeEach(() => {
  net.post.mockReset().mockResolvedValue(page(ROWS));
  net.get
    .mockReset()
    .mockResolvedValue({ file: { name: 'ACK-881030200000123.pdf' }, tempUrl: '/api/files/signed/abc' });
  net.download.mockReset().mockResolvedValue({ blob: new Blob(['%PDF']), filename: 'x.pdf' });
  net.saveBlob.mockReset();
});

describe('merchant acknowledged list', () => {
  it('lists the acknowledged applications with their slip and a link to each', async () => {
    renderAt(<MerchantAckListPage />, '/merchant/product/nsdl-pan/physical/ack/list');
    expect(await screen.findByText('Sita Devi')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Acknowledged applications' })).toBeInTheDocument();
    expect(net.post.mock.calls[0][0]).toBe('/merchant/nsdl-pan/physical/lists/ack');
    expect(screen.getByText('881030200000123')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View PT2611000007' })).toHaveAttribute(
      'href',
      '/merchant/product/nsdl-pan/physical/info/7',
    );
    expect(screen.getByRole('link', { name: 'View PT2611000008' })).toHaveAttribute(
      'href',
      '/merchant/product/nsdl-pan/physical/info/8',
    );
    expect(screen.getAllByRole('button', { name: /^Download acknowledgement slip/ })).toHaveLength(2);
  });

  it('downloads the acknowledgement slip through the signed link', async () => {
    renderAt(<MerchantAckListPage />, '/merchant/product/nsdl-pan/physical/ack/list');
    await userEvent.click(await screen.findByRole('button', { name: 'Download acknowledgement slip 881030200000123' }));
    await waitFor(() => expect(net.saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'ACK-881030200000123.pdf'));
    expect(net.get).toHaveBeenCalledWith('/merchant/nsdl-pan/physical/applications/7/download/ack');
    expect(net.download).toHaveBeenCalledWith('/files/signed/abc');
  });

  it('shows a failed slip download as the red Error notification', async () => {
    const { ApiError } = await import('../../../../../../api/client');
    net.get.mockRejectedValue(new ApiError(404, { message: 'Application not found.' }));
    renderAt(<MerchantAckListPage />, '/merchant/product/nsdl-pan/physical/ack/list');
    const row = (await screen.findByText('Sita Devi')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Download acknowledgement slip/ }));
    const alert = await screen.findByText('Application not found.');
    expect(alert.closest('.mantine-Notification-root')).toHaveTextContent('Error');
    expect(net.saveBlob).not.toHaveBeenCalled();
  });
});
