import { consentOf } from '../../contract/privacy/notice';
import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { cardRequests } from '../../server/db/schema';
import { sandboxCardPartner } from '../../server/integrations/card-partner';
import type { AuthUser } from '../../server/lib/access';
import { createCardService } from '../../server/modules/cards/service';
import type { CardVendor } from '../../contract/cards/products';
import { daysAgo } from './context';

type Referral = { daysAgo: number; vendor: CardVendor; name: string; mobileNo: string };

/** Customers referred for cards and loans over the weeks; each (mobile, vendor) once, as the 30-day rule asks. */
const REFERRALS: Referral[][] = [
  [
    { daysAgo: 24, vendor: 'NSDL', name: 'Ganesh Kulkarni', mobileNo: '9822011001' },
    { daysAgo: 18, vendor: 'Sarthak', name: 'Meena Pawar', mobileNo: '9822011002' },
    { daysAgo: 9, vendor: 'LOAN', name: 'Rohit Jadhav', mobileNo: '9822011003' },
    { daysAgo: 3, vendor: 'Sarthak', name: 'Ganesh Kulkarni', mobileNo: '9822011001' },
  ],
  [
    { daysAgo: 20, vendor: 'NSDL', name: 'Bhavna Patel', mobileNo: '9825022001' },
    { daysAgo: 6, vendor: 'LOAN', name: 'Jignesh Shah', mobileNo: '9825022002' },
  ],
  [{ daysAgo: 11, vendor: 'NSDL', name: 'Sanjay More', mobileNo: '9850033001' }],
];

/**
 * Through the card service (the sandbox partner: no partner is configured in a demo). The service stamps
 * "now"; each referral's date is moved back afterwards.
 */
export async function seedReferrals(database: Database, merchant: AuthUser, index: number) {
  const cards = createCardService(database.db, async () => sandboxCardPartner);
  for (const r of REFERRALS[index] ?? []) {
    const { refNo } = await cards.apply(
      merchant,
      { appMode: 'S', cardVendor: r.vendor, name: r.name, mobileNo: r.mobileNo },
      null,
      consentOf(),
    );
    await database.db
      .update(cardRequests)
      .set({ createdAt: daysAgo(r.daysAgo, 15) })
      .where(eq(cardRequests.refNo, refNo));
  }
}
