import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { postAlone, walletOf } from '../wallet/ledger';
import { REPORTS_API } from '../../../contract/reports';

let t: TestApp;
let m: Awaited<ReturnType<typeof signedIn>>;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

beforeAll(async () => {
  t = await createTestApp();
  m = await signedIn(t, 'merchant', { kind: 'owner' });
  await t.database.query('insert into wallets (user_id) values ($1)', [m.id]);
  const w = await walletOf(t.database.db, m.id);
  // Backdating needs the append-only trigger off for a moment: the test arranges history, the app never does.
  const p = async (direction: 'Dr' | 'Cr', paise: number, refType: string, at: string) => {
    const { entry } = await postAlone(t.database.db, {
      walletId: w.id,
      direction,
      amountPaise: paise,
      refType,
      narration: `${refType} ${paise}`,
      idempotencyKey: crypto.randomUUID(),
      actorId: null,
    });
    await t.database.query('alter table ledger_entries disable trigger ledger_no_change');
    await t.database.query('update ledger_entries set created_at = $1 where id = $2', [at, entry.id]);
    await t.database.query('alter table ledger_entries enable trigger ledger_no_change');
  };
  await p('Cr', 100_000, 'payment_request', '2026-01-10T06:00:00Z');
  await p('Dr', 12_200, 'pan_application', '2026-01-15T06:00:00Z');
  await p('Cr', 50_000, 'upi_gateway', '2026-02-01T06:00:00Z');
  await p('Dr', 12_200, 'pan_application', '2026-02-02T06:00:00Z');
});
afterAll(() => t.close());

describe('ledger statement', () => {
  it('gives opening balance, Dr/Cr totals and closing balance for a period', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${REPORTS_API.merchantLedger}/summary?from=2026-01-12&to=2026-02-01`,
      headers: m.headers,
    });
    expect(res.json()).toEqual({
      from: '2026-01-12',
      to: '2026-02-01',
      opening: 1000,
      totalDr: 122,
      totalCr: 500,
      closing: 1378,
    });
  });

  it('lists the period’s entries with the running balance, and exports them', async () => {
    const body = {
      filters: [],
      search: '',
      length: 10,
      start: 0,
      sorts: [],
      additionFilter: { from: '2026-01-12', to: '2026-02-01' },
    };
    const list = (
      await t.app.inject({
        method: 'POST',
        url: `${REPORTS_API.merchantLedger}/list`,
        headers: m.headers,
        payload: body,
      })
    ).json();
    expect(list.data.map((r: { dr: number; cr: number; balance: number }) => [r.dr, r.cr, r.balance])).toEqual([
      [122, 0, 878],
      [0, 500, 1378],
    ]);
    const csv = await t.app.inject({
      method: 'POST',
      url: `${REPORTS_API.merchantLedger}/list/export?format=csv`,
      headers: m.headers,
      payload: { ...body, columns: ['createdAt', 'narration', 'dr', 'cr', 'balance'] },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('Date,Particulars,Dr,Cr,Balance');
  });

  it('refuses a reversed period and another merchant sees nothing of it', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: `${REPORTS_API.merchantLedger}/summary?from=2026-03-01&to=2026-01-01`,
      headers: m.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.to).toEqual(['The start date must be on or before the end date']);
    const other = await signedIn(t, 'merchant', { kind: 'owner' });
    await t.database.query('insert into wallets (user_id) values ($1)', [other.id]);
    const list = (
      await t.app.inject({
        method: 'POST',
        url: `${REPORTS_API.merchantLedger}/list`,
        headers: other.headers,
        payload: { filters: [], search: '', length: 10, start: 0, sorts: [] },
      })
    ).json();
    expect(list.totalRecords).toBe(0);
  });

  it('summarises by service', async () => {
    const res = (
      await t.app.inject({
        method: 'GET',
        url: `${REPORTS_API.merchantServices}?from=2026-01-01&to=2026-12-31`,
        headers: m.headers,
      })
    ).json();
    expect(res).toEqual([
      { refType: 'pan_application', entries: 2, dr: 244, cr: 0 },
      { refType: 'payment_request', entries: 1, dr: 0, cr: 1000 },
      { refType: 'upi_gateway', entries: 1, dr: 0, cr: 500 },
    ]);
  });
});

describe('daily collection and dashboards', () => {
  it('adds up each day by channel and exports', async () => {
    const staff = await signedIn(t, 'staff');
    const res = (
      await t.app.inject({
        method: 'GET',
        url: `${REPORTS_API.dailyCollection}?from=2026-01-01&to=2026-02-28`,
        headers: staff.headers,
      })
    ).json();
    expect(res.rows.map((r: { day: string }) => r.day)).toEqual([
      '2026-01-10',
      '2026-01-15',
      '2026-02-01',
      '2026-02-02',
    ]);
    expect(res.totals).toEqual({
      topupBank: 1000,
      topupUpi: 500,
      adjustments: 0,
      serviceRevenue: 244,
      refunds: 0,
      net: 244,
    });
    const x = await t.app.inject({
      method: 'GET',
      url: `${REPORTS_API.dailyCollection}/export?from=2026-01-01&to=2026-02-28&format=xlsx`,
      headers: staff.headers,
    });
    expect(x.statusCode).toBe(200);
    expect(x.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${REPORTS_API.dailyCollection}?from=2026-01-01&to=2026-02-28`,
          headers: m.headers,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('the merchant dashboard shows balance, today’s spend and recent entries', async () => {
    const d = (await t.app.inject({ method: 'GET', url: REPORTS_API.merchantDashboard, headers: m.headers })).json();
    expect(d).toMatchObject({ balance: 1256, todaySpend: 0, kycStatus: 'not_submitted' });
    expect(d.recent.map((e: { amount: number }) => e.amount)).toEqual([122, 500, 122, 1000]);
    expect(d.panByStatus.map((p: { label: string }) => p.label)).toEqual(['Success', 'Pending', 'Failed']);
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('the back-office dashboard counts IDs by type and the waiting queues', async () => {
    const staff = await signedIn(t, 'staff');
    const d = (await t.app.inject({ method: 'GET', url: REPORTS_API.backendDashboard, headers: staff.headers })).json();
    expect(d.idDetail.map((i: { id: string }) => i.id)).toEqual([
      'PAN Retailer ID',
      'PAN Distributor ID',
      'PAN + GST Retailer ID',
    ]);
    expect(d).toMatchObject({ totPanVolume: 0, pendingRegistrations: 0, pendingPayments: 0, pendingKyc: 0 });
  });
});
