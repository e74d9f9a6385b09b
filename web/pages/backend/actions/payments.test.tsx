import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentRequestView } from '../../../../contract/payments';
import { jsonResponse, renderRoutes } from '../../../test/render-app';
import { stubServer } from '../../../test/fetch-stub';
import { signIn } from '../../../test/tokens';
import PaymentApprovalsPage from './payments';

const BASE = '/api/backend/actions/payments';
const REQUEST: PaymentRequestView = {
  id: 7,
  refNo: 'PR0000007',
  merchantCode: 'M00012',
  merchantName: 'Ravi Sharma',
  bank: 'State Bank of India',
  amount: 5000,
  mode: 'NEFT',
  utr: 'SBIN123456789',
  depositDate: '2026-03-04',
  hasSlip: true,
  status: 'pending',
  remark: null,
  createdAt: '2026-03-05T10:00:00.000Z',
  decidedAt: null,
};

function server(decide: (url: string, init?: RequestInit) => Response | undefined) {
  return stubServer((url, init) => {
    if (url === `${BASE}/list`) return jsonResponse({ data: [REQUEST], totalRecords: 1, filterRecords: 1 });
    if (url === `${BASE}/7`) return jsonResponse(REQUEST);
    if (url === `${BASE}/7/slip`) return new Response('\x89PNG', { headers: { 'content-type': 'image/png' } });
    return decide(url, init);
  });
}

const render = () =>
  renderRoutes(
    [
      {
        path: '/backend/actions/payments',
        element: <PaymentApprovalsPage />,
      },
    ],
    '/backend/actions/payments',
  );

async function openReview() {
  await userEvent.click(await screen.findByRole('button', { name: 'Review PR0000007' }));
  const drawer = await screen.findByRole('dialog', { name: 'Payment request' });
  await within(drawer).findByText('SBIN123456789');
  return drawer;
}

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'staff' });
  URL.createObjectURL = vi.fn(() => 'blob:slip');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('payment approvals', () => {
  it('shows the request and its slip, approves after confirmation', async () => {
    const fetch = server((url) =>
      url === `${BASE}/7/approve` ? jsonResponse({ ...REQUEST, status: 'approved' }) : undefined,
    );
    render();
    const drawer = await openReview();
    expect(await within(drawer).findByRole('img', { name: 'Deposit slip' })).toHaveAttribute('src', 'blob:slip');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve and credit' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u, i]) => u === `${BASE}/7/approve` && i?.method === 'POST')).toBe(true),
    );
    expect(await screen.findByText(/PR0000007: ₹5,000.00\/- credited to M00012/)).toBeInTheDocument();
  });

  it('shows a 409 clearly: the request was already approved, nothing more credited', async () => {
    server((url) =>
      url === `${BASE}/7/approve`
        ? jsonResponse({ message: 'This payment request was already approved.' }, 409)
        : undefined,
    );
    render();
    const drawer = await openReview();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve and credit' }));
    expect(await within(drawer).findByText('Already decided')).toBeInTheDocument();
    expect(
      within(drawer).getByText(/This payment request was already approved\. Nothing more was credited\./),
    ).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Approve' })).toBeDisabled();
  });

  it('rejects only with a reason', async () => {
    const fetch = server((url) =>
      url === `${BASE}/7/reject`
        ? jsonResponse({ ...REQUEST, status: 'rejected', remark: 'UTR not found in statement' })
        : undefined,
    );
    render();
    const drawer = await openReview();
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Reject' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reject' }));
    expect(await within(drawer).findByText('Required')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === `${BASE}/7/reject`)).toBe(false);
    await userEvent.type(within(drawer).getByLabelText(/^Reason/), 'UTR not found in statement');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reject' }));
    await waitFor(() => {
      const call = fetch.mock.calls.find(([u]) => u === `${BASE}/7/reject`);
      expect(JSON.parse(call![1]!.body as string)).toEqual({ remark: 'UTR not found in statement' });
    });
  });
});
