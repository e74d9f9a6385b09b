import { describe, expect, it } from 'vitest';
import { LEDGER_COLUMNS, REPORTS_API, ledgerTypeLabel } from '../../../contract/reports';
import { postAlone, walletOf } from '../wallet/ledger';
import { requestApiTest } from '../../test/requests';
import { signedIn } from '../../test/app';
import { FILING_PRICE, MF, readyFiling } from '../../test/gst';
import { BC, BP, MC, MP, PHYSICAL_PRICE, PSA_PRICE, readyPsa, shopWithPsa } from '../../test/uti';
import { readyMerchant } from '../../test/nsdl-pan';
import { STAFF_PERMISSIONS_API } from '../../../contract/staff-permissions';

/*
 * The reports name the services on the shared request workflow: a UTI PSA charge, a coupon charge with
 * its partial refund and a GST filing charge land under their own names in the ledger statement, the
 * service summary and the daily collection, and an entry whose request cannot be found still shows.
 */

const api = requestApiTest();
const { inject } = api;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
type Row = { refType: string; narration: string; dr: number; cr: number };

async function shopWithEverything() {
  const { m } = await shopWithPsa(api.t, api.staff.headers, 'UTIRPT1', 3000);
  const coupons = (await inject('POST', MC, m.headers, { couponType: 'physical', quantity: 4 })).json().id as number;
  expect(
    (await inject('POST', `${BC}/${coupons}/allot`, api.staff.headers, { orderRef: `ORDER-${coupons}`, allotted: 3 }))
      .statusCode,
  ).toBe(200);
  const filing = await readyFiling(api.t, m.headers);
  expect((await inject('POST', `${MF}/${filing}/submit`, m.headers)).statusCode).toBe(200);
  // An entry typed as a shared request whose request is not there (a row from before, say) keeps a name.
  await postAlone(api.t.database.db, {
    walletId: (await walletOf(api.t.database.db, m.id)).id,
    direction: 'Dr',
    amountPaise: 1000,
    refType: 'service_request',
    refId: '987654321',
    narration: 'Old service charge',
    idempotencyKey: `old:${m.id}`,
    actorId: null,
  });
  return m;
}

let shop: Promise<Awaited<ReturnType<typeof shopWithEverything>>> | undefined;
const theShop = () => (shop ??= shopWithEverything());

const statement = async (headers: Record<string, string>, filters: unknown[] = []) => {
  const body = { filters, search: '', length: 50, start: 0, sorts: [], additionFilter: { from: today, to: today } };
  const res = await inject('POST', `${REPORTS_API.merchantLedger}/list`, headers, body);
  expect(res.statusCode).toBe(200);
  return (res.json().data as Row[]).filter((r) => r.refType !== 'test');
};

describe('ledger statement', () => {
  it('types each line by its service, a refund as that service’s refund, in words', async () => {
    const m = await theShop();
    expect((await statement(m.headers)).map((r) => [r.refType, ledgerTypeLabel(r.refType), r.dr, r.cr])).toEqual([
      ['uti-psa', 'UTI PSA registration', PSA_PRICE, 0],
      ['uti-coupon', 'UTI coupons', 4 * PHYSICAL_PRICE, 0],
      ['uti-coupon:refund', 'UTI coupons refund', 0, PHYSICAL_PRICE],
      ['gst-filing', 'GST filing', FILING_PRICE, 0],
      ['service_request', 'Service request', 10, 0],
    ]);
  });

  it('filters by those types (one, or a service’s charges and refunds together)', async () => {
    const m = await theShop();
    const one = await statement(m.headers, [{ field: 'refType', opt: 'equals', value1: 'uti-coupon:refund' }]);
    expect(one.map((r) => [r.refType, r.cr])).toEqual([['uti-coupon:refund', PHYSICAL_PRICE]]);
    const both = await statement(m.headers, [
      { field: 'refType', opt: 'in', value1: ['uti-coupon', 'uti-coupon:refund'] },
    ]);
    expect(both.map((r) => r.refType)).toEqual(['uti-coupon', 'uti-coupon:refund']);
    expect(
      (await statement(m.headers, [{ field: 'refType', opt: 'equals', value1: 'gst-filing' }])).map((r) => r.dr),
    ).toEqual([FILING_PRICE]);
    // Every type the statement can show is one the filter accepts.
    const options = LEDGER_COLUMNS.find((c) => c.field === 'refType')!.options!.map((o) => o.value);
    expect(options).toEqual(
      expect.arrayContaining([
        'uti-psa',
        'uti-coupon',
        'uti-coupon:refund',
        'gst-registration',
        'gst-filing',
        'gst-filing:refund',
        'pan_application',
        'service_request',
      ]),
    );
  });

  it('exports the Type in words', async () => {
    const m = await theShop();
    const body = {
      filters: [{ field: 'refType', opt: 'in', value1: ['uti-coupon', 'uti-coupon:refund'] }],
      search: '',
      length: 50,
      start: 0,
      sorts: [],
      additionFilter: { from: today, to: today },
      columns: ['refType', 'dr', 'cr'],
    };
    const csv = await inject('POST', `${REPORTS_API.merchantLedger}/list/export?format=csv`, m.headers, body);
    expect(csv.statusCode).toBe(200);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/)
        .slice(1),
    ).toEqual([`UTI coupons,${4 * PHYSICAL_PRICE}.00,0.00`, `UTI coupons refund,0.00,${PHYSICAL_PRICE}.00`]);
  });
});

