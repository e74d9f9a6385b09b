import ExcelJS from 'exceljs';
import {
  BACKLOG_COLUMNS,
  BACKLOG_IMPORT_COLUMNS,
  BACKLOG_IMPORT_MAX_ROWS,
  BACKLOG_STATUSES,
  PAN_TYPES,
  type BacklogStatus,
  type PanType,
} from '../../../contract/lists/backlog';
import { MOBILE_RE, isValidAadhaar } from '../../../contract/india';
import { DEFAULT_LOCALE, type Locale, type MessageId } from '../../../contract/i18n';
import { contractText, translate, type Values } from '../../lib/i18n';

/**
 * Reading and checking a backlog import file (CSV or Excel). Pure apart from parsing: the service
 * supplies which merchant codes and ack numbers exist, and stores the rows only if nothing is wrong.
 */

export type ImportProblem = { row: number; field: string; message: string };
export type ImportRecord = {
  transid: string;
  dated: string;
  aknNo: string;
  panType: PanType;
  name: string;
  cardname: string;
  /** The full number, to be sealed by the service; '' when the file gives none or only its mask. */
  aadhaar: string;
  /** Its last four digits, also when only a mask was given. */
  aadhaarLast4: string;
  contactno: string;
  email: string;
  memno: string;
  status: BacklogStatus;
};
type Field = (typeof BACKLOG_IMPORT_COLUMNS)[number]['field'];
/** A sheet as rows of cells; row numbers are the file's own (header = 1), so a report points at the right line. */
export type Sheet = { row: number; cells: unknown[] }[];

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

// Header names accepted for each field: the field itself, the list's label and a few legacy spellings.
const HEADER_ALIASES = new Map<string, Field>();
for (const c of BACKLOG_IMPORT_COLUMNS) {
  HEADER_ALIASES.set(norm(c.field), c.field);
  HEADER_ALIASES.set(norm(c.label), c.field);
}
for (const c of BACKLOG_COLUMNS)
  if (HEADER_ALIASES.has(norm(c.field))) HEADER_ALIASES.set(norm(c.label), c.field as Field);
for (const [alias, field] of [
  ['tokenno', 'transid'],
  ['tokennumber', 'transid'],
  ['date', 'dated'],
  ['ackno', 'akn_no'],
  ['acknowledgementno', 'akn_no'],
  ['acknowledgementnumber', 'akn_no'],
  ['aknno', 'akn_no'],
  ['pantype', 'pan_type'],
  ['nameoncard', 'cardname'],
  ['aadhaar', 'aadhaar_No'],
  ['aadhaarno', 'aadhaar_No'],
  ['aadhar', 'aadhaar_No'],
  ['aadharno', 'aadhaar_No'],
  ['mobile', 'contactno'],
  ['mobileno', 'contactno'],
  ['contactno', 'contactno'],
  ['emailid', 'email'],
  ['merchantno', 'memno'],
  ['merchantcode', 'memno'],
  ['memno', 'memno'],
] as const)
  HEADER_ALIASES.set(alias, field);

export function isXlsx(data: Buffer): boolean {
  return data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
}

/** RFC 4180, tolerant of a BOM, CRLF or LF, and of ; or tab as the separator (spreadsheets in other locales). */
export function parseCsv(text: string): Sheet {
  const src = text.replace(/^\uFEFF/, '');
  const firstLine = src.slice(0, src.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  const sep = counts.reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  const rows: Sheet = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) rows.push({ row: rowStart, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === sep) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      endRow();
      line++;
      rowStart = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length) endRow();
  return rows;
}

export function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    // Older Excel saves "CSV" in the Windows code page.
    return new TextDecoder('windows-1252').decode(data);
  }
}

function plainCell(v: ExcelJS.CellValue): unknown {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v;
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('result' in v) return plainCell(v.result as ExcelJS.CellValue);
    if ('text' in v) return String(v.text);
    if ('error' in v) return '';
  }
  return v;
}

/** The first worksheet as rows of plain values (dates as Date, numbers as number). */
export async function readXlsx(data: Buffer): Promise<Sheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const rows: Sheet = [];
  if (!ws) return rows;
  ws.eachRow({ includeEmpty: false }, (r, n) => {
    const values = Array.isArray(r.values) ? r.values.slice(1) : [];
    const cells = Array.from({ length: values.length }, (_, i) => plainCell(values[i] as ExcelJS.CellValue));
    if (cells.some((c) => String(c ?? '').trim() !== '')) rows.push({ row: n, cells });
  });
  return rows;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

