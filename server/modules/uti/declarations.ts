import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  COUPON_WORKFLOW,
  CouponRequestData,
  LIVE_PSA_STATES,
  PSA_DOCUMENTS,
  PSA_WORKFLOW,
  PsaRegistrationData,
  allottedProblem,
  couponListFields,
  couponProblems,
  couponServiceCode,
  couponTypeLabel,
  emptyPsaRegistration,
  psaListFields,
  psaProblems,
  requiredPsaDocuments,
  unallottedRefundPaise,
  type CouponAction,
  type CouponState,
  type CouponType,
  type PsaAction,
  type PsaState,
  type UtiService,
} from '../../../contract/uti';
import { UTI } from '../../../contract/uti/manifest';
import { pageUrl } from '../../../contract/manifest';
import { formatRupees } from '../../../contract/money';
import type { AllowedAction, Side } from '../../../contract/requests';
import type { Db, Tx } from '../../db/client';
import { serviceRequests } from '../../db/schema/requests';
import { conflict, fieldError } from '../../lib/errors';
import type { MailService } from '../mail/service';
import { catalogueMail, recipientLocale } from '../mail/language';
import { refusalSaid, refusalText, said, type Announcement } from '../notifications/service';
import { DRAFT_ACTIONS, ownAction, type MoveHook } from '../requests/declare';
import { parseOr } from '../requests/forms';
import type { SharedDecl, SharedServiceDecl } from '../requests/request-service';
import { formMobile, sharedStore, type SharedRequest } from '../requests/store';
import type { OwnColumnSql } from '../requests/lists';
import { accountCard } from '../users/read-model';
import { narrated, type NarrationMessage } from '../wallet/narration';

/*
 * UTI PAN on the shared requests (docs/decisions/0053): a PSA registration (UP…) whose result
 * is the PSA login id, unique across the portal by the store's index; a coupon request (UC…) made and
 * charged at once, whose result is UTIITSL's order reference and whose allotment may give part of the
 * charge back. What is UTI's own is here; everything else is the engine's and the shared requests'.
 */

export const psaStore = sharedStore(UTI.requests.psa, {
  resultTaken: (id) => `PSA login id ${id} is already given to another shop's registration.`,
});
/** The coupon list's own column: how many coupons were allotted. */
export const COUPON_OWN_COLUMNS: Record<string, OwnColumnSql> = {
  allotted: { expr: sql`(sr.data->>'allotted')::int`, weight: 6 },
};
export const couponStore = sharedStore(UTI.requests.coupon, {
  resultTaken: (ref) => `Order reference ${ref} is already entered for another coupon request.`,
});

/** The shop's live registration (waiting or approved) other than `exceptId`, if any. */
export async function livePsaOf(db: Db | Tx, merchantId: number, exceptId?: number) {
  const [live] = await db
    .select({ id: serviceRequests.id, refNo: serviceRequests.refNo, state: serviceRequests.state })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.service, psaStore.service),
        eq(serviceRequests.merchantId, merchantId),
        inArray(serviceRequests.state, [...LIVE_PSA_STATES]),
        exceptId == null ? undefined : ne(serviceRequests.id, exceptId),
      ),
    )
    .limit(1);
  return live;
}

export const livePsaMessage = (live: { refNo: string; state: string }) =>
  `Your shop already has a PSA registration ${live.state === 'approved' ? 'approved' : 'waiting for approval'} ` +
  `(${live.refNo}): a shop holds one PSA login id.`;

/**
 * submit: a shop holds one live registration. The shop's row is locked first (NO KEY UPDATE: it does not
 * wait on the inserts that merely reference the shop), so two drafts submitted at once are checked one
 * after the other and the second sees the first.
 */
const oneLiveRegistration: MoveHook<SharedRequest> = async (tx, row) => {
  await accountCard(tx, row.merchantId, true);
  const live = await livePsaOf(tx, row.merchantId, row.id);
  if (live) throw conflict(livePsaMessage(live));
};

