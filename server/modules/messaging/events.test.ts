import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGING_API, type MessageSettings } from '../../../contract/messaging';
import { PAYMENTS_API } from '../../../contract/payments';
import { outboundMessages } from '../../db/schema';
import { signedIn } from '../../test/app';
import { bellTest } from '../../test/bell';
import { B as PB, readyMerchant } from '../../test/nsdl-pan';
import { createPanEngine } from '../nsdl-pan/workflow';

/*
 * Issue 27 §3: the shop's own events queue its SMS / WhatsApp in the move's transaction, on the channels it
 * chose in My Setting › Messages; nothing chosen (the default) queues nothing.
 */

const { api, inject, ok, ackNo, verifiedPan, paymentRequest } = bellTest();
const none = { sms: false, whatsapp: false };
const choices = (over: Partial<MessageSettings> = {}): MessageSettings => ({
  topup_credited: none,
  low_balance: none,
  application_rejected: none,
  lowBalanceRupees: null,
  ...over,
});

async function shop(balance = 1000, mobile = '9876543210') {
  const m = await readyMerchant(api.t, { balance });
  await api.t.database.query('update users set mobile = $1 where id = $2', [mobile, m.id]);
  return m;
}
const messagesOf = (userId: number) =>
  api.t.database.db
    .select()
    .from(outboundMessages)
    .where(eq(outboundMessages.recipientUserId, userId))
    .orderBy(outboundMessages.id);

describe('My Setting › Messages', () => {
  it('starts at none, saves per event and channel, and is the shop’s own', async () => {
    const m = await shop();
    expect((await ok(await inject('GET', MESSAGING_API.settings, m.headers), 'get')) as unknown).toEqual(choices());
    const want = choices({
      topup_credited: { sms: true, whatsapp: false },
      low_balance: { sms: false, whatsapp: true },
      lowBalanceRupees: 500,
    });
    expect((await ok(await inject('PUT', MESSAGING_API.settings, m.headers, want), 'put')) as unknown).toEqual(want);
    // Another shop sees its own (none), whatever this one saved.
    const other = await shop();
    expect((await ok(await inject('GET', MESSAGING_API.settings, other.headers), 'other')) as unknown).toEqual(
      choices(),
    );
    // The shop's staff do not choose for it.
    const staff = await signedIn(api.t, 'merchant', { kind: 'staff', parentId: m.id });
    expect((await inject('PUT', MESSAGING_API.settings, staff.headers, choices())).statusCode).toBe(403);
  });

  it('refuses a low-balance message without a limit, with a field error, and changes nothing', async () => {
    const m = await shop();
    const res = await inject(
      'PUT',
      MESSAGING_API.settings,
      m.headers,
      choices({ low_balance: { sms: true, whatsapp: false } }),
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('lowBalanceRupees');
    expect((await ok(await inject('GET', MESSAGING_API.settings, m.headers), 'get')) as unknown).toEqual(choices());
  });
});

describe('the shop’s events', () => {
  it('a top-up credited queues one message per chosen channel, in the shop’s language', async () => {
    const m = await shop();
    await ok(
      await inject(
        'PUT',
        MESSAGING_API.settings,
        m.headers,
        choices({ topup_credited: { sms: true, whatsapp: true } }),
      ),
      'put',
    );
    await api.t.database.query(
      `insert into user_settings (user_id, language) values ($1, 'hi') on conflict (user_id) do update set language = 'hi'`,
      [m.id],
    );
    const id = await paymentRequest(m.headers, '5000');
    await ok(await inject('POST', `${PAYMENTS_API.backend}/${id}/approve`, api.staff.headers), 'approve');
    const rows = await messagesOf(m.id);
    expect(rows.map((r) => [r.channel, r.template, r.language, r.state, r.recipient])).toEqual([
      ['sms', 'topup_credited', 'hi', 'queued', '9876543210'],
      ['whatsapp', 'topup_credited', 'hi', 'queued', '9876543210'],
    ]);
    expect(rows[0].values).toEqual({ amount: '₹5,000.00/-', balance: '₹6,000.00/-' });
  });

  it('with nothing chosen a top-up queues nothing', async () => {
    const m = await shop();
    const id = await paymentRequest(m.headers, '100');
    await ok(await inject('POST', `${PAYMENTS_API.backend}/${id}/approve`, api.staff.headers), 'approve');
    expect(await messagesOf(m.id)).toEqual([]);
  });

  it('a charge that leaves the wallet below the shop’s limit queues a low-balance message', async () => {
    const m = await shop(1000);
    await ok(
      await inject(
        'PUT',
        MESSAGING_API.settings,
        m.headers,
        choices({ low_balance: { sms: true, whatsapp: false }, lowBalanceRupees: 5000 }),
      ),
      'put',
    );
    await verifiedPan(m.headers);
    const rows = await messagesOf(m.id);
    expect(rows.map((r) => [r.channel, r.template])).toEqual([['sms', 'low_balance']]);
    expect(rows[0].values.threshold).toBe('₹5,000.00/-');
  });

  it('an application rejected queues one message; a rolled-back batch of rejections queues none', async () => {
    const m = await shop(1000);
    await ok(
      await inject(
        'PUT',
        MESSAGING_API.settings,
        m.headers,
        choices({ application_rejected: { sms: false, whatsapp: true } }),
      ),
      'put',
    );
    const acked = await verifiedPan(m.headers);
    await ok(
      await inject('POST', `${PB}/applications/${acked.id}/acknowledge`, api.staff.headers, { ackNo: ackNo() }),
      'ack',
    );
    const notAcked = await verifiedPan(m.headers);
    const engine = createPanEngine(api.t.database.db, async () => null);
    const staff = { id: api.staff.id, role: 'staff' as const, kind: null, merchantId: null };
    await expect(
      api.t.database.db.transaction((tx) =>
        engine.moveMany(
          tx,
          staff,
          [acked.id, notAcked.id].sort((x, y) => x - y),
          'tin_reject',
          { remark: 'Illegible' },
        ),
      ),
    ).rejects.toThrow(/cannot be/);
    expect(await messagesOf(m.id)).toEqual([]);

    await api.t.database.db.transaction((tx) =>
      engine.moveMany(tx, staff, [acked.id], 'tin_reject', { remark: 'Illegible' }),
    );
    const rows = await messagesOf(m.id);
    expect(rows.map((r) => [r.channel, r.template, r.values.reason])).toEqual([
      ['whatsapp', 'application_rejected', 'Illegible'],
    ]);
  });
});
