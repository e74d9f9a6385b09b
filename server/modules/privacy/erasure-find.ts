import { sql, type SQL } from 'drizzle-orm';
import { GST } from '../../../contract/gst/manifest';
import { NSDL_PAN } from '../../../contract/nsdl-pan/manifest';
import type { PersonKind, PersonRecordType } from '../../../contract/privacy/erasure';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../lib/table-query/run';

/*
 * Every record holding a person's mobile number, PAN or Aadhaar number. Aadhaar numbers are found only
 * through their keyed hash (the sealed value cannot be searched); mobiles and PANs by their columns or
 * their place in the request data (jsonb paths and containment, so a GST person in any position counts).
 * Each query answers the same row shape; what is held is worked out from it by the service.
 */

export type Person = { kind: PersonKind; value: string; hash: string | null };

export type FoundRow = {
  type: PersonRecordType;
  id: number;
  /** The request engine's service key; '' for records outside it. */
  service: string;
  category: string;
  reference: string;
  ack_no: string | null;
  shop_code: string;
  date: string;
  state: string;
  data: unknown;
  /** Personal columns outside `data` (names only as keys): column label → holds something. */
  cols: Record<string, boolean> | null;
  erased_at: string | null;
  documents: string[] | null;
  /** KYC only: whether the merchant's account is open. */
  account_active: boolean | null;
};

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;
const erasedAt = (col: string) => sql.raw(`to_char(${col} at time zone 'UTC', ${ISO}) as erased_at`);
const day = (col: string) => sql.raw(`to_char(${col} at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as date`);
const never = sql`false`;
/** One bound text parameter made an array in SQL: the same on both drivers, whatever they do with JS arrays. */
const idArray = (ids: number[]) => sql`string_to_array(${ids.join(',')}, ',')::bigint[]`;

function panApplications(p: Person | null, ids: number[] | null): SQL {
  const where = !p
    ? sql`true`
    : p.kind === 'mobile'
      ? sql`(a.mobile = ${p.value} or a.data->>'mobile' = ${p.value} or a.data->'phone'->>'number' = ${p.value})`
      : p.kind === 'pan'
        ? sql`(a.data->>'existingPan' = ${p.value} or a.data->'otherPans' @> to_jsonb(${p.value}::text))`
        : sql`a.aadhaar_hashes @> array[${p.hash}::text]`;
  return sql`
    select 'pan_application' as type, a.id, ${NSDL_PAN.requests.application.key}::text as service, a.category,
           a.token_no as reference, a.ack_no,
           a.merchant_code as shop_code, to_char(a.dated, 'YYYY-MM-DD') as date, a.state, a.data,
           jsonb_build_object('name', a.name not in ('', 'Erased'), 'mobile', a.mobile <> '') as cols, ${erasedAt('a.erased_at')},
           array(select distinct k from (
             select f.kind as k from pan_application_files f join stored_files s on s.id = f.file_id
              where f.application_id = a.id and s.deleted_at is null
             union select c.kind from pan_application_crops c join stored_files s on s.id = c.file_id
              where c.application_id = a.id and s.deleted_at is null
             union select 'scan' from stored_files s where s.id = a.scan_file_id and s.deleted_at is null
           ) x order by 1) as documents,
           null::boolean as account_active
      from pan_applications a where ${where} ${ids ? sql`and a.id = any(${idArray(ids)})` : sql``}`;
}

function serviceRequests(p: Person | null, ids: number[] | null): SQL {
  const inPersons = (key: string, v: string) =>
    sql`r.data->'persons' @> jsonb_build_array(jsonb_build_object(${key}::text, ${v}::text))`;
  const where = !p
    ? sql`true`
    : p.kind === 'mobile'
      ? sql`(r.data->>'mobile' = ${p.value} or r.data->'signatory'->>'mobile' = ${p.value} or ${inPersons('mobile', p.value)})`
      : p.kind === 'pan'
        ? sql`(r.data->>'pan' = ${p.value} or r.data->>'existingPan' = ${p.value}
               or r.data->'signatory'->>'pan' = ${p.value} or ${inPersons('pan', p.value)}
               or (r.service = ${GST.requests.filing.key} and substr(r.data->>'gstin', 3, 10) = ${p.value}))`
        : sql`r.aadhaar_hashes @> array[${p.hash}::text]`;
  return sql`
    select 'service_request' as type, r.id, r.service, '' as category, r.ref_no as reference, r.result as ack_no,
           r.merchant_code as shop_code, to_char(r.dated, 'YYYY-MM-DD') as date, r.state, r.data,
           null::jsonb as cols, ${erasedAt('r.erased_at')},
           array(select distinct f.kind from service_request_files f join stored_files s on s.id = f.file_id
                  where f.request_id = r.id and s.deleted_at is null order by 1) as documents,
           null::boolean as account_active
      from service_requests r where ${where} ${ids ? sql`and r.id = any(${idArray(ids)})` : sql``}`;
}

function backlogRecords(p: Person | null, ids: number[] | null): SQL {
  const where = !p
    ? sql`true`
    : p.kind === 'mobile'
      ? sql`b.contactno = ${p.value}`
      : p.kind === 'aadhaar'
        ? sql`b.aadhaar_hash = ${p.hash}`
        : never;
  return sql`
    select 'backlog_record' as type, b.id, '' as service, '' as category, b.transid as reference, b.akn_no as ack_no,
           b.memno as shop_code, to_char(b.dated, 'YYYY-MM-DD') as date, b.status as state, null::jsonb as data,
           jsonb_build_object('name', b.name not in ('', 'Erased') or b.cardname not in ('', 'Erased'), 'mobile', b.contactno <> '',
             'email', b.email <> '', 'Aadhaar', b.aadhaar_sealed <> '' or b.aadhaar_last4 <> '') as cols,
           ${erasedAt('b.erased_at')},
           array(select 'acknowledgement' from backlog_ack_files k join stored_files s on s.id = k.file_id
                  where k.record_id = b.id and s.deleted_at is null) as documents,
           null::boolean as account_active
      from backlog_records b where ${where} ${ids ? sql`and b.id = any(${idArray(ids)})` : sql``}`;
}

