import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { idTypes, packageRates, packages, users } from './db/schema';
import { createUser } from './modules/users/service';
import { createSiteService } from './modules/site/service';
import type { AadhaarKeys } from './lib/aadhaar-vault';
import { describeSealReport, sealExistingAadhaar } from './modules/privacy/seal-existing';

/**
 * Idempotent start-up seeding: site defaults, the first admin account, and (given the keys) every Aadhaar
 * number stored before sealing, sealed (modules/privacy/seal-existing.ts).
 */
export async function seed(
  database: Database,
  opts: { adminPassword?: string; log?: (msg: string) => void; aadhaarKeys?: AadhaarKeys },
): Promise<void> {
  const log = opts.log ?? console.log;
  if (opts.aadhaarKeys) {
    const sealed = describeSealReport(await sealExistingAadhaar(database, opts.aadhaarKeys));
    if (sealed) log(sealed);
  }
  await createSiteService(database.db).ensureDefaults();
  await seedCatalogue(database);
  const [admin] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = 'admin'`);
  if (!admin) {
    const password = opts.adminPassword ?? crypto.randomBytes(9).toString('base64url');
    const { code } = await createUser(database.db, {
      userName: 'admin',
      displayName: 'Administrator',
      role: 'admin',
      password,
    });
    if (opts.adminPassword)
      log(`Created the admin account (user name "admin", code ${code}) with the password from ADMIN_PASSWORD.`);
    else
      log(
        `\n  Created the admin account.\n  User name: admin\n  Password:  ${password}\n  (shown once; set ADMIN_PASSWORD to choose it)\n`,
      );
  }
}

/** The ID types and packages an approval offers, until the admin manages them on the master screens. */
export async function seedCatalogue(database: Database): Promise<void> {
  const db = database.db;
  const [anyType] = await db.select({ id: idTypes.id }).from(idTypes).limit(1);
  if (!anyType) {
    await db.insert(idTypes).values([
      { name: 'PAN Retailer ID', pricePaise: 49_900 },
      { name: 'PAN Distributor ID', pricePaise: 299_900 },
      { name: 'PAN + GST Retailer ID', pricePaise: 99_900 },
    ]);
  }
  const [anyPackage] = await db.select({ id: packages.id }).from(packages).limit(1);
  if (!anyPackage) {
    await db.insert(packages).values([
      { name: 'Basic', description: 'Standard retail prices' },
      { name: 'Silver', description: 'For shops with steady monthly volume' },
      { name: 'Gold', description: 'Lowest prices, for high-volume shops' },
    ]);
  }
  const [anyRate] = await db.select({ id: packageRates.packageId }).from(packageRates).limit(1);
  if (!anyRate) {
    // Starting prices in rupees per package (Basic, Silver, Gold); the admin edits them on the package screen.
    const prices: Record<string, [number, number, number]> = {
      NSDL_PHYSICAL_NEW: [130, 122, 115],
      NSDL_PHYSICAL_CHANGE: [130, 122, 115],
      NSDL_PAPERLESS_NEW: [120, 112, 106],
      NSDL_PAPERLESS_CHANGE: [120, 112, 106],
      UTI_PSA_REGISTRATION: [199, 149, 99],
      UTI_COUPON: [125, 118, 112],
      UTI_COUPON_EPAN: [95, 89, 84],
      GST_REGISTRATION: [799, 699, 599],
      GST_FILING: [299, 249, 199],
    };
    const pkgs = await db.select().from(packages).orderBy(packages.id).limit(3);
    for (const [code, row] of Object.entries(prices)) {
      for (let i = 0; i < pkgs.length; i++)
        await db.insert(packageRates).values({ packageId: pkgs[i].id, serviceCode: code, pricePaise: row[i] * 100 });
    }
  }
}
