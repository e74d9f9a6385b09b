import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MARGINS_API } from '../../../contract/margins';
import { indiaDate } from '../../../contract/invoices';
import { TDS_API, fyStartOf, quarterDays } from '../../../contract/tds';
import { marginCredits, tdsDeductions, tdsSettings } from '../../db/schema';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { injectorFor } from '../../test/consent';
import { franchiseMember } from '../../test/franchise';
import { balanceOf, readyMerchant } from '../../test/nsdl-pan';
import { BF, FILING_PRICE, MF, gstr3b, readyFiling as readyGstFiling } from '../../test/gst';

/* Issue 28 §2, TDS under 194H on owners' margins: off by default, the admin's rate and threshold per financial year,
 * withheld in the charge's transaction once the year's margins pass the threshold, given back in proportion by a
 * refund, the owner's quarterly statement and the agency's payable report, and who may see what. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let staff: Awaited<ReturnType<typeof signedIn>>;
const today = indiaDate(new Date());
const fy = fyStartOf(today);
const quarter = [1, 2, 3, 4].find((q) => today <= quarterDays(fy, q).to) ?? 4;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  staff = await signedIn(t, 'staff');
});
afterAll(() => t.close());

const inject = injectorFor(() => t);

const memberOf = (ownerId: number, balance: number) => franchiseMember(t, ownerId, balance);

let period = 0;
async function filing(headers: Record<string, string>) {
  const n = period++;
  const id = await readyGstFiling(
    t,
    headers,
    gstr3b({ period: `${2018 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}` }),
  );
  const res = await inject('POST', `${MF}/${id}/submit`, headers);
  expect(res.statusCode).toBe(200);
  return id;
}

/** An owner whose member's every GST filing carries a ₹10 margin. */
async function ownerWithMember() {
  const owner = await readyMerchant(t, { balance: 0 });
  const member = await memberOf(owner.id, 5000);
  expect(
    (
      await inject('PUT', `${MARGINS_API.merchant}/prices`, owner.headers, {
        margins: [{ code: 'GST_FILING', margin: 10 }],
      })
    ).statusCode,
  ).toBe(200);
  return { owner, member };
}

const saveSetting = (headers: Record<string, string>, body: Record<string, unknown>) =>
  inject('PUT', `${TDS_API.backend}/settings`, headers, body);
const ownerLedger = async (ownerId: number) =>
  (
    await t.database.query<{ direction: string; amount_paise: string; narration: string }>(
      `select e.direction, e.amount_paise, e.narration from ledger_entries e join wallets w on w.id = e.wallet_id
        where w.user_id = $1 order by e.id`,
      [ownerId],
    )
  ).map((e) => `${e.direction} ${Number(e.amount_paise)} ${e.narration.replace(/GF\d+/, 'GF')}`);

beforeAll(async () => {
  expect(
    (await inject('PUT', `${MARGINS_API.backend}/caps`, admin.headers, { caps: [{ code: 'GST_FILING', cap: 50 }] }))
      .statusCode,
  ).toBe(200);
});

