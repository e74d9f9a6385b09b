import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, users } from './identity';
import type { StoredMessage } from './notifications';

/**
 * The append-only ledger (docs/architecture.md#money). A row is never updated or deleted: a refund is a new Cr row
 * pointing at the Dr it reverses. Invariant for every wallet: balance = Σ Cr − Σ Dr ≥ 0.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    walletId: bigint('wallet_id', { mode: 'number' })
      .notNull()
      .references(() => wallets.id),
    direction: text('direction', { enum: ['Dr', 'Cr'] }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    balanceAfterPaise: bigint('balance_after_paise', { mode: 'number' }).notNull(),
    refType: text('ref_type').notNull(),
    refId: text('ref_id'),
    narration: text('narration').notNull(),
    /**
     * Issue 26: the narration as a catalogue message with its values, rendered in the reader's language; `narration`
     * stays the English (for search, and the only text of older rows).
     */
    narrationMessage: jsonb('narration_message').$type<StoredMessage>(),
    idempotencyKey: text('idempotency_key').notNull(),
    reversesEntryId: bigint('reverses_entry_id', { mode: 'number' }),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('ledger_reverses_uq')
      .on(t.reversesEntryId)
      .where(sql`${t.reversesEntryId} is not null`),
    index('ledger_wallet_idx').on(t.walletId, t.id),
    index('ledger_created_idx').on(t.createdAt),
    check('ledger_amount_positive', sql`${t.amountPaise} > 0`),
    check('ledger_balance_non_negative', sql`${t.balanceAfterPaise} >= 0`),
  ],
);

/** One wallet per merchant owner and franchise member; only the ledger moves its balance. */
export const wallets = pgTable(
  'wallets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    balancePaise: bigint('balance_paise', { mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('wallets_user_uq').on(t.userId),
    check('wallets_balance_non_negative', sql`${t.balancePaise} >= 0`),
  ],
);
