import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { REPORTS_API } from '../../../contract/reports';
import { UTI_API } from '../../../contract/uti';
import { serviceRequests } from '../../db/schema';
import { requestApiTest } from '../../test/requests';
import { balanceOf, readyMerchant } from '../../test/nsdl-pan';
import { BC, EPAN_PRICE, MC, MP, PHYSICAL_PRICE, PSA_PRICE, readyPsa, shopWithPsa } from '../../test/uti';

/**
 * Coupon requests through the API: only with an approved PSA id, charged at once, allotted in whole or in part (the
 * rest refunded once), or rejected.
 */

const api = requestApiTest();
const { inject, entriesFor } = api;
let psaSeq = 0;
const couponRowsOf = (merchantId: number) =>
  api.t.database.db
    .select()
    .from(serviceRequests)
    .where(sql`${serviceRequests.service} = 'uti-coupon' and ${serviceRequests.merchantId} = ${merchantId}`);
/** A shop with an approved PSA login id of its own. */
const approvedShop = (balance = 2000) => shopWithPsa(api.t, api.staff.headers, `UTICPN${++psaSeq}`, balance);
const request = (headers: Record<string, string>, couponType: string, quantity: number) =>
  inject('POST', MC, headers, { couponType, quantity });

describe('requesting coupons', () => {
  it('is refused without an approved PSA login id, with nothing charged or kept', async () => {
    const none = await readyMerchant(api.t, { balance: 1000 });
    const res = await request(none.headers, 'physical', 2);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/register as a PSA first/);
    const waiting = await readyMerchant(api.t, { balance: 1000 });
    const id = await readyPsa(api.t, waiting.headers);
    await inject('POST', `${MP}/${id}/submit`, waiting.headers);
    expect((await request(waiting.headers, 'epan', 1)).json().message).toMatch(
      /once your PSA registration UP\d+ is approved/,
    );
    for (const m of [none, waiting]) expect(await couponRowsOf(m.id)).toEqual([]);
    expect(await balanceOf(api.t, none.id)).toBe(1000);
  });

  it('checks the type and the quantity (1 to 500)', async () => {
    const { m } = await approvedShop();
    for (const [type, q] of [
      ['physical', 0],
      ['physical', 501],
      ['physical', 2.5],
      ['paper', 3],
    ] as const)
      expect((await request(m.headers, type, q)).statusCode).toBe(400);
    expect(await couponRowsOf(m.id)).toEqual([]);
  });

  it('charges quantity × the rate of the type at once, and five requests at once are five charges', async () => {
    const { m } = await approvedShop(2000);
    const physical = await request(m.headers, 'physical', 4);
    expect(physical.statusCode).toBe(200);
    expect(physical.json()).toMatchObject({
      service: 'uti-coupon',
      refNo: expect.stringMatching(/^UC\d{10}$/),
      state: 'requested',
      kind: 'physical',
      quantity: 4,
      amount: 4 * PHYSICAL_PRICE,
      allotted: null,
      refunded: null,
    });
    expect(physical.json().allowedActions).toEqual([]);
    const results = await Promise.all(Array.from({ length: 5 }, () => request(m.headers, 'epan', 2)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(5);
    expect(await balanceOf(api.t, m.id)).toBe(2000 - PSA_PRICE - 4 * PHYSICAL_PRICE - 5 * 2 * EPAN_PRICE);
    for (const r of results)
      expect((await entriesFor(r.json().id)).map((e) => [e.direction, e.amountPaise])).toEqual([
        ['Dr', 2 * EPAN_PRICE * 100],
      ]);
    const summary = (await inject('GET', `${UTI_API.merchant}/summary`, m.headers)).json();
    expect(summary.coupons).toEqual({
      physical: { requested: 4, waiting: 4, allotted: 0 },
      epan: { requested: 10, waiting: 10, allotted: 0 },
    });
    expect(summary.prices).toEqual({ psa: PSA_PRICE, physical: PHYSICAL_PRICE, epan: EPAN_PRICE });
  });

  it('says the shortfall when the balance is short and leaves no request behind', async () => {
    const { m } = await approvedShop(2000);
    const spent = 2000 - PSA_PRICE;
    const res = await request(m.headers, 'physical', 20);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      shortfall: 20 * PHYSICAL_PRICE - spent,
      message: expect.stringMatching(/Insufficient balance/),
    });
    expect(await couponRowsOf(m.id)).toEqual([]);
    expect(await balanceOf(api.t, m.id)).toBe(spent);
  });
});

