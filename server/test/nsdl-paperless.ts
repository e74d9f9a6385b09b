import { afterAll, beforeAll } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { NSDL_PAPERLESS_API, type PaperlessInput, type ProviderResult } from '../../contract/nsdl-paperless/index';
import { ledgerEntries, serviceRequests } from '../db/schema/index';
import { ProviderError, type EkycProvider } from '../integrations/protean';
import { sandboxProvider, type SandboxProvider } from '../integrations/protean-sandbox';
import { diskStorage } from '../lib/storage';
import { createServices } from '../services';
import { createTestApp, signedIn, type TestApp } from './app';
import { readyMerchant } from './nsdl-pan';
import type { EkycProviders } from '../modules/nsdl-paperless/providers';
import { sandboxKey } from '../modules/nsdl-paperless/providers';
import { databaseSandboxStore } from '../modules/nsdl-paperless/sandbox-store';
import { createPaperlessService, type PaperlessOptions } from '../modules/nsdl-paperless/service';
import { withConsent } from './consent';

/* Fixtures for the paperless API tests: the app with its e-KYC sandbox on, a complete draft, a confirmed application. */

export const M = NSDL_PAPERLESS_API.merchant;
export const B = NSDL_PAPERLESS_API.backend;
export const RETURN = '/api/nsdl-paperless/return';
/** NSDL_PAPERLESS_NEW in the first seeded package (server/seed.ts), in rupees. */
export const PRICE = 120;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Headers = Record<string, string>;

/** A complete apply/N draft of an adult. */
export function applicantN(over: Partial<PaperlessInput> = {}): PaperlessInput {
  return {
    appType: 'N',
    title: 'Shri',
    firstName: 'Ravi',
    middleName: 'Kumar',
    lastName: 'Sharma',
    gender: 'M',
    dob: '1990-04-12',
    mobile: '9876543210',
    email: 'ravi@example.in',
    card: 'epan_only',
    existingPan: '',
    ...over,
  };
}

/**
 * The app (with NSDL_EKYC_SANDBOX on unless `env` says otherwise), a back-office account, and the
 * portal's own sandbox as its confirm reaches it: same address, key and store.
 */
export function paperlessApiTest(env: Record<string, string> = { NSDL_EKYC_SANDBOX: 'true' }) {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedIn>>;
  let sandbox: SandboxProvider;
  beforeAll(async () => {
    t = await createTestApp(env);
    staff = await signedIn(t, 'staff');
    sandbox = sandboxProvider(
      t.config.publicUrl,
      sandboxKey(t.secrets.encryptionKey),
      databaseSandboxStore(t.database.db),
    );
  });
  afterAll(() => t.close());

  const inject = (method: Method, url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers,
      payload: withConsent(method, url, payload) as Record<string, unknown> | undefined,
    });

  async function draft(headers: Headers, data: PaperlessInput = applicantN()): Promise<number> {
    const res = await inject('POST', M, headers, { data });
    if (res.statusCode !== 200) throw new Error(`create: ${res.statusCode} ${res.body}`);
    return (res.json() as { id: number }).id;
  }

  return {
    get t() {
      return t;
    },
    get staff() {
      return staff;
    },
    get sandbox() {
      return sandbox;
    },
    inject,
    /** A shop with a package, approved KYC and `balance` rupees. */
    shop: (balance = 1000) => readyMerchant(t, { balance }),
    draft,
    /** A draft confirmed: its id, reference and what the browser is to post. */
    async confirmed(headers: Headers, data?: PaperlessInput) {
      const id = await draft(headers, data);
      const res = await inject('POST', `${M}/${id}/confirm`, headers);
      if (res.statusCode !== 200) throw new Error(`confirm: ${res.statusCode} ${res.body}`);
      const [row] = await t.database.db
        .select({ refNo: serviceRequests.refNo })
        .from(serviceRequests)
        .where(eq(serviceRequests.id, id));
      return { id, refNo: row.refNo, ...(res.json() as { url: string; encData: string }) };
    },
    /** The sandbox page's answer for an application (aadhaar, the test OTP, the outcome): the result the browser brings back. */
    async outcome(encData: string, outcome: string, otp = '123456') {
      const out = await sandbox.sandboxOutcome(encData, { aadhaar: '234567890123', otp, outcome });
      if (out.kind !== 'result') throw new Error('the sandbox page refused the form');
      return out;
    },
    /** The browser's form post of encData to the return address. */
    returnWith: (encData: string) =>
      t.app.inject({
        method: 'POST',
        url: RETURN,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ encData }).toString(),
      }),
    /** A shared request's ledger entries, oldest first. */
    entriesFor: (id: number) =>
      t.database.db
        .select()
        .from(ledgerEntries)
        .where(sql`${ledgerEntries.refType} = 'service_request' and ${ledgerEntries.refId} = ${String(id)}`)
        .orderBy(ledgerEntries.id),
    /** The service on the same database with other providers and clock (the reconciler's tests). */
    service: (opts: PaperlessOptions) =>
      createPaperlessService(
        {
          config: t.config,
          database: t.database,
          secrets: t.secrets,
          storage: diskStorage(t.filesDir),
          services: createServices(t.database, t.secrets),
        },
        opts,
      ),
  };
}

/** What a fake provider answers a status call for a reference: a result, nothing (never seen), or unreachable. */
export type FakeStatus = ProviderResult | null | 'unreachable';

/**
 * A provider under the sandbox's name and key (so what the app sent is its) whose status answers are
 * set by the test, and which counts the calls.
 */
export function scriptedProvider(sandbox: SandboxProvider, opts: { delayMs?: number } = {}) {
  const answers = new Map<string, FakeStatus>();
  const asked: string[] = [];
  const provider: EkycProvider = {
    name: 'sandbox',
    generateUrl: (req) => sandbox.generateUrl(req),
    decodeResult: (encData) => sandbox.decodeResult(encData),
    async status(reference) {
      asked.push(reference);
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      const a = answers.get(reference) ?? null;
      if (a === 'unreachable') throw new ProviderError('The e-KYC provider could not be reached: connect ECONNREFUSED');
      return a;
    },
  };
  const providers: EkycProviders = {
    current: async () => provider,
    named: async () => provider,
    sandbox: async () => null,
  };
  return { provider, providers, answers, asked };
}

/** A provider's result for a reference. */
export function resultFor(reference: string, over: Partial<ProviderResult> = {}): ProviderResult {
  return {
    txnId: 'TXN1',
    reference,
    ackNo: null,
    status: 'pending',
    refunded: false,
    code: null,
    message: null,
    ...over,
  };
}
