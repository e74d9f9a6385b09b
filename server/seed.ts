import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SERVICE_CODES } from '../contract/services';
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
    // Every price code of the manifests, at its starting price per package (Basic, Silver, Gold); the admin edits them
    // on the package screen. A new service's code is priced here with no line of its own.
    const pkgs = await db.select().from(packages).orderBy(packages.id).limit(3);
    for (const { code, start } of SERVICE_CODES) {
      for (let i = 0; i < pkgs.length; i++)
        await db.insert(packageRates).values({ packageId: pkgs[i].id, serviceCode: code, pricePaise: start[i] * 100 });
    }
  }
}
