import ExcelJS from 'exceljs';
import type { Gstr1SectionKey } from '../../../contract/gstr1';
import { csvCell, rupees, type Cell, type Gstr1, type Gstr1Sheet } from './gstr1';

/** The title of a sheet's summary, as the offline tool's Excel template writes it above the sheet. */
const SUMMARY_TITLES: Record<Gstr1SectionKey, string> = {
  b2b: 'Summary For B2B(4)',
  b2cl: 'Summary For B2CL(5)',
  b2cs: 'Summary For B2CS(7)',
  cdnr: 'Summary For CDNR(9B)',
  cdnur: 'Summary For CDNUR(9B)',
  hsnB2b: 'Summary For HSN(12)',
  hsnB2c: 'Summary For HSN(12)',
  docs: 'Summary of documents issued during the tax period (13)',
};

/**
 * The template's summary under a column: how many different ids (recipients, invoices, notes, HSN codes), or a total.
 * A document's value is written on each of its rate rows, so it is counted once per document.
 */
const SUMMARY_OF: Record<string, { label: string; of: 'distinct' | 'sum' | 'sumPerDocument' }> = {
  'GSTIN/UIN of Recipient': { label: 'No. of Recipients', of: 'distinct' },
  'Invoice Number': { label: 'No. of Invoices', of: 'distinct' },
  'Note Number': { label: 'No. of Notes/Vouchers', of: 'distinct' },
  'Invoice Value': { label: 'Total Invoice Value', of: 'sumPerDocument' },
  'Note Value': { label: 'Total Note Value', of: 'sumPerDocument' },
  HSN: { label: 'No. of HSN', of: 'distinct' },
  'Total Value': { label: 'Total Value', of: 'sum' },
  'Taxable Value': { label: 'Total Taxable Value', of: 'sum' },
  'Integrated Tax Amount': { label: 'Total Integrated Tax', of: 'sum' },
  'Central Tax Amount': { label: 'Total Central Tax', of: 'sum' },
  'State/UT Tax Amount': { label: 'Total State/UT Tax', of: 'sum' },
  'Cess Amount': { label: 'Total Cess', of: 'sum' },
  'Total Number': { label: 'Total Number', of: 'sum' },
  Cancelled: { label: 'Total Cancelled', of: 'sum' },
};

const cellText = (c: Cell) => (typeof c === 'string' ? c : csvCell(c));
const cellNumber = (c: Cell) =>
  typeof c === 'string' ? 0 : 'paise' in c ? c.paise : 'count' in c ? c.count : 'rate' in c ? c.rate : 0;

/** The template's two summary rows of a sheet: the labels, then the figures, each under its column. */
export function gstr1SummaryRows(s: Gstr1Sheet): {
  labels: (string | null)[];
  figures: (number | null)[];
  money: boolean[];
} {
  const documentColumn = s.headers.findIndex((h) => h === 'Invoice Number' || h === 'Note Number');
  const labels: (string | null)[] = [];
  const figures: (number | null)[] = [];
  const money = s.headers.map((_, i) => s.rows.some((r) => typeof r[i] === 'object' && 'paise' in r[i]));
  s.headers.forEach((h, i) => {
    const summary = SUMMARY_OF[h];
    if (!summary) return void (labels.push(null), figures.push(null));
    labels.push(summary.label);
    const cells = s.rows.map((r) => r[i]);
    if (summary.of === 'distinct') return void figures.push(new Set(cells.map(cellText)).size);
    const counted =
      summary.of === 'sumPerDocument' && documentColumn >= 0
        ? [...new Map(s.rows.map((r) => [cellText(r[documentColumn]), r[i]])).values()]
        : cells;
    const total = counted.reduce((sum, c) => sum + cellNumber(c), 0);
    figures.push(money[i] ? rupees(total) : total);
  });
  return { labels, figures, money };
}

/**
 * Every sheet with rows (and always b2b, b2cs, cdnr, the HSN sheets and docs) as one workbook, a sheet each, laid
 * out as the offline tool's Excel template: the summary's title, labels and figures in rows 1–3, the column headers
 * in row 4, the rows from row 5 (the CSVs are the tool's import files: headers and rows only).
 */
export async function gstr1Workbook(g: Gstr1): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'PAN services portal';
  for (const s of g.sheets) {
    if (!s.rows.length && (s.key === 'b2cl' || s.key === 'cdnur')) continue;
    const ws = wb.addWorksheet(s.sheet, { views: [{ state: 'frozen', ySplit: 4 }] });
    const { labels, figures, money } = gstr1SummaryRows(s);
    ws.addRow([SUMMARY_TITLES[s.key]]).font = { bold: true };
    ws.addRow(labels).font = { bold: true };
    const summary = ws.addRow(figures);
    money.forEach((isMoney, i) => {
      if (isMoney && figures[i] !== null) summary.getCell(i + 1).numFmt = '0.00';
    });
    ws.addRow([...s.headers]).font = { bold: true };
    for (const r of s.rows) {
      const row = ws.addRow(
        r.map((c) => {
          if (typeof c === 'string') return c || null;
          if ('paise' in c) return rupees(c.paise);
          if ('rate' in c) return c.rate;
          if ('count' in c) return c.count;
          return new Date(`${c.date}T00:00:00Z`);
        }),
      );
      r.forEach((c, i) => {
        if (typeof c === 'object' && 'paise' in c) row.getCell(i + 1).numFmt = '0.00';
        if (typeof c === 'object' && 'date' in c) row.getCell(i + 1).numFmt = 'dd-mmm-yy';
      });
    }
    s.headers.forEach((h, i) => (ws.getColumn(i + 1).width = Math.max(12, h.length + 2)));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
