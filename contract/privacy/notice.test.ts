import { describe, expect, it } from 'vitest';
import { REQUEST_KINDS } from '../services';
import {
  consentOf,
  ConsentBody,
  NOTICE_LANGUAGES,
  NOTICE_SERVICES,
  noticeServiceOf,
  PRIVACY_NOTICE_VERSION,
  PRIVACY_NOTICES,
  privacyNotice,
  type NoticeService,
} from './notice';

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

  it('says how long the receipt and the messages keep the customer’s name and mobile, on every charged form', () => {
    for (const service of NOTICE_SERVICES.filter((s) => s !== 'cards')) {
      expect(howLong(service)).toContain('kept 8 years');
      expect(howLong(service)).toContain('last four digits');
    }
    const hindi = privacyNotice('nsdl-pan', 'hi', FACTS)
      .sections.map((s) => s.text)
      .join(' ');
    expect(hindi).toContain('8 साल');
    expect(hindi).toContain('आख़िरी चार अंक');
  });
});

describe('the privacy notice in Hindi', () => {
  const every = (facts: { documentDays: number | null; contact: string | null }) =>
    NOTICE_SERVICES.map((service) => privacyNotice(service, 'hi', facts));
  const words = (n: ReturnType<typeof privacyNotice>) => [
    n.title,
    n.summary,
    ...n.sections.flatMap((s) => [s.heading, s.text]),
    n.consent,
    n.readMore,
    n.readLess,
  ];

  it('is written for every form, the same notice (version) as the English, and a consent may name it', () => {
    expect(NOTICE_LANGUAGES).toEqual(['en', 'hi']);
    expect(PRIVACY_NOTICES.hi.name).toBe('हिन्दी');
    for (const n of every(FACTS)) {
      expect(n).toMatchObject({ version: PRIVACY_NOTICE_VERSION, language: 'hi' });
      expect(n.title).toMatch(/^प्राइवेसी सूचना: \S/);
      expect(n.sections.map((s) => s.heading)).toEqual([
        'क्या जानकारी ली जाती है',
        'किसलिए',
        'कौन देखता है',
        'कितने समय तक',
        'आवेदक के अधिकार',
      ]);
      expect(n.sections.every((s) => s.text.trim().length > 0)).toBe(true);
    }
    expect(ConsentBody.parse(consentOf('hi'))).toEqual({
      accepted: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language: 'hi',
    });
  });

  it('has no English left: every word in Devanagari, numbers as digits, only the agency’s own contact as given', () => {
    for (const facts of [FACTS, { documentDays: null, contact: null }])
      for (const n of every(facts))
        for (const text of words(n)) expect(text.match(/[A-Za-z]+/g), `${n.title}: ${text}`).toBeNull();
    const uti = privacyNotice('uti-psa', 'hi', { documentDays: 60, contact: 'Shree PAN, help@shree.in' });
    expect(uti.sections[4].text).toContain('सवाल और शिकायत: Shree PAN, help@shree.in।');
    expect(uti.summary).toContain('आवेदन पूरा होने के 60 दिन बाद दस्तावेज़ मिटा दिए जाते हैं।');
  });

  it('says the consent sentence, how documents are kept, and a form’s own words on one that takes none', () => {
    expect(PRIVACY_NOTICES.hi.consent).toBe(
      'आवेदक ने यह सूचना पढ़ ली है (या उसे पढ़कर सुना दी गई है) और वह इस आवेदन के लिए अपनी जानकारी के इस्तेमाल पर ' + 'सहमत है।',
    );
    expect(PRIVACY_NOTICES.hi.needed).toMatch(/सहमति ज़रूरी है$/);
    const pan = privacyNotice('nsdl-pan', 'hi', FACTS);
    expect(pan.sections[3].text).toContain('स्कैन, फ़ोटो, हस्ताक्षर और प्रमाण आवेदन पूरा होने');
    expect(pan.sections[3].text).toContain('के 90 दिन बाद मिटा दिए जाते हैं।');
    expect(pan.sections[2].text).toContain('आयकर विभाग');
    const cards = privacyNotice('cards', 'hi', FACTS);
    expect(cards.sections[3].text).toBe(
      'कोई दस्तावेज़ नहीं लिया जाता। नाम और मोबाइल नंबर हिसाब-किताब के लिए रेफ़रल के साथ रहते हैं, और रेफ़रल पूरा ' +
        'होने के बाद माँगने पर मिटा दिए जाते हैं।',
    );
    expect(cards.summary).toContain('कोई दस्तावेज़ नहीं लिया जाता।');
  });
});
