import { and, eq, sql } from 'drizzle-orm';
import { PORTAL_PAGES } from '../../../contract/portal-pages';
import type { Db, Tx } from '../../db/client';
import { paymentRequests } from '../../db/schema/payments';
import { isUniqueViolation } from '../../db/ids';
import { AppError, notFound, text } from '../../lib/errors';
import { recordEvent } from '../../lib/audit';
import { storedFileOf, storeUpload, validateUpload, type CleanUpload } from '../../lib/uploads';
import type { Storage } from '../../lib/storage';
import { formatRupees, rupeesToPaise } from '../../../contract/money';
import { PaymentRequestForm, SLIP_MAX_BYTES, type PaymentRequestView } from '../../../contract/payments';
import type { MastersService } from '../masters/service';
import { notifyBackOffice, reasonSaid, reasonText, said, type Announcement } from '../notifications/service';
import { audited, moveRecord, type MoveSpec } from '../requests/move';
import { accountCard } from '../users/read-model';
import { walletOf } from '../wallet/ledger';
import { englishNarration, narrated } from '../wallet/narration';

type Row = typeof paymentRequests.$inferSelect;

const SLIP_RULE = {
  mimes: ['image/jpeg', 'image/png', 'application/pdf'],
  maxBytes: SLIP_MAX_BYTES,
  maxSide: 8000,
  label: 'a JPEG, PNG or PDF file',
};
const refNo = (id: number) => `PR${String(id).padStart(7, '0')}`;
const FIELD_LABELS: Record<string, string> = {
  bankId: 'Bank account',
  amount: 'Amount',
  mode: 'Mode',
  utr: 'UTR / reference',
  depositDate: 'Deposit date',
  slip: 'Slip',
};
/** Where the bell sends the shop (its payment requests) and the back office (the approvals). */
const UTR_TAKEN = 'This UTR / reference has already been submitted. Each deposit can be claimed once.';

/**
 * A back-office decision on a pending payment request, as one move (docs/decisions/0070): the request
 * is locked, a request no longer pending is a 409, and everything else is the caller's.
 */
function decision(
  tx: Db | Tx,
  id: number,
  actor: { id: number; ip: string | null },
  to: 'approved' | 'rejected',
): Pick<MoveSpec<Row>, 'noun' | 'action' | 'actorId' | 'lock' | 'state' | 'from' | 'to' | 'record'> {
  return {
    noun: text('Payment request', 'lower'),
    action: `payment_${to}`,
    actorId: actor.id,
    lock: async () => (await tx.select().from(paymentRequests).where(eq(paymentRequests.id, id)).for('update'))[0],
    state: (p) => p.status,
    from: ['pending'],
    to,
    record: audited('payment_request', (p) => p.id, actor.ip),
  };
}

/** Writes a decision on the locked request. */
async function decide(tx: Db | Tx, p: Row, set: Partial<Row>): Promise<Row> {
  const [row] = await tx
    .update(paymentRequests)
    .set({ ...set, decidedAt: new Date(), updatedAt: new Date() })
    .where(eq(paymentRequests.id, p.id))
    .returning();
  return row;
}

const tellShop = (p: Row, said: Announcement) => ({ to: { merchantId: p.merchantId, madeBy: p.requestedBy }, said });

