import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  PAPERLESS_PRICE_CODES,
  PAPERLESS_WORKFLOW,
  PROVIDER_STATUSES,
  PaperlessData,
  emptyPaperless,
  failureOf,
  paperlessListFields,
  paperlessProblems,
  type PaperlessAction,
  type PaperlessDetail,
  type PaperlessState,
} from '../../../contract/nsdl-paperless';
import { pageUrl } from '../../../contract/manifest';
import { NSDL_PAPERLESS } from '../../../contract/nsdl-paperless/manifest';
import type { AllowedAction, Side } from '../../../contract/requests';
import { ownAction } from '../requests/declare';
import { parseOr } from '../requests/forms';
import type { SharedDecl, SharedServiceDecl } from '../requests/request-service';
import { formMobile, sharedStore, type SharedRequest } from '../requests/store';
import { refusalSaid, refusalText, said } from '../notifications/service';
import { msg } from '../../lib/errors';
import { istTimestamp } from '../../lib/list-columns';
import { narrated, type NarrationMessage } from '../wallet/narration';
import type { OwnColumnSql } from '../requests/lists';

/*
 * NSDL PAN paperless on the shared requests (decision 0055). What is its own: what the provider
 * last said, kept in the request's data beside the form, and the actions that are not moves (resume,
 * apply again, the slip). Charging, refunding and every move are the engine's.
 */

export const paperlessStore = sharedStore(NSDL_PAPERLESS.requests.application, {
  resultTaken: (ackNo) => msg('errors.paperless.ackTaken', { ackNo }),
});

/** What the provider last said about an application, under `provider` in its data (the form is the rest). */
/** The list columns read from what the provider last said. */
export const PAPERLESS_OWN_COLUMNS: Record<string, OwnColumnSql> = {
  provider_message: {
    expr: sql`coalesce(sr.data->'provider'->>'error', sr.data->'provider'->>'message')`,
    weight: 40,
  },
  checked_at: istTimestamp(sql`(sr.data->'provider'->>'checkedAt')::timestamptz`),
};

export const ProviderMemo = z.object({
  /** Which provider the application was sent to: its results are checked with that one only. */
  name: z.enum(['protean', 'sandbox']).nullable().default(null),
  txnId: z.string().nullable().default(null),
  status: z.enum(PROVIDER_STATUSES).nullable().default(null),
  code: z.string().nullable().default(null),
  message: z.string().nullable().default(null),
  refunded: z.boolean().default(false),
  checkedAt: z.string().nullable().default(null),
  /** Why the last call to the provider failed (unreachable, garbage); cleared by its next answer. */
  error: z.string().nullable().default(null),
});
export type ProviderMemo = z.infer<typeof ProviderMemo>;

const Stored = z.object({ provider: ProviderMemo.nullable().catch(null).default(null) });

/** The provider part of a request's data; the empty memo before the provider was asked anything. */
export function providerOf(row: Pick<SharedRequest, 'data' | 'state'>): ProviderMemo {
  // A draft made by "apply again" carries its failed original's data: what that provider said is not this one's.
  const stored = row.state === 'draft' ? null : Stored.parse(row.data ?? {}).provider;
  return stored ?? ProviderMemo.parse({});
}

/** The request's data with the provider part replaced, the form left as it is. */
export function withProvider(row: Pick<SharedRequest, 'data'>, memo: ProviderMemo): Record<string, unknown> {
  return { ...PAPERLESS_FORM.parse(row.data), provider: memo };
}

export const PAPERLESS_FORM = {
  parse: parseOr(PaperlessData, () => emptyPaperless()),
  problems: (d: PaperlessData) => paperlessProblems(d),
  required: () => [],
  listFields: paperlessListFields,
};

/** The provider as a message names it mid-sentence ("No result from …"); `Label` starts one. */
export const providerLabel = (name: ProviderMemo['name']) => (name === 'sandbox' ? 'the e-KYC sandbox' : 'Protean');
export const ProviderLabel = (name: ProviderMemo['name']) => (name === 'sandbox' ? 'The e-KYC sandbox' : 'Protean');

