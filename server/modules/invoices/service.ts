import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_GST_RATE,
  defaultSac,
  documentNumber,
  financialYear,
  gstStateOfName,
  indiaDate,
  monthEnd,
  splitTax,
  type InvoiceKind,
  type IssueResult,
  type MerchantGstin,
  type MerchantGstinForm,
  type TaxSetup,
  type TaxSetupForm,
} from '../../../contract/invoices';
import { govFeePaise } from '../../../contract/receipts';
import { SERVICE_CODES } from '../../../contract/services';
import type { Db, Tx } from '../../db/client';
import {
  invoiceCounters,
  invoices,
  merchantGstins,
  serviceTaxCodes,
  taxIdentity,
  taxLines,
} from '../../db/schema/invoices';
import type { AuthUser } from '../../lib/access';
import { recordEvent } from '../../lib/audit';
import { forbidden, msg, notFound } from '../../lib/errors';
import { profileOf } from '../registration/read-model';
import { createSiteService } from '../site/service';
import { accountCard } from '../users/read-model';

export type InvoiceRow = typeof invoices.$inferSelect;
export type TaxLineRow = typeof taxLines.$inferSelect;
type Identity = typeof taxIdentity.$inferSelect;
type CodeRule = { sac: string; rateBp: number; pure: boolean };

/** The account whose invoices a merchant account reads: its own wallet's (a staff account's owner's). */
export function invoiceMerchantOf(user: AuthUser): number {
  if (user.role !== 'merchant' || !user.merchantId) throw forbidden();
  return user.merchantId;
}

async function identityOf(db: Db | Tx): Promise<Identity | undefined> {
  const [r] = await db.select().from(taxIdentity).where(eq(taxIdentity.id, 1));
  return r;
}

/** Each service code's SAC, rate and pure-agent choice: the admin's, else the defaults (18%, fee passed through). */
async function codeRules(db: Db | Tx): Promise<Map<string, CodeRule>> {
  const rows = await db.select().from(serviceTaxCodes);
  const set = new Map(rows.map((r) => [r.serviceCode, r]));
  return new Map(
    SERVICE_CODES.map((c) => {
      const r = set.get(c.code);
      return [
        c.code,
        r
          ? { sac: r.sac, rateBp: r.rateBp, pure: r.govFeePureAgent }
          : { sac: defaultSac(c.code), rateBp: DEFAULT_GST_RATE * 100, pure: true },
      ];
    }),
  );
}

const joinAddress = (parts: (string | null | undefined)[]) =>
  parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(', ');

/** The buyer as it is now: its shop, address, GSTIN and the state its supply is placed in. */
async function buyerOf(tx: Db | Tx, merchantId: number, supplierState: string) {
  const [account, profile, [g]] = await Promise.all([
    accountCard(tx, merchantId),
    profileOf(tx, merchantId),
    tx.select().from(merchantGstins).where(eq(merchantGstins.merchantId, merchantId)),
  ]);
  const gstin = g?.gstin ?? '';
  // A registered buyer's place of supply is its registration's state; else the state on its profile, and with no
  // known state the supplier's own (IGST Act s.12(2)(b): no address on record).
  const state = gstin ? gstin.slice(0, 2) : (gstStateOfName(profile?.state)?.code ?? supplierState);
  return {
    buyerName: profile?.shopName || account?.name || '',
    buyerCode: account?.code ?? '',
    buyerAddress: profile
      ? joinAddress([
          profile.address1,
          profile.address2,
          profile.address3,
          profile.district,
          profile.state,
          profile.pin,
        ])
      : '',
    buyerGstin: gstin,
    placeOfSupplyCode: state,
    intraState: state === supplierState,
  };
}

type Supplier = { identity: Identity; address: string; rules: Map<string, CodeRule> };

async function supplierNow(db: Db): Promise<Supplier | null> {
  const identity = await identityOf(db);
  if (!identity) return null;
  const info = await createSiteService(db).businessInfo();
  const address = joinAddress([info.add1, info.add2, info.add3, info.district, info.state, info.pin]);
  return { identity, address, rules: await codeRules(db) };
}

/**
 * The next number of a kind in a financial year, with the counter row locked until the transaction ends: a second
 * issuer waits here, then finds the lines already attached; a rolled-back issue gives its numbers back.
 */
