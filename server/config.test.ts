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
});
