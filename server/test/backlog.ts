import { expect } from 'vitest';
import { isValidAadhaar } from '../../contract/india';
import { BACKLOG_API } from '../../contract/lists/backlog';
import { backlogRecords } from '../db/schema';
import { createAadhaarVault } from '../lib/aadhaar-vault';
import { signedIn, type TestApp } from './app';

/** The backlog tests' world: 30 known records, 1–20 belonging to m1 and 21–30 to m2; status by i % 3
 * (0 → A, 1 → P, 2 → F); record i is dated 2024-01-i. */

export const B = BACKLOG_API.backend;
export const M = BACKLOG_API.merchant;

export type Who = Awaited<ReturnType<typeof signedIn>>;
export type Row = Record<string, string>;
export type ListAnswer = { data: Row[]; totalRecords: number; filterRecords: number };

/** A valid Aadhaar number (Verhoeff check digit) built from 11 digits. */
export function aadhaar(base11: string): string {
  for (let d = 0; d < 10; d++) if (isValidAadhaar(base11 + d)) return base11 + d;
  throw new Error('no check digit');
}

export const akn = (i: number) => String(881_000_000_000_000 + i);
export const day = (i: number) => `2024-01-${String(i).padStart(2, '0')}`;
export const STATUS = ['A', 'P', 'F'] as const;
/** The record numbers of a page, as `akn` made them. */
export const nums = (a: ListAnswer) => a.data.map((r) => Number(r.akn_no) - 881_000_000_000_000);

/** Signs in the accounts the tests use and stores the 30 known records. */
export async function seedBacklog(testApp: TestApp) {
  const admin = await signedIn(testApp, 'admin');
  const staff = await signedIn(testApp, 'staff');
  const m1 = await signedIn(testApp, 'merchant', { kind: 'owner' });
  const m2 = await signedIn(testApp, 'merchant', { kind: 'owner' });
  const m1staff = await signedIn(testApp, 'merchant', { kind: 'staff', parentId: m1.id });
  // Staff see the backlog only with the NSDL PAN tick (staff-permission.test.ts: without it).
  await testApp.database.query(`insert into staff_permissions (user_id, services) values ($1, '{nsdl_pan}')`, [
    m1staff.id,
  ]);
  const franchise = await signedIn(testApp, 'merchant', { kind: 'franchise', parentId: m1.id });
  const vault = createAadhaarVault(testApp.secrets);
  const first = aadhaar('23456789012');
  await testApp.database.db.insert(backlogRecords).values(
    Array.from({ length: 30 }, (_, k) => {
      const i = k + 1;
      return {
        transid: `T${String(i).padStart(6, '0')}`,
        dated: day(i),
        aknNo: akn(i),
        panType: i % 2 ? ('N' as const) : ('C' as const),
        name: `APPLICANT ${i}`,
        cardname: `A ${i}`,
        // Record 1 has a whole number, record 2 only the last four digits an imported mask left.
        aadhaarSealed: i === 1 ? vault.seal(first) : '',
        aadhaarLast4: i === 1 ? first.slice(-4) : i === 2 ? '4321' : '',
        aadhaarHash: i === 1 ? vault.hash(first) : null,
        contactno: `98765${String(i).padStart(5, '0')}`,
        email: `person${i}@example.in`,
        memno: i <= 20 ? m1.code : m2.code,
        status: STATUS[i % 3],
      };
    }),
  );
  return { admin, staff, m1, m2, m1staff, franchise };
}

/** List and export calls on the app `app()` answers (set in the file's beforeAll). */
export function backlogCalls(app: () => TestApp) {
  const list = (who: Who, url: string, body: Record<string, unknown>) =>
    app().app.inject({ method: 'POST', url, headers: who.headers, payload: { length: 10, start: 0, ...body } });
  async function ok(who: Who, url: string, body: Record<string, unknown>): Promise<ListAnswer> {
    const res = await list(who, url, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const exportFile = (who: Who, url: string, format: string, body: Record<string, unknown>) =>
    app().app.inject({
      method: 'POST',
      url: `${url}/pan-list/export?format=${format}`,
      headers: who.headers,
      payload: body,
    });
  return { list, ok, exportFile };
}

export const BACKLOG_CSV_HEADER = 'transid,dated,akn_no,pan_type,name,cardname,aadhaar_No,contactno,email,memno,status';

/**
 * Line `i` of a backlog CSV for the shop `memno`: its transaction id and acknowledgement number drawn from `run`
 * (each test file its own, so their records never meet), any value replaced by `over`.
 */
export function backlogCsvLine(
  run: { prefix: string; aknBase: number; name: string; contact: string; memno: string },
  i: number,
  over: Partial<Record<string, string>> = {},
): string {
  const values: Record<string, string> = {
    transid: `${run.prefix}${i}`,
    dated: '15-03-2024',
    akn_no: String(run.aknBase + i),
    pan_type: 'N',
    name: `${run.name} ${i}`,
    cardname: '',
    aadhaar_No: '',
    contactno: run.contact,
    email: '',
    memno: run.memno,
    status: 'P',
    ...over,
  };
  return BACKLOG_CSV_HEADER.split(',')
    .map((k) => values[k])
    .join(',');
}
