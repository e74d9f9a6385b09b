import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { UTI_API } from '../../../contract/uti';
import { STAFF_PERMISSIONS_API } from '../../../contract/staff-permissions';
import { mailOutbox, merchantProfiles, packageRates, serviceRequestEvents, serviceRequests } from '../../db/schema';
import { signedIn } from '../../test/app';
import { requestApiTest } from '../../test/requests';
import { approveKyc, balanceOf, onePagePdf, readyMerchant } from '../../test/nsdl-pan';
import { BP, MC, MP, PSA_PRICE, applicant, readyPsa, shopWithPsa, uploadPsa } from '../../test/uti';

/**
 * PSA registration through the API: draft, documents, submit, one live registration per shop, approval with the login
 * id, rejection and correction.
 */

const api = requestApiTest();
const { inject, entriesFor } = api;
const names = (d: { allowedActions: { action: string }[] }) => d.allowedActions.map((a) => a.action);
const summaryOf = async (headers: Record<string, string>) =>
  (await inject('GET', `${UTI_API.merchant}/summary`, headers)).json();

describe('a draft', () => {
  it('gets a UP reference, keeps partial answers, refuses malformed ones and needs both documents to submit', async () => {
    const m = await readyMerchant(api.t, { balance: 1000 });
    const res = await inject('POST', MP, m.headers, { data: { firstName: 'Sunita' } });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      refNo: expect.stringMatching(/^UP\d{10}$/),
      service: 'uti-psa',
      state: 'draft',
      amount: PSA_PRICE,
      name: 'Sunita',
    });
    expect(names(d)).toEqual(['submit', 'edit', 'upload']);
    expect(d.problems.some((p: { field: string; kind: string }) => p.field === 'pan' && p.kind === 'missing')).toBe(
      true,
    );

    const company = await inject('PUT', `${MP}/${d.id}`, m.headers, { data: applicant({ pan: 'ABCCD1234F' }) });
    expect(company.statusCode).toBe(400);
    expect(company.json().errors.pan[0]).toMatch(/4th letter must be P/);
    expect((await inject('PUT', `${MP}/${d.id}`, m.headers, { data: applicant() })).json()).toMatchObject({
      problems: [],
      name: 'Sunita R Deshmukh',
      subject: 'ABCPD1234F',
    });

    const early = await inject('POST', `${MP}/${d.id}/submit`, m.headers);
    expect(early.statusCode).toBe(422);
    expect(Object.keys(early.json().errors).sort()).toEqual(['documents.aadhaar_card', 'documents.pan_card']);
    const text = await uploadPsa(api.t, m.headers, d.id, 'pan_card', {
      name: 'pan.pdf',
      type: 'application/pdf',
      data: 'not a pdf at all',
    });
    expect(text.statusCode).toBe(415);
    expect((await uploadPsa(api.t, m.headers, d.id, 'photo')).statusCode).toBe(400);
    await uploadPsa(api.t, m.headers, d.id, 'pan_card');
    // One of each: a second PAN card takes the place of the first.
    const again = (
      await uploadPsa(api.t, m.headers, d.id, 'pan_card', {
        name: 'pan2.pdf',
        type: 'application/pdf',
        data: await onePagePdf(),
      })
    ).json();
    expect(again.files.map((f: { kind: string; name: string }) => [f.kind, f.name])).toEqual([
      ['pan_card', 'pan2.pdf'],
    ]);
    expect(again.missingDocuments).toEqual([{ kind: 'aadhaar_card', label: 'Aadhaar card of the applicant' }]);
    expect(await balanceOf(api.t, m.id)).toBe(1000);
  });
});

