import { eq } from 'drizzle-orm';
import { PAN_WORKFLOW, type AppType, type PanAction, type PanState } from '../../../contract/nsdl-pan';
import { pageUrl } from '../../../contract/manifest';
import { NSDL_PAN } from '../../../contract/nsdl-pan/manifest';
import type { AllowedAction } from '../../../contract/requests';
import type { ServiceCode } from '../../../contract/services';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/ids';
import { panApplicationEvents, panApplications } from '../../db/schema/nsdl-pan';
import { conflict, msg } from '../../lib/errors';
import { reasonSaid, reasonText, refusalSaid, refusalText, said, type Announcement } from '../notifications/service';
import type { RequestStore, ServiceDecl } from '../requests/declare';
import { createRequestEngine, type PriceOf } from '../requests/engine';
import { narrated, type NarrationMessage } from '../wallet/narration';

/*
 * NSDL PAN physical on the request engine: its applications stay in pan_applications (typed columns the
 * 1,000,000-row lists are indexed on), reached through this store. Its own actions beyond the workflow's
 * moves (editing a draft, documents, crops, reapplying) are declared here too, so the screens and the
 * service ask the same question: may this reader do this now?
 */

export type Application = typeof panApplications.$inferSelect;

const SERVICE_FOR: Record<AppType, ServiceCode> = { N: 'NSDL_PHYSICAL_NEW', C: 'NSDL_PHYSICAL_CHANGE' };
/** States in which the back office may (re)crop the photo and signature while checking the form. */
const BACKEND_CROP_STATES: readonly string[] = ['draft', 'waiting', 'verified', 'tin_resubmitted'];

const action = (a: string, label: string): AllowedAction => ({
  action: a,
  label,
  remark: 'none',
  danger: false,
  input: null,
});

export const panStore: RequestStore<Application> = {
  refType: NSDL_PAN.requests.application.ledgerType,
  keyPrefix: 'pan',
  kind: NSDL_PAN.requests.application.key,
  ref: (row) => row.tokenNo,
  async get(db, id, merchantId) {
    const [row] = await db.select().from(panApplications).where(eq(panApplications.id, id));
    return row && (merchantId == null || row.merchantId === merchantId) ? row : undefined;
  },
  async lock(tx, id) {
    const [row] = await tx.select().from(panApplications).where(eq(panApplications.id, id)).for('update');
    return row;
  },
  async update(tx, row, set) {
    try {
      const [updated] = await tx.update(panApplications).set(set).where(eq(panApplications.id, row.id)).returning();
      return updated;
    } catch (e) {
      if (isUniqueViolation(e, 'pan_app_ack_uq'))
        throw conflict(msg('errors.nsdlPan.ackTaken', { ackNo: String(set.ackNo) }));
      throw e;
    }
  },
  async addEvent(tx, e) {
    await tx.insert(panApplicationEvents).values({
      applicationId: e.requestId,
      action: e.action,
      fromState: e.fromState,
      toState: e.toState,
      actorId: e.actorId,
      remark: e.remark,
    });
  },
};

/** The application's page in the shop's portal. */
const infoPage = (row: Application) => pageUrl(NSDL_PAN, 'merchant', 'info', { id: row.id });

/** A refusal as the shop's bell says it: the reason, and the charge given back when it was. */
const refusal =
  (topic: string, what: 'rejected' | 'cancelled') =>
  (row: Application): Announcement => ({
    topic,
    title: `PAN application ${row.tokenNo} ${what}`,
    text: refusalText(row),
    message: {
      title: said(`notices.nsdlPan.${what}.title`, { tokenNo: row.tokenNo }),
      text: refusalSaid(row),
    },
    link: infoPage(row),
    tone: 'bad',
  });

const tinRejected = (row: Application): Announcement => ({
  topic: 'nsdl_pan.tin_rejected',
  title: `PAN application ${row.tokenNo} TIN-rejected`,
  text: [`Ack no ${row.ackNo ?? ''}.`, reasonText(row.remark), 'Upload the corrected documents.']
    .filter(Boolean)
    .join(' '),
  message: {
    title: said('notices.nsdlPan.tinRejected.title', { tokenNo: row.tokenNo }),
    text: [
      said('notices.ackNo', { ackNo: row.ackNo ?? '' }),
      ...reasonSaid(row.remark),
      said('notices.nsdlPan.tinRejected.text'),
    ],
  },
  link: infoPage(row),
  tone: 'bad',
});

/** The ledger line of a charge ("NSDL PAN new (49A): TK… name") or its refund, in the reader's language. */
const panNarration = (row: Application, a: PanAction): NarrationMessage =>
  a === 'submit'
    ? narrated('ledger.pan.charge', { appType: row.appType === 'N' ? 'N' : 'C', tokenNo: row.tokenNo, name: row.name })
    : narrated('ledger.pan.refund', { tokenNo: row.tokenNo, action: a });

export const PAN_DECLARATION: ServiceDecl<Application, PanState, PanAction> = {
  workflow: PAN_WORKFLOW,
  store: panStore,
  staffService: NSDL_PAN.staff.value,
  price: (row) => ({ code: SERVICE_FOR[row.appType as AppType], quantity: 1 }),
  customer: (row) => ({ name: row.name, mobile: row.mobile }),
  narration: (row, a) => panNarration(row, a),
  hooks: {
    acknowledge: async (_tx, _row, input) => ({
      set: { ackNo: input.ackNo },
      eventRemark: `Ack no ${String(input.ackNo)}`,
    }),
  },
  announce: {
    acknowledge: (row) => ({
      topic: 'nsdl_pan.acknowledged',
      title: `PAN application ${row.tokenNo} acknowledged`,
      text: `Ack no ${row.ackNo ?? ''}.`,
      message: {
        title: said('notices.nsdlPan.acknowledged.title', { tokenNo: row.tokenNo }),
        text: [said('notices.ackNo', { ackNo: row.ackNo ?? '' })],
      },
      link: infoPage(row),
      tone: 'good',
    }),
    reject: refusal('nsdl_pan.rejected', 'rejected'),
    cancel: refusal('nsdl_pan.cancelled', 'cancelled'),
    tin_reject: tinRejected,
    tin_reject_again: tinRejected,
  },
  extraActions(row, side) {
    if (side === 'merchant') {
      if (row.state === 'draft')
        return [
          action('edit', 'Edit'),
          action('upload', 'Upload documents'),
          action('crop', 'Crop photo and signature'),
        ];
      // After a TIN rejection only corrected documents are taken (kind 'tin').
      if (row.state === 'tin_rejected') return [action('upload_corrections', 'Upload corrected documents')];
      if (row.state === 'rejected') return [action('reapply', 'Reapply')];
      return [];
    }
    return BACKEND_CROP_STATES.includes(row.state) ? [action('crop', 'Crop photo and signature')] : [];
  },
};

export function createPanEngine(db: Db, priceOf: PriceOf) {
  return createRequestEngine(db, PAN_DECLARATION, priceOf);
}
export type PanEngine = ReturnType<typeof createPanEngine>;
