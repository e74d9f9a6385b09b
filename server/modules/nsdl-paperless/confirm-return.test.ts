import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROVIDER_ERROR_CODES, explain } from '../../../contract/nsdl-paperless';
import { STAFF_PERMISSIONS_API } from '../../../contract/staff-permissions';
import { serviceRequestEvents, serviceRequests } from '../../db/schema';
import { decrypt, encrypt, keyFromBase64 } from '../../integrations/protean-crypto';
import { signedIn } from '../../test/app';
import { balanceOf, readyMerchant } from '../../test/nsdl-pan';
import { sandboxKey } from './providers';
import { B, M, PRICE, RETURN, applicantN, paperlessApiTest, resultFor } from '../../test/nsdl-paperless';

const api = paperlessApiTest();
const { inject } = api;
const stateOf = async (id: number) =>
  (
    await api.t.database.db
      .select({ state: serviceRequests.state })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, id))
  )[0].state;

describe('confirm and pay', () => {
  it('lists what is missing and charges nothing', async () => {
    const m = await api.shop();
    const id = await api.draft(m.headers, { appType: 'N', firstName: 'Ravi' });
    const res = await inject('POST', `${M}/${id}/confirm`, m.headers);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(['lastName', 'gender', 'dob', 'mobile', 'email', 'card']),
    );
    expect(await api.entriesFor(id)).toEqual([]);
    expect(await balanceOf(api.t, m.id)).toBe(1000);
  });

  it('refuses a short balance with the shortfall, charging nothing', async () => {
    const m = await api.shop(100);
    const id = await api.draft(m.headers);
    const res = await inject('POST', `${M}/${id}/confirm`, m.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().shortfall).toBe(PRICE - 100);
    expect(await stateOf(id)).toBe('draft');
  });

  it("charges once, answers the provider's page and a sealed request for our reference; the application is with it", async () => {
    const m = await api.shop();
    const { id, refNo, url, encData } = await api.confirmed(m.headers);
    expect(url).toBe(`${api.t.config.publicUrl}/sandbox/ekyc`);
    expect(decrypt(encData, keyFromBase64(sandboxKey(api.t.secrets.encryptionKey)))).toMatchObject({
      reference: refNo,
      firstName: 'Ravi',
      lastName: 'Sharma',
    });
    const detail = (await inject('GET', `${M}/${id}`, m.headers)).json();
    expect(detail).toMatchObject({
      state: 'with_provider',
      amount: PRICE,
      ackNo: null,
      canResume: true,
      failure: null,
    });
    expect(detail.allowedActions.map((a: { action: string }) => a.action)).toEqual(['resume']);
    expect((await api.entriesFor(id)).map((e) => [e.direction, e.amountPaise])).toEqual([['Dr', PRICE * 100]]);
    expect(await balanceOf(api.t, m.id)).toBe(1000 - PRICE);
    // Resume gives the page again; a second confirm is refused.
    expect((await inject('POST', `${M}/${id}/resume`, m.headers)).json().url).toBe(
      `${api.t.config.publicUrl}/sandbox/ekyc`,
    );
    expect((await inject('POST', `${M}/${id}/confirm`, m.headers)).statusCode).toBe(409);
  });

  it('asks for approved KYC first, charging nothing', async () => {
    const m = await readyMerchant(api.t, { balance: 1000, kyc: false });
    const id = await api.draft(m.headers);
    const res = await inject('POST', `${M}/${id}/confirm`, m.headers);
    expect([res.statusCode, res.json().kycRequired]).toEqual([403, true]);
    expect(await api.entriesFor(id)).toEqual([]);
  });

  it('charges once when confirmed five times at once', async () => {
    const m = await api.shop();
    const id = await api.draft(m.headers);
    const codes = (await Promise.all(Array.from({ length: 5 }, () => inject('POST', `${M}/${id}/confirm`, m.headers))))
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    expect((await api.entriesFor(id)).map((e) => e.direction)).toEqual(['Dr']);
    expect(await balanceOf(api.t, m.id)).toBe(1000 - PRICE);
  });
});