describe('the back office', () => {
  it('allots fewer than asked with the order reference, refunding the difference once when five allotments race', async () => {
    const { m } = await approvedShop(2000);
    const id = (await request(m.headers, 'physical', 10)).json().id as number;
    expect(
      (await inject('GET', `${BC}/${id}`, api.staff.headers))
        .json()
        .allowedActions.map((a: { action: string }) => a.action),
    ).toEqual(['allot', 'reject']);
    expect(
      (await inject('POST', `${BC}/${id}/allot`, api.staff.headers, { orderRef: 'ORD-2026/0042', allotted: 11 })).json()
        .errors.allotted[0],
    ).toBe('At most 10 coupons were requested');
    expect(
      (await inject('POST', `${BC}/${id}/allot`, api.staff.headers, { orderRef: 'x', allotted: 5 })).statusCode,
    ).toBe(400);
    expect(
      (await inject('POST', `${BC}/${id}/allot`, m.headers, { orderRef: 'ORD-2026/0042', allotted: 5 })).statusCode,
    ).toBe(403);

    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        inject('POST', `${BC}/${id}/allot`, api.staff.headers, { orderRef: 'ord-2026/0042', allotted: 7 }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const d = results.find((r) => r.statusCode === 200)!.json();
    expect(d).toMatchObject({
      state: 'allotted',
      result: 'ORD-2026/0042',
      quantity: 10,
      allotted: 7,
      amount: 10 * PHYSICAL_PRICE,
      refunded: 3 * PHYSICAL_PRICE,
      data: { allotted: 7, orderRef: 'ORD-2026/0042' },
    });
    expect(d.events.at(-1)).toMatchObject({ action: 'allot', remark: 'Order ORD-2026/0042: 7 of 10 coupons allotted' });
    const entries = await entriesFor(id);
    expect(entries.map((e) => [e.direction, e.amountPaise])).toEqual([
      ['Dr', 10 * PHYSICAL_PRICE * 100],
      ['Cr', 3 * PHYSICAL_PRICE * 100],
    ]);
    expect(entries[1]).toMatchObject({
      reversesEntryId: entries[0].id,
      narration: expect.stringMatching(/3 of 10 coupons not allotted/),
    });
    expect(await balanceOf(api.t, m.id)).toBe(2000 - PSA_PRICE - 7 * PHYSICAL_PRICE);
    // Allotted is final: no rejection, no second refund.
    expect((await inject('POST', `${BC}/${id}/reject`, api.staff.headers, { remark: 'late' })).statusCode).toBe(409);
    expect(await entriesFor(id)).toHaveLength(2);

    const summary = (await inject('GET', `${UTI_API.merchant}/summary`, m.headers)).json();
    expect(summary.coupons.physical).toEqual({ requested: 10, waiting: 0, allotted: 7 });
    const allotted = (await inject('POST', `${MC}/lists/all`, m.headers, { start: 0, length: 10 })).json().data;
    expect(allotted.map((r: { id: number; allotted: number; result: string }) => [r.id, r.allotted, r.result])).toEqual(
      [[id, 7, 'ORD-2026/0042']],
    );
  });

  it('allots all with no refund, and refuses an order reference already entered', async () => {
    const { m } = await approvedShop(2000);
    const a = (await request(m.headers, 'epan', 3)).json().id as number;
    const b = (await request(m.headers, 'epan', 3)).json().id as number;
    const all = (
      await inject('POST', `${BC}/${a}/allot`, api.staff.headers, { orderRef: `ORDER-${a}`, allotted: 3 })
    ).json();
    expect(all).toMatchObject({ state: 'allotted', allotted: 3, refunded: null });
    expect(await entriesFor(a)).toHaveLength(1);
    const dup = await inject('POST', `${BC}/${b}/allot`, api.staff.headers, { orderRef: `ORDER-${a}`, allotted: 3 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(`Order reference ORDER-${a} is already entered for another coupon request.`);
    expect((await inject('GET', `${BC}/${b}`, api.staff.headers)).json()).toMatchObject({
      state: 'requested',
      result: null,
    });
  });

  it('rejects with a reason, refunding the whole charge once', async () => {
    const { m } = await approvedShop(2000);
    const id = (await request(m.headers, 'physical', 2)).json().id as number;
    expect((await inject('POST', `${BC}/${id}/reject`, api.staff.headers, {})).statusCode).toBe(400);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        inject('POST', `${BC}/${id}/reject`, api.staff.headers, { remark: 'UTIITSL has no stock this week.' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await inject('GET', `${MC}/${id}`, m.headers)).json()).toMatchObject({
      state: 'rejected',
      remark: 'UTIITSL has no stock this week.',
      refunded: 2 * PHYSICAL_PRICE,
      allotted: null,
    });
    expect(await balanceOf(api.t, m.id)).toBe(2000 - PSA_PRICE);
  });

  it('counts the queues and the coupons allotted today and this month, and works the lists', async () => {
    const before = (await inject('GET', `${UTI_API.backend}/dashboard`, api.staff.headers)).json();
    const { m } = await approvedShop(2000);
    const waiting = (await request(m.headers, 'physical', 1)).json().id as number;
    const done = (await request(m.headers, 'epan', 6)).json().id as number;
    await inject('POST', `${BC}/${done}/allot`, api.staff.headers, { orderRef: `ORDER-${done}`, allotted: 5 });
    const after = (await inject('GET', `${UTI_API.backend}/dashboard`, api.staff.headers)).json();
    expect(after.couponRequestsWaiting - before.couponRequestsWaiting).toBe(1);
    expect(after.couponsAllottedToday - before.couponsAllottedToday).toBe(5);
    expect(after.couponsAllottedThisMonth - before.couponsAllottedThisMonth).toBe(5);
    expect(after.psaWaiting).toBe(before.psaWaiting);
    expect(after.psa.approved - (before.psa.approved ?? 0)).toBe(1);

    const ids = async (list: string, body: Record<string, unknown> = {}) =>
      (
        (await inject('POST', `${BC}/lists/${list}`, api.staff.headers, { start: 0, length: 100, ...body })).json()
          .data as { id: number }[]
      ).map((r) => r.id);
    expect(await ids('pending')).toContain(waiting);
    expect(await ids('pending')).not.toContain(done);
    expect(await ids('allotted', { filters: [{ field: 'merchant_code', opt: 'equals', value1: m.code }] })).toEqual([
      done,
    ]);
    expect(
      await ids('all', {
        filters: [
          { field: 'kind', opt: 'equals', value1: 'physical' },
          { field: 'merchant_code', opt: 'equals', value1: m.code },
        ],
      }),
    ).toEqual([waiting]);
    const other = await readyMerchant(api.t, { balance: 100 });
    expect((await inject('GET', `${MC}/${waiting}`, other.headers)).statusCode).toBe(404);
    expect((await inject('POST', `${MC}/lists/all`, other.headers, { start: 0, length: 10 })).json().data).toEqual([]);
  });
});

describe('the reports', () => {
  it("name UTI's charges and refunds by their service in the ledger statement and the service summary", async () => {
    const { m } = await approvedShop(2000);
    const id = (await request(m.headers, 'physical', 4)).json().id as number;
    await inject('POST', `${BC}/${id}/allot`, api.staff.headers, { orderRef: `ORDER-${id}`, allotted: 3 });
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const body = {
      filters: [],
      search: '',
      length: 20,
      start: 0,
      sorts: [],
      additionFilter: { from: today, to: today },
    };
    const ledger = await inject('POST', `${REPORTS_API.merchantLedger}/list`, m.headers, body);
    const rows = ledger.json().data as { refType: string; dr: number; cr: number }[];
    expect(rows.filter((r) => r.refType !== 'test').map((r) => [r.refType, r.dr, r.cr])).toEqual([
      ['uti-psa', PSA_PRICE, 0],
      ['uti-coupon', 4 * PHYSICAL_PRICE, 0],
      // A refund line says so in its type ("UTI coupons refund"); the summary counts it under the service.
      ['uti-coupon:refund', 0, PHYSICAL_PRICE],
    ]);
    const summary = (
      await inject('GET', `${REPORTS_API.merchantServices}?from=${today}&to=${today}`, m.headers)
    ).json();
    expect(summary.filter((r: { refType: string }) => r.refType.startsWith('uti'))).toEqual([
      { refType: 'uti-coupon', entries: 2, dr: 4 * PHYSICAL_PRICE, cr: PHYSICAL_PRICE },
      { refType: 'uti-psa', entries: 1, dr: PSA_PRICE, cr: 0 },
    ]);
  });
});

describe('the row', () => {
  it('keeps the quantity and type in its columns, so lists and prices read no JSON', async () => {
    const { m } = await approvedShop(2000);
    const id = (await request(m.headers, 'epan', 7)).json().id as number;
    const [row] = await api.t.database.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
    expect(row).toMatchObject({
      service: 'uti-coupon',
      kind: 'epan',
      quantity: 7,
      amountPaise: 7 * EPAN_PRICE * 100,
      state: 'requested',
    });
  });
});