/** Whether the shop may send the browser back to the provider: paid, not ended, within the expiry time of its confirm. */
export function resumable(
  row: Pick<SharedRequest, 'state' | 'submittedAt'>,
  expireMinutes: number,
  now = new Date(),
): boolean {
  if (row.state !== 'confirmed' && row.state !== 'with_provider') return false;
  return !!row.submittedAt && now.getTime() - new Date(row.submittedAt).getTime() < expireMinutes * 60_000;
}

function extraActions(expireMinutes: number) {
  return (row: SharedRequest, side: Side): AllowedAction[] => {
    if (side !== 'merchant') return [];
    if (row.state === 'draft') return [ownAction('edit', 'Edit')];
    if (resumable(row, expireMinutes)) return [ownAction('resume', 'Continue e-KYC')];
    if (row.state === 'failed') return [ownAction('resubmit', 'Apply again')];
    if (row.state === 'acknowledged') return [ownAction('slip', 'Acknowledgement slip')];
    return [];
  };
}

/** The ledger line of an application's charge ("NSDL PAN paperless (new PAN): …") or its refund. */
const paperlessNarration = (row: SharedRequest, action: PaperlessAction): NarrationMessage =>
  action === 'confirm'
    ? narrated('ledger.paperless.charge', { kind: row.kind === 'C' ? 'C' : 'N', refNo: row.refNo, name: row.name })
    : narrated('ledger.paperless.refund', { refNo: row.refNo, name: row.name });

/** The application's page in the shop's portal: its confirm page is also its result page. */
const resultPage = (row: SharedRequest) => pageUrl(NSDL_PAPERLESS, 'merchant', 'confirm', { id: row.id });

export function paperlessDeclaration(opts: { expireMinutes: number }): SharedServiceDecl<PaperlessData> {
  const decl: SharedDecl<PaperlessState, PaperlessAction> = {
    workflow: PAPERLESS_WORKFLOW,
    store: paperlessStore,
    staffService: NSDL_PAPERLESS.staff.value,
    price: (row) => ({ code: PAPERLESS_PRICE_CODES[row.kind === 'C' ? 'C' : 'N'], quantity: 1 }),
    // The customer's receipt and their SMS / WhatsApp updates go to the form's mobile.
    customer: (row) => ({ name: row.name, mobile: formMobile(row) }),
    narration: (row, action) => paperlessNarration(row, action),
    hooks: {
      // The one charge starts the application afresh: a draft made by "apply again" drops its original's provider part.
      confirm: async (_tx, row) => ({ set: { data: PAPERLESS_FORM.parse(row.data) } }),
    },
    announce: {
      acknowledge: (row) => ({
        topic: 'nsdl_paperless.acknowledged',
        title: `Paperless PAN application ${row.refNo} acknowledged`,
        text: `Ack no ${row.result ?? ''}.`,
        message: {
          title: said('notices.paperless.acknowledged.title', { refNo: row.refNo }),
          text: [said('notices.ackNo', { ackNo: row.result ?? '' })],
        },
        link: resultPage(row),
        tone: 'good',
      }),
      fail: (row) => ({
        topic: 'nsdl_paperless.failed',
        title: `Paperless PAN application ${row.refNo} failed`,
        text: refusalText(row),
        message: { title: said('notices.paperless.failed.title', { refNo: row.refNo }), text: refusalSaid(row) },
        link: resultPage(row),
        tone: 'bad',
      }),
    },
    extraActions: extraActions(opts.expireMinutes),
  };
  return {
    decl,
    form: PAPERLESS_FORM,
    documents: { kinds: () => [], purpose: { merchant: 'nsdl-paperless-document', backend: 'nsdl-paperless-result' } },
    detail: (row): Pick<PaperlessDetail, 'ackNo' | 'provider' | 'failure' | 'canResume'> => {
      const p = providerOf(row);
      return {
        ackNo: row.state === 'acknowledged' ? row.result : null,
        // A call that could not be made is the last word the back office needs to see.
        provider: {
          status: p.status,
          code: p.code,
          message: p.error ?? p.message,
          refunded: p.refunded,
          checkedAt: p.checkedAt,
        },
        failure: row.state === 'failed' ? failureOf(p) : null,
        canResume: resumable(row, opts.expireMinutes),
      };
    },
  };
}
