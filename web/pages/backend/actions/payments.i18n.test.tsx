import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentRequestView } from '../../../../contract/payments';
import { setLocale } from '../../../i18n/index';
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
  depositDate: '2026-11-04',
  hasSlip: false,
  status: 'pending',
  remark: null,
  createdAt: '2026-11-05T10:00:00.000Z',
  decidedAt: null,
};

beforeEach(() => {
  sessionStorage.clear();
  signIn({ role: 'staff' });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

describe('payment approvals in Hindi', () => {
  it('lists, opens and asks to approve in Hindi, with Hindi months', async () => {
    await setLocale('hi');
    stubServer((url) => {
      if (url === `${BASE}/list`) return jsonResponse({ data: [REQUEST], totalRecords: 1, filterRecords: 1 });
      if (url === `${BASE}/7`) return jsonResponse(REQUEST);
      return undefined;
    });
    renderRoutes(
      [
        {
          path: '/backend/actions/payments',
          element: <PaymentApprovalsPage />,
        },
      ],
      '/backend/actions/payments',
    );
    expect(await screen.findByRole('heading', { name: 'पेमेंट रिक्वेस्ट' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'PR0000007 जाँचें' }));
    const drawer = await screen.findByRole('dialog', { name: 'पेमेंट रिक्वेस्ट' });
    await within(drawer).findByText('SBIN123456789');
    expect(within(drawer).getByText('जमा की तारीख')).toBeInTheDocument();
    expect(within(drawer).getByText('04-नव॰-2026')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'मंज़ूर करें' }));
    expect(await screen.findByRole('button', { name: 'मंज़ूर करें और पैसे डालें' })).toBeInTheDocument();
    expect(screen.getByText(/यूटीआर SBIN123456789 वाली जमा/)).toBeInTheDocument();
  });
});
