import { describe, expect, it } from 'vitest';
import { BF, BR, MF, MR, gstinFor, gstr3b, readyFiling, readyRegistration } from '../../test/gst';
import { readyMerchant } from '../../test/nsdl-pan';
import { BC, BP, MC, MP, readyPsa } from '../../test/uti';
import { bellTest } from '../../test/bell';

/*
 * The bell's announcements, GST's and UTI PAN's announcements: see server/test/bell.ts.
 */

const { api, inject, mark, toldSince, ok } = bellTest();

describe("GST: the shop's bell", () => {
  let arnSeq = 0;
  /** An ARN as GSTN writes it (letters, state 27, MMYY, six digits, a check character) no other test uses. */
  const freshArn = () => `AA271026${String((Date.now() + ++arnSeq) % 1e6).padStart(6, '0')}${arnSeq % 10}`;

  it('says a query, the completion with its ARN and the GSTIN of a registration', async () => {
    const merchant = await readyMerchant(api.t, { balance: 3000 });
    const id = await readyRegistration(api.t, merchant.headers);
    const sub = await ok(await inject('POST', `${MR}/${id}/submit`, merchant.headers), 'submit');
    const refNo = sub.refNo as string;
    const link = `/merchant/product/gst/registration/view/${id}`;
    let before = await mark();
    await ok(await inject('POST', `${BR}/${id}/pick_up`, api.staff.headers, {}), 'pick up');
    await ok(
      await inject('POST', `${BR}/${id}/raise_query`, api.staff.headers, {
        remark: 'The electricity bill is unreadable.',
      }),
      'query',
    );
    expect(await toldSince(before)).toEqual([
      {
        userId: merchant.id,
        topic: 'gst_registration.query_raised',
        title: `Query raised on GST registration request ${refNo}`,
        text: 'The electricity bill is unreadable. Answer it from the request.',
        link,
        tone: 'bad',
      },
    ]);
    await ok(await inject('POST', `${MR}/${id}/answer`, merchant.headers, { remark: 'Clear copy uploaded' }), 'answer');
    const arn = freshArn();
    before = await mark();
    await ok(await inject('POST', `${BR}/${id}/complete`, api.staff.headers, { arn }), 'complete');
    const gstin = gstinFor('ABCPE1234F');
    await ok(await inject('POST', `${BR}/${id}/record_gstin`, api.staff.headers, { gstin }), 'gstin');
    expect(await toldSince(before)).toEqual([
      {
        userId: merchant.id,
        topic: 'gst_registration.completed',
        title: `GST registration request ${refNo} completed`,
        text: `ARN ${arn}.`,
        link,
        tone: 'good',
      },
      {
        userId: merchant.id,
        topic: 'gst_registration.gstin',
        title: `GSTIN ${gstin} allotted`,
        text: `GST registration request ${refNo} for Ramesh K Patil.`,
        link,
        tone: 'good',
      },
    ]);
  });

  it('says a rejected registration with the reason and the refund', async () => {
    const merchant = await readyMerchant(api.t, { balance: 3000 });
    const id = await readyRegistration(api.t, merchant.headers);
    const refNo = (await ok(await inject('POST', `${MR}/${id}/submit`, merchant.headers), 'submit')).refNo as string;
    const before = await mark();
    await ok(
      await inject('POST', `${BR}/${id}/reject`, api.staff.headers, { remark: 'PAN and name do not match' }),
      'reject',
    );
    expect(await toldSince(before)).toEqual([
      {
        userId: merchant.id,
        topic: 'gst_registration.rejected',
        title: `GST registration request ${refNo} rejected`,
        text: 'Reason: PAN and name do not match. ₹799.00/- is back in your wallet.',
        link: `/merchant/product/gst/registration/view/${id}`,
        tone: 'bad',
      },
    ]);
  });

  it('says a filing query, completion and rejection on the filing page', async () => {
    const merchant = await readyMerchant(api.t, { balance: 3000 });
    const done = await readyFiling(api.t, merchant.headers);
    const refused = await readyFiling(api.t, merchant.headers, gstr3b({ period: '2026-08' }));
    const doneRef = (await ok(await inject('POST', `${MF}/${done}/submit`, merchant.headers), 'submit'))
      .refNo as string;
    const refusedRef = (await ok(await inject('POST', `${MF}/${refused}/submit`, merchant.headers), 'submit'))
      .refNo as string;
    await ok(await inject('POST', `${BF}/${done}/pick_up`, api.staff.headers, {}), 'pick up');
    const before = await mark();
    await ok(
      await inject('POST', `${BF}/${done}/raise_query`, api.staff.headers, { remark: 'Send the sales register' }),
      'query',
    );
    await ok(await inject('POST', `${MF}/${done}/answer`, merchant.headers, { remark: 'Sent' }), 'answer');
    const arn = freshArn();
    await ok(await inject('POST', `${BF}/${done}/complete`, api.staff.headers, { arn }), 'complete');
    await ok(
      await inject('POST', `${BF}/${refused}/reject`, api.staff.headers, { remark: 'Period not open yet' }),
      'reject',
    );
    const link = (id: number) => `/merchant/product/gst/filling/view/${id}`;
    expect(await toldSince(before)).toEqual([
      {
        userId: merchant.id,
        topic: 'gst_filing.query_raised',
        title: `Query raised on GST filing request ${doneRef}`,
        text: 'Send the sales register. Answer it from the request.',
        link: link(done),
        tone: 'bad',
      },
      {
        userId: merchant.id,
        topic: 'gst_filing.completed',
        title: `GST filing request ${doneRef} completed`,
        text: `ARN ${arn}.`,
        link: link(done),
        tone: 'good',
      },
      {
        userId: merchant.id,
        topic: 'gst_filing.rejected',
        title: `GST filing request ${refusedRef} rejected`,
        text: 'Reason: Period not open yet. ₹299.00/- is back in your wallet.',
        link: link(refused),
        tone: 'bad',
      },
    ]);
  });
});

