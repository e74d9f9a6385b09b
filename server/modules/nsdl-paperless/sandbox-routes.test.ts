import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPaperless } from '../../../contract/nsdl-paperless/form';
import { GenerateUrlRequest } from '../../../contract/nsdl-paperless/protocol';
import { sandboxProvider, type SandboxProvider } from '../../integrations/protean-sandbox';
import { addUser, createTestApp, type TestApp } from '../../test/app';
import { createMastersService } from '../masters/service';
import { sandboxKey } from './providers';
import { databaseSandboxStore } from './sandbox-store';

// What the sandbox's page shows is the title and the names; the rest only has to be a valid request.
const applicant = (reference: string, redirectUrl: string): GenerateUrlRequest =>
  GenerateUrlRequest.parse({
    ...emptyPaperless('N'),
    title: 'Shri',
    firstName: 'Ravi',
    lastName: 'Kumar',
    gender: 'M',
    dob: '1990-04-12',
    card: 'epan_only',
    reference,
    redirectUrl,
  });

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/** The page's address and the sealed request as the portal's generate-URL call gives them, for this app to serve. */
async function pageFor(t: TestApp, sandbox: SandboxProvider, reference: string) {
  const { url, encData } = await sandbox.generateUrl(
    applicant(reference, `${t.config.publicUrl}/api/nsdl-paperless/return`),
  );
  expect(url).toBe(`${t.config.publicUrl}/sandbox/ekyc`);
  return { path: url.slice(t.config.publicUrl.length), encData };
}

const ANSWERS = { aadhaar: '234567890123', otp: '123456', outcome: 'success' };

describe('the e-KYC sandbox pages, turned off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are not there, even for a token this portal sealed', async () => {
    const sandbox = sandboxProvider(t.config.publicUrl, sandboxKey(t.secrets.encryptionKey));
    const { path, encData } = await pageFor(t, sandbox, 'NP-000001');
    expect((await t.app.inject({ method: 'POST', url: path, ...form({ encData }) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: path, ...form({ encData, ...ANSWERS }) })).statusCode).toBe(404);
    expect(await databaseSandboxStore(t.database.db).get('NP-000001')).toBeNull();
  });
});

