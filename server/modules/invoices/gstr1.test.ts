import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { documentNumber, splitTax } from '../../../contract/invoices';
import type { Gstr1Summary } from '../../../contract/gstr1';
import { invoices, taxLines } from '../../db/schema';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { GSTR1_HEADERS } from './gstr1';

const B = '/api/backend/invoices/gstr1';
const AGENCY = '27AAPFU0939F1ZV'; // Maharashtra
const MH_BUYER = '27AABCU9603R1ZM';
const UP_BUYER = '09AAPFU0939F1ZT';
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let staff: Awaited<ReturnType<typeof signedIn>>;
let shops: Awaited<ReturnType<typeof signedIn>>[];
let entry = 0;

type Line = { sac?: string; rateBp?: number; amount: number; gov: number; quantity?: number };
type Doc = {
  kind?: 'invoice' | 'credit_note';
  seq: number;
  dated: string;
  shop: number;
  gstin?: string;
  pos: string;
  refersTo?: number;
  lines: Line[];
};

/** An invoice or credit note as the issuer writes it: lines split as issued, the document their sum. */
async function doc(d: Doc): Promise<number> {
  const kind = d.kind ?? 'invoice';
  const intraState = d.pos === '27';
  const lines = d.lines.map((l) => ({
    ...l,
    sac: l.sac ?? '998599',
    rateBp: l.rateBp ?? 1800,
    ...splitTax(l.amount, l.gov, (l.rateBp ?? 1800) / 100, intraState),
  }));
  const sum = (f: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + f(l), 0);
  const m = shops[d.shop];
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      kind,
      number: documentNumber(kind, '26-27', d.seq),
      fy: '26-27',
      seq: d.seq,
      dated: d.dated,
      month: d.dated.slice(0, 7),
      refersTo: d.refersTo ?? null,
      merchantId: m.id,
      supplierGstin: AGENCY,
      supplierName: 'Seva Kendra Services Pvt Ltd',
      supplierAddress: 'Pune',
      supplierStateCode: '27',
      buyerName: `Shop ${d.shop}`,
      buyerCode: m.code,
      buyerAddress: '',
      buyerGstin: d.gstin ?? '',
      placeOfSupplyCode: d.pos,
      intraState,
      passThroughPaise: sum((l) => l.passThroughPaise),
      taxablePaise: sum((l) => l.taxablePaise),
      cgstPaise: sum((l) => l.cgstPaise),
      sgstPaise: sum((l) => l.sgstPaise),
      igstPaise: sum((l) => l.igstPaise),
      totalPaise: sum((l) => l.amount),
    })
    .returning({ id: invoices.id });
  for (const l of lines)
    await t.database.db.insert(taxLines).values({
      merchantId: m.id,
      kind: kind === 'invoice' ? 'charge' : 'refund',
      refType: 'nsdl-pan',
      requestId: ++entry,
      reference: `R${entry}`,
      serviceCode: 'NSDL_PHYSICAL_NEW',
      quantity: l.quantity ?? 1,
      amountPaise: l.amount,
      govFeePaise: l.gov,
      ledgerEntryId: 1_000_000 + entry,
      invoiceId: row.id,
      sac: l.sac,
      rateBp: l.rateBp,
      passThroughPaise: l.passThroughPaise,
      taxablePaise: l.taxablePaise,
      cgstPaise: l.cgstPaise,
      sgstPaise: l.sgstPaise,
      igstPaise: l.igstPaise,
    });
  return row.id;
}

const PAN = { amount: 25_000, gov: 10_700 }; // ₹250, of which ₹107 is NSDL's fee
const AUG = '2026-08-31';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  staff = await signedIn(t, 'staff');
  shops = [];
  for (let i = 0; i < 5; i++) shops.push(await signedIn(t, 'merchant'));
  await doc({ seq: 1, dated: '2026-07-31', shop: 2, pos: '27', lines: [PAN] }); // another period
  const b2bIntra = await doc({ seq: 2, dated: AUG, shop: 0, gstin: MH_BUYER, pos: '27', lines: [PAN] });
  await doc({
    seq: 3,
    dated: AUG,
    shop: 1,
    gstin: UP_BUYER,
    pos: '09',
    lines: [PAN, { sac: '998232', rateBp: 1200, amount: 50_000, gov: 0 }],
  });
  const b2cHome = await doc({
    seq: 4,
    dated: AUG,
    shop: 2,
    pos: '27',
    lines: [{ amount: 50_000, gov: 21_400, quantity: 2 }],
  });
  await doc({ seq: 5, dated: AUG, shop: 3, pos: '10', lines: [PAN] }); // B2C Bihar
  await doc({ seq: 6, dated: AUG, shop: 4, pos: '27', lines: [PAN] }); // B2C Maharashtra, another shop
  // Inter-state, unregistered and above ₹1,00,000: B2CL.
  await doc({ seq: 7, dated: AUG, shop: 4, pos: '24', lines: [{ amount: 1_20_000_00, gov: 0 }] });
  await doc({
    kind: 'credit_note',
    seq: 1,
    dated: AUG,
    shop: 0,
    gstin: MH_BUYER,
    pos: '27',
    refersTo: b2bIntra,
    lines: [PAN],
  });
  await doc({ kind: 'credit_note', seq: 2, dated: AUG, shop: 2, pos: '27', refersTo: b2cHome, lines: [PAN] });
  await doc({ seq: 8, dated: '2026-09-01', shop: 2, pos: '10', lines: [PAN] }); // another period
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const csv = async (file: string, month = '2026-08') => {
  const r = await get(`${B}/export?kind=month&month=${month}&file=${file}`, admin.headers);
  expect(r.statusCode, r.body).toBe(200);
  expect(r.headers['content-type']).toContain('text/csv');
  return r.body.split('\r\n').filter(Boolean);
};

