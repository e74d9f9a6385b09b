import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { panApplicationFiles, panApplications, storedFiles } from '../../db/schema';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { B, M, balanceOf, individualN, readyDraft, readyMerchant, scanJpeg, upload } from '../../test/nsdl-pan';
import { PRICE, applicationCalls } from '../../test/pan-applications';

let testApp: TestApp;
let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  testApp = await createTestApp();
  staff = await signedIn(testApp, 'staff');
});
afterAll(() => testApp.close());
const { inject } = applicationCalls(() => testApp);

describe('another merchant', () => {
  it('cannot read or act on an application, its files, crops, slip or ack number', async () => {
    const merchantA = await readyMerchant(testApp, { balance: 1000 });
    const merchantB = await readyMerchant(testApp, { balance: 1000 });
    const id = await readyDraft(testApp, merchantA.headers);
    const detail = (await inject('GET', `${M}/applications/${id}`, merchantA.headers)).json();
    const fileId = detail.files[0].id;
    const tries = [
      inject('GET', `${M}/applications/${id}`, merchantB.headers),
      inject('PUT', `${M}/applications/${id}`, merchantB.headers, { data: individualN() }),
      inject('POST', `${M}/applications/${id}/submit`, merchantB.headers),
      inject('GET', `${M}/applications/${id}/files/${fileId}`, merchantB.headers),
      inject('DELETE', `${M}/applications/${id}/files/${fileId}`, merchantB.headers),
      inject('GET', `${M}/applications/${id}/crops/photo`, merchantB.headers),
      inject('POST', `${M}/applications/${id}/crops`, merchantB.headers, {
        fileId,
        kind: 'photo',
        box: { x: 0, y: 0, width: 197, height: 276 },
      }),
      inject('GET', `${M}/applications/${id}/download/form`, merchantB.headers),
      upload(testApp, merchantB.headers, id, 'other', {
        name: 'x.jpg',
        type: 'image/jpeg',
        data: await scanJpeg(300, 300),
      }),
    ];
    for (const r of await Promise.all(tries)) expect(r.statusCode).toBe(404);
    expect(await balanceOf(testApp, merchantA.id)).toBe(1000);

    await inject('POST', `${M}/applications/${id}/submit`, merchantA.headers);
    await inject('POST', `${B}/applications/${id}/verify`, staff.headers, {});
    await inject('POST', `${B}/applications/${id}/acknowledge`, staff.headers, { ackNo: '881234567890777' });
    expect((await inject('GET', `${M}/ack/881234567890777`, merchantB.headers)).statusCode).toBe(404);
    expect((await inject('GET', `${M}/applications/${id}/download/ack`, merchantB.headers)).statusCode).toBe(404);
    expect((await inject('POST', `${M}/applications/${id}/reapply`, merchantB.headers)).statusCode).toBe(404);
    // A's signed link is useless to B.
    const link = (await inject('GET', `${M}/applications/${id}/download/ack`, merchantA.headers)).json().tempUrl;
    expect((await inject('GET', link, merchantB.headers)).statusCode).toBe(403);

    const listB = (await inject('POST', `${M}/lists/all`, merchantB.headers, { length: 100, start: 0 })).json();
    expect(listB.data.map((r: { id: number }) => r.id)).not.toContain(id);
    const listA = (
      await inject('POST', `${M}/lists/ack`, merchantA.headers, {
        length: 10,
        start: 0,
        filters: [{ field: 'merchant_code', opt: 'equals', value1: merchantB.code }],
      })
    ).json();
    expect(listA.data).toEqual([]);
    // A back-office action is not a merchant's to take.
    expect(
      (await inject('POST', `${B}/applications/${id}/tin-reject`, merchantA.headers, { remark: 'x' })).statusCode,
    ).toBe(403);
  });
});

