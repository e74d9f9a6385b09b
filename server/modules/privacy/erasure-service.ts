import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { scrubAadhaar } from '../../../contract/aadhaar';
import { GST_FILING_WORKFLOW, GST_REGISTRATION_WORKFLOW } from '../../../contract/gst/workflow';
import { filingListFields, registrationListFields } from '../../../contract/gst/api';
import { GstFilingData } from '../../../contract/gst/filing';
import { GstRegistrationData } from '../../../contract/gst/registration';
import { PAN_WORKFLOW } from '../../../contract/nsdl-pan/workflow';
import { PaperlessData, paperlessListFields } from '../../../contract/nsdl-paperless/form';
import { PAPERLESS_WORKFLOW } from '../../../contract/nsdl-paperless/workflow';
import {
  ERASED_NAME,
  type ErasureAnswer,
  type ErasureBody,
  type PersonRecord,
  type PersonRecordType,
  type PersonSearch,
  type PersonSearchAnswer,
} from '../../../contract/privacy/erasure';
import { finishedStates, type Workflow } from '../../../contract/requests';
import type { ServiceKey } from '../../../contract/services';
import { PsaRegistrationData, psaListFields } from '../../../contract/uti/psa';
import { COUPON_WORKFLOW, PSA_WORKFLOW } from '../../../contract/uti/workflow';
import { DEFAULT_LOCALE } from '../../../contract/i18n';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { backlogAckFiles, backlogRecords } from '../../db/schema/backlog';
import { cardRequests } from '../../db/schema/cards';
import { storedFiles } from '../../db/schema/files';
import { kycSubmissions } from '../../db/schema/kyc';
import {
  panApplicationCrops,
  panApplicationEvents,
  panApplicationFiles,
  panApplications,
} from '../../db/schema/nsdl-pan';
import { serviceRequestEvents, serviceRequestFiles, serviceRequests } from '../../db/schema/requests';
import { conflict, msg, msgText, notFound, text, type Msg } from '../../lib/errors';
import { recordAccess, type Accessor } from './access-log';
import { eraseData, heldFields, personalParts } from './erasure-data';
import { findPerson, lockRecords, type FoundRow, type Person } from './erasure-find';
import { eraseMessagesOf } from '../messaging/privacy';
import { eraseReceiptsOf } from '../receipts/privacy';
import { RECEIPT_REF_TYPE } from './retention';

/*
 * A person's erasure request (docs/decisions/0067). Search finds and describes; erase re-finds the person
 * inside one transaction (so an id that does not hold the number, or a record that moved on, refuses the
 * whole request and changes nothing), blanks the personal parts of each ticked finished record, marks its
 * files deleted, writes an event and an access-log row per record. Ledger entries, references, amounts,
 * dates, states and the shop are never touched: they are what the law keeps for accounts. The files'
 * bytes go after the commit: removed before, a refusal later in the request would roll the rows back onto
 * bytes that are gone; removed after, a crash in between leaves bytes whose row already says deleted.
 */

// Keyed by the manifests' request kinds: a new service without its line here is a type error.
// Each is named by its kind in errors.privacy.recordKind (`nsdl-pan` → nsdl_pan), in English and Hindi.
const WORKFLOWS: Record<ServiceKey, { workflow: Workflow }> = {
  [PAN_WORKFLOW.key]: { workflow: PAN_WORKFLOW },
  [PAPERLESS_WORKFLOW.key]: { workflow: PAPERLESS_WORKFLOW },
  [PSA_WORKFLOW.key]: { workflow: PSA_WORKFLOW },
  [COUPON_WORKFLOW.key]: { workflow: COUPON_WORKFLOW },
  [GST_REGISTRATION_WORKFLOW.key]: { workflow: GST_REGISTRATION_WORKFLOW },
  [GST_FILING_WORKFLOW.key]: { workflow: GST_FILING_WORKFLOW },
};

const FINAL = Object.fromEntries(Object.entries(WORKFLOWS).map(([k, v]) => [k, finishedStates(v.workflow)]));

/**
 * The list columns a save would copy out of the data, so they follow the erasure exactly. Keyed by every request kind
 * (a new one without its line is a type error): null for a kind whose list columns name no one.
 */
