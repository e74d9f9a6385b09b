import { describe, expect, it } from 'vitest';
import { describeRun, maskedMessage, runMessage, type RetentionSummary } from '../../../contract/privacy/retention';
import { translate } from '../../lib/i18n';

/* Issue 26: what a retention run did, said from the catalogue: English word for word as describeRun, Hindi for Hindi. */

const runs: Partial<RetentionSummary>[] = [
  {},
  { applications: 0, requests: 0, drafts: 0, accessLog: 0, files: 0, draftFiles: 0 },
  { applications: 1, requests: 0, files: 1, drafts: 1, draftFiles: 1, accessLog: 1 },
  { applications: 3, requests: 1, files: 14, drafts: 2, draftFiles: 5, accessLog: 0 },
  { accessLog: 1200 },
];

describe('a retention run in words', () => {
  it('reads in English exactly as before', () => {
    for (const s of runs) {
      const said = runMessage(s);
      expect(translate('en', said.id, said.values)).toBe(describeRun(s));
    }
  });

  it('reads in Hindi with the counts as numbers and no English word', () => {
    const said = runMessage(runs[3]);
    expect(translate('hi', said.id, said.values)).toBe(
      'पूरे हो चुके 4 आवेदनों की 14 फ़ाइलें, 2 छोड़े हुए ड्राफ़्ट (5 फ़ाइलों के साथ) और एक्सेस लॉग की 0 लाइन मिटाई गईं।',
    );
    const none = runMessage({});
    expect(translate('hi', none.id, none.values)).toBe('किसी का समय पूरा नहीं हुआ था: कुछ नहीं मिटाया गया।');
    for (const s of runs) {
      const m = runMessage(s);
      expect(translate('hi', m.id, m.values)).not.toMatch(/[A-Za-z]{3,}/);
    }
  });

  it('says the numbers cut (issue 27) as a second sentence, only when some were', () => {
    expect(maskedMessage(runs[3])).toBeNull();
    const said = maskedMessage({ messages: 12, receipts: 1 })!;
    expect(translate('en', said.id, said.values)).toBe(
      'Cut the mobile numbers of 12 messages and 1 receipt to their last four digits.',
    );
    expect(translate('hi', said.id, said.values)).toBe('12 संदेशों और 1 रसीद के मोबाइल नंबर आख़िरी चार अंकों तक छोटे किए गए।');
  });
});
