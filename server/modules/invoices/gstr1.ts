import { and, asc, desc, gte, inArray, lte } from 'drizzle-orm';
import {
  GSTR1_SHEETS,
  gstr1Amount,
  gstr1Date,
  gstr1PlaceOfSupply,
  gstr1Range,
  type Gstr1Figures,
  type Gstr1Kind,
  type Gstr1SectionKey,
  type Gstr1Summary,
} from '../../../contract/gstr1';
import type { Db } from '../../db/client';
import { invoices, taxLines } from '../../db/schema/invoices';
import { csvField } from '../../lib/export/csv';
import type { InvoiceRow, TaxLineRow } from './service';

/**
 * B2CL: an inter-state invoice to an unregistered buyer above this value is reported invoice by invoice (Table 5)
 * rather than summed into B2CS. ₹1,00,000 since 1 Aug 2024 (Notification 12/2024-CT, was ₹2,50,000); our prices
 * never reach it, but a changed limit is changed here.
 */
export const B2CL_LIMIT_PAISE = 1_00_000_00;

/**
 * The offline tool asks services (SAC 99…) for UQC "NA" with no quantity: a count of PAN applications is not a
 * unit of measure it knows.
 */
const SERVICE_UQC = 'NA';
const SERVICE_QUANTITY = 0;

/** A cell as the tool reads it: text, rupees (paise here), a rate, a count, or a date. */
export type Cell = string | { paise: number } | { rate: number } | { count: number } | { date: string };
type Money = { value: number; taxable: number; cgst: number; sgst: number; igst: number };
export type Gstr1Sheet = {
  key: Gstr1SectionKey;
  sheet: string;
  headers: readonly string[];
  rows: Cell[][];
  figures: Money & { rows: number; documents: number };
};

/** The tool's column headers, exactly as its sheets and CSV templates name them. */
export const GSTR1_HEADERS: Record<Gstr1SectionKey, readonly string[]> = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  // The tool puts "Applicable % of Tax Rate" before "Rate" here, as in every other sheet.
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  hsnB2b: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
  hsnB2c: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
};

const NO_CESS = { paise: 0 };
const zero = (): Money => ({ value: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 });
const n = (v: number | null) => v ?? 0;

function add(into: Money, m: Money, sign = 1) {
  into.value += sign * m.value;
  into.taxable += sign * m.taxable;
  into.cgst += sign * m.cgst;
  into.sgst += sign * m.sgst;
  into.igst += sign * m.igst;
}

/** A line's own supply: its taxable value and tax (a pure agent's government fee is no part of it). */
const lineMoney = (l: TaxLineRow): Money => {
  const tax = n(l.cgstPaise) + n(l.sgstPaise) + n(l.igstPaise);
  return {
    value: n(l.taxablePaise) + tax,
    taxable: n(l.taxablePaise),
    cgst: n(l.cgstPaise),
    sgst: n(l.sgstPaise),
    igst: n(l.igstPaise),
  };
};
const docMoney = (d: InvoiceRow): Money => ({
  value: d.totalPaise,
  taxable: d.taxablePaise,
  cgst: d.cgstPaise,
  sgst: d.sgstPaise,
  igst: d.igstPaise,
});

/** A document's lines by GST rate (the tool's rows are per invoice per rate), lowest rate first. */
function byRate(lines: TaxLineRow[]): { rateBp: number; money: Money }[] {
  const m = new Map<number, Money>();
  for (const l of lines) {
    const r = n(l.rateBp);
    if (!m.has(r)) m.set(r, zero());
    add(m.get(r)!, lineMoney(l));
  }
  return [...m.entries()].sort((a, b) => a[0] - b[0]).map(([rateBp, money]) => ({ rateBp, money }));
}

const rate = (bp: number) => ({ rate: bp / 100 });

/**
 * Every sheet of a return period from the invoices and credit notes dated in it (as issued: the tool's sheets are
 * the documents, not the ledger). B2CS and the HSN sheets are net of the period's credit notes.
 */
