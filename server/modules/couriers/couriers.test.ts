import { STAFF_PERMISSIONS_API } from '../../../contract/staff-permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { COURIERS_API, todayInIndia } from '../../../contract/couriers';
import { auditEvents, couriers, panApplicationEvents, panApplications } from '../../db/schema';
import { createTestApp, signedIn, type TestApp } from '../../test/app';

const M = COURIERS_API.merchant;
const B = COURIERS_API.backend;

let t: TestApp;
type Who = Awaited<ReturnType<typeof signedIn>>;
let staff: Who, a: Who, aStaff: Who, b: Who;

const today = todayInIndia();
const daysAgo = (n: number) => todayInIndia(Date.now() - n * 86_400_000);
let seq = 0;
let docketSeq = 0;
const docket = () => `EM${String(++docketSeq).padStart(7, '0')}IN`;

/** An acknowledged application of a merchant, inserted as the NSDL PAN module would leave it. */
async function application(m: Who, over: Partial<typeof panApplications.$inferInsert> = {}) {
  seq++;
  const [row] = await t.database.db
    .insert(panApplications)
    .values({
      tokenNo: `TKC${String(seq).padStart(7, '0')}`,
      merchantId: m.id,
      merchantCode: m.code,
      createdBy: m.id,
      category: 'individual',
      appType: 'N',
      state: 'acknowledged',
      name: `Applicant ${seq}`,
      data: {},
      dated: daysAgo(10),
      ackNo: String(881_030_000_000_000 + seq),
      ...over,
    })
    .returning();
  return row;
}

const appsById = async (ids: number[]) =>
  t.database.db.select().from(panApplications).where(inArray(panApplications.id, ids));
const eventsOf = (id: number, action: string) =>
  t.database.db
    .select()
    .from(panApplicationEvents)
    .where(and(eq(panApplicationEvents.applicationId, id), eq(panApplicationEvents.action, action)));
const courierCount = async () => (await t.database.db.select({ id: couriers.id }).from(couriers)).length;

const form = (ids: number[], over: Record<string, unknown> = {}) => ({
  company: 'India Post Speed Post',
  docketNo: docket(),
  dispatchDate: today,
  applicationIds: ids,
  remarks: 'Signed forms',
  ...over,
});
const post = (who: Who, url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });
const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const put = (who: Who, url: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: who.headers, payload: payload as object });
const list = (who: Who, url: string, extra: Record<string, unknown> = {}) =>
  post(who, url, { filters: [], search: '', length: 100, start: 0, sorts: [], ...extra });

beforeAll(async () => {
  t = await createTestApp();
  staff = await signedIn(t, 'staff');
  a = await signedIn(t, 'merchant', { kind: 'owner' });
  aStaff = await signedIn(t, 'merchant', { kind: 'staff', parentId: a.id });
  b = await signedIn(t, 'merchant', { kind: 'owner' });
});
afterAll(() => t.close());