describe('the e-KYC sandbox pages, turned on', () => {
  let t: TestApp;
  let sandbox: SandboxProvider;
  beforeAll(async () => {
    t = await createTestApp({ NSDL_EKYC_SANDBOX: 'true' });
    // The portal's own sandbox, as its confirm would reach it: same address, same key, same store.
    sandbox = sandboxProvider(
      t.config.publicUrl,
      sandboxKey(t.secrets.encryptionKey),
      databaseSandboxStore(t.database.db),
    );
  });
  afterAll(() => t.close());

  it("show the test page on the portal's post of encData, with no script allowed and nothing cached", async () => {
    const { path, encData } = await pageFor(t, sandbox, 'NP-000002');
    for (const res of [await t.app.inject({ method: 'POST', url: path, ...form({ encData }) })]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('TEST — sandbox e-KYC, not Protean.');
      expect(res.body).toContain('Aadhaar e-KYC for Shri Ravi Kumar');
      // The page's own form carries the sealed request back with the answers.
      expect(res.body).toContain(
        `<form method="post" action="${t.config.publicUrl}${path}"><input type="hidden" name="encData" value="${encData}">`,
      );
      expect(res.body).not.toContain('<script');
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("style-src 'unsafe-inline'");
      expect(csp).toContain(`form-action 'self' ${t.config.publicUrl}`);
      expect(csp).not.toContain('script-src');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('do not serve a token this portal did not seal, and say nothing about why', async () => {
    const stranger = sandboxProvider(t.config.publicUrl, crypto.randomBytes(32).toString('base64'));
    const foreign = (await pageFor(t, stranger, 'NP-000003')).encData;
    // One character of the tag changed (a middle one: every bit of it counts, unlike a last one's padding).
    const { path, encData: sealed } = await pageFor(t, sandbox, 'NP-000003');
    const at = 20;
    const altered = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);
    for (const encData of [foreign, altered, 'not-a-token']) {
      const shown = await t.app.inject({ method: 'POST', url: path, ...form({ encData }) });
      expect(shown.statusCode, encData).toBe(404);
      expect(shown.json()).toEqual({ message: 'No such test e-KYC page.' });
      const posted = await t.app.inject({ method: 'POST', url: path, ...form({ encData, ...ANSWERS }) });
      expect(posted.statusCode, encData).toBe(404);
      expect(posted.json()).toEqual({ message: 'No such test e-KYC page.' });
    }
    expect(await databaseSandboxStore(t.database.db).get('NP-000003')).toBeNull();
  });

  it('answer odd addresses and bodies with a plain 4xx, never a 5xx or an internal detail', async () => {
    const { path, encData } = await pageFor(t, sandbox, 'NP-000008');
    const answers = [
      ...(await Promise.all(
        ['x'.repeat(5000), '%00', '..%2F..%2Fetc%2Fpasswd', '%E0%A4'].map((odd) =>
          t.app.inject({ method: 'GET', url: `/sandbox/ekyc/${odd}` }),
        ),
      )),
      await t.app.inject({ method: 'POST', url: path, ...form({ encData: 'x'.repeat(70_000), ...ANSWERS }) }),
      await t.app.inject({ method: 'POST', url: path, ...form({ ...ANSWERS }) }),
      await t.app.inject({ method: 'POST', url: path, ...form({ encData, ...ANSWERS, aadhaar: '2'.repeat(5000) }) }),
      await t.app.inject({ method: 'POST', url: path, ...form({ encData, ...ANSWERS, aadhaar: 'fu\u0000zz' }) }),
      await t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json' },
        payload: '{"aadhaar": [1, 2]}',
      }),
      await t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json' },
        payload: 'not json',
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toMatch(/stack|SELECT|at .*\.ts:/);
    }
    expect(await sandbox.status('NP-000008')).toBeNull();
  });

  it('answer an unusable form with the page again and why, 400, and record nothing', async () => {
    const { path, encData } = await pageFor(t, sandbox, 'NP-000004');
    const res = await t.app.inject({ method: 'POST', url: path, ...form({ encData, ...ANSWERS, aadhaar: '12345' }) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Enter the 12-digit Aadhaar number.');
    expect(res.body).toContain('TEST — sandbox e-KYC, not Protean.');
    const bad = await t.app.inject({ method: 'POST', url: path, ...form({ encData, ...ANSWERS, outcome: 'maybe' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose an outcome from the list.');
    expect(await sandbox.status('NP-000004')).toBeNull();
  });

  it('on success give the return page, posting the sealed result to the redirect URL; the status call then knows it', async () => {
    const { path, encData: token } = await pageFor(t, sandbox, 'NP-000005');
    const res = await t.app.inject({ method: 'POST', url: path, ...form({ encData: token, ...ANSWERS }) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<form method="post" action="${t.config.publicUrl}/api/nsdl-paperless/return">`);
    const encData = /name="encData" value="([A-Za-z0-9_-]+)"/.exec(res.body)?.[1];
    expect(encData).toBeDefined();
    const result = sandbox.decodeResult(encData!);
    expect(result).toMatchObject({ reference: 'NP-000005', status: 'success', refunded: false });
    expect(result.ackNo).toMatch(/^881\d{12}$/);
    expect(res.body).toContain(`Done: acknowledgement number ${result.ackNo}.`);
    expect(res.headers['content-security-policy']).toContain(`form-action 'self' ${t.config.publicUrl}`);
    expect(res.headers['cache-control']).toBe('no-store');
    // Any process asking the status reads it from the database, not from this one's memory.
    const otherProcess = sandboxProvider(
      t.config.publicUrl,
      sandboxKey(t.secrets.encryptionKey),
      databaseSandboxStore(t.database.db),
    );
    expect(await otherProcess.status('NP-000005')).toEqual(result);
  });

  it('answer a failure code chosen on the page (and a wrong OTP) as a sealed failure', async () => {
    const { path, encData } = await pageFor(t, sandbox, 'NP-000006');
    const res = await t.app.inject({ method: 'POST', url: path, ...form({ encData, ...ANSWERS, otp: '000000' }) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Not done: EKYC009 Invalid OTP.');
    expect(await sandbox.status('NP-000006')).toMatchObject({ status: 'failure', code: 'EKYC009', refunded: true });
  });

  it('give way to Protean once its key is saved: the pages are gone', async () => {
    const { path, encData } = await pageFor(t, sandbox, 'NP-000007');
    expect((await t.app.inject({ method: 'POST', url: path, ...form({ encData }) })).statusCode).toBe(200);
    const admin = await addUser(t, 'admin');
    const masters = createMastersService(t.database.db, t.secrets.encryptionKey);
    await masters.saveCredential(
      { provider: 'protean_ekyc', keyName: 'api_url', value: 'https://ekyc.protean.example/api' },
      admin.id,
    );
    await masters.saveCredential(
      { provider: 'protean_ekyc', keyName: 'aes_key', value: crypto.randomBytes(32).toString('base64') },
      admin.id,
    );
    expect((await t.app.inject({ method: 'POST', url: path, ...form({ encData }) })).statusCode).toBe(404);
  });
});
