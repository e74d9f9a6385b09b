import { sha256 } from '../lib/tokens';
import type { TestApp } from './app';

let seq = 0;

/** A new shop's registration form, each call with a mobile number and e-mail address of its own. */
export function applicant(over: Record<string, unknown> = {}) {
  seq++;
  return {
    fName: 'Ravi',
    lName: 'Kumar',
    fatherName: 'Suresh Kumar',
    gender: 'M',
    dob: '1990-04-15',
    mobileNo: `98765${String(43000 + seq).padStart(5, '0')}`,
    emailId: `ravi${seq}@shop.in`,
    idType: 1,
    shopName: 'Ravi Digital Seva',
    address1: '14 Gandhi Bazaar',
    address2: '',
    address3: '',
    district: 'Bengaluru Urban',
    state: 'Karnataka',
    pin: '560004',
    captcha: 'x',
    ...over,
  };
}

/** Sends a registration through the real captcha, whose answer the test sets (the real one never leaves the server). */
export async function registerWithCaptcha(t: TestApp, body: object, headers: Record<string, string> = {}) {
  const cap = await t.app.inject({ method: 'POST', url: '/api/captcha' });
  const captchaId = cap.cookies.find((c) => c.name === 'captcha_id')!.value;
  await t.database.query('update captchas set answer_hash = $1 where id = $2', [sha256('abcde'), captchaId]);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: { ...body, captcha: 'ABCDE' },
    cookies: { captcha_id: captchaId },
  });
}
