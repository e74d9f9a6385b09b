import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_API } from '../../../contract/reports';
import { STAFF_PERMISSIONS_API } from '../../../contract/staff-permissions';
import { PSA_WORKFLOW } from '../../../contract/uti/workflow';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { postAlone, refund, walletOf } from '../wallet/ledger';

/*
 * The dashboards drawn from the workflows: each state counts where its workflow puts it, for the shop's own
 * requests only; a staff account sees the services it is given; the back office's queues are the states it has
 * work in. Rows are arranged in SQL: the flows that make them have their own tests.
 */

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let seq = 0;
const q = (text: string, params: unknown[] = []) => t.database.query(text, params);

const pan = (m: { id: number; code: string }, state: string) =>
  q(
    `insert into pan_applications (token_no, merchant_id, merchant_code, created_by, category, app_type, state, data, dated)
     values ($1, $2, $3, $2, 'individual', 'N', $4, '{}', current_date)`,
    [`T${Date.now()}${++seq}`, m.id, m.code, state],
  );
const request = (m: { id: number; code: string }, service: string, state: string) =>
  q(
    `insert into service_requests (service, ref_no, merchant_id, merchant_code, created_by, state, data, dated)
     values ($1, $2, $3, $4, $3, $5, '{}', current_date)`,
    [service, `R${Date.now()}${++seq}`, m.id, m.code, state],
  );
const referral = (m: { id: number; code: string }, at: string) =>
  q(
    `insert into card_requests (ref_no, merchant_id, merchant_code, created_by, staff_name, app_mode, card_vendor, name,
       mobile_no, created_at) values ($1, $2, $3, $2, 'Owner', 'S', 'NSDL', 'Asha', '9876543210', $4)`,
    [`CC${Date.now()}${++seq}`, m.id, m.code, at],
  );
const dashboard = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: REPORTS_API.merchantDashboard, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    todaySpend: number;
    psa: { state: string; stateLabel: string; psaId: string | null } | null;
    services: { service: string; figures: { figure: string; n: number }[]; referralsThisMonth: number | null }[];
  };
};
const figures = (card: { figures: { figure: string; n: number }[] }) =>
  Object.fromEntries(card.figures.map((f) => [f.figure, f.n]));

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t, 'merchant', { kind: 'owner' });
  const other = await signedIn(t, 'merchant', { kind: 'owner' });
  for (const m of [owner, other]) {
    await pan(m, 'draft');
    await pan(m, 'tin_rejected');
    await request(m, 'nsdl-paperless', 'confirmed');
    await request(m, 'gst-registration', 'submitted');
    await request(m, 'gst-filing', 'query_raised');
    await request(m, 'uti-coupon', 'allotted');
  }
  await request(owner, 'uti-psa', 'rejected');
  await referral(owner, new Date().toISOString());
  await referral(owner, '2020-01-05T06:00:00Z');
});
afterAll(() => t.close());

describe('the shop’s dashboard', () => {
  it('shows a card per service, NSDL PAN counting physical and paperless, each state where its workflow puts it', async () => {
    const d = await dashboard(owner.headers);
    expect(d.services.map((s) => s.service)).toEqual(['nsdl_pan', 'uti', 'gst', 'cards']);
    const [nsdl, uti, gst, cards] = d.services;
    expect(figures(nsdl)).toEqual({ drafts: 1, withOffice: 1, yourTurn: 1, finished: 0 });
    expect(figures(uti)).toEqual({ drafts: 0, withOffice: 0, yourTurn: 0, finished: 2 });
    expect(figures(gst)).toEqual({ drafts: 0, withOffice: 1, yourTurn: 1, finished: 0 });
    expect(cards).toMatchObject({ figures: [], referralsThisMonth: 1 });
  });

  it('shows a staff account only the services its owner gave it', async () => {
    const staff = await signedIn(t, 'merchant', { kind: 'staff', parentId: owner.id });
    const perms = `${STAFF_PERMISSIONS_API}/${staff.id}/permissions`;
    const put = await t.app.inject({
      method: 'PUT',
      url: perms,
      headers: owner.headers,
      payload: { services: ['gst'] },
    });
    expect(put.statusCode).toBe(200);
    const given = await dashboard(staff.headers);
    expect(given.services.map((s) => s.service)).toEqual(['gst', 'cards']);
    // The UTI PSA registration is UTI's: not shown without that tick.
    expect(given.psa).toBeNull();
    expect((await dashboard(owner.headers)).psa).toMatchObject({ state: 'rejected' });
  });

  it('shows the live UTI PSA registration before a later rejected one, with its login id once approved', async () => {
    const shop = await signedIn(t, 'merchant', { kind: 'owner' });
    expect((await dashboard(shop.headers)).psa).toBeNull();
    await request(shop, 'uti-psa', 'approved');
    await q(`update service_requests set result = 'PSA0042' where merchant_id = $1`, [shop.id]);
    await request(shop, 'uti-psa', 'rejected');
    expect((await dashboard(shop.headers)).psa).toEqual({
      state: 'approved',
      stateLabel: PSA_WORKFLOW.stateLabels.approved,
      psaId: 'PSA0042',
    });
  });

  it('counts today’s spend as the charges net of today’s refunds, adjustments left out', async () => {
    await q('insert into wallets (user_id, balance_paise) values ($1, 100000) on conflict do nothing', [owner.id]);
    const w = await walletOf(t.database.db, owner.id);
    const post = (direction: 'Dr' | 'Cr', amountPaise: number, refType: string) =>
      postAlone(t.database.db, {
        walletId: w.id,
        direction,
        amountPaise,
        refType,
        narration: refType,
        idempotencyKey: crypto.randomUUID(),
        actorId: null,
      });
    const charged = await post('Dr', 30_000, 'gst-registration');
    await post('Dr', 12_200, 'pan_application');
    await post('Dr', 5_000, 'adjustment');
    expect((await dashboard(owner.headers)).todaySpend).toBe(422);
    await t.database.db.transaction((tx) =>
      refund(tx, {
        entryId: charged.entry.id,
        idempotencyKey: crypto.randomUUID(),
        narration: 'Refund',
        actorId: null,
      }),
    );
    expect((await dashboard(owner.headers)).todaySpend).toBe(122);
  });
});

describe('the back office’s dashboard', () => {
  it('has a queue per service of the states it has work in, counting every shop', async () => {
    const staff = await signedIn(t, 'staff');
    const res = await t.app.inject({ method: 'GET', url: REPORTS_API.backendDashboard, headers: staff.headers });
    const queues = res.json().queues as { service: string; queues: { kind: string; state: string; n: number }[] }[];
    expect(queues.map((s) => s.service)).toEqual(['nsdl_pan', 'uti', 'gst']);
    const waiting = Object.fromEntries(
      queues.flatMap((s) => s.queues.filter((x) => x.n > 0).map((x) => [`${x.kind}:${x.state}`, x.n])),
    );
    // A query raised waits on the shop and a TIN rejection on the shop: neither is the back office's work.
    expect(waiting).toEqual({ 'nsdl-paperless:confirmed': 2, 'gst-registration:submitted': 2 });
  });
});
