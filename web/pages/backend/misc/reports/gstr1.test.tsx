import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '../../../../i18n';
import { stubServer } from '../../../../test/fetch-stub';
import { jsonResponse, LAZY, renderRoutes } from '../../../../test/render-app';
import { signIn } from '../../../../test/tokens';
import Gstr1Page from './gstr1';

const ZERO = { rows: 0, documents: 0, value: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
const SECTIONS = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsnB2b', 'hsnB2c', 'docs'];
const section = (s: string, f: Partial<typeof ZERO> = {}) => ({ section: s, ...ZERO, ...f });
const SUMMARY = {
  from: '2026-08-01',
  to: '2026-08-31',
  invoices: 6,
  creditNotes: 2,
  sections: SECTIONS.map((s) =>
    s === 'b2b'
      ? section(s, { rows: 3, documents: 2, value: 1000, taxable: 688.81, cgst: 10.9, sgst: 10.91, igst: 102.38 })
      : s === 'docs'
        ? section(s, { rows: 2, documents: 8 })
        : section(s),
  ),
  net: { documents: 8, value: 121_250, taxable: 102_179.67, cgst: 21.81, sgst: 21.82, igst: 18_348.7 },
};
const EMPTY = { ...SUMMARY, invoices: 0, creditNotes: 0, sections: SECTIONS.map((s) => section(s)), net: ZERO };

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td, th')].map((c) => c.textContent);

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'staff' });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

const render = () =>
  renderRoutes([{ path: '/backend/misc/reports/gstr1', element: <Gstr1Page /> }], '/backend/misc/reports/gstr1');

describe('GSTR-1 export page', () => {
  it("shows each section's figures and downloads its CSV for the period picked", async () => {
    const fetch = stubServer((url) => {
      const path = url.split('?')[0];
      if (path === '/api/backend/invoices/gstr1') return jsonResponse(SUMMARY);
      if (path === '/api/backend/invoices/gstr1/export')
        return new Response('GSTIN/UIN of Recipient\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="gstr1-2026-08-b2b.csv"',
          },
        });
      return undefined;
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    render();
    const table = await screen.findByRole('table', { name: 'GSTR-1 sections' }, LAZY);
    const rows = within(table).getAllByRole('row').map(cellsOf);
    // The B2CL and unregistered credit-note sections have no rows at these prices, so they are not listed.
    expect(rows.map((r) => r[0])).toEqual([
      'Section',
      'B2B invoices (4A)',
      'B2C small, by state and rate (7)',
      'Credit notes, registered (9B)',
      'SAC summary, B2B (12)',
      'SAC summary, B2C (12)',
      'Documents issued (13)',
      'Net (invoices less credit notes)',
    ]);
    expect(rows[1].slice(1, 7)).toEqual(['3', '2', '₹688.81/-', '₹10.90/-', '₹10.91/-', '₹102.38/-']);
    expect(rows[7].slice(3, 7)).toEqual(['₹1,02,179.67/-', '₹21.81/-', '₹21.82/-', '₹18,348.70/-']);
    expect(screen.getByText(/6 tax invoices and 2 credit notes/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Download B2B invoices (4A) as CSV' }));
    await waitFor(() =>
      expect(fetch.mock.calls.map((c) => String(c[0]))).toContainEqual(
        expect.stringMatching(/\/api\/backend\/invoices\/gstr1\/export\?kind=month&month=\d{4}-\d{2}&file=b2b$/),
      ),
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Quarter (QRMP)' }));
    await waitFor(() =>
      expect(fetch.mock.calls.map((c) => String(c[0]))).toContainEqual(
        expect.stringMatching(/\/api\/backend\/invoices\/gstr1\?kind=quarter&month=\d{4}-(01|04|07|10)$/),
      ),
    );
  });

  it('says in Hindi that an empty period has nothing to file', async () => {
    await setLocale('hi');
    stubServer((url) => (url.split('?')[0] === '/api/backend/invoices/gstr1' ? jsonResponse(EMPTY) : undefined));
    render();
    expect(await screen.findByText(/इस अवधि में भरने को कुछ नहीं है।/, {}, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'जीएसटीआर-1 एक्सपोर्ट' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'एक्सेल फ़ाइल डाउनलोड करें' })).toBeDisabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
