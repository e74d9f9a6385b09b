import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { readyMerchant } from '../../test/nsdl-pan';
import { requestApiTest } from '../../test/requests';
import { BF, MF, gstinFor, gstr3b, readyFiling } from '../../test/gst';

/* A filing's period is stored '2026-10' and read "Oct 2026" on the lists: an export says it the same way (decision 0072). */

const api = requestApiTest();
const BODY = { filters: [], search: '', sorts: [], columns: ['ref_no', 'kind', 'period'] };

describe('GST filing exports', () => {
  it('write the period as the screen does, in CSV for the shop and in Excel for the back office', async () => {
    const m = await readyMerchant(api.t, { balance: 2000 });
    const id = await readyFiling(api.t, m.headers, gstr3b({ gstin: gstinFor('AAPFU0939F'), period: '2026-10' }));
    expect((await api.inject('POST', `${MF}/${id}/submit`, m.headers)).statusCode).toBe(200);

    const csv = await api.inject('POST', `${MF}/lists/all/export?format=csv`, m.headers, BODY);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Ref No,Return,Period');
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^GF\d{10},GSTR-3B,Oct 2026$/)]);

    const xlsx = await api.inject('POST', `${BF}/lists/new/export?format=xlsx`, api.staff.headers, {
      ...BODY,
      filters: [{ field: 'merchant_code', opt: 'equals', value1: m.code }],
    });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(2).getCell(3).value).toBe('Oct 2026');
  });
});
