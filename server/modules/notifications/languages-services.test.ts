import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_API, type NotificationList } from '../../../contract/notifications';
import { BR, MR, gstinFor, readyRegistration } from '../../test/gst';
import { B as PB, readyMerchant } from '../../test/nsdl-pan';
import { BC, BP, MC, MP, readyPsa } from '../../test/uti';
import { bellTest } from '../../test/bell';

/*
 * Issue 26: the services' announcements (NSDL PAN, GST, UTI) are stored as catalogue messages and listed in the
 * reader's language; a contract word inside one (a request's noun, a coupon type) is put in that language too.
 * In English they read exactly as the stored English (announcements-*.test.ts check that English as written).
 */

const { api, inject, ok, ackNo, verifiedPan } = bellTest();
type Headers = Record<string, string>;

/** The account's unread notifications, newest first, as [title, text], in `language` (none: no header). */
async function listed(headers: Headers, language?: string): Promise<[string, string][]> {
  const res = await inject(
    'GET',
    NOTIFICATIONS_API.list,
    language ? { ...headers, 'accept-language': language } : headers,
  );
  const list = (await ok(res, 'list')) as unknown as NotificationList;
  return list.items.map((n) => [n.title, n.text]);
}

describe('NSDL PAN in the reader’s language', () => {
  it('lists a rejection with its refund and a TIN rejection in Hindi, and in English without a language', async () => {
    const merchant = await readyMerchant(api.t, { balance: 1000 });
    const refused = await verifiedPan(merchant.headers);
    const tin = await verifiedPan(merchant.headers);
    await ok(
      await inject('POST', `${PB}/applications/${refused.id}/reject`, api.staff.headers, { remark: 'Photo not clear' }),
      'reject',
    );
    const ack = ackNo();
    await ok(
      await inject('POST', `${PB}/applications/${tin.id}/acknowledge`, api.staff.headers, { ackNo: ack }),
      'acknowledge',
    );
    await ok(
      await inject('POST', `${PB}/applications/${tin.id}/tin-reject`, api.staff.headers, {
        remark: 'Address proof illegible',
      }),
      'tin-reject',
    );

    expect(await listed(merchant.headers, 'hi-IN,hi;q=0.9')).toEqual([
      [
        `पैन आवेदन ${tin.tokenNo} टिन से नामंज़ूर`,
        `एक्नॉलेजमेंट नंबर ${ack}। कारण: Address proof illegible. सुधारे हुए दस्तावेज़ अपलोड करें।`,
      ],
      [`पैन आवेदन ${tin.tokenNo} की पावती मिल गई`, `एक्नॉलेजमेंट नंबर ${ack}।`],
      [`पैन आवेदन ${refused.tokenNo} नामंज़ूर`, 'कारण: Photo not clear. ₹130.00/- आपके वॉलेट में वापस आ गए।'],
    ]);
    expect(await listed(merchant.headers)).toEqual([
      [
        `PAN application ${tin.tokenNo} TIN-rejected`,
        `Ack no ${ack}. Reason: Address proof illegible. Upload the corrected documents.`,
      ],
      [`PAN application ${tin.tokenNo} acknowledged`, `Ack no ${ack}.`],
      [`PAN application ${refused.tokenNo} rejected`, 'Reason: Photo not clear. ₹130.00/- is back in your wallet.'],
    ]);
  });
});

describe('NSDL PAN paperless in the reader’s language', () => {
  it("lists the provider's acknowledgement and a failure with its refund in Hindi, and in English", async () => {
    const merchant = await readyMerchant(api.t, { balance: 1000 });
    const done = await api.confirmed(merchant.headers);
    const acked = await api.outcome(done.encData, 'success');
    await api.returnWith(acked.encData);
    const failed = await api.confirmed(merchant.headers);
    await api.returnWith((await api.outcome(failed.encData, 'ESP-944')).encData);

    const hi = await listed(merchant.headers, 'hi');
    expect(hi[0][0]).toBe(`पेपरलेस पैन आवेदन ${failed.refNo} फ़ेल हो गया`);
    expect(hi[0][1]).toMatch(/^कारण: ESP-944.*\. ₹120\.00\/- आपके वॉलेट में वापस आ गए।$/);
    expect(hi[1]).toEqual([`पेपरलेस पैन आवेदन ${done.refNo} की पावती मिल गई`, `एक्नॉलेजमेंट नंबर ${acked.result.ackNo}।`]);
    const en = await listed(merchant.headers);
    expect(en[0][0]).toBe(`Paperless PAN application ${failed.refNo} failed`);
    expect(en[0][1]).toMatch(/^Reason: ESP-944.*\. ₹120\.00\/- is back in your wallet\.$/);
    expect(en[1]).toEqual([`Paperless PAN application ${done.refNo} acknowledged`, `Ack no ${acked.result.ackNo}.`]);
  });
});

