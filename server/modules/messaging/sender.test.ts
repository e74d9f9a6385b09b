import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboundMessageEvents, outboundMessages } from '../../db/schema';
import type { IndianMobile } from '../../db/schema/messaging';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { MESSAGING_API } from '../../../contract/messaging';
import { startFakeSmsGateway } from '../../test/fake-sms-gateway';
import { startFakeWhatsApp } from '../../test/fake-whatsapp';
import { clientRefOf, createMessageSender, enqueueMessage, providerFor, type SecretReader } from './service';

/*
 * Issue 27 §3: the sender job against local fakes of the DLT SMS gateway and the WhatsApp Cloud API.
 */

let t: TestApp;
let sms: Awaited<ReturnType<typeof startFakeSmsGateway>>;
let wa: Awaited<ReturnType<typeof startFakeWhatsApp>>;
let keys: Record<string, string>;
const secrets: SecretReader = { secret: async (p, k) => keys[`${p}.${k}`] ?? null };
let clock = new Date('2026-11-29T10:00:00Z');
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  sms = await startFakeSmsGateway('sms-key');
  wa = await startFakeWhatsApp('wa-token', '1098765');
});
afterAll(async () => {
  await sms.close();
  await wa.close();
  await t.close();
});
beforeEach(async () => {
  keys = {
    'sms_gateway.api_key': 'sms-key',
    'sms_gateway.entity_id': '1201160000000000001',
    'sms_gateway.sender_id': 'PANSVA',
    'sms_gateway.api_url': sms.url,
    'sms_gateway.tpl_topup_credited': '1207160000000000011',
    'whatsapp_cloud.access_token': 'wa-token',
    'whatsapp_cloud.phone_number_id': '1098765',
    'whatsapp_cloud.api_url': wa.url,
  };
  // Messages of earlier tests are done: each test sends only its own.
  await t.database.query(`update outbound_messages set state = 'failed' where state <> 'sent'`);
});

const sender = (opts: { maxAttempts?: number } = {}) =>
  createMessageSender(t.database.db, secrets, { baseDelayMs: 1000, leaseMs: 60_000, now: () => clock, ...opts });

async function queue(channel: 'sms' | 'whatsapp', language: 'en' | 'hi' = 'en') {
  const id = await enqueueMessage(t.database.db, {
    channel,
    recipient: '9876543210' as IndianMobile,
    template: 'topup_credited',
    language,
    values: { amount: '₹500.00/-', balance: '₹1,500.00/-' },
    eventKey: `test:${++seq}`,
  });
  // Queued "now" by the database clock; the test's clock is far ahead of it, so it is due.
  return id!;
}
const row = async (id: number) =>
  (await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.id, id)))[0];

describe('enqueueMessage', () => {
  it('the same event for the same recipient and channel is one message', async () => {
    const m = {
      channel: 'sms' as const,
      recipient: '9876543210' as IndianMobile,
      template: 'topup_credited' as const,
      language: 'en' as const,
      values: {},
      eventKey: 'twice:1',
    };
    const first = await enqueueMessage(t.database.db, m);
    expect(first).not.toBeNull();
    expect(await enqueueMessage(t.database.db, m)).toBeNull();
    const rows = await t.database.query<{ n: number }>(
      `select count(*)::int as n from outbound_messages where idempotency_key like 'twice:1:%'`,
    );
    expect(rows[0].n).toBe(1);
  });
});

