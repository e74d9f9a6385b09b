import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GST_API } from '../../../contract/gst/manifest';
import { RETENTION_API } from '../../../contract/privacy/retention';
import { isObjectNotFound, type Storage } from '../../lib/storage';
import { s3Storage } from '../../lib/storage-s3';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { startTestS3 } from '../../test/s3-server';
import { PAN_FINISHED, REQUEST_FINISHED, runRetention } from './retention';
import { keptBytes } from './retention-files';

/*
 * Retention (docs/decisions/0068) with the clock moved: records are written as finished or touched days
 * ago (their events and updated_at in the past), then the job runs at the real now.
 */

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe('finished states', () => {
  it('are the states no move leaves, plus acknowledged and dispatched NSDL PAN applications', () => {
    expect([...PAN_FINISHED].sort()).toEqual(['acknowledged', 'cancelled', 'completed', 'hardcopy_sent', 'rejected']);
    expect(REQUEST_FINISHED).toEqual({
      'gst-registration': ['completed', 'rejected'],
      'gst-filing': ['completed', 'rejected'],
      'nsdl-paperless': ['acknowledged', 'failed'],
      'uti-psa': ['approved', 'rejected'],
      'uti-coupon': ['allotted', 'rejected'],
    });
  });
});

/** Writes records straight into the tables as the workflow would have left them, each file's bytes in `storage`. */
function fixtures(t: TestApp, storage: Storage) {
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.database.query<T>(text, params);
  let seq = 0;
  const file = async (ownerId: number, purpose: string, createdAt = ago(0)) => {
    const key = await storage.put(Buffer.from(`bytes of ${purpose} ${++seq}`));
    const [row] = await q<{ id: string }>(
      `insert into stored_files (owner_id, purpose, key, mime, size, created_at) values ($1, $2, $3, 'image/jpeg', 20, $4)
       returning id`,
      [ownerId, purpose, key, createdAt],
    );
    return { id: row.id, key };
  };
  const pan = async (
    m: { id: number; code: string },
    state: string,
    events: [string, string, number][],
    at = ago(0),
  ) => {
    const [row] = await q<{ id: number }>(
      `insert into pan_applications (token_no, merchant_id, merchant_code, created_by, category, app_type, state, data, dated,
         ack_no, updated_at) values ($1, $2, $3, $2, 'individual', 'N', $4, '{}', current_date, $5, $6) returning id`,
      [`T${Date.now()}${++seq}`, m.id, m.code, state, state === 'draft' ? null : String(100000000000000 + seq), at],
    );
    for (const [from, to, days] of events)
      await q(
        `insert into pan_application_events (application_id, action, from_state, to_state, at) values ($1, $2, $3, $4, $5)`,
        [row.id, to, from, to, ago(days)],
      );
    const files = [];
    for (const kind of ['photo', 'poi']) {
      const f = await file(m.id, 'pan-document');
      const [pf] = await q<{ id: string }>(
        `insert into pan_application_files (application_id, kind, file_id, uploaded_at) values ($1, $2, $3, $4) returning id`,
        [row.id, kind, f.id, at],
      );
      files.push({ ...f, rowId: pf.id });
    }
    const scan = await file(m.id, 'pan-scan');
    await q(`update pan_applications set scan_file_id = $1 where id = $2`, [scan.id, row.id]);
    const crop = await file(m.id, 'pan-crop');
    await q(
      `insert into pan_application_crops (application_id, kind, source_id, file_id, box, width, height, size)
       values ($1, 'photo', $2, $3, '{}', 213, 213, 20)`,
      [row.id, files[0].rowId, crop.id],
    );
    return { id: row.id, files: [...files, scan, crop] };
  };
  const request = async (
    m: { id: number; code: string },
    service: string,
    state: string,
    events: [string, string, number][],
    opts: { at?: string; share?: { id: string; key: string }; correctsId?: number } = {},
  ) => {
    const at = opts.at ?? ago(0);
    const [row] = await q<{ id: number }>(
      `insert into service_requests (service, ref_no, merchant_id, merchant_code, created_by, state, data, dated, corrects_id,
         updated_at) values ($1, $2, $3, $4, $3, $5, '{}', current_date, $6, $7) returning id`,
      [service, `R${Date.now()}${++seq}`, m.id, m.code, state, opts.correctsId ?? null, at],
    );
    for (const [from, to, days] of events)
      await q(
        `insert into service_request_events (request_id, action, from_state, to_state, at) values ($1, $2, $3, $4, $5)`,
        [row.id, to, from, to, ago(days)],
      );
    const own = await file(m.id, `${service}-document`);
    const files = opts.share ? [own, opts.share] : [own];
    for (const f of files)
      await q(
        `insert into service_request_files (request_id, kind, side, file_id, uploaded_by, uploaded_at)
         values ($1, 'pan_card', 'merchant', $2, $3, $4)`,
        [row.id, f.id, m.id, at],
      );
    return { id: row.id, files };
  };
  const result = async (m: { id: number }, requestId: number) => {
    const f = await file(m.id, 'gst-registration-result');
    await q(
      `insert into service_request_files (request_id, kind, side, file_id, uploaded_by) values ($1, 'certificate', 'backend', $2, $3)`,
      [requestId, f.id, m.id],
    );
    return f;
  };
  const exists = async (key: string) =>
    storage.get(key).then(
      () => true,
      (err: unknown) => {
        if (isObjectNotFound(err)) return false;
        throw err;
      },
    );
  /** deleted_why of each file, in the order asked; a file whose row is gone is left out. */
  const marks = async (ids: string[]) => {
    const rows = await q<{ id: string; deleted_why: string | null }>(
      `select id, deleted_why from stored_files where id = any($1::uuid[])`,
      [ids],
    );
    return ids.flatMap((id) => rows.filter((r) => r.id === id).map((r) => r.deleted_why));
  };
  return { q, file, pan, request, result, exists, marks };
}

