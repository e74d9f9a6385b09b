import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { companyBanks, paymentRequests } from '../../server/db/schema';
import type { AuthUser } from '../../server/lib/access';
import type { Storage } from '../../server/lib/storage';
import { createMastersService } from '../../server/modules/masters/service';
import { createPaymentService } from '../../server/modules/payments/service';
import { daysAgo, isoDay } from './context';

const DEMO_BANK = {
  bankName: 'State Bank of India',
  holder: 'PAN Services Portal Pvt Ltd',
  accountNo: '38291047561',
  ifsc: 'SBIN0001234',
  branch: 'Fort, Mumbai',
};

/** The company account merchants deposit into, added through the masters service once. */
export async function ensureDemoBank(database: Database, admin: AuthUser): Promise<number> {
  const [found] = await database.db
    .select({ id: companyBanks.id })
    .from(companyBanks)
    .where(and(eq(companyBanks.accountNo, DEMO_BANK.accountNo), eq(companyBanks.ifsc, DEMO_BANK.ifsc)));
  if (found) return found.id;
  // The encryption key only guards API credentials, which saving a bank account does not touch.
  const bank = await createMastersService(database.db, '').saveBank(null, DEMO_BANK, admin.id);
  return bank.id;
}

type Deposit = {
  daysAgo: number;
  amount: number;
  mode: 'NEFT' | 'IMPS' | 'UPI';
  outcome: 'approved' | 'rejected' | 'pending';
  remark?: string;
};

/** A few weeks of top-ups: most approved (the wallet's money), one turned down, the latest still waiting. */
const DEPOSITS: Deposit[] = [
  { daysAgo: 27, amount: 5000, mode: 'UPI', outcome: 'approved' },
  { daysAgo: 21, amount: 2500, mode: 'UPI', outcome: 'approved' },
  {
    daysAgo: 16,
    amount: 1200,
    mode: 'UPI',
    outcome: 'rejected',
    remark: 'No credit found for this UPI reference; please check the reference and submit again.',
  },
  { daysAgo: 12, amount: 3000, mode: 'UPI', outcome: 'approved' },
  { daysAgo: 5, amount: 1500, mode: 'UPI', outcome: 'approved' },
  { daysAgo: 1, amount: 2000, mode: 'UPI', outcome: 'pending' },
];

/** Each demo deposit's reference starts with this, so a second run sees the merchant's top-ups are there. */
const utrPrefix = (merchantCode: string) => `DEMO${merchantCode.replace(/[^A-Z0-9]/gi, '').toUpperCase()}`;

export async function hasDemoDeposits(database: Database, merchant: AuthUser): Promise<boolean> {
  const [row] = await database.db
    .select({ id: paymentRequests.id })
    .from(paymentRequests)
    .where(like(paymentRequests.utr, `${utrPrefix(merchant.code)}%`))
    .limit(1);
  return !!row;
}

/**
 * Top-ups through the payment service, so approved ones credit the wallet through the ledger. The service
 * stamps "now"; the request's own dates are moved back afterwards so the lists spread over the weeks. The
 * ledger is append-only, so its entries keep the day the seed ran.
 */
export async function seedDeposits(
  database: Database,
  storage: Storage,
  merchant: AuthUser,
  admin: AuthUser,
  bankId: number,
  scale = 1,
) {
  const payments = createPaymentService(database.db, storage, createMastersService(database.db, ''));
  for (const [i, d] of DEPOSITS.entries()) {
    const created = daysAgo(d.daysAgo, 10 + (i % 6));
    const fields = {
      bankId: String(bankId),
      amount: String(d.amount * scale),
      mode: d.mode,
      utr: `${utrPrefix(merchant.code)}${String(i + 1).padStart(4, '0')}`,
      depositDate: isoDay(created),
    };
    const request = await payments.create(merchant.merchantId!, merchant.id, fields, undefined, null);
    if (d.outcome === 'approved') await payments.approve(request.id, { id: admin.id, ip: null });
    if (d.outcome === 'rejected') await payments.reject(request.id, d.remark ?? 'Rejected', { id: admin.id, ip: null });
    const decidedAt = d.outcome === 'pending' ? null : new Date(created.getTime() + 3 * 3_600_000);
    await database.db
      .update(paymentRequests)
      .set({ createdAt: created, updatedAt: decidedAt ?? created, decidedAt })
      .where(eq(paymentRequests.id, request.id));
  }
}
