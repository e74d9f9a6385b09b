import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GstRequestRow } from '../../../../../../contract/gst';
import { registrationDetail } from '../../../../../test/gst-detail';
import { stubServer } from '../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../test/render-app';
import { signIn } from '../../../../../test/tokens';
import GstRegistrationListPage from './list';

const saved = vi.hoisted(() => ({ saveBlob: vi.fn() }));
vi.mock('../../../../../api/download', () => ({ saveBlob: saved.saveBlob }));

const BASE = '/merchant/product/gst/registration';
const API = '/api/merchant/product/gst/registration';

function row(over: Partial<GstRequestRow>): GstRequestRow {
  return {
    id: 1,
    ref_no: 'GR0000000001',
    dated: '2026-11-20',
    name: 'Sunita Pawar',
    subject: 'ABCPP1234F',
    kind: 'proprietorship',
    period: '',
    state: 'submitted',
    merchant_code: 'M0001',
    merchant_name: 'Ravi Digital Seva',
    amount: 799,
    result: null,
    result2: null,
    remark: null,
    updated_at: '2026-11-20 11:30',
    ...over,
  };
}

const ROWS = [
  row({ id: 1, ref_no: 'GR0000000001', name: 'Draft One', state: 'draft' }),
  row({ id: 2, ref_no: 'GR0000000002', name: 'Query Two', state: 'query_raised', remark: 'Upload a clearer bill' }),
  row({
    id: 3,
    ref_no: 'GR0000000003',
    name: 'Done Three',
    state: 'completed',
    result: 'AA2711260123456',
    result2: '27ABCPP1234F1Z0',
  }),
  row({ id: 4, ref_no: 'GR0000000004', name: 'Waiting Four', state: 'submitted' }),
];

const rowOf = (name: string) => within(screen.getByText(name).closest('tr')!);

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'merchant', kind: 'owner' });
  saved.saveBlob.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('GST registration lists (merchant)', () => {
  it('opens the list the address names and offers each row what its state allows', async () => {
    const fetch = stubServer((url) =>
      url === `${API}/lists/queries` ? jsonResponse({ data: ROWS, totalRecords: 4, filterRecords: 4 }) : undefined,
    );
    renderRoutes([{ path: `${BASE}/list`, element: <GstRegistrationListPage /> }], `${BASE}/list?list=queries`);
    expect(await screen.findByText('Draft One')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Queries to answer' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Queries to answer' })).toHaveAttribute('aria-selected', 'true');
    expect(fetch.mock.calls.some(([u]) => u === `${API}/lists/queries`)).toBe(true);

    expect(rowOf('Draft One').getByRole('link', { name: 'Edit draft GR0000000001' })).toHaveAttribute(
      'href',
      `${BASE}/1`,
    );
    expect(rowOf('Draft One').getByRole('link', { name: 'Check and submit GR0000000001' })).toHaveAttribute(
      'href',
      `${BASE}/view/1`,
    );
    expect(rowOf('Query Two').getByRole('link', { name: 'Answer query GR0000000002' })).toHaveAttribute(
      'href',
      `${BASE}/view/2`,
    );
    expect(rowOf('Query Two').queryByRole('link', { name: /Edit draft/ })).not.toBeInTheDocument();
    // A request with the back office: its number leads to it, and View; nothing to do.
    expect(
      rowOf('Waiting Four')
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label') ?? a.textContent),
    ).toEqual(['GR0000000004', 'View GR0000000004']);
    expect(rowOf('Waiting Four').queryByRole('button')).not.toBeInTheDocument();
    // A completed registration with its GSTIN recorded offers both result files.
    expect(
      rowOf('Done Three').getByRole('button', { name: 'Download arn acknowledgement of GR0000000003' }),
    ).toBeInTheDocument();
    expect(
      rowOf('Done Three').getByRole('button', { name: 'Download registration certificate (reg-06) of GR0000000003' }),
    ).toBeInTheDocument();
  });

  it('downloads a completed row’s acknowledgement, read from the request', async () => {
    const detail = registrationDetail({
      id: 3,
      state: 'completed',
      stateLabel: 'Completed',
      files: [
        {
          id: '5b3f0a4e-0000-4000-8000-000000000001',
          kind: 'acknowledgement',
          side: 'backend',
          name: 'ARN-AA2711260123456.pdf',
          mime: 'application/pdf',
          size: 2000,
          uploadedAt: '2026-11-21T05:00:00.000Z',
        },
      ],
    });
    stubServer((url) => {
      if (url === `${API}/lists/completed`) return jsonResponse({ data: [ROWS[2]], totalRecords: 1, filterRecords: 1 });
      if (url === `${API}/3`) return jsonResponse(detail);
      if (url === `${API}/3/files/5b3f0a4e-0000-4000-8000-000000000001`)
        return new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
      return undefined;
    });
    renderRoutes([{ path: `${BASE}/list`, element: <GstRegistrationListPage /> }], `${BASE}/list?list=completed`);
    await userEvent.click(await screen.findByRole('button', { name: 'Download arn acknowledgement of GR0000000003' }));
    await waitFor(() => expect(saved.saveBlob).toHaveBeenCalledWith(expect.anything(), 'ARN-AA2711260123456.pdf'));
  });

  it('switches lists from the tabs, keeping the choice in the address', async () => {
    stubServer((url) =>
      url.startsWith(`${API}/lists/`) ? jsonResponse({ data: [], totalRecords: 0, filterRecords: 0 }) : undefined,
    );
    const { router } = renderRoutes([{ path: `${BASE}/list`, element: <GstRegistrationListPage /> }], `${BASE}/list`);
    expect(await screen.findByRole('heading', { name: 'All registrations' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Rejected registrations' }));
    expect(await screen.findByRole('heading', { name: 'Rejected registrations' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?list=rejected');
  });
});
