import crypto from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { gatewayOrders, sandboxPayments } from '../../db/schema/gateway';
import { AppError, conflict, fieldError, msg, notFound, text } from '../../lib/errors';
import { recordEvent } from '../../lib/audit';
import { formatRupees, rupeesToPaise } from '../../../contract/money';
import { amountRangeText, type CreatePayment, type GatewayAvailability } from '../../../contract/gateway';
import { PORTAL_PAGES } from '../../../contract/portal-pages';
import { ekqrGateway, GatewayError, type GatewayStatus, type UpiGateway } from '../../integrations/upi-gateway';
import { sandboxGateway } from '../../integrations/sandbox-gateway';
import type { MastersService } from '../masters/service';
import { audited, moveRecord } from '../requests/move';
import { walletOf } from '../wallet/ledger';
import { englishNarration, narrated } from '../wallet/narration';
import { said } from '../notifications/service';

type Order = typeof gatewayOrders.$inferSelect;

/** Today in India as the gateway writes dates (DD-MM-YYYY) and as the database stores them (YYYY-MM-DD). */
function indiaToday(now = new Date()): { iso: string; dmy: string } {
  const iso = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const [y, m, d] = iso.split('-');
  return { iso, dmy: `${d}-${m}-${y}` };
}
const dmyOf = (iso: string) => iso.split('-').reverse().join('-');

/** Where the gateway sends the payer back; the sandbox stays on the same origin so the session survives. */
const RETURN_PATH = PORTAL_PAGES.merchant.paymentStatus;

export const NOT_SET_UP_TEXT =
  'Online payment is not set up yet: the administrator must save the UPI gateway key in Data Setup › API ' +
  'Credentials. Use Add Payment meanwhile.';
export const SANDBOX_OFF_TEXT =
  'This was a test payment on the sandbox gateway, which is now turned off: it adds nothing to the wallet.';
/** How long an unpaid order counts against the open-order limit. */
const OPEN_ORDER_HOURS = 24;

export type GatewaySettings = Pick<
  Config,
  'upiGatewayUrl' | 'publicUrl' | 'upiSandbox' | 'upiMinAmount' | 'upiMaxAmount' | 'upiMaxOpenOrders'
>;

