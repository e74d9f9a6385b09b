import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UtiRequestRow } from '../../../../../../contract/uti';
import { stubServer } from '../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../test/render-app';
import { signedInEachTest } from '../../../../../test/request-detail';
import UtiPsaListPage from './index';

const BASE = '/backend/actions/uti-pan/psa-list';
const API = '/api/backend/actions/uti-pan/psa';

const row = (over: Partial<UtiRequestRow>): UtiRequestRow => ({
  id: 21,
  ref_no: 'UP0000000021',
  dated: '2026-11-20',
  name: 'Ravi Kulkarni',
  subject: 'ABCPK1234F',
  kind: '',
  period: '',
  state: 'submitted',
  merchant_code: 'M0001',
  merchant_name: 'Ravi Digital Seva',
  amount: 250,
  result: null,
  result2: null,
  remark: null,
  updated_at: '2026-11-20 11:30',
  ...over,
});

signedInEachTest({ role: 'staff' });

describe('PSA work list (back office)', () => {
  it('opens on the registrations waiting, oldest first, each to review', async () => {
    const fetch = stubServer((url) =>
      url === `${API}/lists/pending` ? jsonResponse({ data: [row({})], totalRecords: 1, filterRecords: 1 }) : undefined,
    );
    renderRoutes([{ path: BASE, element: <UtiPsaListPage /> }], BASE);
    const tr = within((await screen.findByText('Ravi Kulkarni')).closest('tr')!);
    expect(screen.getByRole('tab', { name: 'PSA registrations waiting' })).toHaveAttribute('aria-selected', 'true');
    expect(tr.getByRole('link', { name: 'Review UP0000000021' })).toHaveAttribute('href', `${BASE}/21`);
    expect(tr.getByText('M0001')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === `${API}/lists/pending`)).toBe(true);
  });

  it('shows an approved registration’s login id, to view only', async () => {
    stubServer((url) =>
      url === `${API}/lists/approved`
        ? jsonResponse({ data: [row({ state: 'approved', result: 'UTIPSA10023' })], totalRecords: 1, filterRecords: 1 })
        : url.startsWith(`${API}/lists/`)
          ? jsonResponse({ data: [], totalRecords: 0, filterRecords: 0 })
          : undefined,
    );
    renderRoutes([{ path: BASE, element: <UtiPsaListPage /> }], BASE);
    await userEvent.click(await screen.findByRole('tab', { name: 'Approved PSA registrations' }));
    const tr = within((await screen.findByText('UTIPSA10023')).closest('tr')!);
    expect(tr.getByTestId('uti-state')).toHaveTextContent('Approved');
    expect(tr.getByRole('link', { name: 'View UP0000000021' })).toBeInTheDocument();
  });
});
