import { afterAll, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { ledgerEntries } from '../db/schema/index';
import { createTestApp, signedIn, type TestApp } from './app';
import { withConsent } from './consent';

/* What every API test of a shared-request service starts with: the app, a back-office account, calls and the ledger. */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Starts the app before the file's tests and closes it after; the getters read what beforeAll made. */
export function requestApiTest() {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedIn(t, 'staff');
  });
  afterAll(() => t.close());
  return {
    get t() {
      return t;
    },
    /** A back-office staff account (every request is in its reach). */
    get staff() {
      return staff;
    },
    inject: (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
      t.app.inject({
        method,
        url,
        headers,
        payload: withConsent(method, url, payload) as Record<string, unknown> | undefined,
      }),
    /** A shared request's ledger entries, oldest first. */
    entriesFor: (id: number) =>
      t.database.db
        .select()
        .from(ledgerEntries)
        .where(sql`${ledgerEntries.refType} = 'service_request' and ${ledgerEntries.refId} = ${String(id)}`)
        .orderBy(ledgerEntries.id),
  };
}