export function createGatewayService(
  db: Db,
  masters: MastersService,
  settings: GatewaySettings,
  fetchImpl?: typeof fetch,
) {
  /** A saved key means the real gateway; without one only an operator's explicit UPI_SANDBOX gives the sandbox. */
  async function providerNow(): Promise<'ekqr' | 'sandbox' | null> {
    if (await masters.secret('upi_gateway', 'api_key')) return 'ekqr';
    return settings.upiSandbox ? 'sandbox' : null;
  }

  async function gatewayFor(provider: string): Promise<UpiGateway> {
    if (provider === 'sandbox') {
      // Its "payments" are a button anyone may press: with the sandbox off they must not credit, whenever made.
      if (!settings.upiSandbox) throw conflict(SANDBOX_OFF_TEXT);
      return sandboxGateway(db);
    }
    const key = await masters.secret('upi_gateway', 'api_key');
    if (!key) throw new AppError(503, 'The payment gateway key has been removed; ask the administrator.');
    return ekqrGateway(settings.upiGatewayUrl, key, fetchImpl);
  }

  /**
   * Asks the gateway (never the caller) what happened, and credits a success exactly once: the order
   * row is locked and the ledger key is the transaction id, so redirect, status check and webhook can
   * arrive in any order, any number of times.
   */
  async function settle(order: Order): Promise<{ status: GatewayStatus; credited: boolean }> {
    if (order.status === 'success') return { status: 'success', credited: true };
    if (order.status === 'failure') return { status: 'failure', credited: false };
    const gateway = await gatewayFor(order.provider);
    const answer = await gateway.checkStatus(order.clientTxnId, dmyOf(order.txnDate));
    if (answer.status === 'success' && answer.amountPaise !== null && answer.amountPaise !== order.amountPaise) {
      await recordEvent(db, {
        actorId: null,
        action: 'gateway_amount_mismatch',
        entityType: 'gateway_order',
        entityId: order.id,
        remark: `gateway says ${answer.amountPaise} paise, order is ${order.amountPaise}`,
      });
      return { status: 'failure', credited: false };
    }
    if (answer.status !== 'success' && answer.status !== 'failure') return { status: answer.status, credited: false };
    return db.transaction(async (tx) => {
      const [locked] = await tx.select().from(gatewayOrders).where(eq(gatewayOrders.id, order.id)).for('update');
      if (locked.status !== 'created')
        return { status: locked.status as GatewayStatus, credited: locked.status === 'success' };
      if (answer.status === 'failure') {
        await tx
          .update(gatewayOrders)
          .set({ status: 'failure', updatedAt: new Date() })
          .where(eq(gatewayOrders.id, order.id));
        await recordEvent(tx, {
          actorId: null,
          action: 'gateway_payment_failed',
          entityType: 'gateway_order',
          entityId: order.id,
          fromState: 'created',
          toState: 'failure',
        });
        return { status: 'failure' as const, credited: false };
      }
      // The order is locked and found still open above (a repeat is an answer, not a 409): the credit is one move.
      await moveRecord(tx, {
        noun: text('UPI top-up', 'UPI payment'),
        action: 'gateway_payment_credited',
        actorId: null,
        lock: async () => locked,
        state: (o) => o.status,
        from: ['created'],
        to: 'success',
        money: (o) => {
          const line = narrated(o.provider === 'sandbox' ? 'ledger.upiSandboxTopUp' : 'ledger.upiTopUp', {
            txn: o.clientTxnId,
          });
          return {
            merchantId: o.merchantId,
            direction: 'Cr',
            paise: o.amountPaise,
            refType: 'upi_gateway',
            refId: o.clientTxnId,
            narration: englishNarration(line),
            narrationMessage: line,
            key: `upi:${o.clientTxnId}`,
          };
        },
        write: (tx, o, entryId) =>
          tx
            .update(gatewayOrders)
            .set({ status: 'success', ledgerEntryId: entryId, updatedAt: new Date() })
            .where(eq(gatewayOrders.id, o.id)),
        record: audited('gateway_order', (o) => o.id, null),
        announce: () => ({
          to: { merchantId: locked.merchantId, madeBy: locked.createdBy },
          said: {
            topic: 'upi.credited',
            title: `${formatRupees(locked.amountPaise)} added to your wallet`,
            text: `UPI payment ${locked.clientTxnId}${locked.provider === 'sandbox' ? ' (sandbox test payment)' : ''} received.`,
            message: {
              title: said('notices.upi.credited.title', { amount: formatRupees(locked.amountPaise) }),
              text: [
                said(locked.provider === 'sandbox' ? 'notices.upi.sandbox.text' : 'notices.upi.credited.text', {
                  txn: locked.clientTxnId,
                }),
              ],
            },
            // The payment's own status page: the gateway's return address for it.
            link: `${RETURN_PATH}?client_txn_id=${encodeURIComponent(locked.clientTxnId)}&txn_date=${dmyOf(locked.txnDate)}`,
            tone: 'good',
          },
        }),
      });
      return { status: 'success' as const, credited: true };
    });
  }

  async function byTxn(clientTxnId: string): Promise<Order | undefined> {
    const [o] = await db.select().from(gatewayOrders).where(eq(gatewayOrders.clientTxnId, clientTxnId));
    return o;
  }

  return {
    async availability(): Promise<GatewayAvailability> {
      const provider = await providerNow();
      return {
        available: provider !== null,
        sandbox: provider === 'sandbox',
        minAmount: settings.upiMinAmount,
        maxAmount: settings.upiMaxAmount,
      };
    },

    async create(user: { id: number; merchantId: number }, input: CreatePayment & { amount: number }) {
      // The caller's own mistake is told first: a wrong amount is a 400 on it whether or not the gateway is set up.
      if (input.amount < settings.upiMinAmount || input.amount > settings.upiMaxAmount)
        throw fieldError('amount', amountRangeText(settings.upiMinAmount, settings.upiMaxAmount));
      const provider = await providerNow();
      if (!provider) throw new AppError(503, NOT_SET_UP_TEXT);
      const sandbox = provider === 'sandbox';
      const clientTxnId = `TXN${Date.now()}${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
      const today = indiaToday();
      const redirectUrl = sandbox ? RETURN_PATH : `${settings.publicUrl}${RETURN_PATH}`;
      const amountPaise = rupeesToPaise(input.amount);
      const order = await db.transaction(async (tx) => {
        // The wallet row's lock makes one holder's creates count and insert one at a time, so parallel
        // requests cannot all see room under the limit.
        await walletOf(tx, user.merchantId, true);
        const [{ open }] = await tx
          .select({ open: count() })
          .from(gatewayOrders)
          .where(
            and(
              eq(gatewayOrders.merchantId, user.merchantId),
              eq(gatewayOrders.status, 'created'),
              gt(gatewayOrders.createdAt, sql`now() - make_interval(hours => ${OPEN_ORDER_HOURS})`),
            ),
          );
        if (open >= settings.upiMaxOpenOrders) throw new AppError(429, msg('errors.gateway.upiUnfinished', { open }));
        const [row] = await tx
          .insert(gatewayOrders)
          .values({
            clientTxnId,
            merchantId: user.merchantId,
            createdBy: user.id,
            amountPaise,
            pInfo: input.p_info,
            customerName: input.customer_name,
            customerEmail: input.customer_email,
            customerMobile: input.customer_mobile,
            provider,
            txnDate: today.iso,
          })
          .returning();
        return row;
      });
      // The gateway is called outside the transaction: a slow gateway must not hold the wallet's lock.
      try {
        const gateway = await gatewayFor(provider);
        const made = await gateway.createOrder({
          clientTxnId,
          amountPaise,
          pInfo: input.p_info,
          customerName: input.customer_name,
          customerEmail: input.customer_email,
          customerMobile: input.customer_mobile,
          redirectUrl: `${redirectUrl}?client_txn_id=${encodeURIComponent(clientTxnId)}&txn_date=${today.dmy}`,
        });
        await db
          .update(gatewayOrders)
          .set({ gatewayOrderId: made.orderId, paymentUrl: made.paymentUrl, updatedAt: new Date() })
          .where(eq(gatewayOrders.id, order.id));
        return {
          status: true,
          msg: sandbox ? 'Test order created on the sandbox gateway (no real money)' : 'Order created',
          data: { payment_url: made.paymentUrl, client_txn_id: clientTxnId, txn_date: today.dmy, sandbox },
        };
      } catch (e) {
        await db
          .update(gatewayOrders)
          .set({ status: 'failure', updatedAt: new Date() })
          .where(eq(gatewayOrders.id, order.id));
        if (e instanceof GatewayError) throw new AppError(502, e.message);
        throw e;
      }
    },

    /** The merchant's own order only; another merchant's id is a 404. */
    async check(merchantId: number | null, clientTxnId: string, txnDate: string) {
      const order = await byTxn(clientTxnId);
      if (!order || (merchantId !== null && order.merchantId !== merchantId) || dmyOf(order.txnDate) !== txnDate)
        throw notFound('No such payment.');
      const r = await settle(order);
      return {
        status: true,
        msg: r.status,
        data: {
          status: r.status,
          amount: order.amountPaise / 100,
          client_txn_id: clientTxnId,
          credited: r.credited,
          sandbox: order.provider === 'sandbox',
        },
      };
    },

    /** The webhook carries no signature: its claims are ignored and the gateway is asked instead. */
    async webhook(clientTxnId: string | undefined): Promise<void> {
      if (!clientTxnId) return;
      const order = await byTxn(clientTxnId);
      if (order) await settle(order);
    },

    /** A sandbox order and where its payer stands, for its payment page; null with the sandbox off. */
    async sandboxOrder(clientTxnId: string) {
      if (!settings.upiSandbox) return null;
      const order = await byTxn(clientTxnId);
      if (!order || order.provider !== 'sandbox') return null;
      const [payment] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.clientTxnId, clientTxnId));
      return payment ? { amountPaise: order.amountPaise, status: payment.status } : null;
    },

    /**
     * The sandbox payer's choice, taken once (a second press changes nothing); answers where to send the
     * payer back, or null when there is no such payment.
     */
    async sandboxChoose(clientTxnId: string, outcome: 'success' | 'failure'): Promise<string | null> {
      if (!settings.upiSandbox) return null;
      const [chosen] = await db
        .update(sandboxPayments)
        .set({ status: outcome, paidAt: new Date() })
        .where(and(eq(sandboxPayments.clientTxnId, clientTxnId), eq(sandboxPayments.status, 'created')))
        .returning();
      const [payment] = chosen
        ? [chosen]
        : await db.select().from(sandboxPayments).where(eq(sandboxPayments.clientTxnId, clientTxnId));
      return payment?.redirectUrl ?? null;
    },
  };
}
