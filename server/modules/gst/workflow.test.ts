import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GST_API } from '../../../contract/gst';
import { STAFF_PERMISSIONS_API } from '../../../contract/staff-permissions';
import { serviceRequestEvents, serviceRequests } from '../../db/schema';
import { signedIn } from '../../test/app';
import { requestApiTest } from '../../test/requests';
import { balanceOf, readyMerchant } from '../../test/nsdl-pan';
import {
  BF,
  BR,
  FILING_PRICE,
  MF,
  MR,
  REGISTRATION_PRICE,
  gstinFor,
  gstr3b,
  proprietorship,
  readyFiling,
  readyRegistration,
  uploadTo,
} from '../../test/gst';

/* The GST workflow through the API: every move with its guards and money, scope, and concurrency. */

const api = requestApiTest();
const { inject, entriesFor } = api;

const actionsOf = async (id: number) =>
  (
    await api.t.database.db
      .select()
      .from(serviceRequestEvents)
      .where(eq(serviceRequestEvents.requestId, id))
      .orderBy(serviceRequestEvents.id)
  ).map((e) => e.action);
const names = (d: { allowedActions: { action: string }[] }) => d.allowedActions.map((a) => a.action);

/** A submitted registration (charged) of a fresh shop with `balance` rupees. */
async function submittedRegistration(balance = 2000) {
  const m = await readyMerchant(api.t, { balance });
  const id = await readyRegistration(api.t, m.headers);
  const res = await inject('POST', `${MR}/${id}/submit`, m.headers);
  expect(res.statusCode).toBe(200);
  return { m, id };
}

describe('drafts', () => {
  it('gives a GR reference at first save, keeps partial answers and refuses malformed ones', async () => {
    const m = await readyMerchant(api.t);
    const res = await inject('POST', MR, m.headers, { data: { legalName: 'Ramesh K Patil' } });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      refNo: expect.stringMatching(/^GR\d{10}$/),
      service: 'gst-registration',
      state: 'draft',
      amount: REGISTRATION_PRICE,
      name: 'Ramesh K Patil',
    });
    expect(d.problems.some((p: { field: string; kind: string }) => p.field === 'pan' && p.kind === 'missing')).toBe(
      true,
    );
    expect(names(d)).toEqual(['submit', 'edit', 'upload']);

    const bad = await inject('PUT', `${MR}/${d.id}`, m.headers, { data: proprietorship({ pan: 'ABCFE1234F' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.pan[0]).toMatch(/4th letter/);
    expect((await inject('GET', `${MR}/${d.id}`, m.headers)).json().data.pan).toBe('');

    const saved = await inject('PUT', `${MR}/${d.id}`, m.headers, { data: proprietorship() });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ problems: [], subject: 'ABCPE1234F', kind: 'proprietorship' });

    const filing = await inject('POST', MF, m.headers, { data: gstr3b() });
    expect(filing.json()).toMatchObject({
      refNo: expect.stringMatching(/^GF\d{10}$/),
      amount: FILING_PRICE,
      subject: '27AAPFU0939F1ZV',
      kind: 'GSTR-3B',
      period: '2026-09',
    });
  });

  it('refuses a future period as malformed', async () => {
    const m = await readyMerchant(api.t);
    const res = await inject('POST', MF, m.headers, { data: gstr3b({ period: '2099-01' }) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['period']);
  });
});

