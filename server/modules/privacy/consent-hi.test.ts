import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { consentOf, NOTICE_LANGUAGES, PRIVACY_NOTICE_VERSION, PRIVACY_NOTICES } from '../../../contract/privacy/notice';
import { translate } from '../../lib/i18n';
import { panApplications, serviceRequests } from '../../db/schema';
import { MR, readyRegistration } from '../../test/gst';
import { M as PAN, readyDraft, readyMerchant } from '../../test/nsdl-pan';
import { paperlessApiTest } from '../../test/nsdl-paperless';

/*
 * Issue 26: the privacy notice is also written in Hindi (the same version). A consent given to the Hindi notice is
 * accepted and stored naming Hindi, so the record says which words the applicant was shown (docs/decisions/0067).
 */

const api = paperlessApiTest();
const { inject } = api;

describe('a consent to the Hindi privacy notice', () => {
  it('is stored with language hi by NSDL PAN’s submit and by a shared service’s submit', async () => {
    const m = await readyMerchant(api.t, { balance: 3000 });
    const expected = {
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language: 'hi',
      acceptedAt: expect.any(String),
      acceptedBy: m.id,
    };

    const pan = await readyDraft(api.t, m.headers);
    const panRes = await inject('POST', `${PAN}/applications/${pan}/submit`, m.headers, { consent: consentOf('hi') });
    expect(panRes.statusCode, panRes.body).toBe(200);
    const [panRow] = await api.t.database.db
      .select({ state: panApplications.state, consent: panApplications.consent })
      .from(panApplications)
      .where(eq(panApplications.id, pan));
    expect(panRow.state).not.toBe('draft');
    expect(panRow.consent).toEqual(expected);

    const gst = await readyRegistration(api.t, m.headers);
    const gstRes = await inject('POST', `${MR}/${gst}/submit`, m.headers, { consent: consentOf('hi') });
    expect(gstRes.statusCode, gstRes.body).toBe(200);
    const [gstRow] = await api.t.database.db
      .select({ state: serviceRequests.state, consent: serviceRequests.consent })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, gst));
    expect(gstRow.state).not.toBe('draft');
    expect(gstRow.consent).toEqual(expected);
  });

  it('still refuses a language the notice is not written in', async () => {
    const m = await readyMerchant(api.t, { balance: 3000 });
    const gst = await readyRegistration(api.t, m.headers);
    const res = await inject('POST', `${MR}/${gst}/submit`, m.headers, {
      consent: { ...consentOf('hi'), language: 'ta' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['consent.language']);
  });
});

describe("the refusal of a submit without consent, in the caller's language", () => {
  it("is the notice's own sentence in each language it is written in", () => {
    for (const language of NOTICE_LANGUAGES)
      expect(translate(language, 'errors.privacy.consentNeeded')).toBe(PRIVACY_NOTICES[language].needed);
  });
});
