import PDFDocument from 'pdfkit';
/**
 * Pieces the PAN form, the slip and the printable site forms share: the output buffer, the photo and
 * signature boxes at true size, the A4 page and its footer.
 */

export const CM = 72 / 2.54;
/** Photo 3.5 cm high × 2.5 cm wide, signature 2 cm high × 4.5 cm wide, as on the printed forms. */
export const PHOTO_BOX = { width: 2.5 * CM, height: 3.5 * CM };
export const SIGNATURE_BOX = { width: 4.5 * CM, height: 2 * CM };

/** The document's bytes once it is ended; call right after creating it so no chunk is missed. */
export function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * A framed box with the image fitted inside, or the caption when there is none. A stored image that
 * cannot be drawn leaves the box empty with a note rather than failing the whole document.
 */
export function imageBox(
  doc: PDFKit.PDFDocument,
  image: Buffer | null | undefined,
  x: number,
  y: number,
  width: number,
  height: number,
  caption: string,
): void {
  doc.save().lineWidth(0.7).rect(x, y, width, height).stroke('#000000').restore();
  let drawn = false;
  if (image) {
    try {
      doc.image(image, x + 1, y + 1, { fit: [width - 2, height - 2], align: 'center', valign: 'center' });
      drawn = true;
    } catch {
      caption = 'The stored image could not be read';
    }
  }
  if (!drawn) {
    doc
      .font('Helvetica')
      .fontSize(6.5)
      .fillColor('#555555')
      .text(caption, x + 4, y + height / 2 - 10, { width: width - 8, align: 'center' });
    doc.fillColor('#000000');
  }
}

// ----- the printable site forms' pages (site-forms.ts) -------------------------------------------

/** Whose forms they are: the business name goes in every footer and the PDF's creator. */
export type Business = { businessName: string };

/**
 * An A4 acknowledgement slip begun (the physical and the paperless slips): titled by its number, with its bytes'
 * collector and the printable band between the margins.
 */
export function openAckSlip(ackNo: string, business: Business) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `Acknowledgement ${ackNo}`, Creator: business.businessName },
  });
  const left = 48;
  const width = doc.page.width - 96;
  return { doc, done: collect(doc), left, width };
}
export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 56;

/** The business and the form's title in small print below the bottom margin. */
export function footer(doc: PDFKit.PDFDocument, business: Business, title: string) {
  // Below the bottom margin: without this pdfkit would start a new page for the line.
  doc.page.margins.bottom = 0;
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#777777')
    .text(`${business.businessName} · ${title}`, MARGIN, A4.height - 36, {
      width: A4.width - 2 * MARGIN,
      align: 'center',
      lineBreak: false,
    });
  doc.fillColor('#000000');
}
