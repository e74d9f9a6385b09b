import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { DEFAULT_BUSINESS_INFO } from './service';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
});
afterAll(() => t.close());

const config = {
  ...DEFAULT_BUSINESS_INFO,
  businessName: 'Shree Ganesh PAN Centre',
  add1: '12 MG Road',
  pin: '560001',
  chatUrl: 'https://tawk.to/chat/abc/def',
};

function multipart(field: string, filename: string, data: Buffer, type = 'application/octet-stream') {
  const boundary = '----paninit' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('business info and site configuration', () => {
  it('serves seeded business info to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/business-info' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_BUSINESS_INFO);
    expect((await t.app.inject({ method: 'GET', url: '/api/tawk-to' })).json()).toEqual({ api: null });
  });

  it('lets the admin change it, and the public answers follow at once', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/backend/settings/site-configuration',
      headers: admin.headers,
      payload: config,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      businessName: 'Shree Ganesh PAN Centre',
      chatUrl: 'https://tawk.to/chat/abc/def',
      hasLogo: false,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/business-info' })).json().businessName).toBe(
      'Shree Ganesh PAN Centre',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/tawk-to' })).json()).toEqual({
      api: 'https://tawk.to/chat/abc/def',
    });
  });

  it('names each bad field and changes nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/business-info' })).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/backend/settings/site-configuration',
      headers: admin.headers,
      payload: { ...config, pin: '5600', emailId: 'not-an-email', chatUrl: 'javascript:alert(1)', businessName: '' },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors;
    expect(errors.pin).toEqual(['PIN must be 6 digits']);
    expect(errors.emailId).toEqual(['Enter a valid email address']);
    expect(errors.chatUrl[0]).toMatch(/https/);
    expect(errors.businessName).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/business-info' })).json()).toEqual(before);
  });

  it('keeps the UTIITSL PSA portal link: the default until the admin changes it, an https address only', async () => {
    const url = '/api/backend/settings/site-configuration';
    expect((await t.app.inject({ method: 'GET', url, headers: admin.headers })).json().utiPsaPortalUrl).toBe(
      'https://www.psaonline.utiitsl.com/psaonline/',
    );
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { ...config, utiPsaPortalUrl: ' https://psa.utiitsl.example/login ' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().utiPsaPortalUrl).toBe('https://psa.utiitsl.example/login');
    // A save that does not send it (a client from before the setting) leaves it as it is.
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: admin.headers, payload: config })).json().utiPsaPortalUrl,
    ).toBe('https://psa.utiitsl.example/login');
    for (const bad of [
      'http://www.psaonline.utiitsl.com/psaonline/',
      'javascript:alert(1)',
      'psaonline.utiitsl.com',
      `https://psa.example/${'x'.repeat(300)}`,
      '',
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url,
        headers: admin.headers,
        payload: { ...config, utiPsaPortalUrl: bad },
      });
      expect([bad, res.statusCode]).toEqual([bad, 400]);
      expect(res.json().errors.utiPsaPortalUrl).toHaveLength(1);
    }
    expect((await t.app.inject({ method: 'GET', url, headers: admin.headers })).json().utiPsaPortalUrl).toBe(
      'https://psa.utiitsl.example/login',
    );
  });

  it('refuses staff and merchants', async () => {
    for (const who of [await signedIn(t, 'staff'), await signedIn(t, 'merchant', { kind: 'owner' })]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/backend/settings/site-configuration',
        headers: who.headers,
        payload: config,
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('serves a default logo until one is uploaded, then the uploaded one with a new ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/logo' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/logo',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const png = await sharp({ create: { width: 200, height: 80, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const configBefore = (
      await t.app.inject({ method: 'GET', url: '/api/backend/settings/site-configuration', headers: admin.headers })
    ).json().updatedAt;
    await new Promise((r) => setTimeout(r, 5));
    const form = multipart('file', 'logo.png', png);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/backend/settings/site-configuration/logo',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().hasLogo).toBe(true);
    expect(Date.parse(up.json().updatedAt)).toBeGreaterThan(Date.parse(configBefore));
    const now = await t.app.inject({ method: 'GET', url: '/api/logo' });
    expect(now.headers.etag).not.toBe(first.headers.etag);
    expect(Buffer.compare(now.rawPayload, png)).toBe(0);
  });

  it('judges uploads by content: a renamed executable, a PDF as favicon, an oversize image are refused and change nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/favicon' })).rawPayload;
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
    const cases: [string, Buffer, number][] = [
      ['favicon.png', exe, 415],
      ['favicon.png', Buffer.from('%PDF-1.4 hello'), 415],
      ['favicon.png', Buffer.alloc(600 * 1024, 0x89), 413],
    ];
    for (const [name, data, status] of cases) {
      const m = multipart('file', name, data, 'image/png');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/backend/settings/site-configuration/favicon',
        headers: { ...admin.headers, ...m.headers },
        payload: m.payload,
      });
      expect(res.statusCode, name).toBe(status);
      expect(res.json().message).toBeTruthy();
    }
    const huge = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const m = multipart('file', 'f.png', huge);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/backend/settings/site-configuration/favicon',
      headers: { ...admin.headers, ...m.headers },
      payload: m.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.file[0]).toMatch(/512×512/);
    expect(Buffer.compare((await t.app.inject({ method: 'GET', url: '/api/favicon' })).rawPayload, before)).toBe(0);
  });

  it('answers 413 to a JSON body over the limit', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/backend/settings/site-configuration',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...config, add2: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large.' });
  });
});
