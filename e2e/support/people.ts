import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { isValidAadhaar } from '../../contract/india';
import { apiAs, type ApiClient } from './api';
import { env, url } from './env';

// Applicants, merchants and their documents for the onboarding specs: unique per run (a mobile number or
// email that already has an account is refused) and valid by the portal's own rules.

let serial = 0;
const runId = Date.now();

export type Applicant = {
  fName: string;
  lName: string;
  fatherName: string;
  gender: 'M' | 'F' | 'T';
  dob: string;
  mobileNo: string;
  emailId: string;
  shopName: string;
  address1: string;
  address2: string;
  address3: string;
  district: string;
  state: string;
  pin: string;
};

/** A new applicant: the mobile number and email are this run's own. Names are letters only (the form's rule). */
export function newApplicant(first = 'Kavita'): Applicant {
  serial += 1;
  const n = (runId + serial) % 1_000_000_000;
  return {
    fName: first,
    lName: 'Joshi',
    fatherName: 'Ramesh Joshi',
    gender: 'M',
    dob: '1990-08-15',
    mobileNo: `7${String(n).padStart(9, '0')}`,
    emailId: `applicant.${runId.toString(36)}.${serial}@pan.test`,
    shopName: `${first} Seva Kendra`,
    address1: 'Shop 7, Market Yard',
    address2: 'Gultekdi',
    address3: '',
    district: 'Pune',
    state: 'Maharashtra',
    pin: '411037',
  };
}

/** The cookie a captcha answer belongs to (POST /api/captcha sets it), for API calls that need a captcha. */
async function captchaCookie(): Promise<string> {
  const res = await fetch(url('/api/captcha'), { method: 'POST' });
  if (!res.ok) throw new Error(`POST /api/captcha: ${res.status}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('captcha_id='));
  if (!cookie) throw new Error('POST /api/captcha set no captcha_id cookie');
  return cookie.split(';')[0];
}

/** Registers through the public API, as the form does; the fixed captcha answer passes. Returns the reference number. */
export async function registerViaApi(a: Applicant, idType = '1'): Promise<string> {
  const res = await fetch(url('/api/auth/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: await captchaCookie() },
    body: JSON.stringify({ ...a, idType: Number(idType), captcha: env.captchaAnswer }),
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`POST /api/auth/register: ${res.status} ${body}`);
  return (JSON.parse(body) as { refNo: string }).refNo;
}

/** A registration's id, found in the back office's list by its reference number. */
export async function registrationId(admin: ApiClient, refNo: string): Promise<number> {
  const page = await admin.post<{ data: { id: number; refNo: string }[] }>(
    '/api/backend/user-management/registration/list',
    {
      filters: [{ field: 'refNo', opt: 'equals', value1: refNo }],
      search: '',
      length: 10,
      start: 0,
      sorts: [],
    },
  );
  const row = page.data.find((r) => r.refNo === refNo);
  if (!row) throw new Error(`no registration ${refNo} in the back office's list`);
  return row.id;
}

/**
 * A merchant made the way the portal makes them (registration, then approval) without the screens: for
 * specs whose subject comes later, such as two-factor sign-in. Its password is returned with it.
 */
export async function approvedMerchantViaApi(
  first = 'Sunil',
): Promise<{ applicant: Applicant; userName: string; password: string; code: string }> {
  const applicant = newApplicant(first);
  const refNo = await registerViaApi(applicant);
  const admin = await apiAs(env.admin);
  const id = await registrationId(admin, refNo);
  const options = await admin.get<{ pkgs: { value: string }[]; idtypes: { value: string }[] }>(
    `/api/backend/user-management/registration/approve/${id}`,
  );
  const password = `Pan@${runId.toString(36)}x${serial}`;
  const { code } = await admin.post<{ code: string }>(`/api/backend/user-management/registration/approve/${id}`, {
    packageId: options.pkgs[0].value,
    idType: options.idtypes[0].value,
    userName: applicant.mobileNo,
    password,
    remark: null,
  });
  return { applicant, userName: applicant.mobileNo, password, code };
}

/** A valid Aadhaar number (Verhoeff check digit) that is this run's own. */
export function newAadhaar(): string {
  serial += 1;
  const body = `${2 + (serial % 8)}${String((runId * 7 + serial) % 1e10).padStart(10, '0')}`;
  for (let d = 0; d <= 9; d++) if (isValidAadhaar(`${body}${d}`)) return `${body}${d}`;
  throw new Error(`no check digit makes ${body} a valid Aadhaar number`);
}

/** A personal PAN (five letters, the fourth P; four digits; a letter), different on every call. */
export function newPan(): string {
  serial += 1;
  const letters = 'ABCDEFGHJKLMNQRSTUVWXYZ';
  const n = Math.floor(runId / 1000) + serial * 7919;
  const pick = (k: number) => letters[Math.floor(n / letters.length ** k) % letters.length];
  return `${pick(0)}${pick(1)}${pick(2)}P${pick(3)}${String(n % 10000).padStart(4, '0')}${pick(4)}`;
}

/** A small real JPEG (the server judges uploads by their bytes and reads the image's size). */
export function jpeg(
  color: { r: number; g: number; b: number } = { r: 200, g: 120, b: 40 },
  size = 96,
): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A small real one-page PDF. */
export function pdf(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A6', margin: 24 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(12).text(text);
    doc.end();
  });
}