/** approve: the PSA login id becomes the result (unique: a clear 409), and the shop is mailed once the approval commits. */
function approveHook(mail: MailService): MoveHook<SharedRequest> {
  return async (tx, row, input) => {
    const psaId = String(input.psaId);
    const data = PSA_FORM.parse(row.data);
    const shop = await accountCard(tx, row.merchantId);
    const to = shop?.email || data.email;
    const mailId = to
      ? await mail.queue(
          tx,
          catalogueMail(await recipientLocale(tx, row.merchantId), to, 'utiPsa', {
            name: shop?.name || row.name,
            refNo: row.refNo,
            applicant: row.name,
            pan: row.subject,
            psaId,
          }),
        )
      : null;
    const remark = typeof input.remark === 'string' && input.remark.trim() ? ` — ${input.remark.trim()}` : '';
    return {
      set: { result: psaId },
      eventRemark: `PSA login id ${psaId}${remark}`,
      afterCommit: mailId ? () => mail.deliver([mailId]) : undefined,
    };
  };
}

/**
 * allot: UTIITSL's order reference is the result, the number allotted is kept in the data, and the coupons not
 * allotted are refunded once.
 */
const allotHook: MoveHook<SharedRequest> = async (_tx, row, input) => {
  const allotted = Number(input.allotted);
  const problem = allottedProblem(allotted, row.quantity);
  if (problem) throw fieldError('allotted', problem);
  const orderRef = String(input.orderRef);
  const data = { ...COUPON_FORM.parse(row.data), allotted, orderRef };
  const remark = typeof input.remark === 'string' && input.remark.trim() ? ` — ${input.remark.trim()}` : '';
  return {
    set: { result: orderRef, data },
    refundPaise: unallottedRefundPaise(row.amountPaise, row.quantity, allotted),
    eventRemark: `Order ${orderRef}: ${allotted} of ${row.quantity} coupons allotted${remark}`,
  };
};

/** The shop's UTI pages: the PSA form (a rejected one is corrected there), its login id, the coupons. */
const psaFormPage = (row: SharedRequest) => pageUrl(UTI, 'merchant', 'psaRegistration', { id: row.id });
const PSA_LOGIN_PAGE = pageUrl(UTI, 'merchant', 'psaLoginId');
const COUPONS_PAGE = pageUrl(UTI, 'merchant', 'topup');

/** A rejection as the shop's bell says it: the reason, and the charge given back. */
function rejected(
  topic: string,
  noun: string,
  titleId: 'notices.uti.psaRejected.title' | 'notices.uti.couponRejected.title',
  link: (row: SharedRequest) => string,
) {
  return (row: SharedRequest): Announcement => ({
    topic,
    title: `${noun} ${row.refNo} rejected`,
    text: refusalText(row),
    message: { title: said(titleId, { refNo: row.refNo }), text: refusalSaid(row) },
    link: link(row),
    tone: 'bad',
  });
}

/** allot: how many of the coupons asked for came, and what went back for the rest. */
function allotted(row: SharedRequest): Announcement {
  const given = allottedOf(row) ?? row.quantity;
  const back = row.refundEntryId ? unallottedRefundPaise(row.amountPaise, row.quantity, given) : 0;
  return {
    topic: 'uti_coupon.allotted',
    title: `UTI coupon request ${row.refNo}: ${given} of ${row.quantity} ${row.quantity === 1 ? 'coupon' : 'coupons'} allotted`,
    text: [
      `${couponTypeLabel(row.kind)}, UTIITSL order ${row.result ?? ''}.`,
      back ? `${formatRupees(back)} for the ones not allotted is back in your wallet.` : '',
    ]
      .filter(Boolean)
      .join(' '),
    message: {
      title: said('notices.uti.allotted.title', { refNo: row.refNo, given, quantity: row.quantity }),
      text: [
        said('notices.uti.allotted.text', { type: couponTypeLabel(row.kind), order: row.result ?? '' }, ['type']),
        ...(back ? [said('notices.uti.allotted.refund', { amount: formatRupees(back) })] : []),
      ],
    },
    link: COUPONS_PAGE,
    tone: 'good',
  };
}

/** The shop edits and uploads to a draft; a rejected registration is corrected as a new one. */
function psaActions(row: SharedRequest, side: Side): AllowedAction[] {
  if (side !== 'merchant') return [];
  if (row.state === 'draft') return [...DRAFT_ACTIONS];
  return row.state === 'rejected' ? [ownAction('resubmit', 'Correct and submit again')] : [];
}

const allottedOf = (row: SharedRequest): number | null => COUPON_FORM.parse(row.data).allotted;

export const PSA_FORM = {
  parse: parseOr(PsaRegistrationData, emptyPsaRegistration),
  problems: (d: PsaRegistrationData) => psaProblems(d),
  required: requiredPsaDocuments,
  listFields: psaListFields,
};