describe('the sender', () => {
  it('sends an SMS through the DLT gateway in the recipient’s language and records the provider’s id', async () => {
    clock = new Date('2030-01-01T00:00:00Z');
    const id = await queue('sms', 'hi');
    expect(await sender().run()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const r = await row(id);
    expect([r.state, r.provider, r.attempts]).toEqual(['sent', 'dlt_sms', 1]);
    const got = sms.delivered.find((d) => d.id === r.providerMessageId)!;
    expect(got).toMatchObject({ mobile: '919876543210', templateId: '1207160000000000011' });
    expect(got.message).toContain('आपके पैन पोर्टल वॉलेट में ₹500.00/- जमा हुए');
    const states = await t.database.db
      .select({ to: outboundMessageEvents.toState })
      .from(outboundMessageEvents)
      .where(eq(outboundMessageEvents.messageId, id))
      .orderBy(outboundMessageEvents.id);
    expect(states.map((s) => s.to)).toEqual(['queued', 'sending', 'sent']);
  });

  it('sends a WhatsApp template with its language and body parameters', async () => {
    const id = await queue('whatsapp', 'en');
    await sender().run();
    const r = await row(id);
    expect([r.state, r.provider]).toEqual(['sent', 'whatsapp_cloud']);
    expect(wa.delivered.find((d) => d.id === r.providerMessageId)).toEqual({
      id: r.providerMessageId,
      to: '919876543210',
      template: 'topup_credited',
      language: 'en',
      params: ['₹500.00/-', '₹1,500.00/-'],
    });
  });

  it('retries after a rate limit and a time-out, with a growing wait, then sends', async () => {
    const id = await queue('sms');
    sms.next('rate_limited');
    expect(await sender().run()).toEqual({ sent: 0, retried: 1, failed: 0 });
    let r = await row(id);
    expect([r.state, r.attempts, r.providerAnswer]).toEqual([
      'queued',
      1,
      JSON.stringify({ type: 'error', message: 'Too many requests' }),
    ]);
    // Not due before its wait.
    expect(await sender().run()).toEqual({ sent: 0, retried: 0, failed: 0 });
    later(1000);
    sms.next('timeout');
    const slow = createMessageSender(t.database.db, secrets, {
      baseDelayMs: 1000,
      now: () => clock,
      fetchImpl: (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(300) }),
    });
    expect(await slow.run()).toEqual({ sent: 0, retried: 1, failed: 0 });
    r = await row(id);
    expect(r.nextAttemptAt.getTime() - clock.getTime()).toBe(2000);
    later(2000);
    expect(await sender().run()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect([(await row(id)).state, (await row(id)).attempts]).toEqual(['sent', 3]);
  });

  it('gives up after the last attempt', async () => {
    const id = await queue('whatsapp');
    wa.next('rate_limited', 'rate_limited');
    await sender({ maxAttempts: 2 }).run();
    later(1000);
    expect(await sender({ maxAttempts: 2 }).run()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const r = await row(id);
    expect([r.state, r.attempts]).toEqual(['failed', 2]);
  });

  it('wrong credentials fail at once with the provider’s answer', async () => {
    keys['whatsapp_cloud.access_token'] = 'wrong';
    const id = await queue('whatsapp');
    expect(await sender().run()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const r = await row(id);
    expect(r.state).toBe('failed');
    expect(r.providerAnswer).toContain('Invalid OAuth access token');
  });

  it('a template the gateway rejects fails with its answer', async () => {
    const id = await queue('sms');
    sms.next('template_rejected');
    await sender().run();
    const r = await row(id);
    expect([r.state, r.providerAnswer]).toEqual([
      'failed',
      JSON.stringify({ type: 'error', message: 'DLT template mismatch' }),
    ]);
  });

  it('is not sent twice when the sender died after the gateway accepted and before the row was written', async () => {
    const id = await queue('sms');
    const s = sender();
    // The run that "dies": claims, the gateway accepts, nothing recorded.
    const [claimed] = await s.claim();
    expect(claimed.row.id).toBe(id);
    const provider = await providerFor(secrets, 'sms');
    const first = await provider.send({
      clientRef: clientRefOf(claimed.row.id),
      to: claimed.row.recipient,
      template: 'topup_credited',
      language: 'en',
      text: 'x',
      params: [],
    });
    const deliveredBefore = sms.delivered.length;
    expect((await row(id)).state).toBe('sending');
    // Not touched while its lease runs; after it, the next run asks again under the same reference.
    expect(await sender().run()).toEqual({ sent: 0, retried: 0, failed: 0 });
    later(60_000);
    expect(await sender().run()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const r = await row(id);
    expect([r.state, r.providerMessageId]).toEqual(['sent', first.providerMessageId]);
    expect(sms.delivered.length).toBe(deliveredBefore);
    expect(sms.delivered.filter((d) => d.clientRef === clientRefOf(id))).toHaveLength(1);
  });

  it('a WhatsApp message interrupted the same way is failed, never resent (the Cloud API cannot dedupe)', async () => {
    const id = await queue('whatsapp');
    await sender().claim();
    const before = wa.delivered.length;
    later(60_000);
    expect(await sender().run()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await row(id)).lastError).toMatch(/not sent again/);
    expect(wa.delivered.length).toBe(before);
  });

  it('without credentials goes to the sandbox, recorded as sent there', async () => {
    keys = {};
    const id = await queue('sms');
    await sender().run();
    const r = await row(id);
    expect([r.state, r.provider, r.providerMessageId]).toEqual(['sent', 'sandbox', `sandbox-${clientRefOf(id)}`]);
  });
});

describe('the admin’s Messages list', () => {
  it('shows each message with the recipient masked to its last four digits; staff are refused', async () => {
    keys = {};
    const id = await queue('whatsapp');
    await sender().run();
    const admin = await signedIn(t, 'admin');
    const body = { filters: [], search: '', length: 100, start: 0, sorts: [] };
    const res = await t.app.inject({ method: 'POST', url: MESSAGING_API.list, headers: admin.headers, payload: body });
    expect(res.statusCode).toBe(200);
    const found = (res.json() as { data: Record<string, unknown>[] }).data.find((r) => r.id === id)!;
    expect(found).toMatchObject({ recipient: 'XXXXXX3210', channel: 'whatsapp', state: 'sent', provider: 'sandbox' });
    expect(res.body).not.toContain('9876543210');
    // The sandbox's answer is its log of the words a phone would have shown.
    expect(found.provider_answer).toContain('₹500.00/-');
    // Searched by its words, the list still answers (its table's alias is not one of the list engine's own names).
    const searched = await t.app.inject({
      method: 'POST',
      url: MESSAGING_API.list,
      headers: admin.headers,
      payload: { ...body, search: 'topup_credited' },
    });
    expect(searched.statusCode).toBe(200);
    expect((searched.json() as { data: { id: number }[] }).data.map((r) => r.id)).toContain(id);
    const staff = await signedIn(t, 'staff');
    expect(
      (await t.app.inject({ method: 'POST', url: MESSAGING_API.list, headers: staff.headers, payload: body }))
        .statusCode,
    ).toBe(403);
  });
});
