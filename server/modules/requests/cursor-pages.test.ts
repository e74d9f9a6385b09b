import { describe, expect, it } from 'vitest';
import { serviceRequests } from '../../db/schema/index';
import { readyMerchant } from '../../test/nsdl-pan';
import { requestApiTest } from '../../test/requests';
import { BF, MF } from '../../test/gst';

/*
 * Decision 0054, keyset paging: a list moved page by page with the `after` cursor shows exactly the rows that
 * offset paging shows, ties on the sort key included; a cursor never reaches past the caller's scope, and one
 * that is damaged or edited is a 400 on `after`.
 */

const api = requestApiTest();
type Page = { data: { id: number; ref_no: string }[]; filterRecords: number; nextCursor: string | null };
const DATES = ['2026-10-01', '2026-10-02', '2026-10-02', '2026-10-03']; // ties on the date

async function seed(merchant: { id: number; code: string }, n: number, prefix: string) {
  await api.t.database.db.insert(serviceRequests).values(
    Array.from({ length: n }, (_, i) => ({
      service: 'gst-filing',
      refNo: `${prefix}${String(i).padStart(8, '0')}`,
      merchantId: merchant.id,
      merchantCode: merchant.code,
      createdBy: merchant.id,
      state: i % 3 === 0 ? 'completed' : 'submitted',
      name: `Business ${i % 4}`,
      kind: 'GSTR-3B',
      period: '2026-09',
      data: {},
      dated: DATES[i % DATES.length],
      // Half with a result, half without: a sort on it meets nulls.
      result: i % 2 ? `AA27${prefix}${String(i).padStart(9, '0')}` : null,
    })),
  );
}

async function page(url: string, headers: Record<string, string>, body: Record<string, unknown>) {
  const res = await api.inject('POST', url, headers, { filters: [], search: '', length: 10, start: 0, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}

/** Every row of the list, once by offset and once by cursor. */
async function bothWays(url: string, headers: Record<string, string>, sorts: unknown[], search = '') {
  const byOffset: number[] = [];
  const byCursor: number[] = [];
  for (let start = 0; ; start += 10) {
    const p = await page(url, headers, { sorts, start, search });
    byOffset.push(...p.data.map((r) => r.id));
    if (p.data.length < 10) break;
  }
  let after: string | null = null;
  for (let start = 0; start < 1000; start += 10) {
    const p: Page = await page(url, headers, { sorts, start, search, ...(after ? { after } : {}) });
    byCursor.push(...p.data.map((r) => r.id));
    after = p.nextCursor;
    if (!after) break;
  }
  return { byOffset, byCursor };
}

describe('keyset pages of a shared request list', () => {
  it('are the offset pages, in every order, and a merchant’s cursor never shows another shop’s rows', async () => {
    const a = await readyMerchant(api.t);
    const b = await readyMerchant(api.t);
    await seed(a, 27, 'GFA');
    await seed(b, 6, 'GFB');
    const mine = new Set(
      (
        await api.t.database.query<{ id: number }>('select id from service_requests where merchant_id = $1', [a.id])
      ).map((r) => Number(r.id)),
    );

    for (const sorts of [
      [],
      [{ column: 'dated', dir: 'asc' }],
      [{ column: 'result', dir: 'asc' }],
      [{ column: 'result', dir: 'desc' }],
      [
        { column: 'state', dir: 'asc' },
        { column: 'dated', dir: 'desc' },
      ],
    ]) {
      const { byOffset, byCursor } = await bothWays(`${MF}/lists/all`, a.headers, sorts);
      expect(byOffset).toHaveLength(27);
      expect(byCursor, JSON.stringify(sorts)).toEqual(byOffset);
      expect(byCursor.every((id) => mine.has(id))).toBe(true);
    }
    // A search: its few matches are found and sorted as a set (the sparse statement), the cursor applied there.
    const found = await bothWays(`${MF}/lists/all`, a.headers, [{ column: 'name', dir: 'desc' }], 'business');
    expect(found.byOffset).toHaveLength(27);
    expect(found.byCursor).toEqual(found.byOffset);
    const staff = await bothWays(`${BF}/lists/all`, api.staff.headers, []);
    expect(staff.byCursor).toEqual(staff.byOffset);
    expect(staff.byCursor.length).toBeGreaterThanOrEqual(33);

    // A's cursor in B's hands moves B through B's own rows only.
    const first = await page(`${MF}/lists/all`, a.headers, {});
    const theirs = await page(`${MF}/lists/all`, b.headers, { after: first.nextCursor, start: 10 });
    expect(theirs.data.every((r) => r.ref_no.startsWith('GFB'))).toBe(true);
    expect(theirs.data.some((r) => mine.has(r.id))).toBe(false);
  });

  it('refuses a damaged, edited or foreign cursor with a 400 on `after`, changing nothing', async () => {
    const a = await readyMerchant(api.t);
    await seed(a, 12, 'GFC');
    const first = await page(`${MF}/lists/all`, a.headers, {});
    const cursor = first.nextCursor!;
    expect(cursor).toMatch(/\./);
    const [body, mac] = cursor.split('.');
    const edited = Buffer.from(
      Buffer.from(body, 'base64url')
        .toString('utf8')
        .replace(/"\d+"\]\]$/, '"1"]]'),
    ).toString('base64url');
    const otherSort = await page(`${MF}/lists/all`, a.headers, { sorts: [{ column: 'result', dir: 'asc' }] });
    for (const [bad, sorts] of [
      ['not-a-cursor', []],
      [`${edited}.${mac}`, []],
      [`${body}.${'A'.repeat(22)}`, []],
      [otherSort.nextCursor!, []], // made for another order
      [cursor, [{ column: 'result', dir: 'asc' }]],
    ] as const) {
      const res = await api.inject('POST', `${MF}/lists/all`, a.headers, {
        filters: [],
        search: '',
        length: 10,
        start: 10,
        sorts,
        after: bad,
      });
      expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().errors ?? {})).toEqual(['after']);
    }
  });
});