describe('submitting', () => {
  it('lists what is missing (data and documents) and charges nothing', async () => {
    const m = await readyMerchant(api.t, { balance: 2000 });
    const d = (
      await inject('POST', MR, m.headers, {
        data: proprietorship({ bank: { accountNo: '', ifsc: 'SBIN0001234', bankName: 'SBI' } }),
      })
    ).json();
    const res = await inject('POST', `${MR}/${d.id}/submit`, m.headers);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'bank.accountNo',
      'documents.address_proof',
      'documents.bank_proof',
      'documents.pan_card',
      'documents.photo',
    ]);
    expect(await balanceOf(api.t, m.id)).toBe(2000);
    expect((await inject('GET', `${MR}/${d.id}`, m.headers)).json().state).toBe('draft');
  });

  it('says the shortfall when the balance is short, and changes nothing', async () => {
    const m = await readyMerchant(api.t, { balance: 100 });
    const id = await readyRegistration(api.t, m.headers);
    const res = await inject('POST', `${MR}/${id}/submit`, m.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      shortfall: REGISTRATION_PRICE - 100,
      message: expect.stringMatching(/Insufficient balance/),
    });
    expect((await inject('GET', `${MR}/${id}`, m.headers)).json().state).toBe('draft');
    expect(await balanceOf(api.t, m.id)).toBe(100);
    expect(await entriesFor(id)).toHaveLength(0);
  });

  it('needs approved KYC', async () => {
    const m = await readyMerchant(api.t, { balance: 2000, kyc: false });
    const id = await readyFiling(api.t, m.headers);
    const res = await inject('POST', `${MF}/${id}/submit`, m.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().kycRequired).toBe(true);
    expect(await balanceOf(api.t, m.id)).toBe(2000);
  });

  it('charges once when five submits arrive at once, and the draft can no longer be edited', async () => {
    const m = await readyMerchant(api.t, { balance: 2000 });
    const id = await readyRegistration(api.t, m.headers);
    const results = await Promise.all(Array.from({ length: 5 }, () => inject('POST', `${MR}/${id}/submit`, m.headers)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const done = results.find((r) => r.statusCode === 200)!.json();
    expect(done).toMatchObject({ state: 'submitted', amount: REGISTRATION_PRICE, allowedActions: [] });
    expect(await balanceOf(api.t, m.id)).toBe(2000 - REGISTRATION_PRICE);
    expect(await entriesFor(id)).toHaveLength(1);
    expect(await actionsOf(id)).toEqual(['create', 'submit']);
    const edit = await inject('PUT', `${MR}/${id}`, m.headers, { data: proprietorship() });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toMatch(/is submitted, so it cannot be changed now/);
  });
});

