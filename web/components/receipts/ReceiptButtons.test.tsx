import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReceiptView } from '../../../contract/receipts';
import { stubServer } from '../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../test/render-app';
import { signIn } from '../../test/tokens';
import { ReceiptButtons } from './ReceiptButtons';

const sale: ReceiptView = {
  id: 41,
  receiptNo: 17,
  kind: 'sale',
  refersToNo: null,
  reference: 'GR0000100007',
  serviceCode: 'GST_REGISTRATION',
  customerName: 'Ramesh Kumar',
  customerMobile: '••••••3210',
  amount: 1250,
  govFee: 0,
  serviceCharge: 1250,
  wallet: 1000,
  madeByName: 'Owner',
  createdAt: '2026-11-29T06:00:00.000Z',
};

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'staff' });
});
afterEach(() => vi.unstubAllGlobals());

function render(rows: ReceiptView[]) {
  const fetch = stubServer((url) => {
    if (url === '/api/merchant/receipts/request/service_request/7') return jsonResponse({ rows });
    if (url.startsWith('/api/merchant/receipts/41/pdf'))
      return new Response('%PDF-1.4\n%%EOF\n', { headers: { 'content-type': 'application/pdf' } });
    return undefined;
  });
  renderRoutes([{ path: '/r', element: <ReceiptButtons refType="service_request" requestId={7} /> }], '/r');
  return fetch;
}

describe('ReceiptButtons', () => {
  it('offers the A4 and thermal receipt of a charged request, each fetching its layout', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    const fetch = render([sale]);
    expect(await screen.findByText('Receipt no. 17 · ₹1,250.00/-')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Print receipt' }));
    await waitFor(() => expect(fetch.mock.calls.map(([u]) => u)).toContain('/api/merchant/receipts/41/pdf?layout=a4'));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:receipt', '_blank'));
    await user.click(screen.getByRole('button', { name: 'Thermal receipt' }));
    await waitFor(() =>
      expect(fetch.mock.calls.map(([u]) => u)).toEqual(
        expect.arrayContaining([
          '/api/merchant/receipts/41/pdf?layout=a4',
          '/api/merchant/receipts/41/pdf?layout=thermal',
        ]),
      ),
    );
  });

  it('offers a refund receipt on an 80 mm roll as well as on A4', async () => {
    vi.spyOn(window, 'open').mockReturnValue({} as Window);
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    const refund: ReceiptView = { ...sale, id: 41, receiptNo: 18, kind: 'refund', refersToNo: 17 };
    const fetch = render([refund]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Thermal receipt' }));
    expect(screen.getByRole('button', { name: 'Refund receipt' })).toBeInTheDocument();
    await waitFor(() =>
      expect(fetch.mock.calls.map(([u]) => u)).toContain('/api/merchant/receipts/41/pdf?layout=thermal'),
    );
  });

  it('shows nothing for a request without a receipt (a draft, a free service)', async () => {
    const fetch = render([]);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Print receipt' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('receipt-buttons')).not.toBeInTheDocument();
  });
});