async function lockCounter(tx: Db | Tx, kind: InvoiceKind, fy: string): Promise<number> {
  await tx.insert(invoiceCounters).values({ kind, fy, lastNo: 0 }).onConflictDoNothing();
  const [c] = await tx
    .select({ lastNo: invoiceCounters.lastNo })
    .from(invoiceCounters)
    .where(and(eq(invoiceCounters.kind, kind), eq(invoiceCounters.fy, fy)))
    .for('update');
  return c.lastNo;
}

const sum = (rows: TaxLineRow[], f: (r: TaxLineRow) => number | null) => rows.reduce((s, r) => s + (f(r) ?? 0), 0);

function totals(lines: TaxLineRow[]) {
  return {
    passThroughPaise: sum(lines, (l) => l.passThroughPaise),
    taxablePaise: sum(lines, (l) => l.taxablePaise),
    cgstPaise: sum(lines, (l) => l.cgstPaise),
    sgstPaise: sum(lines, (l) => l.sgstPaise),
    igstPaise: sum(lines, (l) => l.igstPaise),
    totalPaise: sum(lines, (l) => l.amountPaise),
  };
}

/**
 * Tax invoices for the charge lines `where` picks, dated `dated`: one per line (`perLine`) or one per merchant, in one
 * transaction that locks the year's counter, numbers them in order and attaches the lines, all or nothing.
 */
async function issueInvoices(db: Db, s: Supplier, where: SQL, dated: string, month: string, perLine: boolean) {
  return db.transaction(async (tx) => {
    const fy = financialYear(dated);
    let no = await lockCounter(tx, 'invoice', fy);
    const lines = await tx
      .select()
      .from(taxLines)
      .where(and(eq(taxLines.kind, 'charge'), isNull(taxLines.invoiceId), where))
      .orderBy(asc(taxLines.merchantId), asc(taxLines.id))
      .for('update');
    const groups = new Map<string, TaxLineRow[]>();
    for (const l of lines) {
      const key = perLine ? String(l.id) : String(l.merchantId);
      groups.set(key, [...(groups.get(key) ?? []), l]);
    }
    const buyers = new Map<number, Awaited<ReturnType<typeof buyerOf>>>();
    for (const group of groups.values()) {
      const merchantId = group[0].merchantId;
      if (!buyers.has(merchantId)) buyers.set(merchantId, await buyerOf(tx, merchantId, s.identity.stateCode));
      const buyer = buyers.get(merchantId)!;
      const taxed = group.map((l) => {
        const rule = s.rules.get(l.serviceCode) ?? {
          sac: defaultSac(l.serviceCode as never),
          rateBp: 1800,
          pure: true,
        };
        const split = splitTax(l.amountPaise, rule.pure ? l.govFeePaise : 0, rule.rateBp / 100, buyer.intraState);
        return { ...l, ...split, sac: rule.sac, rateBp: rule.rateBp };
      });
      no += 1;
      const [inv] = await tx
        .insert(invoices)
        .values({
          kind: 'invoice',
          number: documentNumber('invoice', fy, no),
          fy,
          seq: no,
          dated,
          month,
          merchantId,
          supplierGstin: s.identity.gstin,
          supplierName: s.identity.legalName,
          supplierAddress: s.address,
          supplierStateCode: s.identity.stateCode,
          ...buyer,
          ...totals(taxed),
        })
        .returning({ id: invoices.id });
      for (const l of taxed)
        await tx
          .update(taxLines)
          .set({
            invoiceId: inv.id,
            sac: l.sac,
            rateBp: l.rateBp,
            passThroughPaise: l.passThroughPaise,
            taxablePaise: l.taxablePaise,
            cgstPaise: l.cgstPaise,
            sgstPaise: l.sgstPaise,
            igstPaise: l.igstPaise,
          })
          .where(eq(taxLines.id, l.id));
    }
    if (groups.size)
      await tx
        .update(invoiceCounters)
        .set({ lastNo: no })
        .where(and(eq(invoiceCounters.kind, 'invoice'), eq(invoiceCounters.fy, fy)));
    return groups.size;
  });
}

/**
 * A credit note for each refund line `where` picks whose charge is already on an invoice, against that invoice: the
 * buyer, place of supply, SAC and rate as the invoice printed them.
 */
