import { describe, expect, it } from 'vitest';
import { REQUEST_KINDS } from '../services';
import { NOTICE_LANGUAGES, NOTICE_SERVICES, noticeServiceOf, privacyNotice, type NoticeService } from './notice';

const FACTS = { documentDays: 90, contact: null };
const howLong = (service: NoticeService) =>
  privacyNotice(service, 'en', FACTS).sections.find((s) => s.heading === 'For how long')?.text;

describe('the privacy notice of each form', () => {
  it('is drawn from the manifests: every request kind but those marked notice: false, and the card referrals', () => {
    expect(NOTICE_SERVICES).toEqual([...REQUEST_KINDS.filter((k) => k.notice !== false).map((k) => k.key), 'cards']);
    expect(noticeServiceOf('uti-coupon')).toBeUndefined();
    expect(noticeServiceOf('uti-psa')).toBe('uti-psa');
    for (const language of NOTICE_LANGUAGES)
      for (const service of NOTICE_SERVICES) {
        const notice = privacyNotice(service, language, FACTS);
        expect(notice.title).toMatch(/\S/);
        expect(notice.sections.every((s) => s.text.trim().length > 0)).toBe(true);
      }
  });

  it('says how documents are kept on a form that takes them, and a form’s own words on one that takes none', () => {
    expect(howLong('gst-registration')).toContain('deleted 90 days after the application is finished');
    expect(howLong('cards')).toBe(
      'No documents are collected. The name and mobile number stay with the referral for the accounts, and are ' +
        'erased on request once the referral is finished.',
    );
    expect(privacyNotice('cards', 'en', FACTS).summary).toContain('No documents are collected.');
  });
});
