import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { invoices, panApplications, storedFiles, taxIdentity } from '../../db/schema';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import {
  B,
  M,
  balanceOf,
  companyC,
  individualN,
  readyDraft,
  readyMerchant,
  scanJpeg,
  upload,
} from '../../test/nsdl-pan';
import { PRICE, countFiles, applicationCalls } from '../../test/pan-applications';

let testApp: TestApp;
let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  testApp = await createTestApp();
  staff = await signedIn(testApp, 'staff');
});
afterAll(() => testApp.close());
const { inject, events, entriesFor } = applicationCalls(() => testApp);

describe('drafts', () => {
  it('gives a token number at first save, accepts missing answers and keeps them by id', async () => {
    const merchant = await readyMerchant(testApp);
    const res = await inject('POST', `${M}/applications`, merchant.headers, {
      category: 'individual',
      appType: 'N',
      data: { lastName: 'Patil', mobile: '9876543210' },
    });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created.tokenNo).toMatch(/^PT\d{10}$/);
    expect(created.state).toBe('draft');
    expect(created.problems.some((p: { field: string }) => p.field === 'aadhaar')).toBe(true);
    const again = await inject('GET', `${M}/applications/${created.id}`, merchant.headers);
    expect(again.json().data.lastName).toBe('Patil');
    const saved = await inject('PUT', `${M}/applications/${created.id}`, merchant.headers, { data: individualN() });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().problems).toEqual([]);
    expect(saved.json().name).toBe('Ramesh K Patil');
  });

  it('refuses malformed values with the field named, and stores nothing', async () => {
    const merchant = await readyMerchant(testApp);
    const before = await testApp.database.db.select({ n: sql<number>`count(*)::int` }).from(panApplications);
    const res = await inject('POST', `${M}/applications`, merchant.headers, {
      category: 'individual',
      appType: 'N',
      data: individualN({ aadhaar: '234123412347', title: 'Shri', firstName: 'Dr Ramesh' }),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['aadhaar', 'firstName']));
    const after = await testApp.database.db.select({ n: sql<number>`count(*)::int` }).from(panApplications);
    expect(after[0].n).toBe(before[0].n);
    const pan = await inject('POST', `${M}/applications`, merchant.headers, {
      category: 'company',
      appType: 'C',
      data: companyC({ existingPan: 'AAAPS1234F' }),
    });
    expect(pan.statusCode).toBe(400);
    expect(pan.json().errors.existingPan[0]).toMatch(/4th letter/);
  });

  it('is only for merchants', async () => {
    const res = await inject('POST', `${M}/applications`, staff.headers, {
      category: 'individual',
      appType: 'N',
      data: {},
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('submitting', () => {
  it('lists everything missing and charges nothing when the draft is incomplete', async () => {
    const merchant = await readyMerchant(testApp, { balance: 500 });
    const draft = (
      await inject('POST', `${M}/applications`, merchant.headers, {
        category: 'individual',
        appType: 'N',
        data: individualN({ aadhaar: '' }),
      })
    ).json();
    const res = await inject('POST', `${M}/applications/${draft.id}/submit`, merchant.headers);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(['aadhaar', 'documents.form', 'documents.identity', 'crops.photo', 'crops.signature']),
    );
    expect(await balanceOf(testApp, merchant.id)).toBe(500);
  });

  it('needs approved KYC', async () => {
    const merchant = await readyMerchant(testApp, { balance: 500, kyc: false });
    const id = await readyDraft(testApp, merchant.headers);
    const res = await inject('POST', `${M}/applications/${id}/submit`, merchant.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().kycRequired).toBe(true);
    expect(await balanceOf(testApp, merchant.id)).toBe(500);
  });

  it('says the shortfall when the balance is short, and changes nothing', async () => {
    const merchant = await readyMerchant(testApp, { balance: 100 });
    const id = await readyDraft(testApp, merchant.headers);
    const res = await inject('POST', `${M}/applications/${id}/submit`, merchant.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().shortfall).toBe(PRICE - 100);
    expect(res.json().message).toMatch(/Insufficient balance/);
    const row = (await inject('GET', `${M}/applications/${id}`, merchant.headers)).json();
    expect(row.state).toBe('draft');
    expect(await balanceOf(testApp, merchant.id)).toBe(100);
  });

  it('leaves no merged scan behind when the balance runs out between the check and the charge', async () => {
    const merchant = await readyMerchant(testApp, { balance: PRICE + 50 });
    const [a, b] = [await readyDraft(testApp, merchant.headers), await readyDraft(testApp, merchant.headers)];
    const filesBefore = countFiles(testApp.filesDir);
    // Both pass the balance check; only one can be charged, and the other's scan must go with it.
    const results = await Promise.all(
      [a, b].map((id) => inject('POST', `${M}/applications/${id}/submit`, merchant.headers)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const scans = await testApp.database.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(sql`${storedFiles.ownerId} = ${merchant.id} and ${storedFiles.purpose} = 'pan-scan'`);
    expect(scans).toHaveLength(1);
    expect(countFiles(testApp.filesDir)).toBe(filesBefore + 1);
    expect(await balanceOf(testApp, merchant.id)).toBe(50);
  });

  it('charges the package price once, moves it to the queue with an event, and refuses a second submit', async () => {
    const merchant = await readyMerchant(testApp, { balance: 1000 });
    const id = await readyDraft(testApp, merchant.headers);
    const res = await inject('POST', `${M}/applications/${id}/submit`, merchant.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().state).toBe('waiting');
    expect(res.json().amount).toBe(PRICE);
    expect(await balanceOf(testApp, merchant.id)).toBe(1000 - PRICE);
    const again = await inject('POST', `${M}/applications/${id}/submit`, merchant.headers);
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(testApp, merchant.id)).toBe(1000 - PRICE);
    expect((await entriesFor(id)).length).toBe(1);
    expect((await events(id)).map((e) => e.action)).toEqual(['create', 'submit']);
    const [row] = await testApp.database.db
      .select({ scan: panApplications.scanFileId })
      .from(panApplications)
      .where(eq(panApplications.id, id));
    expect(row.scan).not.toBeNull();
  });

  it('issues the tax invoice of the charge with the submit when the agency invoices per charge', async () => {
    const db = testApp.database.db;
    await db
      .insert(taxIdentity)
      .values({ gstin: '27AAPFU0939F1ZV', legalName: 'Seva', stateCode: '27', mode: 'per_charge' });
    try {
      const merchant = await readyMerchant(testApp, { balance: 1000 });
      const id = await readyDraft(testApp, merchant.headers);
      const res = await inject('POST', `${M}/applications/${id}/submit`, merchant.headers);
      expect(res.statusCode).toBe(200);
      // Answered only after its after-commit work: the invoice is there already, not left to the invoices job.
      const issued = await db.select().from(invoices).where(eq(invoices.merchantId, merchant.id));
      expect(issued).toHaveLength(1);
      expect(issued[0].kind).toBe('invoice');
    } finally {
      await db.delete(taxIdentity);
    }
  });

  it('charges once when the same submit arrives five times at once', async () => {
    const merchant = await readyMerchant(testApp, { balance: 1000 });
    const id = await readyDraft(testApp, merchant.headers);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => inject('POST', `${M}/applications/${id}/submit`, merchant.headers)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    expect(await balanceOf(testApp, merchant.id)).toBe(1000 - PRICE);
    expect((await entriesFor(id)).length).toBe(1);
  });
});

describe('the back office workflow', () => {
  it('verifies, takes a unique 15-digit ack number, and the slip is downloadable', async () => {
    const merchant = await readyMerchant(testApp, { balance: 1000 });
    const id = await readyDraft(testApp, merchant.headers);
    await inject('POST', `${M}/applications/${id}/submit`, merchant.headers);
    expect(
      (await inject('POST', `${B}/applications/${id}/acknowledge`, staff.headers, { ackNo: '881234567890123' }))
        .statusCode,
    ).toBe(409);
    const verified = await inject('POST', `${B}/applications/${id}/verify`, staff.headers, {});
    expect(verified.statusCode).toBe(200);
    expect(verified.json().state).toBe('verified');
    expect(
      (await inject('POST', `${B}/applications/${id}/acknowledge`, staff.headers, { ackNo: '88123456789' })).statusCode,
    ).toBe(400);
    const acknowledged = await inject('POST', `${B}/applications/${id}/acknowledge`, staff.headers, {
      ackNo: '881234567890123',
    });
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json().state).toBe('acknowledged');
    expect(acknowledged.json().ackNo).toBe('881234567890123');

    // The same number for another application is refused.
    const other = await readyDraft(testApp, merchant.headers);
    await inject('POST', `${M}/applications/${other}/submit`, merchant.headers);
    await inject('POST', `${B}/applications/${other}/verify`, staff.headers, {});
    const dup = await inject('POST', `${B}/applications/${other}/acknowledge`, staff.headers, {
      ackNo: '881234567890123',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/already entered/);

    const link = await inject('GET', `${M}/applications/${id}/download/ack`, merchant.headers);
    expect(link.statusCode).toBe(200);
    expect(link.json().file.name).toBe('ACK-881234567890123.pdf');
    const pdf = await inject('GET', link.json().tempUrl, merchant.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const byAck = await inject('GET', `${M}/ack/881234567890123`, merchant.headers);
    expect(byAck.json().id).toBe(id);
    // A whole ack number or token number in the search box finds exactly that application (by its unique index).
    const search = async (headers: Record<string, string>, url: string, text: string) =>
      (await inject('POST', url, headers, { length: 10, start: 0, search: text })).json() as {
        data: { id: number }[];
        filterRecords: number;
      };
    const found = await search(staff.headers, `${B}/lists/all`, '881234567890123');
    expect([found.filterRecords, found.data.map((r) => r.id)]).toEqual([1, [id]]);
    const token = (
      await testApp.database.query<{ token_no: string }>('select token_no from pan_applications where id = $1', [id])
    )[0].token_no;
    expect((await search(merchant.headers, `${M}/lists/all`, token.toLowerCase())).data.map((r) => r.id)).toEqual([id]);
    expect((await search(staff.headers, `${B}/lists/all`, '881234567890124')).filterRecords).toBe(0);
    // Another merchant searching the same number finds nothing.
    const stranger = await readyMerchant(testApp);
    expect((await search(stranger.headers, `${M}/lists/all`, '881234567890123')).filterRecords).toBe(0);
    expect((await events(id)).map((e) => e.action)).toEqual(['create', 'submit', 'verify', 'acknowledge']);
  });

  it('refunds a rejection exactly once, also when it is sent concurrently, and reapply makes a new draft', async () => {
    const merchant = await readyMerchant(testApp, { balance: 1000 });
    const id = await readyDraft(testApp, merchant.headers);
    await inject('POST', `${M}/applications/${id}/submit`, merchant.headers);
    expect((await inject('POST', `${B}/applications/${id}/reject`, staff.headers, { remark: '' })).statusCode).toBe(
      400,
    );
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        inject('POST', `${B}/applications/${id}/reject`, staff.headers, { remark: 'Photo not clear' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect(await balanceOf(testApp, merchant.id)).toBe(1000);
    const entries = await entriesFor(id);
    expect(entries.map((e) => e.direction).sort()).toEqual(['Cr', 'Dr']);
    const detail = (await inject('GET', `${M}/applications/${id}`, merchant.headers)).json();
    expect(detail.state).toBe('rejected');
    expect(detail.remark).toBe('Photo not clear');

    const re = await inject('POST', `${M}/applications/${id}/reapply`, merchant.headers);
    expect(re.statusCode).toBe(200);
    const draft = re.json();
    expect(draft.state).toBe('draft');
    expect(draft.reappliedFrom.id).toBe(id);
    expect(draft.files.length).toBeGreaterThanOrEqual(4);
    expect(draft.crops).toHaveLength(2);
    expect((await inject('POST', `${M}/applications/${id}/reapply`, merchant.headers)).json().id).toBe(draft.id);
    // The rejection list says it was reapplied, so it offers Reapply no more.
    const rejected = (await inject('POST', `${M}/lists/rejection`, merchant.headers, { length: 10, start: 0 })).json();
    expect(rejected.data.find((r: { id: number }) => r.id === id)).toMatchObject({
      reapplied_as: draft.tokenNo,
      remark: 'Photo not clear',
    });
    const sub = await inject('POST', `${M}/applications/${draft.id}/submit`, merchant.headers);
    expect(sub.statusCode).toBe(200);
    expect(await balanceOf(testApp, merchant.id)).toBe(1000 - PRICE);
  });

  it('cancels before acknowledgement with a refund, and not after', async () => {
    const merchant = await readyMerchant(testApp, { balance: 1000 });
    const id = await readyDraft(testApp, merchant.headers);
    await inject('POST', `${M}/applications/${id}/submit`, merchant.headers);
    await inject('POST', `${B}/applications/${id}/verify`, staff.headers, {});
    const cancelled = await inject('POST', `${B}/applications/${id}/cancel`, staff.headers, {
      remark: 'Aadhaar authentication failed',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().state).toBe('cancelled');
    expect(await balanceOf(testApp, merchant.id)).toBe(1000);
    expect(
      (await inject('POST', `${B}/applications/${id}/cancel`, staff.headers, { remark: 'again' })).statusCode,
    ).toBe(409);
    expect(await balanceOf(testApp, merchant.id)).toBe(1000);
    expect((await inject('POST', `${M}/applications/${id}/reapply`, merchant.headers)).statusCode).toBe(409);
  });

  it('takes a TIN rejection through corrected documents back to acknowledged', async () => {
    const merchant = await readyMerchant(testApp, { balance: 1000 });
    const id = await readyDraft(testApp, merchant.headers);
    await inject('POST', `${M}/applications/${id}/submit`, merchant.headers);
    await inject('POST', `${B}/applications/${id}/verify`, staff.headers, {});
    await inject('POST', `${B}/applications/${id}/acknowledge`, staff.headers, { ackNo: '881234567890555' });
    const tr = await inject('POST', `${B}/applications/${id}/tin-reject`, staff.headers, {
      remark: 'Address proof illegible',
    });
    expect(tr.json().state).toBe('tin_rejected');
    // Nothing to send yet.
    expect((await inject('POST', `${M}/ack/881234567890555/tin-resubmit`, merchant.headers, {})).statusCode).toBe(400);
    // Only corrected documents may be added now.
    expect(
      (
        await upload(testApp, merchant.headers, id, 'address', {
          name: 'a.jpg',
          type: 'image/jpeg',
          data: await scanJpeg(300, 400),
        })
      ).statusCode,
    ).toBe(400);
    const up = await upload(testApp, merchant.headers, id, 'tin', {
      name: 'address-new.jpg',
      type: 'image/jpeg',
      data: await scanJpeg(300, 400),
    });
    expect(up.statusCode).toBe(200);
    const rs = await inject('POST', `${M}/ack/881234567890555/tin-resubmit`, merchant.headers, {
      remark: 'Clear copy attached',
    });
    expect(rs.statusCode).toBe(200);
    expect(rs.json().state).toBe('tin_resubmitted');
    const again = await inject('POST', `${B}/applications/${id}/tin-reject-again`, staff.headers, {
      remark: 'Still illegible',
    });
    expect(again.json().state).toBe('tin_rejected');
    await upload(testApp, merchant.headers, id, 'tin', {
      name: 'address-3.jpg',
      type: 'image/jpeg',
      data: await scanJpeg(300, 400),
    });
    await inject('POST', `${M}/ack/881234567890555/tin-resubmit`, merchant.headers, {});
    const ok = await inject('POST', `${B}/applications/${id}/tin-verify`, staff.headers, {});
    expect(ok.json().state).toBe('acknowledged');
    expect(await balanceOf(testApp, merchant.id)).toBe(1000 - PRICE);
    expect((await events(id)).map((e) => e.action)).toEqual([
      'create',
      'submit',
      'verify',
      'acknowledge',
      'tin_reject',
      'tin_resubmit',
      'tin_reject_again',
      'tin_resubmit',
      'tin_verify',
    ]);
  });

  it('hands out the oldest waiting application first', async () => {
    const merchant = await readyMerchant(testApp, { balance: 1000 });
    const first = await readyDraft(testApp, merchant.headers);
    const second = await readyDraft(testApp, merchant.headers);
    await inject('POST', `${M}/applications/${first}/submit`, merchant.headers);
    await inject('POST', `${M}/applications/${second}/submit`, merchant.headers);
    let next = (await inject('GET', `${B}/verify/next`, staff.headers)).json().id;
    // Earlier tests may have left waiting applications: work the queue down to ours.
    while (next !== first && next !== second) {
      await inject('POST', `${B}/applications/${next}/verify`, staff.headers, {});
      next = (await inject('GET', `${B}/verify/next`, staff.headers)).json().id;
    }
    expect(next).toBe(first);
  });
});
