import { and, eq } from 'drizzle-orm';
import { govFeePaise } from '../../../contract/receipts';
import type { Db, Tx } from '../../db/client';
import { taxLines } from '../../db/schema/invoices';

/**
 * Issue 28 §3: the agency's tax lines, written by the request engine in the transaction that charges or refunds the
 * wallet, so every ledger charge has its line and none is left without one. No counter is touched here: numbers
 * are taken later, in transactions of their own, so charges never queue behind one another.
 */

export type ChargeLineInput = {
  merchantId: number;
  refType: string;
  requestId: number;
  reference: string;
  code: string;
  quantity: number;
  /** The wallet's charge, in paise. */
  paise: number;
  ledgerEntryId: number;
};

export async function recordChargeLine(tx: Db | Tx, c: ChargeLineInput): Promise<void> {
  if (c.paise <= 0) return;
  await tx
    .insert(taxLines)
    .values({
      merchantId: c.merchantId,
      kind: 'charge',
      refType: c.refType,
      requestId: c.requestId,
      reference: c.reference,
      serviceCode: c.code,
      quantity: c.quantity,
      amountPaise: c.paise,
      govFeePaise: Math.min(govFeePaise(c.code) * c.quantity, c.paise),
      ledgerEntryId: c.ledgerEntryId,
    })
    .onConflictDoNothing();
}

/**
 * The line of money given back on a request, pointing at its charge's line: `paise` null is the whole charge. The
 * government's fee inside it is the same share of the charge's fee.
 */
export async function recordRefundLine(
  tx: Db | Tx,
  r: { refType: string; requestId: number; ledgerEntryId: number; paise: number | null },
): Promise<void> {
  const [charge] = await tx
    .select()
    .from(taxLines)
    .where(and(eq(taxLines.refType, r.refType), eq(taxLines.requestId, r.requestId), eq(taxLines.kind, 'charge')));
  if (!charge) return;
  const paise = Math.min(r.paise ?? charge.amountPaise, charge.amountPaise);
  if (paise <= 0) return;
  await tx
    .insert(taxLines)
    .values({
      merchantId: charge.merchantId,
      kind: 'refund',
      refType: charge.refType,
      requestId: charge.requestId,
      reference: charge.reference,
      serviceCode: charge.serviceCode,
      quantity: charge.quantity,
      amountPaise: paise,
      govFeePaise: Math.round((charge.govFeePaise * paise) / charge.amountPaise),
      ledgerEntryId: r.ledgerEntryId,
      chargeLineId: charge.id,
    })
    .onConflictDoNothing();
}
