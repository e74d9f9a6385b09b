/**
 * What scripts/e2e.mjs hands the specs. Running a spec file directly (without the script) fails here with
 * a message that says how to run it, rather than with a connection error deep inside a test.
 */
function required(name: string): string {
  const v = process.env[name];
  if (!v)
    throw new Error(
      `${name} is not set: run the browser tests with \`npm run test:e2e\` (scripts/e2e.mjs starts the server and sets it).`,
    );
  return v;
}

export type Account = { userName: string; password: string };

export const env = {
  baseUrl: required('E2E_BASE_URL').replace(/\/$/, ''),
  /** The server's DATA_DIR: its secrets.json holds the JWT key the refresh spec signs an expired token with. */
  dataDir: process.env.E2E_DATA_DIR ?? '',
  chromium: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  admin: {
    userName: process.env.E2E_ADMIN_USER || 'admin',
    password: required('E2E_ADMIN_PASSWORD'),
  } satisfies Account,
  staff: {
    userName: process.env.E2E_STAFF_USER || 'staff1',
    password: required('E2E_STAFF_PASSWORD'),
  } satisfies Account,
  merchant: {
    userName: process.env.E2E_MERCHANT_USER || 'merchant1',
    password: required('E2E_MERCHANT_PASSWORD'),
  } satisfies Account,
  /** A second shop (seed-demo), whose rows a merchant1 list must leave out. Same password as merchant1. */
  merchant2: {
    userName: process.env.E2E_MERCHANT2_USER || 'merchant2',
    password: required('E2E_MERCHANT_PASSWORD'),
  } satisfies Account,
  /** The server runs with CAPTCHA_FIXED_ANSWER: every captcha shows and accepts this text. */
  captchaAnswer: required('E2E_CAPTCHA_ANSWER'),
};

export const url = (path: string) => `${env.baseUrl}${path}`;
