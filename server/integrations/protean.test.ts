import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_PROTEAN_PAGE, startFakeProtean, type FakeProtean } from '../test/fake-protean';
import { decrypt, encrypt, keyFromBase64, SealError } from './protean-crypto';
import { proteanProvider, ProviderError, type GenerateUrlRequest, type ProviderResult } from './protean';

const keyB64 = crypto.randomBytes(32).toString('base64');
const key = keyFromBase64(keyB64);
const otherKey = crypto.randomBytes(32);

const applicant: GenerateUrlRequest = {
  reference: 'NPL-000123',
  appType: 'N',
  title: 'Shri',
  firstName: 'Ravi',
  middleName: '',
  lastName: 'Kumar',
  gender: 'M',
  dob: '1990-04-12',
  mobile: '9876543210',
  email: 'ravi@shop.in',
  card: 'epan_only',
  existingPan: '',
  redirectUrl: 'https://portal.example/product/nsdl-pan/paperless/return',
};

describe('Protean sealing (AES-256-GCM, base64url iv|tag|ciphertext)', () => {
  it('round-trips JSON and lays out iv 12 | tag 16 | ciphertext', () => {
    const sealed = encrypt({ reference: 'NPL-1', name: 'रवि' }, key);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(sealed, 'base64url').length).toBe(
      12 + 16 + Buffer.byteLength(JSON.stringify({ reference: 'NPL-1', name: 'रवि' })),
    );
    expect(decrypt(sealed, key)).toEqual({ reference: 'NPL-1', name: 'रवि' });
  });

  it('refuses a tampered payload, a payload sealed with another key, and garbage, each saying why', () => {
    const sealed = Buffer.from(encrypt({ status: 'failure' }, key), 'base64url');
    sealed[sealed.length - 1] ^= 1;
    expect(() => decrypt(sealed.toString('base64url'), key)).toThrow(
      new SealError('The encrypted payload failed verification: it was altered, or sealed with another key.'),
    );
    expect(() => decrypt(encrypt({ status: 'success' }, otherKey), key)).toThrow('failed verification');
    expect(() => decrypt('not base64url!', key)).toThrow('The encrypted payload is not base64url text.');
    expect(() => decrypt('abcd', key)).toThrow('The encrypted payload is too short to be one.');
  });

  it('takes only a 32-byte key', () => {
    expect(() => keyFromBase64(crypto.randomBytes(16).toString('base64'))).toThrow(
      'The e-KYC key must be 32 bytes in base64; this one is 16 bytes.',
    );
  });
});

describe('proteanProvider against a fake Protean on 127.0.0.1', () => {
  let fake: FakeProtean;
  beforeAll(async () => {
    fake = await startFakeProtean(key);
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.setMode('protocol'));

  const provider = () => proteanProvider(`${fake.url}/`, keyB64, fetch, { timeoutMs: 300 });

  it('sends the applicant sealed with our key and gets the URL and payload for the browser', async () => {
    const got = await provider().generateUrl(applicant);
    expect(got.url).toBe(FAKE_PROTEAN_PAGE);
    expect(decrypt(got.encData, key)).toEqual({ session: 'NPL-000123' });
    expect(fake.calls.at(-1)).toEqual({ path: '/generate-url', body: applicant });
  });

  it('asks status by reference: a result, or null while Protean has nothing for it', async () => {
    expect(await provider().status('NPL-000123')).toBeNull();
    const done: ProviderResult = {
      txnId: 'PT7781',
      reference: 'NPL-000123',
      ackNo: '881012345678901',
      status: 'success',
      refunded: false,
      code: null,
      message: 'Success',
    };
    fake.results.set('NPL-000123', done);
    expect(await provider().status('NPL-000123')).toEqual(done);
    expect(fake.calls.at(-1)).toEqual({ path: '/status', body: { reference: 'NPL-000123' } });
  });

  it('decodes a genuine result and refuses a forged or malformed one', () => {
    const failed: ProviderResult = {
      txnId: 'PT7782',
      reference: 'NPL-000124',
      ackNo: null,
      status: 'failure',
      refunded: true,
      code: 'EKYC009',
      message: 'Invalid OTP',
    };
    expect(provider().decodeResult(encrypt(failed, key))).toEqual(failed);
    expect(() =>
      provider().decodeResult(encrypt({ ...failed, status: 'success', ackNo: '881012345678901' }, otherKey)),
    ).toThrow(ProviderError);
    expect(() => provider().decodeResult(encrypt({ ...failed, status: 'success' }, key))).toThrow(
      'The e-KYC provider sent a result that is not in its format.',
    );
    expect(() => provider().decodeResult(encrypt({ ...failed, ackNo: '88101' }, key))).toThrow('not in its format');
  });

  it('gives up on a provider that does not answer within the timeout', async () => {
    fake.setMode('hang');
    const started = Date.now();
    await expect(provider().generateUrl(applicant)).rejects.toThrow(
      new ProviderError('The e-KYC provider did not answer within 0.3 seconds.'),
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(provider().status('NPL-000123')).rejects.toThrow('did not answer within 0.3 seconds');
    fake.setMode('stall');
    await expect(provider().generateUrl(applicant)).rejects.toThrow(
      new ProviderError('The e-KYC provider did not answer within 0.3 seconds.'),
    );
  });

  it('says so plainly when the provider answers garbage, 500, or an answer it cannot verify', async () => {
    fake.setMode('garbage');
    await expect(provider().generateUrl(applicant)).rejects.toThrow(
      new ProviderError('The e-KYC provider answered something that is not JSON.'),
    );
    fake.setMode('error500');
    await expect(provider().status('NPL-000123')).rejects.toThrow(
      new ProviderError('The e-KYC provider answered 500.'),
    );
    fake.setMode('noUrl');
    await expect(provider().generateUrl(applicant)).rejects.toThrow(
      new ProviderError('The e-KYC provider did not give a URL to send the applicant to.'),
    );
    await expect(provider().status('NPL-000123')).rejects.toThrow(
      new ProviderError('The e-KYC provider answered the status call without its payload.'),
    );
    fake.setMode('sealedWithOtherKey');
    await expect(provider().generateUrl(applicant)).rejects.toThrow(
      "The e-KYC provider's URL payload could not be verified",
    );
    await expect(provider().status('NPL-000123')).rejects.toThrow("The e-KYC provider's status could not be verified");
  });

  it('never takes a status about another reference for this one', async () => {
    fake.setMode('aboutAnotherReference');
    await expect(provider().status('NPL-000123')).rejects.toThrow(
      'The e-KYC provider answered about NPL-999999 when asked about NPL-000123.',
    );
  });

  it('says the provider cannot be reached when nothing listens', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(proteanProvider(url, keyB64).status('NPL-1')).rejects.toThrow(
      'The e-KYC provider could not be reached',
    );
  });

  it('refuses a key that is not 32 bytes before calling anyone', () => {
    expect(() => proteanProvider(fake.url, 'c2hvcnQ=')).toThrow(
      new ProviderError('The e-KYC key must be 32 bytes in base64; this one is 5 bytes.'),
    );
  });
});
