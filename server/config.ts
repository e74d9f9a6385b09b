import { z } from 'zod';
import os from 'node:os';
import path from 'node:path';
import type { S3Options } from './lib/storage-s3';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .default('')
  .transform((v) => v === 'true' || v === '1');

const MAX_WORKERS = 64;

/** Rupees with at most two decimals, up to one crore (a bound on a single UPI payment, not a real limit). */
const rupeeAmount = z.coerce.number().min(0.01).max(10_000_000).multipleOf(0.01, 'at most two decimals');

/** Every knob the server reads from the environment; the README lists each with its default. */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  FILES_DIR: z.string().optional(),
  DATABASE_URL: z.string().default(''),
  // Two at least: a background job's lock holds one connection while its work runs on another (decision 0056).
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(2, 'DATABASE_POOL_SIZE is at least 2 (a background job holds one connection while its work uses another)')
    .max(200)
    .default(10),
  WORKERS: z
    .string()
    .trim()
    .toLowerCase()
    .default('auto')
    .transform((v) => v || 'auto')
    .refine(
      (v) => v === 'auto' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_WORKERS),
      `WORKERS is auto or a whole number from 1 to ${MAX_WORKERS}`,
    ),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET needs at least 32 characters').optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'ENCRYPTION_KEY is 64 hex characters')
    .optional(),
  AADHAAR_HASH_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'AADHAAR_HASH_KEY is 64 hex characters')
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD needs at least 8 characters').optional(),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(3).max(100).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  LOGIN_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(10000).default(30),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  TRUST_PROXY: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Decision 0063: Prometheus scrapes /api/metrics with this bearer token; unset, the endpoint is absent.
  METRICS_TOKEN: z
    .union([
      z.literal(''),
      z.string().regex(/^[\x21-\x7e]{16,256}$/, 'METRICS_TOKEN is 16 to 256 printable characters without spaces'),
    ])
    .default(''),
  WEB_DIST: z.string().default('./dist'),
  NODE_ENV: z.string().default('development'),
  PUBLIC_URL: z.string().url().optional(),
  UPI_GATEWAY_URL: z.string().url().default('https://api.ekqr.in'),
  UPI_SANDBOX: bool,
  /** Issue 27: how often the SMS / WhatsApp sender looks for due messages. */
  MESSAGE_SEND_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  UPI_MIN_AMOUNT: rupeeAmount.default(1),
  UPI_MAX_AMOUNT: rupeeAmount.default(100_000),
  UPI_MAX_OPEN_ORDERS: z.coerce.number().int().min(1).max(1000).default(5),
  NSDL_EKYC_SANDBOX: bool,
  NSDL_PAPERLESS_EXPIRE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  NSDL_PAPERLESS_FAIL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(24),
  NSDL_PAPERLESS_RECONCILE_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 3600)
    .default(300),
  // Decision 0061: per-IP rate limits shared by every server through Redis; unset, each process counts its own.
  REDIS_URL: z
    .union([z.literal(''), z.string().regex(/^rediss?:\/\/\S+$/, 'REDIS_URL is a redis:// or rediss:// address')])
    .default(''),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'REDIS_KEY_PREFIX is up to 64 letters, digits or _ . : -')
    .default('pan:'),
  // On SIGTERM, seconds of answering 503 on /api/ready while still serving, before the port closes.
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  // Decision 0062: the daily backup's time of day in India (HH:mm) and how many days of backups are kept.
  BACKUP_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'BACKUP_TIME is HH:mm (24-hour, Asia/Kolkata)')
    .default('02:30'),
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  CAPTCHA_FIXED_ANSWER: z
    .string()
    .regex(/^[a-z0-9]{4,8}$/)
    .optional(),
  // Files on an S3-compatible bucket (decision 0060): setting S3_BUCKET chooses it; empty values count as unset.
  S3_ENDPOINT: z
    .union([
      z.literal(''),
      z
        .string()
        .regex(
          /^https?:\/\/[^\s/]+(\/\S*)?$/,
          'S3_ENDPOINT is an http(s) URL such as http://minio:9000 (empty for AWS)',
        ),
    ])
    .default(''),
  S3_REGION: z.string().trim().default(''),
  S3_BUCKET: z
    .union([
      z.literal(''),
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'S3_BUCKET is a bucket name: 3 to 63 lowercase letters, digits, dots and dashes',
        ),
    ])
    .default(''),
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0', '']).default(''),
  S3_PREFIX: z
    .union([
      z.literal(''),
      z
        .string()
        .regex(
          /^(?!.*(^|\/)\.{1,2}(\/|$))[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/,
          'S3_PREFIX is path segments of letters, digits, dot, dash and underscore, such as pan/',
        ),
    ])
    .default(''),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded files (local disk storage). */
  filesDir: string;
  databaseUrl: string | null;
  /** PostgreSQL connections of each server process (see workers). */
  databasePoolSize: number;
  /** Server processes sharing the port (node:cluster); always 1 with the embedded PGlite. */
  workers: number;
  jwtSecret: string | undefined;
  encryptionKey: string | undefined;
  /** Keys the hash Aadhaar numbers are looked up by (decision 0067). */
  aadhaarHashKey: string | undefined;
  adminPassword: string | undefined;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  loginMaxFailures: number;
  loginLockMinutes: number;
  loginRatePerMinute: number;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  trustProxy: boolean;
  logLevel: string;
  /** Bearer token Prometheus sends to /api/metrics; null: no metrics endpoint (404). */
  metricsToken: string | null;
  webDist: string;
  production: boolean;
  /** Where users reach the portal; used in emailed links. */
  publicUrl: string;
  /** Browser tests only: every captcha has this answer. Refused when NODE_ENV is production. */
  captchaFixedAnswer: string | undefined;
  /** Base address of the ekqr-style UPI gateway, used once an API key is set in api-credentials. */
  upiGatewayUrl: string;
  /**
   * The built-in sandbox gateway (play money, decision 0043): only when turned on here, and only while no
   * UPI key is saved. Off, no order is created or credited without the real gateway.
   */
  upiSandbox: boolean;
  /** How often the SMS / WhatsApp sender looks for due messages, in seconds. */
  messageSendSeconds: number;
  /** One UPI top-up's bounds, in rupees. */
  upiMinAmount: number;
  upiMaxAmount: number;
  /** Unfinished UPI orders (status created, under 24 hours old) a wallet holder may have at once. */
  upiMaxOpenOrders: number;
  /**
   * The built-in e-KYC sandbox for NSDL PAN paperless (decision 0055): only when turned on here, and only
   * while no Protean key is saved in API credentials.
   */
  nsdlEkycSandbox: boolean;
  /** Minutes after confirm with no result before a paperless application is marked expired (and asked about). */
  paperlessExpireMinutes: number;
  /** Hours after confirm after which an application the provider still has no result for is failed and refunded. */
  paperlessFailHours: number;
  /** How often the paperless reconciler asks the provider about open applications. */
  paperlessReconcileSeconds: number;
  /** Redis shared by every server for the per-IP rate limits; null keeps them per process. */
  redisUrl: string | null;
  /** Starts every key this portal keeps in Redis, so portals can share one Redis. */
  redisKeyPrefix: string;
  /** On SIGTERM: how long /api/ready says 503 while the server still serves, before it closes its port. */
  shutdownDrainSeconds: number;
  /** How often the mail-outbox job looks for mails to send again. */
  mailRetrySeconds: number;
  /** HH:mm, Asia/Kolkata. */
  backupTime: string;
  backupKeepDays: number;
  /** Files on an S3-compatible bucket instead of filesDir (null: local disk); see server/lib/storage-s3.ts. */
  s3: S3Options | null;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  if (e.CAPTCHA_FIXED_ANSWER && e.NODE_ENV === 'production')
    throw new Error(
      'Invalid environment:\n  CAPTCHA_FIXED_ANSWER is for tests and cannot be used with NODE_ENV=production',
    );
  // PGlite lives inside one process, so only PostgreSQL can be shared by several.
  const workers =
    e.WORKERS === 'auto' ? (e.DATABASE_URL ? Math.min(MAX_WORKERS, os.availableParallelism()) : 1) : Number(e.WORKERS);
  if (workers > 1 && !e.DATABASE_URL) {
    throw new Error(
      `Invalid environment:\n  WORKERS=${workers} needs PostgreSQL (DATABASE_URL): the embedded PGlite ` +
        `database lives in one process. Set DATABASE_URL, or WORKERS=1.`,
    );
  }
  if (e.NSDL_PAPERLESS_FAIL_HOURS * 60 <= e.NSDL_PAPERLESS_EXPIRE_MINUTES) {
    throw new Error(
      `Invalid environment:\n  NSDL_PAPERLESS_FAIL_HOURS (${e.NSDL_PAPERLESS_FAIL_HOURS} h) must be longer ` +
        `than NSDL_PAPERLESS_EXPIRE_MINUTES (${e.NSDL_PAPERLESS_EXPIRE_MINUTES} min)`,
    );
  }
  const s3 = s3Settings(e);
  if (e.UPI_MIN_AMOUNT > e.UPI_MAX_AMOUNT)
    throw new Error(
      `Invalid environment:\n  UPI_MIN_AMOUNT (${e.UPI_MIN_AMOUNT}) is above UPI_MAX_AMOUNT (${e.UPI_MAX_AMOUNT})`,
    );
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    filesDir: path.resolve(e.FILES_DIR ?? path.join(e.DATA_DIR, 'files')),
    databaseUrl: e.DATABASE_URL || null,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    workers,
    jwtSecret: e.JWT_SECRET,
    encryptionKey: e.ENCRYPTION_KEY,
    aadhaarHashKey: e.AADHAAR_HASH_KEY,
    adminPassword: e.ADMIN_PASSWORD,
    accessTokenMinutes: e.ACCESS_TOKEN_MINUTES,
    refreshTokenDays: e.REFRESH_TOKEN_DAYS,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginLockMinutes: e.LOGIN_LOCK_MINUTES,
    loginRatePerMinute: e.LOGIN_RATE_PER_MINUTE,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    uploadLimitBytes: e.UPLOAD_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN || null,
    webDist: path.resolve(e.WEB_DIST),
    production: e.NODE_ENV === 'production',
    captchaFixedAnswer: e.CAPTCHA_FIXED_ANSWER,
    upiGatewayUrl: e.UPI_GATEWAY_URL,
    upiSandbox: e.UPI_SANDBOX,
    messageSendSeconds: e.MESSAGE_SEND_SECONDS,
    upiMinAmount: e.UPI_MIN_AMOUNT,
    upiMaxAmount: e.UPI_MAX_AMOUNT,
    upiMaxOpenOrders: e.UPI_MAX_OPEN_ORDERS,
    nsdlEkycSandbox: e.NSDL_EKYC_SANDBOX,
    paperlessExpireMinutes: e.NSDL_PAPERLESS_EXPIRE_MINUTES,
    paperlessFailHours: e.NSDL_PAPERLESS_FAIL_HOURS,
    paperlessReconcileSeconds: e.NSDL_PAPERLESS_RECONCILE_SECONDS,
    redisUrl: e.REDIS_URL || null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    mailRetrySeconds: e.MAIL_RETRY_SECONDS,
    backupTime: e.BACKUP_TIME,
    backupKeepDays: e.BACKUP_KEEP_DAYS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    s3,
  };
}

