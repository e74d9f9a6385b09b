import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, gt } from 'drizzle-orm';
import { USER_MANAGEMENT_API } from '../../../contract/lists/users';
import { MASTERS_API } from '../../../contract/masters';
import { ACCESS_ACTION_OPTIONS, ACCESS_LOG_API, type AccessLogRow } from '../../../contract/privacy/access-log';
import { accessLog } from '../../db/schema';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { B as BACKLOG_B, seedBacklog } from '../../test/backlog';
import { ACCESS_ACTIONS } from './access-log';

/*
 * Exports of lists with personal data are logged, whoever makes them; other lists' exports are not. The admin
 * reads the log as a list (filters, search, export), and its own export is logged too.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let staff: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  staff = await signedIn(t, 'staff');
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers,
    payload: payload as Record<string, unknown>,
    remoteAddress: '198.51.100.7',
  });

async function mark(): Promise<number> {
  const rows = await t.database.db.select({ id: accessLog.id }).from(accessLog);
  return rows.reduce((m, r) => Math.max(m, r.id), 0);
}
const since = (id: number) =>
  t.database.db
    .select({
      actorCode: accessLog.actorCode,
      actorRole: accessLog.actorRole,
      action: accessLog.action,
      refType: accessLog.refType,
      refNo: accessLog.refNo,
      detail: accessLog.detail,
      ip: accessLog.ip,
    })
    .from(accessLog)
    .where(gt(accessLog.id, id))
    .orderBy(asc(accessLog.id));

describe('exports of lists', () => {
  it('log an export of a list with personal data: who, which list, format, rows and the filters in short', async () => {
    const shop = await signedIn(t, 'merchant', { kind: 'owner' });
    const before = await mark();
    const res = await post(`${USER_MANAGEMENT_API.merchants}/export?format=csv`, staff.headers, {
      columns: ['code', 'displayName', 'mobile'],
      search: 'test',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(shop.code);
    expect(await since(before)).toEqual([
      {
        actorCode: staff.code,
        actorRole: 'staff',
        action: 'list_export',
        refType: 'list',
        refNo: 'merchants',
        detail: 'merchants · CSV · 1 row · Search "test"',
        ip: '198.51.100.7',
      },
    ]);
  });

  it('do not log an export of a list without personal data (a master)', async () => {
    const before = await mark();
    const res = await post(`${MASTERS_API.idTypes}/list/export?format=xlsx`, admin.headers, { columns: ['name'] });
    expect(res.statusCode).toBe(200);
    expect(await since(before)).toEqual([]);
  });

  it('log the backlog’s export, which goes through its own route, with any Aadhaar number in a search masked', async () => {
    await seedBacklog(t);
    const before = await mark();
    const res = await post(`${BACKLOG_B}/pan-list/export?format=pdf`, staff.headers, {
      columns: ['akn_no', 'name'],
      search: '2341 2341 2346',
      additionFilter: { status: '' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await since(before);
    expect(row).toMatchObject({ action: 'list_export', refNo: 'backlog-pan', actorCode: staff.code });
    expect(row.detail).toMatch(/^backlog-pan · PDF · 0 rows · Search "XXXX XXXX 2346"$/);
  });
});

describe('the access log list', () => {
  beforeAll(async () => {
    const db = t.database.db;
    await db.insert(accessLog).values([
      {
        at: new Date('2026-01-10T06:00:00Z'),
        actorId: staff.id,
        actorCode: staff.code,
        actorRole: 'staff',
        action: 'aadhaar_reveal',
        refType: 'pan_application',
        refId: '41',
        refNo: 'TK0000000041',
        detail: 'data.aadhaar',
        reason: 'Keying the application into the NSDL system',
        ip: '10.0.0.1',
      },
      {
        at: new Date('2026-01-12T06:00:00Z'),
        actorId: admin.id,
        actorCode: admin.code,
        actorRole: 'admin',
        action: 'document_view',
        refType: 'kyc_submission',
        refId: '9',
        detail: 'photo',
        ip: '10.0.0.2',
      },
    ]);
  });

  const list = (headers: Record<string, string>, body: Record<string, unknown> = {}) =>
    post(ACCESS_LOG_API, headers, { length: 50, start: 0, ...body });

  it('shows who, what, when, which record and from where, newest first, in India time', async () => {
    const res = await list(admin.headers, { additionFilter: { dt1: '2026-01-01', dt2: '2026-01-31' } });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as AccessLogRow[];
    expect(rows.map(({ id: _, ...r }) => r)).toEqual([
      {
        at: '2026-01-12 11:30',
        actorCode: admin.code,
        actorRole: 'admin',
        action: 'document_view',
        refType: 'kyc_submission',
        reference: '9',
        detail: 'photo',
        reason: '',
        ip: '10.0.0.2',
      },
      {
        at: '2026-01-10 11:30',
        actorCode: staff.code,
        actorRole: 'staff',
        action: 'aadhaar_reveal',
        refType: 'pan_application',
        reference: 'TK0000000041',
        detail: 'data.aadhaar',
        reason: 'Keying the application into the NSDL system',
        ip: '10.0.0.1',
      },
    ]);
  });

  it('filters by date range, action and user, and searches', async () => {
    const refs = async (body: Record<string, unknown>) =>
      ((await list(admin.headers, body)).json().data as AccessLogRow[]).map((r) => r.reference);
    expect(await refs({ additionFilter: { dt1: '2026-01-11', dt2: '2026-01-31' } })).toEqual(['9']);
    expect(await refs({ additionFilter: { dt2: '2026-01-10' } })).toEqual(['TK0000000041']);
    expect(await refs({ additionFilter: { action: 'aadhaar_reveal' } })).toEqual(['TK0000000041']);
    expect(await refs({ additionFilter: { dt2: '2026-01-31', actor: admin.code.toLowerCase() } })).toEqual(['9']);
    expect(await refs({ search: 'nsdl system' })).toEqual(['TK0000000041']);
  });

  it('refuses a bad filter with a 400 naming it', async () => {
    const unknown = await list(admin.headers, { additionFilter: { who: 'x' } });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['additionFilter.who']);
    const action = await list(admin.headers, { additionFilter: { action: 'looked' } });
    expect(action.statusCode).toBe(400);
    expect(action.json().errors).toHaveProperty(['additionFilter.action']);
    const range = await list(admin.headers, { additionFilter: { dt1: '2026-02-01', dt2: '2026-01-01' } });
    expect(range.statusCode).toBe(400);
    expect(range.json().errors).toEqual({ 'additionFilter.dt2': ['Must be on or after the From date'] });
    const hindi = await list(
      { ...admin.headers, 'accept-language': 'hi' },
      { additionFilter: { dt1: '2026-02-01', dt2: '2026-01-01' } },
    );
    expect(hindi.json().errors).toEqual({ 'additionFilter.dt2': ['शुरू की तारीख़ के दिन या उसके बाद की होनी चाहिए'] });
  });

  it('is the admin’s alone', async () => {
    expect((await list(staff.headers)).statusCode).toBe(403);
    const m = await signedIn(t, 'merchant', { kind: 'owner' });
    expect((await list(m.headers)).statusCode).toBe(403);
    expect((await post(ACCESS_LOG_API, {}, { length: 10, start: 0 })).statusCode).toBe(401);
  });

  it('exports, and its own export is logged', async () => {
    const before = await mark();
    const res = await post(`${ACCESS_LOG_API}/export?format=csv`, admin.headers, {
      columns: ['at', 'actorCode', 'action', 'reference', 'reason'],
      additionFilter: { action: 'aadhaar_reveal' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('TK0000000041');
    expect(res.body).toContain('Keying the application into the NSDL system');
    expect(await since(before)).toEqual([
      expect.objectContaining({
        actorCode: admin.code,
        action: 'list_export',
        refNo: 'access-log',
        detail: 'access-log · CSV · 1 row · Action equals Aadhaar shown',
      }),
    ]);
  });

  it('names every action the server writes', () => {
    expect(ACCESS_ACTION_OPTIONS.map((o) => o.value)).toEqual([...ACCESS_ACTIONS]);
  });
});
