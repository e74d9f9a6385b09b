import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UtiRequestRow } from '../../../../../contract/uti';
import { couponDetail, psaDetail, psaOf, utiSummary } from '../../../../test/uti-detail';
import { stubServer } from '../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../test/render-app';
import { signedInEachTest } from '../../../../test/request-detail';
import UtiTopupListPage from './topup-list';

const BASE = '/merchant/product/uti-pan';
const API = '/api/merchant/product/uti-pan';
const CLOSING = '/api/merchant/accounting/closing';

const approved = psaOf(psaDetail({ state: 'approved', stateLabel: 'Approved', result: 'UTIPSA10023' }));
const ROW: UtiRequestRow = {
  id: 31,
  ref_no: 'UC0000000031',
  dated: '2026-11-20',
  name: '',
  subject: '',
  kind: 'physical',
  period: '',
  state: 'allotted',
  merchant_code: 'M0001',
  merchant_name: 'Ravi Digital Seva',
  amount: 1070,
  result: 'ORD-2026-000123',
  result2: null,
  remark: null,
  updated_at: '2026-11-21 10:00',
  quantity: 10,
  allotted: 8,
};

const render = () =>
  renderRoutes([{ path: `${BASE}/topup-list`, element: <UtiTopupListPage /> }], `${BASE}/topup-list`);
const list = () => jsonResponse({ data: [ROW], totalRecords: 1, filterRecords: 1 });

signedInEachTest({ role: 'merchant', kind: 'owner' });

describe('UTI coupons (merchant)', () => {
  it('prices the request as it is typed and shows the shortfall with a way to add money', async () => {
    stubServer((url) => {
      if (url === `${API}/summary`) return jsonResponse(utiSummary({ psa: approved, canRequestCoupons: true }));
      if (url === `${API}/coupons/lists/all`) return list();
      if (url === CLOSING) return jsonResponse(500);
      return undefined;
    });
    render();
    const form = await screen.findByTestId('coupon-request');
    const quantity = within(form).getByRole('textbox', { name: /Number of coupons/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10');
    expect(within(form).getByTestId('price')).toHaveTextContent('₹1,070.00/-');
    await waitFor(() =>
      expect(within(form).getByTestId('shortfall')).toHaveTextContent(
        'Your wallet has ₹500.00/-; this coupon request needs ₹1,070.00/-. Add ₹570.00/- to submit it.',
      ),
    );
    expect(within(within(form).getByTestId('shortfall')).getByRole('link', { name: 'Add money' })).toHaveAttribute(
      'href',
      '/merchant/accounting/payment',
    );
    // e-PAN only is priced at its own rate.
    await userEvent.click(within(form).getByRole('radio', { name: 'e-PAN only' }));
    expect(within(form).getByTestId('price')).toHaveTextContent('₹720.00/-');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '501');
    expect(within(form).getByText('Ask for 1 to 500 coupons')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Request coupons' })).toBeDisabled();
  });

  it('requests coupons in one call and lists what was allotted', async () => {
    const fetch = stubServer((url, init) => {
      if (url === `${API}/summary`) return jsonResponse(utiSummary({ psa: approved, canRequestCoupons: true }));
      if (url === `${API}/coupons/lists/all`) return list();
      if (url === CLOSING) return jsonResponse(5000);
      if (url === `${API}/coupons` && init?.method === 'POST')
        return jsonResponse(couponDetail({ id: 32, refNo: 'UC0000000032', quantity: 3, amount: 321 }, 'merchant'));
      return undefined;
    });
    render();
    const form = await screen.findByTestId('coupon-request');
    const quantity = within(form).getByRole('textbox', { name: /Number of coupons/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Request coupons' }));
    expect(await screen.findByText('Coupons requested')).toBeInTheDocument();
    const sent = fetch.mock.calls.filter(([u, i]) => u === `${API}/coupons` && i?.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0][1]?.body))).toEqual({ couponType: 'physical', quantity: 3 });
    const row = within((await screen.findByText('ORD-2026-000123')).closest('tr')!);
    expect(row.getByText('Physical PAN card')).toBeInTheDocument();
    expect(row.getByTestId('uti-state')).toHaveTextContent('Allotted');
  });

  it('shows the server’s shortfall when the charge is refused', async () => {
    stubServer((url, init) => {
      if (url === `${API}/summary`) return jsonResponse(utiSummary({ psa: approved, canRequestCoupons: true }));
      if (url === `${API}/coupons/lists/all`) return list();
      if (url === CLOSING) return jsonResponse(1000);
      if (url === `${API}/coupons` && init?.method === 'POST')
        return jsonResponse({ message: 'Insufficient balance', shortfall: 7, balance: 100, needed: 107 }, 422);
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Request coupons' }));
    const form = screen.getByTestId('coupon-request');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your wallet has ₹100.00/-; this coupon request needs ₹107.00/-. Add ₹7.00/- to submit it.',
    );
  });

  it('tells a shop without an approved PSA login id why it cannot request coupons', async () => {
    const waiting = psaOf(psaDetail({ state: 'submitted', stateLabel: 'Waiting for approval' }));
    stubServer((url) =>
      url === `${API}/summary`
        ? jsonResponse(utiSummary({ psa: waiting }))
        : url === `${API}/coupons/lists/all`
          ? list()
          : undefined,
    );
    render();
    const note = await screen.findByTestId('no-psa-id');
    expect(note).toHaveTextContent("Your PSA registration UP0000000021 is waiting for the back office's approval.");
    expect(screen.queryByRole('button', { name: 'Request coupons' })).not.toBeInTheDocument();
  });
});
