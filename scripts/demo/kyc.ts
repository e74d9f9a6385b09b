import { desc, eq } from 'drizzle-orm';
import { isValidAadhaar } from '../../contract/india';
import type { Database } from '../../server/db/client';
import { kycSubmissions, merchantProfiles } from '../../server/db/schema';
import { createAadhaarVault, type AadhaarKeys } from '../../server/lib/aadhaar-vault';
import type { AuthUser } from '../../server/lib/access';
import type { Storage } from '../../server/lib/storage';
import { createKycService } from '../../server/modules/kyc/service';
import { createMailService } from '../../server/modules/mail/service';
import { daysAgo } from './context';
import { documentScan, portrait, shopFront } from './scans';

/** An Aadhaar number that passes the Verhoeff check: eleven digits and the one check digit that fits. */
export function aadhaarFrom(first11: string): string {
  for (let d = 0; d <= 9; d++) if (isValidAadhaar(`${first11}${d}`)) return `${first11}${d}`;
  throw new Error('no check digit');
}

type KycPlan = {
  pan: string;
  aadhaar11: string;
  accountNo: string;
  shade: string;
  daysAgo: number;
  outcome: 'approved' | 'submitted';
};

/** The owners' KYC approved at the start of the month (their paid services open); the franchise member's waits for review. */
export const KYC_PLANS: Record<string, KycPlan> = {
  merchant1: {
    pan: 'BQRPS4821K',
    aadhaar11: '45873219064',
    accountNo: '50100234871',
    shade: '#c99a6e',
    daysAgo: 29,
    outcome: 'approved',
  },
  merchant2: {
    pan: 'CTMPD7314L',
    aadhaar11: '68231947502',
    accountNo: '60200981234',
    shade: '#d8b08c',
    daysAgo: 26,
    outcome: 'approved',
  },
  franchise1: {
    pan: 'DHLPS2690M',
    aadhaar11: '37419028653',
    accountNo: '70300456129',
    shade: '#b5835a',
    daysAgo: 2,
    outcome: 'submitted',
  },
};

/**
 * Through the KYC service (files validated by content and re-encoded, numbers sealed, the approval mail
 * queued). A shop that has any KYC already is left as it is. The service stamps "now"; the row's dates are
 * moved back afterwards.
 */
export async function ensureKyc(
  database: Database,
  storage: Storage,
  keys: AadhaarKeys,
  userName: string,
  shop: AuthUser,
  admin: AuthUser,
): Promise<void> {
  const plan = KYC_PLANS[userName];
  if (!plan) return;
  const mail = createMailService(database.db, keys.encryptionKey);
  const kyc = createKycService(database.db, storage, mail, keys.encryptionKey, createAadhaarVault(keys));
  if ((await kyc.status(shop.id)) !== 'not_submitted') return;
  const [profile] = await database.db
    .select({ shopName: merchantProfiles.shopName })
    .from(merchantProfiles)
    .where(eq(merchantProfiles.userId, shop.id));
  const fields = {
    aadhaarNo: aadhaarFrom(plan.aadhaar11),
    panNo: plan.pan,
    bankName: 'State Bank of India',
    accountHolder: shop.name,
    accountNo: plan.accountNo,
    ifsc: 'SBIN0001234',
  };
  const files = {
    addressProof: { data: await documentScan('Electricity bill'), filename: 'electricity-bill.jpg' },
    photo: { data: await portrait(plan.shade), filename: 'photo.jpg' },
    shopPhoto: { data: await shopFront(profile?.shopName ?? shop.name), filename: 'shop.jpg' },
  };
  const submitted = await kyc.submit(shop.id, fields, files, null);
  if (plan.outcome === 'approved') await kyc.approve(submitted.id!, { id: admin.id, ip: null });
  const at = daysAgo(plan.daysAgo, 10);
  const [row] = await database.db
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, shop.id))
    .orderBy(desc(kycSubmissions.id))
    .limit(1);
  await database.db
    .update(kycSubmissions)
    .set({
      createdAt: at,
      updatedAt: at,
      decidedAt: plan.outcome === 'approved' ? new Date(at.getTime() + 5 * 3_600_000) : null,
    })
    .where(eq(kycSubmissions.id, row.id));
}
