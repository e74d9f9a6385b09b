import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CROP_SPECS } from '../../../contract/nsdl-pan';
import { panAckSlipPdf, type PanSlipRecord } from './ack-slip';
import { textOf } from '../../test/nsdl-pan-pdf';
import { pdfFacts } from '../../test/pdf-unicode';

const business = { businessName: 'Sai Seva Kendra', contactNo: '020-24440000', emailId: 'help@saiseva.example' };
const record: PanSlipRecord = {
  ackNo: '881030200123456',
  tokenNo: 'NP2600000123',
  name: 'Rahul Vinay Deshpande',
  category: 'individual',
  appType: 'N',
  dated: '2026-11-18',
  acknowledgedAt: new Date('2026-11-20T06:15:00Z'),
  merchantCode: 'M1001',
  merchantName: 'Pune Digital Seva',
  mobile: '9876543210',
  photo: null,
  signature: null,
};

describe('panAckSlipPdf', () => {
  it('is one A4 page with the acknowledgement number, its barcode and the application details', async () => {
    const photo = await sharp({
      create: { width: CROP_SPECS.photo.width, height: CROP_SPECS.photo.height, channels: 3, background: '#c08040' },
    })
      .jpeg()
      .toBuffer();
    const signature = await sharp({
      create: {
        width: CROP_SPECS.signature.width,
        height: CROP_SPECS.signature.height,
        channels: 3,
        background: '#ffffff',
      },
    })
      .jpeg()
      .toBuffer();
    const pdf = await panAckSlipPdf({ ...record, photo, signature }, business, new Date('2026-11-21T05:02:00Z'));
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    const text = textOf(pdf);
    expect(text).toContain('881030200123456'); // under the barcode
    expect(text).toContain('881 0302 0012 3456'); // large type
    expect(text).toContain('Sai Seva Kendra');
    expect(text).toContain('Individual');
    expect(text).toContain('New PAN (Form 49A)');
    expect(text).toContain('18-Nov-2026');
    expect(text).toContain('NP2600000123');
    expect(text).toContain('M1001');
    expect(text).toContain('Pune Digital Seva');
    expect(text).toContain('Generated on 21-Nov-2026 10:32 IST');
    expect((pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length).toBe(2);
  });

  it('leaves labelled empty boxes when there is no photo or signature, and names a change request', async () => {
    const pdf = await panAckSlipPdf(
      { ...record, appType: 'C', category: 'company', name: 'Sahyadri Agro Products Private Limited' },
      business,
    );
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    const text = textOf(pdf);
    expect(text).toContain('Photograph not cropped yet');
    expect(text).toContain('Signature not cropped yet');
    expect(text).toContain('Change / correction (CSF)');
    expect(text).toContain('Company');
    expect(pdf.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });
});

describe('panAckSlipPdf in Hindi', () => {
  it('labels every line in Hindi in the Noto face, keeps the numbers, and draws a Devanagari name', async () => {
    const pdf = await panAckSlipPdf(
      { ...record, name: 'राहुल विनय देशपांडे' },
      business,
      new Date('2026-11-21T05:02:00Z'),
      'hi',
    );
    const { text, fonts } = await pdfFacts(pdf);
    expect(fonts.some((f) => f.endsWith('+NotoSansDevanagari-Bold'))).toBe(true);
    for (const words of [
      'पावती — पैन आवेदन',
      'पावती नंबर',
      'आवेदक',
      'श्रेणी',
      'आवेदन का प्रकार',
      'नया पैन (',
      'टोकन नंबर',
      'मोबाइल',
      'हस्ताक्षर अभी क्रॉप नहीं हुए',
      'इस आवेदन के बारे में पूछताछ करते समय हमेशा पावती नंबर बताएँ।',
      '18-नव॰-2026',
      '881 0302 0012 3456',
      'NP2600000123',
      'M1001 — Pune Digital Seva',
    ])
      expect(text).toContain(words);
    expect(text).toContain('राहुल');
    // A reader copies a reph or an i-matra in the glyphs' order: 'फ़ॉर्म' reads back as 'फ़ॉम' + the reph.
    expect(text).toContain('49A)');
    expect(text).not.toContain('Acknowledgement number');
    expect(text).not.toContain('Application type');
  });
});
