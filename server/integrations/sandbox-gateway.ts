import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxPayments } from '../db/schema';
import type { UpiGateway } from './upi-gateway';

export const SANDBOX_PAY_PATH = '/api/pg-sandbox/pay';

/**
 * The gateway used while no UPI key is configured and the operator turned it on (UPI_SANDBOX, decision
 * 0043; off it is never used, not even to settle its old orders): its payment page is served by this server
 * (SANDBOX_PAY_PATH/<client_txn_id>), where the payer chooses success or failure. State is in the
 * database, so any replica answers for it.
 */
export function sandboxGateway(db: Db): UpiGateway {
  return {
    name: 'sandbox',
    async createOrder(o) {
      await db
        .insert(sandboxPayments)
        .values({ clientTxnId: o.clientTxnId, amountPaise: o.amountPaise, redirectUrl: o.redirectUrl });
      return {
        orderId: `SBX-${o.clientTxnId}`,
        paymentUrl: `${SANDBOX_PAY_PATH}/${encodeURIComponent(o.clientTxnId)}`,
      };
    },
    async checkStatus(clientTxnId) {
      const [p] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.clientTxnId, clientTxnId));
      if (!p) return { status: 'created', amountPaise: null };
      return { status: p.status, amountPaise: p.amountPaise };
    },
  };
}