describe('couriers', () => {
  it('a merchant sends acknowledged applications: they become hard copy sent, with event rows', async () => {
    const [x, y] = [await application(a), await application(a)];
    const cands = (await get(a, `${M}/candidates`)).json();
    expect(cands.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([x.id, y.id]));
    expect(cands[0]).toEqual(
      expect.objectContaining({
        token_no: expect.any(String),
        ack_no: expect.any(String),
        name: expect.any(String),
        dated: expect.any(String),
      }),
    );

    const res = await post(a, M, form([x.id, y.id], { company: '  Blue   Dart ', docketNo: 'bd-123456' }));
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json();
    expect(c).toMatchObject({
      state: 'dispatched',
      items: 2,
      company: 'Blue Dart',
      docketNo: 'BD-123456',
      merchantCode: a.code,
      dispatchDate: today,
      remarks: 'Signed forms',
    });
    expect(c.applications.map((p: { id: number; state: string }) => [p.id, p.state])).toEqual(
      expect.arrayContaining([
        [x.id, 'hardcopy_sent'],
        [y.id, 'hardcopy_sent'],
      ]),
    );
    for (const app of await appsById([x.id, y.id]))
      expect(app).toMatchObject({ state: 'hardcopy_sent', courierId: c.id });
    const [ev] = await eventsOf(x.id, 'dispatch');
    expect(ev).toMatchObject({
      fromState: 'acknowledged',
      toState: 'hardcopy_sent',
      actorId: a.id,
      remark: 'Sent by Blue Dart, docket BD-123456',
    });
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'courier'), eq(auditEvents.entityId, String(c.id))));
    expect(audit.map((e) => e.action)).toEqual(['courier_dispatched']);
    // No longer candidates; the merchant's staff sees the courier too.
    const after = (await get(a, `${M}/candidates`)).json().map((p: { id: number }) => p.id);
    expect(after).not.toContain(x.id);
    // …once the owner has opened NSDL PAN to it.
    expect((await get(aStaff, `${M}/${c.id}`)).statusCode).toBe(403);
    await t.app.inject({
      method: 'PUT',
      url: `${STAFF_PERMISSIONS_API}/${aStaff.id}/permissions`,
      headers: a.headers,
      payload: { services: ['nsdl_pan'] },
    });
    expect((await get(aStaff, `${M}/${c.id}`)).statusCode).toBe(200);
  });

  it('the back office receives a courier: its applications are completed, once', async () => {
    const [x, y] = [await application(a), await application(a)];
    const c = (await post(a, M, form([x.id, y.id]))).json();
    const res = await post(staff, `${B}/${c.id}/receive`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'received', decidedBy: 'Test staff', decidedAt: expect.any(String) });
    for (const app of await appsById([x.id, y.id])) expect(app).toMatchObject({ state: 'completed', courierId: c.id });
    expect(await eventsOf(x.id, 'receive')).toHaveLength(1);
    const again = await post(staff, `${B}/${c.id}/receive`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already marked received/);
    expect((await post(staff, `${B}/${c.id}/return`, { remark: 'late' })).statusCode).toBe(409);
    // The merchant can no longer change it.
    expect((await put(a, `${M}/${c.id}`, form([x.id]))).statusCode).toBe(409);
    expect(await eventsOf(x.id, 'receive')).toHaveLength(1);
  });

  it('a returned courier puts its applications back to acknowledged, to be sent again', async () => {
    const x = await application(a);
    const c = (await post(a, M, form([x.id]))).json();
    const noReason = await post(staff, `${B}/${c.id}/return`, { remark: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.remark).toEqual(['Required']);
    const res = await post(staff, `${B}/${c.id}/return`, { remark: 'Forms not signed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'returned',
      decisionRemark: 'Forms not signed',
      applications: [expect.objectContaining({ id: x.id, state: 'acknowledged' })],
    });
    const [app] = await appsById([x.id]);
    expect(app).toMatchObject({ state: 'acknowledged', courierId: null });
    const [ev] = await eventsOf(x.id, 'return');
    expect(ev).toMatchObject({ fromState: 'hardcopy_sent', toState: 'acknowledged', actorId: staff.id });
    expect(ev.remark).toContain('Forms not signed');
    expect((await get(a, `${M}/candidates`)).json().map((p: { id: number }) => p.id)).toContain(x.id);
    const again = await post(a, M, form([x.id]));
    expect(again.statusCode, again.body).toBe(200);
  });

  it('keeps merchants apart: another merchant’s courier is not found and its applications cannot be sent', async () => {
    const x = await application(a);
    const c = (await post(a, M, form([x.id]))).json();
    expect((await get(b, `${M}/${c.id}`)).statusCode).toBe(404);
    expect((await put(b, `${M}/${c.id}`, form([x.id]))).statusCode).toBe(404);
    expect((await get(b, `${M}/999999`)).statusCode).toBe(404);

    const y = await application(a);
    const own = await application(b);
    const before = await courierCount();
    const res = await post(b, M, form([own.id, y.id]));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.applicationIds).toEqual([
      `Application ${y.id} is not one of this merchant's applications.`,
    ]);
    // And not by putting it in an existing courier of its own either.
    const bc = (await post(b, M, form([own.id]))).json();
    expect((await put(b, `${M}/${bc.id}`, form([own.id, y.id]))).statusCode).toBe(400);
    expect(await courierCount()).toBe(before + 1);
    const [ya] = await appsById([y.id]);
    expect(ya).toMatchObject({ state: 'acknowledged', courierId: null });
    expect((await get(b, `${M}/candidates`)).json().map((p: { id: number }) => p.id)).not.toContain(y.id);

    const bList = (await list(b, `${M}/list`)).json();
    expect(bList.data.every((r: { merchant_code: string }) => r.merchant_code === b.code)).toBe(true);
    expect(bList.data.map((r: { id: number }) => r.id)).toContain(bc.id);
    expect(bList.totalRecords).toBe(bList.data.length);
    const aList = (await list(aStaff, `${M}/list`)).json();
    expect(aList.data.map((r: { id: number }) => r.id)).toContain(c.id);
    expect(aList.data.map((r: { id: number }) => r.id)).not.toContain(bc.id);
    const all = (await list(staff, `${B}/list`)).json();
    expect(all.data.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([c.id, bc.id]));
    const onlyB = (await list(staff, `${B}/list`, { additionFilter: { merchantCode: b.code } })).json();
    expect(onlyB.data.map((r: { id: number }) => r.id)).toEqual([bc.id]);
    expect((await list(b, `${M}/list`, { additionFilter: { merchantCode: a.code } })).statusCode).toBe(400);
  });

  it('refuses bad input with 400 naming the field, and changes nothing', async () => {
    const x = await application(a);
    const verified = await application(a, { state: 'verified', ackNo: null });
    const lateAck = await application(a, { dated: today });
    const before = await courierCount();
    const cases: [Record<string, unknown>, string, RegExp | string][] = [
      [form([x.id], { company: undefined }), 'company', 'Enter the courier company'],
      [form([x.id], { company: '' }), 'company', 'Enter the courier company'],
      [form([x.id], { docketNo: 'AB 12/3' }), 'docketNo', 'Only letters, digits and -'],
      [form([x.id], { dispatchDate: '2999-01-01' }), 'dispatchDate', 'The dispatch date cannot be in the future'],
      [form([x.id], { dispatchDate: '2025-02-30' }), 'dispatchDate', 'Enter a valid date'],
      [form([]), 'applicationIds', 'Choose at least one application'],
      [form([x.id, x.id]), 'applicationIds', 'An application is listed twice'],
      [
        form([x.id, verified.id]),
        'applicationIds',
        `Application ${verified.tokenNo} is verified, awaiting ack no; only acknowledged applications can be sent by courier.`,
      ],
      [
        form([x.id, lateAck.id], { dispatchDate: daysAgo(1) }),
        'dispatchDate',
        new RegExp(`before application ${lateAck.tokenNo} was acknowledged`),
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(a, M, payload);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().errors[field], res.body).toEqual([expect.stringMatching(message)]);
      expect(res.json().message).toMatch(typeof message === 'string' ? message.slice(0, 20) : message);
    }
    expect(await courierCount()).toBe(before);
    for (const app of await appsById([x.id, verified.id, lateAck.id])) expect(app.courierId).toBeNull();
    expect((await appsById([x.id]))[0].state).toBe('acknowledged');
    expect(await eventsOf(x.id, 'dispatch')).toHaveLength(0);
  });

  it('refuses a docket number already recorded for the company with 409', async () => {
    const [x, y] = [await application(a), await application(b)];
    expect((await post(a, M, form([x.id], { company: 'DTDC', docketNo: 'D12345678' }))).statusCode).toBe(200);
    const dup = await post(b, M, form([y.id], { company: 'dtdc', docketNo: 'd12345678' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(
      'A courier with docket number D12345678 from dtdc is already recorded. Check the docket number.',
    );
    expect(dup.json().errors.docketNo).toBeDefined();
    expect((await appsById([y.id]))[0]).toMatchObject({ state: 'acknowledged', courierId: null });
    // Another company may use the same number.
    expect((await post(b, M, form([y.id], { company: 'Trackon', docketNo: 'D12345678' }))).statusCode).toBe(200);
  });

  it('lets the merchant correct a courier on its way: removed applications go back, added ones are sent', async () => {
    const [x, y, z] = [await application(a), await application(a), await application(a)];
    const c = (await post(a, M, form([x.id, y.id]))).json();
    const res = await put(
      a,
      `${M}/${c.id}`,
      form([y.id, z.id], { company: 'Delhivery', docketNo: 'DL-99', dispatchDate: daysAgo(1), remarks: '' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      company: 'Delhivery',
      docketNo: 'DL-99',
      dispatchDate: daysAgo(1),
      items: 2,
      remarks: null,
      state: 'dispatched',
    });
    expect(
      res
        .json()
        .applications.map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([y.id, z.id].sort());
    const byId = new Map((await appsById([x.id, y.id, z.id])).map((p) => [p.id, p]));
    expect(byId.get(x.id)).toMatchObject({ state: 'acknowledged', courierId: null });
    expect(byId.get(y.id)).toMatchObject({ state: 'hardcopy_sent', courierId: c.id });
    expect(byId.get(z.id)).toMatchObject({ state: 'hardcopy_sent', courierId: c.id });
    const [back] = await eventsOf(x.id, 'return');
    expect(back.remark).toBe('Removed from courier by the merchant');
    expect(await eventsOf(y.id, 'dispatch')).toHaveLength(1);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'courier'), eq(auditEvents.entityId, String(c.id))));
    expect(audit.map((e) => e.action)).toEqual(['courier_dispatched', 'courier_changed']);
    // Receiving it now completes exactly the two it carries.
    const rcv = await post(staff, `${B}/${c.id}/receive`);
    expect(rcv.statusCode, rcv.body).toBe(200);
    expect((await appsById([x.id]))[0].state).toBe('acknowledged');
    expect((await appsById([z.id]))[0].state).toBe('completed');
  });

  it('the back office records a courier for a merchant by its code', async () => {
    const x = await application(a);
    const merchants = (await get(staff, `${B}/merchants`)).json();
    expect(merchants).toContainEqual(expect.objectContaining({ value: a.code }));
    const cands = (await get(staff, `${B}/candidates?merchantCode=${a.code.toLowerCase()}`)).json();
    expect(cands.map((p: { id: number }) => p.id)).toContain(x.id);
    const unknown = await post(staff, B, { ...form([x.id]), merchantCode: 'NOPE1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.merchantCode).toBeDefined();
    // A merchant's application cannot be booked under another merchant.
    expect((await post(staff, B, { ...form([x.id]), merchantCode: b.code })).statusCode).toBe(400);
    const res = await post(staff, B, { ...form([x.id]), merchantCode: a.code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ merchantCode: a.code, createdBy: 'Test staff', state: 'dispatched' });
    expect((await get(a, `${M}/${res.json().id}`)).statusCode).toBe(200);
    expect((await get(staff, `${B}/${res.json().id}`)).json().applications[0]).toMatchObject({
      id: x.id,
      state: 'hardcopy_sent',
      stateLabel: 'Hard copy sent',
    });
    expect((await get(staff, `${B}/999999`)).statusCode).toBe(404);
  });

  it('filters lists by state and date and exports them as CSV', async () => {
    const x = await application(b);
    const c = (
      await post(
        b,
        M,
        form([x.id], { company: 'Professional Couriers', docketNo: 'PC-777001', dispatchDate: daysAgo(2) }),
      )
    ).json();
    const dispatched = (
      await list(b, `${M}/list`, { additionFilter: { state: 'dispatched', dt1: daysAgo(2), dt2: daysAgo(2) } })
    ).json();
    expect(dispatched.data.map((r: { id: number }) => r.id)).toEqual([c.id]);
    expect(dispatched.data[0]).toEqual({
      id: c.id,
      dispatch_date: daysAgo(2),
      company: 'Professional Couriers',
      docket_no: 'PC-777001',
      merchant_code: b.code,
      items: 1,
      state: 'dispatched',
      decided_at: null,
    });
    const searched = (await list(staff, `${B}/list`, { search: '777001' })).json();
    expect(searched.data.map((r: { id: number }) => r.id)).toEqual([c.id]);
    expect((await list(b, `${M}/list`, { additionFilter: { state: 'lost' } })).statusCode).toBe(400);

    const csv = await post(b, `${M}/list/export?format=csv`, {
      filters: [],
      search: '',
      sorts: [],
      columns: ['id', 'dispatch_date', 'company', 'docket_no', 'items', 'state'],
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/couriers-\d{4}-\d{2}-\d{2}\.csv/);
    expect(csv.body).toContain('PC-777001');
    expect(csv.body).toContain('Professional Couriers');
    expect(csv.body).not.toContain('BD-123456');
    const all = await post(staff, `${B}/list/export?format=csv`, {
      filters: [],
      search: '',
      sorts: [],
      columns: ['docket_no', 'merchant_code'],
    });
    expect(all.body).toContain('PC-777001');
    expect(all.body).toContain('BD-123456');
  });
});
