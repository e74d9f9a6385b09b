import { describe, expect, it } from 'vitest';
import { PAYMENTS_API } from '../../../contract/payments';
import { signedIn } from '../../test/app';
import { BR, MR, gstinFor, readyRegistration, uploadTo } from '../../test/gst';
import { M as PAN, readyMerchant } from '../../test/nsdl-pan';
import { requestApiTest } from '../../test/requests';
import { HINDI, latinLeft } from '../../test/hindi';

/*
 * Issue 26: an error sentence with parts whose parts are contract English (a request's noun, a state, a state of
 * India) is said wholly in the caller's language; in English it reads exactly as before. Data stays as it is.
 */

const api = requestApiTest();
const { inject } = api;

const latinIn = (sentence: string, ...data: string[]) => latinLeft(sentence, data);

/** The message a call answers with, in English (no language asked) and in Hindi. */
async function said(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  const en = await inject(method, url, headers, payload);
  const hi = await inject(method, url, { ...headers, ...HINDI }, payload);
  expect(hi.statusCode).toBe(en.statusCode);
  return { status: en.statusCode, en: en.json(), hi: hi.json() };
}

/** A GST registration request of a fresh shop, submitted and picked up by the back office. */
async function pickedUp() {
  const m = await readyMerchant(api.t, { balance: 2000 });
  const id = await readyRegistration(api.t, m.headers);
  expect((await inject('POST', `${MR}/${id}/submit`, m.headers)).statusCode).toBe(200);
  const res = await inject('POST', `${BR}/${id}/pick_up`, api.staff.headers, {});
  expect(res.json().state).toBe('in_process');
  return { m, id, refNo: res.json().refNo as string };
}

describe('error sentences with contract words, in the caller’s language', () => {
  it('names a missing request by its noun in Hindi', async () => {
    const m = await readyMerchant(api.t);
    const gst = await said('GET', `${MR}/987654`, m.headers);
    expect(gst.status).toBe(404);
    expect(gst.en.message).toBe('No such GST registration request.');
    expect(gst.hi.message).toBe('यह जीएसटी रजिस्ट्रेशन रिक्वेस्ट मौजूद नहीं है।');

    const pan = await said('GET', `${PAN}/applications/987654`, m.headers);
    expect(pan.status).toBe(404);
    expect(pan.en.message).toBe('No such application.');
    expect(pan.hi.message).toBe('यह आवेदन मौजूद नहीं है।');
  });

  it('says why a request cannot be moved again, its noun and state in Hindi, English as before', async () => {
    const { refNo, id } = await pickedUp();
    const again = await said('POST', `${BR}/${id}/pick_up`, api.staff.headers, {});
    expect(again.status).toBe(409);
    expect(again.en.message).toBe(`GST registration request ${refNo} is in process, so it cannot be picked up now.`);
    expect(again.hi.message).toBe(
      `जीएसटी रजिस्ट्रेशन रिक्वेस्ट ${refNo} अभी “प्रोसेस में” स्थिति में है, इसलिए यह काम अभी नहीं हो सकता।`,
    );
    expect(latinIn(again.hi.message, refNo)).toEqual([]);
  });

  it('names the business’s state of India in Hindi when a GSTIN is from another state', async () => {
    const { id } = await pickedUp();
    const done = await inject('POST', `${BR}/${id}/complete`, api.staff.headers, { arn: 'AA2710260123456' });
    expect(done.json().state).toBe('completed');
    const wrong = gstinFor('ABCPE1234F', '29');
    const res = await said('POST', `${BR}/${id}/record_gstin`, api.staff.headers, { gstin: wrong });
    expect(res.status).toBe(400);
    expect(res.en.errors.gstin).toEqual(['This GSTIN is for state code 29, but the business is in Maharashtra (27).']);
    expect(res.hi.errors.gstin).toEqual(['यह जीएसटीआईएन स्टेट कोड 29 का है, पर बिज़नेस महाराष्ट्र (27) में है।']);
    expect(latinIn(res.hi.message, 'gstin')).toEqual([]);
  });

  it('names the file types a document takes in Hindi', async () => {
    const m = await readyMerchant(api.t);
    const id = await readyRegistration(api.t, m.headers);
    const text = { name: 'pan.pdf', type: 'application/pdf', data: 'not a document at all' };
    const en = await uploadTo(api.t, m.headers, MR, id, 'pan_card', text);
    const hi = await uploadTo(api.t, { ...m.headers, ...HINDI }, MR, id, 'pan_card', text);
    expect([en.statusCode, hi.statusCode]).toEqual([415, 415]);
    expect(en.json()).toEqual({
      message: 'The file must be a JPEG, PNG or PDF file.',
      errors: { file: ['Must be a JPEG, PNG or PDF file'] },
    });
    expect(hi.json()).toEqual({
      message: 'जेपीईजी, पीएनजी या पीडीएफ़ फ़ाइल ही अपलोड करें।',
      errors: { file: ['जेपीईजी, पीएनजी या पीडीएफ़ फ़ाइल ही चलेगी'] },
    });
  });

  it('says a payment request was already decided in Hindi, English as before', async () => {
    const shop = await signedIn(api.t, 'merchant', { kind: 'owner' });
    const [{ id: bankId }] = await api.t.database.query<{ id: number }>(
      `insert into company_banks (bank_name, holder, account_no, ifsc, branch)
       values ('State Bank of India', 'PAN Seva', '30012345679', 'SBIN0001234', 'Pune') returning id`,
    );
    const [{ id }] = await api.t.database.query<{ id: number }>(
      `insert into payment_requests (merchant_id, requested_by, bank_id, amount_paise, mode, utr, deposit_date, status)
       values ($1, $1, $2, 50000, 'NEFT', 'ERRLANG1', current_date, 'approved') returning id`,
      [shop.id, bankId],
    );
    const res = await said('POST', `${PAYMENTS_API.backend}/${id}/approve`, api.staff.headers);
    expect(res.status).toBe(409);
    expect(res.en.message).toBe('This payment request was already approved.');
    expect(res.hi.message).toBe('यह पेमेंट रिक्वेस्ट पहले ही मंज़ूर है।');
  });
});