describe('submitting', () => {
  it('charges the PSA price once when five submits race, and the back office sees it waiting', async () => {
    const m = await readyMerchant(api.t, { balance: 1000 });
    const id = await readyPsa(api.t, m.headers);
    const results = await Promise.all(Array.from({ length: 5 }, () => inject('POST', `${MP}/${id}/submit`, m.headers)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await balanceOf(api.t, m.id)).toBe(1000 - PSA_PRICE);
    expect(await entriesFor(id)).toHaveLength(1);
    const seen = (await inject('GET', `${BP}/${id}`, api.staff.headers)).json();
    expect(seen).toMatchObject({ state: 'submitted', stateLabel: 'Waiting for approval', amount: PSA_PRICE });
    expect(names(seen)).toEqual(['approve', 'reject']);
    // The documents are served to the back office for review.
    const file = seen.files.find((f: { kind: string }) => f.kind === 'pan_card');
    const bytes = await inject('GET', `${BP}/${id}/files/${file.id}`, api.staff.headers);
    expect([bytes.statusCode, bytes.headers['content-type']]).toEqual([200, 'image/png']);
    const pending = (await inject('POST', `${BP}/lists/pending`, api.staff.headers, { start: 0, length: 100 })).json();
    expect(pending.data.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('refuses a second registration while one is waiting or approved, also when two drafts are submitted at once', async () => {
    const m = await readyMerchant(api.t, { balance: 1000 });
    const a = await readyPsa(api.t, m.headers);
    const b = await readyPsa(api.t, m.headers, applicant({ firstName: 'Ramesh' }));
    const results = await Promise.all([a, b].map((id) => inject('POST', `${MP}/${id}/submit`, m.headers)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = [a, b][results.findIndex((r) => r.statusCode === 200)];
    const wonRef = (await inject('GET', `${MP}/${won}`, m.headers)).json().refNo;
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
      `Your shop already has a PSA registration waiting for approval (${wonRef}): a shop holds one PSA login id.`,
    );
    expect(await balanceOf(api.t, m.id)).toBe(1000 - PSA_PRICE);

    const third = await inject('POST', MP, m.headers, { data: applicant() });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toMatch(/waiting for approval/);
    await inject('POST', `${BP}/${won}/approve`, api.staff.headers, { psaId: `UTIPSA${won}` });
    expect((await inject('POST', MP, m.headers, { data: applicant() })).json().message).toMatch(
      /already has a PSA registration approved/,
    );
  });

  it('submits with no ledger entry when the package price is 0', async () => {
    const m = await readyMerchant(api.t, { balance: 50 });
    const [pkg] = await api.t.database.query<{ id: number }>(
      `insert into packages (name, description) values ('Free PSA ${m.id}', 'test') returning id`,
    );
    await api.t.database.db
      .insert(packageRates)
      .values({ packageId: pkg.id, serviceCode: 'UTI_PSA_REGISTRATION', pricePaise: 0 });
    await api.t.database.db
      .update(merchantProfiles)
      .set({ packageId: pkg.id })
      .where(eq(merchantProfiles.userId, m.id));
    const id = await readyPsa(api.t, m.headers);
    const res = await inject('POST', `${MP}/${id}/submit`, m.headers);
    expect(res.json()).toMatchObject({ state: 'submitted', amount: 0 });
    expect(await entriesFor(id)).toEqual([]);
    expect(await balanceOf(api.t, m.id)).toBe(50);
    // Rejected, nothing comes back either.
    expect(
      (await inject('POST', `${BP}/${id}/reject`, api.staff.headers, { remark: 'Aadhaar unreadable' })).json().state,
    ).toBe('rejected');
    expect(await entriesFor(id)).toEqual([]);
  });
});

describe('the back office', () => {
  it('approves with a well-formed PSA login id, unique across the portal, and the shop is mailed and sees it', async () => {
    const m = await readyMerchant(api.t, { balance: 1000 });
    const id = await readyPsa(api.t, m.headers);
    await inject('POST', `${MP}/${id}/submit`, m.headers);
    expect((await inject('POST', `${BP}/${id}/approve`, m.headers, { psaId: 'UTIPSA10023' })).statusCode).toBe(403);
    const bad = await inject('POST', `${BP}/${id}/approve`, api.staff.headers, { psaId: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.psaId[0]).toMatch(/starts with a letter/);
    const psaId = `UTIPSA${id}`;
    const ok = await inject('POST', `${BP}/${id}/approve`, api.staff.headers, { psaId: psaId.toLowerCase() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ state: 'approved', result: psaId, allowedActions: [] });
    expect((await inject('POST', `${BP}/${id}/reject`, api.staff.headers, { remark: 'late' })).statusCode).toBe(409);

    const [mail] = await api.t.database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} = ${`Your UTI PSA login id: ${psaId}`}`);
    expect(mail).toMatchObject({ status: 'outbox' });
    expect(mail.body).toContain(psaId);

    const summary = await summaryOf(m.headers);
    expect(summary).toMatchObject({
      psa: { id, state: 'approved', psaId, rejectionReason: null },
      canRequestCoupons: true,
      portalUrl: expect.stringMatching(/^https:\/\//),
    });
    expect(summary.psa.approvedAt).not.toBeNull();

    // Another shop's registration cannot be given the same id, and stays waiting.
    const other = await readyMerchant(api.t, { balance: 1000 });
    const theirs = await readyPsa(api.t, other.headers);
    await inject('POST', `${MP}/${theirs}/submit`, other.headers);
    const dup = await inject('POST', `${BP}/${theirs}/approve`, api.staff.headers, { psaId });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(`PSA login id ${psaId} is already given to another shop's registration.`);
    expect((await inject('GET', `${BP}/${theirs}`, api.staff.headers)).json()).toMatchObject({
      state: 'submitted',
      result: null,
    });
    const events = await api.t.database.db
      .select()
      .from(serviceRequestEvents)
      .where(and(eq(serviceRequestEvents.requestId, theirs), eq(serviceRequestEvents.action, 'approve')));
    expect(events).toEqual([]);
  });

  it('rejects with a reason, refunding once when five arrive at once; the shop corrects it as a new draft and submits again', async () => {
    const m = await readyMerchant(api.t, { balance: 1000 });
    const id = await readyPsa(api.t, m.headers);
    await inject('POST', `${MP}/${id}/submit`, m.headers);
    expect((await inject('POST', `${BP}/${id}/reject`, api.staff.headers, {})).statusCode).toBe(400);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        inject('POST', `${BP}/${id}/reject`, api.staff.headers, { remark: 'PAN card image is unreadable.' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await balanceOf(api.t, m.id)).toBe(1000);
    expect((await entriesFor(id)).map((e) => e.direction).sort()).toEqual(['Cr', 'Dr']);
    const seen = (await inject('GET', `${MP}/${id}`, m.headers)).json();
    expect(seen).toMatchObject({ state: 'rejected', remark: 'PAN card image is unreadable.' });
    expect(names(seen)).toEqual(['resubmit']);
    expect((await summaryOf(m.headers)).psa).toMatchObject({
      id,
      state: 'rejected',
      psaId: null,
      rejectionReason: 'PAN card image is unreadable.',
    });

    const [first, second] = await Promise.all([
      inject('POST', `${MP}/${id}/resubmit`, m.headers),
      inject('POST', `${MP}/${id}/resubmit`, m.headers),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const draft = first.json();
    expect(second.json().id).toBe(draft.id);
    expect(draft).toMatchObject({
      state: 'draft',
      refNo: expect.stringMatching(/^UP/),
      data: { pan: 'ABCPD1234F', firstName: 'Sunita' },
      missingDocuments: [],
    });
    expect(draft.id).not.toBe(id);
    expect(draft.files.map((f: { kind: string }) => f.kind).sort()).toEqual(['aadhaar_card', 'pan_card']);
    const [row] = await api.t.database.db
      .select({ correctsId: serviceRequests.correctsId })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, draft.id));
    expect(row.correctsId).toBe(id);
    expect((await inject('POST', `${MP}/${draft.id}/resubmit`, m.headers)).statusCode).toBe(409);

    await uploadPsa(api.t, m.headers, draft.id, 'pan_card');
    expect((await inject('POST', `${MP}/${draft.id}/submit`, m.headers)).json().state).toBe('submitted');
    expect(await balanceOf(api.t, m.id)).toBe(1000 - PSA_PRICE);
  });
});

describe('scope', () => {
  it('answers 404 to another shop on every merchant route of a registration, and changes nothing', async () => {
    const owner = await readyMerchant(api.t, { balance: 1000 });
    const id = await readyPsa(api.t, owner.headers);
    const fileId = (await inject('GET', `${MP}/${id}`, owner.headers)).json().files[0].id as string;
    const other = await readyMerchant(api.t, { balance: 1000 });
    const h = other.headers;
    const calls: [string, () => Promise<{ statusCode: number }>][] = [
      ['get', () => inject('GET', `${MP}/${id}`, h)],
      ['save', () => inject('PUT', `${MP}/${id}`, h, { data: applicant() })],
      ['submit', () => inject('POST', `${MP}/${id}/submit`, h)],
      ['resubmit', () => inject('POST', `${MP}/${id}/resubmit`, h)],
      ['upload', () => uploadPsa(api.t, h, id, 'pan_card')],
      ['file', () => inject('GET', `${MP}/${id}/files/${fileId}`, h)],
      ['download', () => inject('GET', `${MP}/${id}/files/${fileId}/download`, h)],
      ['remove', () => inject('DELETE', `${MP}/${id}/files/${fileId}`, h)],
      // A registration's id is not a coupon request's.
      ['as coupon', () => inject('GET', `${MC}/${id}`, owner.headers)],
    ];
    const failures: string[] = [];
    for (const [name, call] of calls) {
      const res = await call();
      if (res.statusCode !== 404) failures.push(`${name} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(await balanceOf(api.t, other.id)).toBe(1000);
    expect((await inject('GET', `${MP}/${id}`, owner.headers)).json()).toMatchObject({
      state: 'draft',
      files: [expect.anything(), expect.anything()],
    });
  });

  it("keeps a staff account out until its owner ticks UTI PAN, then works on the owner's registration", async () => {
    const { m: owner, psa } = await shopWithPsa(api.t, api.staff.headers, 'UTISTAFF01');
    const counter = await signedIn(api.t, 'merchant', { kind: 'staff', parentId: owner.id });
    const calls = {
      get: () => inject('GET', `${MP}/${psa}`, counter.headers),
      summary: () => inject('GET', `${UTI_API.merchant}/summary`, counter.headers),
      coupons: () => inject('POST', MC, counter.headers, { couponType: 'physical', quantity: 1 }),
      list: () => inject('POST', `${MC}/lists/all`, counter.headers, { start: 0, length: 10 }),
    };
    for (const [name, call] of Object.entries(calls)) {
      const res = await call();
      expect([name, res.statusCode, res.json().staffPermission]).toEqual([name, 403, 'uti']);
    }
    expect(
      (await inject('PUT', `${STAFF_PERMISSIONS_API}/${counter.id}/permissions`, owner.headers, { services: ['uti'] }))
        .statusCode,
    ).toBe(200);
    expect((await calls.get()).json().result).toBe('UTISTAFF01');
    await approveKyc(api.t, counter.id);
    const made = (await calls.coupons()).json();
    const [row] = await api.t.database.db
      .select({ merchantId: serviceRequests.merchantId, createdBy: serviceRequests.createdBy })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, made.id));
    expect(row).toEqual({ merchantId: owner.id, createdBy: counter.id });
  });
});
