import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { B, akn, type Who, seedBacklog } from '../../test/backlog';
import { pdfFacts } from '../../test/pdf-unicode';
import { parseCsv } from './import';

let testApp: TestApp;
let staff: Who, m1: Who;
beforeAll(async () => {
  testApp = await createTestApp();
  ({ staff, m1 } = await seedBacklog(testApp));
});
afterAll(() => testApp.close());

const hindi = (who: Who) => ({ ...who.headers, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
const exportAs = (format: string, body: Record<string, unknown>) =>
  testApp.app.inject({
    method: 'POST',
    url: `${B}/pan-list/export?format=${format}`,
    headers: hindi(staff),
    payload: body,
  });
const body = {
  additionFilter: { status: 'A' },
  filters: [{ field: 'dated', opt: 'between', value1: '2024-01-01', value2: '2024-01-31' }],
  search: 'APPLICANT',
  sorts: [{ column: 'dated', dir: 'asc' }],
  columns: ['akn_no', 'dated', 'name', 'status', 'memno'],
};

describe('exports in Hindi (Accept-Language: hi)', () => {
  it('PDF: Hindi column names, filter words, generated and page lines, in the embedded Noto face', async () => {
    const res = await exportAs('pdf', body);
    expect(res.statusCode, res.body).toBe(200);
    const { text, fonts } = await pdfFacts(res.rawPayload);
    expect(fonts.some((f) => f.endsWith('+NotoSansDevanagari-Bold'))).toBe(true);
    // The header row, then the first row's status and date in Hindi. (A reader copies a reph or an i-matra in the
    // glyphs' order, so मर्चेंट reads back as मचेर्ंट and फ़िल्टर as िफ़ल्टर: these words are asserted around them.)
    expect(text).toContain('क्र.एक्नॉलेजमेंट नंबरतारीख़नामस्टेटसम');
    expect(text).toContain('APPLICANT 3सफल');
    expect(text).toContain('03-जन॰-2024');
    expect(text).toContain('को बनी · ');
    expect(text).toContain('ल्टर: स्टेटस बराबर है सफल; ');
    expect(text).toContain('तारीख़ 01-जन॰-2024 से 31-जन॰-2024 तक');
    expect(text).toContain('खोज "APPLICANT"');
    expect(text).toContain('पेज 1 / 1');
    expect(text).not.toContain('Filters');
    expect(text).not.toContain('Page 1 of 1');
  });

  it('CSV: Hindi headers and enum words; the dates keep their digits', async () => {
    const res = await exportAs('csv', body);
    expect(res.statusCode, res.body).toBe(200);
    const rows = parseCsv(res.body).map((r) => r.cells);
    expect(rows[0]).toEqual(['एक्नॉलेजमेंट नंबर', 'तारीख़', 'नाम', 'स्टेटस', 'मर्चेंट नंबर']);
    expect(rows[1]).toEqual([akn(3), '03-जन॰-2024', 'APPLICANT 3', 'सफल', m1.code]);
  });
});

describe('the backlog acknowledgement slip in Hindi', () => {
  it('is made in the language of whoever asked for the link', async () => {
    const link = await testApp.app.inject({ method: 'GET', url: `${B}/dw-ack/${akn(4)}`, headers: hindi(staff) });
    expect(link.statusCode, link.body).toBe(200);
    const got = await testApp.app.inject({ method: 'GET', url: link.json().tempUrl, headers: staff.headers });
    expect(got.statusCode).toBe(200);
    const { text } = await pdfFacts(got.rawPayload);
    expect(text).toContain('एनएसडीएल पैन आवेदन — पावती');
    expect(text).toContain('पावती नंबर');
    expect(text).toContain('आवेदक का नाम');
    expect(text).toContain('टोकन नंबर');
    expect(text).not.toContain('Acknowledgement number');

    const english = await testApp.app.inject({ method: 'GET', url: `${B}/dw-ack/${akn(4)}`, headers: staff.headers });
    const slip = await testApp.app.inject({ method: 'GET', url: english.json().tempUrl, headers: staff.headers });
    expect((await pdfFacts(slip.rawPayload)).text).toContain('NSDL PAN Application — Acknowledgement');
  });
});