function cardRequests(p: Person | null, ids: number[] | null): SQL {
  const where = !p ? sql`true` : p.kind === 'mobile' ? sql`c.mobile_no = ${p.value}` : never;
  return sql`
    select 'card_request' as type, c.id, '' as service, c.card_vendor as category, c.ref_no as reference,
           null as ack_no, c.merchant_code as shop_code, ${day('c.created_at')}, 'referred' as state,
           null::jsonb as data, jsonb_build_object('name', c.name not in ('', 'Erased'), 'mobile', c.mobile_no <> '') as cols,
           ${erasedAt('c.erased_at')}, array[]::text[] as documents, null::boolean as account_active
      from card_requests c where ${where} ${ids ? sql`and c.id = any(${idArray(ids)})` : sql``}`;
}

function kycSubmissions(p: Person | null, ids: number[] | null): SQL {
  const where = !p
    ? sql`true`
    : p.kind === 'pan'
      ? sql`k.pan_no = ${p.value}`
      : p.kind === 'aadhaar'
        ? sql`k.aadhaar_hash = ${p.hash}`
        : never;
  return sql`
    select 'kyc_submission' as type, k.id, '' as service, '' as category, 'KYC ' || u.code as reference,
           null as ack_no, u.code as shop_code, ${day('k.created_at')}, k.status as state, null::jsonb as data,
           jsonb_build_object('Aadhaar', k.aadhaar_sealed <> '', 'PAN', k.pan_no <> '',
             'bank account', k.account_sealed <> '' or k.account_holder not in ('', 'Erased')) as cols,
           -- KYC has no erased_at: a submission with neither number left is one an erasure emptied.
           case when k.aadhaar_sealed = '' and k.pan_no = ''
                then to_char(k.updated_at at time zone 'UTC', ${sql.raw(ISO)}) end as erased_at,
           array(select distinct x.kind from (values ('address proof', k.address_proof_file_id),
                   ('photograph', k.photo_file_id), ('shop photograph', k.shop_photo_file_id)) x(kind, id)
                   join stored_files s on s.id = x.id where s.deleted_at is null order by 1) as documents,
           u.active as account_active
      from kyc_submissions k join users u on u.id = k.user_id
     where ${where} ${ids ? sql`and k.id = any(${idArray(ids)})` : sql``}`;
}

function registrations(p: Person | null, ids: number[] | null): SQL {
  const where = !p ? sql`true` : p.kind === 'mobile' ? sql`g.mobile_no = ${p.value}` : never;
  return sql`
    select 'registration' as type, g.id, '' as service, '' as category, g.ref_no as reference, null as ack_no,
           coalesce(u.code, '') as shop_code, ${day('g.dated')}, g.status as state, null::jsonb as data,
           jsonb_build_object('name', true, 'father''s name', g.father_name <> '', 'date of birth', true,
             'mobile', g.mobile_no <> '', 'email', g.email_id <> '', 'address', g.address1 <> '') as cols,
           null as erased_at, array[]::text[] as documents, null::boolean as account_active
      from registrations g left join users u on u.id = g.user_id
     where ${where} ${ids ? sql`and g.id = any(${idArray(ids)})` : sql``}`;
}

const QUERIES: Record<PersonRecordType, (p: Person | null, ids: number[] | null) => SQL> = {
  pan_application: panApplications,
  service_request: serviceRequests,
  backlog_record: backlogRecords,
  card_request: cardRequests,
  kyc_submission: kycSubmissions,
  registration: registrations,
};

/** The tables an erasure writes, by record type: what `lockRecords` locks. */
const TABLES: Partial<Record<PersonRecordType, string>> = {
  pan_application: 'pan_applications',
  service_request: 'service_requests',
  backlog_record: 'backlog_records',
  card_request: 'card_requests',
  kyc_submission: 'kyc_submissions',
};

/**
 * Every record holding the person's number, newest first within each type; `only` limits it to those ids.
 * With no person, the records of `only` as they are (an erasure's answer, once the number is gone).
 */
export async function findPerson(
  db: Db | Tx,
  person: Person | null,
  only?: Partial<Record<PersonRecordType, number[]>>,
): Promise<FoundRow[]> {
  if (!person && !only) return [];
  const out: FoundRow[] = [];
  for (const [type, query] of Object.entries(QUERIES) as [PersonRecordType, (typeof QUERIES)[PersonRecordType]][]) {
    const ids = only ? (only[type] ?? []) : null;
    if (ids && !ids.length) continue;
    if (person?.kind === 'aadhaar' && !person.hash) continue;
    const rows = rowsOf<FoundRow>(await db.execute(sql`${query(person, ids)} order by 8 desc, 2 desc`));
    out.push(...rows.map((r) => ({ ...r, id: Number(r.id) })));
  }
  return out;
}

/** Locks the rows about to be erased, in id order per table, so two erasures (or a move) cannot interleave. */
export async function lockRecords(tx: Tx, only: Partial<Record<PersonRecordType, number[]>>): Promise<void> {
  for (const [type, ids] of Object.entries(only) as [PersonRecordType, number[]][]) {
    const table = TABLES[type];
    if (!table || !ids.length) continue;
    await tx.execute(sql`select id from ${sql.raw(table)} where id = any(${idArray(ids)}) order by id for update`);
  }
}