async function issueCreditNotes(db: Db, where: SQL, dated: string, month: string) {
  return db.transaction(async (tx) => {
    const fy = financialYear(dated);
    let no = await lockCounter(tx, 'credit_note', fy);
    const lines = await tx
      .select()
      .from(taxLines)
      .where(
        and(
          eq(taxLines.kind, 'refund'),
          isNull(taxLines.invoiceId),
          sql`${taxLines.chargeLineId} in (select id from tax_lines where invoice_id is not null)`,
          where,
        ),
      )
      .orderBy(asc(taxLines.id))
      .for('update');
    for (const l of lines) {
      const [charge] = await tx.select().from(taxLines).where(eq(taxLines.id, l.chargeLineId!));
      const [orig] = await tx.select().from(invoices).where(eq(invoices.id, charge.invoiceId!));
      const split = splitTax(
        l.amountPaise,
        (charge.passThroughPaise ?? 0) > 0 ? l.govFeePaise : 0,
        (charge.rateBp ?? 0) / 100,
        orig.intraState,
      );
      no += 1;
      const { id: _id, createdAt: _at, ...kept } = orig;
      const line = { ...l, ...split, sac: charge.sac, rateBp: charge.rateBp };
      const [cn] = await tx
        .insert(invoices)
        .values({
          ...kept,
          kind: 'credit_note',
          number: documentNumber('credit_note', fy, no),
          fy,
          seq: no,
          dated,
          month,
          refersTo: orig.id,
          ...totals([line]),
        })
        .returning({ id: invoices.id });
      await tx
        .update(taxLines)
        .set({
          invoiceId: cn.id,
          sac: line.sac,
          rateBp: line.rateBp,
          passThroughPaise: split.passThroughPaise,
          taxablePaise: split.taxablePaise,
          cgstPaise: split.cgstPaise,
          sgstPaise: split.sgstPaise,
          igstPaise: split.igstPaise,
        })
        .where(eq(taxLines.id, l.id));
    }
    if (lines.length)
      await tx
        .update(invoiceCounters)
        .set({ lastNo: no })
        .where(and(eq(invoiceCounters.kind, 'credit_note'), eq(invoiceCounters.fy, fy)));
    return lines.length;
  });
}

const lineMonth = sql`to_char(${taxLines.at} at time zone 'Asia/Kolkata', 'YYYY-MM')`;

/** The months (India time) before `thisMonth` with lines of a kind not yet on a document. */
async function pendingMonths(db: Db, kind: 'charge' | 'refund', thisMonth: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ month: sql<string>`${lineMonth}` })
    .from(taxLines)
    .where(and(eq(taxLines.kind, kind), isNull(taxLines.invoiceId), sql`${lineMonth} < ${thisMonth}`));
  return rows.map((r) => r.month).sort();
}

/**
 * Everything due now. Per charge: every charge not yet invoiced and every refund whose charge is, dated today (a
 * crash between a charge's commit and its invoice is caught up here). Monthly: after a month ends (India time), one
 * invoice per merchant for its charges and a credit note per refund, all dated the month's last day.
 * Safe to run twice at once: the counter lock makes the second find nothing left.
 */
export async function issueDue(db: Db, now = new Date()): Promise<IssueResult> {
  const s = await supplierNow(db);
  if (!s) return { invoices: 0, creditNotes: 0 };
  const today = indiaDate(now);
  const thisMonth = today.slice(0, 7);
  if (s.identity.mode === 'per_charge') {
    const n = await issueInvoices(db, s, sql`true`, today, thisMonth, true);
    const c = await issueCreditNotes(db, sql`true`, today, thisMonth);
    return { invoices: n, creditNotes: c };
  }
  let n = 0;
  let c = 0;
  for (const month of await pendingMonths(db, 'charge', thisMonth))
    n += await issueInvoices(db, s, sql`${lineMonth} = ${month}`, monthEnd(month), month, false);
  for (const month of await pendingMonths(db, 'refund', thisMonth))
    c += await issueCreditNotes(db, sql`${lineMonth} = ${month}`, monthEnd(month), month);
  return { invoices: n, creditNotes: c };
}

/**
 * After a charge or refund commits: in per-charge mode its invoice or credit note now. A failure here never reaches
 * the shop (its money has moved): the scheduled job issues whatever is left.
 */
export async function issueAfterMove(db: Db): Promise<void> {
  try {
    const [r] = await db.select({ mode: taxIdentity.mode }).from(taxIdentity).where(eq(taxIdentity.id, 1));
    if (r?.mode === 'per_charge') await issueDue(db);
  } catch {
    // The job catches up; the move has already been committed and answered.
  }
}

