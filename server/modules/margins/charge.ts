import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { marginDays } from '../../db/schema/margin-days';
import { marginCredits } from '../../db/schema/margins';
import { conflict, msg } from '../../lib/errors';
import { lockWallets, post, walletOf } from '../wallet/ledger';
import { englishNarration, narrated } from '../wallet/narration';
import { quoteOf } from './quote';
import { recordTds, releaseTds, withholdTds } from './tds';

/*
 * Issue 28 §2, the money: a franchise member's charge is its owner's package price plus the owner's margin; in the
 * charge's own transaction the owner's wallet is credited the margin, and a refund takes it back in proportion. The
 * request engine (requests/engine.ts) calls these three steps; every one of them runs in the move's transaction.
 */

/** The margin a charge carries, decided before the member's debit is posted. */
export type MarginCut = {
  ownerId: number;
  memberId: number;
  serviceCode: string;
  quantity: number;
  /** The margin of the whole charge (per unit × quantity), in paise. */
  marginPaise: number;
};

/** Which request a margin belongs to, and how the ledger names it. */
export type MarginRef = { refType: string; keyPrefix: string; requestId: number; ref: string };

/**
 * Before a member's first charge is posted: reads its price in the transaction, refuses a charge whose price was
 * read before the owner changed the margin (or the admin the package) so the price charged and the margin credited
 * are one snapshot, and locks the owner's and the member's wallets in wallet-id order (no deadlock with a
 * transfer between the two). Null: no margin to credit (an owner's or staff's charge, or a margin of 0).
 */
export async function prepareMarginCharge(
  tx: Db | Tx,
  memberId: number,
  price: { code: string; quantity: number; paise: number },
): Promise<MarginCut | null> {
  const q = await quoteOf(tx, memberId, price.code);
  if (q.ownerId == null) return null;
  if (q.price == null || q.price * price.quantity !== price.paise) throw conflict(msg('margins.errors.priceChanged'));
  if (q.marginPaise <= 0) return null;
  await lockWallets(tx, [q.ownerId, memberId]);
  return {
    ownerId: q.ownerId,
    memberId,
    serviceCode: price.code,
    quantity: price.quantity,
    marginPaise: q.marginPaise * price.quantity,
  };
}

/**
 * After the member's debit: the owner's credit, the TDS withheld from it when the admin has turned TDS on (./tds.ts),
 * and the recovery of reversals its wallet could not cover before, oldest first, out of what the credit left.
 */
export async function creditMargin(
  tx: Db | Tx,
  actorId: number | null,
  cut: MarginCut,
  at: MarginRef & { chargeEntryId: number; chargePaise: number; dated: string },
): Promise<void> {
  const [done] = await tx
    .select({ id: marginCredits.id })
    .from(marginCredits)
    .where(and(eq(marginCredits.refType, at.refType), eq(marginCredits.requestId, at.requestId)));
  if (done) return;
  const wallet = await walletOf(tx, cut.ownerId);
  const line = narrated('ledger.margin.credit', { ref: at.ref });
  const { entry } = await post(tx, {
    walletId: wallet.id,
    direction: 'Cr',
    amountPaise: cut.marginPaise,
    refType: 'margin',
    refId: `${at.refType}:${at.requestId}`,
    narration: englishNarration(line),
    narrationMessage: line,
    idempotencyKey: `${at.keyPrefix}:${at.requestId}:margin`,
    actorId,
  });
  const tds = await withholdTds(tx, actorId, {
    ownerId: cut.ownerId,
    walletId: wallet.id,
    marginPaise: cut.marginPaise,
    dated: at.dated,
    ref: at.ref,
    key: `${at.keyPrefix}:${at.requestId}:margin`,
    refId: `${at.refType}:${at.requestId}`,
  });
  const paid = cut.marginPaise - (tds?.tdsPaise ?? 0);
  const owing = await tx
    .select({ id: marginCredits.id, owed: marginCredits.owedPaise })
    .from(marginCredits)
    .where(and(eq(marginCredits.ownerId, cut.ownerId), gt(marginCredits.owedPaise, 0)))
    .orderBy(asc(marginCredits.id));
  let recovered = 0;
  for (const o of owing) {
    const take = Math.min(o.owed, paid - recovered);
    if (take <= 0) break;
    recovered += take;
    await tx
      .update(marginCredits)
      .set({ owedPaise: sql`${marginCredits.owedPaise} - ${take}` })
      .where(eq(marginCredits.id, o.id));
  }
  let recoveryEntryId: number | null = null;
  if (recovered > 0) {
    const back = narrated('ledger.margin.recovery', { ref: at.ref });
    recoveryEntryId = (
      await post(tx, {
        walletId: wallet.id,
        direction: 'Dr',
        amountPaise: recovered,
        refType: 'margin',
        refId: `${at.refType}:${at.requestId}`,
        narration: englishNarration(back),
        narrationMessage: back,
        idempotencyKey: `${at.keyPrefix}:${at.requestId}:margin-recover`,
        actorId,
      })
    ).entry.id;
  }
  const [row] = await tx
    .insert(marginCredits)
    .values({
      ownerId: cut.ownerId,
      memberId: cut.memberId,
      refType: at.refType,
      requestId: at.requestId,
      serviceCode: cut.serviceCode,
      quantity: cut.quantity,
      chargePaise: at.chargePaise,
      marginPaise: cut.marginPaise,
      chargeEntryId: at.chargeEntryId,
      creditEntryId: entry.id,
      recoveredPaise: recovered,
      recoveryEntryId,
      dated: at.dated,
    })
    .returning({ id: marginCredits.id });
  if (tds) await recordTds(tx, tds, { marginCreditId: row.id, ownerId: cut.ownerId, dated: at.dated });
  await addToDay(tx, {
    day: at.dated,
    serviceCode: cut.serviceCode,
    ownerId: cut.ownerId,
    charges: 1,
    chargePaise: at.chargePaise,
    refundedPaise: 0,
    marginPaise: cut.marginPaise,
    reversedPaise: 0,
    units: cut.quantity,
  });
}

