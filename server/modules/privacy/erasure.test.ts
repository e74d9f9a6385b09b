import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_VENDORS } from '../../../contract/cards/products';
import { GstRegistrationData } from '../../../contract/gst/registration';
import { PanApplicationData } from '../../../contract/nsdl-pan/form';
import { PRIVACY_ERASURE_API, type PersonRecord } from '../../../contract/privacy/erasure';
import { PsaRegistrationData } from '../../../contract/uti/psa';
import { backlogRecords, cardRequests } from '../../db/schema';
import { createAadhaarVault } from '../../lib/aadhaar-vault';
import { createTestApp, signedIn, type TestApp } from '../../test/app';
import { aadhaar } from '../../test/backlog';
import { TEST_CONSENT } from '../../test/consent';
import { BR, MR, proprietorship, readyRegistration } from '../../test/gst';
import { B, M, individualN, readyDraft, readyMerchant } from '../../test/nsdl-pan';
import { BP, MP, applicant, readyPsa } from '../../test/uti';

/* A person's erasure request: found by each kind of number, erased all or nothing, the accounts untouched. */

const MOBILE = '9012345678';
const PAN = 'ABCPK7654Q';
const AADHAAR = aadhaar('34567812345');
const OTHER = { mobile: '9898989898', pan: 'ZZZPZ1111Z', aadhaar: aadhaar('45678912345') };
const REASON = 'Request by letter dated 2026-11-20';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let staff: Awaited<ReturnType<typeof signedIn>>;
/** The person's records, by name; `other` is someone else's, which nothing may touch. */
const ids = { panDone: 0, panOpen: 0, psa: 0, gst: 0, backlog: 0, card: 0, kyc: 0, other: 0 };

const inject = (url: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
async function ok(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}
const search = (kind: string, value: string, who = admin) =>
  inject(PRIVACY_ERASURE_API.search, who.headers, { kind, value, reason: REASON });
const found = async (kind: string, value: string) => {
  const res = await search(kind, value);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { records: PersonRecord[] }).records;
};
const keys = (records: { type: string; id: number }[]) => records.map((r) => `${r.type}:${r.id}`).sort();
const rowText = async (table: string, id: number) =>
  (await t.database.query<{ s: string }>(`select t::text as s from ${table} t where id = $1`, [id]))[0].s;
/** What an application keeps for the accounts. */
const KEPT =
  'select token_no, ack_no, state, amount_paise, charge_entry_id, refund_entry_id, dated, merchant_id ' +
  'from pan_applications where id = $1';