/** The same records and the same proof on the local disk and on an S3 bucket. */
function retentionProof(name: string, make: () => Promise<{ t: TestApp; storage: Storage; done(): Promise<void> }>) {
  describe(`the retention job (${name})`, () => {
    let ctx: Awaited<ReturnType<typeof make>>;
    let f: ReturnType<typeof fixtures>;
    let m: Awaited<ReturnType<typeof signedIn>>;
    const made = {} as Record<string, { id: number; files: { id: string; key: string }[] }>;
    const kept: { id: string; key: string }[] = [];
    let certificate: { id: string; key: string };

    beforeAll(async () => {
      ctx = await make();
      f = fixtures(ctx.t, ctx.storage);
      m = await signedIn(ctx.t, 'merchant', { kind: 'owner' });
      made.panOld = await f.pan(m, 'rejected', [['waiting', 'rejected', 100]], ago(100));
      made.panNew = await f.pan(m, 'acknowledged', [['verified', 'acknowledged', 10]], ago(10));
      made.panOpen = await f.pan(m, 'waiting', [['draft', 'waiting', 200]], ago(200));
      // Acknowledged long ago, but sent in a courier five days back: its time runs from the dispatch.
      made.panSent = await f.pan(
        m,
        'hardcopy_sent',
        [
          ['verified', 'acknowledged', 120],
          ['acknowledged', 'hardcopy_sent', 5],
        ],
        ago(5),
      );
      made.reqOld = await f.request(m, 'gst-registration', 'completed', [['in_process', 'completed', 95]], {
        at: ago(95),
      });
      certificate = await f.result(m, made.reqOld.id);
      made.reqNew = await f.request(m, 'uti-psa', 'approved', [['submitted', 'approved', 30]], { at: ago(30) });
      // A rejected registration past its time whose correction, a live draft, shares its proof.
      made.reqShared = await f.request(m, 'uti-psa', 'rejected', [['submitted', 'rejected', 100]], { at: ago(100) });
      made.correction = await f.request(m, 'uti-psa', 'draft', [], {
        share: made.reqShared.files[0],
        correctsId: made.reqShared.id,
      });
      made.draftOld = await f.pan(m, 'draft', [['draft', 'draft', 40]], ago(40));
      made.draftNew = await f.pan(m, 'draft', [['draft', 'draft', 40]], ago(5));
      made.reqDraftOld = await f.request(m, 'gst-filing', 'draft', [], { at: ago(31) });
      // Files of no application, a year old: a KYC document and a payment slip.
      kept.push(await f.file(m.id, 'kyc-document', ago(365)), await f.file(m.id, 'payment-slip', ago(365)));
    });
    afterAll(async () => ctx?.done());

    it('deletes exactly the files past their time and the untouched drafts, and nothing else', async () => {
      const summary = await runRetention(ctx.t.database.db, ctx.storage);
      expect(summary).toEqual({
        applications: 1,
        requests: 1,
        files: 5,
        drafts: 2,
        draftFiles: 5,
        accessLog: 0,
        messages: 0,
        receipts: 0,
      });

      // The rejected application: every upload, the merged scan and the crop, bytes gone and rows marked.
      for (const file of made.panOld.files) expect(await f.exists(file.key)).toBe(false);
      expect(await f.marks(made.panOld.files.map((x) => x.id))).toEqual([
        'retention',
        'retention',
        'retention',
        'retention',
      ]);
      const [app] = await f.q<{ state: string; ack_no: string; token_no: string; documents_deleted_at: Date | null }>(
        `select state, ack_no, token_no, documents_deleted_at from pan_applications where id = $1`,
        [made.panOld.id],
      );
      expect(app).toMatchObject({ state: 'rejected', ack_no: expect.stringMatching(/^\d{15}$/) });
      expect(app.documents_deleted_at).not.toBeNull();
      const [event] = await f.q<Record<string, unknown>>(
        `select action, from_state, to_state, actor_id, remark from pan_application_events
         where application_id = $1 and action = 'documents_deleted'`,
        [made.panOld.id],
      );
      expect(event).toMatchObject({ from_state: 'rejected', to_state: 'rejected', actor_id: null });
      expect(event.remark).toBe(
        'Documents deleted 90 days after the application was finished (retention): merged scan, photo, photo crop, poi. ' +
          'The record, its numbers and its payments are kept.',
      );

      // The completed GST registration: the shop's document goes, the back office's certificate stays.
      expect(await f.exists(made.reqOld.files[0].key)).toBe(false);
      expect(await f.exists(certificate.key)).toBe(true);
      expect(await f.marks([made.reqOld.files[0].id, certificate.id])).toEqual(['retention', null]);

      // Untouched drafts: gone whole, with their events, file rows, stored_files rows and bytes.
      for (const d of [made.draftOld, made.reqDraftOld])
        for (const file of d.files) expect(await f.exists(file.key)).toBe(false);
      expect(await f.q(`select id from pan_applications where id = $1`, [made.draftOld.id])).toEqual([]);
      expect(await f.q(`select id from pan_application_events where application_id = $1`, [made.draftOld.id])).toEqual(
        [],
      );
      expect(await f.q(`select id from service_requests where id = $1`, [made.reqDraftOld.id])).toEqual([]);
      expect(await f.marks([...made.draftOld.files, ...made.reqDraftOld.files].map((x) => x.id))).toEqual([]);
      const audit = await f.q<{ action: string; remark: string }>(
        `select action, remark from audit_events where action = 'draft_deleted' order by id`,
      );
      expect(audit.map((a) => a.remark)).toEqual([
        expect.stringMatching(/^T\d+: untouched 30 days, deleted whole with 4 file\(s\) \(retention\)$/),
        expect.stringMatching(/^R\d+: untouched 30 days, deleted whole with 1 file\(s\) \(retention\)$/),
      ]);

      // Everything else is as it was: newer, unfinished, re-timed by a dispatch, shared with a live draft, no application.
      const untouched = [
        made.panNew,
        made.panOpen,
        made.panSent,
        made.reqNew,
        made.reqShared,
        made.correction,
        made.draftNew,
      ];
      const keys = [...untouched.flatMap((r) => r.files), ...kept];
      for (const file of keys) expect(await f.exists(file.key), file.key).toBe(true);
      expect((await f.marks(keys.map((x) => x.id))).every((w) => w === null)).toBe(true);
      const marked = await f.q(
        `select id from pan_applications where documents_deleted_at is not null
         union all select id from service_requests where documents_deleted_at is not null`,
      );
      expect(marked).toHaveLength(2);

      // A download of a deleted file says so (410), not a storage error.
      await expect(keptBytes(ctx.t.database.db, ctx.storage, made.panOld.files[0].key)).rejects.toMatchObject({
        status: 410,
        message: expect.stringMatching(/^This document was deleted on \d{2}-\w{3}-\d{4} under the retention rules\./),
      });
      expect((await keptBytes(ctx.t.database.db, ctx.storage, made.panNew.files[0].key)).toString()).toMatch(
        /^bytes of/,
      );

      // And so does the shop's own download of it, while the certificate is served.
      const fileUrl = async (requestId: number, side: string) => {
        const [row] = await f.q<{ id: string }>(
          `select id from service_request_files where request_id = $1 and side = $2`,
          [requestId, side],
        );
        return `${GST_API.merchant}/registration/${requestId}/files/${row.id}`;
      };
      const gone = await ctx.t.app.inject({ url: await fileUrl(made.reqOld.id, 'merchant'), headers: m.headers });
      expect(gone.statusCode).toBe(410);
      expect(gone.json().message).toMatch(
        /under the retention rules\. The application's record and numbers are kept\.$/,
      );
      const served = await ctx.t.app.inject({ url: await fileUrl(made.reqOld.id, 'backend'), headers: m.headers });
      expect(served.statusCode).toBe(200);
    });

    it('does nothing on a second run', async () => {
      const before = await f.q(`select count(*)::int as n from stored_files where deleted_at is not null`);
      const summary = await runRetention(ctx.t.database.db, ctx.storage);
      expect(summary).toEqual({
        applications: 0,
        requests: 0,
        files: 0,
        drafts: 0,
        draftFiles: 0,
        accessLog: 0,
        messages: 0,
        receipts: 0,
      });
      expect(await f.q(`select count(*)::int as n from stored_files where deleted_at is not null`)).toEqual(before);
      expect(await f.q(`select id from pan_application_events where action = 'documents_deleted'`)).toHaveLength(1);
    });

    it('marks, on the next run, files whose bytes went before a crash', async () => {
      // The bytes of the newer application's file removed as a run would before its transaction; then its time passes.
      await ctx.storage.remove(made.panNew.files[0].key);
      await f.q(`update pan_application_events set at = $1 where application_id = $2`, [ago(91), made.panNew.id]);
      const summary = await runRetention(ctx.t.database.db, ctx.storage);
      expect(summary).toMatchObject({ applications: 1, files: 4 });
      expect(await f.marks(made.panNew.files.map((x) => x.id))).toEqual([
        'retention',
        'retention',
        'retention',
        'retention',
      ]);
    });
  });
}

