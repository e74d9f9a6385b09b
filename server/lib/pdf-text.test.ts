import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfFacts } from '../test/pdf-unicode';
import { drawText, fitText, splitRuns, textWidth } from './pdf-text';

const DEVA = 'NotoSansDevanagari-devanagari-400';

/** The document's bytes once it ends. */
function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
}

describe('splitRuns', () => {
  it('gives Devanagari and ₹ the Noto face, Latin, digits and punctuation Helvetica; spaces join the run they follow', () => {
    expect(splitRuns('पावती — आवेदन क्रमांक: 881012345678901, ₹107.00/-')).toEqual([
      { text: 'पावती ', font: DEVA },
      { text: '— ', font: 'Helvetica' },
      { text: 'आवेदन क्रमांक', font: DEVA },
      { text: ': 881012345678901, ', font: 'Helvetica' },
      { text: '₹', font: DEVA },
      { text: '107.00/-', font: 'Helvetica' },
    ]);
  });

  it('keeps an English line whole in Helvetica, bold in Helvetica-Bold, and gives Helvetica-less Latin to Noto', () => {
    expect(splitRuns('Acknowledgement — PAN application (physical)')).toEqual([
      { text: 'Acknowledgement — PAN application (physical)', font: 'Helvetica' },
    ]);
    expect(splitRuns('श्री Rahul', 'bold')).toEqual([
      { text: 'श्री ', font: 'NotoSansDevanagari-devanagari-700' },
      { text: 'Rahul', font: 'Helvetica-Bold' },
    ]);
    // ā (Latin Extended-A) is not in Windows-1252: the Noto Latin Extended face has it.
    expect(splitRuns('Ramā')).toEqual([
      { text: 'Ram', font: 'Helvetica' },
      { text: 'ā', font: 'NotoSansDevanagari-latin-ext-400' },
    ]);
  });
});

describe('drawText', () => {
  it('draws mixed Hindi and English with the Noto face embedded, readable back as the same words', async () => {
    const doc = new PDFDocument({ size: 'A4', margin: 48 });
    const done = collect(doc);
    drawText(doc, 'पावती — आवेदन क्रमांक: 881012345678901, ₹107.00/-, श्री', 48, 60, { size: 12 });
    drawText(doc, 'मोबाइल नंबर', 48, 90, { size: 12, weight: 'bold', align: 'center', width: 400 });
    doc.end();
    const { text, fonts } = await pdfFacts(await done);
    expect(text).toContain('पावती — आवेदन क्रमांक: 881012345678901, ₹107.00/-, श्री');
    expect(text).toContain('मोबाइल नंबर');
    expect(fonts.some((f) => f.endsWith('+NotoSansDevanagari-Regular'))).toBe(true);
    expect(fonts.some((f) => f.endsWith('+NotoSansDevanagari-Bold'))).toBe(true);
  });

  it('measures and cuts Devanagari in its own face, never splitting a letter from its vowel sign', () => {
    const doc = new PDFDocument({ size: 'A4' });
    const w = textWidth(doc, 'क्षत्रिय', 10);
    expect(w).toBeGreaterThan(20);
    const cut = fitText(doc, 'क्षत्रिय क्षत्रिय क्षत्रिय', w, 10);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(doc, cut, 10)).toBeLessThanOrEqual(w);
    expect(cut).not.toMatch(/^[\u093e-\u094d]|[\u0915-\u0939]\u094d…$/u);
  });
});
