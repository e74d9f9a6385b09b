import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_API } from '../../../contract/reports';
import { panApplications } from '../../db/schema';
import { createTestApp, signedIn, type TestApp } from '../../test/app';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedIn>>;
let merchant: Awaited<ReturnType<typeof signedIn>>;
let seq = 0;

async function applications(states: string[]) {
  await t.database.db.insert(panApplications).values(
    states.map((state) => {
      seq++;
      return {
        tokenNo: `PV${String(seq).padStart(8, '0')}`,
        merchantId: merchant.id,
        merchantCode: merchant.code,
        createdBy: merchant.id,
        category: 'individual',
        appType: 'N' as const,
        state,
        name: `Applicant ${seq}`,
        data: {},
        dated: '2026-01-10',
        ackNo: state === 'acknowledged' ? String(884_000_000_000_000 + seq) : null,
      };
    }),
  );
}

const volume = async () =>
  (await t.app.inject({ method: 'GET', url: REPORTS_API.backendDashboard, headers: staff.headers })).json()
    .totPanVolume as number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signedIn(t, 'staff');
  merchant = await signedIn(t, 'merchant', { kind: 'owner' });
});
afterAll(() => t.close());

describe('back-office dashboard: total PAN volume', () => {
  it('counts submitted applications in every state past a draft, plus the successful backlog records', async () => {
    expect(await volume()).toBe(0);
    await applications(['draft', 'draft', 'waiting', 'verified', 'rejected', 'cancelled', 'acknowledged', 'completed']);
    expect(await volume()).toBe(6);
    await t.database.query(
      `insert into backlog_records (transid, dated, akn_no, pan_type, name, memno, status)
       values ('BV1', date '2023-06-01', '885000000000001', 'N', 'A ONE', $1, 'A'), ('BV2', date '2023-06-01',
         '885000000000002', 'N', 'A TWO', $1, 'A'),
              ('BV3', date '2023-06-01', '885000000000003', 'N', 'P ONE', $1, 'P')`,
      [merchant.code],
    );
    expect(await volume()).toBe(8);
  });

  it('follows an application out of draft: submitting it adds one', async () => {
    const before = await volume();
    await applications(['draft']);
    expect(await volume()).toBe(before);
    await t.database.query(`update pan_applications set state = 'waiting' where token_no = $1`, [
      `PV${String(seq).padStart(8, '0')}`,
    ]);
    expect(await volume()).toBe(before + 1);
  });
});
