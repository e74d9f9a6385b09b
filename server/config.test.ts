import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('config', () => {
  it('has a default for every setting', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      databaseUrl: null,
      accessTokenMinutes: 15,
      loginMaxFailures: 5,
      publicUrl: 'http://localhost:3000',
      captchaFixedAnswer: undefined,
    });
  });

  it('names each bad variable', () => {
    expect(() => loadConfig({ PORT: 'x', ENCRYPTION_KEY: 'short' })).toThrow(
      /PORT[\s\S]*ENCRYPTION_KEY is 64 hex characters/,
    );
  });

  it('refuses the test-only fixed captcha in production', () => {
    expect(() => loadConfig({ CAPTCHA_FIXED_ANSWER: 'abcde', NODE_ENV: 'production' })).toThrow(/CAPTCHA_FIXED_ANSWER/);
    expect(loadConfig({ CAPTCHA_FIXED_ANSWER: 'abcde' }).captchaFixedAnswer).toBe('abcde');
  });

  it('runs one process per core on PostgreSQL and a single one on the embedded PGlite', () => {
    const pg = 'postgres://u@db/pan';
    expect(loadConfig({ DATABASE_URL: pg }).workers).toBe(Math.min(64, os.availableParallelism()));
    expect(loadConfig({ DATABASE_URL: pg, WORKERS: 'auto' }).workers).toBe(Math.min(64, os.availableParallelism()));
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: 'auto' }).workers).toBe(1);
    expect(loadConfig({ WORKERS: '' }).workers).toBe(1);
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: pg, WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ DATABASE_URL: pg, WORKERS: '1' }).workers).toBe(1);
  });

  it('refuses several workers on PGlite, and a WORKERS that is no count', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS=2 needs PostgreSQL \(DATABASE_URL\)/);
    for (const bad of ['0', '65', '1.5', 'many', '-2']) {
      expect(() => loadConfig({ DATABASE_URL: 'postgres://u@db/pan', WORKERS: bad }), bad).toThrow(
        /WORKERS is auto or a whole number from 1 to 64/,
      );
    }
  });

  it('keeps the UPI sandbox off unless turned on, and bounds UPI top-ups', () => {
    expect(loadConfig({})).toMatchObject({
      upiSandbox: false,
      upiMinAmount: 1,
      upiMaxAmount: 100_000,
      upiMaxOpenOrders: 5,
    });
    // A production start without a key is no reason to turn it on either.
    expect(loadConfig({ NODE_ENV: 'production' }).upiSandbox).toBe(false);
    expect(loadConfig({ UPI_SANDBOX: 'false' }).upiSandbox).toBe(false);
    expect(loadConfig({ UPI_SANDBOX: 'true' }).upiSandbox).toBe(true);
    expect(loadConfig({ UPI_SANDBOX: '1', NODE_ENV: 'production' }).upiSandbox).toBe(true);
    expect(loadConfig({ UPI_MIN_AMOUNT: '10', UPI_MAX_AMOUNT: '2500.50', UPI_MAX_OPEN_ORDERS: '2' })).toMatchObject({
      upiMinAmount: 10,
      upiMaxAmount: 2500.5,
      upiMaxOpenOrders: 2,
    });
    expect(() => loadConfig({ UPI_SANDBOX: 'yes' })).toThrow(/UPI_SANDBOX/);
    expect(() => loadConfig({ UPI_MIN_AMOUNT: '0' })).toThrow(/UPI_MIN_AMOUNT/);
    expect(() => loadConfig({ UPI_MAX_OPEN_ORDERS: '0' })).toThrow(/UPI_MAX_OPEN_ORDERS/);
    expect(() => loadConfig({ UPI_MIN_AMOUNT: '500', UPI_MAX_AMOUNT: '100' })).toThrow(
      /UPI_MIN_AMOUNT \(500\) is above UPI_MAX_AMOUNT \(100\)/,
    );
  });

  it('keeps at least two PostgreSQL connections per process, for a job holding its lock while it works', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '2' }).databasePoolSize).toBe(2);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE is at least 2/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '201' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('keeps the e-KYC sandbox off unless turned on, and times paperless applications out as set', () => {
    expect(loadConfig({})).toMatchObject({
      nsdlEkycSandbox: false,
      paperlessExpireMinutes: 30,
      paperlessFailHours: 24,
      paperlessReconcileSeconds: 300,
    });
    expect(loadConfig({ NSDL_EKYC_SANDBOX: 'true' }).nsdlEkycSandbox).toBe(true);
    expect(loadConfig({ NSDL_EKYC_SANDBOX: '0' }).nsdlEkycSandbox).toBe(false);
    expect(() => loadConfig({ NSDL_EKYC_SANDBOX: 'on' })).toThrow(/NSDL_EKYC_SANDBOX/);
    expect(
      loadConfig({
        NSDL_PAPERLESS_EXPIRE_MINUTES: '45',
        NSDL_PAPERLESS_FAIL_HOURS: '48',
        NSDL_PAPERLESS_RECONCILE_SECONDS: '60',
      }),
    ).toMatchObject({ paperlessExpireMinutes: 45, paperlessFailHours: 48, paperlessReconcileSeconds: 60 });
    for (const [name, bad] of [
      ['NSDL_PAPERLESS_EXPIRE_MINUTES', '0'],
      ['NSDL_PAPERLESS_EXPIRE_MINUTES', '10081'],
      ['NSDL_PAPERLESS_EXPIRE_MINUTES', '1.5'],
      ['NSDL_PAPERLESS_FAIL_HOURS', '0'],
      ['NSDL_PAPERLESS_FAIL_HOURS', '721'],
      ['NSDL_PAPERLESS_RECONCILE_SECONDS', '4'],
      ['NSDL_PAPERLESS_RECONCILE_SECONDS', '86401'],
      ['NSDL_PAPERLESS_RECONCILE_SECONDS', 'often'],
    ] as const) {
      expect(() => loadConfig({ [name]: bad }), `${name}=${bad}`).toThrow(new RegExp(name));
    }
    // An application must be marked expired (and asked about) before it is failed and refunded.
    expect(() => loadConfig({ NSDL_PAPERLESS_EXPIRE_MINUTES: '60', NSDL_PAPERLESS_FAIL_HOURS: '1' })).toThrow(
      /NSDL_PAPERLESS_FAIL_HOURS \(1 h\) must be longer than NSDL_PAPERLESS_EXPIRE_MINUTES \(60 min\)/,
    );
    expect(() => loadConfig({ NSDL_PAPERLESS_EXPIRE_MINUTES: '1440' })).toThrow(/NSDL_PAPERLESS_FAIL_HOURS/);
    expect(loadConfig({ NSDL_PAPERLESS_EXPIRE_MINUTES: '61', NSDL_PAPERLESS_FAIL_HOURS: '2' })).toMatchObject({
      paperlessExpireMinutes: 61,
      paperlessFailHours: 2,
    });
  });
  it('keeps files on local disk unless S3_BUCKET is set, and takes the S3 settings with their defaults', () => {
    expect(loadConfig({}).s3).toBeNull();
    const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret/key+1' };
    // AWS itself: no endpoint, virtual-hosted buckets, us-east-1 unless told.
    expect(loadConfig({ S3_BUCKET: 'pan-files', ...keys }).s3).toEqual({
      endpoint: null,
      region: 'us-east-1',
      bucket: 'pan-files',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret/key+1',
      forcePathStyle: false,
      prefix: '',
    });
    // A self-hosted server: path style unless turned off; the prefix always ends in a slash.
    expect(
      loadConfig({
        S3_BUCKET: 'pan-files',
        ...keys,
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'ap-south-1',
        S3_PREFIX: 'portal/files',
      }).s3,
    ).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'ap-south-1',
      forcePathStyle: true,
      prefix: 'portal/files/',
    });
    expect(
      loadConfig({
        S3_BUCKET: 'pan-files',
        ...keys,
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'false',
        S3_PREFIX: 'pan/',
      }).s3,
    ).toMatchObject({ forcePathStyle: false, prefix: 'pan/' });
    expect(loadConfig({ S3_BUCKET: 'pan-files', ...keys, S3_FORCE_PATH_STYLE: '1' }).s3).toMatchObject({
      endpoint: null,
      forcePathStyle: true,
    });
    // Empty values, as a compose file leaves them, count as unset.
    expect(
      loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '', S3_PREFIX: '' }).s3,
    ).toBeNull();
  });

  it('refuses a half-set S3, naming the variable, rather than quietly keep files on one server', () => {
    expect(() => loadConfig({ S3_BUCKET: 'pan-files' })).toThrow(/S3_BUCKET is set but S3_ACCESS_KEY_ID is not/);
    expect(() => loadConfig({ S3_BUCKET: 'pan-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      /S3_BUCKET is set but S3_SECRET_ACCESS_KEY is not/,
    );
    expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: 'x', S3_ACCESS_KEY_ID: 'y' })).toThrow(
      /S3_ACCESS_KEY_ID is set but S3_BUCKET is not/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_ENDPOINT is set but S3_BUCKET is not/);
    expect(() => loadConfig({ S3_PREFIX: 'pan/' })).toThrow(/S3_PREFIX is set but S3_BUCKET is not/);
    const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(() => loadConfig({ S3_BUCKET: 'Pan_Files', ...keys })).toThrow(/S3_BUCKET is a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'pan-files', ...keys, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT is an http\(s\) URL/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'pan-files', ...keys, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
    for (const bad of ['../up', 'a//b', '/abs', 'a/../b', 'with space']) {
      expect(() => loadConfig({ S3_BUCKET: 'pan-files', ...keys, S3_PREFIX: bad }), bad).toThrow(
        /S3_PREFIX is path segments/,
      );
    }
  });
});
