import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CONSENT_NEEDED, NOTICE_FACTS_PATH, PRIVACY_NOTICE_VERSION } from '../../../contract/privacy/notice';
import { ledgerEntries, panApplications, privacySettings, serviceRequests } from '../../db/schema';
import { TEST_CONSENT } from '../../test/consent';
import { MF, MR, readyFiling, readyRegistration } from '../../test/gst';
import { M as PAN, balanceOf, readyDraft, readyMerchant } from '../../test/nsdl-pan';
import { M as PAPERLESS, paperlessApiTest } from '../../test/nsdl-paperless';
import { MP, readyPsa } from '../../test/uti';

/**
 * The applicant's consent to the privacy notice on every charging submit (docs/decisions/0067): without it
 * (or to another version of the notice) a 400 naming `consent` that charges and changes nothing; with it,
 * the version, language, moment and account stored with the application by the submit itself.
 */

// The paperless sandbox is on, so the one app serves every form family.
const api = paperlessApiTest();
const { inject } = api;

type Shop = Awaited<ReturnType<typeof readyMerchant>>;
type Family = {
  name: string;
  /** A draft ready to submit, its charging submit's address, and the consent column as stored. */
  ready(m: Shop): Promise<number>;
  submitUrl(id: number): string;
  stored(id: number): Promise<{ state: string; consent: unknown }>;
};

const sharedRow = async (id: number) =>
  (
    await api.t.database.db
      .select({ state: serviceRequests.state, consent: serviceRequests.consent })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, id))
  )[0];

const FAMILIES: Family[] = [
  {
    name: 'NSDL PAN physical',
    ready: (m) => readyDraft(api.t, m.headers),
    submitUrl: (id) => `${PAN}/applications/${id}/submit`,
    stored: async (id) =>
      (
        await api.t.database.db
          .select({ state: panApplications.state, consent: panApplications.consent })
          .from(panApplications)
          .where(eq(panApplications.id, id))
      )[0],
  },
  {
    name: 'NSDL PAN paperless',
    ready: (m) => api.draft(m.headers),
    submitUrl: (id) => `${PAPERLESS}/${id}/confirm`,
    stored: sharedRow,
  },
  {
    name: 'UTI PSA registration',
    ready: (m) => readyPsa(api.t, m.headers),
    submitUrl: (id) => `${MP}/${id}/submit`,
    stored: sharedRow,
  },
  {
    name: 'GST registration',
    ready: (m) => readyRegistration(api.t, m.headers),
    submitUrl: (id) => `${MR}/${id}/submit`,
    stored: sharedRow,
  },
  {
    name: 'GST filing',
    ready: (m) => readyFiling(api.t, m.headers),
    submitUrl: (id) => `${MF}/${id}/submit`,
    stored: sharedRow,
  },
];

const ledgerSize = async () =>
  (await api.t.database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries))[0].n;

describe.each(FAMILIES)('$name', (f) => {
  it('refuses a submit without the consent or to another notice, charging and changing nothing', async () => {
    const m = await readyMerchant(api.t, { balance: 2000 });
    const id = await f.ready(m);
    const before = { ledger: await ledgerSize(), balance: await balanceOf(api.t, m.id) };

    const none = await inject('POST', f.submitUrl(id), m.headers, {});
    expect(none.statusCode, none.body).toBe(400);
    expect(none.json()).toEqual({ message: CONSENT_NEEDED, errors: { consent: [CONSENT_NEEDED] } });

    // A call with no body at all, as a client older than the notice sends it.
    const bare = await api.t.app.inject({ method: 'POST', url: f.submitUrl(id), headers: m.headers });
    expect(bare.statusCode, bare.body).toBe(400);
    expect(bare.json().errors).toEqual({ consent: [CONSENT_NEEDED] });

    const old = await inject('POST', f.submitUrl(id), m.headers, {
      consent: { ...TEST_CONSENT, noticeVersion: '2020-01-01' },
    });
    expect(old.statusCode, old.body).toBe(400);
    expect(Object.keys(old.json().errors)).toEqual(['consent']);

    const unticked = await inject('POST', f.submitUrl(id), m.headers, {
      consent: { ...TEST_CONSENT, accepted: false },
    });
    expect(unticked.statusCode, unticked.body).toBe(400);
    expect(unticked.json().errors['consent.accepted']).toEqual([CONSENT_NEEDED]);

    expect({ ledger: await ledgerSize(), balance: await balanceOf(api.t, m.id) }).toEqual(before);
    expect(await f.stored(id)).toEqual({ state: 'draft', consent: null });
  });

  it('stores the version, language, moment and account of the consent with the submitted application', async () => {
    const m = await readyMerchant(api.t, { balance: 2000 });
    const id = await f.ready(m);
    const from = Date.now();
    const res = await inject('POST', f.submitUrl(id), m.headers, { consent: TEST_CONSENT });
    expect(res.statusCode, res.body).toBe(200);
    const row = await f.stored(id);
    expect(row.state).not.toBe('draft');
    expect(row.consent).toEqual({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language: 'en',
      acceptedAt: expect.any(String),
      acceptedBy: m.id,
    });
    const at = Date.parse((row.consent as { acceptedAt: string }).acceptedAt);
    expect(at).toBeGreaterThanOrEqual(from - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(await balanceOf(api.t, m.id)).toBeLessThan(2000);
  });
});

describe('the notice facts', () => {
  it("say the admin's document retention and the agency's contact", async () => {
    const m = await readyMerchant(api.t);
    const first = await inject('GET', NOTICE_FACTS_PATH, m.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ documentDays: 90, contact: expect.stringContaining('@') });

    await api.t.database.db
      .insert(privacySettings)
      .values({ id: 1, documentDays: 45 })
      .onConflictDoUpdate({ target: privacySettings.id, set: { documentDays: 45 } });
    expect((await inject('GET', NOTICE_FACTS_PATH, m.headers)).json().documentDays).toBe(45);
    expect((await inject('GET', NOTICE_FACTS_PATH, api.staff.headers)).statusCode).toBe(403);
  });
});
