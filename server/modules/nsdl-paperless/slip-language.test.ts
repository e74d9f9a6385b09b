import { describe, expect, it } from 'vitest';
import { pdfFacts } from '../../test/pdf-unicode';
import { M, RETURN, paperlessApiTest } from '../../test/nsdl-paperless';
import { paperlessSlipPdf, type PaperlessSlip } from './slip';

/*
 * Decision 0075: the paperless acknowledgement slip is made in the language of whoever asked for its link, and the
 * page the provider's return draws when a result does not verify speaks the browser's language; English as before.
 */
const api = paperlessApiTest();
const business = { businessName: 'Sai Seva Kendra', contactNo: '020-24440000', emailId: 'help@saiseva.example' };
const slip: PaperlessSlip = {
  ackNo: '881030200123456',
  refNo: 'NPL2600000123',
  name: 'Rahul Deshpande',
  appType: 'C',
  existingPan: 'ABCPD1234E',
  card: 'epan_only',
  email: 'rahul@example.in',
  mobile: '9876543210',
  dated: '2026-11-18',
  acknowledgedAt: new Date('2026-11-20T06:15:00Z'),
  merchantCode: 'M1001',
  merchantName: 'Pune Digital Seva',
};
const at = new Date('2026-11-21T05:02:00Z');

describe('the paperless acknowledgement slip', () => {
  it('labels every line in Hindi, says the card in the form’s Hindi words, and keeps the numbers as typed', async () => {
    const { text, fonts } = await pdfFacts(await paperlessSlipPdf(slip, business, at, 'hi'));
    expect(fonts.some((f) => f.endsWith('+NotoSansDevanagari-Bold'))).toBe(true);
    // Read back in the glyphs' order (server/test/pdf-unicode.ts): words with an i-matra or a reph are left out.
    for (const words of [
      'पावती — पैन आवेदन (पेपरलेस, आधार ई-केवाईसी और ई-सा',
      'पावती नंबर',
      'आवेदक',
      'आवेदन का प्रकार',
      'ABCPD1234E में बदलाव / सुधार',
      'ई-पैन (ईमेल पर)',
      'आवेदन की तारीख़',
      'रेफ़रेंस नंबर',
      'के बारे में पूछताछ करते समय हमेशा पावती नंबर बताएँ।',
      '18-नव॰-2026',
      '881030200123456',
      'NPL2600000123',
      'rahul@example.in',
      'M1001 — Pune Digital Seva',
      '21-नव॰-2026 10:32 IST को बनी',
    ])
      expect(text).toContain(words);
    for (const english of ['Acknowledgement', 'Applicant', 'Application', 'Card', 'e-PAN', 'Reference', 'Generated on'])
      expect(text).not.toContain(english);
  });

  it('reads as before in English', async () => {
    const { text } = await pdfFacts(await paperlessSlipPdf({ ...slip, appType: 'N' }, business, at));
    for (const words of [
      'Acknowledgement — PAN application (paperless, Aadhaar e-KYC and e-Sign)',
      'Acknowledgement number',
      'Application type',
      'New PAN',
      'e-PAN only (by email)',
      'e-PAN sent to',
      'Application date',
      '18-Nov-2026',
      'Reference',
      'Acknowledged on',
      'Quote the acknowledgement number in every enquiry about this application.',
      'Sai Seva Kendra · 020-24440000 · help@saiseva.example · Generated on 21-Nov-2026 10:32 IST',
    ])
      expect(text).toContain(words);
  });

  it('comes through its download link in the language the link was asked in', async () => {
    const m = await api.shop();
    const { id, encData } = await api.confirmed(m.headers);
    const out = await api.outcome(encData, 'success');
    expect((await api.returnWith(out.encData)).statusCode).toBe(303);
    const download = async (lang: string) => {
      const link = await api.inject('GET', `${M}/${id}/slip`, { ...m.headers, 'accept-language': lang });
      expect(link.statusCode, link.body).toBe(200);
      // The file is fetched without the header, as a browser's download would: the link carries the language.
      const pdf = await api.inject('GET', link.json().tempUrl, m.headers);
      expect(pdf.statusCode).toBe(200);
      return (await pdfFacts(pdf.rawPayload)).text;
    };
    const hindi = await download('hi');
    expect(hindi).toContain('पावती नंबर');
    expect(hindi).not.toContain('Acknowledgement number');
    expect(await download('en')).toContain('Acknowledgement number');
  });
});

describe('the provider’s return that does not verify', () => {
  it('says so in Hindi to a Hindi browser, and in English as before', async () => {
    const post = (lang: string) =>
      api.t.app.inject({
        method: 'POST',
        url: RETURN,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': lang },
        payload: new URLSearchParams({ encData: 'not-base64url!' }).toString(),
      });
    const hindi = await post('hi-IN,hi;q=0.9');
    expect(hindi.statusCode).toBe(400);
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('यह नतीजा जाँचा नहीं जा सका; कुछ नहीं बदला गया।');
    expect(hindi.body).toContain('पेपरलेस आवेदनों पर वापस जाएँ');
    expect(hindi.body).not.toContain('could not be verified');
    const english = await post('en');
    expect(english.body).toContain('<title>Result not verified</title>');
    expect(english.body).toContain('This result could not be verified; nothing was changed.');
    expect(english.body).toContain('Back to the paperless applications');
  });
});
