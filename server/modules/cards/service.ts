import type { ConsentBody } from '../../../contract/privacy/notice';
import { consentRecord } from '../privacy/consent';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { CardApplyAnswer, CardPayout, CardPayoutInput, CardProductsView } from '../../../contract/cards/api';
import type { CardApplicationData } from '../../../contract/cards/form';
import { CARD_REPEAT_DAYS, CARD_VENDORS, CARD_VENDOR_LABELS, type CardVendor } from '../../../contract/cards/products';
import { formatDate } from '../../../contract/format';
import type { Db } from '../../db/client';
import { nextId } from '../../db/ids';
import { cardPayouts, cardRequests } from '../../db/schema/cards';
import type { CardPartner } from '../../integrations/card-partner';
import type { AuthUser } from '../../lib/access';
import { recordEvent } from '../../lib/audit';
import { AppError, forbidden } from '../../lib/errors';
import { existingAccount } from '../users/read-model';

const DAY_MS = 86_400_000;

/** Card and loan referrals: recorded once per mobile and vendor a month, no money moves. */
export function createCardService(db: Db, partnerOf: () => Promise<CardPartner>) {
  return {
    /**
     * Records the referral and answers the partner's page for it. The partner is asked first, so a
     * half-set-up partner (503) records nothing; the repeat check and the insert run under one lock per
     * mobile and vendor, so two clicks at once record one.
     */
    async apply(
      user: AuthUser,
      form: CardApplicationData,
      ip: string | null,
      consent: ConsentBody | null | undefined,
    ): Promise<CardApplyAnswer> {
      if (!user.merchantId) throw forbidden();
      const agreed = consentRecord(user, consent);
      const partner = await partnerOf();
      const { refNo, merchantCode } = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`card:${form.cardVendor}:${form.mobileNo}`}))`);
        const since = new Date(Date.now() - CARD_REPEAT_DAYS * DAY_MS);
        const [earlier] = await tx
          .select({ createdAt: cardRequests.createdAt })
          .from(cardRequests)
          .where(
            and(
              eq(cardRequests.cardVendor, form.cardVendor),
              eq(cardRequests.mobileNo, form.mobileNo),
              gt(cardRequests.createdAt, since),
            ),
          )
          .orderBy(desc(cardRequests.createdAt))
          .limit(1);
        if (earlier) {
          // Said without the earlier request's reference or shop: it may be another merchant's.
          const again = formatDate(new Date(earlier.createdAt.getTime() + CARD_REPEAT_DAYS * DAY_MS));
          const message =
            `This mobile number already applied for the ${CARD_VENDOR_LABELS[form.cardVendor]} ` +
            `on ${formatDate(earlier.createdAt)}. It can apply again from ${again}.`;
          throw new AppError(409, message, { mobileNo: [message] });
        }
        const merchant = await existingAccount(tx, user.merchantId!);
        const id = await nextId(tx, 'card_requests_id_seq');
        const ref = `CC${String(id).padStart(10, '0')}`;
        await tx.insert(cardRequests).values({
          id,
          refNo: ref,
          merchantId: user.merchantId!,
          merchantCode: merchant.code,
          createdBy: user.id,
          staffName: user.name,
          appMode: form.appMode,
          cardVendor: form.cardVendor,
          name: form.name,
          mobileNo: form.mobileNo,
          consent: agreed,
        });
        await recordEvent(tx, {
          actorId: user.id,
          action: 'card_referred',
          entityType: 'card_request',
          entityId: id,
          toState: form.cardVendor,
          ip,
        });
        return { refNo: ref, merchantCode: merchant.code };
      });
      // The agent is the shop (its owner's code for staff): the partner pays the shop.
      return { url: partner.applyUrl({ vendor: form.cardVendor, agentCode: merchantCode, refNo }), refNo };
    },

    /** Every vendor's payout, unset ones included, in the screens' order. */
    async payouts(): Promise<CardPayout[]> {
      const rows = await db.select().from(cardPayouts);
      return CARD_VENDORS.map((vendor) => {
        const r = rows.find((x) => x.vendor === vendor);
        return {
          vendor,
          amount: r?.amountPaise == null ? null : r.amountPaise / 100,
          note: r?.note ?? '',
          updatedAt: r?.updatedAt?.toISOString() ?? null,
        };
      });
    },

    async products(): Promise<CardProductsView> {
      const [payouts, partner] = await Promise.all([this.payouts(), partnerOf().catch(() => null)]);
      return { payouts, sandbox: partner?.kind === 'sandbox' };
    },

    async setPayout(
      vendor: CardVendor,
      input: Required<Pick<CardPayoutInput, 'amount'>> & { note: string },
      actorId: number,
    ): Promise<CardPayout[]> {
      const amountPaise = input.amount == null ? null : Math.round(input.amount * 100);
      await db.transaction(async (tx) => {
        const values = { amountPaise, note: input.note, updatedBy: actorId, updatedAt: new Date() };
        await tx
          .insert(cardPayouts)
          .values({ vendor, ...values })
          .onConflictDoUpdate({ target: cardPayouts.vendor, set: values });
        await recordEvent(tx, {
          actorId,
          action: 'card_payout_set',
          entityType: 'card_payout',
          entityId: vendor,
          remark: amountPaise == null ? 'not set' : String(amountPaise),
        });
      });
      return this.payouts();
    },

    /** What the test partner page may show of a referral: nothing about the customer. */
    async referral(refNo: string): Promise<{ refNo: string; vendor: CardVendor; merchantCode: string } | null> {
      const [r] = await db
        .select({ refNo: cardRequests.refNo, vendor: cardRequests.cardVendor, merchantCode: cardRequests.merchantCode })
        .from(cardRequests)
        .where(eq(cardRequests.refNo, refNo));
      return r ?? null;
    },
  };
}

export type CardService = ReturnType<typeof createCardService>;