export function createInvoiceService(db: Db) {
  return {
    async setup(): Promise<TaxSetup> {
      const [identity, rules] = await Promise.all([identityOf(db), codeRules(db)]);
      return {
        gstin: identity?.gstin ?? '',
        legalName: identity?.legalName ?? '',
        stateCode: identity?.stateCode ?? '',
        mode: identity?.mode ?? 'monthly',
        codes: SERVICE_CODES.map((c) => {
          const r = rules.get(c.code)!;
          return {
            code: c.code,
            label: c.label,
            govFee: govFeePaise(c.code) / 100,
            sac: r.sac,
            rate: r.rateBp / 100,
            govFeePureAgent: r.pure,
          };
        }),
      };
    },

    /** The admin's setup, recorded in the audit log; codes not sent keep what they had. */
    async saveSetup(actorId: number, form: TaxSetupForm, ip: string | null): Promise<TaxSetup> {
      const before = await this.setup();
      await db.transaction(async (tx) => {
        const values = {
          gstin: form.gstin.trim().toUpperCase(),
          legalName: form.legalName.trim(),
          stateCode: form.stateCode,
          mode: form.mode,
          updatedBy: actorId,
        };
        await tx
          .insert(taxIdentity)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({ target: taxIdentity.id, set: { ...values, updatedAt: new Date() } });
        for (const c of form.codes) {
          const v = { sac: c.sac.trim(), rateBp: Math.round(c.rate * 100), govFeePureAgent: c.govFeePureAgent };
          await tx
            .insert(serviceTaxCodes)
            .values({ serviceCode: c.code, ...v, updatedBy: actorId })
            .onConflictDoUpdate({
              target: serviceTaxCodes.serviceCode,
              set: { ...v, updatedBy: actorId, updatedAt: new Date() },
            });
        }
        await recordEvent(tx, {
          actorId,
          action: 'tax_setup_saved',
          entityType: 'tax_identity',
          entityId: '1',
          fromState: JSON.stringify({ gstin: before.gstin, stateCode: before.stateCode, mode: before.mode }),
          toState: JSON.stringify({ gstin: values.gstin, stateCode: values.stateCode, mode: values.mode }),
          ip,
        });
      });
      return this.setup();
    },

    async merchantGstin(user: AuthUser): Promise<MerchantGstin> {
      const [g] = await db
        .select()
        .from(merchantGstins)
        .where(eq(merchantGstins.merchantId, invoiceMerchantOf(user)));
      return { gstin: g?.gstin ?? '' };
    },

    /** The merchant's GSTIN for its future invoices (empty removes it); issued invoices keep the one they print. */
    async saveMerchantGstin(user: AuthUser, form: MerchantGstinForm, ip: string | null): Promise<MerchantGstin> {
      const merchantId = invoiceMerchantOf(user);
      const gstin = form.gstin.trim().toUpperCase();
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(merchantGstins).where(eq(merchantGstins.merchantId, merchantId));
        if ((before?.gstin ?? '') === gstin) return;
        if (!gstin) await tx.delete(merchantGstins).where(eq(merchantGstins.merchantId, merchantId));
        else
          await tx
            .insert(merchantGstins)
            .values({ merchantId, gstin, updatedBy: user.id })
            .onConflictDoUpdate({
              target: merchantGstins.merchantId,
              set: { gstin, updatedBy: user.id, updatedAt: new Date() },
            });
        await recordEvent(tx, {
          actorId: user.id,
          action: 'merchant_gstin_set',
          entityType: 'merchant_gstin',
          entityId: String(merchantId),
          fromState: before?.gstin ?? null,
          toState: gstin || null,
          ip,
        });
      });
      return { gstin };
    },

    /** A document with its lines (and a credit note's invoice number): a merchant reaches only its own, else 404. */
    async forPrint(user: AuthUser, id: number) {
      const scope = user.role === 'merchant' ? eq(invoices.merchantId, invoiceMerchantOf(user)) : undefined;
      const [invoice] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, id), scope));
      if (!invoice) throw notFound(msg('invoices.errors.notFound'));
      const lines = await db.select().from(taxLines).where(eq(taxLines.invoiceId, id)).orderBy(asc(taxLines.id));
      const [orig] = invoice.refersTo
        ? await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, invoice.refersTo))
        : [];
      return { invoice, lines, refersToNumber: orig?.number ?? null };
    },
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