describe('TDS settings', () => {
  it('is off by default: the whole margin is credited and nothing is withheld', async () => {
    const s = (await inject('GET', `${TDS_API.backend}/settings`, admin.headers)).json();
    expect(s.current).toBe(fy);
    expect(s.rows.map((r: { fy: number }) => r.fy)).toEqual([fy - 1, fy, fy + 1]);
    expect(s.rows[1]).toMatchObject({ enabled: false, saved: false, rate: 2, threshold: 20000 });
    const { owner, member } = await ownerWithMember();
    await filing(member.headers);
    expect(await balanceOf(t, owner.id)).toBe(10);
    expect(await t.database.db.select().from(tdsDeductions).where(eq(tdsDeductions.ownerId, owner.id))).toEqual([]);
  });

  it('is the admin’s: staff and merchants get 403; a bad rate is a field error in the reader’s language and saves nothing', async () => {
    const owner = await readyMerchant(t, { balance: 0 });
    expect((await saveSetting(staff.headers, { fy, enabled: true, rate: 2, threshold: 20000 })).statusCode).toBe(403);
    expect((await saveSetting(owner.headers, { fy, enabled: true, rate: 2, threshold: 20000 })).statusCode).toBe(403);
    expect((await inject('GET', `${TDS_API.backend}/settings`, owner.headers)).statusCode).toBe(403);
    const bad = await saveSetting(admin.headers, { fy, enabled: true, rate: 25, threshold: -1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['rate', 'threshold']);
    expect(await t.database.db.select().from(tdsSettings)).toEqual([]);
  });
});

describe('withholding', () => {
  it('withholds once the year passes the threshold, on the whole year, and gives back in proportion on a refund', async () => {
    // 10% above ₹25 a year, so four ₹10 margins cross it on the third.
    const on = await saveSetting(admin.headers, { fy, enabled: true, rate: 10, threshold: 25 });
    expect(on.statusCode).toBe(200);
    expect(on.json().rows[1]).toMatchObject({ enabled: true, saved: true, rate: 10, threshold: 25 });
    const { owner, member } = await ownerWithMember();
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await filing(member.headers));
    // ₹10, ₹20: under the threshold. ₹30: 10% of the year's ₹30 = ₹3. ₹40: ₹4 due, ₹1 more.
    expect(await balanceOf(t, owner.id)).toBe(36);
    expect(await ownerLedger(owner.id)).toEqual([
      "Cr 1000 Margin on your member's charge: GF",
      "Cr 1000 Margin on your member's charge: GF",
      "Cr 1000 Margin on your member's charge: GF",
      'Dr 300 TDS u/s 194H at 10% on your margin: GF',
      "Cr 1000 Margin on your member's charge: GF",
      'Dr 100 TDS u/s 194H at 10% on your margin: GF',
    ]);

    // The third charge rejected (a whole refund): its ₹10 margin less its ₹3 tax goes back.
    expect((await inject('POST', `${BF}/${ids[2]}/reject`, staff.headers, { remark: 'wrong period' })).statusCode).toBe(
      200,
    );
    expect(await balanceOf(t, owner.id)).toBe(29);
    const [credit] = await t.database.db.select().from(marginCredits).where(eq(marginCredits.requestId, ids[2]));
    const [d] = await t.database.db.select().from(tdsDeductions).where(eq(tdsDeductions.marginCreditId, credit.id));
    expect(d).toMatchObject({ tdsPaise: 300, reversedPaise: 300, rateBp: 1000, fyStart: fy });
    expect(await balanceOf(t, member.id)).toBe(5000 - 3 * (FILING_PRICE + 10));

    // The owner's quarter: every credit, the tax withheld from each, and totals that match its wallet.
    const st = await inject('GET', `${TDS_API.merchant}/statement?fy=${fy}&quarter=${quarter}`, owner.headers);
    expect(st.statusCode).toBe(200);
    const body = st.json();
    expect(body.rows.map((r: { margin: number; tds: number }) => [r.margin, r.tds])).toEqual([
      [10, 0],
      [10, 0],
      [0, 0],
      [10, 1],
    ]);
    expect(body.total).toEqual({ margin: 30, tds: 1, net: 29 });
    // The payee is named by the PAN of its approved KYC, as Form 16A names it.
    expect(body.owner.pan).toBe('ABCPE1234F');
    expect(body.total.net).toBe(await balanceOf(t, owner.id));

    // The agency's payable report counts what it still holds for this owner.
    const pay = (await inject('GET', `${TDS_API.backend}/payable?fy=${fy}&quarter=${quarter}`, staff.headers)).json();
    expect(pay.byOwner.find((r: { ownerId: number }) => r.ownerId === owner.id)).toMatchObject({
      tds: 1,
      pan: 'ABCPE1234F',
    });
    expect(pay.total.tds).toBe(pay.byOwner.reduce((a: number, r: { tds: number }) => a + r.tds, 0));
    expect(pay.byMonth.reduce((a: number, r: { tds: number }) => a + r.tds, 0)).toBe(pay.total.tds);

    // Turned off again: the next credit is whole.
    await saveSetting(admin.headers, { fy, enabled: false, rate: 10, threshold: 25 });
    await filing(member.headers);
    expect(await balanceOf(t, owner.id)).toBe(39);
  });

  it('withholds 20 % from an owner without an approved PAN (section 206AA), and says so', async () => {
    expect((await saveSetting(admin.headers, { fy, enabled: true, rate: 2, threshold: 5 })).statusCode).toBe(200);
    const { owner, member } = await ownerWithMember();
    // Its KYC is back with the office: no approved PAN now.
    await t.database.query(`update kyc_submissions set status = 'submitted' where user_id = $1`, [owner.id]);
    await filing(member.headers);
    // ₹10 crosses ₹5: 20 %, not 2 %, of the year's ₹10.
    expect(await balanceOf(t, owner.id)).toBe(8);
    const [d] = await t.database.db.select().from(tdsDeductions).where(eq(tdsDeductions.ownerId, owner.id));
    expect(d).toMatchObject({ tdsPaise: 200, rateBp: 2000 });
    const st = (await inject('GET', `${TDS_API.merchant}/statement?fy=${fy}&quarter=${quarter}`, owner.headers)).json();
    expect(st.owner.pan).toBeNull();
    const pay = (await inject('GET', `${TDS_API.backend}/payable?fy=${fy}&quarter=${quarter}`, staff.headers)).json();
    expect(pay.byOwner.find((r: { ownerId: number }) => r.ownerId === owner.id)).toMatchObject({ pan: null, tds: 2 });
    await saveSetting(admin.headers, { fy, enabled: false, rate: 2, threshold: 5 });
  });

  it('withholds exactly the year’s tax when 30 member charges cross the threshold at once', async () => {
    await saveSetting(admin.headers, { fy, enabled: true, rate: 10, threshold: 25 });
    const { owner, member } = await ownerWithMember();
    const second = await memberOf(owner.id, 5000);
    const drafts: { id: number; headers: Record<string, string> }[] = [];
    for (let i = 0; i < 30; i++) {
      const m = i % 2 ? second : member;
      const n = period++;
      const id = await readyGstFiling(
        t,
        m.headers,
        gstr3b({ period: `${2018 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}` }),
      );
      drafts.push({ id, headers: m.headers });
    }
    const res = await Promise.all(drafts.map((d) => inject('POST', `${MF}/${d.id}/submit`, d.headers)));
    expect(res.map((r) => r.statusCode)).toEqual(drafts.map(() => 200));
    // ₹300 of margins: 10% of the year's whole total, whatever order the charges took the owner's lock in.
    const rows = await t.database.db.select().from(tdsDeductions).where(eq(tdsDeductions.ownerId, owner.id));
    expect(rows.reduce((a, r) => a + r.tdsPaise, 0)).toBe(3000);
    expect(await balanceOf(t, owner.id)).toBe(270);
    const [{ sum }] = await t.database.query<{ sum: string }>(
      `select coalesce(sum(case when e.direction = 'Cr' then e.amount_paise else -e.amount_paise end), 0) as sum
         from ledger_entries e join wallets w on w.id = e.wallet_id where w.user_id = $1`,
      [owner.id],
    );
    expect(Number(sum)).toBe(27000);
    await saveSetting(admin.headers, { fy, enabled: false, rate: 10, threshold: 25 });
  });

  it('shows an owner only its own statement; staff, members and the back office’s merchants cannot read it', async () => {
    const a = await ownerWithMember();
    const b = await readyMerchant(t, { balance: 0 });
    await filing(a.member.headers);
    const url = `${TDS_API.merchant}/statement?fy=${fy}&quarter=${quarter}`;
    const theirs = (await inject('GET', url, b.headers)).json();
    expect(theirs.rows).toEqual([]);
    expect(theirs.owner.code).not.toBe((await inject('GET', url, a.owner.headers)).json().owner.code);
    expect((await inject('GET', url, a.member.headers)).statusCode).toBe(403);
    const ownStaff = await signedIn(t, 'merchant', { kind: 'staff', parentId: a.owner.id });
    expect((await inject('GET', url, ownStaff.headers)).statusCode).toBe(403);
    expect(
      (await inject('GET', `${TDS_API.backend}/payable?fy=${fy}&quarter=${quarter}`, a.owner.headers)).statusCode,
    ).toBe(403);
    expect((await inject('GET', `${TDS_API.merchant}/statement?fy=${fy}&quarter=5`, a.owner.headers)).statusCode).toBe(
      400,
    );
  });
});