function validDay(y: number, m: number, d: number): string | null {
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== m - 1 || dt.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** A date as Indian offices write it (day first) or ISO, or an Excel date cell → YYYY-MM-DD. */
export function parseDay(v: unknown): string | null {
  // A date typed into a "General" Excel cell arrives as its serial day number (days since 30-Dec-1899).
  if (typeof v === 'number' && v > 20_000 && v < 80_000 && Number.isInteger(v))
    v = new Date(Date.UTC(1899, 11, 30) + v * 86_400_000);
  if (v instanceof Date)
    return Number.isNaN(v.getTime()) ? null : validDay(v.getUTCFullYear(), v.getUTCMonth() + 1, v.getUTCDate());
  const s = String(v ?? '').trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(s);
  if (m) return validDay(+m[1], +m[2], +m[3]);
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(s);
  if (m) return validDay(+m[3], +m[2], +m[1]);
  m = /^(\d{1,2})[- ]([A-Za-z]{3})[a-z]*[- ,]+(\d{4})$/.exec(s);
  if (m && MONTHS.includes(m[2].toLowerCase())) return validDay(+m[3], MONTHS.indexOf(m[2].toLowerCase()) + 1, +m[1]);
  return null;
}

function text(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isInteger(v) ? v.toFixed(0) : String(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).trim();
}

function choose<T extends string>(
  v: string,
  options: readonly { value: T; label: string }[],
  extra: Record<string, T> = {},
): T | null {
  const n = norm(v);
  const hit = options.find((o) => norm(o.value) === n || norm(o.label) === n);
  return hit ? hit.value : (extra[n] ?? null);
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TOKEN_RE = /^[A-Za-z0-9/_-]{1,30}$/;
const MASKED_AADHAAR_RE = /^[Xx*]{8}(\d{4})$/;
export const EARLIEST_DAY = '2000-01-01';

export type ImportCheck = { records: ImportRecord[]; problems: ImportProblem[] };

/**
 * Maps the header, then checks every row. Returns the records only when there is no problem at all;
 * `knownMerchants` and `existingAcks` come from the database.
 */
export function checkSheet(
  sheet: Sheet,
  ctx: { knownMerchants: Set<string>; existingAcks: Set<string>; today: string; locale?: Locale },
): ImportCheck {
  const problems: ImportProblem[] = [];
  // Each problem in the reader's language (issue 26); its row and column stay values.
  const say = (id: MessageId, values?: Values) => translate(ctx.locale ?? DEFAULT_LOCALE, id, values);
  const [head, ...body] = sheet;
  if (!head)
    return {
      records: [],
      problems: [{ row: 1, field: 'file', message: say('outcomes.import.noRows') }],
    };

  const at = new Map<Field, number>();
  head.cells.forEach((h, i) => {
    const name = text(h);
    if (!name) return;
    const field = HEADER_ALIASES.get(norm(name));
    if (!field) problems.push({ row: head.row, field: name, message: say('outcomes.import.unknownColumn', { name }) });
    else if (at.has(field))
      problems.push({ row: head.row, field, message: say('outcomes.import.columnTwice', { name }) });
    else at.set(field, i);
  });
  for (const c of BACKLOG_IMPORT_COLUMNS) {
    if (c.required && !at.has(c.field))
      problems.push({
        row: head.row,
        field: c.field,
        message: say('outcomes.import.columnMissingField', {
          label: contractText(ctx.locale ?? DEFAULT_LOCALE, c.label),
          field: c.field,
        }),
      });
  }
  if (problems.length) return { records: [], problems };
  if (body.length === 0)
    return {
      records: [],
      problems: [{ row: head.row + 1, field: 'file', message: say('outcomes.import.noRecords') }],
    };
  if (body.length > BACKLOG_IMPORT_MAX_ROWS) {
    return {
      records: [],
      problems: [
        {
          row: body[BACKLOG_IMPORT_MAX_ROWS].row,
          field: 'file',
          message: say('outcomes.import.tooManyRecords', { max: BACKLOG_IMPORT_MAX_ROWS.toLocaleString('en-IN') }),
        },
      ],
    };
  }

  const seenAck = new Map<string, number>();
  const records: ImportRecord[] = [];
  for (const { row, cells } of body) {
    const raw = (f: Field) => (at.has(f) ? cells[at.get(f)!] : undefined);
    const get = (f: Field) => text(raw(f));
    const bad = (field: string, id: MessageId, values?: Values) =>
      problems.push({ row, field, message: say(id, values) });

    const transid = get('transid');
    if (!transid) bad('transid', 'outcomes.import.tokenRequired');
    else if (!TOKEN_RE.test(transid)) bad('transid', 'outcomes.import.tokenFormat');

    const dRaw = raw('dated');
    const dated =
      dRaw instanceof Date || typeof dRaw === 'number' ? parseDay(dRaw) : get('dated') ? parseDay(get('dated')) : null;
    if (!(dRaw instanceof Date) && !get('dated')) bad('dated', 'outcomes.import.dateRequired');
    else if (!dated) bad('dated', 'outcomes.import.notADate', { value: get('dated') });
    else if (dated > ctx.today) bad('dated', 'outcomes.import.dateFuture');
    else if (dated < EARLIEST_DAY) bad('dated', 'outcomes.import.dateBefore2000');

    const akn = get('akn_no').replace(/\s/g, '');
    if (!akn) bad('akn_no', 'outcomes.import.ackRequired');
    else if (!/^\d{15}$/.test(akn)) bad('akn_no', 'outcomes.import.ackDigits', { value: akn });
    else if (seenAck.has(akn)) bad('akn_no', 'outcomes.import.ackAlsoOnRow', { ack: akn, row: seenAck.get(akn) });
    else if (ctx.existingAcks.has(akn)) bad('akn_no', 'outcomes.import.ackImported', { ack: akn });
    if (/^\d{15}$/.test(akn) && !seenAck.has(akn)) seenAck.set(akn, row);

    const panType = choose(get('pan_type'), PAN_TYPES, {
      new: 'N',
      change: 'C',
      correction: 'C',
      '49a': 'N',
      csf: 'C',
    });
    if (!get('pan_type')) bad('pan_type', 'outcomes.import.panTypeRequired');
    else if (!panType) bad('pan_type', 'outcomes.import.panTypeValue', { value: get('pan_type') });

    const name = get('name').replace(/\s+/g, ' ');
    if (!name) bad('name', 'outcomes.import.nameRequired');
    else if (name.length > 100) bad('name', 'outcomes.import.nameLong');
    const cardname = get('cardname').replace(/\s+/g, ' ') || name;
    if (cardname.length > 100) bad('cardname', 'outcomes.import.cardNameLong');

    let aadhaar = get('aadhaar_No').replace(/[\s-]/g, '');
    let aadhaarLast4 = aadhaar.slice(-4);
    const masked = MASKED_AADHAAR_RE.exec(aadhaar);
    // An exported file carries masked Aadhaar numbers; re-importing one keeps its last four, never invents digits.
    if (masked) [aadhaar, aadhaarLast4] = ['', masked[1]];
    else if (aadhaar && !isValidAadhaar(aadhaar)) bad('aadhaar_No', 'outcomes.import.aadhaar');

    let mobile = get('contactno').replace(/[\s-]/g, '');
    mobile = mobile.replace(/^(\+91|91(?=\d{10}$)|0(?=\d{10}$))/, '');
    if (mobile && !MOBILE_RE.test(mobile)) bad('contactno', 'outcomes.import.mobile');

    const email = get('email').toLowerCase();
    if (email && (!EMAIL_RE.test(email) || email.length > 120)) bad('email', 'outcomes.import.email', { value: email });

    const memno = get('memno').toUpperCase();
    if (!memno) bad('memno', 'outcomes.import.memnoRequired');
    else if (!ctx.knownMerchants.has(memno)) bad('memno', 'outcomes.import.memnoUnknown', { code: memno });

    const status = choose(get('status'), BACKLOG_STATUSES, { success: 'A', pending: 'P', failed: 'F', failure: 'F' });
    if (!get('status')) bad('status', 'outcomes.import.statusRequired');
    else if (!status) bad('status', 'outcomes.import.statusValue', { value: get('status') });

    if (!problems.length) {
      records.push({
        transid,
        dated: dated!,
        aknNo: akn,
        panType: panType!,
        name,
        cardname,
        aadhaar,
        aadhaarLast4,
        contactno: mobile,
        email,
        memno,
        status: status!,
      });
    }
  }
  return { records: problems.length ? [] : records, problems };
}

/** Values of a column across the sheet, for the lookups checkSheet needs. */
export function columnValues(sheet: Sheet, field: Field, transform: (s: string) => string): string[] {
  const [head, ...body] = sheet;
  if (!head) return [];
  const i = head.cells.findIndex((h) => HEADER_ALIASES.get(norm(text(h))) === field);
  if (i < 0) return [];
  return [...new Set(body.map((r) => transform(text(r.cells[i]))).filter(Boolean))];
}