retentionProof('local disk', async () => {
  const t = await createTestApp();
  const { diskStorage } = await import('../../lib/storage');
  return { t, storage: diskStorage(t.filesDir), done: () => t.close() };
});

retentionProof('S3', async () => {
  const s3 = await startTestS3(['pan-files']);
  const storage = s3Storage({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    bucket: 'pan-files',
    prefix: 'pan/',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  const t = await createTestApp({}, { storage });
  return {
    t,
    storage,
    async done() {
      await t.close();
      storage.destroy();
      await s3.stop();
    },
  };
});

describe('Setting › Retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('shows the defaults, saves new days and refuses days out of bounds, naming the field', async () => {
    const admin = await signedIn(t, 'admin');
    const get = await t.app.inject({ method: 'GET', url: RETENTION_API, headers: admin.headers });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toMatchObject({ documentDays: 90, draftDays: 30, accessLogDays: 730, lastRun: null });

    const put = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: RETENTION_API,
        headers: admin.headers,
        payload: { documentDays: 90, draftDays: 30, accessLogDays: 730, ...body },
      });
    for (const [field, value] of [
      ['documentDays', 0],
      ['draftDays', 4000],
      ['accessLogDays', 100],
    ] as const) {
      const res = await put({ [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect((await put({ accessLogDays: 100 })).json().errors.accessLogDays[0]).toBe(
      'Days to keep the access log: a whole number from 365 to 3650',
    );
    const saved = await put({ documentDays: 120, draftDays: 14 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      documentDays: 120,
      draftDays: 14,
      accessLogDays: 730,
      updatedBy: 'Test admin',
    });
    const again = await t.app.inject({ method: 'GET', url: RETENTION_API, headers: admin.headers });
    expect(again.json()).toMatchObject({ documentDays: 120, draftDays: 14 });
  });

  it('runs the job now and shows what it did', async () => {
    const admin = await signedIn(t, 'admin');
    const res = await t.app.inject({ method: 'POST', url: `${RETENTION_API}/run`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Nothing was past its time: nothing was deleted.');
    expect(res.json().view.lastRun).toMatchObject({ outcome: 'done', summary: { files: 0, drafts: 0 } });
  });

  it('is the admin’s only', async () => {
    const staff = await signedIn(t, 'staff');
    for (const [method, url] of [
      ['GET', RETENTION_API],
      ['PUT', RETENTION_API],
      ['POST', `${RETENTION_API}/run`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: staff.headers,
        payload: method === 'PUT' ? { documentDays: 1, draftDays: 1, accessLogDays: 365 } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const [row] = await t.database.query<{ document_days: number }>(`select document_days from privacy_settings`);
    expect(row.document_days).toBe(120);
  });
});
