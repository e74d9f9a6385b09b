import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A one-page A4 PDF with a heading and a few lines, as a scanned-and-saved proof arrives. */
export async function onePagePdf(title: string, lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText(title, { x: 50, y: 780, size: 18, font });
  lines.forEach((l, i) => page.drawText(l, { x: 50, y: 740 - i * 22, size: 11, font }));
  return Buffer.from(await doc.save());
}