describe('GST in the reader’s language', () => {
  it("lists a query, the completion and the GSTIN in Hindi, the request's noun in Hindi too", async () => {
    const merchant = await readyMerchant(api.t, { balance: 3000 });
    const id = await readyRegistration(api.t, merchant.headers);
    const refNo = (await ok(await inject('POST', `${MR}/${id}/submit`, merchant.headers), 'submit')).refNo as string;
    await ok(await inject('POST', `${BR}/${id}/pick_up`, api.staff.headers, {}), 'pick up');
    await ok(
      await inject('POST', `${BR}/${id}/raise_query`, api.staff.headers, {
        remark: 'The electricity bill is unreadable.',
      }),
      'query',
    );
    await ok(await inject('POST', `${MR}/${id}/answer`, merchant.headers, { remark: 'Clear copy uploaded' }), 'answer');
    const arn = `AA271026${String(Date.now() % 1e6).padStart(6, '0')}7`;
    await ok(await inject('POST', `${BR}/${id}/complete`, api.staff.headers, { arn }), 'complete');
    const gstin = gstinFor('ABCPE1234F');
    await ok(await inject('POST', `${BR}/${id}/record_gstin`, api.staff.headers, { gstin }), 'gstin');

    expect(await listed(merchant.headers, 'hi')).toEqual([
      [`जीएसटीआईएन ${gstin} मिल गया`, `Ramesh K Patil की जीएसटी रजिस्ट्रेशन रिक्वेस्ट ${refNo}।`],
      [`जीएसटी रजिस्ट्रेशन रिक्वेस्ट ${refNo} पूरी हो गई`, `एआरएन ${arn}।`],
      [`जीएसटी रजिस्ट्रेशन रिक्वेस्ट ${refNo} पर सवाल पूछा गया`, 'The electricity bill is unreadable. रिक्वेस्ट खोलकर जवाब दें।'],
    ]);
    expect(await listed(merchant.headers)).toEqual([
      [`GSTIN ${gstin} allotted`, `GST registration request ${refNo} for Ramesh K Patil.`],
      [`GST registration request ${refNo} completed`, `ARN ${arn}.`],
      [
        `Query raised on GST registration request ${refNo}`,
        'The electricity bill is unreadable. Answer it from the request.',
      ],
    ]);
  });
});

describe('UTI PAN in the reader’s language', () => {
  it('lists the PSA login id, coupons allotted in part with the coupon type, and a rejected request in Hindi', async () => {
    const merchant = await readyMerchant(api.t, { balance: 3000 });
    const psa = await readyPsa(api.t, merchant.headers);
    const psaRef = (await ok(await inject('POST', `${MP}/${psa}/submit`, merchant.headers), 'submit')).refNo as string;
    const psaId = `UTILANG${Date.now() % 1e6}`;
    await ok(await inject('POST', `${BP}/${psa}/approve`, api.staff.headers, { psaId }), 'approve');
    const part = await ok(
      await inject('POST', MC, merchant.headers, { couponType: 'physical', quantity: 10 }),
      'request',
    );
    const refused = await ok(
      await inject('POST', MC, merchant.headers, { couponType: 'epan', quantity: 2 }),
      'request',
    );
    const orderRef = `ORD-${Date.now()}`;
    await ok(await inject('POST', `${BC}/${part.id}/allot`, api.staff.headers, { orderRef, allotted: 7 }), 'allot');
    await ok(
      await inject('POST', `${BC}/${refused.id}/reject`, api.staff.headers, {
        remark: 'e-PAN coupons are out of stock',
      }),
      'reject',
    );
    const [partRef, refusedRef] = [part.refNo as string, refused.refNo as string];

    expect(await listed(merchant.headers, 'hi')).toEqual([
      [`यूटीआई कूपन रिक्वेस्ट ${refusedRef} नामंज़ूर`, 'कारण: e-PAN coupons are out of stock. ₹190.00/- आपके वॉलेट में वापस आ गए।'],
      [
        `यूटीआई कूपन रिक्वेस्ट ${partRef}: 10 कूपन में से 7 अलॉट हुए`,
        `फ़िज़िकल पैन कार्ड, यूटीआईआईटीएसएल ऑर्डर ${orderRef}। जो कूपन अलॉट नहीं हुए, उनके ₹375.00/- आपके वॉलेट में वापस आ गए।`,
      ],
      [
        `पीएसए लॉग इन आईडी ${psaId} जारी हो गई`,
        `यूटीआई पीएसए रजिस्ट्रेशन ${psaRef} मंज़ूर हो गया। अब आप यूटीआई पैन कूपन मँगा सकते हैं।`,
      ],
    ]);
    expect(await listed(merchant.headers)).toEqual([
      [
        `UTI coupon request ${refusedRef} rejected`,
        'Reason: e-PAN coupons are out of stock. ₹190.00/- is back in your wallet.',
      ],
      [
        `UTI coupon request ${partRef}: 7 of 10 coupons allotted`,
        `Physical PAN card, UTIITSL order ${orderRef}. ₹375.00/- for the ones not allotted is back in your wallet.`,
      ],
      [
        `PSA login id ${psaId} issued`,
        `UTI PSA registration ${psaRef} is approved. You can now request UTI PAN coupons.`,
      ],
    ]);
  });
});
