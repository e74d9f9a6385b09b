import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { startTestSmtp } from '../../test/smtp';
import { createMailService } from './service';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startTestSmtp({ user: 'mailer', pass: 'smtp-secret-1' });
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

describe('mail without and with SMTP', () => {
  it('keeps mail in the outbox until SMTP is set, then sends what waited', async () => {
    const admin = await signedIn(t, 'admin');
    const mail = createMailService(t.database.db, '00'.repeat(32));
    await mail.send({ to: 'first@shop.in', subject: 'Registration received', body: 'hello' });
    const held = (
      await t.app.inject({ method: 'GET', url: '/api/backend/settings/smtp-setup/outbox', headers: admin.headers })
    ).json();
    expect(held[0]).toMatchObject({ toAddress: 'first@shop.in', status: 'outbox' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/backend/settings/smtp-setup/outbox/send',
          headers: admin.headers,
        })
      ).json().message,
    ).toMatch(/not configured/);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/backend/settings/smtp-setup',
      headers: admin.headers,
      payload: {
        host: '127.0.0.1',
        port: smtp.port,
        security: 'none',
        userName: 'mailer',
        password: 'smtp-secret-1',
        fromAddress: 'noreply@pan.test',
      },
    });
    expect(saved.json()).toMatchObject({ configured: true, hasPassword: true });
    expect(saved.body).not.toContain('smtp-secret-1');
    const sent = (
      await t.app.inject({
        method: 'POST',
        url: '/api/backend/settings/smtp-setup/outbox/send',
        headers: admin.headers,
      })
    ).json();
    expect(sent).toMatchObject({ sent: 1, failed: 0 });
    const [arrived] = await smtp.waitFor(1);
    expect(arrived).toMatchObject({ to: ['first@shop.in'], subject: 'Registration received' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/backend/settings/smtp-setup/outbox/send',
          headers: admin.headers,
        })
      ).json().message,
    ).toBe('No mail was waiting.');
  });

  it('reports the SMTP server’s refusal of a test mail', async () => {
    const admin = await signedIn(t, 'admin');
    await t.app.inject({
      method: 'PUT',
      url: '/api/backend/settings/smtp-setup',
      headers: admin.headers,
      payload: {
        host: '127.0.0.1',
        port: smtp.port,
        security: 'none',
        userName: 'mailer',
        password: 'wrong-password',
        fromAddress: 'noreply@pan.test',
      },
    });
    const res = (
      await t.app.inject({
        method: 'POST',
        url: '/api/backend/settings/smtp-setup/test',
        headers: admin.headers,
        payload: { to: 'x@y.in' },
      })
    ).json();
    expect(res.ok).toBe(false);
    expect(res.message).toMatch(/^Not sent: .*Invalid/i);
  });
});
