import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ledgerEntries, wallets } from '../../db/schema/wallet';
import { isUniqueViolation } from '../../db/ids';
import { rowsOf } from '../../lib/table-query';
import { AppError, conflict, notFound } from '../../lib/errors';
import { formatRupees } from '../../../contract/money';
import type { NarrationMessage } from './narration';
import { recordEventFrom, type AuditEntry } from '../../lib/audit';

export type Entry = typeof ledgerEntries.$inferSelect;

export type Posting = {
  walletId: number;
  direction: 'Dr' | 'Cr';
  amountPaise: number;
  refType: string;
  refId?: string | number | null;
  narration: string;
  /** The narration as a catalogue message, rendered in the reader's language (narration.ts); `narration` stays English. */
  narrationMessage?: NarrationMessage | null;
  /** The same key twice is the same posting: it is answered, not repeated. */
  idempotencyKey: string;
  actorId: number | null;
  reversesEntryId?: number | null;
  /** The event that records the posting, written by the same statement: there when the entry is, never alone. */
  audit?: AuditEntry;
};

export class InsufficientBalance extends AppError {
  constructor(balance: number, needed: number) {
    super(
      422,
      `Insufficient balance: ${formatRupees(balance)} available, ${formatRupees(needed)} needed. Add ` +
        `${formatRupees(needed - balance)} to your wallet.`,
      undefined,
      {
        shortfall: (needed - balance) / 100,
        balance: balance / 100,
        needed: needed / 100,
      },
    );
  }
}

const entryColumns = Object.entries(getTableColumns(ledgerEntries));

/** A ledger row as the database returned it, mapped as drizzle maps its own selects. */
function entryFromRow(row: Record<string, unknown>): Entry {
  const entry: Record<string, unknown> = {};
  for (const [key, col] of entryColumns) {
    const v = row[col.name];
    entry[key] = v === null || v === undefined ? null : v instanceof Date ? v : col.mapFromDriverValue(v);
  }
  return entry as Entry;
}

function sameAs(e: Entry, p: Posting): boolean {
  return (
    e.walletId === p.walletId &&
    e.direction === p.direction &&
    e.amountPaise === p.amountPaise &&
    e.refType === p.refType
  );
}

async function byKey(db: Db | Tx, key: string): Promise<Entry | undefined> {
  const [e] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, key));
  return e;
}

/**
 * Moves money inside the caller's transaction. The balance changes in one guarded UPDATE (a debit
 * cannot overdraw: the WHERE refuses it), and the entry records the balance that UPDATE produced.
 * Replaying an idempotency key answers the first entry; reusing it for a different posting is a 409.
 */
export async function post(tx: Db | Tx, p: Posting): Promise<{ entry: Entry; replayed: boolean }> {
  checkAmount(p);
  const earlier = await byKey(tx, p.idempotencyKey);
  if (earlier) {
    if (!sameAs(earlier, p)) throw conflict('This request was already used for a different amount or wallet.');
    return { entry: earlier, replayed: true };
  }
  return moveMoney(tx, p);
}

function checkAmount(p: Posting): void {
  if (!Number.isSafeInteger(p.amountPaise) || p.amountPaise <= 0)
    throw new AppError(400, 'The amount must be more than zero.', { amount: ['Must be more than zero'] });
}

/** The balance change and its entry, in one statement; a key already used fails it at the unique index. */
async function moveMoney(tx: Db | Tx, p: Posting): Promise<{ entry: Entry; replayed: boolean }> {
  // The balance change and its entry are one statement: the wallet's row lock is then held for that
  // statement and the commit only, which is what every other posting to the wallet waits for.
  const amount = p.amountPaise;
  const message = p.narrationMessage ? JSON.stringify(p.narrationMessage) : null;
  const a = p.audit;
  const res = await tx.execute(sql`
    with moved as (
      update ${wallets}
         set balance_paise = balance_paise ${p.direction === 'Dr' ? sql`- ${amount}` : sql`+ ${amount}`}, updated_at = now()
       where id = ${p.walletId} ${p.direction === 'Dr' ? sql`and balance_paise >= ${amount}` : sql``}
      returning balance_paise),
    entry as (insert into ${ledgerEntries} (wallet_id, direction, amount_paise, balance_after_paise, ref_type, ref_id,
      narration, narration_message, idempotency_key, reverses_entry_id, actor_id)
    select ${p.walletId}, ${p.direction}, ${amount}, moved.balance_paise, ${p.refType}, ${p.refId == null ? null : String(p.refId)},
           ${p.narration.slice(0, 300)}, ${message}::jsonb, ${p.idempotencyKey}, ${p.reversesEntryId ?? null}, ${p.actorId}
      from moved
    returning *)${
      a
        ? sql`,
    noted as (${recordEventFrom('entry', a)})`
        : sql``
    }
    select * from entry`);
  const [row] = rowsOf<Record<string, unknown>>(res);
  if (!row) {
    // A retry of a posting already made, on a wallet it emptied, is still that posting.
    const earlier = await byKey(tx, p.idempotencyKey);
    if (earlier) {
      if (!sameAs(earlier, p)) throw conflict('This request was already used for a different amount or wallet.');
      return { entry: earlier, replayed: true };
    }
    const [w] = await tx.select({ balance: wallets.balancePaise }).from(wallets).where(eq(wallets.id, p.walletId));
    if (!w) throw notFound('No such wallet.');
    throw new InsufficientBalance(w.balance, p.amountPaise);
  }
  const entry = entryFromRow(row);
  return { entry, replayed: false };
}