export const COUPON_FORM = {
  parse: parseOr(CouponRequestData, () => CouponRequestData.parse({})),
  problems: couponProblems,
  required: () => [],
  listFields: couponListFields,
};

/** The ledger line of a PSA registration's charge or refund, in the reader's language. */
const psaNarration = (row: SharedRequest, a: PsaAction): NarrationMessage =>
  a === 'submit'
    ? narrated('ledger.utiPsa.charge', { refNo: row.refNo, name: row.name })
    : narrated('ledger.utiPsa.refund', { refNo: row.refNo });

/** The ledger line of a coupon request's charge, the part given back at allotment, or its refund. */
const couponNarration = (row: SharedRequest, a: CouponAction): NarrationMessage => {
  if (a === 'request')
    return narrated(
      'ledger.utiCoupons.charge',
      { refNo: row.refNo, quantity: String(row.quantity), type: couponTypeLabel(row.kind) },
      ['type'],
    );
  if (a === 'allot')
    return narrated('ledger.utiCoupons.notAllotted', {
      refNo: row.refNo,
      missing: String(row.quantity - (allottedOf(row) ?? row.quantity)),
      quantity: String(row.quantity),
    });
  return narrated('ledger.utiCoupons.refund', { refNo: row.refNo });
};

export function utiDeclarations(mail: MailService) {
  const psa: SharedDecl<PsaState, PsaAction> = {
    workflow: PSA_WORKFLOW,
    store: psaStore,
    staffService: UTI.staff.value,
    price: () => ({ code: 'UTI_PSA_REGISTRATION', quantity: 1 }),
    customer: (row) => ({ name: row.name, mobile: formMobile(row) }),
    narration: (row, a) => psaNarration(row, a),
    hooks: { submit: oneLiveRegistration, approve: approveHook(mail) },
    announce: {
      approve: (row) => ({
        topic: 'uti_psa.approved',
        title: `PSA login id ${row.result ?? ''} issued`,
        text: `UTI PSA registration ${row.refNo} is approved. You can now request UTI PAN coupons.`,
        message: {
          title: said('notices.uti.psaApproved.title', { loginId: row.result ?? '' }),
          text: [said('notices.uti.psaApproved.text', { refNo: row.refNo })],
        },
        link: PSA_LOGIN_PAGE,
        tone: 'good',
      }),
      reject: rejected('uti_psa.rejected', 'UTI PSA registration', 'notices.uti.psaRejected.title', psaFormPage),
    },
    extraActions: psaActions,
  };

  const coupon: SharedDecl<CouponState, CouponAction> = {
    workflow: COUPON_WORKFLOW,
    store: couponStore,
    staffService: UTI.staff.value,
    price: (row) => ({ code: couponServiceCode(row.kind as CouponType), quantity: row.quantity }),
    narration: (row, a) => couponNarration(row, a),
    hooks: { allot: allotHook },
    announce: {
      allot: allotted,
      reject: rejected(
        'uti_coupon.rejected',
        'UTI coupon request',
        'notices.uti.couponRejected.title',
        () => COUPONS_PAGE,
      ),
    },
  };

  return {
    [UTI.requests.psa.key]: {
      decl: psa,
      form: PSA_FORM,
      documents: {
        kinds: (_row, side) => (side === 'merchant' ? PSA_DOCUMENTS : []),
        purpose: { merchant: 'uti-psa-document', backend: 'uti-psa-result' },
        single: ['pan_card', 'aadhaar_card'],
      },
    },
    [UTI.requests.coupon.key]: {
      decl: coupon,
      form: COUPON_FORM,
      documents: { kinds: () => [], purpose: { merchant: 'uti-coupon-document', backend: 'uti-coupon-result' } },
      detail: (row: SharedRequest) => ({
        allotted: allottedOf(row),
        // What went back: the whole charge on rejection, the unallotted coupons' share on a part allotment.
        refunded:
          row.refundEntryId == null
            ? null
            : (row.state === 'rejected'
                ? row.amountPaise
                : unallottedRefundPaise(row.amountPaise, row.quantity, allottedOf(row) ?? row.quantity)) / 100,
      }),
    },
  } satisfies Record<UtiService, SharedServiceDecl<PsaRegistrationData> | SharedServiceDecl<CouponRequestData>>;
}
