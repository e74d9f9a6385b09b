import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_API, type NotificationEvent, type NotificationList } from '../../../contract/notifications';
import { PAYMENTS_API } from '../../../contract/payments';
import { readyMerchant } from '../../test/nsdl-pan';
import { bellTest } from '../../test/bell';

/*
 * Issue 26: a notification is written once, as catalogue messages with their values, and the bell shows it in
 * the language of whoever reads it, when they read it (the list and the live stream).
 */

const { api, inject, ok, paymentRequest } = bellTest();
type Headers = Record<string, string>;

const listIn = async (headers: Headers, language?: string) =>
  (await ok(
    await inject('GET', NOTIFICATIONS_API.list, language ? { ...headers, 'accept-language': language } : headers),
    'list',
  )) as unknown as NotificationList;

describe("the shop's bell in its reader's language", () => {
  it('lists one approval and one refusal in Hindi with accept-language hi and in English without, values in both', async () => {
    const merchant = await readyMerchant(api.t);
    const approved = await paymentRequest(merchant.headers, '5000');
    const rejected = await paymentRequest(merchant.headers, '1200.50');
    await ok(await inject('POST', `${PAYMENTS_API.backend}/${approved}/approve`, api.staff.headers), 'approve');
    await ok(
      await inject('POST', `${PAYMENTS_API.backend}/${rejected}/reject`, api.staff.headers, {
        remark: 'No such deposit in the statement',
      }),
      'reject',
    );

    const en = (await listIn(merchant.headers)).items.slice(0, 2);
    expect(en.map((n) => n.title)).toEqual([
      'Payment request of ₹1,200.50/- rejected',
      'Payment request of ₹5,000.00/- approved',
    ]);
    expect(en[0].text).toMatch(/^PR\d{7} \(NEFT SBIN\d+\)\. Reason: No such deposit in the statement\.$/);
    expect(en[1].text).toMatch(/^PR\d{7} \(NEFT SBIN\d+\): ₹5,000\.00\/- added to your wallet\.$/);

    const hi = (await listIn(merchant.headers, 'hi-IN,hi;q=0.9,en;q=0.8')).items.slice(0, 2);
    expect(hi.map((n) => n.title)).toEqual(['₹1,200.50/- की पेमेंट रिक्वेस्ट नामंज़ूर', '₹5,000.00/- की पेमेंट रिक्वेस्ट मंज़ूर']);
    expect(hi[0].text).toMatch(/^PR\d{7} \(NEFT SBIN\d+\)। कारण: No such deposit in the statement\.$/);
    expect(hi[1].text).toMatch(/^PR\d{7} \(NEFT SBIN\d+\): ₹5,000\.00\/- आपके वॉलेट में जुड़ गए।$/);
    // The same rows: the reference and the amount are the ones written.
    expect(hi.map((n) => n.id)).toEqual(en.map((n) => n.id));
    expect(/^PR\d{7}/.exec(hi[1].text)![0]).toBe(/^PR\d{7}/.exec(en[1].text)![0]);
  });

  it("counts the back office's waiting payment requests in one notification, worded in each reader's language", async () => {
    await ok(await inject('POST', NOTIFICATIONS_API.readAll, api.staff.headers), 'read all');
    const merchant = await readyMerchant(api.t);
    await paymentRequest(merchant.headers, '700');
    await paymentRequest(merchant.headers, '800');

    const waiting = (list: NotificationList) => list.items.filter((n) => n.readAt === null);
    const en = waiting(await listIn(api.staff.headers));
    expect(en.map((n) => [n.title, n.text, n.count])).toEqual([
      ['2 new payment requests', 'Waiting for approval in Payment Requests.', 2],
    ]);
    const hi = waiting(await listIn(api.staff.headers, 'hi'));
    expect(hi.map((n) => [n.title, n.text, n.count])).toEqual([['2 नई पेमेंट रिक्वेस्ट', 'मंज़ूरी का इंतज़ार: पेमेंट रिक्वेस्ट।', 2]]);
  });

  it('streams the newest notification in the language the stream asked for', async () => {
    const merchant = await readyMerchant(api.t);
    const id = await paymentRequest(merchant.headers, '2500');
    await ok(await inject('POST', `${PAYMENTS_API.backend}/${id}/approve`, api.staff.headers), 'approve');

    await api.t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = api.t.app.server.address();
    const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    const firstEvent = async (language?: string): Promise<NotificationEvent> => {
      const controller = new AbortController();
      const res = await fetch(`${base}${NOTIFICATIONS_API.stream}`, {
        headers: language ? { ...merchant.headers, 'accept-language': language } : merchant.headers,
        signal: controller.signal,
      });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      try {
        for (;;) {
          const m = /event: notifications\ndata: (.*)\n\n/.exec(text);
          if (m) return JSON.parse(m[1]) as NotificationEvent;
          const got = await reader.read();
          if (got.done) throw new Error(`stream ended: ${text}`);
          text += decoder.decode(got.value, { stream: true });
        }
      } finally {
        controller.abort();
      }
    };

    expect((await firstEvent('hi-IN'))?.latest?.title).toBe('₹2,500.00/- की पेमेंट रिक्वेस्ट मंज़ूर');
    expect((await firstEvent())?.latest?.title).toBe('Payment request of ₹2,500.00/- approved');
  });
});