describe("UTI PAN: the shop's bell", () => {
  let psaSeq = 0;
  const psaId = () => `UTIBELL${Date.now() % 1e6}${++psaSeq}`;

  it('says the PSA login id issued, and a rejected registration with its refund', async () => {
    const merchant = await readyMerchant(api.t, { balance: 2000 });
    const id = await readyPsa(api.t, merchant.headers);
    const refNo = (await ok(await inject('POST', `${MP}/${id}/submit`, merchant.headers), 'submit')).refNo as string;
    const other = await readyMerchant(api.t, { balance: 2000 });
    const refused = await readyPsa(api.t, other.headers);
    const refusedRef = (await ok(await inject('POST', `${MP}/${refused}/submit`, other.headers), 'submit'))
      .refNo as string;
    const before = await mark();
    const given = psaId();
    await ok(await inject('POST', `${BP}/${id}/approve`, api.staff.headers, { psaId: given }), 'approve');
    await ok(
      await inject('POST', `${BP}/${refused}/reject`, api.staff.headers, { remark: 'Aadhaar copy cut off' }),
      'reject',
    );
    expect(await toldSince(before)).toEqual([
      {
        userId: merchant.id,
        topic: 'uti_psa.approved',
        title: `PSA login id ${given} issued`,
        text: `UTI PSA registration ${refNo} is approved. You can now request UTI PAN coupons.`,
        link: '/merchant/product/uti-pan/psa-loginid',
        tone: 'good',
      },
      {
        userId: other.id,
        topic: 'uti_psa.rejected',
        title: `UTI PSA registration ${refusedRef} rejected`,
        text: 'Reason: Aadhaar copy cut off. ₹199.00/- is back in your wallet.',
        link: `/merchant/product/uti-pan/psa-registration/${refused}`,
        tone: 'bad',
      },
    ]);
  });

  it('says the coupons allotted with what came back for the rest, and a rejected request', async () => {
    const merchant = await readyMerchant(api.t, { balance: 3000 });
    const psa = await readyPsa(api.t, merchant.headers);
    await ok(await inject('POST', `${MP}/${psa}/submit`, merchant.headers), 'submit');
    await ok(await inject('POST', `${BP}/${psa}/approve`, api.staff.headers, { psaId: psaId() }), 'approve');
    const part = await ok(
      await inject('POST', MC, merchant.headers, { couponType: 'physical', quantity: 10 }),
      'request',
    );
    const refused = await ok(
      await inject('POST', MC, merchant.headers, { couponType: 'epan', quantity: 2 }),
      'request',
    );
    const before = await mark();
    const orderRef = `ORD-${Date.now()}`;
    await ok(await inject('POST', `${BC}/${part.id}/allot`, api.staff.headers, { orderRef, allotted: 7 }), 'allot');
    await ok(
      await inject('POST', `${BC}/${refused.id}/reject`, api.staff.headers, {
        remark: 'e-PAN coupons are out of stock',
      }),
      'reject',
    );
    expect(await toldSince(before)).toEqual([
      {
        userId: merchant.id,
        topic: 'uti_coupon.allotted',
        title: `UTI coupon request ${part.refNo as string}: 7 of 10 coupons allotted`,
        text: `Physical PAN card, UTIITSL order ${orderRef}. ₹375.00/- for the ones not allotted is back in your wallet.`,
        link: '/merchant/product/uti-pan/topup-list',
        tone: 'good',
      },
      {
        userId: merchant.id,
        topic: 'uti_coupon.rejected',
        title: `UTI coupon request ${refused.refNo as string} rejected`,
        text: 'Reason: e-PAN coupons are out of stock. ₹190.00/- is back in your wallet.',
        link: '/merchant/product/uti-pan/topup-list',
        tone: 'bad',
      },
    ]);
  });
});
