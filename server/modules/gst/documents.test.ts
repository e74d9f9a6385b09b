import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { serviceRequestFiles } from '../../db/schema';
import { requestApiTest } from '../../test/requests';
import { balanceOf, onePagePdf, readyMerchant, smallPng } from '../../test/nsdl-pan';
import {
  BF,
  BR,
  FILING_PRICE,
  GOOD_INVOICES,
  INVOICE_HEADER,
  MF,
  MR,
  gstr1,
  gstr3b,
  readyFiling,
  readyRegistration,
  uploadTo,
} from '../../test/gst';

/* A GST request's files: uploads checked by content, the invoice summary checked row by row, result files. */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const api = requestApiTest();
const { inject } = api;
const storedRows = async (id: number) =>
  api.t.database.db.select().from(serviceRequestFiles).where(eq(serviceRequestFiles.requestId, id));
const csv = (...rows: string[]) => [INVOICE_HEADER, ...rows].join('\r\n');
/** Every object in the test server's storage (named objects, such as backups, live apart). */
const storedObjects = () =>
  fs
    .readdirSync(api.t.filesDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(api.t.filesDir, f)).isFile()).length;
const storedFileRows = async () =>
  Number((await api.t.database.query<{ n: string }>('select count(*) as n from stored_files'))[0].n);