/** Everything the accounts are: wallets and every ledger entry. */
const accounts = async () =>
  JSON.stringify([
    await t.database.query('select * from wallets order by id'),
    await t.database.query('select * from ledger_entries order by id'),
  ]);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  staff = await signedIn(t, 'staff');
  const vault = createAadhaarVault(t.secrets);
  const shop = await readyMerchant(t, { balance: 5000 });
  const otherShop = await readyMerchant(t, { balance: 5000 });

  // NSDL PAN: one rejected (finished, refunded), one still waiting for verification (open).
  ids.panDone = await readyDraft(t, shop.headers, individualN({ mobile: MOBILE, aadhaar: AADHAAR }));
  await ok(await inject(`${M}/applications/${ids.panDone}/submit`, shop.headers, { consent: TEST_CONSENT }), 'submit');
  await ok(
    await inject(`${B}/applications/${ids.panDone}/reject`, staff.headers, { remark: 'Photo unclear' }),
    'reject',
  );
  ids.panOpen = await readyDraft(t, shop.headers, individualN({ mobile: MOBILE, firstName: 'Suresh' }));
  await ok(
    await inject(`${M}/applications/${ids.panOpen}/submit`, shop.headers, { consent: TEST_CONSENT }),
    'submit open',
  );

  // UTI PSA approved (finished, charged); someone else's PSA at another shop.
  ids.psa = await readyPsa(t, shop.headers, applicant({ mobile: MOBILE, pan: PAN, aadhaar: AADHAAR }));
  await ok(await inject(`${MP}/${ids.psa}/submit`, shop.headers, { consent: TEST_CONSENT }), 'psa submit');
  await ok(await inject(`${BP}/${ids.psa}/approve`, staff.headers, { psaId: 'UTIERASE01' }), 'psa approve');
  ids.other = await readyPsa(t, otherShop.headers, applicant(OTHER));
  await ok(await inject(`${MP}/${ids.other}/submit`, otherShop.headers, { consent: TEST_CONSENT }), 'other submit');
  await ok(await inject(`${BP}/${ids.other}/approve`, staff.headers, { psaId: 'UTIOTHER01' }), 'other approve');

  // GST registration of the person's proprietorship, rejected (finished, refunded).
  const reg = proprietorship({ pan: PAN });
  reg.persons = [{ ...reg.persons![0], pan: PAN, mobile: MOBILE, aadhaar: AADHAAR }];
  reg.signatory = { ...reg.signatory!, pan: PAN, mobile: MOBILE };
  ids.gst = await readyRegistration(t, shop.headers, reg);
  await ok(await inject(`${MR}/${ids.gst}/submit`, shop.headers, { consent: TEST_CONSENT }), 'gst submit');
  await ok(await inject(`${BR}/${ids.gst}/reject`, staff.headers, { remark: 'Wrong district' }), 'gst reject');

  const [b] = await t.database.db
    .insert(backlogRecords)
    .values({
      transid: 'T900001',
      dated: '2024-02-01',
      aknNo: '881000000900001',
      panType: 'N',
      name: 'RAMESH K PATIL',
      cardname: 'RAMESH PATIL',
      aadhaarSealed: vault.seal(AADHAAR),
      aadhaarLast4: AADHAAR.slice(-4),
      aadhaarHash: vault.hash(AADHAAR),
      contactno: MOBILE,
      email: 'ramesh@example.in',
      memno: shop.code,
      status: 'A',
    })
    .returning({ id: backlogRecords.id });
  ids.backlog = b.id;
  const [c] = await t.database.db
    .insert(cardRequests)
    .values({
      refNo: 'CC0000009001',
      merchantId: shop.id,
      merchantCode: shop.code,
      createdBy: shop.id,
      staffName: 'Owner',
      appMode: 'self',
      cardVendor: CARD_VENDORS[0],
      name: 'Ramesh Patil',
      mobileNo: MOBILE,
    })
    .returning({ id: cardRequests.id });
  ids.card = c.id;
  // The person is also a merchant whose account is open: its KYC holds the PAN and the Aadhaar.
  const [k] = await t.database.query<{ id: number }>(
    `insert into kyc_submissions (user_id, status, aadhaar_sealed, aadhaar_last4, aadhaar_hash, pan_no, bank_name,
       account_holder, account_sealed, account_last4, ifsc, address_proof_file_id, photo_file_id, shop_photo_file_id)
     select $1::bigint, 'approved', $2::text, $3::text, $4::text, $5::text, 'SBI', 'R Patil', 'x', '5678', 'SBIN0001234', f, f, f
       from (select address_proof_file_id as f from kyc_submissions where user_id = $1 limit 1) s returning id`,
    [otherShop.id, vault.seal(AADHAAR), AADHAAR.slice(-4), vault.hash(AADHAAR), PAN],
  );
  ids.kyc = Number(k.id);

  // Issue 27: the outbox holds messages about the person's requests: one sent, one not yet.
  const refOf = async (table: string, col: string, id: number) =>
    (await t.database.query<{ r: string }>(`select ${col} as r from ${table} where id = $1`, [id]))[0].r;
  for (const [ref, state, to] of [
    [await refOf('pan_applications', 'token_no', ids.panDone), 'sent', MOBILE],
    [await refOf('service_requests', 'ref_no', ids.psa), 'queued', MOBILE],
    [await refOf('service_requests', 'ref_no', ids.other), 'sent', OTHER.mobile],
  ] as const)
    await t.database.query(
      `insert into outbound_messages (channel, recipient, request_ref, template, language, values, state, idempotency_key)
       values ('sms', $1, $2, 'application_rejected', 'en', $3, $4, $5)`,
      [to, ref, JSON.stringify({ ref, reason: 'Ramesh Patil: photo unclear' }), state, `erasure-test:${ref}:${to}:sms`],
    );
}, 120_000);
afterAll(() => t?.close());

