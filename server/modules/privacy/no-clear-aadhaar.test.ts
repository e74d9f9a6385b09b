import { PassThrough } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidAadhaar } from '../../../contract/india';
import type { Database } from '../../db/client';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { fillEmptyTables, seedPortal, tableRows } from '../../test/backup';
import { withConsent } from '../../test/consent';
import { createTestDatabase } from '../../test/db';
import { MR, proprietorship } from '../../test/gst';
import { memoryStorage } from '../../test/memory-storage';
import { individualN, readyDraft, readyMerchant, M } from '../../test/nsdl-pan';
import { BP, MP, applicant, readyPsa } from '../../test/uti';
import { makeBackup } from '../backup/service';
import { restoreBackup, storageSource } from '../backup/restore';

/*
 * Decision 0067's proof: after weeks of demo work through every service (KYC, NSDL PAN physical, UTI PSA,
 * GST registrations with their people), a backup, its restore, and API calls with their logs, no valid
 * Aadhaar number stands in clear anywhere: not in any table's text, stored file, backup part, or log line.
 */

/**
 * Every 12-digit run that is a valid Aadhaar number, and not part of a longer hex run, a uuid or a decimal's
 * fraction (bytea in hex, a uuid's last group and a log line's response time can be twelve digits by chance).
 */
function clearAadhaar(text: string): string[] {
  return [...text.matchAll(/(?<![0-9a-fA-F-]|\d\.)[2-9]\d{11}(?![0-9a-fA-F])/g)]
    .map((m) => m[0])
    .filter(isValidAadhaar);
}

const inTables = async (database: Database) =>
  [...(await tableRows(database))].flatMap(([table, rows]) =>
    rows.flatMap((row) => clearAadhaar(row).map((n) => `${table}: ${n}`)),
  );

const inFiles = (files: Map<string, Buffer>) =>
  [...files].flatMap(([key, bytes]) => {
    const text = (key.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('latin1');
    return clearAadhaar(text).map((n) => `${key}: ${n}`);
  });

describe('no Aadhaar number in clear', () => {
  const sourceFiles = memoryStorage();
  const targetFiles = memoryStorage();
  let source: Database;
  let target: Database;

  beforeAll(async () => {
    source = await createTestDatabase();
    target = await createTestDatabase();
    await seedPortal(source, sourceFiles);
    await fillEmptyTables(source);
    const manifest = await makeBackup(source, sourceFiles, { by: null, trigger: 'manual' });
    await restoreBackup({ database: target, storage: targetFiles, source: storageSource(sourceFiles, manifest.stamp) });
  }, 180_000);
  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  it('the search finds a number in clear where there is one', () => {
    expect(clearAadhaar('{"aadhaar":"234123412346","ack":"882000000000009"}')).toEqual(['234123412346']);
    expect(clearAadhaar('"note":"Aadhaar 234123412346."')).toEqual(['234123412346']);
    expect(clearAadhaar('"responseTime":8.884399999999,"id":"5f0c-884399999999"')).toEqual([]);
    expect(clearAadhaar('aadhaar:v1:2346:v1.abc.def.ghi 2341 2341 2346 123412341234')).toEqual([]);
  });

  it('the demo portal holds Aadhaar numbers, all sealed', async () => {
    const kyc = await source.query<{ n: number }>(
      `select count(*)::int as n from kyc_submissions where aadhaar_sealed <> ''`,
    );
    const inData = await source.query<{ n: number }>(
      `select (select count(*) from pan_applications where data::text like '%aadhaar:v1:%')
            + (select count(*) from service_requests where data::text like '%aadhaar:v1:%') as n`,
    );
    expect(kyc[0].n).toBeGreaterThan(0);
    expect(Number(inData[0].n)).toBeGreaterThan(5);
  });

  it('in no table of the portal, its backup or the restored portal', async () => {
    expect(await inTables(source)).toEqual([]);
    expect(inFiles(sourceFiles.objects)).toEqual([]);
    expect(await inTables(target)).toEqual([]);
  });

  it('in no stored file', () => {
    expect(sourceFiles.files.size).toBeGreaterThan(10);
    expect(inFiles(sourceFiles.files)).toEqual([]);
    expect(inFiles(targetFiles.files)).toEqual([]);
  });
});

describe('no Aadhaar number in the logs', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
    t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: stream });
  });
  afterAll(async () => t?.close());

  it('after every service was given one, saved, submitted, refused and revealed', async () => {
    const staff = await signedIn(t, 'staff');
    const shop = await readyMerchant(t, { balance: 5000 });
    const call = (method: 'POST' | 'PUT' | 'GET', url: string, headers: Record<string, string>, payload?: unknown) =>
      t.app.inject({ method, url, headers, payload: withConsent(method, url, payload) as Record<string, unknown> });

    const pan = await readyDraft(t, shop.headers, individualN({ aadhaar: '234123412346' }));
    expect((await call('POST', `${M}/applications/${pan}/submit`, shop.headers)).statusCode).toBe(200);
    const psa = await readyPsa(t, shop.headers, applicant({ aadhaar: '499118665246' }));
    expect((await call('POST', `${MP}/${psa}/submit`, shop.headers)).statusCode).toBe(200);
    expect(
      (await call('POST', `${BP}/${psa}/reveal-aadhaar`, staff.headers, { reason: 'Keying it in' })).statusCode,
    ).toBe(200);
    expect((await call('POST', MR, shop.headers, { data: proprietorship() })).statusCode).toBe(200);
    // Refused saves carry the number in the body the server read.
    expect((await call('POST', MP, shop.headers, { data: applicant({ aadhaar: '499118665245' }) })).statusCode).toBe(
      400,
    );

    expect(lines.length).toBeGreaterThan(5);
    expect(clearAadhaar(lines.join('\n'))).toEqual([]);
    expect(await inTables(t.database)).toEqual([]);
  });
});
