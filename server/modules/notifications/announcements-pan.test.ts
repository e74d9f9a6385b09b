import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS_API } from '../../../contract/staff-permissions';
import { signedIn } from '../../test/app';
import { B as PB, M as PM, approveKyc, readyMerchant, scanJpeg, upload } from '../../test/nsdl-pan';
import { M as PLM } from '../../test/nsdl-paperless';
import { listNotifications } from './service';
import { bellTest } from '../../test/bell';

/*
 * The bell's announcements, NSDL PAN's physical and paperless announcements: see server/test/bell.ts.
 */

const { api, inject, mark, toldSince, ok, ackNo, verifiedPan } = bellTest();

describe("NSDL PAN physical: the shop's bell", () => {
  it('says an acknowledgement with its number, to the shop only', async () => {
    const merchant = await readyMerchant(api.t, { balance: 1000 });
    const other = await readyMerchant(api.t, { balance: 1000 });
    const { id, tokenNo } = await verifiedPan(merchant.headers);
    const before = await mark();
    const ack = ackNo();
    await ok(
      await inject('POST', `${PB}/applications/${id}/acknowledge`, api.staff.headers, { ackNo: ack }),
      'acknowledge',
    );
    expect(await toldSince(before)).toEqual([
      {
        userId: merchant.id,
        topic: 'nsdl_pan.acknowledged',
        title: `PAN application ${tokenNo} acknowledged`,
        text: `Ack no ${ack}.`,
        link: `/merchant/product/nsdl-pan/physical/info/${id}`,
        tone: 'good',
      },
    ]);
    // The shop's bell lists it; another shop's is empty.
    expect((await listNotifications(api.t.database.db, merchant.id)).items.map((n) => n.title)).toEqual([
      `PAN application ${tokenNo} acknowledged`,
    ]);
    expect(await listNotifications(api.t.database.db, other.id)).toEqual({ unread: 0, items: [] });
  });

  it('says a TIN rejection, and a rejection of the corrections, with the reason', async () => {
    const merchant = await readyMerchant(api.t, { balance: 1000 });
    const { id, tokenNo } = await verifiedPan(merchant.headers);
    const ack = ackNo();
    await ok(
      await inject('POST', `${PB}/applications/${id}/acknowledge`, api.staff.headers, { ackNo: ack }),
      'acknowledge',
    );
    let before = await mark();
    await ok(
      await inject('POST', `${PB}/applications/${id}/tin-reject`, api.staff.headers, {
        remark: 'Address proof illegible',
      }),
      'tin-reject',
    );
    const told = {
      userId: merchant.id,
      topic: 'nsdl_pan.tin_rejected',
      title: `PAN application ${tokenNo} TIN-rejected`,
      text: `Ack no ${ack}. Reason: Address proof illegible. Upload the corrected documents.`,
      link: `/merchant/product/nsdl-pan/physical/info/${id}`,
      tone: 'bad',
    };
    expect(await toldSince(before)).toEqual([told]);

    await ok(
      await upload(api.t, merchant.headers, id, 'tin', {
        name: 'address-new.jpg',
        type: 'image/jpeg',
        data: await scanJpeg(300, 400),
      }),
      'upload',
    );
    before = await mark();
    await ok(await inject('POST', `${PM}/ack/${ack}/tin-resubmit`, merchant.headers, {}), 'tin-resubmit');
    expect(await toldSince(before)).toEqual([]);
    await ok(
      await inject('POST', `${PB}/applications/${id}/tin-reject-again`, api.staff.headers, {
        remark: 'Still illegible.',
      }),
      'tin-reject-again',
    );
    expect(await toldSince(before)).toEqual([
      { ...told, text: `Ack no ${ack}. Reason: Still illegible. Upload the corrected documents.` },
    ]);
  });

  it('says a rejection and a cancellation with the reason and the refund', async () => {
    const merchant = await readyMerchant(api.t, { balance: 1000 });
    const firstApplication = await verifiedPan(merchant.headers);
    const secondApplication = await verifiedPan(merchant.headers);
    const before = await mark();
    await ok(
      await inject('POST', `${PB}/applications/${firstApplication.id}/reject`, api.staff.headers, {
        remark: 'Photo not clear',
      }),
      'reject',
    );
    await ok(
      await inject('POST', `${PB}/applications/${secondApplication.id}/cancel`, api.staff.headers, {
        remark: 'Duplicate of another application',
      }),
      'cancel',
    );
    expect(await toldSince(before)).toEqual([
      {
        userId: merchant.id,
        topic: 'nsdl_pan.rejected',
        title: `PAN application ${firstApplication.tokenNo} rejected`,
        text: 'Reason: Photo not clear. ₹130.00/- is back in your wallet.',
        link: `/merchant/product/nsdl-pan/physical/info/${firstApplication.id}`,
        tone: 'bad',
      },
      {
        userId: merchant.id,
        topic: 'nsdl_pan.cancelled',
        title: `PAN application ${secondApplication.tokenNo} cancelled`,
        text: 'Reason: Duplicate of another application. ₹130.00/- is back in your wallet.',
        link: `/merchant/product/nsdl-pan/physical/info/${secondApplication.id}`,
        tone: 'bad',
      },
    ]);
  });
});

describe("NSDL PAN paperless: the shop's bell", () => {
  it("says the provider's acknowledgement, to the shop and the staff member who made it", async () => {
    const owner = await readyMerchant(api.t, { balance: 1000 });
    const counter = await signedIn(api.t, 'merchant', { kind: 'staff', parentId: owner.id });
    await ok(
      await inject('PUT', `${STAFF_PERMISSIONS_API}/${counter.id}/permissions`, owner.headers, {
        services: ['nsdl_pan'],
      }),
      'permission',
    );
    await approveKyc(api.t, counter.id);
    const { id, refNo, encData } = await api.confirmed(counter.headers);
    const out = await api.outcome(encData, 'success');
    const before = await mark();
    expect((await api.returnWith(out.encData)).statusCode).toBe(303);
    const told = {
      topic: 'nsdl_paperless.acknowledged',
      title: `Paperless PAN application ${refNo} acknowledged`,
      text: `Ack no ${out.result.ackNo}.`,
      link: `/merchant/product/nsdl-pan/paperless/${id}/confirm`,
      tone: 'good',
    };
    expect(await toldSince(before)).toEqual([
      { userId: owner.id, ...told },
      { userId: counter.id, ...told },
    ]);
    // The same result brought back again changes nothing and says nothing.
    const again = await mark();
    await api.returnWith(out.encData);
    expect(await toldSince(again)).toEqual([]);
  });

  it("says a failure with the provider's reason and the refund", async () => {
    const merchant = await readyMerchant(api.t, { balance: 1000 });
    const { id, refNo, encData } = await api.confirmed(merchant.headers);
    const out = await api.outcome(encData, 'ESP-944');
    const before = await mark();
    await api.returnWith(out.encData);
    expect((await inject('GET', `${PLM}/${id}`, merchant.headers)).json().state).toBe('failed');
    const [told] = await toldSince(before);
    expect(await toldSince(before)).toHaveLength(1);
    expect(told).toMatchObject({
      userId: merchant.id,
      topic: 'nsdl_paperless.failed',
      title: `Paperless PAN application ${refNo} failed`,
      link: `/merchant/product/nsdl-pan/paperless/${id}/confirm`,
      tone: 'bad',
    });
    expect(told.text).toMatch(/^Reason: ESP-944.*\. ₹120\.00\/- is back in your wallet\.$/);
  });
});
