import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { COURIERS_API, todayInIndia } from '../../../contract/couriers';
import { consentOf } from '../../../contract/privacy/notice';
import { outboundMessages, panApplications, receipts } from '../../db/schema';
import { translate } from '../../lib/i18n';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { B, M, readyDraft, readyMerchant } from '../../test/nsdl-pan';
import { applicationCalls } from '../../test/pan-applications';
import { pdfFacts } from '../../test/pdf-unicode';
import { TEST_CONSENT } from '../../test/consent';
import { sandboxProvider, type OutgoingMessage } from '../../integrations/message-provider';
import { PAN_DECLARATION } from '../nsdl-pan/workflow';
import { createRequestEngine, SYSTEM_MOVER } from '../requests/engine';
import { createMessageSender } from './service';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://seva.example' });
  staff = await signedIn(t, 'staff');
});
afterAll(() => t.close());
const { inject } = applicationCalls(() => t);

/** The customer's mobile on the test form (individualN). */
const CUSTOMER = '9876543210';

/** A submitted NSDL PAN application whose customer gave `consent`. */
async function submitted(consent: unknown) {
  const merchant = await readyMerchant(t, { balance: 1000 });
  await t.database.query(`update merchant_profiles set shop_name = 'Sharma Online Seva' where user_id = $1`, [
    merchant.id,
  ]);
  const id = await readyDraft(t, merchant.headers);
  const res = await inject('POST', `${M}/applications/${id}/submit`, merchant.headers, { consent });
  expect(res.statusCode).toBe(200);
  return { merchant, id, tokenNo: res.json().tokenNo as string };
}

const messagesOf = (ref: string) =>
  t.database.db
    .select()
    .from(outboundMessages)
    .where(eq(outboundMessages.requestRef, ref))
    .orderBy(outboundMessages.id);

const HINDI_UPDATES = consentOf('en', { sms: true, whatsapp: true, language: 'hi' });

