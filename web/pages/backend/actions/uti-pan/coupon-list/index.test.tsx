import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { UtiRequestRow } from '../../../../../../contract/uti';
import { stubServer } from '../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../test/render-app';
import { signedInEachTest } from '../../../../../test/request-detail';
import UtiCouponListPage from './index';

const BASE = '/backend/actions/uti-pan/coupon-list';
const API = '/api/backend/actions/uti-pan/coupons';

const ROW: UtiRequestRow = {
  id: 31,
  ref_no: 'UC0000000031',
  dated: '2026-11-20',
  name: '',
  subject: '',
  kind: 'epan',
  period: '',
  state: 'requested',
  merchant_code: 'M0007',
  merchant_name: 'Shree Ganesh Seva',
  amount: 720,
  result: null,
  result2: null,
  remark: null,
  updated_at: '2026-11-20 11:30',
  quantity: 10,
  allotted: null,
};

signedInEachTest({ role: 'staff' });

describe('Coupon work list (back office)', () => {
  it('lists the requests to allot with their type, quantity and shop', async () => {
    stubServer((url) =>
      url === `${API}/lists/pending` ? jsonResponse({ data: [ROW], totalRecords: 1, filterRecords: 1 }) : undefined,
    );
    renderRoutes([{ path: BASE, element: <UtiCouponListPage /> }], `${BASE}?list=pending`);
    const tr = within((await screen.findByText('M0007')).closest('tr')!);
    expect(tr.getByText('e-PAN only')).toBeInTheDocument();
    expect(tr.getByText('10')).toBeInTheDocument();
    expect(tr.getByRole('link', { name: 'Review UC0000000031' })).toHaveAttribute('href', `${BASE}/31`);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Coupon requests waiting',
      'Allotted coupon requests',
      'Rejected coupon requests',
      'All coupon requests',
    ]);
  });
});