describe("the provider's return", () => {
  it('acknowledges a success with its number, refunds nothing, and gives the slip', async () => {
    const m = await api.shop();
    const { id, encData } = await api.confirmed(m.headers);
    const out = await api.outcome(encData, 'success');
    const res = await api.returnWith(out.encData);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/merchant/product/nsdl-pan/paperless/${id}/confirm`);
    const detail = (await inject('GET', `${M}/${id}`, m.headers)).json();
    expect(detail).toMatchObject({
      state: 'acknowledged',
      ackNo: out.result.ackNo,
      result: out.result.ackNo,
      canResume: false,
      provider: { status: 'success', refunded: false },
    });
    expect(detail.ackNo).toMatch(/^\d{15}$/);
    expect((await api.entriesFor(id)).map((e) => e.direction)).toEqual(['Dr']);

    const link = await inject('GET', `${M}/${id}/slip`, m.headers);
    expect(link.statusCode).toBe(200);
    expect(link.json().file.name).toBe(`ACK-${detail.ackNo}.pdf`);
    const pdf = await inject('GET', link.json().tempUrl, m.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The same result again (also as JSON): no second move, nothing posted.
    expect((await api.returnWith(out.encData)).statusCode).toBe(303);
    const json = await api.t.app.inject({ method: 'POST', url: RETURN, payload: { encData: out.encData } });
    expect([json.statusCode, json.headers.location]).toEqual([
      303,
      `/merchant/product/nsdl-pan/paperless/${id}/confirm`,
    ]);
    expect((await api.entriesFor(id)).map((e) => e.direction)).toEqual(['Dr']);
  });

  it.each(PROVIDER_ERROR_CODES)(
    'fails %s, refunds once (even though the provider refunded its own fee) and explains it; a replay changes nothing',
    async (code) => {
      const m = await api.shop();
      const { id, encData } = await api.confirmed(m.headers);
      const out = await api.outcome(encData, code);
      expect(out.result.refunded).toBe(true);
      expect((await api.returnWith(out.encData)).statusCode).toBe(303);
      const detail = (await inject('GET', `${M}/${id}`, m.headers)).json();
      const known = explain(code, out.result.message);
      expect(detail).toMatchObject({
        state: 'failed',
        provider: { status: 'failure', code, refunded: true },
        failure: { code, title: known.title, whatToDo: known.whatToDo, known: true },
      });
      expect(detail.remark).toBe(`${code}: ${out.result.message}`);
      expect(detail.allowedActions.map((a: { action: string }) => a.action)).toEqual(['resubmit']);
      expect((await api.returnWith(out.encData)).statusCode).toBe(303);
      expect((await api.entriesFor(id)).map((e) => [e.direction, e.amountPaise])).toEqual([
        ['Dr', PRICE * 100],
        ['Cr', PRICE * 100],
      ]);
      expect(await balanceOf(api.t, m.id)).toBe(1000);
    },
  );

  it('changes nothing for a forged or altered result, and says so on a page', async () => {
    const m = await api.shop();
    const { id, refNo, encData } = await api.confirmed(m.headers);
    const out = await api.outcome(encData, 'success');
    const otherKey = keyFromBase64(Buffer.alloc(32, 7).toString('base64'));
    const forged = encrypt(resultFor(refNo, { status: 'success', ackNo: '881000000000001' }), otherKey);
    const altered = `${out.encData.slice(0, 20)}${out.encData[20] === 'A' ? 'B' : 'A'}${out.encData.slice(21)}`;
    for (const bad of [forged, altered, 'not-base64url!']) {
      const res = await api.returnWith(bad);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('This result could not be verified; nothing was changed');
    }
    expect(await stateOf(id)).toBe('with_provider');
  });

  it('believes the status call, not the result the browser brought', async () => {
    const m = await api.shop();
    const { id, refNo, encData } = await api.confirmed(m.headers);
    const said = await api.outcome(encData, 'EKYC009');
    // Sealed with the right key, claiming a success the provider never recorded.
    const claim = encrypt(
      resultFor(refNo, { status: 'success', ackNo: '881999999999999' }),
      keyFromBase64(sandboxKey(api.t.secrets.encryptionKey)),
    );
    expect((await api.returnWith(claim)).statusCode).toBe(303);
    const detail = (await inject('GET', `${M}/${id}`, m.headers)).json();
    expect(detail).toMatchObject({
      state: 'failed',
      ackNo: null,
      provider: { code: 'EKYC009', message: said.result.message },
    });
  });

  it('flags a success the provider records after the portal failed and refunded it, moving nothing', async () => {
    const m = await api.shop();
    const { id, refNo, encData } = await api.confirmed(m.headers);
    expect(
      (await inject('POST', `${B}/${id}/fail`, api.staff.headers, { remark: 'Stuck, shop asked' })).json().state,
    ).toBe('failed');
    await api.outcome(encData, 'success');
    const claim = encrypt(
      resultFor(refNo, { status: 'success', ackNo: '881000000000077' }),
      keyFromBase64(sandboxKey(api.t.secrets.encryptionKey)),
    );
    expect((await api.returnWith(claim)).statusCode).toBe(303);
    expect((await api.returnWith(claim)).statusCode).toBe(303);
    expect(await stateOf(id)).toBe('failed');
    const flags = await api.t.database.db
      .select()
      .from(serviceRequestEvents)
      .where(eq(serviceRequestEvents.requestId, id));
    expect(flags.filter((e) => e.action === 'provider_acknowledged_after_failure').map((e) => e.remark)).toEqual([
      expect.stringContaining('after the portal failed it and refunded'),
    ]);
    expect((await api.entriesFor(id)).map((e) => e.direction)).toEqual(['Dr', 'Cr']);
  });
});

describe('after a failure, and the back office', () => {
  it('applies again from a failed application: one new draft with its details', async () => {
    const m = await api.shop();
    const { id, encData } = await api.confirmed(
      m.headers,
      applicantN({ firstName: 'Meena', title: 'Smt', gender: 'F' }),
    );
    await api.returnWith((await api.outcome(encData, 'ESP-944')).encData);
    const again = await inject('POST', `${M}/${id}/resubmit`, m.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      state: 'draft',
      data: { firstName: 'Meena' },
      provider: { status: null, code: null },
      failure: null,
    });
    expect((await inject('POST', `${M}/${id}/resubmit`, m.headers)).json().id).toBe(again.json().id);
    expect((await inject('POST', `${M}/${id}/resume`, m.headers)).statusCode).toBe(409);
    expect((await inject('GET', `${M}/${id}/slip`, m.headers)).statusCode).toBe(409);
  });

  it("asks the provider now and settles by its answer; the list shows the provider's last message", async () => {
    const m = await api.shop();
    const { id, encData } = await api.confirmed(m.headers);
    let asked = await inject('POST', `${B}/${id}/ask`, api.staff.headers);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      state: 'with_provider',
      provider: { message: expect.stringContaining('no record of this application yet') },
    });
    expect(asked.json().provider.checkedAt).toBeTruthy();
    const list = (await inject('POST', `${B}/lists/with_provider`, api.staff.headers, { start: 0, length: 50 })).json();
    const mine = list.data.find((r: { id: number }) => r.id === id);
    expect(mine.provider_message).toContain('no record of this application yet');
    expect(mine.checked_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);

    await api.outcome(encData, 'success');
    asked = await inject('POST', `${B}/${id}/ask`, api.staff.headers);
    expect(asked.json()).toMatchObject({ state: 'acknowledged', ackNo: expect.stringMatching(/^\d{15}$/) });
    expect((await inject('POST', `${B}/${id}/ask`, api.staff.headers)).statusCode).toBe(409);
  });

  it('fails a stuck one with a reason, refunded once', async () => {
    const m = await api.shop();
    const { id } = await api.confirmed(m.headers);
    expect((await inject('POST', `${B}/${id}/fail`, api.staff.headers, {})).statusCode).toBe(400);
    const failed = await inject('POST', `${B}/${id}/fail`, api.staff.headers, { remark: 'Applicant left' });
    expect(failed.json()).toMatchObject({ state: 'failed', remark: 'Applicant left' });
    expect((await inject('POST', `${B}/${id}/fail`, api.staff.headers, { remark: 'again' })).statusCode).toBe(409);
    expect((await api.entriesFor(id)).map((e) => e.direction)).toEqual(['Dr', 'Cr']);
  });

  it('gives the shop its summary and the back office its dashboard', async () => {
    const m = await api.shop();
    await api.draft(m.headers);
    await api.confirmed(m.headers);
    const summary = (await inject('GET', `${M}/summary`, m.headers)).json();
    expect(summary).toEqual({
      counts: { draft: 1, with_provider: 1 },
      prices: { N: PRICE, C: PRICE },
      available: true,
      sandbox: true,
    });
    const dash = await inject('GET', `${B}/dashboard`, api.staff.headers);
    expect(dash.statusCode).toBe(200);
    expect(dash.json()).toMatchObject({ provider: 'sandbox', stuck: 0 });
    expect(dash.json().counts.with_provider).toBeGreaterThan(0);
    expect(dash.json().acknowledgedToday).toBeGreaterThan(0);
  });
});

describe('who reaches what', () => {
  it("answers 404 for another shop's application on every route", async () => {
    const owner = await api.shop();
    const other = await api.shop();
    const { id } = await api.confirmed(owner.headers);
    const calls: [string, () => ReturnType<typeof inject>][] = [
      ['get', () => inject('GET', `${M}/${id}`, other.headers)],
      ['save', () => inject('PUT', `${M}/${id}`, other.headers, { data: applicantN() })],
      ['confirm', () => inject('POST', `${M}/${id}/confirm`, other.headers)],
      ['resume', () => inject('POST', `${M}/${id}/resume`, other.headers)],
      ['resubmit', () => inject('POST', `${M}/${id}/resubmit`, other.headers)],
      ['slip', () => inject('GET', `${M}/${id}/slip`, other.headers)],
    ];
    const wrong = [];
    for (const [name, call] of calls) {
      const res = await call();
      if (res.statusCode !== 404) wrong.push(`${name} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await balanceOf(api.t, other.id)).toBe(1000);
    expect((await inject('GET', `${B}/999999`, api.staff.headers)).statusCode).toBe(404);
    expect((await inject('POST', `${B}/999999/ask`, api.staff.headers)).statusCode).toBe(404);
  });

  it('keeps a staff account out until its owner ticks NSDL PAN, and the shop out of the back office', async () => {
    const owner = await api.shop();
    const id = await api.draft(owner.headers);
    const counter = await signedIn(api.t, 'merchant', { kind: 'staff', parentId: owner.id });
    const calls = {
      get: () => inject('GET', `${M}/${id}`, counter.headers),
      summary: () => inject('GET', `${M}/summary`, counter.headers),
      create: () => inject('POST', M, counter.headers, { data: applicantN() }),
      confirm: () => inject('POST', `${M}/${id}/confirm`, counter.headers),
    };
    for (const [name, call] of Object.entries(calls)) {
      const res = await call();
      expect([name, res.statusCode, res.json().staffPermission]).toEqual([name, 403, 'nsdl_pan']);
    }
    expect(
      (
        await inject('PUT', `${STAFF_PERMISSIONS_API}/${counter.id}/permissions`, owner.headers, {
          services: ['nsdl_pan'],
        })
      ).statusCode,
    ).toBe(200);
    expect((await calls.get()).json().state).toBe('draft');
    expect((await inject('POST', `${B}/${id}/ask`, owner.headers)).statusCode).toBe(403);
    expect((await inject('GET', `${B}/dashboard`, owner.headers)).statusCode).toBe(403);
  });
});
