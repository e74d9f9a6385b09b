import PDFDocument from 'pdfkit';
import type { Readable } from 'node:stream';
import { translate } from '../i18n';
import { drawText, fitText, isPlain, lineHeight, textWidth } from '../pdf-text';
import type { ListColumn } from '../table-query';
import type { ExportSource } from './types';
import { exportText } from './titles';
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

/**
 * A readable landscape table: title, when it was made, the filters applied, a repeated header row and
 * "Page x of y" on every page. Rows are fixed-height single lines, so the page count is known from the
 * row count before the first row is drawn and nothing has to be buffered to number the pages.
 */
export function pdfStream(src: ExportSource): Readable {
  const locale = src.locale ?? 'en';
  const title = exportText(locale, src.title);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: false,
    info: { Title: title, Creator: 'PAN services portal' },
  });
  const usable = PAGE.width - 2 * MARGIN;
  const cols: { label: string; field: string | null; col: ListColumn | null; w: number; right: boolean }[] = [
    { label: translate(locale, 'printouts.export.serial'), field: null, col: null, w: 0, right: true },
    ...src.columns.map((c) => ({
      label: exportText(locale, c.label),
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
  const filterText = src.filters.length
    ? translate(locale, 'printouts.export.filters', { filters: src.filters.join('; ') })
    : translate(locale, 'printouts.export.noFilters');
  // The heading's height decides how many rows fit on page 1.
  doc.font('Helvetica').fontSize(8);
  // Another script's face is taller and wider than Helvetica: measured in its own faces.
  const lineH = lineHeight(doc, filterText, 8);
  const filterLines = Math.min(
    MAX_FILTER_LINES,
    isPlain(filterText)
      ? Math.ceil(doc.heightOfString(filterText, { width: usable }) / lineH)
      : Math.ceil((textWidth(doc, filterText, 8) * 1.15) / usable),
  );
  const headingH = 20 + 12 + filterLines * lineH + 8;
  const bottom = PAGE.height - MARGIN - FOOTER_H;
  const firstRows = Math.floor((bottom - (MARGIN + headingH) - HEAD_H) / ROW_H);
  const perPage = Math.floor((bottom - MARGIN - HEAD_H) / ROW_H);
  const pages = src.count <= firstRows ? 1 : 1 + Math.ceil((src.count - firstRows) / perPage);

  let page = 1;
  let y = MARGIN;

  const footer = () => {
    doc.font('Helvetica').fontSize(7).fillColor('#555555');
    drawText(doc, title, MARGIN, PAGE.height - MARGIN - 9, { size: 7, width: usable / 2, lineBreak: false });
    drawText(
      doc,
      translate(locale, 'printouts.export.page', { page, pages }),
      MARGIN + usable / 2,
      PAGE.height - MARGIN - 9,
      {
        size: 7,
        width: usable / 2,
        align: 'right',
        lineBreak: false,
      },
    );
    doc.fillColor('#000000');
  };
  const header = () => {
    doc.rect(MARGIN, y, usable, HEAD_H).fill('#e8eef5').fillColor('#000000');
    doc.font('Helvetica-Bold').fontSize(FONT_SIZE);
    let x = MARGIN;
    for (const c of cols) {
      drawText(doc, fitText(doc, c.label, c.w - 6, FONT_SIZE, 'bold'), x + 3, y + 5, {
        size: FONT_SIZE,
        weight: 'bold',
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
    drawText(doc, title, MARGIN, y, { size: 14, weight: 'bold', width: usable, lineBreak: false });
    y += 20;
    doc.fillColor('#444444');
    const generated = translate(locale, 'printouts.export.generated', {
      at: indiaDateTime(src.generatedAt, locale),
      rows: src.count.toLocaleString('en-IN'),
    });
    drawText(doc, generated, MARGIN, y, { size: 8, width: usable, lineBreak: false });
    y += 12;
    drawText(doc, filterText, MARGIN, y, { size: 8, width: usable, height: headingH - 20 - 12 - 8 });
    doc.fillColor('#000000');
    y = MARGIN + headingH;
    header();
    let onPage = 0;
    let capacity = firstRows;
    let n = 0;
    if (src.count === 0)
      drawText(doc, translate(locale, 'printouts.export.noRows'), MARGIN, y + 6, { size: FONT_SIZE, width: usable });
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
          const text = c.col ? cellText(c.col, row[c.field!], locale) : String(n);
          drawText(doc, fitText(doc, text, c.w - 6, FONT_SIZE), x + 3, y + 3.5, {
            size: FONT_SIZE,
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
