import { applicant } from '../../test/registration';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { startTestSmtp } from '../../test/smtp';
import { REGISTRATION_BASE } from './routes';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let staff: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startTestSmtp();
  admin = await signedIn(t, 'admin');
  staff = await signedIn(t, 'staff');
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/backend/settings/smtp-setup',
    headers: admin.headers,
    payload: { host: '127.0.0.1', port: smtp.port, security: 'none', fromAddress: 'noreply@pan.test' },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

/** Registers through the real captcha: the test reads the answer's hash source by asking the database for a fresh challenge it controls. */
async function register(body: Record<string, unknown>) {
  const cap = await t.app.inject({ method: 'POST', url: '/api/captcha' });
  const id = cap.cookies.find((c) => c.name === 'captcha_id')!.value;
  // The answer is never sent to the browser; the test sets a known one on its own challenge.
  const { sha256 } = await import('../../lib/tokens');
  await t.database.query('update captchas set answer_hash = $1 where id = $2', [sha256('abcde'), id]);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...body, captcha: 'ABCDE' },
    cookies: { captcha_id: id },
  });
}

describe('registration', () => {
  it('stores a registration with the client IP and answers the reference number', async () => {
    const res = await register(applicant());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.refNo).toMatch(/^REG\d{8}\d{6}$/);
    expect(body.message).toContain(body.refNo);
    const [row] = await t.database.query<{ client_ip: string; status: string }>(
      'select client_ip, status from registrations where ref_no = $1',
      [body.refNo],
    );
    expect(row).toEqual({ client_ip: '127.0.0.1', status: 'pending' });
  });

  it('explains each invalid field', async () => {
    const res = await register(
      applicant({ mobileNo: '5123456789', pin: '12345', dob: '2015-01-01', emailId: 'nope', state: 'Atlantis' }),
    );
    expect(res.statusCode).toBe(400);
    const e = res.json().errors;
    expect(e.mobileNo[0]).toMatch(/10-digit mobile number/);
    expect(e.pin).toEqual(['PIN must be 6 digits']);
    expect(e.dob).toEqual(['You must be at least 18 years old']);
    expect(e.emailId).toEqual(['Enter a valid email address']);
    expect(e.state[0]).toMatch(/state/);
  });

  it('refuses a wrong captcha', async () => {
    const cap = await t.app.inject({ method: 'POST', url: '/api/captcha' });
    const id = cap.cookies.find((c) => c.name === 'captcha_id')!.value;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: applicant({ captcha: 'wrong' }),
      cookies: { captcha_id: id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.captcha).toBeDefined();
  });

  it('refuses a mobile or email that is already pending, with a clear message', async () => {
    const first = applicant();
    expect((await register(first)).statusCode).toBe(200);
    const sameMobile = await register(applicant({ mobileNo: first.mobileNo }));
    expect(sameMobile.statusCode).toBe(409);
    expect(sameMobile.json().message).toMatch(/mobile number is already waiting/);
    const sameEmail = await register(applicant({ emailId: first.emailId.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toMatch(/email address is already waiting/);
  });
});

async function pendingId(over: Record<string, unknown> = {}) {
  const res = await register(applicant(over));
  const [row] = await t.database.query<{ id: string }>('select id from registrations where ref_no = $1', [
    res.json().refNo,
  ]);
  return Number(row.id);
}

describe('review', () => {
  it('shows the details and the approval options', async () => {
    const id = await pendingId();
    const det = await t.app.inject({ method: 'GET', url: `${REGISTRATION_BASE}/${id}`, headers: staff.headers });
    expect(det.statusCode).toBe(200);
    expect(det.json()).toMatchObject({
      fName: 'Ravi',
      gender: 'M',
      idName: 'PAN Retailer ID',
      pin: '560004',
      clientIp: '127.0.0.1',
      status: 'pending',
    });
    const opts = await t.app.inject({
      method: 'GET',
      url: `${REGISTRATION_BASE}/approve/${id}`,
      headers: staff.headers,
    });
    expect(opts.json().mobileNo).toBe(det.json().mobileNo);
    expect(opts.json().pkgs.map((p: { label: string }) => p.label)).toEqual(['Basic', 'Silver', 'Gold']);
    expect(opts.json().idtypes[0]).toEqual({ label: 'PAN Retailer ID (₹499.00/-)', value: '1' });
  });

  it('approval makes one merchant, wallet and ID sale, mails the user name (never the password); a second is 409', async () => {
    const id = await pendingId();
    smtp.received.length = 0;
    const form = { packageId: '2', idType: '1', userName: `ravi.shop${id}`, password: 'S3cure-pass!', remark: null };
    const ok = await t.app.inject({
      method: 'POST',
      url: `${REGISTRATION_BASE}/approve/${id}`,
      headers: staff.headers,
      payload: form,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const code = ok.json().code;
    expect(code).toMatch(/^PM\d+$/);

    const again = await t.app.inject({
      method: 'POST',
      url: `${REGISTRATION_BASE}/approve/${id}`,
      headers: staff.headers,
      payload: { ...form, userName: 'other.name' },
    });
    expect(again.statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${REGISTRATION_BASE}/reject/${id}`,
          headers: staff.headers,
          payload: { remark: 'late' },
        })
      ).statusCode,
    ).toBe(409);

    const counts = await t.database.query<{ users: number; wallets: number; sales: number; price: number }>(
      `select (select count(*)::int from users where code = $1) as users,
              (select count(*)::int from wallets w join users u on u.id = w.user_id where u.code = $1) as wallets,
              (select count(*)::int from id_sales where registration_id = $2) as sales,
              (select price_paise::int from id_sales where registration_id = $2) as price`,
      [code, id],
    );
    expect(counts[0]).toEqual({ users: 1, wallets: 1, sales: 1, price: 49900 });

    const [mail] = await smtp.waitFor(1);
    expect(mail.subject).toBe('Your merchant account is ready');
    expect(mail.text).toContain(`User name: ${form.userName}`);
    expect(mail.text).toContain(`Merchant code: ${code}`);
    expect(mail.raw).not.toContain('S3cure-pass!');

    // The new merchant can sign in and lands as a merchant owner.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userName: form.userName, password: form.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('approval form errors: Required on empty fields, taken user name, unknown package', async () => {
    const id = await pendingId();
    const empty = await t.app.inject({
      method: 'POST',
      url: `${REGISTRATION_BASE}/approve/${id}`,
      headers: staff.headers,
      payload: { packageId: '', idType: '', userName: '', password: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({ idType: ['Required'], userName: ['Required'], password: ['Required'] });
    const taken = await t.app.inject({
      method: 'POST',
      url: `${REGISTRATION_BASE}/approve/${id}`,
      headers: staff.headers,
      payload: { packageId: '1', idType: '1', userName: admin.userName, password: 'Long-enough-1' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.userName).toEqual(['Already taken']);
    const noPkg = await t.app.inject({
      method: 'POST',
      url: `${REGISTRATION_BASE}/approve/${id}`,
      headers: staff.headers,
      payload: { packageId: '99', idType: '1', userName: 'fresh.name', password: 'Long-enough-1' },
    });
    expect(noPkg.statusCode).toBe(400);
    expect(noPkg.json().errors.packageId).toBeDefined();
    const [row] = await t.database.query<{ status: string }>('select status from registrations where id = $1', [id]);
    expect(row.status).toBe('pending');
  });

  it('rejection needs a reason, mails it, and is final', async () => {
    const id = await pendingId();
    smtp.received.length = 0;
    const none = await t.app.inject({
      method: 'POST',
      url: `${REGISTRATION_BASE}/reject/${id}`,
      headers: staff.headers,
      payload: { remark: '' },
    });
    expect(none.json().errors.remark).toEqual(['Required']);
    const res = await t.app.inject({
      method: 'POST',
      url: `${REGISTRATION_BASE}/reject/${id}`,
      headers: staff.headers,
      payload: { remark: 'Shop address could not be verified' },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail.text).toContain('Reason: Shop address could not be verified');
    const twice = await t.app.inject({
      method: 'POST',
      url: `${REGISTRATION_BASE}/reject/${id}`,
      headers: staff.headers,
      payload: { remark: 'again' },
    });
    expect(twice.statusCode).toBe(409);
    const events = await t.database.query<{ action: string }>(
      `select action from audit_events where entity_type = 'registration' and entity_id = $1 order by id`,
      [String(id)],
    );
    expect(events.map((e) => e.action)).toEqual(['registration_submitted', 'registration_rejected']);
  });

  it('a merchant cannot review registrations', async () => {
    const id = await pendingId();
    const m = await signedIn(t, 'merchant', { kind: 'owner' });
    expect(
      (await t.app.inject({ method: 'GET', url: `${REGISTRATION_BASE}/${id}`, headers: m.headers })).statusCode,
    ).toBe(403);
  });

  it('an unknown id is a 404', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `${REGISTRATION_BASE}/999999`, headers: staff.headers })).statusCode,
    ).toBe(404);
  });
});

describe('registration list', () => {
  it('puts pending registrations first, newest first within each', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/backend/user-management/registration/list',
      headers: staff.headers,
      payload: { filters: [], search: '', length: 100, start: 0, sorts: [] },
    });
    expect(res.statusCode).toBe(200);
    const statuses: string[] = res.json().data.map((r: { status: string }) => r.status);
    const firstDone = statuses.findIndex((s) => s !== 'pending');
    expect(firstDone).toBeGreaterThan(0);
    expect(statuses.slice(firstDone).every((s) => s !== 'pending')).toBe(true);
    const refs: string[] = res
      .json()
      .data.filter((r: { status: string }) => r.status === 'pending')
      .map((r: { refNo: string }) => r.refNo);
    expect(refs).toEqual([...refs].sort().reverse());
  });
});
