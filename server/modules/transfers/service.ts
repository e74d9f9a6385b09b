import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/ids';
import { fundTransfers, transferLimits } from '../../db/schema/transfers';
import { recordEvent } from '../../lib/audit';
import { rowsOf } from '../../lib/table-query';
import { AppError, conflict, msg, notFound } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { DEFAULT_TRANSFER_LIMITS, type TransferDirection, type TransferView } from '../../../contract/transfers';
import { formatRupees, rupeesToPaise } from '../../../contract/money';
import { messagesForMoney } from '../messaging/service';
import { notifyUsers, reasonSaid, said, type Said } from '../notifications/service';
import { accountCard } from '../users/read-model';
import { lockWallets, post, walletOf, type Entry } from '../wallet/ledger';
import { ledgerLinesSql } from '../wallet/read-model';
import { englishNarration, narrated } from '../wallet/narration';

export type TransferActor = { id: number; ip?: string };
export type TransferAsk = {
  memberId: number;
  direction: TransferDirection;
  amountPaise: number;
  reason?: string | null;
  /** The client's Idempotency-Key; without one every call is a transfer of its own. */
  key?: string | null;
};
type Limits = { perMovePaise: number; perDayPaise: number };
type TransferRow = typeof fundTransfers.$inferSelect;

export async function limitsOf(db: Db | Tx): Promise<Limits> {
  const [row] = await db.select().from(transferLimits).where(eq(transferLimits.id, 1));
  return row
    ? { perMovePaise: row.perMovePaise, perDayPaise: row.perDayPaise }
    : {
        perMovePaise: rupeesToPaise(DEFAULT_TRANSFER_LIMITS.perMove),
        perDayPaise: rupeesToPaise(DEFAULT_TRANSFER_LIMITS.perDay),
      };
}

export async function saveLimits(db: Db, actor: TransferActor, l: Limits): Promise<Limits> {
  if (l.perMovePaise > l.perDayPaise)
    throw new AppError(400, msg('transfers.error.perMoveAboveDay'), {
      perMove: [msg('transfers.error.perMoveAboveDay')],
    });
  await db.transaction(async (tx) => {
    await tx
      .insert(transferLimits)
      .values({ id: 1, ...l, updatedBy: actor.id })
      .onConflictDoUpdate({ target: transferLimits.id, set: { ...l, updatedBy: actor.id, updatedAt: new Date() } });
    await recordEvent(tx, {
      actorId: actor.id,
      action: 'transfer_limits_saved',
      entityType: 'transfer_limits',
      entityId: 1,
      remark: `${formatRupees(l.perMovePaise)} per move, ${formatRupees(l.perDayPaise)} a day`,
      ip: actor.ip,
    });
  });
  return l;
}

async function viewOf(db: Db | Tx, t: TransferRow, replayed: boolean): Promise<TransferView> {
  const entries = rowsOf<{ id: string | number; after: string | number }>(
    await db.execute(
      sql`select l.id, l.balance_after_paise as after from ${ledgerLinesSql} l
           where l.id in (${t.debitEntryId}, ${t.creditEntryId})`,
    ),
  );
  const after = (id: number) => Number(entries.find((e) => Number(e.id) === id)?.after ?? 0);
  const give = t.direction === 'give';
  return {
    id: t.id,
    memberId: t.memberId,
    direction: t.direction,
    amount: t.amountPaise / 100,
    reason: t.reason,
    ownerBalance: after(give ? t.debitEntryId : t.creditEntryId) / 100,
    memberBalance: after(give ? t.creditEntryId : t.debitEntryId) / 100,
    createdAt: t.createdAt.toISOString(),
    replayed,
  };
}

async function byKey(db: Db | Tx, ownerId: number, key: string) {
  const [t] = await db
    .select()
    .from(fundTransfers)
    .where(and(eq(fundTransfers.ownerId, ownerId), eq(fundTransfers.idempotencyKey, key)));
  return t;
}

/** A retry answers the first transfer; the same key for another member, direction or amount is someone's mistake. */
function sameAsk(t: TransferRow, ask: TransferAsk): boolean {
  return t.memberId === ask.memberId && t.direction === ask.direction && t.amountPaise === ask.amountPaise;
}

const amountError = (status: number, m: ReturnType<typeof msg>) => new AppError(status, m, { amount: [m] });