/**
 * post() in a transaction of its own. Two concurrent calls with one key meet at the unique index: the
 * loser's transaction rolls back whole (its balance change too) and it answers the winner's entry.
 */
export async function postAlone(db: Db, p: Posting): Promise<{ entry: Entry; replayed: boolean }> {
  try {
    // The posting is one statement (the guarded UPDATE and the INSERT of its entry), which PostgreSQL runs as a
    // transaction of its own: all of it or none. Without BEGIN, the look-up by key and COMMIT it is one round trip
    // instead of four, most of a debit's server CPU (docs/benchmarks.md, issue 29). A key already used is
    // found by the unique index instead: the statement is undone whole, balance too, and answered below.
    checkAmount(p);
    return await moveMoney(db, p);
  } catch (e) {
    if (isUniqueViolation(e)) {
      const winner = await byKey(db, p.idempotencyKey);
      if (winner && sameAs(winner, p)) return { entry: winner, replayed: true };
      if (winner) throw conflict('This request was already used for a different amount or wallet.');
      // The unique index that fired is the one on reverses_entry_id: that debit was already refunded.
      throw conflict('This amount has already been refunded.');
    }
    throw e;
  }
}

/** Gives back a debit in full, once: a Cr entry pointing at it (the unique index forbids a second). */
export async function refund(
  tx: Db | Tx,
  opts: {
    entryId: number;
    idempotencyKey: string;
    narration: string;
    narrationMessage?: NarrationMessage | null;
    actorId: number | null;
    refType?: string;
    refId?: string | number | null;
  },
) {
  const [orig] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.id, opts.entryId));
  if (!orig) throw notFound('No such ledger entry.');
  if (orig.direction !== 'Dr') throw new AppError(422, 'Only a debit can be refunded.');
  const [already] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.reversesEntryId, orig.id));
  if (already) return { entry: already, replayed: true };
  return post(tx, {
    walletId: orig.walletId,
    direction: 'Cr',
    amountPaise: orig.amountPaise,
    refType: opts.refType ?? 'refund',
    refId: opts.refId ?? orig.refId,
    narration: opts.narration,
    narrationMessage: opts.narrationMessage ?? null,
    idempotencyKey: opts.idempotencyKey,
    actorId: opts.actorId,
    reversesEntryId: orig.id,
  });
}

/** An empty wallet for a new owner or franchise member, written in the transaction that makes the account. */
export async function openWallet(tx: Db | Tx, userId: number): Promise<void> {
  await tx.insert(wallets).values({ userId });
}

/** The wallet a merchant account pays from: its own for owners and franchise members, the owner's for staff. */
export async function walletOf(
  db: Db | Tx,
  merchantId: number,
  lock = false,
): Promise<{ id: number; balancePaise: number }> {
  const q = db
    .select({ id: wallets.id, balancePaise: wallets.balancePaise })
    .from(wallets)
    .where(eq(wallets.userId, merchantId));
  const [w] = lock ? await q.for('update') : await q;
  if (!w) throw notFound('This account has no wallet.');
  return w;
}

/**
 * Locks the wallets of these accounts in ascending wallet id, before a transaction posts to more than one of them
 * (a transfer between an owner and its member, a member's charge that credits its owner's margin). Every such
 * transaction takes its locks in the same order, so two of them crossing the same pair of wallets wait for each
 * other instead of deadlocking.
 */
export async function lockWallets(tx: Db | Tx, userIds: readonly number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  await tx.execute(
    sql`select id from ${wallets} where user_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id for update`,
  );
}
