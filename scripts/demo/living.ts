import type { Config } from '../../server/config';
import type { AppContext } from '../../server/context';
import type { Database } from '../../server/db/client';
import type { Storage } from '../../server/lib/storage';
import { createServices } from '../../server/services';
import { seedReferrals } from './cards';
import { actAs } from './context';
import { ensureKyc } from './kyc';
import { ensureDemoBank, hasDemoDeposits, seedDeposits } from './payments';
import { ensureTeam, type DemoAccount } from './team';
import { seedUti } from './uti';
import { seedGst } from './gst';
import { seedNsdlPan } from './nsdl-pan';
import { seedPaperless } from './nsdl-paperless';
import { seedCounter } from './counter';

/** The shops whose few weeks of work the demo shows (merchant2 on a smaller scale). */
const WORKING_SHOPS = ['merchant1', 'merchant2', 'franchise1'];

export type LivingDemoOptions = {
  config: Config;
  storage: Storage;
  encryptionKey: string;
  aadhaarHashKey: string;
  password: string;
};

/**
 * The living part of the demo: staff and a franchise member, KYC, funded wallets, top-ups in every state,
 * card referrals, UTI PSA and coupons, GST registrations and filings, NSDL PAN physical (with couriers) and
 * paperless applications, all through the services, so every rule and the ledger apply. A shop whose demo
 * top-ups exist already is left as it is, so a second run adds nothing twice.
 */

export async function seedLivingDemo(
  database: Database,
  options: LivingDemoOptions,
): Promise<{ accounts: DemoAccount[]; shopsFilled: string[] }> {
  const { storage, encryptionKey, aadhaarHashKey, password } = options;
  const accounts = await ensureTeam(database, password);
  const admin = await actAs(database, 'admin');
  const bankId = await ensureDemoBank(database, admin);
  const secrets = { jwtSecret: '', encryptionKey, aadhaarHashKey };
  const ctx: AppContext = {
    config: options.config,
    database,
    storage,
    secrets,
    services: createServices(database, secrets),
  };
  const shopsFilled: string[] = [];
  for (const [i, userName] of WORKING_SHOPS.entries()) {
    const shop = await actAs(database, userName);
    await ensureKyc(database, storage, secrets, userName, shop, admin);
    if (await hasDemoDeposits(database, shop)) continue;
    // Before the top-ups and requests: they are what its receipts and messages are of.
    if (i === 0) await seedCounter(ctx, shop, admin);
    await seedDeposits(database, storage, shop, admin, bankId, i === 0 ? 1 : 0.5);
    await seedReferrals(database, shop, i);
    // After the top-ups: the wallet pays for the UTI and GST requests.
    await seedUti(ctx, userName, shop, admin);
    await seedGst(ctx, userName, shop, admin);
    await seedNsdlPan(ctx, userName, shop, admin);
    await seedPaperless(ctx, userName, shop, admin);
    shopsFilled.push(userName);
  }
  return { accounts, shopsFilled };
}
