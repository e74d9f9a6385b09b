import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serviceRequests } from '../../db/schema';
import { decrypt, encrypt, keyFromBase64 } from '../../integrations/protean-crypto';
import { balanceOf } from '../../test/nsdl-pan';
import { createMastersService } from '../masters/service';
import { B, M, PRICE, paperlessApiTest, resultFor } from '../../test/nsdl-paperless';

// The sandbox is off here: paperless is set up only by saving Protean's credentials.
const api = paperlessApiTest({});
const { inject } = api;
const KEY = Buffer.alloc(32, 3).toString('base64');

/** Protean on 127.0.0.1 whose URL call works or answers 500, and whose status call is always down. */
async function flakyProtean() {
  let urlWorks = false;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.url !== '/generate-url' || !urlWorks) return void res.writeHead(500).end('Internal Server Error');
      const body = decrypt((JSON.parse(raw) as { encData: string }).encData, keyFromBase64(KEY)) as {
        reference: string;
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          url: 'https://ekyc.protean.example/pan',
          encData: encrypt({ session: body.reference }, keyFromBase64(KEY)),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setUrlWorks: (v: boolean) => void (urlWorks = v),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('paperless with no provider, then with a Protean that fails', () => {
  let protean: Awaited<ReturnType<typeof flakyProtean>>;
  beforeAll(async () => {
    protean = await flakyProtean();
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
  });

  it('changes nothing when Protean cannot be asked, keeping the error as its last word', async () => {
    protean.setUrlWorks(true);
    const m = await api.shop();
    const { id, refNo, url } = await api.confirmed(m.headers);
    expect(url).toBe('https://ekyc.protean.example/pan');
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