describe('finding a person (admin)', () => {
  it('finds exactly the records holding each kind of number, with what they hold and whether they can go', async () => {
    expect(keys(await found('mobile', '90123 45678'))).toEqual(
      keys([
        { type: 'pan_application', id: ids.panDone },
        { type: 'pan_application', id: ids.panOpen },
        { type: 'service_request', id: ids.psa },
        { type: 'service_request', id: ids.gst },
        { type: 'backlog_record', id: ids.backlog },
        { type: 'card_request', id: ids.card },
      ]),
    );
    expect(keys(await found('pan', PAN.toLowerCase()))).toEqual(
      keys([
        { type: 'service_request', id: ids.psa },
        { type: 'service_request', id: ids.gst },
        { type: 'kyc_submission', id: ids.kyc },
      ]),
    );
    const byAadhaar = await found('aadhaar', AADHAAR);
    expect(keys(byAadhaar)).toEqual(
      keys([
        { type: 'pan_application', id: ids.panDone },
        { type: 'service_request', id: ids.psa },
        { type: 'service_request', id: ids.gst },
        { type: 'backlog_record', id: ids.backlog },
        { type: 'kyc_submission', id: ids.kyc },
      ]),
    );

    const pan = byAadhaar.find((r) => r.id === ids.panDone && r.type === 'pan_application')!;
    expect(pan).toMatchObject({ what: 'NSDL PAN (physical)', state: 'Rejected', finished: true, erasable: true });
    expect(pan.held.fields).toEqual(expect.arrayContaining(['name', 'date of birth', 'mobile', 'Aadhaar', 'address']));
    expect(pan.held.documents).toEqual(expect.arrayContaining(['form', 'identity', 'photo', 'signature']));
    const open = (await found('mobile', MOBILE)).find((r) => r.id === ids.panOpen && r.type === 'pan_application')!;
    expect(open).toMatchObject({ finished: false, erasable: false });
    expect(open.why).toMatch(/Still open/);
    const kyc = byAadhaar.find((r) => r.type === 'kyc_submission')!;
    expect(kyc).toMatchObject({
      erasable: false,
      why: 'KYC of a live merchant account: kept while the account is open',
    });
    // Nothing of someone else's.
    expect(await found('mobile', OTHER.mobile)).toHaveLength(1);
  });

  it('logs the search with its kind and count, never the number', async () => {
    await found('aadhaar', AADHAAR);
    const [row] = await t.database.query<{ detail: string; reason: string; action: string }>(
      `select * from access_log where action = 'person_search' order by id desc limit 1`,
    );
    expect(row).toMatchObject({ detail: 'aadhaar: 5 records found', reason: REASON });
    const all = JSON.stringify(await t.database.query('select * from access_log'));
    expect(all).not.toContain(AADHAAR);
    expect(all).not.toContain(MOBILE);
  });

  it('refuses a number that is not one, naming the field, and anyone but the admin', async () => {
    const bad = await search('pan', 'ABC123');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['value']);
    expect((await search('aadhaar', '234567890123')).statusCode).toBe(400);
    expect((await search('mobile', MOBILE, staff)).statusCode).toBe(403);
    const body = { kind: 'mobile', value: MOBILE, reason: REASON, records: [{ type: 'card_request', id: ids.card }] };
    expect((await inject(PRIVACY_ERASURE_API.erase, staff.headers, body)).statusCode).toBe(403);
  });
});