const LIST_FIELDS: Record<ServiceKey, ((data: unknown) => { name: string; subject: string } | null) | null> = {
  // Physical NSDL PAN keeps its own table, erased above; a coupon order names no one.
  [PAN_WORKFLOW.key]: null,
  [COUPON_WORKFLOW.key]: null,
  [PAPERLESS_WORKFLOW.key]: (d) => listOf(PaperlessData, paperlessListFields, d),
  [PSA_WORKFLOW.key]: (d) => listOf(PsaRegistrationData, psaListFields, d),
  [GST_REGISTRATION_WORKFLOW.key]: (d) => listOf(GstRegistrationData, registrationListFields, d),
  [GST_FILING_WORKFLOW.key]: (d) => listOf(GstFilingData, filingListFields, d),
};
function listOf<D>(
  schema: { safeParse(v: unknown): { success: true; data: D } | { success: false } },
  fields: (d: D) => { name: string; subject: string },
  data: unknown,
) {
  const parsed = schema.safeParse(data);
  return parsed.success ? fields(parsed.data) : null;
}

const BACKLOG_STATES: Record<string, string> = { A: 'Success', P: 'Pending', F: 'Failed' };

/**
 * A record described; `said` is its kind and the reason it is kept as error sentences' parts, so a refusal names them
 * in the reader's language (the record's `what` and `why` are their English).
 */
type Described = { record: PersonRecord; row: FoundRow; said: { what: Msg; why: Msg | null } };

function describe(row: FoundRow, person: Person | null): Described {
  const parts = row.data ? personalParts(row, row.data, person?.kind === 'pan' ? person.value : null) : [];
  const fields = new Set(row.data ? heldFields(parts, row.data) : []);
  for (const [label, held] of Object.entries(row.cols ?? {})) if (held) fields.add(label);
  // A backlog record, a card request or a KYC has no workflow of the engine.
  const flow = (WORKFLOWS as Partial<Record<string, (typeof WORKFLOWS)[ServiceKey]>>)[row.service];
  let finished: boolean;
  let stateLabel: string;
  let whySaid: Msg | null = null;
  if (flow) {
    finished = FINAL[row.service].includes(row.state);
    stateLabel = (flow.workflow.stateLabels as Record<string, string>)[row.state] ?? row.state;
    if (!finished) whySaid = msg('errors.privacy.whyOpen', { state: text(stateLabel) });
  } else if (row.type === 'backlog_record') {
    finished = row.state !== 'P';
    stateLabel = BACKLOG_STATES[row.state] ?? row.state;
    if (!finished) whySaid = msg('errors.privacy.whyNsdlPending');
  } else if (row.type === 'kyc_submission') {
    finished = row.state !== 'submitted';
    stateLabel = row.state[0].toUpperCase() + row.state.slice(1);
    if (!finished) whySaid = msg('errors.privacy.whyKycWaiting');
    else if (row.account_active) whySaid = msg('errors.privacy.whyKycLive');
  } else if (row.type === 'registration') {
    finished = row.state !== 'pending';
    stateLabel = row.state[0].toUpperCase() + row.state.slice(1);
    whySaid = msg(finished ? 'errors.privacy.whySignUpKept' : 'errors.privacy.whyDecisionWaiting');
  } else {
    finished = true;
    stateLabel = 'Referred';
  }
  if (row.erased_at) whySaid = msg('errors.privacy.whyErased', { date: row.erased_at.slice(0, 10) });
  const why = whySaid && msgText(DEFAULT_LOCALE, whySaid);
  const whatSaid = msg('errors.privacy.recordKind', { kind: (flow ? row.service : row.type).replace(/-/g, '_') });
  const record: PersonRecord = {
    type: row.type,
    id: row.id,
    what: msgText(DEFAULT_LOCALE, whatSaid),
    reference: row.reference,
    ackNo: row.ack_no,
    shopCode: row.shop_code,
    date: row.date,
    state: stateLabel,
    finished,
    held: { fields: [...fields], documents: row.documents ?? [] },
    erasedAt: row.erased_at,
    erasable: why === null,
    why,
  };
  return { record, row, said: { what: whatSaid, why: whySaid } };
}

