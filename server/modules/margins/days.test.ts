import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARGINS_API } from '../../../contract/margins';
import { govFeePaise } from '../../../contract/receipts';
import { TDS_API, fyStartOf } from '../../../contract/tds';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { injectorFor } from '../../test/consent';
import { franchiseMember } from '../../test/franchise';
import { readyMerchant } from '../../test/nsdl-pan';
import { BF, MF, readyFilingOfNextPeriod } from '../../test/gst';
import { BC, BP, MC, MP, readyPsa } from '../../test/uti';
import { reverseMargin, type MarginCredit } from './charge';

/* The back office's margins report reads margin_days (decision 0077, 29 Nov 2026): kept with every credit and
 * reversal, each day's row equals the sum of its credits, and the report equals the one the credits give. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  staff = await signedIn(t, 'staff');
  const caps = [
    { code: 'GST_FILING', cap: 50 },
    { code: 'UTI_COUPON', cap: 10 },
  ];
  expect((await inject('PUT', `${B}/caps`, admin.headers, { caps })).statusCode).toBe(200);
});
afterAll(() => t.close());

const inject = injectorFor(() => t);
const M = MARGINS_API.merchant;
const B = MARGINS_API.backend;

const memberOf = (ownerId: number, balance: number) => franchiseMember(t, ownerId, balance);

const setMargins = (headers: Record<string, string>, margins: { code: string; margin: number }[]) =>
  inject('PUT', `${M}/prices`, headers, { margins });

const readyFiling = readyFilingOfNextPeriod;

describe('the report from its daily table', () => {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  /** Rows of margin_days that differ from the sums of their credits, either way (none when the table is right). */
  const daysOffTheirCredits = () =>
    t.database.query(
      `with c as (select dated as day, service_code, owner_id, count(*)::int as charges,
                    sum(charge_paise)::bigint as charge_paise, sum(refunded_paise)::bigint as refunded_paise,
                    sum(margin_paise)::bigint as margin_paise, sum(reversed_paise)::bigint as reversed_paise,
                    coalesce(sum(quantity) filter (where refunded_paise < charge_paise), 0)::int as units
                  from margin_credits group by 1, 2, 3)
       (select 'credits' as side, * from c except select 'credits', * from margin_days)
       union all (select 'days', * from margin_days except select 'days', * from c)`,
    );
  /** The report as the credits give it, summed in plain SQL (what the route computed before the daily table). */
  async function reportFromCredits(from: string, to: string) {
    const sums = `count(*)::int as charges, sum(charge_paise - refunded_paise)::int as charged,
      sum(margin_paise - reversed_paise)::int as margins,
      coalesce(sum(quantity) filter (where refunded_paise < charge_paise), 0)::int as units`;
    type Sums = { charges: number; charged: number; margins: number; units: number };
    const byService = await t.database.query<Sums & { service_code: string }>(
      `select service_code, ${sums} from margin_credits where dated between $1 and $2 group by 1 order by 1`,
      [from, to],
    );
    const byOwner = await t.database.query<Sums & { owner_id: number }>(
      `select owner_id::int, ${sums} from margin_credits where dated between $1 and $2 group by 1 order by 1`,
      [from, to],
    );
    return {
      byService: byService.map((r) => ({
        serviceCode: r.service_code,
        charges: r.charges,
        charged: r.charged / 100,
        margins: r.margins / 100,
        govFee: (govFeePaise(r.service_code) * r.units) / 100,
        revenue: (r.charged - r.margins - govFeePaise(r.service_code) * r.units) / 100,
      })),
      byOwner: byOwner.map((r) => ({
        ownerId: r.owner_id,
        charges: r.charges,
        charged: r.charged / 100,
        margins: r.margins / 100,
      })),
    };
  }
  const reportOf = async (from: string, to: string) => {
    const res = await inject('GET', `${B}/report?from=${from}&to=${to}`, staff.headers);
    expect(res.statusCode).toBe(200);
    const r = res.json() as Awaited<ReturnType<typeof reportFromCredits>> & {
      byOwner: { ownerId: number; ownerName: string }[];
    };
    return {
      byService: r.byService,
      byOwner: r.byOwner
        .map(({ ownerId, charges, charged, margins }) => ({ ownerId, charges, charged, margins }))
        .sort((a, b) => a.ownerId - b.ownerId),
    };
  };

  it('equals the credits after charges, part and whole refunds, TDS and 40 charges and refunds at once', async () => {
    const fy = fyStartOf(today);
    const tds = await inject('PUT', `${TDS_API.backend}/settings`, admin.headers, {
      fy,
      enabled: true,
      rate: 10,
      threshold: 25,
    });
    expect(tds.statusCode).toBe(200);
    const owner = await readyMerchant(t, { balance: 0 });
    const members = [await memberOf(owner.id, 20_000), await memberOf(owner.id, 20_000)];
    await setMargins(owner.headers, [
      { code: 'GST_FILING', margin: 13 },
      { code: 'UTI_COUPON', margin: 2 },
    ]);
    // Coupons: one part refund, then the rest of the same charge refunded (a whole refund in two parts).
    const psa = await readyPsa(t, members[0].headers);
    expect((await inject('POST', `${MP}/${psa}/submit`, members[0].headers)).statusCode).toBe(200);
    expect(
      (await inject('POST', `${BP}/${psa}/approve`, staff.headers, { psaId: `DAYS${members[0].id}` })).statusCode,
    ).toBe(200);
    const coupons = await inject('POST', MC, members[0].headers, { couponType: 'physical', quantity: 9 });
    expect(coupons.statusCode).toBe(200);
    const allot = await inject('POST', `${BC}/${coupons.json().id}/allot`, staff.headers, {
      orderRef: 'ORD-2026/0101',
      allotted: 4,
    });
    expect(allot.statusCode).toBe(200);
    const whole = await inject('POST', MC, members[0].headers, { couponType: 'physical', quantity: 3 });
    expect(whole.statusCode).toBe(200);
    expect(
      (await inject('POST', `${BC}/${whole.json().id}/reject`, staff.headers, { remark: 'no stock' })).statusCode,
    ).toBe(200);

    // 40 at once: 20 charges racing the whole refunds of 20 charged before.
    const drafts: { id: number; headers: Record<string, string> }[] = [];
    for (let i = 0; i < 40; i++) {
      const m = members[i % 2];
      drafts.push({ id: await readyFiling(t, m.headers), headers: m.headers });
    }
    for (const d of drafts.slice(0, 20)) await inject('POST', `${MF}/${d.id}/submit`, d.headers);
    const results = await Promise.all([
      ...drafts.slice(20).map((d) => inject('POST', `${MF}/${d.id}/submit`, d.headers)),
      ...drafts.slice(0, 20).map((d, i) => inject('POST', `${BF}/${d.id}/reject`, staff.headers, { remark: `r${i}` })),
    ]);
    expect(results.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    expect(
      (
        await t.database.query<{ n: number }>(
          'select count(*)::int as n from tds_deductions d join margin_credits c on c.id = d.margin_credit_id where c.owner_id = $1',
          [owner.id],
        )
      )[0].n,
    ).toBeGreaterThan(0);
    await inject('PUT', `${TDS_API.backend}/settings`, admin.headers, { fy, enabled: false, rate: 10, threshold: 25 });

    // This file's every credit (the tests above included): each day's row is the sum of that day's credits.
    expect(await daysOffTheirCredits()).toEqual([]);
    const [mine] = await t.database.query<{ charges: number; units: number; reversed: number }>(
      `select sum(charges)::int as charges, sum(units)::int as units, sum(reversed_paise)::int as reversed
         from margin_days where owner_id = $1`,
      [owner.id],
    );
    // 2 coupon charges + 40 filings; standing: 9 coupons and 20 filings (the 3 coupons and 20 filings refunded whole
    // count no unit); taken back: 5 and 3 coupons' ₹2 and 20 filings' ₹13.
    expect(mine).toEqual({ charges: 42, units: 9 + 20, reversed: 8 * 200 + 20 * 1300 });

    const from = `${today.slice(0, 8)}01`;
    const report = await reportOf(from, today);
    expect(report.byOwner.find((r) => r.ownerId === owner.id)).toMatchObject({ charges: 42 });
    expect(report).toEqual(await reportFromCredits(from, today));
    expect(await reportOf('2020-01-01', '2020-01-31')).toEqual({ byService: [], byOwner: [] });
  });

  it('records a part refund whose margin rounds to nothing on the credit and its day, and moves no money', async () => {
    const owner = await readyMerchant(t, { balance: 0 });
    const member = await memberOf(owner.id, 5_000);
    await setMargins(owner.headers, [{ code: 'GST_FILING', margin: 0.01 }]);
    const id = await readyFiling(t, member.headers);
    expect((await inject('POST', `${MF}/${id}/submit`, member.headers)).statusCode).toBe(200);
    const [credit] = await t.database.query<MarginCredit>(
      `select id, owner_id as "ownerId", member_id as "memberId", service_code as "serviceCode", dated,
              charge_paise::int as "chargePaise", refunded_paise::int as "refundedPaise", margin_paise::int as "marginPaise",
              reversed_paise::int as "reversedPaise", owed_paise::int as "owedPaise", quantity, ref_type as "refType",
              request_id::int as "requestId"
         from margin_credits where owner_id = $1`,
      [owner.id],
    );
    expect(credit.marginPaise).toBe(1);
    const balance = async () =>
      (
        await t.database.query<{ b: number }>('select balance_paise::int as b from wallets where user_id = $1', [
          owner.id,
        ])
      )[0].b;
    const before = await balance();
    // ₹1 of the charge back: a paisa's margin in proportion rounds to none.
    await t.database.db.transaction((tx) =>
      reverseMargin(tx, null, credit, {
        refType: credit.refType,
        keyPrefix: 'sr',
        requestId: credit.requestId,
        ref: 'x',
        refundPaise: 100,
      }),
    );
    const [after] = await t.database.query<{ refunded: number; reversed: number }>(
      'select refunded_paise::int as refunded, reversed_paise::int as reversed from margin_credits where id = $1',
      [credit.id],
    );
    expect(after).toEqual({ refunded: 100, reversed: 0 });
    expect(await balance()).toBe(before);
    expect(await daysOffTheirCredits()).toEqual([]);
  });

  it('is filled by its migration from the credits a portal already holds', async () => {
    const file = fs.readFileSync(new URL('../../db/migrations/0046_margin_days.sql', import.meta.url), 'utf8');
    const backfill = file.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toMatch(/INSERT INTO "margin_days"/);
    const from = `${today.slice(0, 8)}01`;
    const before = await reportOf(from, today);
    expect(before.byOwner.length).toBeGreaterThan(0);
    await t.database.query('delete from margin_days');
    expect(await reportOf(from, today)).toEqual({ byService: [], byOwner: [] });
    await t.database.query(backfill);
    expect(await daysOffTheirCredits()).toEqual([]);
    expect(await reportOf(from, today)).toEqual(before);
  });
  it('gives the owners 50 a page by name with their count, and the services whole on every page', async () => {
    // 53 owners paid on one day of 2021 (a month no other test writes), named so that their order is known.
    const day = '2021-03-15';
    const ids = (
      await t.database.query<{ id: number }>(
        `insert into users (id, code, user_name, display_name, role, merchant_kind, password_hash)
         select nextval('users_id_seq'), 'PG' || lpad(i::text, 3, '0'), 'page-owner-' || i,
                'Page Owner ' || lpad(i::text, 3, '0'), 'merchant', 'owner', '!'
           from generate_series(1, 53) i
         returning id::int`,
      )
    ).map((r) => r.id);
    await t.database.query(
      `insert into margin_days (day, service_code, owner_id, charges, charge_paise, refunded_paise, margin_paise,
                                reversed_paise, units)
       select $1::date, code, id, 1, 10000, 0, 500, 0, 1
         from unnest($2::bigint[]) id, unnest(array['GST_FILING', 'UTI_COUPON']) code`,
      [day, ids],
    );
    const page = async (n: string) => {
      const res = await inject('GET', `${B}/report?from=2021-03-01&to=2021-03-31${n}`, staff.headers);
      expect(res.statusCode).toBe(200);
      return res.json() as {
        byService: {
          serviceCode: string;
          charges: number;
          charged: number;
          margins: number;
          govFee: number;
          revenue: number;
        }[];
        total: { charges: number; charged: number; margins: number; govFee: number; revenue: number };
        byOwner: { ownerName: string; ownerCode: string; charges: number; margins: number }[];
        owners: { total: number; page: number; pageSize: number };
      };
    };
    const first = await page('');
    expect(first.owners).toEqual({ total: 53, page: 1, pageSize: 50 });
    expect(first.byOwner).toHaveLength(50);
    expect(first.byOwner[0]).toEqual(
      expect.objectContaining({ ownerName: 'Page Owner 001', ownerCode: 'PG001', charges: 2, margins: 10 }),
    );
    expect(first.byService).toEqual([
      expect.objectContaining({ serviceCode: 'GST_FILING', charges: 53, margins: 265 }),
      expect.objectContaining({ serviceCode: 'UTI_COUPON', charges: 53, margins: 265 }),
    ]);
    // The services together, to the paisa: what the accountant checks the owners' file against.
    const sum = (k: 'charges' | 'charged' | 'margins' | 'govFee' | 'revenue') =>
      Math.round(first.byService.reduce((t, r) => t + r[k] * 100, 0)) / 100;
    expect(first.total).toEqual({
      charges: 106,
      charged: 10_600,
      margins: 530,
      govFee: sum('govFee'),
      revenue: sum('revenue'),
    });
    expect(sum('revenue')).toBeCloseTo(10_600 - 530 - sum('govFee'), 2);
    const second = await page('&page=2');
    expect(second.byOwner.map((r) => r.ownerCode)).toEqual(['PG051', 'PG052', 'PG053']);
    expect(second.byService).toEqual(first.byService);
    expect(second.owners).toEqual({ total: 53, page: 2, pageSize: 50 });
    // Past the last page: no owners, and still how many there are.
    expect(await page('&page=3')).toMatchObject({ byOwner: [], owners: { total: 53, page: 3 } });
    // A page that is not one is refused under its field, in the reader's language.
    for (const bad of ['0', '1.5', 'two']) {
      const res = await inject('GET', `${B}/report?from=2021-03-01&to=2021-03-31&page=${bad}`, staff.headers);
      expect(res.statusCode, bad).toBe(400);
    }
    const hindi = await inject('GET', `${B}/report?from=2021-03-01&to=2021-03-31&page=0`, {
      ...staff.headers,
      'accept-language': 'hi',
    });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.body).toMatch(/[\u0900-\u097F]/);
    // The file holds every owner, in the screen's order, with the screen's columns in the reader's language.
    const csv = await inject('GET', `${B}/report/export?from=2021-03-01&to=2021-03-31&format=csv`, staff.headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('margins-by-owner-2021-03-01-to-2021-03-31.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Owner,Owner code,Charges,Members paid,Margins paid');
    expect(lines).toHaveLength(55);
    expect(lines[1]).toBe('Page Owner 001,PG001,2,200.00,10.00');
    expect(lines[53]).toBe('Page Owner 053,PG053,2,200.00,10.00');
    expect(lines[54]).toBe('Total,,106,10600.00,530.00');
    const hindiCsv = await inject('GET', `${B}/report/export?from=2021-03-01&to=2021-03-31&format=csv`, {
      ...staff.headers,
      'accept-language': 'hi',
    });
    expect(hindiCsv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^मालिक,मालिक का कोड,/);
    for (const format of ['xlsx', 'pdf']) {
      const file = await inject(
        'GET',
        `${B}/report/export?from=2021-03-01&to=2021-03-31&format=${format}`,
        staff.headers,
      );
      expect(file.statusCode, format).toBe(200);
      expect(file.rawPayload.subarray(0, 4).toString('latin1'), format).toBe(
        format === 'pdf' ? '%PDF' : 'PK\u0003\u0004',
      );
    }
    expect(
      (await inject('GET', `${B}/report/export?from=2021-03-31&to=2021-03-01&format=csv`, staff.headers)).statusCode,
    ).toBe(400);
    expect(
      (await inject('GET', `${B}/report/export?from=2021-03-01&to=2021-03-31&format=doc`, staff.headers)).statusCode,
    ).toBe(400);
    // Days without credits behind them: taken out again, so no later check of the table against its credits sees them.
    await t.database.query('delete from margin_days where day = $1', [day]);
  });
});
