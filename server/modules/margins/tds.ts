import { and, eq, sql } from 'drizzle-orm';
import { fyStartOf } from '../../../contract/tds';
import type { Db, Tx } from '../../db/client';
import { marginCredits } from '../../db/schema/margins';
import { tdsDeductions, tdsSettings } from '../../db/schema/tds';
import { approvedPanOf } from '../kyc/read-model';
import { post } from '../wallet/ledger';
import { englishNarration, narrated } from '../wallet/narration';

/**
 * TDS under section 194H on an owner's margin credits (issue 28 §2). Both steps run in the charge's or refund's
 * transaction under the owner's wallet lock, so one owner's year total is read and withheld in turn.
 */

/**
 * Section 206AA: a payee who has not given its PAN is deducted at 20 % (or the section's rate, if higher). An owner's
 * PAN is the one on its approved KYC.
 */
export const NO_PAN_RATE_BP = 2000;

export type Withholding = { tdsPaise: number; rateBp: number; entryId: number; fyStart: number } | null;

/**
 * What to withhold from a margin credit, posted as a Dr right after it. Once the owner's margins in the financial
 * year (this one included, net of refunds) pass the threshold, the tax is due on the whole year's margins, the ones
 * before the crossing too (194H counts the year's aggregate). Each credit withholds what is still due, at most its
 * own margin, so the owner's wallet never goes below zero and a short credit's remainder comes from the next ones.
 */
export async function withholdTds(
  tx: Db | Tx,
  actorId: number | null,
  c: { ownerId: number; walletId: number; marginPaise: number; dated: string; ref: string; key: string; refId: string },
): Promise<Withholding> {
  const fyStart = fyStartOf(c.dated);
  const [setting] = await tx.select().from(tdsSettings).where(eq(tdsSettings.fyStart, fyStart));
  if (!setting?.enabled || setting.rateBp <= 0) return null;
  const inYear = sql`${marginCredits.dated} >= ${`${fyStart}-04-01`}::date and ${marginCredits.dated} < ${`${fyStart + 1}-04-01`}::date`;
  const [earned] = await tx
    .select({
      paise:
        sql<number>`coalesce(sum(${marginCredits.marginPaise} - ${marginCredits.reversedPaise}), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(marginCredits)
    .where(and(eq(marginCredits.ownerId, c.ownerId), inYear));
  const gross = (earned?.paise ?? 0) + c.marginPaise;
  if (gross <= setting.thresholdPaise) return null;
  const [withheld] = await tx
    .select({
      paise: sql<number>`coalesce(sum(${tdsDeductions.tdsPaise} - ${tdsDeductions.reversedPaise}), 0)::bigint`.mapWith(
        Number,
      ),
    })
    .from(tdsDeductions)
    .where(and(eq(tdsDeductions.ownerId, c.ownerId), eq(tdsDeductions.fyStart, fyStart)));
  const rateBp = (await approvedPanOf(tx, c.ownerId)) ? setting.rateBp : Math.max(setting.rateBp, NO_PAN_RATE_BP);
  const due = Math.round((gross * rateBp) / 10_000) - (withheld?.paise ?? 0);
  const tdsPaise = Math.min(Math.max(due, 0), c.marginPaise);
  if (tdsPaise <= 0) return null;
  const line = narrated('ledger.margin.tds', { rate: rateBp / 100, ref: c.ref });
  const { entry } = await post(tx, {
    walletId: c.walletId,
    direction: 'Dr',
    amountPaise: tdsPaise,
    refType: 'margin',
    refId: c.refId,
    narration: englishNarration(line),
    narrationMessage: line,
    idempotencyKey: `${c.key}:tds`,
    actorId,
  });
  return { tdsPaise, rateBp, entryId: entry.id, fyStart };
}

/** Records the withholding against its margin credit (once the credit's row exists). */
export async function recordTds(
  tx: Db | Tx,
  w: NonNullable<Withholding>,
  c: { marginCreditId: number; ownerId: number; dated: string },
): Promise<void> {
  await tx.insert(tdsDeductions).values({
    marginCreditId: c.marginCreditId,
    ownerId: c.ownerId,
    fyStart: w.fyStart,
    dated: c.dated,
    rateBp: w.rateBp,
    tdsPaise: w.tdsPaise,
    entryId: w.entryId,
  });
}

/**
 * A refund takes back part of a margin: the same part of the tax withheld from it is given back (the owner was only
 * ever paid the margin less the tax), so the owner's debit is the margin's part less the tax's. Returns the tax given
 * back, in paise.
 */
export async function releaseTds(
  tx: Db | Tx,
  credit: { id: number; marginPaise: number; reversedPaise: number },
  marginBackPaise: number,
): Promise<number> {
  const [d] = await tx.select().from(tdsDeductions).where(eq(tdsDeductions.marginCreditId, credit.id)).for('update');
  if (!d) return 0;
  const left = d.tdsPaise - d.reversedPaise;
  const last = credit.reversedPaise + marginBackPaise >= credit.marginPaise;
  const back = Math.min(left, last ? left : Math.round((d.tdsPaise * marginBackPaise) / credit.marginPaise));
  if (back <= 0) return 0;
  await tx
    .update(tdsDeductions)
    .set({ reversedPaise: d.reversedPaise + back })
    .where(eq(tdsDeductions.marginCreditId, credit.id));
  return back;
}
