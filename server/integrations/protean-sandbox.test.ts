import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decrypt, encrypt, keyFromBase64 } from './protean-crypto';
import { ProviderError, type GenerateUrlRequest, type ProviderResult } from './protean';
import { memorySandboxStore, SANDBOX_FAILURE_CODES, sandboxProvider } from './protean-sandbox';

const keyB64 = crypto.randomBytes(32).toString('base64');
const key = keyFromBase64(keyB64);

const applicant: GenerateUrlRequest = {
  reference: 'NPL-000777',
  appType: 'C',
  title: 'Smt',
  firstName: 'Asha',
  middleName: '',
  lastName: 'Rao',
  gender: 'F',
  dob: '1985-01-30',
  mobile: '9876543210',
  email: 'asha@shop.in',
  card: 'physical_and_epan',
  existingPan: 'ABCPR1234K',
  redirectUrl: 'https://portal.example/product/nsdl-pan/paperless/return?id=7',
};
const filled = { aadhaar: '234567890123', otp: '123456' };

describe('the Protean sandbox', () => {
  it('gives a URL on this server whose page says it is a test and shows the name escaped, with no script', async () => {
    const sandbox = sandboxProvider('https://portal.example/', keyB64);
    const { url, encData } = await sandbox.generateUrl({
      ...applicant,
      firstName: '<script>alert(1)</script>',
      lastName: 'O"Rao & Sons',
    });
    // One address for every application: the sealed request travels as encData, as it does to Protean.
    expect(url).toBe('https://portal.example/sandbox/ekyc');
    expect(encData).toMatch(/^[A-Za-z0-9_-]+$/);
    const html = sandbox.sandboxPage(encData);
    expect(html).toContain('TEST — sandbox e-KYC, not Protean.');
    expect(html).toContain('Aadhaar e-KYC for Smt &lt;script&gt;alert(1)&lt;/script&gt; O&quot;Rao &amp; Sons');
    expect(html).not.toContain('<script');
    expect(html).toContain(
      `<form method="post" action="${url}"><input type="hidden" name="encData" value="${encData}">`,
    );
    expect(html).toContain('name="aadhaar"');
    expect(html).toContain('the test OTP is 123456');
    for (const code of ['success', ...SANDBOX_FAILURE_CODES]) expect(html).toContain(`<option value="${code}">`);
  });

  it('on success returns to the redirect URL with a sealed result: our reference and a 15-digit ack no starting 881', async () => {
    const store = memorySandboxStore();
    const sandbox = sandboxProvider('https://portal.example', keyB64, store);
    const { encData: token } = await sandbox.generateUrl(applicant);
    const out = await sandbox.sandboxOutcome(token, { ...filled, outcome: 'success' });
    if (out.kind !== 'result') throw new Error(out.html);
    expect(out.redirectUrl).toBe(applicant.redirectUrl);
    const result = sandbox.decodeResult(out.encData);
    expect(result).toMatchObject({ reference: 'NPL-000777', status: 'success', refunded: false, code: null });
    expect(result.ackNo).toMatch(/^881\d{12}$/);
    expect(decrypt(out.encData, key)).toEqual(result);
    // Back the way the real provider comes back: a plain form POST of encData, no script.
    expect(out.html).toContain(
      `<form method="post" action="https://portal.example/product/nsdl-pan/paperless/return?id=7">`,
    );
    expect(out.html).toContain(`name="encData" value="${out.encData}"`);
    expect(out.html).not.toContain('<script');
    expect(await sandbox.status('NPL-000777')).toEqual(result);
    expect(await sandbox.status('NPL-000778')).toBeNull();
  });

  it.each(SANDBOX_FAILURE_CODES)('outcome %s comes back as a failure with that code', async (code) => {
    const sandbox = sandboxProvider('https://portal.example', keyB64);
    const { encData: token } = await sandbox.generateUrl(applicant);
    const out = await sandbox.sandboxOutcome(token, { ...filled, outcome: code });
    if (out.kind !== 'result') throw new Error(out.html);
    const result = sandbox.decodeResult(out.encData);
    expect(result).toMatchObject({ reference: 'NPL-000777', status: 'failure', ackNo: null, refunded: true, code });
    expect(result.message).not.toBe('');
    expect(await sandbox.status('NPL-000777')).toEqual(result);
  });

  it('answers a wrong OTP as UIDAI does (EKYC009), and shows the page again for a bad Aadhaar number or outcome', async () => {
    const sandbox = sandboxProvider('https://portal.example', keyB64);
    const token = (await sandbox.generateUrl(applicant)).encData;
    const wrongOtp = await sandbox.sandboxOutcome(token, { ...filled, otp: '654321', outcome: 'success' });
    expect(wrongOtp.kind === 'result' && wrongOtp.result).toMatchObject({ status: 'failure', code: 'EKYC009' });
    const badAadhaar = await sandbox.sandboxOutcome(token, { ...filled, aadhaar: '1234', outcome: 'success' });
    expect(badAadhaar.kind).toBe('page');
    expect(badAadhaar.html).toContain('Enter the 12-digit Aadhaar number.');
    const badOutcome = await sandbox.sandboxOutcome(token, { ...filled, outcome: '<b>X</b>' });
    expect(badOutcome.html).toContain('Choose an outcome from the list.');
    expect(badOutcome.html).not.toContain('<b>X</b>');
  });

  it('keeps an acknowledged application acknowledged when its page is posted again, and lets a failed one be resumed', async () => {
    const sandbox = sandboxProvider('https://portal.example', keyB64);
    const token = (await sandbox.generateUrl(applicant)).encData;
    const aborted = await sandbox.sandboxOutcome(token, { ...filled, outcome: 'ESP-944' });
    const resumed = await sandbox.sandboxOutcome(token, { ...filled, outcome: 'success' });
    const again = await sandbox.sandboxOutcome(token, { ...filled, outcome: 'EKYC010' });
    expect(aborted.kind === 'result' && aborted.result.status).toBe('failure');
    expect(resumed.kind === 'result' && resumed.result.status).toBe('success');
    expect(again.kind === 'result' && again.result).toEqual(resumed.kind === 'result' && resumed.result);
    expect((await sandbox.status('NPL-000777'))?.status).toBe('success');
  });

  it('refuses a forged token: garbage, another key, or a sealed result passed off as a request', async () => {
    const sandbox = sandboxProvider('https://portal.example', keyB64);
    const forgedRequest = encrypt(
      {
        kind: 'protean-sandbox-request',
        reference: 'NPL-1',
        title: '',
        firstName: 'X',
        middleName: '',
        lastName: 'Y',
        redirectUrl: 'https://evil.example',
      },
      crypto.randomBytes(32),
    );
    const result: ProviderResult = {
      txnId: 'SBX1',
      reference: 'NPL-1',
      ackNo: null,
      status: 'failure',
      refunded: true,
      code: 'EKYC009',
      message: 'Invalid OTP',
    };
    for (const token of ['garbage', forgedRequest, encrypt(result, key)]) {
      expect(() => sandbox.sandboxPage(token)).toThrow(
        new ProviderError('This test e-KYC link is not one this portal made.'),
      );
      await expect(sandbox.sandboxOutcome(token, { ...filled, outcome: 'success' })).rejects.toThrow(ProviderError);
    }
  });

  it('is stateless between URL and outcome: another process with the same key serves the page', async () => {
    const store = memorySandboxStore();
    const { encData: token } = await sandboxProvider('https://portal.example', keyB64, store).generateUrl(applicant);
    const other = sandboxProvider('https://portal.example', keyB64, store);
    expect(other.sandboxPage(token)).toContain('Aadhaar e-KYC for Smt Asha Rao');
    const out = await other.sandboxOutcome(token, { ...filled, outcome: 'success' });
    expect(out.kind).toBe('result');
  });
});
