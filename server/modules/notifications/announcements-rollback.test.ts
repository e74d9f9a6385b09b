import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENTS_API } from '../../../contract/payments';
import { panApplications } from '../../db/schema';
import { signedIn } from '../../test/app';
import { KYC_BACKEND_BASE } from '../kyc/routes';
import { B as PB, readyMerchant } from '../../test/nsdl-pan';
import { createPanEngine } from '../nsdl-pan/workflow';
import { BP, MP, readyPsa } from '../../test/uti';
import { bellTest } from '../../test/bell';

/*
 * The bell's announcements, a change that fails announces nothing: see server/test/bell.ts.
 */

const { api, inject, mark, toldSince, ok, ackNo, verifiedPan, submitKyc, paymentRequest } = bellTest();

describe('a change that fails says nothing', () => {
  it('an acknowledgement number already taken (a unique violation) leaves no notification', async () => {
    const merchant = await readyMerchant(api.t, { balance: 1000 });
    const firstApplication = await verifiedPan(merchant.headers);
    const secondApplication = await verifiedPan(merchant.headers);
    const ack = ackNo();
    await ok(
      await inject('POST', `${PB}/applications/${firstApplication.id}/acknowledge`, api.staff.headers, { ackNo: ack }),
      'acknowledge',
    );
    const before = await mark();
    expect(
      (
        await inject('POST', `${PB}/applications/${secondApplication.id}/acknowledge`, api.staff.headers, {
          ackNo: ack,
        })
      ).statusCode,
    ).toBe(409);
    expect(await toldSince(before)).toEqual([]);
  });

  it('a batch of moves that fails after the first was announced takes its notification back with it', async () => {
    const merchant = await readyMerchant(api.t, { balance: 1000 });
    const acked = await verifiedPan(merchant.headers);
    await ok(
      await inject('POST', `${PB}/applications/${acked.id}/acknowledge`, api.staff.headers, { ackNo: ackNo() }),
      'acknowledge',
    );
    const notAcked = await verifiedPan(merchant.headers);
    const engine = createPanEngine(api.t.database.db, async () => null);
    const staff = { id: api.staff.id, role: 'staff' as const, kind: null, merchantId: null };
    const before = await mark();
    // The first TIN rejection is written and announced, then the second is refused: nothing of it stays.
    const ids = [acked.id, notAcked.id].sort((x, y) => x - y);
    expect(ids[0]).toBe(acked.id);
    await expect(
      api.t.database.db.transaction((tx) => engine.moveMany(tx, staff, ids, 'tin_reject', { remark: 'Illegible' })),
    ).rejects.toThrow(/cannot be/);
    expect(await toldSince(before)).toEqual([]);
    const [row] = await api.t.database.db
      .select({ state: panApplications.state })
      .from(panApplications)
      .where(eq(panApplications.id, acked.id));
    expect(row.state).toBe('acknowledged');
  });

  it('a payment request approved twice at once tells the shop once; rejecting it afterwards tells nothing', async () => {
    const merchant = await readyMerchant(api.t);
    const id = await paymentRequest(merchant.headers);
    const before = await mark();
    const codes = (
      await Promise.all([1, 2].map(() => inject('POST', `${PAYMENTS_API.backend}/${id}/approve`, api.staff.headers)))
    )
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, 409]);
    expect(
      (await inject('POST', `${PAYMENTS_API.backend}/${id}/reject`, api.staff.headers, { remark: 'late' })).statusCode,
    ).toBe(409);
    expect((await toldSince(before)).map((r) => [r.userId, r.topic])).toEqual([
      [merchant.id, 'payment_request.approved'],
    ]);
  });

  it('a PSA login id already given to another shop leaves no notification', async () => {
    const given = `UTIDUP${Date.now() % 1e6}`;
    const first = await readyMerchant(api.t, { balance: 2000 });
    const firstPsa = await readyPsa(api.t, first.headers);
    await ok(await inject('POST', `${MP}/${firstPsa}/submit`, first.headers), 'submit');
    await ok(await inject('POST', `${BP}/${firstPsa}/approve`, api.staff.headers, { psaId: given }), 'approve');
    const second = await readyMerchant(api.t, { balance: 2000 });
    const secondPsa = await readyPsa(api.t, second.headers);
    await ok(await inject('POST', `${MP}/${secondPsa}/submit`, second.headers), 'submit');
    const before = await mark();
    expect((await inject('POST', `${BP}/${secondPsa}/approve`, api.staff.headers, { psaId: given })).statusCode).toBe(
      409,
    );
    expect(await toldSince(before)).toEqual([]);
  });

  it('a KYC decided twice tells its account once', async () => {
    const owner = await signedIn(api.t, 'merchant', { kind: 'owner' });
    const id = await submitKyc(owner.headers);
    const before = await mark();
    const codes = (
      await Promise.all([
        inject('POST', `${KYC_BACKEND_BASE}/${id}/approve`, api.staff.headers),
        inject('POST', `${KYC_BACKEND_BASE}/${id}/reject`, api.staff.headers, { remark: 'x' }),
      ])
    )
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, 409]);
    expect(await toldSince(before)).toHaveLength(1);
  });
});
