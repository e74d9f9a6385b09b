import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { couponDetail } from '../../../../../test/uti-detail';
import { stubServer } from '../../../../../test/fetch-stub';
import { jsonResponse, renderRoutes } from '../../../../../test/render-app';
import { signedInEachTest } from '../../../../../test/request-detail';
import CouponReviewPage from './[id]';

const BASE = '/backend/actions/uti-pan/coupon-list';
const REQ = '/api/backend/actions/uti-pan/coupons/31';
const bodyOf = (fetch: ReturnType<typeof stubServer>, url: string) =>
  JSON.parse(String(fetch.mock.calls.find(([u]) => u === url)?.[1]?.body ?? 'null'));

const render = () => renderRoutes([{ path: `${BASE}/:id`, element: <CouponReviewPage /> }], `${BASE}/31`);

signedInEachTest({ role: 'staff' });

describe('Coupon request review (back office)', () => {
  it('allots fewer than asked, saying first what the difference refunds', async () => {
    const fetch = stubServer((url, init) => {
      if (url === REQ) return jsonResponse(couponDetail());
      if (url === `${REQ}/allot` && init?.method === 'POST')
        return jsonResponse(
          couponDetail({
            state: 'allotted',
            stateLabel: 'Allotted',
            result: 'ORD-2026-000123',
            allotted: 8,
            refunded: 214,
            data: { couponType: 'physical', quantity: 10, allotted: 8, orderRef: 'ORD-2026-000123' },
          }),
        );
      return undefined;
    });
    render();
    const form = await screen.findByRole('form', { name: 'Allot coupons' });
    expect(screen.getByTestId('summary-coupons')).toHaveTextContent('₹107.00/-');
    expect(within(form).getByTestId('allot-refund')).toHaveTextContent('All 10 allotted: nothing is refunded.');
    const count = within(form).getByRole('textbox', { name: /Coupons allotted/ });
    await userEvent.clear(count);
    await userEvent.type(count, '11');
    expect(within(form).getByText('At most 10 coupons were requested')).toBeInTheDocument();
    await userEvent.clear(count);
    await userEvent.type(count, '8');
    expect(within(form).getByTestId('allot-refund')).toHaveTextContent(
      '2 not allotted: ₹214.00/- is refunded to M0001.',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /order reference/ }), 'ord-2026-000123');
    await userEvent.click(within(form).getByRole('button', { name: 'Allot' }));
    expect(
      await screen.findByText('Coupons allotted', { selector: '.mantine-Notification-title' }),
    ).toBeInTheDocument();
    expect(bodyOf(fetch, `${REQ}/allot`)).toEqual({ orderRef: 'ORD-2026-000123', allotted: 8 });
    await waitFor(() => expect(screen.getByTestId('allotted')).toHaveTextContent('8 of 10'));
    expect(screen.getByTestId('refunded')).toHaveTextContent('₹214.00/-');
    expect(screen.getByTestId('order-ref')).toHaveTextContent('ORD-2026-000123');
  });

  it('does not allot without an order reference in UTIITSL’s form', async () => {
    const fetch = stubServer((url) => (url === REQ ? jsonResponse(couponDetail()) : undefined));
    render();
    const form = await screen.findByRole('form', { name: 'Allot coupons' });
    await userEvent.type(within(form).getByRole('textbox', { name: /order reference/ }), 'AB1');
    await userEvent.click(within(form).getByRole('button', { name: 'Allot' }));
    expect(within(form).getByText('The order reference is 6 to 30 characters')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => u === `${REQ}/allot`)).toBe(false);
  });

  it('rejects with a reason, refunding the whole charge', async () => {
    const fetch = stubServer((url, init) => {
      if (url === REQ) return jsonResponse(couponDetail());
      if (url === `${REQ}/reject` && init?.method === 'POST')
        return jsonResponse(
          couponDetail({
            state: 'rejected',
            stateLabel: 'Rejected',
            remark: 'PSA id suspended by UTIITSL',
            refunded: 1070,
          }),
        );
      return undefined;
    });
    render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Reject' }));
    const form = screen.getByRole('form', { name: 'Reject request' });
    await userEvent.type(within(form).getByLabelText(/Reason/), 'PSA id suspended by UTIITSL');
    await userEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject UC0000000031?' });
    expect(dialog).toHaveTextContent('₹1,070.00/- refunded to M0001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, reject and refund' }));
    expect(await screen.findByText('Coupon request rejected')).toBeInTheDocument();
    expect(bodyOf(fetch, `${REQ}/reject`)).toEqual({ remark: 'PSA id suspended by UTIITSL' });
    await waitFor(() => expect(screen.getByTestId('refunded')).toHaveTextContent('₹1,070.00/-'));
    // A coupon request has no documents to show.
    expect(screen.queryByTestId('files-merchant')).not.toBeInTheDocument();
  });
});
