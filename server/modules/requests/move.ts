import type { Side } from '../../../contract/requests';
import type { Db, Tx } from '../../db/client';
import { recordEvent } from '../../lib/audit';
import { AppError, conflict, forbidden, msg, notFound, text } from '../../lib/errors';
import type { Phrase, Text } from '../../lib/i18n';
import { notifyMerchant, notifyUsers, type Announcement } from '../notifications/service';
import { post, refund, walletOf } from '../wallet/ledger';
import { messagesForMoney } from '../messaging/service';
import type { NarrationMessage } from '../wallet/narration';

/*
 * One move of a record from one state to another (docs/decisions/0070). The request engine, payment
 * requests, UPI credits, KYC and registrations all move this way, so the rules of the sequence are
 * written here once: the row is locked before anything is read from it, a missing row and another
 * shop's row answer the same 404, the state is checked on the locked row (so of two racing approvals
 * the second sees the first's state and is refused), money is posted under an idempotency key (a replay
 * cannot post twice), the event and the bell's notification are written in the same transaction, and a
 * refusal anywhere rolls all of it back. A domain keeps its own tables: it hands in how its row is
 * locked, written and its event recorded.
 */

/**
 * Money a move posts, under its own idempotency key: a posting to a merchant's wallet (a top-up, a
 * charge, the part of a charge given back), or the whole reversal of an earlier debit.
 */
export type Money =
  | {
      merchantId: number;
      direction: 'Dr' | 'Cr';
      paise: number;
      /** The debit this credit gives back (part of), so it counts as that debit's one reversal. */
      reverses?: number | null;
      refType: string;
      refId: string | number;
      narration: string;
      /** The narration in the reader's language (wallet/narration.ts); `narration` is its English. */
      narrationMessage?: NarrationMessage | null;
      key: string;
    }
  | {
      refundOf: number;
      refType: string;
      refId: string | number;
      narration: string;
      narrationMessage?: NarrationMessage | null;
      key: string;
    };

/** Posts `money` in the caller's transaction and answers the ledger entry's id (the first entry on a replay). */
export async function postMoney(tx: Db | Tx, actorId: number | null, money: Money): Promise<number> {
  const narration = money.narration.slice(0, 200);
  if ('refundOf' in money) {
    const { entry } = await refund(tx, {
      entryId: money.refundOf,
      idempotencyKey: money.key,
      narration,
      narrationMessage: money.narrationMessage ?? null,
      actorId,
      refType: money.refType,
      refId: money.refId,
    });
    return entry.id;
  }
  const wallet = await walletOf(tx, money.merchantId);
  const { entry } = await post(tx, {
    walletId: wallet.id,
    direction: money.direction,
    amountPaise: money.paise,
    refType: money.refType,
    refId: money.refId,
    narration,
    narrationMessage: money.narrationMessage ?? null,
    idempotencyKey: money.key,
    actorId,
    reversesEntryId: money.reverses ?? null,
  });
  return entry.id;
}

/** The history line every move writes: who moved it, from which state to which, and why. */
export type MoveEvent = {
  action: string;
  fromState: string;
  toState: string;
  actorId: number | null;
  remark: string | null;
};

/** Who the bell tells: a shop (and the staff member who made the record), or named accounts. */
export type Audience = { merchantId: number; madeBy?: number | null } | { users: readonly (number | null)[] };

export type MoveSpec<Row, Out = Row> = {
  /**
   * What the record is called: "No such <noun>." and, by default, "This <noun> was already <state>." A contract text
   * (a workflow's noun) as it is; a word of the server's own as `text(label, english)` or a phrase `msg(id)`.
   */
  noun: string | Text | Phrase;
  /** The event's action ('approve', 'payment_approved'). */
  action: string;
  actorId: number | null;
  /** Loads the row `FOR UPDATE` in the transaction (a caller that locked it already answers that row). */
  lock(tx: Db | Tx): Promise<Row | undefined>;
  /** Which side may make the move; checked before the shop, as the engine always has. */
  side?: { mover: Side; by: readonly Side[]; refusal: string };
  /** A merchant's move reaches only its own shop's rows: another shop's row is a 404, as a missing one. */
  scope?: { merchantId: number | null; of(row: Row): number };
  state(row: Row): string;
  from: readonly string[];
  to: string;
  /** The 409 of a state that does not allow the move (default "This <noun> was already <state>."). */
  refused?(row: Row): AppError;
  /** The domain's own refusals, after the state is known to allow the move and before any money. */
  check?(tx: Db | Tx, row: Row): Promise<void>;
  /** The money the move posts (null: none). */
  money?(row: Row): Money | null;
  /** Writes the new state and the domain's columns (`entryId`: the posted entry, or null). */
  write(tx: Db | Tx, row: Row, entryId: number | null): Promise<Out>;
  /** Records the event in the domain's history table (`audited` for the audit log). */
  record(tx: Db | Tx, e: MoveEvent, row: Row): Promise<void>;
  /** The event's remark, read once the row is written (a hook may have said more). */
  remark?(out: Out): string | null;
  /** What the bell says, given the record as the move leaves it. */
  announce?(out: Out): { to: Audience; said: Announcement } | null | undefined;
};

/** Makes one move in the caller's transaction: lock → side → shop → state → checks → money → row → event → bell. */
export async function moveRecord<Row, Out = Row>(tx: Db | Tx, spec: MoveSpec<Row, Out>): Promise<Out> {
  const noun = typeof spec.noun === 'string' ? text(spec.noun) : spec.noun;
  const missing = () => notFound(msg('errors.requests.notFound', { noun }));
  const row = await spec.lock(tx);
  if (row === undefined) throw missing();
  if (spec.side && !spec.side.by.includes(spec.side.mover)) throw forbidden(spec.side.refusal);
  if (spec.scope && spec.scope.merchantId !== spec.scope.of(row)) throw missing();
  const fromState = spec.state(row);
  if (!spec.from.includes(fromState))
    throw spec.refused?.(row) ?? conflict(msg('errors.requests.alreadyMoved', { noun, state: fromState }));
  await spec.check?.(tx, row);
  const money = spec.money?.(row) ?? null;
  const entryId = money ? await postMoney(tx, spec.actorId, money) : null;
  // Issue 27 §3: the shop's SMS / WhatsApp (a top-up, a charge leaving little) is queued in this transaction.
  if (money && 'merchantId' in money)
    await messagesForMoney(tx, {
      merchantId: money.merchantId,
      direction: money.direction,
      paise: money.paise,
      reverses: money.reverses ?? null,
      refType: money.refType,
      key: money.key,
      balancePaise: (await walletOf(tx, money.merchantId)).balancePaise,
    });
  const out = await spec.write(tx, row, entryId);
  await spec.record(
    tx,
    { action: spec.action, fromState, toState: spec.to, actorId: spec.actorId, remark: spec.remark?.(out) ?? null },
    row,
  );
  const bell = spec.announce?.(out);
  if (bell) {
    const to = bell.to;
    if ('users' in to) await notifyUsers(tx, to.users, bell.said);
    else await notifyMerchant(tx, to, bell.said);
  }
  return out;
}

/** A `record` writing the move to the audit log, for the domains without a history table of their own. */
export function audited<Row>(
  entityType: string,
  idOf: (row: Row) => string | number,
  ip: string | null,
): MoveSpec<Row, unknown>['record'] {
  return (tx, e, row) => recordEvent(tx, { ...e, entityType, entityId: idOf(row), ip });
}
