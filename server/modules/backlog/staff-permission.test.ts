import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKLOG_API } from '../../../contract/lists/backlog';
import { STAFF_PERMISSIONS_API } from '../../../contract/staff-permissions';
import { backlogRecords } from '../../db/schema';
import { createTestApp, signedIn, type TestApp } from '../../test/app';

const M = BACKLOG_API.merchant;
const AKN = '881000000000101';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("merchant staff and the owner's backlog records", () => {
  it('need the NSDL PAN service for the list, its export and acknowledgement downloads', async () => {
    const owner = await signedIn(t, 'merchant', { kind: 'owner' });
    const counter = await signedIn(t, 'merchant', { kind: 'staff', parentId: owner.id });
    await t.database.db.insert(backlogRecords).values({
      transid: 'T900101',
      dated: '2024-02-01',
      aknNo: AKN,
      panType: 'N',
      name: 'APPLICANT',
      cardname: 'A',
      contactno: '9876500101',
      email: 'a@example.in',
      memno: owner.code,
      status: 'A',
    });
    const h = counter.headers;
    const calls = {
      list: () =>
        t.app.inject({
          method: 'POST',
          url: `${M}/pan-list`,
          headers: h,
          payload: { length: 10, start: 0, additionFilter: { status: '' } },
        }),
      export: () =>
        t.app.inject({
          method: 'POST',
          url: `${M}/pan-list/export?format=csv`,
          headers: h,
          payload: { additionFilter: { status: '' }, columns: ['akn_no', 'memno'] },
        }),
      ack: () => t.app.inject({ method: 'GET', url: `${M}/dw-ack/${AKN}`, headers: h }),
    };

    for (const [name, call] of Object.entries(calls)) {
      const res = await call();
      expect([name, res.statusCode, res.json().staffPermission]).toEqual([name, 403, 'nsdl_pan']);
    }
    // The owner is not affected by its staff's services.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${M}/pan-list`,
          headers: owner.headers,
          payload: { length: 10, start: 0 },
        })
      ).statusCode,
    ).toBe(200);

    const opened = await t.app.inject({
      method: 'PUT',
      url: `${STAFF_PERMISSIONS_API}/${counter.id}/permissions`,
      headers: owner.headers,
      payload: { services: ['nsdl_pan'] },
    });
    expect(opened.statusCode).toBe(200);
    const list = await calls.list();
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { akn_no: string; memno: string }) => [r.akn_no, r.memno])).toEqual([
      [AKN, owner.code],
    ]);
    const csv = await calls.export();
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(AKN);
    const ack = await calls.ack();
    expect(ack.statusCode).toBe(200);
    expect(ack.json().tempUrl).toEqual(expect.any(String));
  });
});
