import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('config', () => {
  it('has a default for every setting', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, databaseUrl: null, accessTokenMinutes: 15, loginMaxFailures: 5, publicUrl: 'http://localhost:3000', captchaFixedAnswer: undefined });
  });

  it('names each bad variable', () => {
    expect(() => loadConfig({ PORT: 'x', ENCRYPTION_KEY: 'short' })).toThrow(/PORT[\s\S]*ENCRYPTION_KEY is 64 hex characters/);
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
      expect(() => loadConfig({ DATABASE_URL: 'postgres://u@db/pan', WORKERS: bad }), bad).toThrow(/WORKERS is auto or a whole number from 1 to 64/);
    }
  });

  it('keeps the UPI sandbox off unless turned on, and bounds UPI top-ups', () => {
    expect(loadConfig({})).toMatchObject({ upiSandbox: false, upiMinAmount: 1, upiMaxAmount: 100_000, upiMaxOpenOrders: 5 });
    // A production start without a key is no reason to turn it on either.
    expect(loadConfig({ NODE_ENV: 'production' }).upiSandbox).toBe(false);
    expect(loadConfig({ UPI_SANDBOX: 'false' }).upiSandbox).toBe(false);
    expect(loadConfig({ UPI_SANDBOX: 'true' }).upiSandbox).toBe(true);
    expect(loadConfig({ UPI_SANDBOX: '1', NODE_ENV: 'production' }).upiSandbox).toBe(true);
    expect(loadConfig({ UPI_MIN_AMOUNT: '10', UPI_MAX_AMOUNT: '2500.50', UPI_MAX_OPEN_ORDERS: '2' })).toMatchObject({ upiMinAmount: 10, upiMaxAmount: 2500.5, upiMaxOpenOrders: 2 });
    expect(() => loadConfig({ UPI_SANDBOX: 'yes' })).toThrow(/UPI_SANDBOX/);
    expect(() => loadConfig({ UPI_MIN_AMOUNT: '0' })).toThrow(/UPI_MIN_AMOUNT/);
    expect(() => loadConfig({ UPI_MAX_OPEN_ORDERS: '0' })).toThrow(/UPI_MAX_OPEN_ORDERS/);
    expect(() => loadConfig({ UPI_MIN_AMOUNT: '500', UPI_MAX_AMOUNT: '100' })).toThrow(/UPI_MIN_AMOUNT \(500\) is above UPI_MAX_AMOUNT \(100\)/);
  });
});