export function createPaymentService(db: Db, storage: Storage, masters: Pick<MastersService, 'bank'>) {
  async function view(id: number): Promise<PaymentRequestView & { merchantId: number; slipFileId: string | null }> {
    const [p] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
    if (!p) throw notFound('No such payment request.');
    const [shop, bank] = await Promise.all([accountCard(db, p.merchantId), masters.bank(p.bankId)]);
    const r = { code: shop?.code ?? '', name: shop?.name ?? '', bank: bank.bankName };
    return {
      id: p.id,
      refNo: refNo(p.id),
      merchantId: p.merchantId,
      merchantCode: r.code,
      merchantName: r.name,
      bank: r.bank,
      amount: p.amountPaise / 100,
      mode: p.mode,
      utr: p.utr,
      depositDate: p.depositDate,
      hasSlip: !!p.slipFileId,
      slipFileId: p.slipFileId,
      status: p.status,
      remark: p.remark,
      createdAt: p.createdAt.toISOString(),
      decidedAt: p.decidedAt ? p.decidedAt.toISOString() : null,
    };
  }

  const publicView = async (id: number): Promise<PaymentRequestView> => {
    const { merchantId: _m, slipFileId: _s, ...rest } = await view(id);
    return rest;
  };

  return {
    view: publicView,

    /** For reads by id: a merchant only ever sees its own requests (404 otherwise, so ids reveal nothing). */
    async viewFor(id: number, merchantId: number | null): Promise<PaymentRequestView> {
      const v = await view(id);
      if (merchantId !== null && v.merchantId !== merchantId) throw notFound('No such payment request.');
      return publicView(id);
    },

    async create(
      merchantId: number,
      requestedBy: number,
      fields: Record<string, string>,
      slip: { data: Buffer; filename: string } | undefined,
      ip: string | null,
    ) {
      const parsed = PaymentRequestForm.safeParse(fields);
      const errors: Record<string, string[]> = {};
      if (!parsed.success)
        for (const i of parsed.error.issues) (errors[String(i.path[0] ?? '_')] ??= []).push(i.message);
      let cleanSlip: CleanUpload | null = null;
      if (slip) {
        try {
          cleanSlip = await validateUpload('slip', slip.data, SLIP_RULE);
        } catch (e) {
          if (e instanceof AppError) (errors.slip ??= []).push(...(e.errors?.slip ?? [e.message]));
          else throw e;
        }
      } else if (parsed.success && parsed.data.mode !== 'UPI') {
        // A bank or cash deposit is checked against its slip; a UPI transfer is checked by its reference.
        (errors.slip ??= []).push('Attach the deposit slip or transfer screenshot');
      }
      if (!parsed.success || Object.keys(errors).length) {
        const [field, msgs] = Object.entries(errors)[0];
        throw new AppError(400, `${FIELD_LABELS[field] ?? field}: ${msgs[0]}`, errors);
      }
      const form = parsed.data;
      const bank = await masters.bank(form.bankId).catch((e: unknown) => {
        if (e instanceof AppError && e.status === 404) return null;
        throw e;
      });
      if (!bank?.active)
        throw new AppError(400, 'Choose one of the listed accounts.', {
          bankId: ['Choose one of the listed accounts'],
        });
      const [live] = await db
        .select({ id: paymentRequests.id })
        .from(paymentRequests)
        .where(
          and(
            sql`upper(${paymentRequests.utr}) = ${form.utr}`,
            sql`${paymentRequests.status} in ('pending', 'approved')`,
          ),
        );
      if (live) throw new AppError(409, UTR_TAKEN, { utr: ['Already submitted'] });
      await walletOf(db, merchantId);
      try {
        const id = await db.transaction(async (tx) => {
          const file =
            slip && cleanSlip
              ? await storeUpload(tx, storage, {
                  ownerId: requestedBy,
                  purpose: 'payment_slip',
                  data: cleanSlip.data,
                  mime: cleanSlip.mime,
                  originalName: slip.filename,
                })
              : null;
          const [row] = await tx
            .insert(paymentRequests)
            .values({
              merchantId,
              requestedBy,
              bankId: form.bankId,
              amountPaise: rupeesToPaise(form.amount),
              mode: form.mode,
              utr: form.utr,
              depositDate: form.depositDate,
              slipFileId: file?.id ?? null,
            })
            .returning({ id: paymentRequests.id });
          await recordEvent(tx, {
            actorId: requestedBy,
            action: 'payment_requested',
            entityType: 'payment_request',
            entityId: row.id,
            toState: 'pending',
            ip,
          });
          await notifyBackOffice(tx, 'payment_request', PORTAL_PAGES.backend.payments);
          return row.id;
        });
        return publicView(id);
      } catch (e) {
        if (isUniqueViolation(e)) throw new AppError(409, UTR_TAKEN, { utr: ['Already submitted'] });
        throw e;
      }
    },

    /** Credits the wallet and marks the request approved in one move; a second approval is a 409 and posts nothing. */
    async approve(id: number, actor: { id: number; ip: string | null }): Promise<PaymentRequestView> {
      await db.transaction((tx) =>
        moveRecord(tx, {
          ...decision(tx, id, actor, 'approved'),
          money: (p) => {
            const line = narrated('ledger.topUp', { refNo: refNo(p.id), mode: p.mode, utr: p.utr });
            return {
              merchantId: p.merchantId,
              direction: 'Cr',
              paise: p.amountPaise,
              refType: 'payment_request',
              refId: p.id,
              narration: englishNarration(line),
              narrationMessage: line,
              key: `payreq:${p.id}`,
            };
          },
          write: (tx, p, entryId) => decide(tx, p, { status: 'approved', decidedBy: actor.id, ledgerEntryId: entryId }),
          announce: (p) =>
            tellShop(p, {
              topic: 'payment_request.approved',
              title: `Payment request of ${formatRupees(p.amountPaise)} approved`,
              text: `${refNo(p.id)} (${p.mode} ${p.utr}): ${formatRupees(p.amountPaise)} added to your wallet.`,
              message: {
                title: said('notices.payment.approved.title', { amount: formatRupees(p.amountPaise) }),
                text: [
                  said('notices.payment.approved.text', {
                    refNo: refNo(p.id),
                    mode: p.mode,
                    utr: p.utr,
                    amount: formatRupees(p.amountPaise),
                  }),
                ],
              },
              link: PORTAL_PAGES.merchant.paymentList,
              tone: 'good',
            }),
        }),
      );
      return publicView(id);
    },

    async reject(id: number, remark: string, actor: { id: number; ip: string | null }): Promise<PaymentRequestView> {
      await db.transaction((tx) =>
        moveRecord(tx, {
          ...decision(tx, id, actor, 'rejected'),
          write: (tx, p) => decide(tx, p, { status: 'rejected', remark, decidedBy: actor.id }),
          remark: () => remark,
          announce: (p) =>
            tellShop(p, {
              topic: 'payment_request.rejected',
              title: `Payment request of ${formatRupees(p.amountPaise)} rejected`,
              text: `${refNo(p.id)} (${p.mode} ${p.utr}). ${reasonText(remark)}`,
              message: {
                title: said('notices.payment.rejected.title', { amount: formatRupees(p.amountPaise) }),
                text: [
                  said('notices.payment.rejected.text', { refNo: refNo(p.id), mode: p.mode, utr: p.utr }),
                  ...reasonSaid(remark),
                ],
              },
              link: PORTAL_PAGES.merchant.paymentList,
              tone: 'bad',
            }),
        }),
      );
      return publicView(id);
    },

    async slip(id: number, merchantId: number | null) {
      const v = await view(id);
      if (merchantId !== null && v.merchantId !== merchantId) throw notFound('No such payment request.');
      if (!v.slipFileId) throw notFound('This request has no slip.');
      const f = await storedFileOf(db, v.slipFileId);
      if (!f) throw notFound('This request has no slip.');
      return {
        mime: f.mime,
        data: await storage.get(f.key),
        name: `slip-${v.refNo}.${f.mime === 'application/pdf' ? 'pdf' : f.mime === 'image/png' ? 'png' : 'jpg'}`,
      };
    },
  };
}