describe('the back office workflow', () => {
  it('takes a registration through pick up, a query and its answer, completion and the GSTIN, with every guard', async () => {
    const { m, id } = await submittedRegistration();
    const staffCan = async () => names((await inject('GET', `${BR}/${id}`, api.staff.headers)).json());
    expect(await staffCan()).toEqual(['pick_up', 'reject']);

    // Wrong side: each area's routes are its own.
    expect((await inject('POST', `${BR}/${id}/pick_up`, m.headers, {})).statusCode).toBe(403);
    expect((await inject('POST', `${MR}/${id}/answer`, api.staff.headers, { remark: 'x' })).statusCode).toBe(403);
    // Wrong state.
    const early = await inject('POST', `${BR}/${id}/complete`, api.staff.headers, { arn: 'AA2710260123456' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/is submitted, so it cannot be completed now/);
    expect((await inject('POST', `${MR}/${id}/answer`, m.headers, { remark: 'here' })).statusCode).toBe(409);

    expect((await inject('POST', `${BR}/${id}/pick_up`, api.staff.headers, {})).json().state).toBe('in_process');
    expect((await inject('POST', `${BR}/${id}/pick_up`, api.staff.headers, {})).statusCode).toBe(409);
    expect(await staffCan()).toEqual(['raise_query', 'complete', 'reject', 'attach_result']);

    // A query needs its question; the shop answers with a document and a remark.
    const noRemark = await inject('POST', `${BR}/${id}/raise_query`, api.staff.headers, {});
    expect(noRemark.statusCode).toBe(400);
    expect(noRemark.json().errors.remark).toBeDefined();
    const q = await inject('POST', `${BR}/${id}/raise_query`, api.staff.headers, {
      remark: 'The electricity bill is unreadable.',
    });
    expect(q.json()).toMatchObject({ state: 'query_raised', remark: 'The electricity bill is unreadable.' });
    const seen = (await inject('GET', `${MR}/${id}`, m.headers)).json();
    expect(names(seen)).toEqual(['answer', 'upload']);
    expect(seen.remark).toBe('The electricity bill is unreadable.');
    const { onePagePdf } = await import('../../test/nsdl-pan');
    expect(
      (
        await uploadTo(api.t, m.headers, MR, id, 'address_proof', {
          name: 'bill.pdf',
          type: 'application/pdf',
          data: await onePagePdf(),
        })
      ).statusCode,
    ).toBe(200);
    expect((await inject('POST', `${MR}/${id}/answer`, m.headers, { remark: '  ' })).statusCode).toBe(400);
    const a = await inject('POST', `${MR}/${id}/answer`, m.headers, { remark: 'Uploaded a clear copy.' });
    expect(a.json()).toMatchObject({ state: 'in_process', remark: 'Uploaded a clear copy.' });

    // Completion takes a well-formed ARN.
    expect((await inject('POST', `${BR}/${id}/complete`, api.staff.headers, { arn: 'AA27102601234' })).statusCode).toBe(
      400,
    );
    const c = await inject('POST', `${BR}/${id}/complete`, api.staff.headers, { arn: 'aa2710260123456' });
    expect(c.statusCode).toBe(200);
    expect(c.json()).toMatchObject({ state: 'completed', result: 'AA2710260123456' });
    expect(names(c.json())).toEqual(['record_gstin', 'attach_result']);

    // The GSTIN must be this business's: its PAN and its state.
    const other = await inject('POST', `${BR}/${id}/record_gstin`, api.staff.headers, { gstin: '27AAPFU0939F1ZV' });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.gstin[0]).toMatch(/PAN AAPFU0939F/);
    expect(
      (
        await inject('POST', `${BR}/${id}/record_gstin`, api.staff.headers, { gstin: gstinFor('ABCPE1234F', '29') })
      ).json().errors.gstin[0],
    ).toMatch(/Maharashtra/);
    const g = await inject('POST', `${BR}/${id}/record_gstin`, api.staff.headers, { gstin: gstinFor('ABCPE1234F') });
    expect(g.json()).toMatchObject({ state: 'completed', result2: gstinFor('ABCPE1234F') });

    // Completed is final: no rejection, no refund.
    expect((await inject('POST', `${BR}/${id}/reject`, api.staff.headers, { remark: 'late' })).statusCode).toBe(409);
    expect(await balanceOf(api.t, m.id)).toBe(2000 - REGISTRATION_PRICE);
    expect(await actionsOf(id)).toEqual([
      'create',
      'submit',
      'pick_up',
      'raise_query',
      'file',
      'answer',
      'complete',
      'record_gstin',
    ]);
    const events = (await inject('GET', `${MR}/${id}`, m.headers)).json().events;
    expect(events.find((e: { action: string }) => e.action === 'complete').remark).toBe('ARN AA2710260123456');
  });

  it('refuses an ARN already given to another request of the same service, but not of the other', async () => {
    const first = await submittedRegistration();
    const second = await submittedRegistration();
    for (const r of [first, second]) await inject('POST', `${BR}/${r.id}/pick_up`, api.staff.headers, {});
    expect(
      (await inject('POST', `${BR}/${first.id}/complete`, api.staff.headers, { arn: 'AA2710260999001' })).statusCode,
    ).toBe(200);
    const dup = await inject('POST', `${BR}/${second.id}/complete`, api.staff.headers, { arn: 'AA2710260999001' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('ARN AA2710260999001 is already entered for another GST registration request.');
    expect((await inject('GET', `${BR}/${second.id}`, api.staff.headers)).json()).toMatchObject({
      state: 'in_process',
      result: null,
    });

    const f = await readyFiling(api.t, first.m.headers);
    await inject('POST', `${MF}/${f}/submit`, first.m.headers);
    await inject('POST', `${BF}/${f}/pick_up`, api.staff.headers, {});
    expect(
      (await inject('POST', `${BF}/${f}/complete`, api.staff.headers, { arn: 'AA2710260999001' })).json().state,
    ).toBe('completed');
  });

  it('refunds a rejection exactly once when five arrive at once, and keeps the reason', async () => {
    const m = await readyMerchant(api.t, { balance: 1000 });
    const id = await readyFiling(api.t, m.headers);
    await inject('POST', `${MF}/${id}/submit`, m.headers);
    expect(await balanceOf(api.t, m.id)).toBe(1000 - FILING_PRICE);
    expect((await inject('POST', `${BF}/${id}/reject`, api.staff.headers, {})).statusCode).toBe(400);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        inject('POST', `${BF}/${id}/reject`, api.staff.headers, { remark: 'GSTIN is cancelled.' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await balanceOf(api.t, m.id)).toBe(1000);
    const entries = await entriesFor(id);
    expect(entries.map((e) => e.direction).sort()).toEqual(['Cr', 'Dr']);
    const d = (await inject('GET', `${MF}/${id}`, m.headers)).json();
    expect(d).toMatchObject({ state: 'rejected', remark: 'GSTIN is cancelled.', allowedActions: [] });
  });

  it('rejects from in process and from a query too, refunding each', async () => {
    for (const to of ['in_process', 'query_raised'] as const) {
      const { m, id } = await submittedRegistration(1000);
      await inject('POST', `${BR}/${id}/pick_up`, api.staff.headers, {});
      if (to === 'query_raised')
        await inject('POST', `${BR}/${id}/raise_query`, api.staff.headers, { remark: 'Which district?' });
      const r = await inject('POST', `${BR}/${id}/reject`, api.staff.headers, { remark: 'Not eligible.' });
      expect([to, r.json().state]).toEqual([to, 'rejected']);
      expect(await balanceOf(api.t, m.id)).toBe(1000);
    }
  });
});

describe('scope', () => {
  it('answers 404 to another shop for every merchant route of either service, and changes nothing', async () => {
    const owner = await readyMerchant(api.t, { balance: 2000 });
    const reg = await readyRegistration(api.t, owner.headers);
    const fil = await readyFiling(api.t, owner.headers);
    const fileId = (await inject('GET', `${MR}/${reg}`, owner.headers)).json().files[0].id as string;
    const other = await readyMerchant(api.t, { balance: 2000 });
    const h = other.headers;
    const failures: string[] = [];
    for (const [base, id, data] of [
      [MR, reg, proprietorship()],
      [MF, fil, gstr3b()],
    ] as const) {
      const calls: [string, () => Promise<{ statusCode: number }>][] = [
        ['get', () => inject('GET', `${base}/${id}`, h)],
        ['save', () => inject('PUT', `${base}/${id}`, h, { data })],
        ['submit', () => inject('POST', `${base}/${id}/submit`, h)],
        ['answer', () => inject('POST', `${base}/${id}/answer`, h, { remark: 'x' })],
        [
          'upload',
          () =>
            uploadTo(api.t, h, base, id, 'other', {
              name: 'x.pdf',
              type: 'application/pdf',
              data: Buffer.from('%PDF-1.4'),
            }),
        ],
        ['file', () => inject('GET', `${base}/${id}/files/${fileId}`, h)],
        ['download', () => inject('GET', `${base}/${id}/files/${fileId}/download`, h)],
        ['remove', () => inject('DELETE', `${base}/${id}/files/${fileId}`, h)],
      ];
      for (const [name, call] of calls) {
        const res = await call();
        if (res.statusCode !== 404) failures.push(`${base} ${name} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    // A registration's id is not a filing's either.
    expect((await inject('GET', `${MF}/${reg}`, owner.headers)).statusCode).toBe(404);
    expect(await balanceOf(api.t, other.id)).toBe(2000);
    expect((await inject('GET', `${MR}/${reg}`, owner.headers)).json().files).toHaveLength(4);
  });

  it("keeps a staff account out until its owner ticks GST, then works on the owner's requests", async () => {
    const owner = await readyMerchant(api.t, { balance: 2000 });
    const reg = await readyRegistration(api.t, owner.headers);
    const counter = await signedIn(api.t, 'merchant', { kind: 'staff', parentId: owner.id });
    const calls = {
      get: () => inject('GET', `${MR}/${reg}`, counter.headers),
      create: () => inject('POST', MF, counter.headers, { data: gstr3b() }),
      list: () => inject('POST', `${MR}/lists/drafts`, counter.headers, { start: 0, length: 10 }),
      dashboard: () => inject('GET', `${GST_API.merchant}/dashboard`, counter.headers),
    };
    for (const [name, call] of Object.entries(calls)) {
      const res = await call();
      expect([name, res.statusCode, res.json().staffPermission]).toEqual([name, 403, 'gst']);
    }
    expect(
      (await inject('PUT', `${STAFF_PERMISSIONS_API}/${counter.id}/permissions`, owner.headers, { services: ['gst'] }))
        .statusCode,
    ).toBe(200);
    expect((await calls.get()).json().refNo).toMatch(/^GR/);
    const made = (await calls.create()).json();
    const [row] = await api.t.database.db
      .select({ merchantId: serviceRequests.merchantId, createdBy: serviceRequests.createdBy })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, made.id));
    expect(row).toEqual({ merchantId: owner.id, createdBy: counter.id });
  });
});

describe('lists and dashboards', () => {
  it("show a shop its own requests and the back office everyone's, filtered by state, return type, period and date", async () => {
    const m = await readyMerchant(api.t, { balance: 3000 });
    const a = await readyFiling(api.t, m.headers, gstr3b({ period: '2026-08' }));
    const b = await readyFiling(api.t, m.headers, gstr3b({ returnType: 'GSTR-9', period: '2025-26' }));
    const draft = await readyFiling(api.t, m.headers);
    for (const id of [a, b]) expect((await inject('POST', `${MF}/${id}/submit`, m.headers)).statusCode).toBe(200);
    await inject('POST', `${BF}/${a}/pick_up`, api.staff.headers, {});
    await inject('POST', `${BF}/${a}/raise_query`, api.staff.headers, { remark: 'Send the purchase register.' });
    const other = await readyMerchant(api.t, { balance: 1000 });
    const theirs = await readyFiling(api.t, other.headers);
    await inject('POST', `${MF}/${theirs}/submit`, other.headers);

    const ids = async (url: string, headers: Record<string, string>, body: Record<string, unknown> = {}) => {
      const res = await inject('POST', url, headers, { start: 0, length: 100, ...body });
      expect(res.statusCode).toBe(200);
      return (res.json().data as { id: number }[]).map((r) => r.id).sort((x, y) => x - y);
    };
    expect(await ids(`${MF}/lists/drafts`, m.headers)).toEqual([draft]);
    expect(await ids(`${MF}/lists/all`, m.headers)).toEqual([a, b]);
    expect(await ids(`${MF}/lists/queries`, m.headers)).toEqual([a]);
    const all = await ids(`${BF}/lists/all`, api.staff.headers);
    expect(all).toEqual(expect.arrayContaining([a, b, theirs]));
    expect(all).not.toContain(draft);
    const byKind = await ids(`${BF}/lists/all`, api.staff.headers, {
      filters: [
        { field: 'kind', opt: 'equals', value1: 'GSTR-9' },
        { field: 'merchant_code', opt: 'equals', value1: m.code },
      ],
    });
    expect(byKind).toEqual([b]);
    const byPeriod = await ids(`${BF}/lists/all`, api.staff.headers, {
      filters: [
        { field: 'period', opt: 'equals', value1: '2026-08' },
        { field: 'merchant_code', opt: 'equals', value1: m.code },
      ],
    });
    expect(byPeriod).toEqual([a]);
    expect(await ids(`${BF}/lists/all`, api.staff.headers, { additionFilter: { dt1: '2099-01-01' } })).toEqual([]);
    const bad = await inject('POST', `${BF}/lists/all`, api.staff.headers, {
      start: 0,
      length: 10,
      additionFilter: { dt1: '01-01-2026' },
    });
    expect(bad.statusCode).toBe(400);

    const mine = (await inject('GET', `${GST_API.merchant}/dashboard`, m.headers)).json();
    expect(mine).toEqual({ registration: {}, filing: { draft: 1, submitted: 1, query_raised: 1 }, needsAnswer: 1 });
    const back = (await inject('GET', `${GST_API.backend}/dashboard`, api.staff.headers)).json();
    expect(back.filing.query_raised).toBeGreaterThanOrEqual(1);
    expect(back.needsAnswer).toBe(back.filing.query_raised + (back.registration.query_raised ?? 0));
  });
});
