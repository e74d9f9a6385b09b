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
});
