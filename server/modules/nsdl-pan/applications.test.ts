import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  ledgerEntries,
  panApplicationEvents,
  panApplicationFiles,
  panApplications,
  storedFiles,
} from '../../db/schema';
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

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedIn(t, 'staff');
});
afterAll(() => t.close());

const PRICE = 130; // the first seeded package's NSDL physical price (server/seed.ts)

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url, headers, payload: payload as Record<string, unknown> | undefined });

/** Files the storage holds (every upload, crop and scan is one). */
function countFiles(dir: string): number {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

async function events(id: number) {
  return t.database.db
    .select()
    .from(panApplicationEvents)
    .where(eq(panApplicationEvents.applicationId, id))
    .orderBy(panApplicationEvents.id);
}

async function entriesFor(id: number) {
  return t.database.db
    .select()
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.refType} = 'pan_application' and ${ledgerEntries.refId} = ${String(id)}`);
}

describe('drafts', () => {
  it('gives a token number at first save, accepts missing answers and keeps them by id', async () => {
    const m = await readyMerchant(t);
    const res = await inject('POST', `${M}/applications`, m.headers, {
      category: 'individual',
      appType: 'N',
      data: { lastName: 'Patil', mobile: '9876543210' },
    });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.tokenNo).toMatch(/^PT\d{10}$/);
    expect(d.state).toBe('draft');
    expect(d.problems.some((p: { field: string }) => p.field === 'aadhaar')).toBe(true);
    const again = await inject('GET', `${M}/applications/${d.id}`, m.headers);
    expect(again.json().data.lastName).toBe('Patil');
    const saved = await inject('PUT', `${M}/applications/${d.id}`, m.headers, { data: individualN() });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().problems).toEqual([]);
    expect(saved.json().name).toBe('Ramesh K Patil');
  });

  it('refuses malformed values with the field named, and stores nothing', async () => {
    const m = await readyMerchant(t);
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(panApplications);
    const res = await inject('POST', `${M}/applications`, m.headers, {
      category: 'individual',
      appType: 'N',
      data: individualN({ aadhaar: '234123412347', title: 'Shri', firstName: 'Dr Ramesh' }),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['aadhaar', 'firstName']));
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(panApplications);
    expect(after[0].n).toBe(before[0].n);
    const pan = await inject('POST', `${M}/applications`, m.headers, {
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
    const m = await readyMerchant(t, { balance: 500 });
    const d = (
      await inject('POST', `${M}/applications`, m.headers, {
        category: 'individual',
        appType: 'N',
        data: individualN({ aadhaar: '' }),
      })
    ).json();
    const res = await inject('POST', `${M}/applications/${d.id}/submit`, m.headers);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(['aadhaar', 'documents.form', 'documents.identity', 'crops.photo', 'crops.signature']),
    );
    expect(await balanceOf(t, m.id)).toBe(500);
  });

  it('needs approved KYC', async () => {
    const m = await readyMerchant(t, { balance: 500, kyc: false });
    const id = await readyDraft(t, m.headers);
    const res = await inject('POST', `${M}/applications/${id}/submit`, m.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().kycRequired).toBe(true);
    expect(await balanceOf(t, m.id)).toBe(500);
  });

  it('says the shortfall when the balance is short, and changes nothing', async () => {
    const m = await readyMerchant(t, { balance: 100 });
    const id = await readyDraft(t, m.headers);
    const res = await inject('POST', `${M}/applications/${id}/submit`, m.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().shortfall).toBe(PRICE - 100);
    expect(res.json().message).toMatch(/Insufficient balance/);
    const row = (await inject('GET', `${M}/applications/${id}`, m.headers)).json();
    expect(row.state).toBe('draft');
    expect(await balanceOf(t, m.id)).toBe(100);
  });

  it('leaves no merged scan behind when the balance runs out between the check and the charge', async () => {
    const m = await readyMerchant(t, { balance: PRICE + 50 });
    const [a, b] = [await readyDraft(t, m.headers), await readyDraft(t, m.headers)];
    const filesBefore = countFiles(t.filesDir);
    // Both pass the balance check; only one can be charged, and the other's scan must go with it.
    const results = await Promise.all([a, b].map((id) => inject('POST', `${M}/applications/${id}/submit`, m.headers)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const scans = await t.database.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(sql`${storedFiles.ownerId} = ${m.id} and ${storedFiles.purpose} = 'pan-scan'`);
    expect(scans).toHaveLength(1);
    expect(countFiles(t.filesDir)).toBe(filesBefore + 1);
    expect(await balanceOf(t, m.id)).toBe(50);
  });

  it('charges the package price once, moves it to the queue with an event, and refuses a second submit', async () => {
    const m = await readyMerchant(t, { balance: 1000 });
    const id = await readyDraft(t, m.headers);
    const res = await inject('POST', `${M}/applications/${id}/submit`, m.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().state).toBe('waiting');
    expect(res.json().amount).toBe(PRICE);
    expect(await balanceOf(t, m.id)).toBe(1000 - PRICE);
    const again = await inject('POST', `${M}/applications/${id}/submit`, m.headers);
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(t, m.id)).toBe(1000 - PRICE);
    expect((await entriesFor(id)).length).toBe(1);
    expect((await events(id)).map((e) => e.action)).toEqual(['create', 'submit']);
    const [row] = await t.database.db
      .select({ scan: panApplications.scanFileId })
      .from(panApplications)
      .where(eq(panApplications.id, id));
    expect(row.scan).not.toBeNull();
  });

  it('charges once when the same submit arrives five times at once', async () => {
    const m = await readyMerchant(t, { balance: 1000 });
    const id = await readyDraft(t, m.headers);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => inject('POST', `${M}/applications/${id}/submit`, m.headers)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    expect(await balanceOf(t, m.id)).toBe(1000 - PRICE);
    expect((await entriesFor(id)).length).toBe(1);
  });
});

describe('the back office workflow', () => {
  it('verifies, takes a unique 15-digit ack number, and the slip is downloadable', async () => {
    const m = await readyMerchant(t, { balance: 1000 });
    const id = await readyDraft(t, m.headers);
    await inject('POST', `${M}/applications/${id}/submit`, m.headers);
    expect(
      (await inject('POST', `${B}/applications/${id}/acknowledge`, staff.headers, { ackNo: '881234567890123' }))
        .statusCode,
    ).toBe(409);
    const v = await inject('POST', `${B}/applications/${id}/verify`, staff.headers, {});
    expect(v.statusCode).toBe(200);
    expect(v.json().state).toBe('verified');
    expect(
      (await inject('POST', `${B}/applications/${id}/acknowledge`, staff.headers, { ackNo: '88123456789' })).statusCode,
    ).toBe(400);
    const a = await inject('POST', `${B}/applications/${id}/acknowledge`, staff.headers, { ackNo: '881234567890123' });
    expect(a.statusCode).toBe(200);
    expect(a.json().state).toBe('acknowledged');
    expect(a.json().ackNo).toBe('881234567890123');

    // The same number for another application is refused.
    const other = await readyDraft(t, m.headers);
    await inject('POST', `${M}/applications/${other}/submit`, m.headers);
    await inject('POST', `${B}/applications/${other}/verify`, staff.headers, {});
    const dup = await inject('POST', `${B}/applications/${other}/acknowledge`, staff.headers, {
      ackNo: '881234567890123',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/already entered/);

    const link = await inject('GET', `${M}/applications/${id}/download/ack`, m.headers);
    expect(link.statusCode).toBe(200);
    expect(link.json().file.name).toBe('ACK-881234567890123.pdf');
    const pdf = await inject('GET', link.json().tempUrl, m.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const byAck = await inject('GET', `${M}/ack/881234567890123`, m.headers);
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
      await t.database.query<{ token_no: string }>('select token_no from pan_applications where id = $1', [id])
    )[0].token_no;
    expect((await search(m.headers, `${M}/lists/all`, token.toLowerCase())).data.map((r) => r.id)).toEqual([id]);
    expect((await search(staff.headers, `${B}/lists/all`, '881234567890124')).filterRecords).toBe(0);
    // Another merchant searching the same number finds nothing.
    const stranger = await readyMerchant(t);
    expect((await search(stranger.headers, `${M}/lists/all`, '881234567890123')).filterRecords).toBe(0);
    expect((await events(id)).map((e) => e.action)).toEqual(['create', 'submit', 'verify', 'acknowledge']);
  });

  it('refunds a rejection exactly once, also when it is sent concurrently, and reapply makes a new draft', async () => {
    const m = await readyMerchant(t, { balance: 1000 });
    const id = await readyDraft(t, m.headers);
    await inject('POST', `${M}/applications/${id}/submit`, m.headers);
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
    expect(await balanceOf(t, m.id)).toBe(1000);
    const entries = await entriesFor(id);
    expect(entries.map((e) => e.direction).sort()).toEqual(['Cr', 'Dr']);
    const detail = (await inject('GET', `${M}/applications/${id}`, m.headers)).json();
    expect(detail.state).toBe('rejected');
    expect(detail.remark).toBe('Photo not clear');

    const re = await inject('POST', `${M}/applications/${id}/reapply`, m.headers);
    expect(re.statusCode).toBe(200);
    const draft = re.json();
    expect(draft.state).toBe('draft');
    expect(draft.reappliedFrom.id).toBe(id);
    expect(draft.files.length).toBeGreaterThanOrEqual(4);
    expect(draft.crops).toHaveLength(2);
    expect((await inject('POST', `${M}/applications/${id}/reapply`, m.headers)).json().id).toBe(draft.id);
    // The rejection list says it was reapplied, so it offers Reapply no more.
    const rejected = (await inject('POST', `${M}/lists/rejection`, m.headers, { length: 10, start: 0 })).json();
    expect(rejected.data.find((r: { id: number }) => r.id === id)).toMatchObject({
      reapplied_as: draft.tokenNo,
      remark: 'Photo not clear',
    });
    const sub = await inject('POST', `${M}/applications/${draft.id}/submit`, m.headers);
    expect(sub.statusCode).toBe(200);
    expect(await balanceOf(t, m.id)).toBe(1000 - PRICE);
  });

  it('cancels before acknowledgement with a refund, and not after', async () => {
    const m = await readyMerchant(t, { balance: 1000 });
    const id = await readyDraft(t, m.headers);
    await inject('POST', `${M}/applications/${id}/submit`, m.headers);
    await inject('POST', `${B}/applications/${id}/verify`, staff.headers, {});
    const c = await inject('POST', `${B}/applications/${id}/cancel`, staff.headers, {
      remark: 'Aadhaar authentication failed',
    });
    expect(c.statusCode).toBe(200);
    expect(c.json().state).toBe('cancelled');
    expect(await balanceOf(t, m.id)).toBe(1000);
    expect(
      (await inject('POST', `${B}/applications/${id}/cancel`, staff.headers, { remark: 'again' })).statusCode,
    ).toBe(409);
    expect(await balanceOf(t, m.id)).toBe(1000);
    expect((await inject('POST', `${M}/applications/${id}/reapply`, m.headers)).statusCode).toBe(409);
  });

  it('takes a TIN rejection through corrected documents back to acknowledged', async () => {
    const m = await readyMerchant(t, { balance: 1000 });
    const id = await readyDraft(t, m.headers);
    await inject('POST', `${M}/applications/${id}/submit`, m.headers);
    await inject('POST', `${B}/applications/${id}/verify`, staff.headers, {});
    await inject('POST', `${B}/applications/${id}/acknowledge`, staff.headers, { ackNo: '881234567890555' });
    const tr = await inject('POST', `${B}/applications/${id}/tin-reject`, staff.headers, {
      remark: 'Address proof illegible',
    });
    expect(tr.json().state).toBe('tin_rejected');
    // Nothing to send yet.
    expect((await inject('POST', `${M}/ack/881234567890555/tin-resubmit`, m.headers, {})).statusCode).toBe(400);
    // Only corrected documents may be added now.
    expect(
      (await upload(t, m.headers, id, 'address', { name: 'a.jpg', type: 'image/jpeg', data: await scanJpeg(300, 400) }))
        .statusCode,
    ).toBe(400);
    const up = await upload(t, m.headers, id, 'tin', {
      name: 'address-new.jpg',
      type: 'image/jpeg',
      data: await scanJpeg(300, 400),
    });
    expect(up.statusCode).toBe(200);
    const rs = await inject('POST', `${M}/ack/881234567890555/tin-resubmit`, m.headers, {
      remark: 'Clear copy attached',
    });
    expect(rs.statusCode).toBe(200);
    expect(rs.json().state).toBe('tin_resubmitted');
    const again = await inject('POST', `${B}/applications/${id}/tin-reject-again`, staff.headers, {
      remark: 'Still illegible',
    });
    expect(again.json().state).toBe('tin_rejected');
    await upload(t, m.headers, id, 'tin', {
      name: 'address-3.jpg',
      type: 'image/jpeg',
      data: await scanJpeg(300, 400),
    });
    await inject('POST', `${M}/ack/881234567890555/tin-resubmit`, m.headers, {});
    const ok = await inject('POST', `${B}/applications/${id}/tin-verify`, staff.headers, {});
    expect(ok.json().state).toBe('acknowledged');
    expect(await balanceOf(t, m.id)).toBe(1000 - PRICE);
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
    const m = await readyMerchant(t, { balance: 1000 });
    const first = await readyDraft(t, m.headers);
    const second = await readyDraft(t, m.headers);
    await inject('POST', `${M}/applications/${first}/submit`, m.headers);
    await inject('POST', `${M}/applications/${second}/submit`, m.headers);
    let next = (await inject('GET', `${B}/verify/next`, staff.headers)).json().id;
    // Earlier tests may have left waiting applications: work the queue down to ours.
    while (next !== first && next !== second) {
      await inject('POST', `${B}/applications/${next}/verify`, staff.headers, {});
      next = (await inject('GET', `${B}/verify/next`, staff.headers)).json().id;
    }
    expect(next).toBe(first);
  });
});

describe('another merchant', () => {
  it('cannot read or act on an application, its files, crops, slip or ack number', async () => {
    const a = await readyMerchant(t, { balance: 1000 });
    const b = await readyMerchant(t, { balance: 1000 });
    const id = await readyDraft(t, a.headers);
    const detail = (await inject('GET', `${M}/applications/${id}`, a.headers)).json();
    const fileId = detail.files[0].id;
    const tries = [
      inject('GET', `${M}/applications/${id}`, b.headers),
      inject('PUT', `${M}/applications/${id}`, b.headers, { data: individualN() }),
      inject('POST', `${M}/applications/${id}/submit`, b.headers),
      inject('GET', `${M}/applications/${id}/files/${fileId}`, b.headers),
      inject('DELETE', `${M}/applications/${id}/files/${fileId}`, b.headers),
      inject('GET', `${M}/applications/${id}/crops/photo`, b.headers),
      inject('POST', `${M}/applications/${id}/crops`, b.headers, {
        fileId,
        kind: 'photo',
        box: { x: 0, y: 0, width: 197, height: 276 },
      }),
      inject('GET', `${M}/applications/${id}/download/form`, b.headers),
      upload(t, b.headers, id, 'other', { name: 'x.jpg', type: 'image/jpeg', data: await scanJpeg(300, 300) }),
    ];
    for (const r of await Promise.all(tries)) expect(r.statusCode).toBe(404);
    expect(await balanceOf(t, a.id)).toBe(1000);

    await inject('POST', `${M}/applications/${id}/submit`, a.headers);
    await inject('POST', `${B}/applications/${id}/verify`, staff.headers, {});
    await inject('POST', `${B}/applications/${id}/acknowledge`, staff.headers, { ackNo: '881234567890777' });
    expect((await inject('GET', `${M}/ack/881234567890777`, b.headers)).statusCode).toBe(404);
    expect((await inject('GET', `${M}/applications/${id}/download/ack`, b.headers)).statusCode).toBe(404);
    expect((await inject('POST', `${M}/applications/${id}/reapply`, b.headers)).statusCode).toBe(404);
    // A's signed link is useless to B.
    const link = (await inject('GET', `${M}/applications/${id}/download/ack`, a.headers)).json().tempUrl;
    expect((await inject('GET', link, b.headers)).statusCode).toBe(403);

    const listB = (await inject('POST', `${M}/lists/all`, b.headers, { length: 100, start: 0 })).json();
    expect(listB.data.map((r: { id: number }) => r.id)).not.toContain(id);
    const listA = (
      await inject('POST', `${M}/lists/ack`, a.headers, {
        length: 10,
        start: 0,
        filters: [{ field: 'merchant_code', opt: 'equals', value1: b.code }],
      })
    ).json();
    expect(listA.data).toEqual([]);
    // A back-office action is not a merchant's to take.
    expect((await inject('POST', `${B}/applications/${id}/tin-reject`, a.headers, { remark: 'x' })).statusCode).toBe(
      403,
    );
  });
});

describe('uploads', () => {
  async function storedCount() {
    const [r] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles);
    return Number(r.n);
  }

  it('refuses a wrong type, a renamed executable, an oversize file and a bomb-sized image, and stores nothing', async () => {
    const m = await readyMerchant(t);
    const id = (
      await inject('POST', `${M}/applications`, m.headers, { category: 'individual', appType: 'N', data: {} })
    ).json().id;
    const before = await storedCount();
    const text = await upload(t, m.headers, id, 'identity', {
      name: 'id.jpg',
      type: 'image/jpeg',
      data: Buffer.from('just some text, not an image'),
    });
    expect(text.statusCode).toBe(415);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'), Buffer.alloc(2000, 1)]);
    const renamed = await upload(t, m.headers, id, 'identity', {
      name: 'aadhaar.pdf',
      type: 'application/pdf',
      data: exe,
    });
    expect(renamed.statusCode).toBe(415);
    const pdfAsForm = await upload(t, m.headers, id, 'form', {
      name: 'form.pdf',
      type: 'application/pdf',
      data: Buffer.from('%PDF-1.4\n%%EOF'),
    });
    expect(pdfAsForm.statusCode).toBe(415);
    const big = await upload(t, m.headers, id, 'identity', {
      name: 'big.jpg',
      type: 'image/jpeg',
      data: Buffer.concat([await scanJpeg(100, 100), Buffer.alloc(6 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    // A small PNG that unpacks to 100 million pixels: refused from its header, never decoded.
    const bomb = await sharp({ create: { width: 10000, height: 10000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const b = await upload(t, m.headers, id, 'identity', { name: 'bomb.png', type: 'image/png', data: bomb });
    expect(b.statusCode).toBe(400);
    expect(b.json().errors.file).toBeDefined();
    expect(await storedCount()).toBe(before);
    const files = await t.database.db
      .select()
      .from(panApplicationFiles)
      .where(eq(panApplicationFiles.applicationId, id));
    expect(files).toEqual([]);
  });

  it('replaces a file, keeping the old one on record', async () => {
    const m = await readyMerchant(t);
    const id = (
      await inject('POST', `${M}/applications`, m.headers, { category: 'individual', appType: 'N', data: {} })
    ).json().id;
    const first = (
      await upload(t, m.headers, id, 'identity', {
        name: 'one.jpg',
        type: 'image/jpeg',
        data: await scanJpeg(400, 400),
      })
    ).json().files[0];
    const res = await upload(
      t,
      m.headers,
      id,
      'identity',
      { name: 'two.jpg', type: 'image/jpeg', data: await scanJpeg(400, 400) },
      first.id,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().files.map((f: { name: string }) => f.name)).toEqual(['two.jpg']);
    const rows = await t.database.db
      .select()
      .from(panApplicationFiles)
      .where(eq(panApplicationFiles.applicationId, id));
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.removedAt)).toHaveLength(1);
  });

  it('crops the photo and signature within NSDL limits', async () => {
    const m = await readyMerchant(t);
    const id = await readyDraft(t, m.headers);
    const d = (await inject('GET', `${M}/applications/${id}`, m.headers)).json();
    const photo = d.crops.find((c: { kind: string }) => c.kind === 'photo');
    const sig = d.crops.find((c: { kind: string }) => c.kind === 'signature');
    expect([photo.width, photo.height]).toEqual([197, 276]);
    expect(photo.size).toBeLessThanOrEqual(20 * 1024);
    expect([sig.width, sig.height]).toEqual([354, 157]);
    expect(sig.size).toBeLessThanOrEqual(10 * 1024);
    const img = await inject('GET', `${M}/applications/${id}/crops/signature`, m.headers);
    expect(img.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta.density).toBe(200);
    const outside = await inject('POST', `${M}/applications/${id}/crops`, m.headers, {
      fileId: d.files.find((f: { kind: string }) => f.kind === 'form').id,
      kind: 'photo',
      box: { x: 700, y: 1000, width: 197, height: 276 },
    });
    expect(outside.statusCode).toBe(400);
  });
});

describe('lists', () => {
  it('shows each list its states, the merchant only its own, with counts', async () => {
    const m = await readyMerchant(t, { balance: 1000 });
    const id = await readyDraft(t, m.headers);
    const draftOnly = (
      await inject('POST', `${M}/applications`, m.headers, {
        category: 'individual',
        appType: 'N',
        data: { lastName: 'Kale' },
      })
    ).json().id;
    await inject('POST', `${M}/applications/${id}/submit`, m.headers);
    const incomplete = (await inject('POST', `${M}/lists/incomplete`, m.headers, { length: 10, start: 0 })).json();
    expect(incomplete.data.map((r: { id: number }) => r.id)).toEqual([draftOnly]);
    expect(incomplete.totalRecords).toBe(1);
    const waiting = (await inject('POST', `${M}/lists/waiting`, m.headers, { length: 10, start: 0 })).json();
    expect(waiting.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(waiting.data[0]).toMatchObject({
      state: 'waiting',
      amount: PRICE,
      name: 'Ramesh K Patil',
      merchant_code: m.code,
    });

    const pending = await inject('POST', `${B}/lists/pending-verification`, staff.headers, {
      length: 100,
      start: 0,
      filters: [{ field: 'merchant_code', opt: 'equals', value1: m.code }],
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    const all = (
      await inject('POST', `${B}/lists/pending-verification`, staff.headers, { length: 10, start: 0 })
    ).json();
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(panApplications)
      .where(eq(panApplications.state, 'waiting'));
    expect(all.totalRecords).toBe(Number(n));
    const ranged = await inject('POST', `${B}/lists/all`, staff.headers, {
      length: 10,
      start: 0,
      additionFilter: { dt1: '2001-01-01', dt2: '2001-01-31' },
    });
    expect(ranged.json().filterRecords).toBe(0);
    const badRange = await inject('POST', `${B}/lists/all`, staff.headers, {
      length: 10,
      start: 0,
      additionFilter: { dt1: '01/01/2001' },
    });
    expect(badRange.statusCode).toBe(400);
    const csv = await inject('POST', `${B}/lists/pending-verification/export?format=csv`, staff.headers, {
      columns: ['token_no', 'name'],
      filters: [{ field: 'merchant_code', opt: 'equals', value1: m.code }],
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Ramesh K Patil');
  });

  it('keeps the dashboards in step with the applications', async () => {
    const m = await readyMerchant(t, { balance: 1000 });
    const id = await readyDraft(t, m.headers);
    const mine = (await inject('GET', `${M}/dashboard`, m.headers)).json();
    expect(mine.counts).toEqual({ draft: 1 });
    await inject('POST', `${M}/applications/${id}/submit`, m.headers);
    expect((await inject('GET', `${M}/dashboard`, m.headers)).json().counts).toEqual({ waiting: 1 });
    const back = (await inject('GET', `${B}/dashboard`, staff.headers)).json();
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(panApplications)
      .where(eq(panApplications.state, 'waiting'));
    expect(back.counts.waiting).toBe(Number(n));
    expect(back.today.submitted).toBeGreaterThanOrEqual(1);
  });
});
