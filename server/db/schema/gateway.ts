import { bigint, bigserial, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { ledgerEntries } from './wallet';

/** One UPI top-up attempt. `client_txn_id` is ours, sent to the gateway and echoed back by it. */
export const gatewayOrders = pgTable(
  'gateway_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientTxnId: text('client_txn_id').notNull(),
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdBy: bigint('created_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    pInfo: text('p_info').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerMobile: text('customer_mobile').notNull(),
    /** 'sandbox' or 'ekqr': which adapter made the order, so it is checked with the same one. */
    provider: text('provider').notNull(),
    gatewayOrderId: text('gateway_order_id'),
    paymentUrl: text('payment_url'),
    txnDate: date('txn_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['created', 'success', 'failure'] })
      .notNull()
      .default('created'),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gateway_orders_txn_uq').on(t.clientTxnId),
    index('gateway_orders_merchant_idx').on(t.merchantId, t.createdAt),
  ],
);

/** What the sandbox gateway's own payment page recorded: the payer chose success or failure. */
export const sandboxPayments = pgTable('sandbox_payments', {
  clientTxnId: text('client_txn_id').primaryKey(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  redirectUrl: text('redirect_url').notNull(),
  status: text('status', { enum: ['created', 'success', 'failure'] })
    .notNull()
    .default('created'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});