describe('erasing a person (admin)', () => {
  const erase = (records: { type: string; id: number }[], kind = 'mobile', value = MOBILE) =>
    inject(PRIVACY_ERASURE_API.erase, admin.headers, { kind, value, reason: REASON, records });

  it('refuses the whole request for an open record or an id that does not hold the number, changing nothing', async () => {
    const before = [await rowText('service_requests', ids.psa), await rowText('card_requests', ids.card)];
    const open = await erase([
      { type: 'card_request', id: ids.card },
      { type: 'pan_application', id: ids.panOpen },
    ]);
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toMatch(/Still open/);
    const wrong = await erase([
      { type: 'service_request', id: ids.psa },
      { type: 'service_request', id: ids.other },
    ]);
    expect(wrong.statusCode).toBe(404);
    const live = await erase([{ type: 'kyc_submission', id: ids.kyc }], 'pan', PAN);
    expect(live.statusCode).toBe(409);
    // Issue 26: the record's kind and why it is kept are said in the reader's language; its reference stays.
    const hindi = (records: { type: string; id: number }[], kind: string, value: string) =>
      inject(
        PRIVACY_ERASURE_API.erase,
        { ...admin.headers, 'accept-language': 'hi' },
        { kind, value, reason: REASON, records },
      );
    const openHi = (await hindi([{ type: 'pan_application', id: ids.panOpen }], 'mobile', MOBILE)).json().message;
    expect(openHi).toMatch(
      /^एनएसडीएल पैन \(फ़िज़िकल\) \S+ मिटाया नहीं जा सकता: अभी खुला है \(.+\): दुकान अभी इस पर काम कर रही है। कुछ नहीं मिटाया गया$/,
    );
    expect(openHi.replace(/ [A-Z0-9]+ मिटाया/, ' मिटाया')).not.toMatch(/[A-Za-z]{3}/);
    const liveHi = (await hindi([{ type: 'kyc_submission', id: ids.kyc }], 'pan', PAN)).json().message;
    expect(liveHi).toMatch(
      /^मर्चेंट की केवाईसी .+ मिटाया नहीं जा सकता: चालू मर्चेंट खाते की केवाईसी: खाता खुला रहने तक रखी जाती है।/,
    );
    expect(live.json().message).toMatch(
      /^Merchant's KYC .+ cannot be erased: KYC of a live merchant account: kept while the account is open\. Nothing was erased$/,
    );
    expect([await rowText('service_requests', ids.psa), await rowText('card_requests', ids.card)]).toEqual(before);
    expect(await t.database.query(`select 1 from access_log where action = 'erasure'`)).toHaveLength(0);
  });

  it('erases the personal parts of the finished records and leaves the accounts exact', async () => {
    const accountsBefore = await accounts();
    const [panBefore] = await t.database.query<Record<string, unknown>>(KEPT, [ids.panDone]);
    const otherBefore = await rowText('service_requests', ids.other);
    const files = await t.database.query<{ key: string }>(
      `select s.key from stored_files s where s.id in (
         select file_id from pan_application_files where application_id = $1
         union select file_id from pan_application_crops where application_id = $1
         union select scan_file_id from pan_applications where id = $1
         union select file_id from service_request_files where request_id = any($2::bigint[]))`,
      [ids.panDone, [ids.psa, ids.gst]],
    );
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) expect(fs.existsSync(path.join(t.filesDir, f.key))).toBe(true);

    const records = [
      { type: 'pan_application', id: ids.panDone },
      { type: 'service_request', id: ids.psa },
      { type: 'service_request', id: ids.gst },
      { type: 'backlog_record', id: ids.backlog },
      { type: 'card_request', id: ids.card },
    ];
    const res = await erase(records);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { erased: PersonRecord[]; filesDeleted: number };
    expect(keys(answer.erased)).toEqual(keys(records));
    expect(answer.filesDeleted).toBe(files.length);
    for (const r of answer.erased) {
      expect(r.erasedAt).not.toBeNull();
      expect(r.held).toEqual({ fields: [], documents: [] });
    }

    expect(await accounts()).toBe(accountsBefore);
    const [panAfter] = await t.database.query<Record<string, unknown>>(KEPT, [ids.panDone]);
    expect(panAfter).toEqual(panBefore);
    expect(await rowText('service_requests', ids.other)).toBe(otherBefore);

    const vault = createAadhaarVault(t.secrets);
    for (const [table, id] of [
      ['pan_applications', ids.panDone],
      ['service_requests', ids.psa],
      ['service_requests', ids.gst],
      ['backlog_records', ids.backlog],
      ['card_requests', ids.card],
    ] as const) {
      const text = await rowText(table, id);
      for (const gone of [
        MOBILE,
        AADHAAR,
        PAN,
        vault.hash(AADHAAR),
        'aadhaar:v1:',
        'Ramesh',
        'RAMESH',
        'Patil',
        'example.in',
      ])
        expect(text, `${table} ${id} still holds ${gone}`).not.toContain(gone);
    }
    // Issue 27: the receipts keep the accounts with the customer as initials and four digits; the messages about
    // the erased requests keep their count and state, without the number or the words; one not sent is never sent.
    const receipts = await t.database.query<{ s: string; name: string; mobile: string; amount: string }>(
      `select r::text as s, customer_name as name, customer_mobile as mobile, amount_paise::text as amount
       from receipts r where (ref_type = 'pan_application' and request_id = $1)
         or (ref_type = 'service_request' and request_id = any($2::bigint[]))`,
      [ids.panDone, [ids.psa, ids.gst]],
    );
    expect(receipts.length).toBeGreaterThanOrEqual(3);
    expect(receipts.some((r) => r.mobile === `XXXXXX${MOBILE.slice(-4)}`)).toBe(true);
    for (const r of receipts) {
      for (const gone of [MOBILE, 'Ramesh', 'RAMESH', 'Patil', 'PATIL']) expect(r.s).not.toContain(gone);
      expect(r.name).toMatch(/^(\S\.)( \S\.)*$/);
      // A form without a mobile (a GST registration's) gave its receipt none.
      expect(['', `XXXXXX${MOBILE.slice(-4)}`]).toContain(r.mobile);
    }
    const messages = await t.database.query<{ s: string; state: string; recipient: string; request_ref: string }>(
      `select m::text as s, state, recipient, request_ref from outbound_messages m where idempotency_key like 'erasure-test:%' order by id`,
    );
    expect(messages.map((m) => [m.state, m.recipient])).toEqual([
      ['sent', `XXXXXX${MOBILE.slice(-4)}`],
      ['failed', `XXXXXX${MOBILE.slice(-4)}`],
      ['sent', OTHER.mobile],
    ]);
    for (const m of messages.slice(0, 2)) for (const gone of [MOBILE, 'Ramesh']) expect(m.s).not.toContain(gone);
    expect(messages[2].s).toContain('Ramesh');
    for (const f of files) expect(fs.existsSync(path.join(t.filesDir, f.key))).toBe(false);
    const marked = await t.database.query<{ deleted_why: string }>(
      'select deleted_why from stored_files where key = any($1::text[])',
      [files.map((f) => f.key)],
    );
    expect(marked.map((m) => m.deleted_why)).toEqual(files.map(() => 'erasure'));

    // The data still opens with each service's schema, the references stay, and each record says what happened.
    const data = async (table: string, id: number) =>
      (await t.database.query<{ data: unknown }>(`select data from ${table} where id = $1`, [id]))[0].data;
    expect(PanApplicationData.safeParse(await data('pan_applications', ids.panDone)).success).toBe(true);
    expect(PsaRegistrationData.safeParse(await data('service_requests', ids.psa)).success).toBe(true);
    expect(GstRegistrationData.safeParse(await data('service_requests', ids.gst)).success).toBe(true);
    const [psa] = await t.database.query<{ result: string; name: string; state: string }>(
      'select result, name, state from service_requests where id = $1',
      [ids.psa],
    );
    expect(psa).toEqual({ result: 'UTIERASE01', name: 'Erased', state: 'approved' });
    const events = await t.database.query<{ action: string; remark: string }>(
      `select action, remark from service_request_events where request_id = $1 order by id desc limit 1`,
      [ids.gst],
    );
    expect(events).toEqual([{ action: 'erased', remark: REASON }]);
    const log = await t.database.query<{ ref_type: string; ref_id: string }>(
      `select ref_type, ref_id from access_log where action = 'erasure'`,
    );
    expect(keys(log.map((l) => ({ type: l.ref_type, id: Number(l.ref_id) })))).toEqual(keys(records));

    // Found again, only the open application holds the mobile; the Aadhaar is left only in the live KYC.
    expect(keys(await found('mobile', MOBILE))).toEqual(keys([{ type: 'pan_application', id: ids.panOpen }]));
    expect(keys(await found('aadhaar', AADHAAR))).toEqual(keys([{ type: 'kyc_submission', id: ids.kyc }]));
  });
});
