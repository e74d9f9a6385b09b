import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAPERLESS_PRICE_CODES } from '../../../contract/nsdl-paperless';
import { packageRates, serviceRequests } from '../../db/schema';
import { encrypt, keyFromBase64 } from '../../integrations/protean-crypto';
import type { AuthUser } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { FAKE_PROTEAN_PAGE, startFakeProtean, type FakeProtean } from '../../test/fake-protean';
import { balanceOf } from '../../test/nsdl-pan';
import { M, PRICE, applicantN, paperlessApiTest, resultFor } from '../../test/nsdl-paperless';
import { createMastersService } from '../masters/service';

// Paperless set up as in production: Protean's address and key saved in API Credentials, the sandbox off.
const api = paperlessApiTest({});
const { inject } = api;
const KEY = Buffer.alloc(32, 7).toString('base64');
const key = keyFromBase64(KEY);
/** NSDL_PAPERLESS_CHANGE in this shop's package, in rupees: not the new-PAN price, so the charge shows which was taken. */
const CHANGE_PRICE = 150;

let protean: FakeProtean;
beforeAll(async () => {
  protean = await startFakeProtean(key);
  const masters = createMastersService(api.t.database.db, api.t.secrets.encryptionKey);
  await masters.saveCredential({ provider: 'protean_ekyc', keyName: 'api_url', value: protean.url }, api.staff.id);
  await masters.saveCredential({ provider: 'protean_ekyc', keyName: 'aes_key', value: KEY }, api.staff.id);
  await api.t.database.db
    .update(packageRates)
    .set({ pricePaise: CHANGE_PRICE * 100 })
    .where(eq(packageRates.serviceCode, PAPERLESS_PRICE_CODES.C));
});
afterAll(() => protean.close());

const debits = async (id: number) => (await api.entriesFor(id)).map((e) => [e.direction, e.amountPaise]);

describe("Protean's return, re-checked by a status call that works", () => {
  it('acknowledges a return sealed with the saved key, once, charging nothing more', async () => {
    const m = await api.shop();
    const { id, refNo, url } = await api.confirmed(m.headers);
    expect(url).toBe(FAKE_PROTEAN_PAGE);
    const done = resultFor(refNo, { txnId: 'PT9001', status: 'success', ackNo: '881030200004567', message: 'Success' });
    protean.results.set(refNo, done);

    const res = await api.returnWith(encrypt(done, key));
    expect([res.statusCode, res.headers.location]).toEqual([303, `/merchant/product/nsdl-pan/paperless/${id}/confirm`]);
    expect(protean.statusCalls(refNo)).toBe(1);
    expect((await inject('GET', `${M}/${id}`, m.headers)).json()).toMatchObject({
      state: 'acknowledged',
      ackNo: '881030200004567',
      provider: { status: 'success', message: 'Success', refunded: false },
      failure: null,
    });
    // Brought back again: asked again, nothing moves or is posted.
    expect((await api.returnWith(encrypt(done, key))).statusCode).toBe(303);
    expect(await debits(id)).toEqual([['Dr', PRICE * 100]]);
    expect(await balanceOf(api.t, m.id)).toBe(1000 - PRICE);
  });

  it('refunds a failure Protean says it refunded exactly once, however often it comes back', async () => {
    const m = await api.shop();
    const { id, refNo } = await api.confirmed(m.headers);
    const failed = resultFor(refNo, { status: 'failure', refunded: true, code: 'EKYC009', message: 'Invalid OTP' });
    protean.results.set(refNo, failed);

    for (let i = 0; i < 3; i++) expect((await api.returnWith(encrypt(failed, key))).statusCode).toBe(303);
    expect((await inject('GET', `${M}/${id}`, m.headers)).json()).toMatchObject({
      state: 'failed',
      provider: { status: 'failure', code: 'EKYC009', refunded: true },
      failure: { code: 'EKYC009', title: 'Wrong OTP entered', known: true },
    });
    expect(await debits(id)).toEqual([
      ['Dr', PRICE * 100],
      ['Cr', PRICE * 100],
    ]);
    expect(await balanceOf(api.t, m.id)).toBe(1000);
  });

  it('fails an uncatalogued code, refunded once, showing the code and the message as Protean worded them', async () => {
    const m = await api.shop();
    const { id, refNo } = await api.confirmed(m.headers);
    const message = 'UIDAI CIDR not reachable (K-100), retry after 30 mins';
    const failed = resultFor(refNo, { status: 'failure', refunded: false, code: 'K-100', message });
    protean.results.set(refNo, failed);

    expect((await api.returnWith(encrypt(failed, key))).statusCode).toBe(303);
    expect((await api.returnWith(encrypt(failed, key))).statusCode).toBe(303);
    const detail = (await inject('GET', `${M}/${id}`, m.headers)).json();
    expect(detail).toMatchObject({
      state: 'failed',
      remark: `K-100: ${message}`,
      provider: { status: 'failure', code: 'K-100', message, refunded: false },
      failure: { code: 'K-100', title: message, whatToDo: null, known: false },
    });
    expect(await debits(id)).toEqual([
      ['Dr', PRICE * 100],
      ['Cr', PRICE * 100],
    ]);
  });
});