/**
 * The one writer of margin_days: adds a credit, or the change a reversal made to one, to its day's row. One
 * statement, so two charges of the same day, code and owner committing at once both count (the second waits on the
 * row the first wrote, then adds to it).
 */
async function addToDay(tx: Db | Tx, d: typeof marginDays.$inferInsert): Promise<void> {
  await tx
    .insert(marginDays)
    .values(d)
    .onConflictDoUpdate({
      target: [marginDays.day, marginDays.serviceCode, marginDays.ownerId],
      set: {
        charges: sql`margin_days.charges + excluded.charges`,
        chargePaise: sql`margin_days.charge_paise + excluded.charge_paise`,
        refundedPaise: sql`margin_days.refunded_paise + excluded.refunded_paise`,
        marginPaise: sql`margin_days.margin_paise + excluded.margin_paise`,
        reversedPaise: sql`margin_days.reversed_paise + excluded.reversed_paise`,
        units: sql`margin_days.units + excluded.units`,
      },
    });
}

export type MarginCredit = typeof marginCredits.$inferSelect;

/**
 * Before a refund of a charge that carried a margin is posted: the credit row, locked, with both wallets locked in
 * wallet-id order. Null: the charge carried none.
 */
export async function prepareMarginRefund(
  tx: Db | Tx,
  refType: string,
  requestId: number,
): Promise<MarginCredit | null> {
  const [c] = await tx
    .select()
    .from(marginCredits)
    .where(and(eq(marginCredits.refType, refType), eq(marginCredits.requestId, requestId)));
  if (!c || c.reversedPaise >= c.marginPaise) return null;
  await lockWallets(tx, [c.ownerId, c.memberId]);
  const [locked] = await tx.select().from(marginCredits).where(eq(marginCredits.id, c.id)).for('update');
  return locked ?? null;
}

/**
 * Takes back the margin of the part of the charge refunded (rounded to the paisa; a whole refund takes the whole
 * margin). The member's refund is never held up by its owner: what the owner's wallet cannot cover now is recorded as
 * owed and recovered from its next margin credits, so no wallet ever goes below zero.
 */
export async function reverseMargin(
  tx: Db | Tx,
  actorId: number | null,
  credit: MarginCredit,
  at: MarginRef & { refundPaise: number },
): Promise<void> {
  const whole = at.refundPaise >= credit.chargePaise;
  const due = Math.min(
    credit.marginPaise - credit.reversedPaise,
    whole ? credit.marginPaise : Math.round((credit.marginPaise * at.refundPaise) / credit.chargePaise),
  );
  // A margin of a paisa on a tiny part refund can round to nothing: nothing moves, but the refund is still recorded on
  // the row and its day (the report's charged figure is net of it).
  // The tax withheld on the part taken back is given back with it: the owner returns only what it was paid.
  const owes = due > 0 ? due - (await releaseTds(tx, credit, due)) : 0;
  const wallet = owes > 0 ? await walletOf(tx, credit.ownerId) : null;
  const take = wallet ? Math.min(owes, Math.max(wallet.balancePaise, 0)) : 0;
  let reversalEntryId: number | null = null;
  if (wallet && take > 0) {
    const line = narrated('ledger.margin.reversal', { ref: at.ref });
    reversalEntryId = (
      await post(tx, {
        walletId: wallet.id,
        direction: 'Dr',
        amountPaise: take,
        refType: 'margin',
        refId: `${at.refType}:${at.requestId}`,
        narration: englishNarration(line),
        narrationMessage: line,
        idempotencyKey: `${at.keyPrefix}:${at.requestId}:margin-refund`,
        actorId,
        reversesEntryId: null,
      })
    ).entry.id;
  }
  const refundedPaise = Math.min(credit.chargePaise, credit.refundedPaise + at.refundPaise);
  await tx
    .update(marginCredits)
    .set({
      refundedPaise,
      reversedPaise: credit.reversedPaise + due,
      owedPaise: credit.owedPaise + (owes - take),
      reversalEntryId,
    })
    .where(eq(marginCredits.id, credit.id));
  // The credit's own day, not the refund's: the report counts a charge and what its refunds took back on one day.
  const nowWhole = credit.refundedPaise < credit.chargePaise && refundedPaise >= credit.chargePaise;
  await addToDay(tx, {
    day: credit.dated,
    serviceCode: credit.serviceCode,
    ownerId: credit.ownerId,
    charges: 0,
    chargePaise: 0,
    refundedPaise: refundedPaise - credit.refundedPaise,
    marginPaise: 0,
    reversedPaise: due,
    units: nowWhole ? -credit.quantity : 0,
  });
}
