import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAZY, jsonResponse, renderRoutes } from '../../../../test/render-app';
import { stubServer } from '../../../../test/fetch-stub';
import { signIn } from '../../../../test/tokens';
import BackendInvoicesPage from './invoices';

const TABLE = '/api/backend/invoices/table';
const ROWS = [
  {
    id: 7,
    number: 'INV/26-27/00012',
    dated: '2026-10-31',
    month: '2026-10',
    kind: 'invoice',
    merchantCode: 'PM1001',
    buyerGstin: '27AAPFU0939F1ZV',
    placeOfSupply: '27',
    taxable: 1254.24,
    tax: 225.76,
    amount: 1480,
  },
  {
    id: 8,
    number: 'CN/26-27/00003',
    dated: '2026-11-02',
    month: '2026-11',
    kind: 'credit_note',
    merchantCode: 'FR0007',
    buyerGstin: '',
    placeOfSupply: '27',
    taxable: 84.75,
    tax: 15.25,
    amount: 100,
  },
];

function render() {
  return renderRoutes(
    [{ path: '/backend/misc/reports/invoices', element: <BackendInvoicesPage /> }],
    '/backend/misc/reports/invoices',
  );
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'admin' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/backend/misc/reports/invoices', () => {
  it('lists every merchant’s invoices and credit notes with their amounts and downloads one as PDF', async () => {
    const fetch = stubServer((url) => {
      if (url === TABLE) return jsonResponse({ data: ROWS, totalRecords: 2, filterRecords: 2 });
      if (url === '/api/backend/invoices/8/pdf')
        return new Response(new Blob(['%PDF-1.4']), {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="c.pdf"' },
        });
      return undefined;
    });
    vi.stubGlobal(
      'open',
      vi.fn(() => ({}) as Window),
    );
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Tax invoices and credit notes' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Tax invoices and credit notes' }, LAZY);
    const invoice = await within(table).findByRole('row', { name: /INV\/26-27\/00012/ }, LAZY);
    expect(invoice).toHaveTextContent(/Tax invoice.*PM1001.*₹1,254\.24\/-.*₹225\.76\/-.*₹1,480\.00\/-/);
    const note = within(table).getByRole('row', { name: /CN\/26-27\/00003/ });
    expect(note).toHaveTextContent(/Credit note.*FR0007.*₹100\.00\/-/);

    await userEvent.click(within(note).getByRole('button', { name: 'Download CN/26-27/00003 as PDF' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u === '/api/backend/invoices/8/pdf')).toBe(true));
    expect(fetch.mock.calls.some(([u]) => u === '/api/backend/invoices/7/pdf')).toBe(false);
  });

  it('says so when none was issued yet', async () => {
    stubServer((url) => (url === TABLE ? jsonResponse({ data: [], totalRecords: 0, filterRecords: 0 }) : undefined));
    render();
    expect(await screen.findByText('No records found', undefined, LAZY)).toBeInTheDocument();
  });
});