describe('service summary', () => {
  it('gives one row per service, its refunds in the Cr column', async () => {
    const m = await theShop();
    const rows = (
      await inject('GET', `${REPORTS_API.merchantServices}?from=${today}&to=${today}`, m.headers)
    ).json() as {
      refType: string;
    }[];
    expect(rows.filter((r) => r.refType !== 'test')).toEqual([
      { refType: 'gst-filing', entries: 1, dr: FILING_PRICE, cr: 0 },
      { refType: 'service_request', entries: 1, dr: 10, cr: 0 },
      { refType: 'uti-coupon', entries: 2, dr: 4 * PHYSICAL_PRICE, cr: PHYSICAL_PRICE },
      { refType: 'uti-psa', entries: 1, dr: PSA_PRICE, cr: 0 },
    ]);
  });
});

describe('daily collection', () => {
  it('breaks the day down by service, charges and refunds, and its totals agree', async () => {
    await theShop();
    const staff = await signedIn(api.t, 'staff');
    const res = await inject('GET', `${REPORTS_API.dailyCollection}?from=${today}&to=${today}`, staff.headers);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    const revenue = PSA_PRICE + 4 * PHYSICAL_PRICE + FILING_PRICE + 10;
    expect(d.rows).toEqual([
      {
        day: today,
        topupBank: 0,
        topupUpi: 0,
        adjustments: 0,
        serviceRevenue: revenue,
        refunds: PHYSICAL_PRICE,
        net: revenue - PHYSICAL_PRICE,
      },
    ]);
    expect(d.byType).toEqual([
      { day: today, refType: 'gst-filing', charges: FILING_PRICE, refunds: 0, net: FILING_PRICE },
      { day: today, refType: 'service_request', charges: 10, refunds: 0, net: 10 },
      {
        day: today,
        refType: 'uti-coupon',
        charges: 4 * PHYSICAL_PRICE,
        refunds: PHYSICAL_PRICE,
        net: 3 * PHYSICAL_PRICE,
      },
      { day: today, refType: 'uti-psa', charges: PSA_PRICE, refunds: 0, net: PSA_PRICE },
    ]);
    expect(d.typeTotals).toEqual(d.byType.map(({ day: _, ...rest }: { day: string }) => rest));
  });
});

describe('merchant dashboard', () => {
  const dashboard = async (headers: Record<string, string>) => {
    const res = await inject('GET', REPORTS_API.merchantDashboard, headers);
    expect(res.statusCode).toBe(200);
    return res.json().psa;
  };

  it('carries the shop’s PSA registration: none, waiting, then approved with its login id', async () => {
    const m = await readyMerchant(api.t, { balance: 1000 });
    expect(await dashboard(m.headers)).toBeNull();
    const id = await readyPsa(api.t, m.headers);
    // A draft started shows as such, so the dashboard leads the shop back to finish it.
    expect(await dashboard(m.headers)).toEqual({ state: 'draft', stateLabel: 'Draft', psaId: null });
    expect((await inject('POST', `${MP}/${id}/submit`, m.headers)).statusCode).toBe(200);
    expect(await dashboard(m.headers)).toEqual({ state: 'submitted', stateLabel: 'Waiting for approval', psaId: null });
    expect((await inject('POST', `${BP}/${id}/approve`, api.staff.headers, { psaId: 'UTIDASH1' })).statusCode).toBe(
      200,
    );
    expect(await dashboard(m.headers)).toEqual({ state: 'approved', stateLabel: 'Approved', psaId: 'UTIDASH1' });
  });

  it('leaves it out for a staff account its owner has not given UTI PAN', async () => {
    const m = await theShop();
    expect(await dashboard(m.headers)).toMatchObject({ state: 'approved', psaId: 'UTIRPT1' });
    const counter = await signedIn(api.t, 'merchant', { kind: 'staff', parentId: m.id });
    expect(await dashboard(counter.headers)).toBeNull();
    await inject('PUT', `${STAFF_PERMISSIONS_API}/${counter.id}/permissions`, m.headers, { services: ['uti'] });
    expect(await dashboard(counter.headers)).toMatchObject({ state: 'approved', psaId: 'UTIRPT1' });
  });
});
