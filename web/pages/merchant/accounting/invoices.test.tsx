import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAZY, jsonResponse, renderRoutes } from '../../../test/render-app';
import { stubServer } from '../../../test/fetch-stub';
import { signIn } from '../../../test/tokens';
import MerchantInvoicesPage from './invoices';

const ROWS = [
  {
    id: 7,
    number: 'INV/26-27/00012',
    dated: '2026-10-31',
    month: '2026-10',
    kind: 'invoice',
    buyerGstin: '',
    placeOfSupply: '27',
    taxable: 1254.24,
    tax: 225.76,
    amount: 1480,
  },
];

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/merchant/accounting/invoices', () => {
  it('lists the tax invoices with their amounts, narrows them to a month and downloads a PDF', async () => {
    signIn({ role: 'merchant', kind: 'owner' });
    const bodies: unknown[] = [];
    const fetch = stubServer((url, init) => {
      if (url === '/api/merchant/invoices/table') {
        bodies.push(JSON.parse(String(init?.body ?? '{}')));
        return jsonResponse({ data: ROWS, totalRecords: 1, filterRecords: 1 });
      }
      if (url === '/api/merchant/invoices/7/pdf')
        return new Response(new Blob(['%PDF-1.4']), {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="i.pdf"' },
        });
      return undefined;
    });
    vi.stubGlobal(
      'open',
      vi.fn(() => ({}) as Window),
    );
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    renderRoutes(
      [{ path: '/merchant/accounting/invoices', element: <MerchantInvoicesPage /> }],
      '/merchant/accounting/invoices',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tax invoices' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Tax invoices' }, LAZY);
    const row = await within(table).findByRole('row', { name: /INV\/26-27\/00012/ }, LAZY);
    expect(row).toHaveTextContent(/Tax invoice.*₹1,254\.24\/-.*₹225\.76\/-.*₹1,480\.00\/-/);

    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Month' }));
    // jsdom never finishes Mantine's open transition, so the options stay display:none there.
    const months = await screen.findAllByRole('option', { name: /20\d\d/, hidden: true });
    await user.click(months[1]);
    await waitFor(() =>
      expect(
        bodies.some((b) =>
          /^\d{4}-\d{2}$/.test((b as { additionFilter?: { month?: string } }).additionFilter?.month ?? ''),
        ),
      ).toBe(true),
    );

    await user.click(within(row).getByRole('button', { name: 'Download INV/26-27/00012 as PDF' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u === '/api/merchant/invoices/7/pdf')).toBe(true));
  });
});
