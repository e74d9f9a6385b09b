import { CUSTOMER_STAGES, customerTemplate, type CustomerStage } from '../../../contract/messaging';
import { ConsentRecord } from '../../../contract/privacy/notice';
import { TRACK_PAGE } from '../../../contract/track-page';
import type { Tx, Db } from '../../db/client';
import { courierCard } from '../couriers/read-model';
import { profileOf } from '../registration/read-model';
import { stageOf } from '../track/stages';
import { accountCard } from '../users/read-model';
import { enqueueMessage, indianMobile } from './service';

/*
 * Issue 27 §3, the customer's side: a customer who agreed on the form (the consent's `updates`) gets one message
 * per channel agreed to each time the application reaches a new stage of the status page, in the language chosen.
 * Said in the move's transaction, so a move rolled back says nothing.
 */

/** The status page of a reference, from the site's root: the sender puts PUBLIC_URL in front when it sends. */
export const trackPath = (ref: string) => `${TRACK_PAGE}?n=${encodeURIComponent(ref)}`;

export type StageMove = {
  /** The request kind's key (stages.ts's tables are by kind). */
  kind: string;
  ref: string;
  merchantId: number;
  /** The request's own key prefix and id: with the stage and channel, the message's idempotency key. */
  keyPrefix: string;
  requestId: number;
  /**
   * The charge the move follows: a resubmission after a refund is charged anew, so its stages are told again,
   * while a replay of the same move is not.
   */
  chargeEntryId: number | null;
  fromState: string;
  toState: string;
  /** The row's consent column, as stored by the submit. */
  consent: unknown;
  mobile: string | null | undefined;
  ackNo?: string | null;
  courierId?: number | null;
};

const isCustomerStage = (s: string): s is CustomerStage => (CUSTOMER_STAGES as readonly string[]).includes(s);

/** Queues the customer's messages of a move, if it brings a new stage they agreed to be told of. */
export async function announceStage(tx: Db | Tx, m: StageMove): Promise<void> {
  const stage = stageOf(m.kind, m.toState);
  if (stage === stageOf(m.kind, m.fromState) || !isCustomerStage(stage)) return;
  const parsed = ConsentRecord.safeParse(m.consent);
  const updates = parsed.success ? parsed.data.updates : undefined;
  if (!updates) return;
  const channels = (['sms', 'whatsapp'] as const).filter((c) => updates[c]);
  const recipient = indianMobile(m.mobile);
  // A form without a valid mobile has nowhere to send to; the status page still answers.
  if (!channels.length || !recipient) return;
  const values: Record<string, string> = { ref: m.ref, link: trackPath(m.ref) };
  if (stage === 'received' || stage === 'sent' || stage === 'rejected') {
    const [account, profile] = await Promise.all([accountCard(tx, m.merchantId), profileOf(tx, m.merchantId)]);
    values.shop = profile?.shopName || account?.name || '';
    values.phone = account?.mobile ?? '';
  }
  if (stage === 'acknowledged') values.ackNo = m.ackNo ?? '';
  if (stage === 'dispatched') {
    const courier = m.courierId ? await courierCard(tx, m.courierId) : undefined;
    values.courier = courier?.company ?? '';
    values.docketNo = courier?.docketNo ?? '';
  }
  for (const channel of channels)
    await enqueueMessage(tx, {
      channel,
      recipient,
      requestRef: m.ref,
      template: customerTemplate(stage),
      language: updates.language,
      values,
      eventKey: `customer:${m.keyPrefix}:${m.requestId}:${stage}:${m.chargeEntryId ?? 0}`,
    });
}
