import { describe, expect, it } from 'vitest';
import { PAYMENT_GATEWAY_API } from '../../../contract/gateway';
import { PAYMENTS_API } from '../../../contract/payments';
import { signedIn } from '../../test/app';
import { KYC_BACKEND_BASE } from '../kyc/routes';
import { readyMerchant } from '../../test/nsdl-pan';
import { bellTest } from '../../test/bell';

/*
 * The bell's announcements, the money and KYC announcements: see server/test/bell.ts.
 */

const { api, inject, mark, toldSince, ok, submitKyc, paymentRequest } = bellTest();

describe("Money: the shop's bell", () => {
  it('says a payment request approved or rejected', async () => {
    const merchant = await readyMerchant(api.t);
    const approved = await paymentRequest(merchant.headers, '5000');
    const rejected = await paymentRequest(merchant.headers, '1200.50');
    const before = await mark();
    await ok(await inject('POST', `${PAYMENTS_API.backend}/${approved}/approve`, api.staff.headers), 'approve');
    await ok(
      await inject('POST', `${PAYMENTS_API.backend}/${rejected}/reject`, api.staff.headers, {
        remark: 'No such deposit in the statement',
      }),
      'reject',
    );
    const told = await toldSince(before);
    expect(told.map(({ text: _t, ...r }) => r)).toEqual([
      {
        userId: merchant.id,
        topic: 'payment_request.approved',
        title: 'Payment request of ₹5,000.00/- approved',
        link: '/merchant/accounting/payment/list',
        tone: 'good',
      },
      {
        userId: merchant.id,
        topic: 'payment_request.rejected',
        title: 'Payment request of ₹1,200.50/- rejected',
        link: '/merchant/accounting/payment/list',
        tone: 'bad',
      },
    ]);
    expect(told[0].text).toMatch(/^PR\d{7} \(NEFT SBIN\d+\): ₹5,000\.00\/- added to your wallet\.$/);
    expect(told[1].text).toMatch(/^PR\d{7} \(NEFT SBIN\d+\)\. Reason: No such deposit in the statement\.$/);
  });

  it('says a UPI credit once, however often the payment is checked', async () => {
    const merchant = await readyMerchant(api.t);
    const payer = {
      p_info: 'Wallet top-up',
      customer_name: 'Ravi Kumar',
      customer_email: 'ravi@shop.in',
      customer_mobile: '9876543210',
    };
    const { data } = (await ok(
      await inject('POST', `${PAYMENT_GATEWAY_API}/create`, merchant.headers, { amount: 500, ...payer }),
      'create',
    )) as unknown as { data: { payment_url: string; client_txn_id: string; txn_date: string } };
    const before = await mark();
    await api.t.app.inject({
      method: 'POST',
      url: `${data.payment_url}/success`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const check = () =>
      inject('POST', `${PAYMENT_GATEWAY_API}/check-status`, merchant.headers, {
        client_txn_id: data.client_txn_id,
        txn_date: data.txn_date,
      });
    const results = await Promise.all([check(), check(), check()]);
    expect(results.map((r) => r.json().data.credited)).toEqual([true, true, true]);
    expect(await toldSince(before)).toEqual([
      {
        userId: merchant.id,
        topic: 'upi.credited',
        title: '₹500.00/- added to your wallet',
        text: `UPI payment ${data.client_txn_id} (sandbox test payment) received.`,
        link: `/merchant/paymentgateway/payment-status?client_txn_id=${data.client_txn_id}&txn_date=${data.txn_date}`,
        tone: 'good',
      },
    ]);
  });
});

describe("KYC: the account's bell", () => {
  it("says an owner's KYC approved, and a staff member's rejected on its own KYC page", async () => {
    const owner = await signedIn(api.t, 'merchant', { kind: 'owner' });
    const counter = await signedIn(api.t, 'merchant', { kind: 'staff', parentId: owner.id });
    const mine = await submitKyc(owner.headers);
    const theirs = await submitKyc(counter.headers);
    const before = await mark();
    await ok(await inject('POST', `${KYC_BACKEND_BASE}/${mine}/approve`, api.staff.headers), 'approve');
    await ok(
      await inject('POST', `${KYC_BACKEND_BASE}/${theirs}/reject`, api.staff.headers, { remark: 'Photo is blurred' }),
      'reject',
    );
    expect(await toldSince(before)).toEqual([
      {
        userId: owner.id,
        topic: 'kyc.approved',
        title: 'KYC approved',
        text: 'All services are now open to you.',
        link: '/kyc/merchant',
        tone: 'good',
      },
      {
        userId: counter.id,
        topic: 'kyc.rejected',
        title: 'KYC rejected',
        text: 'Reason: Photo is blurred. Correct it and submit your KYC again.',
        link: '/kyc/staff',
        tone: 'bad',
      },
    ]);
  });
});

// ----- the back office's waiting work --------------------------------------------------------