describe('apply/C: a change to an existing PAN', () => {
  it('charges the change price, sends Protean the existing PAN, and lists the PAN as its subject', async () => {
    const m = await api.shop();
    const draft = applicantN({ appType: 'C', existingPan: 'ABCPS1234K', firstName: 'Sita', lastName: 'Devi' });
    const { id, refNo } = await api.confirmed(m.headers, draft);

    expect(await debits(id)).toEqual([['Dr', CHANGE_PRICE * 100]]);
    expect(await balanceOf(api.t, m.id)).toBe(1000 - CHANGE_PRICE);
    expect(protean.generated().find((b) => b.reference === refNo)).toMatchObject({
      reference: refNo,
      appType: 'C',
      existingPan: 'ABCPS1234K',
      firstName: 'Sita',
      lastName: 'Devi',
    });
    const list = (await inject('POST', `${M}/lists/all`, m.headers, { start: 0, length: 50 })).json();
    expect(list.data.find((r: { id: number }) => r.id === id)).toMatchObject({
      ref_no: refNo,
      kind: 'C',
      subject: 'ABCPS1234K',
      state: 'with_provider',
    });
    expect((await inject('GET', `${M}/summary`, m.headers)).json().prices).toEqual({ N: PRICE, C: CHANGE_PRICE });
  });
});

describe('resume', () => {
  it('sends on one paid but never sent (its server stopped before the URL): it may be resumed too', async () => {
    const m = await api.shop();
    const { id, refNo } = await api.confirmed(m.headers);
    // What a server that stopped between the charge and Protean's URL leaves behind.
    await api.t.database.db
      .update(serviceRequests)
      .set({ state: 'confirmed', data: applicantN() })
      .where(eq(serviceRequests.id, id));
    const calls = protean.generated().length;

    const res = await inject('POST', `${M}/${id}/resume`, m.headers);
    expect([res.statusCode, res.json().url]).toEqual([200, FAKE_PROTEAN_PAGE]);
    expect(protean.generated().slice(calls)).toEqual([expect.objectContaining({ reference: refNo })]);
    expect((await inject('GET', `${M}/${id}`, m.headers)).json()).toMatchObject({
      state: 'with_provider',
      canResume: true,
    });
    expect(await debits(id)).toEqual([['Dr', PRICE * 100]]);
  });

  it('is refused (409) once NSDL_PAPERLESS_EXPIRE_MINUTES have passed since confirm, and changes nothing', async () => {
    const m = await api.shop();
    const { id, refNo } = await api.confirmed(m.headers);
    const user: AuthUser = {
      id: m.id,
      code: m.code,
      name: 'Test merchant',
      role: 'merchant',
      kind: 'owner',
      sessionId: 'test',
      merchantId: m.id,
    };
    const minutes = api.t.config.paperlessExpireMinutes;
    const at = (after: number) => () => new Date(Date.now() + after * 60_000);

    // Just within the time it is sent back to Protean's page.
    expect((await api.service({ now: at(minutes - 1) }).resume(user, id)).url).toBe(FAKE_PROTEAN_PAGE);
    const late = await api
      .service({ now: at(minutes + 1) })
      .resume(user, id)
      .catch((e: unknown) => e);
    expect(late).toBeInstanceOf(AppError);
    expect((late as AppError).status).toBe(409);
    expect((late as AppError).message).toBe(
      `Application ${refNo} can no longer be continued: more than ${minutes} minutes have passed since it was ` +
        `confirmed. The portal is asking the provider for its result.`,
    );
    expect((await inject('GET', `${M}/${id}`, m.headers)).json().state).toBe('with_provider');

    // The same through the route, once the confirm lies that far back.
    await api.t.database.db
      .update(serviceRequests)
      .set({ submittedAt: new Date(Date.now() - (minutes + 1) * 60_000) })
      .where(eq(serviceRequests.id, id));
    const calls = protean.generated().length;
    const res = await inject('POST', `${M}/${id}/resume`, m.headers);
    expect([res.statusCode, res.json().message]).toEqual([409, (late as AppError).message]);
    expect(protean.generated().length).toBe(calls);
    expect((await inject('GET', `${M}/${id}`, m.headers)).json()).toMatchObject({
      state: 'with_provider',
      canResume: false,
    });
    expect(await debits(id)).toEqual([['Dr', PRICE * 100]]);
  });
});
