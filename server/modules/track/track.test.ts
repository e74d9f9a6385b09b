import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURIERS_API, todayInIndia } from '../../../contract/couriers';
import { WORKFLOWS } from '../../../contract/dashboard';
import { REQUEST_KINDS } from '../../../contract/services';
import { TRACK_API, TRACK_STAGES } from '../../../contract/track';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { B, M, individualN, readyDraft, readyMerchant } from '../../test/nsdl-pan';
import { applicationCalls } from '../../test/pan-applications';
import { MR, readyRegistration } from '../../test/gst';
import { STAGE_TABLES, genericStage, stageOf } from './stages';
import { createTrackService } from './service';
import { TRACK_TRIES_PER_IP, TRACK_TRIES_PER_NUMBER } from './routes';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedIn(t, 'staff');
});
afterAll(() => t.close());
const { inject } = applicationCalls(() => t);

// Each test asks from its own address, so one test's tries never count against another's per-address limit.
let addresses = 0;
const newAddress = () => `198.51.100.${++addresses}`;
const track = (payload: Record<string, unknown>, ip = newAddress(), lang = 'en') =>
  t.app.inject({ method: 'POST', url: TRACK_API, payload, remoteAddress: ip, headers: { 'accept-language': lang } });

/** The applicant's date of birth in the test's applications (individualN's). */
const DOB = individualN().dob ?? '';

/** A submitted NSDL PAN application of a new shop: its id and token number. */
async function submitted() {
  const merchant = await readyMerchant(t, { balance: 1000 });
  await t.database.query(`update merchant_profiles set shop_name = 'Sharma Online Seva' where user_id = $1`, [
    merchant.id,
  ]);
  await t.database.query(`update users set mobile = '9812345678' where id = $1`, [merchant.id]);
  const id = await readyDraft(t, merchant.headers);
  const res = await inject('POST', `${M}/applications/${id}/submit`, merchant.headers);
  expect(res.statusCode).toBe(200);
  return { merchant, id, tokenNo: res.json().tokenNo as string };
}

