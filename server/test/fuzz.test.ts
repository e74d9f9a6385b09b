import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allows } from '../lib/access';
import { readyMerchant } from './nsdl-pan';
import { createTestApp, signedIn, type TestApp } from './app';
import { SEED, prng, variants, type OpenApiOperation, type Operation } from './fuzz-variants';

/**
 * "Bad input never answers 500": every operation of the OpenAPI document gets odd path
 * parameters, and query strings and bodies that are wrong by construction (wrong types, missing or null
 * fields, huge strings, NUL characters, deep nesting, arrays for objects), as a caller the route allows.
 * A few bodies per operation are valid instead, with every field at the edge of what its schema allows
 * (longest, largest, full of metacharacters), so that the handlers and the database see them too; those
 * may change this throwaway database (a package is created, a sign-out ends the fuzzer's session).
 * No answer may be a 5xx or show a stack trace, SQL or an internal error code, and every error is in the
 * usual {message} shape. Deterministic: the variants come from the document and a seeded generator.
 * About 6,000 requests over ~220 operations: ~40 s on PGlite with two cores shared by other test runs.
 */

/**
 * Not fuzzed, each for a reason. Everything else in the document is, and the test below checks that the
 * document and the router agree, so a new route is fuzzed the day it is added.
 */
const EXCLUDED: Record<string, string> = {};

const LEAKS: [string, RegExp][] = [
  ['stack trace', /\n\s+at | {4}at |\.ts:\d/],
  // As drizzle and PostgreSQL write it (quoted names), so that "Select an account from the list" is no match.
  [
    'SQL',
    new RegExp(
      [
        'Failed query',
        String.raw`\bselect\s+(?:"|\*|distinct\b|count\()`,
        String.raw`\binsert into\s+"`,
        String.raw`\bupdate\s+"\w+"\s+set\b`,
        'syntax error at',
        String.raw`violates\s+[\w ]*constraint`,
        'relation "',
      ].join('|'),
      'i',
    ),
  ],
  [
    'internal error code',
    /\bFST_[A-Z_]+|\bERR_[A-Z_]{3,}|\bSQLSTATE\b|"code"\s*:\s*"(?:0A|08|22|23|25|28|40|42|53|54|55|57|58|XX)[0-9A-Z]{3}"/,
  ],
];

function problem(res: { statusCode: number; headers: Record<string, unknown>; body: string }): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  const type = String(res.headers['content-type'] ?? '');
  if (!/json|text/.test(type)) return null;
  for (const [what, re] of LEAKS)
    if (re.test(res.body)) return `${res.statusCode} shows ${what}: ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 400 && type.includes('json')) {
    let message: unknown;
    try {
      message = (JSON.parse(res.body) as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    if (typeof message !== 'string') return `${res.statusCode} without a {message} body: ${res.body.slice(0, 200)}`;
  }
  return null;
}

let t: TestApp;
let operations: Operation[];
const identity = { admin: null as null | Record<string, string>, merchant: null as null | Record<string, string> };

beforeAll(async () => {
  // The sandbox gateway, so that a valid payment order is answered rather than refused with 503.
  t = await createTestApp({ UPI_SANDBOX: 'true' });
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, OpenApiOperation>> };
  const access = new Map(t.app.routeRecords.map((r) => [`${r.method} ${r.url}`, r.access]));
  operations = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const url = path.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1');
      const key = `${method.toUpperCase()} ${url}`;
      const a = access.get(key);
      if (!a) throw new Error(`The document has ${key} but the router does not`);
      if (EXCLUDED[key]) continue;
      const params = op.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        access: a,
        params: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
        body: op.requestBody?.content['application/json']?.schema ?? null,
      });
    }
  }
}, 120_000);
afterAll(() => t?.close());

async function headersFor(who: 'anonymous' | 'admin' | 'merchant', fresh = false): Promise<Record<string, string>> {
  if (who === 'anonymous') return {};
  if (fresh || !identity[who]) {
    identity[who] =
      who === 'admin' ? (await signedIn(t, 'admin')).headers : (await readyMerchant(t, { balance: 1000 })).headers;
  }
  return identity[who]!;
}

const asAdmin = { id: 1, code: 'x', name: 'x', role: 'admin' as const, kind: null, sessionId: 's', merchantId: null };
const asOwner = { ...asAdmin, role: 'merchant' as const, kind: 'owner' as const };

function callerOf(op: Operation): 'anonymous' | 'admin' | 'merchant' {
  if (op.access === 'public') return 'anonymous';
  if (allows(op.access, asAdmin) === 'ok') return 'admin';
  if (allows(op.access, asOwner) === 'ok') return 'merchant';
  throw new Error(`No fuzz caller for ${op.method} ${op.path}`);
}

async function fuzz(who: 'anonymous' | 'admin' | 'merchant') {
  const rnd = prng(SEED);
  const failures: string[] = [];
  let sent = 0;
  let fuzzed = 0;
  for (const op of operations) {
    if (callerOf(op) !== who) continue;
    fuzzed++;
    for (const v of variants(op, rnd)) {
      let headers = await headersFor(who);
      const send = () =>
        t.app.inject({
          method: op.method as 'GET',
          url: v.url,
          headers: {
            ...headers,
            ...(v.body !== undefined ? { 'content-type': v.contentType ?? 'application/json' } : {}),
          },
          payload: v.body,
        });
      let res = await send();
      sent++;
      // A variant that happened to be valid (a sign-out) ends the session; the next one signs in again.
      if (res.statusCode === 401 && who !== 'anonymous') {
        headers = await headersFor(who, true);
        res = await send();
      }
      const bad = problem(res);
      if (bad) failures.push(`${op.method} ${op.path} [${v.label}] → ${bad}`);
    }
  }
  return { failures, sent, fuzzed };
}

describe('fuzzing every operation of the API document', () => {
  it('covers every route the router knows, bar the listed exclusions', () => {
    const documented = new Set(
      operations.map((o) => `${o.method} ${o.path.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const missing = t.app.routeRecords.filter(
      (r) =>
        !r.url.startsWith('/api/docs') && !documented.has(`${r.method} ${r.url}`) && !EXCLUDED[`${r.method} ${r.url}`],
    );
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(Object.keys(EXCLUDED).length).toBeLessThanOrEqual(3);
  });

  const callers = {
    anonymous: 'public routes, anonymously',
    admin: 'back-office routes, as the admin',
    merchant: 'merchant routes, as a shop owner',
  };
  for (const who of ['anonymous', 'admin', 'merchant'] as const) {
    it(`${callers[who]}: no input gets a 5xx or an answer that shows internals`, async () => {
      const { failures, sent, fuzzed } = await fuzz(who);
      expect(fuzzed).toBeGreaterThan(0);
      expect(sent).toBeGreaterThan(fuzzed * 10);
      expect(failures).toEqual([]);
    }, 180_000);
  }
});
