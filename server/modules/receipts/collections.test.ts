import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CollectionTotals } from '../../../contract/receipts';
import { receipts, users } from '../../db/schema';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { readyMerchant } from '../../test/nsdl-pan';
import { recordRefundReceipt, recordSaleReceipt } from './service';

const M = '/api/merchant/receipts';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://seva.example' });
});
afterAll(() => t.close());

type Shop = Awaited<ReturnType<typeof readyMerchant>>;
let requestId = 1_000;

/** A sale receipt (and its refund) written as the engine writes them, dated at noon in India on `day`. */
async function sale(
  m: Shop,
  o: { day: string; code?: 'NSDL_PHYSICAL_NEW' | 'UTI_COUPON'; wallet: number; madeBy: number; refund?: string },
) {
  const db = t.database.db;
  const id = ++requestId;
  const row = await db.transaction((tx) =>
    recordSaleReceipt(tx, {
      merchantId: m.id,
      refType: 'collect-test',
      requestId: id,
      reference: `CT${id}`,
      code: o.code ?? 'NSDL_PHYSICAL_NEW',
      quantity: 1,
      walletPaise: o.wallet,
      customerName: 'Sita Devi',
      customerMobile: '9876543210',
      consent: null,
      madeBy: o.madeBy,
    }),
  );
  await db
    .update(receipts)
    .set({ createdAt: new Date(`${o.day}T12:00:00+05:30`) })
    .where(eq(receipts.id, row.id));
  if (o.refund) {
    const back = await db.transaction((tx) =>
      recordRefundReceipt(tx, { refType: 'collect-test', requestId: id, walletPaise: null, madeBy: null }),
    );
    await db
      .update(receipts)
      .set({ createdAt: new Date(`${o.refund}T12:00:00+05:30`) })
      .where(eq(receipts.id, back!.id));
  }
  return row;
}

const page = (headers: Record<string, string>, url: string, body: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload: { length: 100, start: 0, ...body } });
const inRange = (from: string, to: string) => ({
  filters: [{ field: 'dated', opt: 'between', value1: from, value2: to }],
});

describe("the shop's receipts list", () => {
  it('shows the shop its own receipts (staff their shop’s, masked mobiles) and never another shop’s', async () => {
    const a = await readyMerchant(t);
    const b = await readyMerchant(t);
    const staff = await signedIn(t, 'merchant', { kind: 'staff', parentId: a.id });
    const mine = await sale(a, { day: '2026-11-02', wallet: 12_000, madeBy: a.id });
    await sale(b, { day: '2026-11-02', wallet: 12_000, madeBy: b.id });

    for (const who of [a.headers, staff.headers]) {
      const res = await page(who, `${M}/table`);
      expect(res.statusCode, res.body).toBe(200);
      const { data } = res.json() as { data: Record<string, unknown>[] };
      expect(data.map((r) => r.id)).toEqual([mine.id]);
      expect(data[0]).toMatchObject({ kind: 'sale', customerName: 'Sita Devi', customerMobile: '••••••3210' });
      expect(JSON.stringify(data)).not.toContain('9876543210');
    }
    // Another shop's receipt: neither in b's list, nor its PDF, whatever id b sends.
    const other = (await page(b.headers, `${M}/table`)).json() as { data: { id: number }[] };
    expect(other.data.map((r) => r.id)).not.toContain(mine.id);
    const pdf = await t.app.inject({ method: 'GET', url: `${M}/${mine.id}/pdf?layout=thermal`, headers: b.headers });
    expect(pdf.statusCode).toBe(404);
    const filtered = await page(b.headers, `${M}/table`, {
      filters: [{ field: 'receiptNo', opt: 'equals', value1: mine.receiptNo }],
    });
    expect((filtered.json() as { data: { id: number }[] }).data.map((r) => r.id)).not.toContain(mine.id);
  });
});

