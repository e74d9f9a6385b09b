import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { panApplicationEvents, panApplications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { M, individualN, readyMerchant } from '../../test/nsdl-pan';

/* Issue 29: a draft typed offline is sent when the network is back, perhaps more than once; one draft results. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function createDraft(headers: Record<string, string>, key: string | null, firstName = 'Ramesh') {
  return t.app.inject({
    method: 'POST',
    url: `${M}/applications`,
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { category: 'individual', appType: 'N', data: individualN({ firstName }) },
  });
}

const draftsOf = (merchantId: number) =>
  t.database.db.select().from(panApplications).where(eq(panApplications.merchantId, merchantId));

describe('POST new draft with an Idempotency-Key', () => {
  it('answers the same draft for the same key, and makes a second one for another key', async () => {
    const m = await readyMerchant(t);
    const key = crypto.randomUUID();
    const first = await createDraft(m.headers, key);
    expect(first.statusCode).toBe(200);
    const again = await createDraft(m.headers, key, 'Changed');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(again.json().tokenNo).toBe(first.json().tokenNo);
    expect(again.json().data.firstName).toBe('Ramesh');
    expect(await draftsOf(m.id)).toHaveLength(1);
    const events = await t.database.db
      .select()
      .from(panApplicationEvents)
      .where(eq(panApplicationEvents.applicationId, first.json().id));
    expect(events.map((e) => e.action)).toEqual(['create']);

    const other = await createDraft(m.headers, crypto.randomUUID());
    expect(other.json().id).not.toBe(first.json().id);
    expect(await draftsOf(m.id)).toHaveLength(2);
  });

  it('two sends of one key at once still make one draft', async () => {
    const m = await readyMerchant(t);
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([createDraft(m.headers, key), createDraft(m.headers, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().id).toBe(b.json().id);
    expect(await draftsOf(m.id)).toHaveLength(1);
  });

  it("another merchant's same key makes that merchant's own draft and never shows the first", async () => {
    const a = await readyMerchant(t);
    const b = await readyMerchant(t);
    const key = crypto.randomUUID();
    const mine = await createDraft(a.headers, key, 'Ramesh');
    const theirs = await createDraft(b.headers, key, 'Suresh');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.json().data.firstName).toBe('Suresh');
    expect(await draftsOf(a.id)).toHaveLength(1);
    expect(await draftsOf(b.id)).toHaveLength(1);
  });

  it('without a key every call is a draft of its own; a malformed answer is a 400 and stores nothing', async () => {
    const m = await readyMerchant(t);
    await createDraft(m.headers, null);
    await createDraft(m.headers, null);
    expect(await draftsOf(m.id)).toHaveLength(2);
    const bad = await t.app.inject({
      method: 'POST',
      url: `${M}/applications`,
      headers: { ...m.headers, 'idempotency-key': crypto.randomUUID() },
      payload: { category: 'individual', appType: 'N', data: individualN({ mobile: '12' }) },
    });
    expect(bad.statusCode).toBe(400);
    expect(await draftsOf(m.id)).toHaveLength(2);
  });
});
