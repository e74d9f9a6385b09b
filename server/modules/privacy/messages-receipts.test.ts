import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGING_API, type MessageSettings } from '../../../contract/messaging';
import { RETENTION_API } from '../../../contract/privacy/retention';
import { outboundMessages, privacySettings } from '../../db/schema';
import type { IndianMobile } from '../../db/schema/messaging';
import { aadhaar } from '../../test/backlog';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { TEST_CONSENT } from '../../test/consent';
import { memoryStorage } from '../../test/memory-storage';
import { B, M, individualN, readyDraft, readyMerchant } from '../../test/nsdl-pan';
import { enqueueMessage } from '../messaging/service';
import { runRetention } from './retention';
import { initials } from '../receipts/privacy';

/*
 * Issue 27's personal data under the house's privacy rules: the outbox's numbers and words are cut after
 * `message_days`, a receipt's customer mobile once its request has been finished `document_days`, an Aadhaar number
 * typed into a remark never reaches a message, and the admin's export of the outbox holds no full number.
 */

const DAY = 86_400_000;
const SHOP_MOBILE = '9812300001';
const CUSTOMER = '9765401234';
const AADHAAR = aadhaar('56781234567');

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let staff: Awaited<ReturnType<typeof signedIn>>;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  staff = await signedIn(t, 'staff');
}, 60_000);
afterAll(() => t?.close());

const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.database.query<T>(text, params);
const inject = (method: 'POST' | 'PUT' | 'GET', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as Record<string, unknown> });

/** A message as the sender left it `days` ago. */
async function message(state: 'queued' | 'sent' | 'failed', days: number, over: { recipient?: string } = {}) {
  const id = await enqueueMessage(t.database.db, {
    channel: 'sms',
    recipient: (over.recipient ?? CUSTOMER) as IndianMobile,
    template: 'application_rejected',
    language: 'en',
    values: { ref: `T-RET-${++seq}`, reason: 'Photo of Ramesh Patil unclear' },
    eventKey: `retention-test:${seq}`,
  });
  const at = new Date(Date.now() - days * DAY);
  await t.database.db
    .update(outboundMessages)
    .set({ state, createdAt: at, sentAt: state === 'sent' ? at : null, providerMessageId: `sandbox-${id}` })
    .where(eq(outboundMessages.id, id!));
  return id!;
}
const messageRow = async (id: number) =>
  (await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.id, id)))[0];

/** A shop that asked for its rejections by SMS, with an NSDL PAN application of CUSTOMER's submitted and rejected. */
async function rejectedApplication(remark: string) {
  const shop = await readyMerchant(t, { balance: 5000 });
  await q('update users set mobile = $1 where id = $2', [SHOP_MOBILE, shop.id]);
  const none = { sms: false, whatsapp: false };
  const choices: MessageSettings = {
    topup_credited: none,
    low_balance: none,
    application_rejected: { sms: true, whatsapp: false },
    lowBalanceRupees: null,
  };
  expect((await inject('PUT', MESSAGING_API.settings, shop.headers, choices)).statusCode).toBe(200);
  const id = await readyDraft(t, shop.headers, individualN({ mobile: CUSTOMER }));
  const submitted = await inject('POST', `${M}/applications/${id}/submit`, shop.headers, { consent: TEST_CONSENT });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const rejected = await inject('POST', `${B}/applications/${id}/reject`, staff.headers, { remark });
  expect(rejected.statusCode, rejected.body).toBe(200);
  const [app] = await q<{ token_no: string }>('select token_no from pan_applications where id = $1', [id]);
  return { shop, id, token: app.token_no };
}