describe("the shop's documents", () => {
  it('are judged by content: a .pdf that is really text, a PDF as a photo and an oversized file are refused, nothing stored', async () => {
    const m = await readyMerchant(api.t);
    const id = (await inject('POST', MR, m.headers, { data: {} })).json().id as number;
    const text = await uploadTo(api.t, m.headers, MR, id, 'pan_card', {
      name: 'pan.pdf',
      type: 'application/pdf',
      data: 'This is not a PDF, just text pretending.\n',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().errors.file[0]).toMatch(/JPEG, PNG or PDF/);
    const pdfPhoto = await uploadTo(api.t, m.headers, MR, id, 'photo', {
      name: 'photo.pdf',
      type: 'application/pdf',
      data: await onePagePdf(),
    });
    expect(pdfPhoto.statusCode).toBe(415);
    expect(pdfPhoto.json().errors.file[0]).toMatch(/JPEG or PNG image/);
    const big = Buffer.concat([await onePagePdf(), Buffer.alloc(2 * 1024 * 1024)]);
    expect(
      (await uploadTo(api.t, m.headers, MR, id, 'pan_card', { name: 'big.pdf', type: 'application/pdf', data: big }))
        .statusCode,
    ).toBe(413);
    const unknown = await uploadTo(api.t, m.headers, MR, id, 'invoice_summary', {
      name: 'x.csv',
      type: 'text/csv',
      data: GOOD_INVOICES,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.kind).toBeDefined();
    expect(await storedRows(id)).toHaveLength(0);
  });

  it('can be replaced and removed in a draft (kept on record), and no longer once submitted', async () => {
    const m = await readyMerchant(api.t, { balance: 2000 });
    const id = await readyRegistration(api.t, m.headers);
    const before = (await inject('GET', `${MR}/${id}`, m.headers)).json();
    const pan = before.files.find((f: { kind: string }) => f.kind === 'pan_card');
    const replaced = await uploadTo(
      api.t,
      m.headers,
      MR,
      id,
      'pan_card',
      { name: 'pan2.png', type: 'image/png', data: await smallPng() },
      pan.id,
    );
    expect(replaced.statusCode).toBe(200);
    const panNow = replaced.json().files.filter((f: { kind: string }) => f.kind === 'pan_card');
    expect(panNow.map((f: { name: string; mime: string }) => [f.name, f.mime])).toEqual([['pan2.png', 'image/png']]);
    const removed = await inject('DELETE', `${MR}/${id}/files/${panNow[0].id}`, m.headers);
    expect(removed.json().missingDocuments.map((d: { kind: string }) => d.kind)).toEqual(['pan_card']);
    expect((await storedRows(id)).filter((f) => f.kind === 'pan_card').every((f) => f.removedAt !== null)).toBe(true);

    await uploadTo(api.t, m.headers, MR, id, 'pan_card', {
      name: 'pan.pdf',
      type: 'application/pdf',
      data: await onePagePdf(),
    });
    expect((await inject('POST', `${MR}/${id}/submit`, m.headers)).statusCode).toBe(200);
    const late = await uploadTo(api.t, m.headers, MR, id, 'other', {
      name: 'x.pdf',
      type: 'application/pdf',
      data: await onePagePdf(),
    });
    expect(late.statusCode).toBe(409);
    const fileId = (await inject('GET', `${MR}/${id}`, m.headers)).json().files[0].id;
    expect((await inject('DELETE', `${MR}/${id}/files/${fileId}`, m.headers)).statusCode).toBe(409);
  });
});

describe('a filing\'s "other" document, which takes an image, a PDF or a spreadsheet', () => {
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><rect width="9"/></svg>';
  const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
  const HOSTILE: [string, string | Buffer][] = [
    ['notes.pdf', 'This is not a PDF, just text pretending.\n'],
    ['scan.jpg', 'plain text under an image name'],
    ['logo.png', SVG],
    ['page.jpg', HTML],
    ['page.pdf', `\uFEFF  ${HTML}`],
    ['sheet.csv', SVG],
    ['sheet.csv', `\r\n\t${HTML}`],
    ['sheet.csv', 'Invoice No,Note\nA1,<img src=x onerror=alert(1)>\n'],
    ['sheet.csv', '<?xml version="1.0"?><x/>'],
    ['sheet.csv', Buffer.from([0x01, 0x02, 0x03, 0x41, 0x2c, 0x42, 0x0a, 0x1b, 0x5b])],
    ['empty.csv', '\r\n \r\n'],
  ];

  it('is judged by its content whatever its name: text that is no sheet, SVG and HTML are refused, nothing stored', async () => {
    const m = await readyMerchant(api.t);
    const id = (await inject('POST', MF, m.headers, { data: gstr3b() })).json().id as number;
    const rows = await storedFileRows();
    const objects = storedObjects();
    for (const [name, data] of HOSTILE) {
      const what = `${name}: ${JSON.stringify(data.toString().slice(0, 40))}`;
      const res = await uploadTo(api.t, m.headers, MF, id, 'other', { name, type: 'image/png', data });
      expect([400, 415], `${what}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      expect(res.json().errors?.file?.[0], what).toBeTruthy();
    }
    expect(await storedFileRows()).toBe(rows);
    expect(storedObjects()).toBe(objects);
    expect(await storedRows(id)).toHaveLength(0);
  });

  it('keeps a real CSV, an Excel file, an image and a PDF, each as what its bytes are', async () => {
    const m = await readyMerchant(api.t);
    const id = (await inject('POST', MF, m.headers, { data: gstr3b() })).json().id as number;
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Sales').addRow(['Invoice No', 'Amount']);
    const files: [string, Buffer | string, string][] = [
      ['sales.csv', 'Invoice No,Amount,Note\nA1,100,"2 < 3, and 5 > 4"\n', 'text/csv'],
      ['sales.xlsx', Buffer.from(await wb.xlsx.writeBuffer()), XLSX],
      ['scan.png', await smallPng(), 'image/png'],
      ['letter.pdf', await onePagePdf(), 'application/pdf'],
    ];
    for (const [name, data, mime] of files) {
      const res = await uploadTo(api.t, m.headers, MF, id, 'other', { name, type: 'application/octet-stream', data });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      expect(res.json().files.at(-1)).toMatchObject({ name, mime });
    }
  });
});

describe('the invoice summary', () => {
  it('is refused with a report naming each wrong row and column, and nothing is stored', async () => {
    const m = await readyMerchant(api.t);
    const id = (await inject('POST', MF, m.headers, { data: gstr1() })).json().id as number;
    const file = csv(
      'INV-001,2026-09-05,29AAPFU0939F1ZR,27,10000,0,900,900,0',
      'INV-002,2026-10-02,,27,5000,0,450,450,0', // outside September
      'INV-003,2026-09-10,29AAPFU0939F1ZX,29,abc,900,0,0,0', // bad GSTIN check character, bad amount
      'INV-001,2026-09-11,,27,100,0,9,9,0', // the same number again
    );
    const res = await uploadTo(api.t, m.headers, MF, id, 'invoice_summary', {
      name: 'invoices.csv',
      type: 'text/csv',
      data: file,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/4 problems in 3 rows/);
    const report = res.json().report as { row: number; field: string; message: string }[];
    expect(report.map((r) => [r.row, r.field])).toEqual([
      [3, 'invoice_date'],
      [4, 'recipient_gstin'],
      [4, 'taxable_value'],
      [5, 'invoice_no'],
    ]);
    expect(report[3].message).toMatch(/also on row 2/);
    expect(await storedRows(id)).toHaveLength(0);

    const header = await uploadTo(api.t, m.headers, MF, id, 'invoice_summary', {
      name: 'x.csv',
      type: 'text/csv',
      data: 'Invoice No,Amount\nA1,100',
    });
    expect(header.statusCode).toBe(422);
    expect(header.json().report.map((r: { field: string }) => r.field)).toEqual([
      'Amount',
      'invoice_date',
      'place_of_supply',
      'taxable_value',
    ]);
  });

  it('takes a right CSV or Excel file, one at a time, and is needed for GSTR-1 unless the return is nil', async () => {
    const m = await readyMerchant(api.t, { balance: 1000 });
    const id = (await inject('POST', MF, m.headers, { data: gstr1() })).json().id as number;
    const missing = await inject('POST', `${MF}/${id}/submit`, m.headers);
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['documents.invoice_summary']);

    expect(
      (
        await uploadTo(api.t, m.headers, MF, id, 'invoice_summary', {
          name: 'invoices.csv',
          type: 'text/csv',
          data: GOOD_INVOICES,
        })
      ).statusCode,
    ).toBe(200);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('B2B');
    ws.addRow(INVOICE_HEADER.split(','));
    ws.addRow(['INV-9', new Date(Date.UTC(2026, 8, 30)), '', 27, 2000, 0, 180, 180, 0]);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    const excel = await uploadTo(api.t, m.headers, MF, id, 'invoice_summary', {
      name: 'invoices.xlsx',
      type: 'application/octet-stream',
      data: xlsx,
    });
    expect(excel.statusCode).toBe(200);
    expect(
      excel.json().files.map((f: { kind: string; name: string; mime: string }) => [f.kind, f.name, f.mime]),
    ).toEqual([
      ['invoice_summary', 'invoices.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ]);

    const nil = (await inject('POST', MF, m.headers, { data: gstr1({ nilReturn: true }) })).json();
    expect(nil.missingDocuments).toEqual([]);
  });

  it('is checked again on submit against the period as it is then, and nothing is charged if it no longer fits', async () => {
    const m = await readyMerchant(api.t, { balance: 1000 });
    const id = await readyFiling(api.t, m.headers, gstr1());
    expect((await inject('PUT', `${MF}/${id}`, m.headers, { data: gstr1({ period: '2026-08' }) })).statusCode).toBe(
      200,
    );
    const res = await inject('POST', `${MF}/${id}/submit`, m.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().report.map((r: { row: number; field: string }) => [r.row, r.field])).toEqual([
      [2, 'invoice_date'],
      [3, 'invoice_date'],
    ]);
    expect(await balanceOf(api.t, m.id)).toBe(1000);
    await inject('PUT', `${MF}/${id}`, m.headers, { data: gstr1() });
    expect((await inject('POST', `${MF}/${id}/submit`, m.headers)).json().state).toBe('submitted');
    expect(await balanceOf(api.t, m.id)).toBe(1000 - FILING_PRICE);
  });
});

describe('answering a query', () => {
  it('takes documents while the query is open, and the back office sees them were added', async () => {
    const m = await readyMerchant(api.t, { balance: 1000 });
    const id = await readyFiling(api.t, m.headers);
    await inject('POST', `${MF}/${id}/submit`, m.headers);
    await inject('POST', `${BF}/${id}/pick_up`, api.staff.headers, {});
    await inject('POST', `${BF}/${id}/raise_query`, api.staff.headers, { remark: 'Send the sales register.' });
    const up = await uploadTo(api.t, m.headers, MF, id, 'other', {
      name: 'sales.pdf',
      type: 'application/pdf',
      data: await onePagePdf(),
    });
    expect(up.statusCode).toBe(200);
    const seen = (await inject('GET', `${BF}/${id}`, api.staff.headers)).json();
    expect(seen.files.map((f: { kind: string; side: string }) => [f.kind, f.side])).toEqual([['other', 'merchant']]);
    expect(seen.events.at(-1)).toMatchObject({ action: 'file', remark: 'Other document added' });
  });
});

describe("the back office's result files", () => {
  it('are attached while in process or completed, downloaded by the shop, and stay the back office’s', async () => {
    const m = await readyMerchant(api.t, { balance: 2000 });
    const id = await readyRegistration(api.t, m.headers);
    await inject('POST', `${MR}/${id}/submit`, m.headers);
    const pdf = await onePagePdf();
    expect(
      (
        await uploadTo(api.t, api.staff.headers, BR, id, 'acknowledgement', {
          name: 'ack.pdf',
          type: 'application/pdf',
          data: pdf,
        })
      ).statusCode,
    ).toBe(409);
    await inject('POST', `${BR}/${id}/pick_up`, api.staff.headers, {});
    expect(
      (
        await uploadTo(api.t, api.staff.headers, BR, id, 'pan_card', {
          name: 'ack.pdf',
          type: 'application/pdf',
          data: pdf,
        })
      ).statusCode,
    ).toBe(400);
    const ack = await uploadTo(api.t, api.staff.headers, BR, id, 'acknowledgement', {
      name: 'ARN-ack.pdf',
      type: 'application/pdf',
      data: pdf,
    });
    expect(ack.statusCode).toBe(200);
    await inject('POST', `${BR}/${id}/complete`, api.staff.headers, { arn: 'AA2710260555001' });
    expect(
      (
        await uploadTo(api.t, api.staff.headers, BR, id, 'certificate', {
          name: 'REG-06.pdf',
          type: 'application/pdf',
          data: pdf,
        })
      ).statusCode,
    ).toBe(200);

    const d = (await inject('GET', `${MR}/${id}`, m.headers)).json();
    const results = d.files.filter((f: { side: string }) => f.side === 'backend');
    expect(results.map((f: { kind: string; name: string }) => [f.kind, f.name])).toEqual([
      ['acknowledgement', 'ARN-ack.pdf'],
      ['certificate', 'REG-06.pdf'],
    ]);
    const link = await inject('GET', `${MR}/${id}/files/${results[1].id}/download`, m.headers);
    expect(link.json().file.name).toBe('REG-06.pdf');
    const got = await inject('GET', link.json().tempUrl, m.headers);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await inject('GET', `${MR}/${id}/files/${results[0].id}`, m.headers)).rawPayload.subarray(0, 5).toString(),
    ).toBe('%PDF-');

    expect((await inject('DELETE', `${MR}/${id}/files/${results[0].id}`, m.headers)).statusCode).toBe(409);
    const mine = d.files.find((f: { side: string }) => f.side === 'merchant');
    expect((await inject('DELETE', `${BR}/${id}/files/${mine.id}`, api.staff.headers)).statusCode).toBe(400);
    expect(
      (await inject('DELETE', `${BR}/${id}/files/${results[1].id}`, api.staff.headers))
        .json()
        .files.filter((f: { side: string }) => f.side === 'backend'),
    ).toHaveLength(1);
  });
});