describe('uploads', () => {
  async function storedCount() {
    const [r] = await testApp.database.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles);
    return Number(r.n);
  }

  it('refuses a wrong type, a renamed executable, an oversize file and a bomb-sized image, and stores nothing', async () => {
    const merchant = await readyMerchant(testApp);
    const id = (
      await inject('POST', `${M}/applications`, merchant.headers, { category: 'individual', appType: 'N', data: {} })
    ).json().id;
    const before = await storedCount();
    const text = await upload(testApp, merchant.headers, id, 'identity', {
      name: 'id.jpg',
      type: 'image/jpeg',
      data: Buffer.from('just some text, not an image'),
    });
    expect(text.statusCode).toBe(415);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'), Buffer.alloc(2000, 1)]);
    const renamed = await upload(testApp, merchant.headers, id, 'identity', {
      name: 'aadhaar.pdf',
      type: 'application/pdf',
      data: exe,
    });
    expect(renamed.statusCode).toBe(415);
    const pdfAsForm = await upload(testApp, merchant.headers, id, 'form', {
      name: 'form.pdf',
      type: 'application/pdf',
      data: Buffer.from('%PDF-1.4\n%%EOF'),
    });
    expect(pdfAsForm.statusCode).toBe(415);
    const big = await upload(testApp, merchant.headers, id, 'identity', {
      name: 'big.jpg',
      type: 'image/jpeg',
      data: Buffer.concat([await scanJpeg(100, 100), Buffer.alloc(6 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    // A small PNG that unpacks to 100 million pixels: refused from its header, never decoded.
    const bomb = await sharp({ create: { width: 10000, height: 10000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const bombUpload = await upload(testApp, merchant.headers, id, 'identity', {
      name: 'bomb.png',
      type: 'image/png',
      data: bomb,
    });
    expect(bombUpload.statusCode).toBe(400);
    expect(bombUpload.json().errors.file).toBeDefined();
    expect(await storedCount()).toBe(before);
    const files = await testApp.database.db
      .select()
      .from(panApplicationFiles)
      .where(eq(panApplicationFiles.applicationId, id));
    expect(files).toEqual([]);
  });

  it('replaces a file, keeping the old one on record', async () => {
    const merchant = await readyMerchant(testApp);
    const id = (
      await inject('POST', `${M}/applications`, merchant.headers, { category: 'individual', appType: 'N', data: {} })
    ).json().id;
    const first = (
      await upload(testApp, merchant.headers, id, 'identity', {
        name: 'one.jpg',
        type: 'image/jpeg',
        data: await scanJpeg(400, 400),
      })
    ).json().files[0];
    const res = await upload(
      testApp,
      merchant.headers,
      id,
      'identity',
      { name: 'two.jpg', type: 'image/jpeg', data: await scanJpeg(400, 400) },
      first.id,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().files.map((f: { name: string }) => f.name)).toEqual(['two.jpg']);
    const rows = await testApp.database.db
      .select()
      .from(panApplicationFiles)
      .where(eq(panApplicationFiles.applicationId, id));
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.removedAt)).toHaveLength(1);
  });

  it('crops the photo and signature within NSDL limits', async () => {
    const merchant = await readyMerchant(testApp);
    const id = await readyDraft(testApp, merchant.headers);
    const detail = (await inject('GET', `${M}/applications/${id}`, merchant.headers)).json();
    const photo = detail.crops.find((c: { kind: string }) => c.kind === 'photo');
    const sig = detail.crops.find((c: { kind: string }) => c.kind === 'signature');
    expect([photo.width, photo.height]).toEqual([197, 276]);
    expect(photo.size).toBeLessThanOrEqual(20 * 1024);
    expect([sig.width, sig.height]).toEqual([354, 157]);
    expect(sig.size).toBeLessThanOrEqual(10 * 1024);
    const img = await inject('GET', `${M}/applications/${id}/crops/signature`, merchant.headers);
    expect(img.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta.density).toBe(200);
    const outside = await inject('POST', `${M}/applications/${id}/crops`, merchant.headers, {
      fileId: detail.files.find((f: { kind: string }) => f.kind === 'form').id,
      kind: 'photo',
      box: { x: 700, y: 1000, width: 197, height: 276 },
    });
    expect(outside.statusCode).toBe(400);
  });
});

describe('lists', () => {
  it('shows each list its states, the merchant only its own, with counts', async () => {
    const merchant = await readyMerchant(testApp, { balance: 1000 });
    const id = await readyDraft(testApp, merchant.headers);
    const draftOnly = (
      await inject('POST', `${M}/applications`, merchant.headers, {
        category: 'individual',
        appType: 'N',
        data: { lastName: 'Kale' },
      })
    ).json().id;
    await inject('POST', `${M}/applications/${id}/submit`, merchant.headers);
    const incomplete = (
      await inject('POST', `${M}/lists/incomplete`, merchant.headers, { length: 10, start: 0 })
    ).json();
    expect(incomplete.data.map((r: { id: number }) => r.id)).toEqual([draftOnly]);
    expect(incomplete.totalRecords).toBe(1);
    const waiting = (await inject('POST', `${M}/lists/waiting`, merchant.headers, { length: 10, start: 0 })).json();
    expect(waiting.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(waiting.data[0]).toMatchObject({
      state: 'waiting',
      amount: PRICE,
      name: 'Ramesh K Patil',
      merchant_code: merchant.code,
    });

    const pending = await inject('POST', `${B}/lists/pending-verification`, staff.headers, {
      length: 100,
      start: 0,
      filters: [{ field: 'merchant_code', opt: 'equals', value1: merchant.code }],
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    const all = (
      await inject('POST', `${B}/lists/pending-verification`, staff.headers, { length: 10, start: 0 })
    ).json();
    const [{ n }] = await testApp.database.db
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
      filters: [{ field: 'merchant_code', opt: 'equals', value1: merchant.code }],
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Ramesh K Patil');
  });

  it('keeps the dashboards in step with the applications', async () => {
    const merchant = await readyMerchant(testApp, { balance: 1000 });
    const id = await readyDraft(testApp, merchant.headers);
    const mine = (await inject('GET', `${M}/dashboard`, merchant.headers)).json();
    expect(mine.counts).toEqual({ draft: 1 });
    await inject('POST', `${M}/applications/${id}/submit`, merchant.headers);
    expect((await inject('GET', `${M}/dashboard`, merchant.headers)).json().counts).toEqual({ waiting: 1 });
    const back = (await inject('GET', `${B}/dashboard`, staff.headers)).json();
    const [{ n }] = await testApp.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(panApplications)
      .where(eq(panApplications.state, 'waiting'));
    expect(back.counts.waiting).toBe(Number(n));
    expect(back.today.submitted).toBeGreaterThanOrEqual(1);
  });
});