describe('GSTR-1 export', () => {
  it("writes each section in the offline tool's columns, net of the period's credit notes", async () => {
    expect(await csv('b2b')).toEqual([
      GSTR1_HEADERS.b2b.join(','),
      `${MH_BUYER},Shop 0,INV/26-27/00002,31-Aug-26,250.00,27-Maharashtra,N,,Regular B2B,,18,121.19,0.00`,
      `${UP_BUYER},Shop 1,INV/26-27/00003,31-Aug-26,750.00,09-Uttar Pradesh,N,,Regular B2B,,12,446.43,0.00`,
      `${UP_BUYER},Shop 1,INV/26-27/00003,31-Aug-26,750.00,09-Uttar Pradesh,N,,Regular B2B,,18,121.19,0.00`,
    ]);
    expect((await csv('b2b'))[0]).toBe(
      'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,' +
        'Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
    );
    // Maharashtra: ₹500 (fee ₹214) + ₹250 less the ₹250 credit note; Bihar: ₹250.
    expect(await csv('b2cs')).toEqual([
      'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
      'OE,10-Bihar,,18,121.19,0.00,',
      'OE,27-Maharashtra,,18,242.37,0.00,',
    ]);
    expect(await csv('b2cl')).toEqual([
      'Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,' +
        'Taxable Value,Cess Amount,E-Commerce GSTIN',
      'INV/26-27/00007,31-Aug-26,120000.00,24-Gujarat,,18,101694.92,0.00,',
    ]);
    expect(await csv('cdnr')).toEqual([
      'GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,' +
        'Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount',
      `${MH_BUYER},Shop 0,CN/26-27/00001,31-Aug-26,C,27-Maharashtra,N,Regular B2B,250.00,,18,121.19,0.00`,
    ]);
    expect(await csv('cdnur')).toEqual([GSTR1_HEADERS.cdnur.join(',')]);
    const HSN =
      'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,' +
      'Central Tax Amount,State/UT Tax Amount,Cess Amount';
    expect(await csv('hsnB2b')).toEqual([
      HSN,
      '998232,,NA,0,500.00,12,446.43,53.57,0.00,0.00,0.00',
      // The intra-state invoice and its credit note cancel out: UP's IGST is what is left.
      '998599,,NA,0,143.00,18,121.19,21.81,0.00,0.00,0.00',
    ]);
    expect(await csv('hsnB2c')).toEqual([HSN, '998599,,NA,0,120429.00,18,102058.48,18326.89,21.81,21.82,0.00']);
    expect(await csv('docs')).toEqual([
      'Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled',
      'Invoices for outward supply,INV/26-27/00002,INV/26-27/00007,6,0',
      'Credit Note,CN/26-27/00001,CN/26-27/00002,2,0',
    ]);
  });

  it("sums to the period's invoices less its credit notes, for the back office only", async () => {
    const r = await get(`${B}?kind=month&month=2026-08`, staff.headers);
    expect(r.statusCode, r.body).toBe(200);
    const s: Gstr1Summary = r.json();
    expect([s.invoices, s.creditNotes]).toEqual([6, 2]);
    const rows = await t.database.query<{ kind: string; t: string; c: string; s: string; i: string; v: string }>(
      `select kind, sum(taxable_paise) t, sum(cgst_paise) c, sum(sgst_paise) s, sum(igst_paise) i, sum(total_paise) v
       from invoices where dated between '2026-08-01' and '2026-08-31' group by kind`,
    );
    const by = Object.fromEntries(rows.map((x) => [x.kind, x]));
    const net = (f: 't' | 'c' | 's' | 'i' | 'v') => (Number(by.invoice[f]) - Number(by.credit_note[f])) / 100;
    const sec = (k: string) => s.sections.find((x) => x.section === k)!;
    const both = (f: 'taxable' | 'cgst' | 'sgst' | 'igst') =>
      Math.round((sec('hsnB2b')[f] + sec('hsnB2c')[f]) * 100) / 100;
    expect(s.net).toMatchObject({ taxable: net('t'), cgst: net('c'), sgst: net('s'), igst: net('i'), value: net('v') });
    expect([both('taxable'), both('cgst'), both('sgst'), both('igst')]).toEqual([
      net('t'),
      net('c'),
      net('s'),
      net('i'),
    ]);
    // Every document lands in exactly one of the invoice and note sections.
    const sections = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur'].map(sec);
    expect(sections.reduce((n, x) => n + x.documents, 0)).toBe(8);
    const signed = (k: string) => (k === 'cdnr' || k === 'cdnur' ? -1 : 1) * sec(k).taxable;
    expect(Math.round(['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur'].reduce((n, k) => n + signed(k), 0) * 100) / 100).toBe(
      net('t'),
    );
    expect(sec('b2b')).toMatchObject({ rows: 3, documents: 2, value: 1000, taxable: 688.81 });
    expect(sec('cdnr')).toMatchObject({ rows: 1, documents: 1, value: 250, taxable: 121.19 });

    const merchant = await get(`${B}?kind=month&month=2026-08`, shops[0].headers);
    expect(merchant.statusCode).toBe(403);
    const file = await get(`${B}/export?kind=month&month=2026-08&file=b2b`, shops[0].headers);
    expect(file.statusCode).toBe(403);
  });

  it('takes a quarter, says an empty period is empty, and refuses a month that is none', async () => {
    const q: Gstr1Summary = (await get(`${B}?kind=quarter&month=2026-08`, admin.headers)).json();
    expect([q.from, q.to, q.invoices, q.creditNotes]).toEqual(['2026-07-01', '2026-09-30', 8, 2]);
    const empty: Gstr1Summary = (await get(`${B}?kind=month&month=2026-10`, admin.headers)).json();
    expect([empty.invoices, empty.creditNotes, empty.sections.every((x) => x.rows === 0)]).toEqual([0, 0, true]);
    const bad = await get(`${B}?kind=month&month=2026-13`, { ...admin.headers, 'accept-language': 'hi' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.month[0]).not.toMatch(/[A-Za-z]{3}/);
  });

  it('writes one workbook with a sheet per section that Excel reads back', async () => {
    const r = await get(`${B}/export?kind=month&month=2026-08&file=workbook`, admin.headers);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain('gstr1-2026-08.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['b2b', 'b2cl', 'b2cs', 'cdnr', 'hsn(b2b)', 'hsn(b2c)', 'docs']);
    const b2b = wb.getWorksheet('b2b')!;
    // The offline tool's template: the summary's title, labels and figures, then the headers in row 4.
    expect(b2b.getRow(1).getCell(1).value).toBe('Summary For B2B(4)');
    expect((b2b.getRow(4).values as unknown[]).slice(1)).toEqual([...GSTR1_HEADERS.b2b]);
    expect(b2b.rowCount).toBe(7);
    expect(b2b.getRow(6).getCell(11).value).toBe(12);
    expect(b2b.getRow(6).getCell(12).value).toBe(446.43);
    const column = (header: string) => GSTR1_HEADERS.b2b.indexOf(header) + 1;
    const rows = [5, 6, 7].map((i) => b2b.getRow(i));
    const total = (header: string) =>
      Math.round(rows.reduce((sum, r) => sum + Number(r.getCell(column(header)).value), 0) * 100) / 100;
    const summary = b2b.getRow(3);
    expect(b2b.getRow(2).getCell(column('Taxable Value')).value).toBe('Total Taxable Value');
    expect(summary.getCell(column('Taxable Value')).value).toBe(total('Taxable Value'));
    expect(summary.getCell(column('Invoice Number')).value).toBe(
      new Set(rows.map((r) => r.getCell(column('Invoice Number')).value)).size,
    );
    // An invoice's value is on each of its rate rows: counted once.
    const values = new Map(
      rows.map((r) => [r.getCell(column('Invoice Number')).value, r.getCell(column('Invoice Value')).value]),
    );
    expect(summary.getCell(column('Invoice Value')).value).toBe(
      Math.round([...values.values()].reduce((sum: number, v) => sum + Number(v), 0) * 100) / 100,
    );
    expect(summary.getCell(column('GSTIN/UIN of Recipient')).value).toBe(
      new Set(rows.map((r) => r.getCell(1).value)).size,
    );
    const b2cs = wb.getWorksheet('b2cs')!;
    expect((b2cs.getRow(6).values as unknown[]).slice(1, 6)).toEqual(['OE', '27-Maharashtra', undefined, 18, 242.37]);
  });
});
