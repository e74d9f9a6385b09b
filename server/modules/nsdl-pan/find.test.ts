import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NSDL_PAN_API } from '../../../contract/nsdl-pan';
import { panApplications } from '../../db/schema';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { individualN } from '../../test/nsdl-pan';

const B = NSDL_PAN_API.backend;
let t: TestApp;
type Who = Awaited<ReturnType<typeof signedIn>>;
let staff: Who, admin: Who, merchant: Who;

/** An application as the workflow would leave it, inserted directly. */
async function application(over: Partial<typeof panApplications.$inferInsert>) {
  const [row] = await t.database.db
    .insert(panApplications)
    .values({
      tokenNo: 'PT0000000000',
      merchantId: merchant.id,
      merchantCode: merchant.code,
      createdBy: merchant.id,
      category: 'individual',
      appType: 'N',
      state: 'waiting',
      name: 'Ramesh K Patil',
      mobile: '9876543210',
      data: individualN(),
      dated: '2026-01-10',
      ...over,
    })
    .returning();
  return row;
}

const find = (who: Who, q: string) =>
  t.app.inject({ method: 'GET', url: `${B}/find?q=${encodeURIComponent(q)}`, headers: who.headers });

beforeAll(async () => {
  t = await createTestApp();
  staff = await signedIn(t, 'staff');
  admin = await signedIn(t, 'admin');
  merchant = await signedIn(t, 'merchant', { kind: 'owner' });
});
afterAll(() => t.close());

describe('GET {backend}/find (cancel-aadhar look-up)', () => {
  it('finds an application by token number, in any case and with spaces around', async () => {
    const app = await application({ tokenNo: 'PT0000700001', state: 'waiting' });
    const res = await find(staff, '  pt0000700001 ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: app.id,
      tokenNo: 'PT0000700001',
      state: 'waiting',
      stateLabel: 'Waiting for verification',
      merchant: { code: merchant.code },
    });
    expect(res.json().events).toEqual([]);
  });

  it('finds one by its 15-digit acknowledgement number', async () => {
    const app = await application({ tokenNo: 'PT0000700002', state: 'acknowledged', ackNo: '881030000700002' });
    const res = await find(admin, '881030000700002');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: app.id, ackNo: '881030000700002', state: 'acknowledged' });
  });

  it('answers 404 when no application has that number, and 400 for an empty one', async () => {
    const none = await find(staff, 'PT9999999999');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No application has token or acknowledgement number PT9999999999.');
    expect((await find(staff, '999999999999999')).statusCode).toBe(404);
    const empty = await find(staff, '  ');
    expect(empty.statusCode).toBe(400);
  });

  it('is for the back office only', async () => {
    await application({ tokenNo: 'PT0000700003' });
    expect((await find(merchant, 'PT0000700003')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${B}/find?q=PT0000700003` })).statusCode).toBe(401);
  });
});
