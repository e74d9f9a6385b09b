import { and, asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../contract/i18n';
import { paiseToRupees, rupeesToPaise } from '../../../contract/money';
import {
  govFeePaise,
  maskMobile,
  type PriceCapForm,
  type PriceCapList,
  type ReceiptView,
  type ShopPriceForm,
  type ShopPriceList,
} from '../../../contract/receipts';
import { SERVICE_CODES, type ServiceCode } from '../../../contract/services';
import { capsByCode, saveServiceCaps } from '../../lib/service-caps';
import type { Db, Tx } from '../../db/client';
import { priceCaps, receiptCounters, receipts, shopPrices } from '../../db/schema/receipts';
import type { AuthUser } from '../../lib/access';
import { recordEvent } from '../../lib/audit';
import { fieldError, forbidden, msg, notFound } from '../../lib/errors';
import { savedLanguage } from '../account/language';
import { profileOf } from '../registration/read-model';
import { accountCard } from '../users/read-model';

/** The package's price of a code for a merchant, in paise (null: the package has none). */
export type PackagePriceOf = (merchantId: number, code: ServiceCode) => Promise<number | null>;
export type ReceiptRow = typeof receipts.$inferSelect;

/** The shop whose receipts a merchant account works on (its owner's, for staff). */
export function shopOf(user: AuthUser): number {
  if (user.role !== 'merchant' || !user.merchantId) throw forbidden();
  return user.merchantId;
}

/**
 * The account whose price list applies to a merchant: a franchise member charges under its own wallet but sells at
 * its owner's shop prices, so it reads (never sets) its owner's list.
 */
async function priceShopOf(db: Db | Tx, merchantId: number): Promise<number> {
  const account = await accountCard(db, merchantId);
  return account?.merchantKind === 'franchise' && account.parentId ? account.parentId : merchantId;
}

const capsOf = (db: Db | Tx) => capsByCode(db, priceCaps);

/** What the shop charges its customer for one unit of a code (its own price, else the package's), in paise. */
export async function shopPriceOf(db: Db | Tx, merchantId: number, code: string): Promise<number | null> {
  const shop = await priceShopOf(db, merchantId);
  const [r] = await db
    .select({ p: shopPrices.pricePaise })
    .from(shopPrices)
    .where(and(eq(shopPrices.merchantId, shop), eq(shopPrices.serviceCode, code)));
  return r?.p ?? null;
}

const rupeesOrNull = (paise: number | null | undefined) => (paise == null ? null : paiseToRupees(paise));

export function createReceiptService(db: Db, packagePriceOf: PackagePriceOf) {
  return {
    async priceList(user: AuthUser): Promise<ShopPriceList> {
      const merchantId = shopOf(user);
      const shop = await priceShopOf(db, merchantId);
      const [own, caps] = await Promise.all([
        db.select().from(shopPrices).where(eq(shopPrices.merchantId, shop)),
        capsOf(db),
      ]);
      const rows = await Promise.all(
        SERVICE_CODES.map(async (c) => ({
          code: c.code,
          label: c.label,
          packagePrice: rupeesOrNull(await packagePriceOf(merchantId, c.code)),
          cap: rupeesOrNull(caps.get(c.code)),
          govFee: c.govFee ?? 0,
          price: rupeesOrNull(own.find((o) => o.serviceCode === c.code)?.pricePaise),
        })),
      );
      return { canEdit: user.kind === 'owner', rows };
    },

    /**
     * The owner's prices, all or none: never below what the portal charges the shop (the package price), never
     * above the admin's cap. Each change is written to the audit log.
     */
    async savePrices(user: AuthUser, form: ShopPriceForm, ip: string | null): Promise<ShopPriceList> {
      if (user.kind !== 'owner') throw forbidden(msg('receipts.errors.ownerOnly'));
      const merchantId = shopOf(user);
      const caps = await capsOf(db);
      const checked = await Promise.all(
        form.rates.map(async (r, i) => {
          const paise = r.price == null ? null : rupeesToPaise(r.price);
          if (paise != null) {
            const floor = await packagePriceOf(merchantId, r.code);
            if (floor == null) throw fieldError(`rates.${i}.price`, msg('receipts.errors.notSold'));
            if (paise < floor)
              throw fieldError(`rates.${i}.price`, msg('receipts.errors.belowPackage', { amount: floor / 100 }));
            const cap = caps.get(r.code);
            if (cap != null && paise > cap)
              throw fieldError(`rates.${i}.price`, msg('receipts.errors.aboveCap', { amount: cap / 100 }));
          }
          return { code: r.code, paise };
        }),
      );
      await db.transaction(async (tx) => {
        for (const { code, paise } of checked) {
          const before = await shopPriceOf(tx, merchantId, code);
          if (before === paise) continue;
          if (paise == null) {
            await tx
              .delete(shopPrices)
              .where(and(eq(shopPrices.merchantId, merchantId), eq(shopPrices.serviceCode, code)));
          } else {
            await tx
              .insert(shopPrices)
              .values({ merchantId, serviceCode: code, pricePaise: paise, updatedBy: user.id })
              .onConflictDoUpdate({
                target: [shopPrices.merchantId, shopPrices.serviceCode],
                set: { pricePaise: paise, updatedBy: user.id, updatedAt: new Date() },
              });
          }
          await recordEvent(tx, {
            actorId: user.id,
            action: 'shop_price_set',
            entityType: 'shop_price',
            entityId: `${merchantId}:${code}`,
            fromState: before == null ? null : String(before),
            toState: paise == null ? null : String(paise),
            ip,
          });
        }
      });
      return this.priceList(user);
    },

    async caps(): Promise<PriceCapList> {
      const caps = await capsOf(db);
      return {
        rows: SERVICE_CODES.map((c) => ({ code: c.code, label: c.label, cap: rupeesOrNull(caps.get(c.code)) })),
      };
    },

    async saveCaps(actorId: number, form: PriceCapForm, ip: string | null): Promise<PriceCapList> {
      await saveServiceCaps(db, priceCaps, form.caps, {
        actorId,
        action: 'price_cap_set',
        entityType: 'price_cap',
        ip,
      });
      return this.caps();
    },

    /** A receipt of the caller's shop; another shop's id is the same 404 as a missing one. */
    async get(user: AuthUser, id: number): Promise<ReceiptRow> {
      const [r] = await db
        .select()
        .from(receipts)
        .where(and(eq(receipts.id, id), eq(receipts.merchantId, shopOf(user))));
      if (!r) throw notFound(msg('receipts.errors.notFound'));
      return r;
    },

    /** A receipt to print, with the number of the sale receipt a refund receipt refers to. */
    async forPrint(user: AuthUser, id: number): Promise<{ receipt: ReceiptRow; refersToNo: number | null }> {
      const receipt = await this.get(user, id);
      const [first] = receipt.refersTo
        ? await db.select({ no: receipts.receiptNo }).from(receipts).where(eq(receipts.id, receipt.refersTo))
        : [];
      return { receipt, refersToNo: first?.no ?? null };
    },

    /** The receipts of one of the shop's requests (its sale, then a refund), as the request page offers them. */
    async ofRequest(user: AuthUser, refType: string, requestId: number): Promise<ReceiptView[]> {
      const rows = await db
        .select()
        .from(receipts)
        .where(
          and(eq(receipts.merchantId, shopOf(user)), eq(receipts.refType, refType), eq(receipts.requestId, requestId)),
        )
        .orderBy(asc(receipts.receiptNo));
      return views(db, rows);
    },
  };
}
export type ReceiptService = ReturnType<typeof createReceiptService>;

async function views(db: Db | Tx, rows: ReceiptRow[]): Promise<ReceiptView[]> {
  const firsts = new Map<number, number>();
  for (const r of rows) if (r.refersTo) firsts.set(r.refersTo, 0);
  if (firsts.size) {
    const found = await db
      .select({ id: receipts.id, no: receipts.receiptNo })
      .from(receipts)
      .where(sql`${receipts.id} in ${[...firsts.keys()]}`);
    for (const f of found) firsts.set(f.id, f.no);
  }
  return rows.map((r) => ({
    id: r.id,
    receiptNo: r.receiptNo,
    kind: r.kind,
    refersToNo: r.refersTo ? (firsts.get(r.refersTo) ?? null) : null,
    reference: r.reference,
    serviceCode: r.serviceCode,
    customerName: r.customerName,
    customerMobile: maskMobile(r.customerMobile),
    amount: paiseToRupees(r.amountPaise),
    govFee: paiseToRupees(r.govFeePaise),
    serviceCharge: paiseToRupees(r.serviceChargePaise),
    wallet: paiseToRupees(r.walletPaise),
    madeByName: r.madeByName,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * The shop's next receipt number, taken in the caller's transaction: the upsert locks the shop's counter row until the
 * transaction ends, so two submits number one after the other and a rolled-back submit gives its number back.
 */
async function nextNumber(tx: Db | Tx, merchantId: number): Promise<number> {
  const [r] = await tx
    .insert(receiptCounters)
    .values({ merchantId, lastNo: 1 })
    .onConflictDoUpdate({ target: receiptCounters.merchantId, set: { lastNo: sql`${receiptCounters.lastNo} + 1` } })
    .returning({ no: receiptCounters.lastNo });
  return r.no;
}

/** What the request engine knows of a charged request when it records its receipt. */
export type SaleInput = {
  merchantId: number;
  refType: string;
  requestId: number;
  reference: string;
  code: ServiceCode;
  quantity: number;
  /** What the wallet was charged, in paise. */
  walletPaise: number;
  customerName: string;
  customerMobile: string;
  consent: unknown;
  madeBy: number | null;
};

/**
 * The customer's receipt of a charged request, in the charging transaction: the shop's price then (its own, else the
 * package's), the government's part of it, and the shop as it was.
 */
export async function recordSaleReceipt(tx: Db | Tx, s: SaleInput): Promise<ReceiptRow> {
  const unit = (await shopPriceOf(tx, s.merchantId, s.code)) ?? Math.round(s.walletPaise / Math.max(s.quantity, 1));
  const amount = unit * s.quantity;
  const gov = Math.min(govFeePaise(s.code) * s.quantity, amount);
  const [shop, profile, maker, language] = await Promise.all([
    accountCard(tx, s.merchantId),
    profileOf(tx, s.merchantId),
    s.madeBy == null ? Promise.resolve(undefined) : accountCard(tx, s.madeBy),
    savedLanguage(tx, s.merchantId),
  ]);
  const label = SERVICE_CODES.find((c) => c.code === s.code)?.label ?? s.code;
  const address = profile
    ? [profile.address1, profile.address2, profile.address3, profile.district, profile.state, profile.pin]
        .map((p) => p.trim())
        .filter(Boolean)
        .join(', ')
    : '';
  const [row] = await tx
    .insert(receipts)
    .values({
      merchantId: s.merchantId,
      receiptNo: await nextNumber(tx, s.merchantId),
      kind: 'sale',
      refType: s.refType,
      requestId: s.requestId,
      serviceCode: s.code,
      serviceLabel: label,
      reference: s.reference,
      shopName: profile?.shopName ?? '',
      shopCode: shop?.code ?? '',
      shopAddress: address,
      shopPhone: shop?.mobile ?? '',
      customerName: s.customerName,
      customerMobile: s.customerMobile,
      govFeePaise: gov,
      serviceChargePaise: amount - gov,
      amountPaise: amount,
      walletPaise: s.walletPaise,
      madeBy: s.madeBy,
      madeByName: maker?.name ?? '',
      language: (language ?? 'en') satisfies Locale,
      consent: s.consent ?? null,
    })
    .returning();
  return row;
}

/**
 * The receipt of money given back on a request, referring to its sale receipt and numbered in the same series; a part
 * refund gives the customer the same share of what they paid as the wallet gets back. Nothing without a sale receipt.
 */
export async function recordRefundReceipt(
  tx: Db | Tx,
  r: { refType: string; requestId: number; walletPaise: number | null; madeBy: number | null },
): Promise<ReceiptRow | null> {
  const [sale] = await tx
    .select()
    .from(receipts)
    .where(and(eq(receipts.refType, r.refType), eq(receipts.requestId, r.requestId), eq(receipts.kind, 'sale')));
  if (!sale) return null;
  const [already] = await tx
    .select({ id: receipts.id })
    .from(receipts)
    .where(and(eq(receipts.refersTo, sale.id), eq(receipts.kind, 'refund')));
  if (already) return null;
  const wallet = r.walletPaise ?? sale.walletPaise;
  const share = (paise: number) => (sale.walletPaise ? Math.round((paise * wallet) / sale.walletPaise) : paise);
  const amount = wallet === sale.walletPaise ? sale.amountPaise : share(sale.amountPaise);
  const gov = Math.min(wallet === sale.walletPaise ? sale.govFeePaise : share(sale.govFeePaise), amount);
  const maker = r.madeBy == null ? undefined : await accountCard(tx, r.madeBy);
  const { id: _id, createdAt: _at, ...kept } = sale;
  const [row] = await tx
    .insert(receipts)
    .values({
      ...kept,
      receiptNo: await nextNumber(tx, sale.merchantId),
      kind: 'refund',
      refersTo: sale.id,
      govFeePaise: gov,
      serviceChargePaise: amount - gov,
      amountPaise: amount,
      walletPaise: wallet,
      madeBy: r.madeBy,
      madeByName: maker?.name ?? '',
    })
    .returning();
  return row;
}
