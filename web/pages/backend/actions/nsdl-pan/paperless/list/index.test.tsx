import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paperlessRow } from '../../../../../../test/nsdl-paperless-detail';
import type { PaperlessRow } from '../../../../../../components/nsdl-paperless/PaperlessListPage';
import { signedInEachTest } from '../../../../../../test/request-detail';
import { stubServer } from '../../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../../test/render-app';
import BackendPaperlessListPage from './index';

const BASE = '/backend/actions/nsdl-pan/paperless/list';
const API = '/api/backend/actions/nsdl-pan/paperless';

const row = paperlessRow;
const page = (rows: PaperlessRow[]) =>
  jsonResponse({ data: rows, totalRecords: rows.length, filterRecords: rows.length });

signedInEachTest({ role: 'staff' });

describe('paperless work list (back office)', () => {
  it('opens on the applications waiting for Protean, each to review, with the other lists as tabs', async () => {
    const fetch = stubServer((url) => (url === `${API}/lists/with_provider` ? page([row({})]) : undefined));
    renderRoutes([{ path: BASE, element: <BackendPaperlessListPage /> }], BASE);
    const tr = within((await screen.findByText('Ravi Kulkarni')).closest('tr')!);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Paperless applications waiting for Protean',
      'Acknowledged paperless applications',
      'Failed paperless applications',
      'All paperless applications',
    ]);
    expect(screen.getByRole('tab', { name: 'Paperless applications waiting for Protean' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(tr.getByRole('link', { name: 'Review NP0000000012' })).toHaveAttribute('href', `${BASE}/12`);
    expect(tr.getByText('M0001')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === `${API}/lists/with_provider`)).toBe(true);
  });

  it('shows an acknowledged one to view only', async () => {
    stubServer((url) =>
      url === `${API}/lists/acknowledged`
        ? page([row({ state: 'acknowledged', result: '881030200000123' })])
        : url.startsWith(`${API}/lists/`)
          ? page([])
          : undefined,
    );
    renderRoutes([{ path: BASE, element: <BackendPaperlessListPage /> }], BASE);
    await userEvent.click(await screen.findByRole('tab', { name: 'Acknowledged paperless applications' }));
    const tr = within((await screen.findByText('881030200000123')).closest('tr')!);
    expect(tr.getByTestId('paperless-state')).toHaveTextContent('Acknowledged');
    expect(tr.getByRole('link', { name: 'View NP0000000012' })).toHaveAttribute('href', `${BASE}/12`);
  });

  it('shows why each failed one failed, two lines of it in the row and the whole in its title', async () => {
    const reason =
      'E-KYC-102: The Aadhaar holder did not complete the OTP authentication within the time allowed by UIDAI; ' +
      'the transaction was cancelled and the fee refunded by Protean.';
    stubServer((url) =>
      url === `${API}/lists/failed`
        ? page([row({ state: 'failed', remark: reason })])
        : url.startsWith(`${API}/lists/`)
          ? page([])
          : undefined,
    );
    renderRoutes([{ path: BASE, element: <BackendPaperlessListPage /> }], `${BASE}?list=failed`);
    const cell = await screen.findByTitle(reason);
    expect(cell).toHaveTextContent(reason);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'S#',
      'Ref No',
      'Applicant',
      'Merchant',
      'Reason',
      'Actions',
    ]);
  });
});
