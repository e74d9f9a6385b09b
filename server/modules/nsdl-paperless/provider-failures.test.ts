import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serviceRequests } from '../../db/schema';
import { encrypt, keyFromBase64 } from '../../integrations/protean-crypto';
import { FAKE_PROTEAN_PAGE, startFakeProtean, type FakeProtean } from '../../test/fake-protean';
import { balanceOf } from '../../test/nsdl-pan';
import { createMastersService } from '../masters/service';
import { B, M, PRICE, paperlessApiTest, resultFor } from '../../test/nsdl-paperless';

// The sandbox is off here: paperless is set up only by saving Protean's credentials.
const api = paperlessApiTest({});
const { inject } = api;
const KEY = Buffer.alloc(32, 3).toString('base64');

describe('paperless with no provider, then with a Protean that fails', () => {
  // Protean whose URL call answers 500 until the test lets it work, and whose status call is always down.
  let protean: FakeProtean;
  beforeAll(async () => {
    protean = await startFakeProtean(keyFromBase64(KEY));
    protean.setMode('error500');
  });
  afterAll(() => protean.close());

  it('is not set up without Protean credentials: confirm charges nothing (503)', async () => {
    const m = await api.shop();
    const id = await api.draft(m.headers);
    expect((await inject('GET', `${M}/summary`, m.headers)).json()).toMatchObject({ available: false, sandbox: false });
    const res = await inject('POST', `${M}/${id}/confirm`, m.headers);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toContain('Nothing was charged');
    expect(await api.entriesFor(id)).toEqual([]);
    expect((await inject('GET', `${M}/${id}`, m.headers)).json().state).toBe('draft');
    expect((await inject('GET', `${B}/dashboard`, api.staff.headers)).json().provider).toBeNull();
  });

  it('fails and refunds at once when Protean cannot give the URL, and says so', async () => {
    const masters = createMastersService(api.t.database.db, api.t.secrets.encryptionKey);
    await masters.saveCredential({ provider: 'protean_ekyc', keyName: 'api_url', value: protean.url }, api.staff.id);
    await masters.saveCredential({ provider: 'protean_ekyc', keyName: 'aes_key', value: KEY }, api.staff.id);
    const m = await api.shop();
    const id = await api.draft(m.headers);
    const res = await inject('POST', `${M}/${id}/confirm`, m.headers);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/^Protean could not start the e-KYC: .*answered 500.*refunded to your wallet/);
    const detail = (await inject('GET', `${M}/${id}`, m.headers)).json();
    expect(detail).toMatchObject({
      state: 'failed',
      remark: expect.stringContaining('Protean could not start the e-KYC'),
    });
    expect((await api.entriesFor(id)).map((e) => [e.direction, e.amountPaise])).toEqual([
      ['Dr', PRICE * 100],
      ['Cr', PRICE * 100],
    ]);
    expect(await balanceOf(api.t, m.id)).toBe(1000);

    // The back office's failed list says why, in the reason its first view shows.
    const failed = await inject('POST', `${B}/lists/failed`, api.staff.headers, { start: 0, length: 50 });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().data).toEqual([
      expect.objectContaining({
        id,
        state: 'failed',
        remark: expect.stringContaining('Protean could not start the e-KYC'),
      }),
    ]);
  });

  it('changes nothing when Protean cannot be asked, keeping the error as its last word', async () => {
    protean.setMode('protocol', '/generate-url');
    const m = await api.shop();
    const { id, refNo, url } = await api.confirmed(m.headers);
    expect(url).toBe(FAKE_PROTEAN_PAGE);
    expect((await inject('GET', `${B}/dashboard`, api.staff.headers)).json().provider).toBe('protean');

    // The browser's return, sealed right, while the status call is down: nothing moves.
    const ret = await api.returnWith(
      encrypt(resultFor(refNo, { status: 'success', ackNo: '881000000000123' }), keyFromBase64(KEY)),
    );
    expect(ret.statusCode).toBe(303);
    const asked = await inject('POST', `${B}/${id}/ask`, api.staff.headers);
    expect(asked.statusCode).toBe(502);
    expect(asked.json().message).toContain('answered 500');
    const [row] = await api.t.database.db
      .select({ state: serviceRequests.state })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, id));
    expect(row.state).toBe('with_provider');
    expect((await inject('GET', `${B}/${id}`, api.staff.headers)).json().provider.message).toContain('answered 500');
    expect((await api.entriesFor(id)).map((e) => e.direction)).toEqual(['Dr']);
  });
});