describe("the customer's SMS and WhatsApp per stage (issue 27 §3)", () => {
  it('sends one SMS and one WhatsApp per stage, in Hindi as chosen, with the status link, through the sandbox', async () => {
    const { merchant, id, tokenNo } = await submitted(HINDI_UPDATES);
    expect((await inject('POST', `${B}/applications/${id}/verify`, staff.headers, {})).statusCode).toBe(200);
    const ackNo = `88${String(Date.now()).slice(-13)}`;
    const ack = await inject('POST', `${B}/applications/${id}/acknowledge`, staff.headers, { ackNo });
    expect(ack.statusCode).toBe(200);
    const docketNo = `EM${String(id).padStart(7, '0')}IN`;
    const courier = await t.app.inject({
      method: 'POST',
      url: COURIERS_API.merchant,
      headers: merchant.headers,
      payload: { company: 'India Post', docketNo, dispatchDate: todayInIndia(), applicationIds: [id] },
    });
    expect(courier.statusCode).toBe(200);

    const rows = await messagesOf(tokenNo);
    expect(rows.map((r) => `${r.template}/${r.channel}`)).toEqual([
      'customer_sent/sms',
      'customer_sent/whatsapp',
      'customer_verified/sms',
      'customer_verified/whatsapp',
      'customer_acknowledged/sms',
      'customer_acknowledged/whatsapp',
      'customer_dispatched/sms',
      'customer_dispatched/whatsapp',
    ]);
    for (const r of rows) expect([r.recipient, r.language, r.state]).toEqual([CUSTOMER, 'hi', 'queued']);
    expect(rows[0].values).toMatchObject({ ref: tokenNo, shop: 'Sharma Online Seva' });
    expect(rows[4].values).toMatchObject({ ackNo });
    expect(rows[6].values).toMatchObject({ courier: 'India Post', docketNo });

    // The sender job without keys: every message goes to the sandbox, with the whole link and the Hindi words.
    const seen: OutgoingMessage[] = [];
    const sandbox = sandboxProvider();
    const recording = { ...sandbox, send: (m: OutgoingMessage) => (seen.push(m), sandbox.send(m)) };
    const sender = createMessageSender(
      t.database.db,
      { secret: async () => null },
      { publicUrl: 'https://seva.example' },
    );
    for (const { row, interrupted } of await sender.claim()) await sender.deliver(row, interrupted, recording);
    const after = await messagesOf(tokenNo);
    expect(after.every((r) => r.state === 'sent' && r.provider === 'sandbox')).toBe(true);
    const link = `https://seva.example/track?n=${tokenNo}`;
    const dispatched = seen.find((m) => m.template === 'customer_dispatched' && m.params.includes(link));
    expect(dispatched?.params).toEqual([tokenNo, 'India Post', docketNo, link]);
    expect(dispatched?.text).toBe(
      `आपके आवेदन ${tokenNo} के काग़ज़ India Post कूरियर से भेज दिए गए हैं, डॉकेट नंबर ${docketNo}। स्थिति देखें: ${link}`,
    );
    const acknowledged = seen.find((m) => m.template === 'customer_acknowledged' && m.params.includes(link));
    expect(acknowledged?.text).toContain(`पावती नंबर: ${ackNo}`);
    // And the job itself, run again, finds nothing left to send.
    expect(await createMessageSender(t.database.db, { secret: async () => null }).run()).toMatchObject({ sent: 0 });
  });

  it('tells a rejection what to do, on the one channel agreed to, in English', async () => {
    const { tokenNo, id } = await submitted(consentOf('en', { sms: true, whatsapp: false, language: 'en' }));
    const remark = 'Photo not clear';
    expect((await inject('POST', `${B}/applications/${id}/reject`, staff.headers, { remark })).statusCode).toBe(200);
    const rows = await messagesOf(tokenNo);
    expect(rows.map((r) => `${r.template}/${r.channel}/${r.language}`)).toEqual([
      'customer_sent/sms/en',
      'customer_rejected/sms/en',
    ]);
    const text = translate('en', 'messages.tpl.customer_rejected', rows[1].values);
    expect(text).toContain('needs correction. Visit the shop Sharma Online Seva');
  });

  it('sends nothing without the second tick', async () => {
    const { id, tokenNo } = await submitted(TEST_CONSENT);
    expect((await inject('POST', `${B}/applications/${id}/verify`, staff.headers, {})).statusCode).toBe(200);
    expect(await messagesOf(tokenNo)).toEqual([]);
  });

  it('sends nothing for a move rolled back, and nothing again for a move replayed', async () => {
    const { id, tokenNo } = await submitted(HINDI_UPDATES);
    expect(await messagesOf(tokenNo)).toHaveLength(2);
    const engine = createRequestEngine(t.database.db, PAN_DECLARATION, async () => null);
    const lock = async (tx: Parameters<Parameters<typeof t.database.db.transaction>[0]>[0]) =>
      (await tx.select().from(panApplications).where(eq(panApplications.id, id)).for('update'))[0];
    await expect(
      t.database.db.transaction(async (tx) => {
        await engine.moveLocked(tx, SYSTEM_MOVER, await lock(tx), 'verify');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await messagesOf(tokenNo)).toHaveLength(2);

    expect((await inject('POST', `${B}/applications/${id}/verify`, staff.headers, {})).statusCode).toBe(200);
    expect(await messagesOf(tokenNo)).toHaveLength(4);
    // The same move made again from the state it left (a retried call that raced its first): no second message.
    await t.database.db.transaction(async (tx) => {
      const row = await lock(tx);
      await engine.moveLocked(tx, SYSTEM_MOVER, { ...row, state: 'waiting' }, 'verify');
    });
    expect(await messagesOf(tokenNo)).toHaveLength(4);
  });

  it("prints the customer's agreement to updates on the receipt, and none without it", async () => {
    const { merchant, id } = await submitted(HINDI_UPDATES);
    const [sale] = await t.database.db
      .select()
      .from(receipts)
      .where(and(eq(receipts.merchantId, merchant.id), eq(receipts.requestId, id)));
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/receipts/${sale.id}/pdf?layout=a4`,
      headers: merchant.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfFacts(pdf.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain('agrees to receive updates on this application by SMS and WhatsApp');

    const plain = await submitted(TEST_CONSENT);
    const [other] = await t.database.db
      .select()
      .from(receipts)
      .where(and(eq(receipts.merchantId, plain.merchant.id), eq(receipts.requestId, plain.id)));
    const without = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/receipts/${other.id}/pdf?layout=a4`,
      headers: plain.merchant.headers,
    });
    expect((await pdfFacts(without.rawPayload)).text.replace(/\s+/g, ' ')).not.toContain('receive updates');
  });
});