describe('POST /api/track', () => {
  it('answers the stage, the stages passed, the shop and the initials, and nothing else personal', async () => {
    const { tokenNo } = await submitted();
    const res = await track({ number: tokenNo, dob: DOB });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      service: 'nsdl-pan',
      number: tokenNo,
      stage: 'sent',
      ackNo: null,
      courier: null,
      shop: { name: 'Sharma Online Seva', phone: '9812345678' },
      initials: 'R. K. P.',
    });
    expect(body.history.map((h: { stage: string }) => h.stage)).toEqual(['received', 'sent']);
    expect(body.since).toBe(body.history[1].at);
    const text = res.body;
    for (const personal of ['Ramesh', 'Patil', '9876543210', '234123412346', DOB, 'ramesh@example.in', 'Kishor'])
      expect(text).not.toContain(personal);
    // Spaces and small letters as a reader types them from the slip find the same application.
    const typed = await track({ number: ` ${tokenNo.toLowerCase().replace(/(\d{4})/, '$1 ')}`, dob: DOB });
    expect(typed.json().number).toBe(tokenNo);
  });

  it('refuses a wrong number, a wrong date and both with the same answer', async () => {
    const { tokenNo } = await submitted();
    const answers = await Promise.all([
      track({ number: tokenNo, dob: '1990-04-16' }),
      track({ number: 'PT9999999999', dob: DOB }),
      track({ number: 'PT9999999998', dob: '2001-01-01' }),
      track({ number: tokenNo, mobileLast4: '3210' }), // a PAN application is checked by its date of birth only
    ]);
    for (const a of answers) {
      expect(a.statusCode).toBe(404);
      expect(a.body).toBe(answers[0].body);
    }
    expect(answers[0].json().message).toBe(
      'We found no application with this number and date. Check both on the receipt and try again.',
    );
    const hindi = await track({ number: tokenNo, dob: '1990-04-16' }, newAddress(), 'hi');
    expect(hindi.json().message).toBe('इस नंबर और तारीख़ का कोई आवेदन नहीं मिला। रसीद पर दोनों देखकर फिर से कोशिश करें।');
  });

  it('takes about as long to miss as to find', async () => {
    const { tokenNo } = await submitted();
    // The service itself, below the rate limits (which would answer the repeated number early).
    const service = createTrackService(t.database.db);
    const time = async (number: string, dob: string) => {
      const started = performance.now();
      await service.track(number, { dob }).catch(() => undefined);
      return performance.now() - started;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const [hit, wrongDate, unknown]: number[][] = [[], [], []];
    // Interleaved, so a slower moment of the machine falls on every path alike.
    for (let i = 0; i < 9; i++) {
      hit.push(await time(tokenNo, DOB));
      wrongDate.push(await time(tokenNo, '1991-04-15'));
      unknown.push(await time(`PT88888888${i}0`, DOB));
    }
    const [h, w, u] = [median(hit), median(wrongDate), median(unknown)];
    // A generous bound on a shared machine: what it catches is a path that skips the reads (half the work or less).
    const tolerance = Math.max(20, h * 0.6);
    expect(Math.abs(w - h)).toBeLessThan(tolerance);
    expect(Math.abs(u - h)).toBeLessThan(tolerance);
  });

  it('gives a clear field error for a bad number or date, and for neither date nor mobile', async () => {
    const bad = await track({ number: 'PT/12', dob: '1990-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.number).toEqual(['Only letters, digits and -']);
    expect(bad.json().errors.dob).toEqual(['Date of birth is not a real date (YYYY-MM-DD)']);
    const none = await track({ number: 'PT0000000001' });
    expect(none.json().errors.dob).toEqual(['Enter the date of birth']);
    const gst = await track({ number: 'GR0000100001' }, newAddress(), 'hi');
    expect(gst.json().errors.mobileLast4).toEqual(['मोबाइल नंबर के आख़िरी 4 अंक डालें']);
  });

  it('limits tries per number, from any address, and says how long to wait in the reader’s language', async () => {
    const { tokenNo } = await submitted();
    for (let i = 0; i < TRACK_TRIES_PER_NUMBER; i++)
      expect((await track({ number: tokenNo, dob: '2000-01-01' })).statusCode).toBe(404);
    const refused = await track({ number: tokenNo, dob: DOB }, newAddress(), 'hi');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('बहुत बार कोशिश हो गई। 15 मिनट रुककर फिर से कोशिश करें।');
    // Another number is still answered.
    expect((await track({ number: 'PT7777777777', dob: DOB })).statusCode).toBe(404);
  });

  it('limits tries per address, whatever numbers it sends', async () => {
    const ip = newAddress();
    for (let i = 0; i < TRACK_TRIES_PER_IP; i++)
      expect((await track({ number: `PT66666${String(i).padStart(5, '0')}`, dob: DOB }, ip)).statusCode).toBe(404);
    const refused = await track({ number: 'PT5555555555', dob: DOB }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many tries. Please wait 15 minutes and try again.');
    expect((await track({ number: 'PT5555555555', dob: DOB })).statusCode).toBe(404);
  });

  it('follows an application as the office moves it: verified, acknowledged, dispatched', async () => {
    const { merchant, id, tokenNo } = await submitted();
    const stageNow = async (number = tokenNo) => (await track({ number, dob: DOB })).json();
    expect((await inject('POST', `${B}/applications/${id}/verify`, staff.headers, {})).statusCode).toBe(200);
    expect((await stageNow()).stage).toBe('verified');
    const ackNo = `88${String(Date.now()).slice(-13)}`;
    expect((await inject('POST', `${B}/applications/${id}/acknowledge`, staff.headers, { ackNo })).statusCode).toBe(
      200,
    );
    const acknowledged = await stageNow();
    expect(acknowledged).toMatchObject({ stage: 'acknowledged', ackNo });
    // The acknowledgement number the customer may hold finds it too.
    expect((await stageNow(ackNo)).number).toBe(tokenNo);
    const docketNo = `EM${String(id).padStart(7, '0')}IN`;
    const courier = await t.app.inject({
      method: 'POST',
      url: COURIERS_API.merchant,
      headers: merchant.headers,
      payload: { company: 'India Post', docketNo, dispatchDate: todayInIndia(), applicationIds: [id] },
    });
    expect(courier.statusCode).toBe(200);
    const dispatched = await stageNow();
    expect(dispatched).toMatchObject({ stage: 'dispatched', ackNo, courier: { company: 'India Post', docketNo } });
    expect(dispatched.history.map((h: { stage: string }) => h.stage)).toEqual([
      'received',
      'sent',
      'verified',
      'acknowledged',
      'dispatched',
    ]);
  });

  it('says a rejected application needs correcting, with no reason that could name anyone', async () => {
    const { id, tokenNo } = await submitted();
    const remark = 'Photo of Ramesh not clear';
    expect((await inject('POST', `${B}/applications/${id}/reject`, staff.headers, { remark })).statusCode).toBe(200);
    const res = await track({ number: tokenNo, dob: DOB });
    expect(res.json()).toMatchObject({ stage: 'rejected' });
    expect(res.body).not.toContain('Ramesh');
  });

  it('checks a GST registration by the last 4 digits of its mobile', async () => {
    const merchant = await readyMerchant(t, { balance: 2000 });
    const id = await readyRegistration(t, merchant.headers);
    const sent = await inject('POST', `${MR}/${id}/submit`, merchant.headers);
    expect(sent.statusCode).toBe(200);
    const refNo = sent.json().refNo as string;
    expect((await track({ number: refNo, mobileLast4: '3211' })).statusCode).toBe(404);
    const found = await track({ number: refNo, mobileLast4: '3210' });
    expect(found.json()).toMatchObject({ service: 'gst-registration', stage: 'sent', initials: 'R. K. P.' });
  });
});

describe('the customer stages', () => {
  it('tells every state of every registered kind a stage', () => {
    for (const kind of REQUEST_KINDS) {
      const workflow = WORKFLOWS[kind.key];
      for (const state of workflow.states) expect(TRACK_STAGES).toContain(stageOf(kind.key, state));
      expect(STAGE_TABLES[kind.key], kind.key).toBeDefined();
    }
  });

  it('falls back to the generic stages for a kind without a table', () => {
    expect(stageOf('aadhaar-link', 'draft')).toBe('received');
    expect(stageOf('aadhaar-link', 'submitted')).toBe('sent');
    expect(stageOf('aadhaar-link', 'rejected')).toBe('rejected');
    expect(stageOf('aadhaar-link', 'completed')).toBe('done');
    expect(genericStage('acknowledged')).toBe('acknowledged');
  });
});
