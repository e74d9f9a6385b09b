import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
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
  /**
   * The event that records the posting, written by the same statement: there when the entry is, never alone.
   * Its entity is the wallet, with the id the statement found.
   */
  audit?: Omit<AuditEntry, 'entityType' | 'entityId'>;
} & (
  | { walletId: number; ownerId?: undefined }
  /**
   * The wallet of this account, found by the posting's own statement: the admin's adjustment names an account,
   * and a look-up before the statement would be a second round trip (docs/benchmarks.md, issue 29).
   */
  | { ownerId: number; walletId?: undefined }
);

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

/** An entry found by its key, with the account whose wallet it moved. */
type Earlier = { entry: Entry; ownerId: number };

function sameAs({ entry: e, ownerId }: Earlier, p: Posting): boolean {
  return (
    (p.ownerId !== undefined ? ownerId === p.ownerId : e.walletId === p.walletId) &&
    e.direction === p.direction &&
    e.amountPaise === p.amountPaise &&
    e.refType === p.refType
  );
}

async function byKey(db: Db | Tx, key: string): Promise<Earlier | undefined> {
  const [e] = await db
    .select({ entry: ledgerEntries, ownerId: wallets.userId })
    .from(ledgerEntries)
    .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
    .where(eq(ledgerEntries.idempotencyKey, key));
  return e;
}

/** The wallet a posting names: by its id, or by its owner's account. */
const walletIs = (p: Posting) => (p.ownerId !== undefined ? eq(wallets.userId, p.ownerId) : eq(wallets.id, p.walletId));

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
    return { entry: earlier.entry, replayed: true };
  }
  return moveMoney(tx, p);
}

function checkAmount(p: Posting): void {
  if (!Number.isSafeInteger(p.amountPaise) || p.amountPaise <= 0)
    throw new AppError(400, 'The amount must be more than zero.', { amount: ['Must be more than zero'] });
}

const ph = (name: string) => sql.placeholder(name);

/**
 * The posting's statement for one shape of posting (debit or credit, wallet named by id or by owner, with or without
 * its event), written once with placeholders. It runs as a named prepared statement: drizzle renders it once per
 * process and PostgreSQL parses and plans it once per connection, instead of both on every debit (docs/benchmarks.md,
 * issue 29: a third of a debit's server CPU was rendering, sending and parsing statements).
 */
function postingStatement(direction: Posting['direction'], byOwner: boolean, noted: boolean): SQL {
  // A wallet named by its owner is found by the UPDATE itself (wallets_user_uq), so the look-up, the row lock, the
  // balance check, the entry and its event are still one statement.
  return sql`
    with moved as (
      update ${wallets}
         set balance_paise = balance_paise ${direction === 'Dr' ? sql`- ${ph('amount')}` : sql`+ ${ph('amount')}`}, updated_at = now()
       where ${byOwner ? sql`user_id = ${ph('owner')}` : sql`id = ${ph('wallet')}`}
             ${direction === 'Dr' ? sql`and balance_paise >= ${ph('amount')}` : sql``}
      returning id, balance_paise),
    entry as (insert into ${ledgerEntries} (wallet_id, direction, amount_paise, balance_after_paise, ref_type, ref_id,
      narration, narration_message, idempotency_key, reverses_entry_id, actor_id)
    select moved.id, ${direction}, ${ph('amount')}, moved.balance_paise, ${ph('refType')}, ${ph('refId')},
           ${ph('narration')}, ${ph('message')}::jsonb, ${ph('key')}, ${ph('reverses')}::bigint, ${ph('actor')}::bigint
      from moved
    returning *)${
      noted
        ? sql`,
    noted as (${recordEventFrom(
      'entry',
      {
        actorId: ph('auditActor'),
        action: ph('auditAction'),
        entityType: 'wallet',
        remark: ph('auditRemark'),
        ip: ph('auditIp'),
        fromState: ph('auditFrom'),
        toState: ph('auditTo'),
      },
      'wallet_id',
    )})`
        : sql``
    }
    select * from entry`;
}

type Prepared = { execute(values: Record<string, unknown>): Promise<unknown> };
/** drizzle's side of its own `.prepare()`, which it offers on query builders only, not on a written statement. */
type Internals = {
  dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(q: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: boolean): Prepared;
  };
};
const rendered = new Map<string, { sql: string; params: unknown[] }>();
const preparedBySession = new WeakMap<object, Map<string, Prepared>>();

function preparedPosting(tx: Db | Tx, p: Posting): Prepared {
  const { dialect, session } = tx as unknown as Internals;
  const name = `wallet_posting_${p.direction}_${p.ownerId !== undefined ? 'owner' : 'id'}${p.audit ? '_noted' : ''}`;
  let bySession = preparedBySession.get(session);
  if (!bySession) preparedBySession.set(session, (bySession = new Map()));
  let prepared = bySession.get(name);
  if (!prepared) {
    let query = rendered.get(name);
    if (!query) {
      query = dialect.sqlToQuery(postingStatement(p.direction, p.ownerId !== undefined, !!p.audit));
      rendered.set(name, query);
    }
    prepared = session.prepareQuery(query, undefined, name, false);
    bySession.set(name, prepared);
  }
  return prepared;
}

/** The balance change and its entry, in one statement; a key already used fails it at the unique index. */
async function moveMoney(tx: Db | Tx, p: Posting): Promise<{ entry: Entry; replayed: boolean }> {
  // The balance change and its entry are one statement: the wallet's row lock is then held for that
  // statement and the commit only, which is what every other posting to the wallet waits for.
  const a = p.audit;
  const res = await preparedPosting(tx, p).execute({
    amount: p.amountPaise,
    owner: p.ownerId ?? null,
    wallet: p.walletId ?? null,
    refType: p.refType,
    refId: p.refId == null ? null : String(p.refId),
    narration: p.narration.slice(0, 300),
    message: p.narrationMessage ? JSON.stringify(p.narrationMessage) : null,
    key: p.idempotencyKey,
    reverses: p.reversesEntryId ?? null,
    actor: p.actorId,
    ...(a && {
      auditActor: a.actorId,
      auditAction: a.action,
      auditRemark: a.remark ?? null,
      auditIp: a.ip ?? null,
      auditFrom: a.fromState ?? null,
      auditTo: a.toState ?? null,
    }),
  });
  const [row] = rowsOf<Record<string, unknown>>(res);
  if (!row) {
    // A retry of a posting already made, on a wallet it emptied, is still that posting.
    const earlier = await byKey(tx, p.idempotencyKey);
    if (earlier) {
      if (!sameAs(earlier, p)) throw conflict('This request was already used for a different amount or wallet.');
      return { entry: earlier.entry, replayed: true };
    }
    const [w] = await tx.select({ balance: wallets.balancePaise }).from(wallets).where(walletIs(p));
    if (!w) throw notFound(p.ownerId !== undefined ? 'This account has no wallet.' : 'No such wallet.');
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
      if (winner && sameAs(winner, p)) return { entry: winner.entry, replayed: true };
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
