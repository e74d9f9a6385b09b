import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAadhaarVault } from '../../lib/aadhaar-vault';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { withConsent } from '../../test/consent';
import { B, M, individualN, readyDraft, readyMerchant } from '../../test/nsdl-pan';
import { BP, MP, applicant, readyPsa } from '../../test/uti';

/*
 * Decision 0067: an Aadhaar number inside request data is sealed in the table, masked in every answer but
 * the shop's own draft, and shown whole to the back office only through a reveal with a logged reason.
 */

const PAN_AADHAAR = '234123412346';
const PSA_AADHAAR = '499118665246';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedIn>>;
let shop: Awaited<ReturnType<typeof readyMerchant>>;
let otherShop: Awaited<ReturnType<typeof readyMerchant>>;
let panId: number;
let psaId: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: withConsent(method, url, payload) as Record<string, unknown> });

const tableText = async (table: string, id: number) =>
  (await t.database.query<{ row: string }>(`select t::text as row from ${table} t where id = $1`, [id]))[0].row;

const accessRows = async () =>
  t.database.query<{ action: string; ref_type: string; ref_id: string; detail: string; reason: string }>(
    `select action, ref_type, ref_id, detail, reason from access_log order by id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  staff = await signedIn(t, 'staff');
  shop = await readyMerchant(t, { balance: 5000 });
  otherShop = await readyMerchant(t, { balance: 100 });
  panId = await readyDraft(t, shop.headers, individualN({ aadhaar: PAN_AADHAAR }));
  psaId = await readyPsa(t, shop.headers, applicant({ aadhaar: PSA_AADHAAR }));
});
afterAll(async () => t?.close());

describe('an Aadhaar number in request data', () => {
  it('is sealed in the table, with its keyed hash, and never in clear', async () => {
    const vault = createAadhaarVault(t.secrets);
    for (const [table, id, number] of [
      ['pan_applications', panId, PAN_AADHAAR],
      ['service_requests', psaId, PSA_AADHAAR],
    ] as const) {
      const text = await tableText(table, id);
      expect(text).not.toContain(number);
      expect(text).toContain(`aadhaar:v1:${number.slice(-4)}:`);
      const [{ hashes }] = await t.database.query<{ hashes: string[] }>(
        `select aadhaar_hashes as hashes from ${table} where id = $1`,
        [id],
      );
      expect(hashes).toEqual([vault.hash(number)]);
    }
  });

  it('is whole for the shop while the draft is its own to edit, masked once it is submitted', async () => {
    const draft = await call('GET', `${MP}/${psaId}`, shop.headers);
    expect(draft.json().data.aadhaar).toBe(PSA_AADHAAR);
    const panDraft = await call('GET', `${M}/applications/${panId}`, shop.headers);
    expect(panDraft.json().data.aadhaar).toBe(PAN_AADHAAR);

    expect((await call('POST', `${MP}/${psaId}/submit`, shop.headers)).statusCode).toBe(200);
    expect((await call('POST', `${M}/applications/${panId}/submit`, shop.headers)).statusCode).toBe(200);

    const psa = await call('GET', `${MP}/${psaId}`, shop.headers);
    expect(psa.json().data.aadhaar).toBe('XXXX XXXX 5246');
    expect(psa.body).not.toContain(PSA_AADHAAR);
    const pan = await call('GET', `${M}/applications/${panId}`, shop.headers);
    expect(pan.json().data.aadhaar).toBe('XXXX XXXX 2346');
    expect(pan.body).not.toContain(PAN_AADHAAR);
  });

  it('is masked for the back office in every answer', async () => {
    const psa = await call('GET', `${BP}/${psaId}`, staff.headers);
    expect(psa.statusCode).toBe(200);
    expect(psa.json().data.aadhaar).toBe('XXXX XXXX 5246');
    const pan = await call('GET', `${B}/applications/${panId}`, staff.headers);
    expect(pan.json().data.aadhaar).toBe('XXXX XXXX 2346');
    expect(pan.body).not.toContain(PAN_AADHAAR);
  });

  it('is revealed to the back office only with a reason, and every reveal is logged', async () => {
    const before = (await accessRows()).length;
    for (const body of [{}, { reason: '' }, { reason: 'why' }, { reason: 'x'.repeat(301) }]) {
      const res = await call('POST', `${BP}/${psaId}/reveal-aadhaar`, staff.headers, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.reason).toBeTruthy();
    }
    expect((await accessRows()).length).toBe(before);

    const psa = await call('POST', `${BP}/${psaId}/reveal-aadhaar`, staff.headers, {
      reason: 'Keying the PSA form into UTIITSL',
    });
    expect(psa.statusCode).toBe(200);
    expect(psa.json()).toEqual({ aadhaar: PSA_AADHAAR, field: 'aadhaar', seconds: 60 });
    const pan = await call('POST', `${B}/applications/${panId}/reveal-aadhaar`, staff.headers, {
      reason: 'Keying into NSDL',
    });
    expect(pan.json().aadhaar).toBe(PAN_AADHAAR);

    const rows = (await accessRows()).slice(before);
    expect(rows).toEqual([
      {
        action: 'aadhaar_reveal',
        ref_type: 'service_request',
        ref_id: String(psaId),
        detail: 'aadhaar',
        reason: 'Keying the PSA form into UTIITSL',
      },
      {
        action: 'aadhaar_reveal',
        ref_type: 'pan_application',
        ref_id: String(panId),
        detail: 'aadhaar',
        reason: 'Keying into NSDL',
      },
    ]);
    // The log says which record and why, never the number.
    expect(JSON.stringify(rows)).not.toContain(PSA_AADHAAR);
  });

  it('is not revealed from a field that holds none, nor to a merchant', async () => {
    const before = (await accessRows()).length;
    const wrong = await call('POST', `${BP}/${psaId}/reveal-aadhaar`, staff.headers, {
      field: 'mobile',
      reason: 'Looking at the mobile',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.field).toBeTruthy();
    const merchant = await call('POST', `${BP}/${psaId}/reveal-aadhaar`, shop.headers, { reason: 'My own customer' });
    expect(merchant.statusCode).toBe(403);
    const other = await call('GET', `${MP}/${psaId}`, otherShop.headers);
    expect(other.statusCode).toBe(404);
    expect((await accessRows()).length).toBe(before);
  });

  it('typed into a reason, is masked before the reason is stored', async () => {
    const res = await call('POST', `${BP}/${psaId}/reject`, staff.headers, {
      remark: `Aadhaar 4991 1866 5246 does not match the card`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().remark).toBe('Aadhaar XXXX XXXX 5246 does not match the card');
    const events = await t.database.query<{ remark: string | null }>(
      `select remark from service_request_events where request_id = $1`,
      [psaId],
    );
    expect(events.map((e) => e.remark)).toContain('Aadhaar XXXX XXXX 5246 does not match the card');
    expect(JSON.stringify(events)).not.toMatch(/4991\s?1866\s?5246/);
  });

  it('is whole again in the correction the shop makes of a rejected request, however often it asks', async () => {
    // The second ask finds the correction already made, read straight from the table.
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', `${MP}/${psaId}/resubmit`, shop.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ state: 'draft', data: { aadhaar: PSA_AADHAAR, firstName: 'Sunita' } });
    }
  });
});
