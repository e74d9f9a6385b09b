import PDFDocument from 'pdfkit';
import type { Readable } from 'node:stream';
import type { ListColumn } from '../table-query';
import type { ExportSource } from './types';
import { cellText, indiaDateTime } from './format';

// A4 landscape in points.
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 28;
const ROW_H = 13;
const HEAD_H = 16;
const FONT_SIZE = 7.5;
const FOOTER_H = 18;
const MAX_FILTER_LINES = 3;

function weight(col: ListColumn): number {
  if (col.weight) return col.weight;
  if (col.type === 'date') return 9;
  if (col.type === 'enum') return 8;
  if (col.type === 'number' || col.type === 'amount') return 9;
  return 14;
}

/** Cuts text to fit a cell, with an ellipsis, so every row is one line and page counts are known. */
function fit(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.widthOfString(text.slice(0, mid) + '…') <= width) lo = mid;
    else hi = mid - 1;
  }
  return text.slice(0, lo) + '…';
}

/**
 * A readable landscape table: title, when it was made, the filters applied, a repeated header row and
 * "Page x of y" on every page. Rows are fixed-height single lines, so the page count is known from the
 * row count before the first row is drawn and nothing has to be buffered to number the pages.
 */
export function pdfStream(src: ExportSource): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: false,
    info: { Title: src.title, Creator: 'PAN services portal' },
  });
  const usable = PAGE.width - 2 * MARGIN;
  const cols: { label: string; field: string | null; col: ListColumn | null; w: number; right: boolean }[] = [
    { label: 'S#', field: null, col: null, w: 0, right: true },
    ...src.columns.map((c) => ({
      label: c.label,
      field: c.field,
      col: c,
      w: 0,
      right: c.type === 'number' || c.type === 'amount',
    })),
  ];
  const weights = [String(src.count).length + 2, ...src.columns.map(weight)];
  const sum = weights.reduce((a, b) => a + b, 0);
  cols.forEach((c, i) => (c.w = (usable * weights[i]) / sum));

  doc.font('Helvetica').fontSize(FONT_SIZE);
  const filterText = src.filters.length ? `Filters: ${src.filters.join('; ')}` : 'Filters: none (all rows)';
  // The heading's height decides how many rows fit on page 1.
  doc.font('Helvetica').fontSize(8);
  const filterLines = Math.min(
    MAX_FILTER_LINES,
    Math.ceil(doc.heightOfString(filterText, { width: usable }) / doc.currentLineHeight(true)),
  );
  const headingH = 20 + 12 + filterLines * doc.currentLineHeight(true) + 8;
  const bottom = PAGE.height - MARGIN - FOOTER_H;
  const firstRows = Math.floor((bottom - (MARGIN + headingH) - HEAD_H) / ROW_H);
  const perPage = Math.floor((bottom - MARGIN - HEAD_H) / ROW_H);
  const pages = src.count <= firstRows ? 1 : 1 + Math.ceil((src.count - firstRows) / perPage);

  let page = 1;
  let y = MARGIN;

  const footer = () => {
    doc.font('Helvetica').fontSize(7).fillColor('#555555');
    doc.text(src.title, MARGIN, PAGE.height - MARGIN - 9, { width: usable / 2, lineBreak: false });
    doc.text(`Page ${page} of ${pages}`, MARGIN + usable / 2, PAGE.height - MARGIN - 9, {
      width: usable / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.fillColor('#000000');
  };
  const header = () => {
    doc.rect(MARGIN, y, usable, HEAD_H).fill('#e8eef5').fillColor('#000000');
    doc.font('Helvetica-Bold').fontSize(FONT_SIZE);
    let x = MARGIN;
    for (const c of cols) {
      doc.text(fit(doc, c.label, c.w - 6), x + 3, y + 5, {
        width: c.w - 6,
        align: c.right ? 'right' : 'left',
        lineBreak: false,
      });
      x += c.w;
    }
    y += HEAD_H;
    doc.font('Helvetica').fontSize(FONT_SIZE);
  };

  (async () => {
    doc.font('Helvetica-Bold').fontSize(14).text(src.title, MARGIN, y, { width: usable, lineBreak: false });
    y += 20;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#444444')
      .text(`Generated ${indiaDateTime(src.generatedAt)} · ${src.count.toLocaleString('en-IN')} rows`, MARGIN, y, {
        width: usable,
        lineBreak: false,
      });
    y += 12;
    doc.text(filterText, MARGIN, y, {
      width: usable,
      height: filterLines * doc.currentLineHeight(true),
      ellipsis: true,
    });
    doc.fillColor('#000000');
    y = MARGIN + headingH;
    header();
    let onPage = 0;
    let capacity = firstRows;
    let n = 0;
    if (src.count === 0) doc.text('No rows match these filters.', MARGIN, y + 6, { width: usable });
    for await (const batch of src.batches) {
      for (const row of batch) {
        if (onPage === capacity) {
          footer();
          doc.addPage();
          page++;
          y = MARGIN;
          header();
          onPage = 0;
          capacity = perPage;
        }
        n++;
        if (n % 2 === 0) doc.rect(MARGIN, y, usable, ROW_H).fill('#f6f8fa').fillColor('#000000');
        let x = MARGIN;
        for (const c of cols) {
          const text = c.col ? cellText(c.col, row[c.field!]) : String(n);
          doc.text(fit(doc, text, c.w - 6), x + 3, y + 3.5, {
            width: c.w - 6,
            align: c.right ? 'right' : 'left',
            lineBreak: false,
          });
          x += c.w;
        }
        y += ROW_H;
        onPage++;
      }
    }
    footer();
    doc.end();
  })().catch((err: unknown) => doc.destroy(err as Error));
  return doc;
}
