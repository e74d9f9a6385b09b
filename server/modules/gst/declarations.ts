import {
  GST_FILING_WORKFLOW,
  GST_REGISTRATION_WORKFLOW,
  GST_STATE_CODES,
  GstRegistrationData,
  gstinPan,
  periodLabel,
  type GstFilingAction,
  type GstFilingData,
  type GstRegistrationAction,
  type GstService,
  type GstState,
} from '../../../contract/gst';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { GST } from '../../../contract/gst/manifest';
import { pageUrl } from '../../../contract/manifest';
import type { AllowedAction, Side } from '../../../contract/requests';
import { serviceRequests } from '../../db/schema/requests';
import { conflict, fieldError, msg, text } from '../../lib/errors';
import { refusalSaid, refusalText, said as saidAs, sentence, type Announcement } from '../notifications/service';
import { DRAFT_ACTIONS, ownAction, type MoveHook } from '../requests/declare';
import type { ActiveFile } from '../requests/files';
import type { SharedDecl, SharedServiceDecl } from '../requests/request-service';
import { formMobile, sharedStore, type SharedRequest } from '../requests/store';
import { narrated, type NarrationMessage } from '../wallet/narration';
import { FILING_DOCUMENTS, REGISTRATION_DOCUMENTS, invoiceContext } from './documents';
import { FILING_FORM, REGISTRATION_FORM } from './forms';
import { checkInvoiceSheet, invoiceReport, readSheet } from './invoices';

/*
 * GST registration and filing on the request engine: both keep their requests in the
 * shared service_requests table. The ARN is the result (unique per service), a registration's GSTIN
 * the second result; the forms are in forms.ts, the files' own checks in documents.ts.
 */

/**
 * What a reader may do beyond the workflow's moves: the shop edits and uploads to a draft, and uploads
 * what a query asks for; the back office attaches its results while it works and after completing.
 */
function extraActions(row: SharedRequest, side: Side): AllowedAction[] {
  if (side === 'merchant') {
    if (row.state === 'draft') return [...DRAFT_ACTIONS];
    if (row.state === 'query_raised') return [ownAction('upload', 'Upload documents')];
    return [];
  }
  return row.state === 'in_process' || row.state === 'completed'
    ? [ownAction('attach_result', 'Attach result file')]
    : [];
}

/** complete: the ARN becomes the request's result; its uniqueness is the store's (a clear 409). */
const completeHook: MoveHook<SharedRequest> = async (_tx, _row, input) => {
  const arn = String(input.arn);
  const remark = typeof input.remark === 'string' && input.remark.trim() ? ` — ${input.remark.trim()}` : '';
  return { set: { result: arn }, eventRemark: `ARN ${arn}${remark}` };
};

/**
 * record_gstin: the GSTIN allotted to the registration. It carries the business's PAN and its state's
 * code, so a GSTIN typed from another registration is refused rather than handed to the wrong shop.
 */
const recordGstinHook: MoveHook<SharedRequest> = async (_tx, row, input) => {
  const gstin = String(input.gstin);
  const data = GstRegistrationData.safeParse(row.data ?? {});
  const pan = row.subject;
  if (pan && gstinPan(gstin) !== pan)
    throw fieldError('gstin', msg('errors.gst.gstinPanMismatch', { gstinPan: gstinPan(gstin), pan }));
  const state = data.success ? GST_STATE_CODES.find((s) => s.name === data.data.state) : undefined;
  if (state && gstin.slice(0, 2) !== state.code)
    throw fieldError(
      'gstin',
      msg('errors.gst.gstinStateMismatch', {
        gstinState: gstin.slice(0, 2),
        state: text(state.name),
        code: state.code,
      }),
    );
  return { set: { result2: gstin }, eventRemark: `GSTIN ${gstin}` };
};

/** A request's view in the shop's portal. */
const registrationPage = (row: SharedRequest) => pageUrl(GST, 'merchant', 'registrationView', { id: row.id });
const filingPage = (row: SharedRequest) => pageUrl(GST, 'merchant', 'filingView', { id: row.id });

/** What the shop's bell says of a request's query, completion and rejection; `noun` names the request. */
function gstAnnouncements(topic: string, noun: string, link: (row: SharedRequest) => string) {
  const said = (row: SharedRequest) => (row.remark ? sentence(row.remark) : '');
  return {
    raise_query: (row: SharedRequest): Announcement => ({
      topic: `${topic}.query_raised`,
      title: `Query raised on ${noun} ${row.refNo}`,
      text: [said(row), 'Answer it from the request.'].filter(Boolean).join(' '),
      message: {
        title: saidAs('notices.gst.queryRaised.title', { noun, refNo: row.refNo }, ['noun']),
        text: [
          ...(row.remark ? [saidAs('notices.remark', { remark: sentence(row.remark) })] : []),
          saidAs('notices.gst.queryRaised.text'),
        ],
      },
      link: link(row),
      tone: 'bad',
    }),
    complete: (row: SharedRequest): Announcement => ({
      topic: `${topic}.completed`,
      title: `${noun} ${row.refNo} completed`,
      text: `ARN ${row.result ?? ''}.`,
      message: {
        title: saidAs('notices.gst.completed.title', { noun, refNo: row.refNo }, ['noun']),
        text: [saidAs('notices.gst.completed.text', { arn: row.result ?? '' })],
      },
      link: link(row),
      tone: 'good',
    }),
    reject: (row: SharedRequest): Announcement => ({
      topic: `${topic}.rejected`,
      title: `${noun} ${row.refNo} rejected`,
      text: refusalText(row),
      message: {
        title: saidAs('notices.gst.rejected.title', { noun, refNo: row.refNo }, ['noun']),
        text: refusalSaid(row),
      },
      link: link(row),
      tone: 'bad',
    }),
  };
}