/** The S3 settings when S3_BUCKET is set; a half-set S3 is refused, or files would quietly land on one server's disk. */
function s3Settings(e: z.infer<typeof Env>): Config['s3'] {
  const keys = { S3_ACCESS_KEY_ID: e.S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: e.S3_SECRET_ACCESS_KEY };
  if (!e.S3_BUCKET) {
    const stray = Object.entries({
      ...keys,
      S3_ENDPOINT: e.S3_ENDPOINT,
      S3_REGION: e.S3_REGION,
      S3_FORCE_PATH_STYLE: e.S3_FORCE_PATH_STYLE,
      S3_PREFIX: e.S3_PREFIX,
    }).find(([, v]) => v);
    if (stray)
      throw new Error(
        `Invalid environment:\n  ${stray[0]} is set but S3_BUCKET is not: set S3_BUCKET to keep files on S3, ` +
          `or unset ${stray[0]} to keep them on local disk`,
      );
    return null;
  }
  const missing = Object.entries(keys).find(([, v]) => !v);
  if (missing)
    throw new Error(
      `Invalid environment:\n  S3_BUCKET is set but ${missing[0]} is not: S3 storage needs both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`,
    );
  const prefix = e.S3_PREFIX && !e.S3_PREFIX.endsWith('/') ? `${e.S3_PREFIX}/` : e.S3_PREFIX;
  return {
    endpoint: e.S3_ENDPOINT || null,
    region: e.S3_REGION || 'us-east-1',
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    // Self-hosted servers (an endpoint is set) rarely have per-bucket host names; AWS wants them.
    forcePathStyle: e.S3_FORCE_PATH_STYLE
      ? e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1'
      : Boolean(e.S3_ENDPOINT),
    prefix,
  };
}
