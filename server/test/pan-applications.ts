import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { ledgerEntries, panApplicationEvents } from '../db/schema';
import type { TestApp } from './app';
import { withConsent } from './consent';

/** The first seeded package's NSDL physical price (server/seed.ts). */
export const PRICE = 130;

/** Files the storage holds (every upload, crop and scan is one). */
export function countFiles(dir: string): number {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

/** Calls and reads on the app `app()` answers (set in the file's beforeAll). */
export function applicationCalls(app: () => TestApp) {
  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    app().app.inject({
      method,
      url,
      headers,
      payload: withConsent(method, url, payload) as Record<string, unknown> | undefined,
    });

  /** An application's events, oldest first. */
  const events = (id: number) =>
    app()
      .database.db.select()
      .from(panApplicationEvents)
      .where(eq(panApplicationEvents.applicationId, id))
      .orderBy(panApplicationEvents.id);

  /** The ledger entries an application caused. */
  const entriesFor = (id: number) =>
    app()
      .database.db.select()
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.refType} = 'pan_application' and ${ledgerEntries.refId} = ${String(id)}`);

  return { inject, events, entriesFor };
}
