import { Readable } from 'node:stream';
import type { ExportSource } from './types';
import { cellText } from './format';
import { exportText } from './titles';

// A spreadsheet runs a cell starting with one of these as a formula; a leading apostrophe keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string): string {
  const v = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/**
 * RFC 4180 CSV with a UTF-8 byte order mark (so Excel reads names in any script correctly) and the
 * visible columns' labels as the header. Cells read as on screen, like the other formats.
 */
export function csvStream(src: ExportSource): Readable {
  const locale = src.locale ?? 'en';
  async function* lines() {
    yield '\uFEFF' + src.columns.map((c) => csvField(exportText(locale, c.label))).join(',') + '\r\n';
    for await (const batch of src.batches) {
      let chunk = '';
      for (const row of batch)
        chunk += src.columns.map((c) => csvField(cellText(c, row[c.field], locale))).join(',') + '\r\n';
      yield chunk;
    }
  }
  return Readable.from(lines());
}