export async function gstr1Sheets(db: Db, period: { kind: Gstr1Kind; month: string }) {
  const { from, to } = gstr1Range(period);
  const docs = await db
    .select()
    .from(invoices)
    .where(and(gte(invoices.dated, from), lte(invoices.dated, to)))
    .orderBy(desc(invoices.kind), asc(invoices.fy), asc(invoices.seq)); // invoices first, then credit notes
  const ids = docs.map((d) => d.id);
  const lines = ids.length
    ? await db.select().from(taxLines).where(inArray(taxLines.invoiceId, ids)).orderBy(asc(taxLines.id))
    : [];
  const linesOf = new Map<number, TaxLineRow[]>();
  for (const l of lines) linesOf.set(l.invoiceId!, [...(linesOf.get(l.invoiceId!) ?? []), l]);
  // A credit note's invoice may be of an earlier period: it decides whether the note is B2CL's (cdnur) or B2CS's.
  const origIds = [...new Set(docs.flatMap((d) => (d.refersTo ? [d.refersTo] : [])))];
  const originals = new Map(
    (origIds.length ? await db.select().from(invoices).where(inArray(invoices.id, origIds)) : []).map((o) => [o.id, o]),
  );

  const isB2cl = (d: InvoiceRow) => !d.buyerGstin && !d.intraState && d.totalPaise > B2CL_LIMIT_PAISE;
  const sheets = new Map<Gstr1SectionKey, Gstr1Sheet>(
    GSTR1_SHEETS.map((s) => [
      s.key,
      { ...s, headers: GSTR1_HEADERS[s.key], rows: [], figures: { ...zero(), rows: 0, documents: 0 } },
    ]),
  );
  const sheet = (k: Gstr1SectionKey) => sheets.get(k)!;
  const counted = (k: Gstr1SectionKey, d: InvoiceRow, sign = 1) => {
    add(sheet(k).figures, docMoney(d), sign);
    sheet(k).figures.documents += 1;
  };
  const b2cs = new Map<string, { pos: string; rateBp: number; money: Money }>();
  const hsn = { hsnB2b: new Map<string, { sac: string; rateBp: number; money: Money }>(), hsnB2c: new Map() };

  for (const d of docs) {
    const dl = linesOf.get(d.id) ?? [];
    const pos = gstr1PlaceOfSupply(d.placeOfSupplyCode);
    const credit = d.kind === 'credit_note';
    const sign = credit ? -1 : 1;
    const hsnKey = d.buyerGstin ? 'hsnB2b' : 'hsnB2c';
    for (const l of dl) {
      const key = `${l.sac}|${n(l.rateBp)}`;
      const map = hsn[hsnKey] as Map<string, { sac: string; rateBp: number; money: Money }>;
      if (!map.has(key)) map.set(key, { sac: l.sac ?? '', rateBp: n(l.rateBp), money: zero() });
      add(map.get(key)!.money, lineMoney(l), sign);
      add(sheet(hsnKey).figures, lineMoney(l), sign);
    }
    sheet(hsnKey).figures.documents += 1;

    if (!credit && d.buyerGstin) {
      counted('b2b', d);
      for (const g of byRate(dl))
        sheet('b2b').rows.push([
          d.buyerGstin,
          d.buyerName,
          d.number,
          { date: d.dated },
          { paise: d.totalPaise },
          pos,
          'N',
          '',
          'Regular B2B',
          '',
          rate(g.rateBp),
          { paise: g.money.taxable },
          NO_CESS,
        ]);
    } else if (!credit && isB2cl(d)) {
      counted('b2cl', d);
      for (const g of byRate(dl))
        sheet('b2cl').rows.push([
          d.number,
          { date: d.dated },
          { paise: d.totalPaise },
          pos,
          '',
          rate(g.rateBp),
          { paise: g.money.taxable },
          NO_CESS,
          '',
        ]);
    } else if (credit && d.buyerGstin) {
      counted('cdnr', d);
      for (const g of byRate(dl))
        sheet('cdnr').rows.push([
          d.buyerGstin,
          d.buyerName,
          d.number,
          { date: d.dated },
          'C',
          pos,
          'N',
          'Regular B2B',
          { paise: d.totalPaise },
          '',
          rate(g.rateBp),
          { paise: g.money.taxable },
          NO_CESS,
        ]);
    } else if (credit && d.refersTo && originals.get(d.refersTo) && isB2cl(originals.get(d.refersTo)!)) {
      counted('cdnur', d);
      for (const g of byRate(dl))
        sheet('cdnur').rows.push([
          'B2CL',
          d.number,
          { date: d.dated },
          'C',
          pos,
          { paise: d.totalPaise },
          '',
          rate(g.rateBp),
          { paise: g.money.taxable },
          NO_CESS,
        ]);
    } else {
      // B2CS: unregistered buyers, summed by place of supply and rate, net of their credit notes.
      counted('b2cs', d, sign);
      for (const g of byRate(dl)) {
        const key = `${d.placeOfSupplyCode}|${g.rateBp}`;
        if (!b2cs.has(key)) b2cs.set(key, { pos: d.placeOfSupplyCode, rateBp: g.rateBp, money: zero() });
        add(b2cs.get(key)!.money, g.money, sign);
      }
    }
  }

  for (const g of [...b2cs.values()].sort((a, b) => a.pos.localeCompare(b.pos) || a.rateBp - b.rateBp))
    sheet('b2cs').rows.push([
      'OE',
      gstr1PlaceOfSupply(g.pos),
      '',
      rate(g.rateBp),
      { paise: g.money.taxable },
      NO_CESS,
      '',
    ]);
  for (const k of ['hsnB2b', 'hsnB2c'] as const) {
    const groups = [...(hsn[k] as Map<string, { sac: string; rateBp: number; money: Money }>).values()];
    for (const g of groups.sort((a, b) => a.sac.localeCompare(b.sac) || a.rateBp - b.rateBp))
      sheet(k).rows.push([
        g.sac,
        '',
        SERVICE_UQC,
        { count: SERVICE_QUANTITY },
        { paise: g.money.value },
        rate(g.rateBp),
        { paise: g.money.taxable },
        { paise: g.money.igst },
        { paise: g.money.cgst },
        { paise: g.money.sgst },
        NO_CESS,
      ]);
  }

  // Documents issued: each series (kind and financial year) from its first to its last number in the period.
  const series = new Map<string, InvoiceRow[]>();
  for (const d of docs) series.set(`${d.kind}|${d.fy}`, [...(series.get(`${d.kind}|${d.fy}`) ?? []), d]);
  for (const group of series.values()) {
    const first = group[0];
    const last = group[group.length - 1];
    sheet('docs').rows.push([
      first.kind === 'invoice' ? 'Invoices for outward supply' : 'Credit Note',
      first.number,
      last.number,
      { count: group.length },
      { count: last.seq - first.seq + 1 - group.length },
    ]);
    sheet('docs').figures.documents += group.length;
  }

  for (const s of sheets.values()) s.figures.rows = s.rows.length;
  const net = zero();
  for (const d of docs) add(net, docMoney(d), d.kind === 'credit_note' ? -1 : 1);
  return {
    from,
    to,
    invoices: docs.filter((d) => d.kind === 'invoice').length,
    creditNotes: docs.filter((d) => d.kind === 'credit_note').length,
    sheets: [...sheets.values()],
    net,
  };
}
export type Gstr1 = Awaited<ReturnType<typeof gstr1Sheets>>;