export function createErasureService(ctx: AppContext, log: { warn(o: object, msg: string): void }) {
  const db = ctx.database.db;
  const personOf = (b: { kind: Person['kind']; value: string }): Person => ({
    kind: b.kind,
    value: b.value,
    hash: b.kind === 'aadhaar' ? ctx.services.aadhaar.hash(b.value) : null,
  });

  /** Marks the files deleted by erasure and answers their storage keys (the bytes go after the commit). */
  async function deleteFiles(tx: Tx, ids: (string | null)[]): Promise<string[]> {
    const wanted = [...new Set(ids.filter((x): x is string => !!x))];
    if (!wanted.length) return [];
    const rows = await tx
      .update(storedFiles)
      .set({ deletedAt: sql`now()`, deletedWhy: 'erasure' })
      .where(and(inArray(storedFiles.id, wanted), isNull(storedFiles.deletedAt)))
      .returning({ key: storedFiles.key });
    return rows.map((r) => r.key);
  }

  /** Blanks one record's personal parts; answers the storage keys of its files. */
  async function eraseOne(tx: Tx, d: Described, person: Person, actorId: number, reason: string): Promise<string[]> {
    const { row } = d;
    const now = sql`now()`;
    const event = { action: 'erased', fromState: row.state, toState: row.state, actorId, remark: reason };
    if (row.type === 'pan_application') {
      const data = eraseData(personalParts(row, row.data, person.kind === 'pan' ? person.value : null), row.data);
      const individual = row.category === 'individual';
      await tx
        .update(panApplications)
        .set({
          data,
          ...(individual ? { name: row.cols?.name ? ERASED_NAME : '' } : {}),
          mobile: '',
          aadhaarHashes: [],
          erasedAt: now,
          updatedAt: now,
        })
        .where(eq(panApplications.id, row.id));
      await tx.insert(panApplicationEvents).values({ applicationId: row.id, ...event });
      await eraseMessagesOf(tx, row.reference);
      await eraseReceiptsOf(tx, RECEIPT_REF_TYPE.pan, row.id);
      const files = await tx
        .select({ id: panApplicationFiles.fileId })
        .from(panApplicationFiles)
        .where(eq(panApplicationFiles.applicationId, row.id));
      const crops = await tx
        .select({ id: panApplicationCrops.fileId })
        .from(panApplicationCrops)
        .where(eq(panApplicationCrops.applicationId, row.id));
      const [scan] = await tx
        .select({ id: panApplications.scanFileId })
        .from(panApplications)
        .where(eq(panApplications.id, row.id));
      return deleteFiles(
        tx,
        [...files, ...crops, scan].map((f) => f?.id ?? null),
      );
    }
    if (row.type === 'service_request') {
      const data = eraseData(personalParts(row, row.data, person.kind === 'pan' ? person.value : null), row.data);
      const list = (LIST_FIELDS as Partial<Record<string, (typeof LIST_FIELDS)[ServiceKey]>>)[row.service]?.(data);
      await tx
        .update(serviceRequests)
        .set({ data, ...(list ?? {}), aadhaarHashes: [], erasedAt: now, updatedAt: now })
        .where(eq(serviceRequests.id, row.id));
      await tx.insert(serviceRequestEvents).values({ requestId: row.id, ...event });
      await eraseMessagesOf(tx, row.reference);
      await eraseReceiptsOf(tx, RECEIPT_REF_TYPE.request, row.id);
      const files = await tx
        .select({ id: serviceRequestFiles.fileId })
        .from(serviceRequestFiles)
        .where(eq(serviceRequestFiles.requestId, row.id));
      return deleteFiles(
        tx,
        files.map((f) => f.id),
      );
    }
    if (row.type === 'backlog_record') {
      await tx
        .update(backlogRecords)
        .set({
          name: ERASED_NAME,
          cardname: sql`case when ${backlogRecords.cardname} = '' then '' else ${ERASED_NAME} end`,
          contactno: '',
          email: '',
          aadhaarSealed: '',
          aadhaarLast4: '',
          aadhaarHash: null,
          erasedAt: now,
          updatedAt: now,
        })
        .where(eq(backlogRecords.id, row.id));
      const files = await tx
        .select({ id: backlogAckFiles.fileId })
        .from(backlogAckFiles)
        .where(eq(backlogAckFiles.recordId, row.id));
      return deleteFiles(
        tx,
        files.map((f) => f.id),
      );
    }
    if (row.type === 'card_request') {
      await tx
        .update(cardRequests)
        .set({ name: ERASED_NAME, mobileNo: '', erasedAt: now })
        .where(eq(cardRequests.id, row.id));
      return [];
    }
    if (row.type === 'kyc_submission') {
      const [k] = await tx
        .update(kycSubmissions)
        .set({
          aadhaarSealed: '',
          aadhaarLast4: '',
          aadhaarHash: null,
          panNo: '',
          accountHolder: ERASED_NAME,
          accountSealed: '',
          accountLast4: '',
          updatedAt: now,
        })
        .where(eq(kycSubmissions.id, row.id))
        .returning({
          a: kycSubmissions.addressProofFileId,
          p: kycSubmissions.photoFileId,
          s: kycSubmissions.shopPhotoFileId,
        });
      return deleteFiles(tx, [k.a, k.p, k.s]);
    }
    throw conflict(msg('errors.privacy.notErasableHere', { what: d.said.what, reference: d.record.reference }));
  }

  return {
    /** Every record holding the number, described; the search itself is logged (the kind and the count, never the number). */
    async search(body: PersonSearch, by: Accessor): Promise<PersonSearchAnswer> {
      const person = personOf(body);
      const records = (await findPerson(db, person)).map((r) => describe(r, person).record);
      await recordAccess(db, by, {
        action: 'person_search',
        refType: 'person',
        detail: `${body.kind}: ${records.length} record${records.length === 1 ? '' : 's'} found`,
        reason: scrubAadhaar(body.reason),
      });
      return { records };
    },

    /** Erases the ticked records of the person, all or none. */
    async erase(body: ErasureBody, by: Accessor): Promise<ErasureAnswer> {
      const person = personOf(body);
      const reason = scrubAadhaar(body.reason);
      const only: Partial<Record<PersonRecordType, number[]>> = {};
      for (const r of body.records) if (!only[r.type]?.includes(r.id)) (only[r.type] ??= []).push(r.id);
      const keys = await db.transaction(async (tx) => {
        await lockRecords(tx, only);
        const found = (await findPerson(tx, person, only)).map((r) => describe(r, person));
        const todo: Described[] = [];
        for (const [type, ids] of Object.entries(only) as [PersonRecordType, number[]][])
          for (const id of ids) {
            const d = found.find((f) => f.row.type === type && f.row.id === id);
            if (!d) throw notFound(msg('errors.privacy.notHeld', { type, id, kind: body.kind }));
            if (!d.record.erasable)
              throw conflict(
                msg('errors.privacy.notErasable', {
                  what: d.said.what,
                  reference: d.record.reference,
                  why: d.said.why ?? '',
                }),
              );
            todo.push(d);
          }
        const out: string[] = [];
        for (const d of todo) {
          out.push(...(await eraseOne(tx, d, person, by.user.id, reason)));
          await recordAccess(tx, by, {
            action: 'erasure',
            refType: d.row.type,
            refId: d.row.id,
            refNo: d.row.reference,
            detail: [
              `${body.kind}`,
              d.record.held.fields.length ? `fields: ${d.record.held.fields.join(', ')}` : '',
              d.record.held.documents.length ? `documents: ${d.record.held.documents.join(', ')}` : '',
            ]
              .filter(Boolean)
              .join('; '),
            reason,
          });
        }
        return out;
      });
      // The rows already say deleted; a key that could not be removed now is left for the retention sweep.
      for (const key of keys)
        await ctx.storage
          .remove(key)
          .catch((err: unknown) => log.warn({ err, key }, 'erasure: file bytes not removed'));
      const erased = (await findPerson(db, null, only)).map((r) => describe(r, null).record);
      return { erased, filesDeleted: keys.length };
    },
  };
}

export type ErasureService = ReturnType<typeof createErasureService>;
