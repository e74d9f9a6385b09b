import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicant, registerWithCaptcha } from '../../test/registration';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { REGISTRATION_BASE } from './routes';
import { HINDI, latinLeft } from '../../test/hindi';

/* Issue 26: what the registration form and the back office's approve / reject answer, in the caller's language. */

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedIn(t, 'staff');
});
afterAll(() => t.close());

async function registered(headers: Record<string, string>) {
  const res = await registerWithCaptcha(t, applicant(), headers);
  expect(res.statusCode, res.body).toBe(200);
  const refNo = res.json().refNo as string;
  const [row] = await t.database.query<{ id: string }>('select id from registrations where ref_no = $1', [refNo]);
  return { id: Number(row.id), refNo, message: res.json().message as string };
}

describe('registration answers in Hindi', () => {
  it('thanks the applicant in Hindi with the reference number as data; English as before', async () => {
    const hi = await registered(HINDI);
    expect(hi.message).toBe(`धन्यवाद। आपके रजिस्ट्रेशन का रेफ़रेंस नंबर ${hi.refNo} है। जाँच होते ही हम आपको ईमेल करेंगे।`);
    expect(latinLeft(hi.message, [hi.refNo])).toEqual([]);
    const en = await registered({});
    expect(en.message).toBe(
      `Thank you. Your registration reference number is ${en.refNo}. We will email you once it is reviewed.`,
    );
  });

  it('says approved and rejected in the back office’s language', async () => {
    const approve = async (id: number, headers: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${REGISTRATION_BASE}/approve/${id}`,
        headers: { ...staff.headers, ...headers },
        payload: { packageId: '2', idType: '1', userName: `ok.shop${id}`, password: 'S3cure-pass!', remark: null },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { code: string; message: string };
    };
    const a = await approve((await registered({})).id, HINDI);
    expect(a.message).toBe(`मंज़ूर हो गया। मर्चेंट ${a.code} बन गया है और आवेदक को ईमेल भेज दिया गया है।`);
    expect(latinLeft(a.message, [a.code])).toEqual([]);
    const b = await approve((await registered({})).id, {});
    expect(b.message).toBe(`Approved. Merchant ${b.code} has been created and the applicant has been emailed.`);

    const reject = (id: number, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `${REGISTRATION_BASE}/reject/${id}`,
        headers: { ...staff.headers, ...headers },
        payload: { remark: 'Shop photo is not clear' },
      });
    expect((await reject((await registered({})).id, HINDI)).json()).toEqual({
      message: 'नामंज़ूर कर दिया। आवेदक को कारण ईमेल कर दिया गया है।',
    });
    expect((await reject((await registered({})).id, {})).json()).toEqual({
      message: 'Rejected. The applicant has been emailed the reason.',
    });
  });
});
