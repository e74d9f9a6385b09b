import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderResult } from '../../../contract/nsdl-paperless/protocol';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/db';
import { databaseSandboxStore } from './sandbox-store';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const failure: ProviderResult = {
  txnId: 'SBX1',
  reference: 'NP-000101',
  ackNo: null,
  status: 'failure',
  refunded: true,
  code: 'EKYC009',
  message: 'Invalid OTP',
};
const success: ProviderResult = {
  txnId: 'SBX2',
  reference: 'NP-000101',
  ackNo: '881000000000123',
  status: 'success',
  refunded: false,
  code: null,
  message: 'e-KYC and e-Sign completed',
};

describe(`the e-KYC sandbox's results in the database (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('knows nothing of a reference the page never answered', async () => {
    expect(await databaseSandboxStore(database.db).get('NP-404404')).toBeNull();
  });

  it('answers what one store saved from another store on the same database, the latest answer winning', async () => {
    // Two stores stand for two server processes: the page served by one, the status asked of the other.
    const servedPage = databaseSandboxStore(database.db);
    const askedStatus = databaseSandboxStore(database.db);
    await servedPage.save('NP-000101', failure);
    expect(await askedStatus.get('NP-000101')).toEqual(failure);
    await servedPage.save('NP-000101', success);
    expect(await askedStatus.get('NP-000101')).toEqual(success);
    const rows = await database.query<{ reference: string }>(
      'select reference from protean_sandbox_results where reference = $1',
      ['NP-000101'],
    );
    expect(rows).toHaveLength(1);
  });

  it('keeps each reference apart', async () => {
    const store = databaseSandboxStore(database.db);
    await store.save('NP-000201', { ...success, reference: 'NP-000201', ackNo: '881000000000201' });
    await store.save('NP-000202', { ...failure, reference: 'NP-000202' });
    expect((await store.get('NP-000201'))?.ackNo).toBe('881000000000201');
    expect((await store.get('NP-000202'))?.status).toBe('failure');
  });

  it('does not answer with a row that is not a result', async () => {
    await database.query(`insert into protean_sandbox_results (reference, result) values ($1, $2::jsonb)`, [
      'NP-000303',
      JSON.stringify({ status: 'success' }),
    ]);
    expect(await databaseSandboxStore(database.db).get('NP-000303')).toBeNull();
  });
});
