import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAZY, jsonResponse, renderRoutes } from '../../../test/render-app';
import { stubServer } from '../../../test/fetch-stub';
import { signIn } from '../../../test/tokens';
import ReceiptsPage from './receipts';

const ROWS = [
  {
    id: 41,
    receiptNo: 12,
    dated: '2026-11-24 10:15',
    kind: 'refund',
    serviceCode: 'NSDL_PHYSICAL_NEW',
    reference: 'NP0000000007',
    customerName: 'Asha Verma',
    customerMobile: '••••••3210',
    amount: 150,
    wallet: 120,
    madeByName: 'Ravi Sharma',
  },
  {
    id: 40,
    receiptNo: 11,
    dated: '2026-11-23 17:40',
    kind: 'sale',
    serviceCode: 'NSDL_PHYSICAL_NEW',
    reference: 'NP0000000007',
    customerName: 'Asha Verma',
    customerMobile: '••••••3210',
    amount: 150,
    wallet: 120,
    madeByName: 'Ravi Sharma',
  },
];

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/merchant/misc/receipts', () => {
  it("lists the shop's receipts with sale or refund, both amounts, and prints any of them on A4 or an 80 mm roll", async () => {
    signIn({ role: 'merchant', kind: 'staff' });
    const fetch = stubServer((url) => {
      if (url === '/api/merchant/receipts/table')
        return jsonResponse({ data: ROWS, totalRecords: 2, filterRecords: 2 });
      if (url.startsWith('/api/merchant/receipts/41/pdf'))
        return new Response(new Blob(['%PDF-1.4']), {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="r.pdf"' },
        });
      return undefined;
    });
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    renderRoutes([{ path: '/merchant/misc/receipts', element: <ReceiptsPage /> }], '/merchant/misc/receipts');
    expect(screen.getByRole('heading', { level: 1, name: 'Receipts' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Receipts' }, LAZY);
    const refund = await within(table).findByRole('row', { name: /NP0000000007.*Refund|Refund.*NP0000000007/ }, LAZY);
    expect(refund).toHaveTextContent(/12.*Refund.*NSDL PAN.*Asha Verma.*₹150\.00\/-/);
    // The mobile, the wallet's charge and who made it wait in the columns menu, so the first view fits a laptop.
    expect(refund).not.toHaveTextContent('••••••3210');
    expect(refund).not.toHaveTextContent('Ravi Sharma');
    expect(within(table).getByRole('row', { name: /Sale/ })).toHaveTextContent('11');

    await userEvent
      .setup()
      .click(within(refund).getByRole('button', { name: 'Print receipt no. 12 on an 80 mm roll' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u]) => u === '/api/merchant/receipts/41/pdf?layout=thermal')).toBe(true),
    );
    expect(within(refund).getByRole('button', { name: 'Print receipt no. 12 on A4' })).toBeInTheDocument();
  });
});