describe('messages kept message_days, then cut', () => {
  it('masks old sent and failed messages to four digits and drops their values, keeping recent and queued ones', async () => {
    const oldSent = await message('sent', 40);
    const oldFailed = await message('failed', 31);
    const recent = await message('sent', 5);
    const waiting = await message('queued', 40);
    const before = await messageRow(oldSent);

    const summary = await runRetention(t.database.db, memoryStorage());
    expect(summary.messages).toBe(2);
    for (const id of [oldSent, oldFailed]) {
      const row = await messageRow(id);
      expect(row.recipient).toBe('XXXXXX1234');
      expect(row.values).toEqual({});
      expect(row.idempotencyKey).not.toContain(CUSTOMER);
      expect(JSON.stringify(row)).not.toContain(CUSTOMER);
    }
    // What the accounts count stays: the state, the provider's id, when it went.
    const after = await messageRow(oldSent);
    expect([after.state, after.providerMessageId, after.sentAt, after.template, after.channel]).toEqual([
      before.state,
      before.providerMessageId,
      before.sentAt,
      before.template,
      before.channel,
    ]);
    for (const id of [recent, waiting]) {
      const row = await messageRow(id);
      expect(row.recipient).toBe(CUSTOMER);
      expect(row.values.reason).toContain('Ramesh');
    }
    // A second run finds nothing left to cut.
    expect((await runRetention(t.database.db, memoryStorage())).messages).toBe(0);
  });

  it('follows the admin’s days, saved beside the other retention settings and bounded', async () => {
    const bad = await inject('PUT', RETENTION_API, admin.headers, {
      documentDays: 90,
      draftDays: 30,
      accessLogDays: 730,
      messageDays: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.messageDays).toBeTruthy();
    const saved = await inject('PUT', RETENTION_API, admin.headers, {
      documentDays: 90,
      draftDays: 30,
      accessLogDays: 730,
      messageDays: 3,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().messageDays).toBe(3);
    const id = await message('sent', 5);
    const kept = await message('sent', 2);
    expect((await runRetention(t.database.db, memoryStorage())).messages).toBeGreaterThanOrEqual(1);
    expect((await messageRow(kept)).recipient).toBe(CUSTOMER);
    expect((await messageRow(id)).recipient).toBe('XXXXXX1234');
    // A client that does not send the new number keeps it.
    const older = await inject('PUT', RETENTION_API, admin.headers, {
      documentDays: 90,
      draftDays: 30,
      accessLogDays: 730,
    });
    expect(older.json().messageDays).toBe(3);
    await t.database.db.update(privacySettings).set({ messageDays: 30 }).where(eq(privacySettings.id, 1));
  });
});

describe('an Aadhaar number in a message', () => {
  it('typed into a rejection remark is masked in the queued message', async () => {
    const { shop, token } = await rejectedApplication(`Aadhaar ${AADHAAR} does not match the name`);
    const rows = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recipientUserId, shop.id));
    expect(rows.map((r) => [r.template, r.requestRef])).toEqual([['application_rejected', token]]);
    expect(rows[0].values.reason).toContain(`XXXX XXXX ${AADHAAR.slice(-4)}`);
    expect(JSON.stringify(rows[0])).not.toContain(AADHAAR);
  });

  it('is masked by the outbox itself, whoever queues it', async () => {
    const id = await enqueueMessage(t.database.db, {
      channel: 'whatsapp',
      recipient: CUSTOMER as IndianMobile,
      template: 'application_rejected',
      language: 'hi',
      values: { ref: 'T-AADHAAR', reason: `आधार ${AADHAAR.replace(/(\d{4})(?=\d)/g, '$1 ')} गलत है` },
      eventKey: `aadhaar-test:${++seq}`,
    });
    const row = await messageRow(id!);
    expect(row.values.reason).toBe(`आधार XXXX XXXX ${AADHAAR.slice(-4)} गलत है`);
  });
});

describe('receipts', () => {
  it('keep the customer’s mobile until the request has been finished document_days, then its last four digits', async () => {
    const fresh = await rejectedApplication('Photo unclear');
    const old = await rejectedApplication('Signature missing');
    // The old one was rejected 100 days ago.
    await q(`update pan_application_events set at = now() - interval '100 days' where application_id = $1`, [old.id]);
    await q(`update pan_applications set updated_at = now() - interval '100 days' where id = $1`, [old.id]);
    const receiptsOf = (id: number) =>
      q<{ kind: string; customer_mobile: string; customer_name: string }>(
        `select kind, customer_mobile, customer_name from receipts where ref_type = 'pan_application' and request_id = $1
         order by id`,
        [id],
      );
    expect((await receiptsOf(old.id)).map((r) => r.customer_mobile)).toEqual([CUSTOMER, CUSTOMER]);

    const summary = await runRetention(t.database.db, memoryStorage());
    expect(summary.receipts).toBe(2);
    const cut = await receiptsOf(old.id);
    expect(cut.map((r) => [r.kind, r.customer_mobile])).toEqual([
      ['sale', 'XXXXXX1234'],
      ['refund', 'XXXXXX1234'],
    ]);
    // The receipt is a book of account: the name stays until an erasure.
    expect(cut[0].customer_name).toMatch(/Ramesh/i);
    expect((await receiptsOf(fresh.id)).map((r) => r.customer_mobile)).toEqual([CUSTOMER, CUSTOMER]);
    // The reprint still shows the four digits.
    const [r] = await q<{ id: number }>(`select id from receipts where request_id = $1 and kind = 'sale'`, [old.id]);
    expect(r).toBeTruthy();
  });

  it('names an erased customer by initials', () => {
    expect(initials('Ramesh K Patil')).toBe('R. K. P.');
    expect(initials('  रमेश  पाटिल ')).toBe('र. प.');
  });
});

describe('the admin’s Messages export', () => {
  it('holds no full mobile number, whichever columns are asked for', async () => {
    await message('sent', 1, { recipient: '9700012345' });
    const res = await inject('POST', `${MESSAGING_API.list}/export?format=csv`, admin.headers, {
      filters: [],
      search: '',
      sorts: [],
      columns: ['id', 'recipient', 'channel', 'template', 'state', 'provider_answer'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('XXXXXX2345');
    expect(res.body).not.toContain('9700012345');
    expect(res.body).not.toMatch(/[6-9]\d{9}/);
    // The export is logged as personal data taken, without the numbers.
    const [log] = await q<{ detail: string }>(
      `select detail from access_log where action like '%export%' order by id desc limit 1`,
    );
    expect(log.detail).not.toMatch(/\d{10}/);
  });
});