export const rupees = (paise: number) => Math.round(paise) / 100;
const figuresOf = (f: Money & { rows?: number; documents: number }): Omit<Gstr1Figures, 'rows'> => ({
  documents: f.documents,
  value: rupees(f.value),
  taxable: rupees(f.taxable),
  cgst: rupees(f.cgst),
  sgst: rupees(f.sgst),
  igst: rupees(f.igst),
});

export function gstr1Summary(g: Gstr1): Gstr1Summary {
  return {
    from: g.from,
    to: g.to,
    invoices: g.invoices,
    creditNotes: g.creditNotes,
    sections: g.sheets.map((s) => ({ section: s.key, rows: s.figures.rows, ...figuresOf(s.figures) })),
    net: figuresOf({ ...g.net, documents: g.invoices + g.creditNotes }),
  };
}

export function csvCell(c: Cell): string {
  if (typeof c === 'string') return csvField(c);
  if ('paise' in c) return gstr1Amount(c.paise);
  if ('rate' in c) return String(c.rate);
  if ('count' in c) return String(c.count);
  return gstr1Date(c.date);
}

/**
 * One sheet as the tool's CSV import reads it: its header row, then the rows. No byte order mark: the tool would
 * read it as part of the first header's name.
 */
export function gstr1Csv(s: Gstr1Sheet): string {
  return [s.headers.map(csvField).join(','), ...s.rows.map((r) => r.map(csvCell).join(','))]
    .map((l) => `${l}\r\n`)
    .join('');
}