function announce(topic: string, title: Said, text: Said[], link: string) {
  return {
    topic,
    title: translate('en', title.id, title.values),
    text: text.map((s) => translate('en', s.id, s.values)).join(' '),
    link,
    tone: 'info' as const,
    message: { title, text },
  };
}

/**
 * One transfer: both wallets locked in wallet-id order (lockWallets), then every rule checked on what the locks
 * hold, so two racing transfers cannot both pass a balance or the daily limit; the two postings, the row, the event,
 * the member's bell and the shops' messages commit together or not at all.
 */
async function moveLocked(
  tx: Tx,
  actor: TransferActor,
  ask: TransferAsk,
  key: string,
): Promise<{ row: TransferRow; replayed: boolean }> {
  const ownerId = actor.id;
  await lockWallets(tx, [ownerId, ask.memberId]);
  // A retry that waited on the first call's locks answers it, rather than being judged again against the limits
  // and the balances the first one has just moved.
  const first = await byKey(tx, ownerId, key);
  if (first) return { row: first, replayed: true };
  const found = await accountCard(tx, ask.memberId);
  // Another owner's member, an owner, staff or no account at all: the same 404, so ids reveal nothing.
  const member = found?.parentId === ownerId && found.merchantKind === 'franchise' ? found : undefined;
  if (!member) throw notFound(msg('transfers.error.noMember'));
  const owner = await accountCard(tx, ownerId);
  if (!owner?.active) throw new AppError(422, msg('transfers.error.shopClosed'));
  if (!member.active) throw new AppError(422, msg('transfers.error.memberInactive', { name: member.name }));

  const ownerWallet = await walletOf(tx, ownerId);
  const memberWallet = await walletOf(tx, member.id);
  const give = ask.direction === 'give';
  const amount = ask.amountPaise;
  if (give) {
    const limits = await limitsOf(tx);
    if (amount > limits.perMovePaise)
      throw amountError(422, msg('transfers.error.perMove', { limit: formatRupees(limits.perMovePaise) }));
    // Today in India: the owner's gives since midnight IST, read under the owner's wallet lock.
    const [{ today }] = await tx
      .select({ today: sql<string>`coalesce(sum(${fundTransfers.amountPaise}), 0)` })
      .from(fundTransfers)
      .where(
        and(
          eq(fundTransfers.ownerId, ownerId),
          eq(fundTransfers.direction, 'give'),
          sql`(${fundTransfers.createdAt} at time zone 'Asia/Kolkata')::date = (now() at time zone 'Asia/Kolkata')::date`,
        ),
      );
    const left = Math.max(0, limits.perDayPaise - Number(today));
    if (amount > left)
      throw amountError(
        422,
        msg('transfers.error.perDay', { limit: formatRupees(limits.perDayPaise), left: formatRupees(left) }),
      );
    if (amount > ownerWallet.balancePaise)
      throw amountError(422, msg('transfers.error.ownerShort', { balance: formatRupees(ownerWallet.balancePaise) }));
  } else if (amount > memberWallet.balancePaise) {
    throw amountError(
      422,
      msg('transfers.error.memberShort', { name: member.name, balance: formatRupees(memberWallet.balancePaise) }),
    );
  }

  const reason = give ? null : (ask.reason ?? '').trim();
  // The row's id is drawn first so both ledger lines can name it: the ledger is append-only, never updated after.
  const [{ id: transferId }] = rowsOf<{ id: string | number }>(
    await tx.execute(sql`select nextval(pg_get_serial_sequence('fund_transfers', 'id')) as id`),
  );
  const base = `transfer:${ownerId}:${key}`;
  const refType = give ? 'fund_transfer' : 'fund_take_back';
  const payer = give ? ownerWallet : memberWallet;
  const payee = give ? memberWallet : ownerWallet;
  const outLine = give
    ? narrated('ledger.transfer.give.out', { code: member.code, name: member.name })
    : narrated('ledger.transfer.takeBack.out', { code: owner.code, name: owner.name, reason: reason ?? '' });
  const inLine = give
    ? narrated('ledger.transfer.give.in', { code: owner.code, name: owner.name })
    : narrated('ledger.transfer.takeBack.in', { code: member.code, name: member.name, reason: reason ?? '' });
  const leg = async (walletId: number, direction: 'Dr' | 'Cr', line: typeof outLine, suffix: string) =>
    (
      await post(tx, {
        walletId,
        direction,
        amountPaise: amount,
        refType,
        refId: Number(transferId),
        narration: englishNarration(line),
        narrationMessage: line,
        idempotencyKey: `${base}:${suffix}`,
        actorId: actor.id,
      })
    ).entry;
  const out: Entry = await leg(payer.id, 'Dr', outLine, 'out');
  const into: Entry = await leg(payee.id, 'Cr', inLine, 'in');

  const [row] = await tx
    .insert(fundTransfers)
    .values({
      id: Number(transferId),
      ownerId,
      memberId: member.id,
      direction: ask.direction,
      amountPaise: amount,
      reason,
      debitEntryId: out.id,
      creditEntryId: into.id,
      idempotencyKey: key,
      madeBy: actor.id,
    })
    .returning();
  await recordEvent(tx, {
    actorId: actor.id,
    action: give ? 'fund_transfer_given' : 'fund_transfer_taken_back',
    entityType: 'fund_transfer',
    entityId: row.id,
    remark: `${formatRupees(amount)} ${give ? 'to' : 'from'} ${member.code}${reason ? `: ${reason}` : ''}`,
    ip: actor.ip,
  });
  const memberBalance = formatRupees((give ? into : out).balanceAfterPaise);
  await notifyUsers(
    tx,
    [member.id],
    give
      ? announce(
          'fund_transfer.received',
          said('notices.transfer.given.title', { amount: formatRupees(amount), name: owner.name }),
          [said('notices.transfer.given.text', { balance: memberBalance })],
          '/merchant/misc/reports',
        )
      : announce(
          'fund_transfer.taken_back',
          said('notices.transfer.takenBack.title', { amount: formatRupees(amount), name: owner.name }),
          [...reasonSaid(reason), said('notices.transfer.takenBack.text', { balance: memberBalance })],
          '/merchant/misc/reports',
        ),
  );
  // The owner is told too (issue 28 §1): its bell keeps its own record of each move, next to the member's.
  const ownerBalance = formatRupees((give ? out : into).balanceAfterPaise);
  await notifyUsers(
    tx,
    [ownerId],
    give
      ? announce(
          'fund_transfer.sent',
          said('notices.transfer.sent.title', { amount: formatRupees(amount), name: member.name }),
          [said('notices.transfer.sent.text', { balance: ownerBalance })],
          `/merchant/user-management/view-frenchies/${member.id}`,
        )
      : announce(
          'fund_transfer.returned',
          said('notices.transfer.returned.title', { amount: formatRupees(amount), name: member.name }),
          [...reasonSaid(reason), said('notices.transfer.returned.text', { balance: ownerBalance })],
          `/merchant/user-management/view-frenchies/${member.id}`,
        ),
  );
  // The shops' own SMS / WhatsApp choices decide (a top-up to the member, a balance left low on either side).
  for (const [merchantId, e] of [
    [give ? ownerId : member.id, out],
    [give ? member.id : ownerId, into],
  ] as const)
    await messagesForMoney(tx, {
      merchantId,
      direction: e.direction,
      paise: e.amountPaise,
      reverses: null,
      refType,
      key: e.idempotencyKey,
      balancePaise: e.balanceAfterPaise,
    });
  return { row, replayed: false };
}

/** An owner gives money to its franchise member or takes some back; a retry with the same key answers the first. */
export async function transfer(db: Db, actor: TransferActor, ask: TransferAsk): Promise<TransferView> {
  const key = ask.key?.trim() || randomUUID();
  const answer = async (t: TransferRow) => {
    if (!sameAsk(t, ask)) throw conflict(msg('transfers.error.keyReused'));
    return viewOf(db, t, true);
  };
  const earlier = await byKey(db, actor.id, key);
  if (earlier) return answer(earlier);
  try {
    const { row, replayed } = await db.transaction((tx) => moveLocked(tx, actor, ask, key));
    return await (replayed ? answer(row) : viewOf(db, row, false));
  } catch (e) {
    // Two calls with one key at once: the loser's transaction rolled back whole and it answers the winner's.
    if (isUniqueViolation(e)) {
      const winner = await byKey(db, actor.id, key);
      if (winner) return answer(winner);
    }
    throw e;
  }
}
