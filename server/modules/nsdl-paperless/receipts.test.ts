import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PROVIDER_ERROR_CODES } from '../../../contract/nsdl-paperless';
import { RECEIPTS_API } from '../../../contract/receipts';
import { receipts } from '../../db/schema';
import { M, PRICE, paperlessApiTest } from '../../test/nsdl-paperless';

const api = paperlessApiTest();
const { inject } = api;
const receiptsOf = (id: number) =>
  api.t.database.db
    .select()
    .from(receipts)
    .where(and(eq(receipts.refType, 'service_request'), eq(receipts.requestId, id)))
    .orderBy(receipts.receiptNo);

// Issue 27 §1: the customer's receipt of a paperless PAN is written with its charge, and its refund's with the refund.
describe("a paperless application's receipts", () => {
  it('writes the sale receipt with the charge, for the applicant on the form', async () => {
    const m = await api.shop();
    const { id, refNo } = await api.confirmed(m.headers);
    const [sale, ...rest] = await receiptsOf(id);
    expect(rest).toEqual([]);
    expect(sale).toMatchObject({
      merchantId: m.id,
      kind: 'sale',
      reference: refNo,
      walletPaise: PRICE * 100,
      customerName: expect.stringContaining('Ravi'),
      customerMobile: '9876543210',
    });
    const [charge] = await api.entriesFor(id);
    expect(charge).toMatchObject({ direction: 'Dr', amountPaise: sale.walletPaise });
    // The shop's receipts list shows it.
    const list = await inject('POST', `${RECEIPTS_API.merchant}/table`, m.headers, { start: 0, length: 10 });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([expect.objectContaining({ id: sale.id, reference: refNo, wallet: PRICE })]);
  });

  it('writes no receipt when the charge fails', async () => {
    const m = await api.shop(0);
    const id = await api.draft(m.headers);
    const res = await inject('POST', `${M}/${id}/confirm`, m.headers);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await api.entriesFor(id)).toEqual([]);
    expect(await receiptsOf(id)).toEqual([]);
  });

  it('writes the refund receipt with the refund of a failed e-KYC', async () => {
    const m = await api.shop();
    const { id, encData } = await api.confirmed(m.headers);
    const out = await api.outcome(encData, PROVIDER_ERROR_CODES[0]);
    expect((await api.returnWith(out.encData)).statusCode).toBe(303);
    const rows = await receiptsOf(id);
    expect(rows.map((r) => [r.kind, r.walletPaise])).toEqual([
      ['sale', PRICE * 100],
      ['refund', PRICE * 100],
    ]);
    expect(rows[1].refersTo).toBe(rows[0].id);
    expect((await api.entriesFor(id)).map((e) => e.direction)).toEqual(['Dr', 'Cr']);
  });
});
