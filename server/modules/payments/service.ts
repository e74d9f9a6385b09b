import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyBanks, paymentRequests, storedFiles, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/ids';
import { AppError, conflict, notFound } from '../../lib/errors';
import { recordEvent } from '../../lib/audit';
import { storeUpload, validateUpload, type CleanUpload } from '../../lib/uploads';
import type { Storage } from '../../lib/storage';
import { formatRupees, rupeesToPaise } from '../../../contract/money';
import { PaymentRequestForm, SLIP_MAX_BYTES, type PaymentRequestView } from '../../../contract/payments';
import { post, walletOf } from '../wallet/ledger';
import { notifyBackOffice, notifyMerchant, reasonText } from '../notifications/service';

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
const MERCHANT_LIST = '/merchant/accounting/payment/list';
const BACKEND_LIST = '/backend/actions/payments';
const UTR_TAKEN = 'This UTR / reference has already been submitted. Each deposit can be claimed once.';

export function createPaymentService(db: Db, storage: Storage) {
  async function view(id: number): Promise<PaymentRequestView & { merchantId: number; slipFileId: string | null }> {
    const [r] = await db
      .select({ p: paymentRequests, code: users.code, name: users.displayName, bank: companyBanks.bankName })
      .from(paymentRequests)
      .innerJoin(users, eq(users.id, paymentRequests.merchantId))
      .innerJoin(companyBanks, eq(companyBanks.id, paymentRequests.bankId))
      .where(eq(paymentRequests.id, id));
    if (!r) throw notFound('No such payment request.');
    const p = r.p;
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
      const [bank] = await db
        .select()
        .from(companyBanks)
        .where(and(eq(companyBanks.id, form.bankId), eq(companyBanks.active, true)));
      if (!bank)
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
          await notifyBackOffice(tx, 'payment_request', BACKEND_LIST);
          return row.id;
        });
        return publicView(id);
      } catch (e) {
        if (isUniqueViolation(e)) throw new AppError(409, UTR_TAKEN, { utr: ['Already submitted'] });
        throw e;
      }
    },

    /** Credits the wallet and marks the request approved in one transaction; a second approval changes nothing. */
    async approve(id: number, actor: { id: number; ip: string | null }): Promise<PaymentRequestView> {
      await db.transaction(async (tx) => {
        const [p] = await tx.select().from(paymentRequests).where(eq(paymentRequests.id, id)).for('update');
        if (!p) throw notFound('No such payment request.');
        if (p.status !== 'pending') throw conflict(`This payment request was already ${p.status}.`);
        const wallet = await walletOf(tx, p.merchantId);
        const { entry } = await post(tx, {
          walletId: wallet.id,
          direction: 'Cr',
          amountPaise: p.amountPaise,
          refType: 'payment_request',
          refId: p.id,
          narration: `Wallet top-up ${refNo(p.id)} (${p.mode} ${p.utr})`,
          idempotencyKey: `payreq:${p.id}`,
          actorId: actor.id,
        });
        await tx
          .update(paymentRequests)
          .set({
            status: 'approved',
            decidedBy: actor.id,
            decidedAt: new Date(),
            ledgerEntryId: entry.id,
            updatedAt: new Date(),
          })
          .where(eq(paymentRequests.id, id));
        await recordEvent(tx, {
          actorId: actor.id,
          action: 'payment_approved',
          entityType: 'payment_request',
          entityId: id,
          fromState: 'pending',
          toState: 'approved',
          ip: actor.ip,
        });
        const amount = formatRupees(p.amountPaise);
        await notifyMerchant(
          tx,
          { merchantId: p.merchantId, madeBy: p.requestedBy },
          {
            topic: 'payment_request.approved',
            title: `Payment request of ${amount} approved`,
            text: `${refNo(p.id)} (${p.mode} ${p.utr}): ${amount} added to your wallet.`,
            link: MERCHANT_LIST,
            tone: 'good',
          },
        );
      });
      return publicView(id);
    },

    async reject(id: number, remark: string, actor: { id: number; ip: string | null }): Promise<PaymentRequestView> {
      await db.transaction(async (tx) => {
        const [p] = await tx.select().from(paymentRequests).where(eq(paymentRequests.id, id)).for('update');
        if (!p) throw notFound('No such payment request.');
        if (p.status !== 'pending') throw conflict(`This payment request was already ${p.status}.`);
        await tx
          .update(paymentRequests)
          .set({ status: 'rejected', remark, decidedBy: actor.id, decidedAt: new Date(), updatedAt: new Date() })
          .where(eq(paymentRequests.id, id));
        await recordEvent(tx, {
          actorId: actor.id,
          action: 'payment_rejected',
          entityType: 'payment_request',
          entityId: id,
          fromState: 'pending',
          toState: 'rejected',
          remark,
          ip: actor.ip,
        });
        await notifyMerchant(
          tx,
          { merchantId: p.merchantId, madeBy: p.requestedBy },
          {
            topic: 'payment_request.rejected',
            title: `Payment request of ${formatRupees(p.amountPaise)} rejected`,
            text: `${refNo(p.id)} (${p.mode} ${p.utr}). ${reasonText(remark)}`,
            link: MERCHANT_LIST,
            tone: 'bad',
          },
        );
      });
      return publicView(id);
    },

    async slip(id: number, merchantId: number | null) {
      const v = await view(id);
      if (merchantId !== null && v.merchantId !== merchantId) throw notFound('No such payment request.');
      if (!v.slipFileId) throw notFound('This request has no slip.');
      const [f] = await db.select().from(storedFiles).where(eq(storedFiles.id, v.slipFileId));
      return {
        mime: f.mime,
        data: await storage.get(f.key),
        name: `slip-${v.refNo}.${f.mime === 'application/pdf' ? 'pdf' : f.mime === 'image/png' ? 'png' : 'jpg'}`,
      };
    },
  };
}