describe("the shop's collections", () => {
  it('sums cash and wallet per day, service and staff member, adding up to the receipts list of the range', async () => {
    const a = await readyMerchant(t);
    const other = await readyMerchant(t);
    const clerk = { ...(await signedIn(t, 'merchant', { kind: 'staff', parentId: a.id })), name: 'Counter clerk' };
    await t.database.db.update(users).set({ displayName: clerk.name }).where(eq(users.id, clerk.id));
    await sale(a, { day: '2026-11-03', wallet: 12_000, madeBy: a.id });
    await sale(a, { day: '2026-11-03', wallet: 12_000, madeBy: clerk.id, refund: '2026-11-04' });
    await sale(a, { day: '2026-11-04', code: 'UTI_COUPON', wallet: 9_000, madeBy: clerk.id });
    // Outside the range, and another shop's: neither counts.
    await sale(a, { day: '2026-11-06', wallet: 12_000, madeBy: a.id });
    await sale(other, { day: '2026-11-03', wallet: 12_000, madeBy: other.id });

    const range = { from: '2026-11-03', to: '2026-11-05' };
    const listed = (await page(a.headers, `${M}/table`, inRange(range.from, range.to))).json() as {
      data: { kind: string; amount: number; wallet: number; madeByName: string }[];
    };
    expect(listed.data).toHaveLength(4);
    const sign = (r: { kind: string }) => (r.kind === 'sale' ? 1 : -1);
    const cash = listed.data.reduce((s, r) => s + sign(r) * r.amount, 0);
    const wallet = listed.data.reduce((s, r) => s + sign(r) * r.wallet, 0);
    expect(wallet).toBe(210);

    const res = await page(a.headers, `${M}/collections`, { additionFilter: range });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (
      res.json() as {
        data: {
          day: string;
          serviceCode: string;
          madeByName: string;
          cash: number;
          wallet: number;
          sales: number;
          refunds: number;
        }[];
      }
    ).data;
    expect(rows.reduce((s, r) => s + r.cash, 0)).toBeCloseTo(cash, 2);
    expect(rows.reduce((s, r) => s + r.wallet, 0)).toBeCloseTo(wallet, 2);
    // The refund counts on its own day, under the clerk who made the sale.
    const refundDay = rows.find((r) => r.day === '2026-11-04' && r.serviceCode === 'NSDL_PHYSICAL_NEW');
    expect(refundDay).toMatchObject({ sales: 0, refunds: 1, wallet: -120, madeByName: clerk.name });

    const totals = (
      await t.app.inject({
        method: 'GET',
        url: `${M}/collections/totals?from=2026-11-03&to=2026-11-05`,
        headers: a.headers,
      })
    ).json() as CollectionTotals;
    expect(totals.total).toMatchObject({ sales: 3, refunds: 1, wallet });
    expect(totals.total.cash).toBeCloseTo(cash, 2);
    for (const part of [totals.byService, totals.byStaff]) {
      expect(part.reduce((s, r) => s + r.cash, 0)).toBeCloseTo(cash, 2);
      expect(part.reduce((s, r) => s + r.wallet, 0)).toBeCloseTo(wallet, 2);
    }
    expect(totals.byService.find((r) => r.serviceCode === 'UTI_COUPON')).toMatchObject({ sales: 1, wallet: 90 });
    expect(totals.byStaff.find((r) => r.madeByName === clerk.name)).toMatchObject({ sales: 2, refunds: 1, wallet: 90 });

    // A franchise member's takings are its own: none of the shop's.
    const member = await signedIn(t, 'merchant', { kind: 'franchise', parentId: a.id });
    const its = await page(member.headers, `${M}/collections`, { additionFilter: range });
    expect(its.statusCode, its.body).toBe(200);
    expect(its.json().data).toEqual([]);
    // Staff print receipts but do not see the shop's takings.
    expect((await page(clerk.headers, `${M}/collections`, { additionFilter: range })).statusCode).toBe(403);
  });

  it('refuses a range that ends before it starts, with the field named', async () => {
    const a = await readyMerchant(t);
    const res = await page(a.headers, `${M}/collections`, { additionFilter: { from: '2026-11-05', to: '2026-11-01' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(['additionFilter.to']);
  });

  it('exports the days as CSV in the reader’s language', async () => {
    const a = await readyMerchant(t);
    await sale(a, { day: '2026-11-07', wallet: 12_000, madeBy: a.id });
    const res = await t.app.inject({
      method: 'POST',
      url: `${M}/collections/export?format=csv`,
      headers: { ...a.headers, 'accept-language': 'hi' },
      payload: { additionFilter: { from: '2026-11-07', to: '2026-11-07' }, columns: ['day', 'sales', 'wallet'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('बिक्री');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('120');
  });
});
