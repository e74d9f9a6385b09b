import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/app';
import { B, BACKLOG_CSV_HEADER, akn, backlogCsvLine, type Who, seedBacklog } from '../../test/backlog';
import { HINDI, latinLeft } from '../../test/hindi';

/* Issue 26: the import's report and its success, and the acknowledgement file's, in the reader's language. */

let testApp: TestApp;
let admin: Who, m2: Who;
beforeAll(async () => {
  testApp = await createTestApp();
  ({ admin, m2 } = await seedBacklog(testApp));
});
afterAll(() => testApp.close());

const header = BACKLOG_CSV_HEADER;
const line = (i: number, over: Partial<Record<string, string>> = {}) =>
  backlogCsvLine(
    { prefix: 'HIN', aknBase: 885_000_000_000_000, name: 'HINDI', contact: '9876543210', memno: m2.code },
    i,
    over,
  );
const upload = (csv: string, headers: Record<string, string> = {}) => {
  const mp = multipartFile('file', 'backlog.csv', csv, 'text/csv');
  return testApp.app.inject({
    method: 'POST',
    url: `${B}/import`,
    headers: { ...admin.headers, ...headers, ...mp.headers },
    payload: mp.payload,
  });
};

describe('backlog import in Hindi', () => {
  const bad = () =>
    [
      header,
      line(1, { akn_no: '12345' }),
      line(2, { dated: 'kal' }),
      line(3, { status: 'X', memno: 'PM999999' }),
      line(4, { akn_no: String(885_000_000_000_005) }),
      line(5),
      line(6, { email: 'not-mail' }),
    ].join('\n');

  it('says the refusal and each row problem in Hindi, with the row and the file data as they are', async () => {
    const res = await upload(bad(), HINDI);
    expect(res.statusCode).toBe(422);
    const body = res.json() as { message: string; rows: { row: number; field: string; message: string }[] };
    expect(body.message).toBe('कुछ भी इम्पोर्ट नहीं हुआ: 5 लाइनों में 6 गड़बड़ियाँ हैं। फ़ाइल ठीक करके फिर से इम्पोर्ट करें।');
    expect(body.rows).toEqual([
      { row: 2, field: 'akn_no', message: 'एक्नॉलेजमेंट नंबर 15 अंकों का होना चाहिए ("12345")' },
      { row: 3, field: 'dated', message: '"kal" तारीख़ नहीं है (साल-महीना-दिन या दिन-महीना-साल लिखें)' },
      { row: 4, field: 'memno', message: 'PM999999 कोड का कोई मर्चेंट नहीं है' },
      { row: 4, field: 'status', message: 'स्टेटस A, P या F होना चाहिए ("X")' },
      { row: 6, field: 'akn_no', message: `एक्नॉलेजमेंट नंबर ${String(885_000_000_000_005)} लाइन 5 में भी है` },
      { row: 7, field: 'email', message: '"not-mail" ईमेल पता नहीं है' },
    ]);
    for (const r of body.rows) expect(latinLeft(r.message, ['kal', 'PM999999', 'not-mail'])).toEqual([]);
    expect(latinLeft(body.message)).toEqual([]);
  });

  it('keeps the English exactly as before', async () => {
    const res = await upload(bad());
    expect(res.statusCode).toBe(422);
    const body = res.json() as { message: string; rows: { message: string }[] };
    expect(body.message).toBe('Nothing was imported: 6 problems in 5 rows. Correct the file and import it again.');
    expect(body.rows.map((r) => r.message)).toEqual([
      'Acknowledgement number must be 15 digits ("12345")',
      '"kal" is not a date (use YYYY-MM-DD or DD-MM-YYYY)',
      'No merchant has the code PM999999',
      'Status must be A, P or F ("X")',
      `Acknowledgement number ${String(885_000_000_000_005)} is also on row 5`,
      '"not-mail" is not an email address',
    ]);
  });

  it('says a header problem in Hindi: an unknown column by its name, a missing one by its Hindi label', async () => {
    const res = await upload('transid,whatever\nA1,2', HINDI);
    expect(res.statusCode).toBe(422);
    const rows = (res.json() as { rows: { field: string; message: string }[] }).rows;
    expect(rows[0]).toEqual({ row: 1, field: 'whatever', message: 'अनजान कॉलम "whatever"' });
    for (const r of rows) expect(latinLeft(r.message, ['whatever', `(${r.field})`])).toEqual([]);
  });

  it('answers the success in Hindi, and in English as before', async () => {
    const hi = await upload([header, line(11)].join('\n'), HINDI);
    expect(hi.statusCode, hi.body).toBe(200);
    expect(hi.json()).toEqual({ message: '1 बैकलॉग रिकॉर्ड इम्पोर्ट हुआ।', imported: 1 });
    const en = await upload([header, line(12), line(13)].join('\n'));
    expect(en.json()).toEqual({ message: 'Imported 2 backlog records.', imported: 2 });
  });

  it('says an acknowledgement file saved in Hindi', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const send = (headers: Record<string, string>) => {
      const mp = multipartFile('file', 'ack.pdf', pdf, 'application/pdf');
      return testApp.app.inject({
        method: 'POST',
        url: `${B}/ack-file/${akn(1)}`,
        headers: { ...admin.headers, ...headers, ...mp.headers },
        payload: mp.payload,
      });
    };
    const hi = await send(HINDI);
    expect(hi.statusCode, hi.body).toBe(200);
    expect(hi.json()).toEqual({ message: `${akn(1)} की पावती फ़ाइल सेव हो गई।` });
    const en = await send({});
    expect(en.json()).toEqual({ message: `Acknowledgement file saved for ${akn(1)}.` });
  });
});
