import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { startTestSmtp, type ReceivedMail } from '../../test/smtp';
import { createMailService } from './service';
import { HINDI } from '../../test/hindi';

/* Issue 26: the admin's test mail, and what the SMTP screen's buttons answer, in the admin's language. */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startTestSmtp();
  admin = await signedIn(t, 'admin');
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const SMTP = '/api/backend/settings/smtp-setup';
const post = (url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...admin.headers, ...headers }, payload });

/** A received mail's subject and text as a reader sees them (MIME encoded words and base64 undone). */
function read(mail: ReceivedMail): { subject: string; text: string } {
  const [head, ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const rawSubject = /^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '';
  const subject = rawSubject
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
  const body = rest.join('\n\n');
  const text = /Content-Transfer-Encoding: base64/i.test(head)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : mail.text;
  return { subject, text: text.trim() };
}

describe('SMTP settings screen in Hindi', () => {
  it('says "not configured" in Hindi before SMTP is saved, and in English as before', async () => {
    const hi = (await post(`${SMTP}/test`, HINDI, { to: 'admin@shop.in' })).json();
    expect(hi).toEqual({ ok: false, message: 'एसएमटीपी अभी सेट नहीं है: पहले सेटिंग सेव करें।' });
    expect((await post(`${SMTP}/outbox/send`, HINDI)).json().message).toBe('एसएमटीपी अभी सेट नहीं है: पहले सेटिंग सेव करें।');
    expect((await post(`${SMTP}/test`, {}, { to: 'admin@shop.in' })).json().message).toBe(
      'SMTP is not configured yet: save the settings first.',
    );
  });

  it('sends the test mail in Hindi to a Hindi admin and answers in Hindi; English word for word as before', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: SMTP,
      headers: admin.headers,
      payload: { host: '127.0.0.1', port: smtp.port, security: 'none', fromAddress: 'noreply@pan.test' },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const hi = (await post(`${SMTP}/test`, HINDI, { to: 'hindi@shop.in' })).json();
    expect(hi.ok).toBe(true);
    expect(hi.message).toMatch(/^भेज दिया। सर्वर का जवाब: 250 /);
    const [hindiMail] = await smtp.waitFor(1);
    expect(hindiMail.to).toEqual(['hindi@shop.in']);
    expect(read(hindiMail)).toEqual({
      subject: 'पैन सेवा पोर्टल से टेस्ट मेल',
      text: 'यह एक टेस्ट मेल है। अगर आप इसे पढ़ पा रहे हैं, तो एसएमटीपी सेटिंग ठीक काम कर रही है।',
    });

    const en = (await post(`${SMTP}/test`, {}, { to: 'english@shop.in' })).json();
    expect(en.message).toMatch(/^Sent\. The server answered: 250 /);
    const englishMail = (await smtp.waitFor(2))[1];
    expect(read(englishMail)).toEqual({
      subject: 'Test mail from the PAN services portal',
      text: 'This is a test mail. If you can read it, the SMTP settings work.',
    });
  });

  it('answers the outbox button in Hindi', async () => {
    expect((await post(`${SMTP}/outbox/send`, HINDI)).json()).toEqual({
      sent: 0,
      failed: 0,
      message: 'कोई मेल बाकी नहीं था।',
    });
    const mail = createMailService(t.database.db, '00'.repeat(32));
    await mail.queue(t.database.db, { to: 'waiting@shop.in', subject: 'Waiting', body: 'hello' });
    await t.database.query(`update mail_outbox set status = 'outbox' where to_address = 'waiting@shop.in'`);
    expect((await post(`${SMTP}/outbox/send`, HINDI)).json()).toEqual({
      sent: 1,
      failed: 0,
      message: 'बाकी 1 में से 1 मेल भेज दिए।',
    });
    await mail.queue(t.database.db, { to: 'again@shop.in', subject: 'Again', body: 'hello' });
    await t.database.query(`update mail_outbox set status = 'outbox' where to_address = 'again@shop.in'`);
    expect((await post(`${SMTP}/outbox/send`)).json().message).toBe('1 of 1 waiting mails sent.');
  });
});