export const registrationStore = sharedStore(GST.requests.registration, {
  resultTaken: (arn) => msg('errors.gst.arnTakenRegistration', { arn }),
});
export const filingStore = sharedStore(GST.requests.filing, {
  resultTaken: (arn) => msg('errors.gst.arnTakenFiling', { arn }),
});

/** The ledger line of a registration's charge or refund, in the reader's language. */
const registrationNarration = (row: SharedRequest, a: GstRegistrationAction): NarrationMessage =>
  a === 'submit'
    ? narrated('ledger.gstRegistration.charge', { refNo: row.refNo, name: row.name })
    : narrated('ledger.gstRegistration.refund', { refNo: row.refNo });

export const GST_REGISTRATION_DECLARATION: SharedDecl<GstState, GstRegistrationAction> = {
  workflow: GST_REGISTRATION_WORKFLOW,
  store: registrationStore,
  staffService: GST.staff.value,
  price: () => ({ code: 'GST_REGISTRATION', quantity: 1 }),
  customer: (row) => ({ name: row.name, mobile: formMobile(row) }),
  narration: (row, a) => registrationNarration(row, a),
  hooks: { complete: completeHook, record_gstin: recordGstinHook },
  announce: {
    ...gstAnnouncements('gst_registration', 'GST registration request', registrationPage),
    record_gstin: (row) => ({
      topic: 'gst_registration.gstin',
      title: `GSTIN ${row.result2 ?? ''} allotted`,
      text: `GST registration request ${row.refNo} for ${row.name}.`,
      message: {
        title: saidAs('notices.gst.gstin.title', { gstin: row.result2 ?? '' }),
        text: [saidAs('notices.gst.gstin.text', { refNo: row.refNo, name: row.name })],
      },
      link: registrationPage(row),
      tone: 'good',
    }),
  },
  extraActions,
};

/** A filing the back office has or had in hand (a rejected one may be filed again; a draft is not sent). */
const FILED_STATES = ['submitted', 'in_process', 'query_raised', 'completed'] as const satisfies readonly GstState[];

/**
 * submit: a shop files a return of a GSTIN for a period once. A second request for the same return
 * (a double click, two counters, a forgotten earlier one) would be charged and then refused by the GST
 * portal, so it is refused here before any money moves. The lock makes two submits of the same return
 * take turns, so they cannot both see "none yet".
 */
const oneFilingPerReturn: MoveHook<SharedRequest> = async (tx, row) => {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`gst-filing:${row.merchantId}:${row.subject}:${row.kind}:${row.period}`}))`,
  );
  const [earlier] = await tx
    .select({ refNo: serviceRequests.refNo, state: serviceRequests.state })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.service, filingStore.service),
        eq(serviceRequests.merchantId, row.merchantId),
        eq(serviceRequests.subject, row.subject),
        eq(serviceRequests.kind, row.kind),
        eq(serviceRequests.period, row.period),
        inArray(serviceRequests.state, [...FILED_STATES]),
        ne(serviceRequests.id, row.id),
      ),
    )
    .limit(1);
  if (earlier) {
    const label = GST_FILING_WORKFLOW.stateLabels[earlier.state as GstState].toLowerCase();
    throw conflict(
      `${row.kind} for ${periodLabel(row.period)} of GSTIN ${row.subject} is already requested: ` +
        `${earlier.refNo} (${label}). Nothing was charged.`,
    );
  }
};

/** The ledger line of a filing's charge (its return, period and GSTIN) or refund, in the reader's language. */
const filingNarration = (row: SharedRequest, a: GstFilingAction): NarrationMessage =>
  a === 'submit'
    ? narrated('ledger.gstFiling.charge', {
        refNo: row.refNo,
        kind: row.kind,
        period: periodLabel(row.period),
        gstin: row.subject,
      })
    : narrated('ledger.gstFiling.refund', { refNo: row.refNo });

export const GST_FILING_DECLARATION: SharedDecl<GstState, GstFilingAction> = {
  workflow: GST_FILING_WORKFLOW,
  store: filingStore,
  staffService: GST.staff.value,
  price: () => ({ code: 'GST_FILING', quantity: 1 }),
  narration: (row, a) => filingNarration(row, a),
  hooks: { submit: oneFilingPerReturn, complete: completeHook },
  announce: gstAnnouncements('gst_filing', 'GST filing request', filingPage),
  extraActions,
};

/** The invoice summary read again against the filing as it is now: its period or GSTIN may have changed since the upload. */
async function recheckInvoices(
  row: SharedRequest,
  uploaded: readonly ActiveFile[],
  read: (key: string) => Promise<Buffer>,
): Promise<void> {
  for (const f of uploaded.filter((x) => x.kind === 'invoice_summary')) {
    const { sheet } = await readSheet(await read(f.key));
    const { problems } = checkInvoiceSheet(sheet, invoiceContext(row.data as { gstin?: string; period?: string }));
    if (problems.length) throw invoiceReport(problems);
  }
}

/** Both GST services as the shared requests run them. */
export const GST_SHARED = {
  [GST.requests.registration.key]: {
    decl: GST_REGISTRATION_DECLARATION,
    form: REGISTRATION_FORM,
    documents: REGISTRATION_DOCUMENTS,
  },
  [GST.requests.filing.key]: {
    decl: GST_FILING_DECLARATION,
    form: FILING_FORM,
    documents: FILING_DOCUMENTS,
    beforeSubmit: recheckInvoices,
  },
} satisfies Record<GstService, SharedServiceDecl<GstRegistrationData> | SharedServiceDecl<GstFilingData>>;
