/**
 * `npm run seed:demo`: a living demo for trying the portal by hand, or with
 * DEMO_ACCOUNTS_ONLY=1 the demo accounts alone, as the browser tests and the web benchmark need.
 *
 *   role                    user name            password (default)   override with
 *   admin                   admin                ADMIN_PASSWORD       (created by the server's own seed, as on first start)
 *   back-office staff       staff1               Staff@12345          DEMO_STAFF_PASSWORD
 *   merchant (owner)        merchant1            Merchant@12345       DEMO_MERCHANT_PASSWORD
 *   merchant (owner)        merchant2            Merchant@12345       DEMO_MERCHANT_PASSWORD
 *   merchant1's staff       m1counter, m1gst     Merchant@12345       DEMO_MERCHANT_PASSWORD   (living demo only)
 *   merchant2's staff       m2counter            Merchant@12345       DEMO_MERCHANT_PASSWORD   (living demo only)
 *   merchant1's franchise   franchise1           Merchant@12345       DEMO_MERCHANT_PASSWORD   (living demo only)
 *
 * merchant2 is a second shop, so a list scoped to one merchant can be seen leaving the other's rows out.
 * The few weeks of work (scripts/demo/) go through the services, so every rule and the ledger apply, and
 * the home carousel, the dashboards' slides and the news of every page are filled as the admin fills them.
 *
 * It uses the same DATA_DIR / DATABASE_URL as the server, migrates and runs the server's seed first, and
 * may be run any number of times: an account that already exists is left as it is (password included),
 * and a shop that has its demo work already gets none added.
 * With PGlite, stop the server first: the embedded database takes one process at a time.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { asc, eq, sql } from 'drizzle-orm';
import { loadConfig, type Config } from '../server/config';
import { migrateDatabase, openDatabase, type Database } from '../server/db/client';
import { idTypes, merchantProfiles, packages, users, wallets } from '../server/db/schema';
import { seed } from '../server/seed';
import { createUser } from '../server/modules/users/service';
import { loadSecrets } from '../server/lib/secrets';
import type { Storage } from '../server/lib/storage';
import { storageFromConfig } from '../server/lib/storage-choice';
import { actAs } from './demo/context';
import { seedLivingDemo } from './demo/living';
import { ensureSiteContent } from './demo/site-content';

export const DEMO_DEFAULTS = {
  staffPassword: 'Staff@12345',
  merchantPassword: 'Merchant@12345',
} as const;

type Outcome = { userName: string; role: string; code: string; created: boolean; password?: string };

async function findUser(database: Database, userName: string) {
  const [u] = await database.db
    .select({ id: users.id, code: users.code, role: users.role })
    .from(users)
    .where(sql`lower(${users.userName}) = ${userName.toLowerCase()}`);
  return u;
}

async function ensureStaff(database: Database, password: string): Promise<Outcome> {
  const userName = 'staff1';
  const found = await findUser(database, userName);
  if (found) return { userName, role: found.role, code: found.code, created: false };
  const { code } = await createUser(database.db, {
    userName,
    displayName: 'Priya Nair',
    role: 'staff',
    password,
    email: 'priya.nair@example.com',
    mobile: '9876500001',
  });
  return { userName, role: 'staff', code, created: true, password };
}

type DemoMerchant = {
  userName: string;
  displayName: string;
  email: string;
  mobile: string;
  shopName: string;
  fatherName: string;
  address1: string;
  district: string;
  state: string;
  pin: string;
};

const DEMO_MERCHANTS: DemoMerchant[] = [
  {
    userName: 'merchant1',
    displayName: 'Ravi Sharma',
    email: 'ravi.sharma@example.com',
    mobile: '9876500002',
    shopName: 'Sharma Digital Seva Kendra',
    fatherName: 'Mohan Sharma',
    address1: 'Shop 4, Station Road',
    district: 'Pune',
    state: 'Maharashtra',
    pin: '411001',
  },
  {
    userName: 'merchant2',
    displayName: 'Anita Desai',
    email: 'anita.desai@example.com',
    mobile: '9876500003',
    shopName: 'Desai Online Services',
    fatherName: 'Suresh Desai',
    address1: '12 Ring Road',
    district: 'Surat',
    state: 'Gujarat',
    pin: '395002',
  },
];

/** A merchant as an approved registration leaves it: account, shop profile and an empty wallet. */
async function ensureMerchant(database: Database, m: DemoMerchant, password: string): Promise<Outcome> {
  const { userName } = m;
  const found = await findUser(database, userName);
  if (found) return { userName, role: found.role, code: found.code, created: false };
  const code = await database.db.transaction(async (tx) => {
    const [pkg] = await tx
      .select({ id: packages.id })
      .from(packages)
      .where(eq(packages.active, true))
      .orderBy(asc(packages.id))
      .limit(1);
    const [type] = await tx
      .select({ id: idTypes.id })
      .from(idTypes)
      .where(eq(idTypes.active, true))
      .orderBy(asc(idTypes.id))
      .limit(1);
    const user = await createUser(tx, {
      userName,
      displayName: m.displayName,
      role: 'merchant',
      merchantKind: 'owner',
      password,
      email: m.email,
      mobile: m.mobile,
    });
    await tx.insert(merchantProfiles).values({
      userId: user.id,
      packageId: pkg?.id ?? null,
      idTypeId: type?.id ?? null,
      shopName: m.shopName,
      fatherName: m.fatherName,
      address1: m.address1,
      district: m.district,
      state: m.state,
      pin: m.pin,
    });
    await tx.insert(wallets).values({ userId: user.id });
    return user.code;
  });
  return { userName, role: 'merchant', code, created: true, password };
}

/** With `living` (the server's config, where uploads go and the key that seals KYC numbers), the few weeks of work are added too. */
type SeedDemoOptions = {
  adminPassword?: string;
  staffPassword?: string;
  merchantPassword?: string;
  living?: { config: Config; storage: Storage; encryptionKey: string; aadhaarHashKey: string };
};

/**
 * The accounts, and with `living` the living demo on top (scripts/demo/living.ts). The browser tests and
 * the web benchmark count rows, so they ask for the accounts only (DEMO_ACCOUNTS_ONLY=1 in main below).
 */
export async function seedDemo(database: Database, opts: SeedDemoOptions = {}) {
  await seed(database, { adminPassword: opts.adminPassword });
  const merchantPassword = opts.merchantPassword ?? DEMO_DEFAULTS.merchantPassword;
  const outcomes = [await ensureStaff(database, opts.staffPassword ?? DEMO_DEFAULTS.staffPassword)];
  // One at a time: PGlite takes one connection, and each merchant is its own transaction.
  for (const m of DEMO_MERCHANTS) outcomes.push(await ensureMerchant(database, m, merchantPassword));
  if (!opts.living)
    return { outcomes, shopsFilled: [] as string[], siteContent: { slides: [] as string[], news: [] as string[] } };
  const living = await seedLivingDemo(database, { ...opts.living, password: merchantPassword });
  for (const a of living.accounts)
    outcomes.push({
      userName: a.userName,
      role: a.role,
      code: '',
      created: a.created,
      password: a.created ? merchantPassword : undefined,
    });
  const siteContent = await ensureSiteContent(database, await actAs(database, 'admin'));
  return { outcomes, shopsFilled: living.shopsFilled, siteContent };
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    await migrateDatabase(database);
    const accountsOnly = process.env.DEMO_ACCOUNTS_ONLY === '1';
    const { outcomes, shopsFilled, siteContent } = await seedDemo(database, {
      adminPassword: config.adminPassword,
      staffPassword: process.env.DEMO_STAFF_PASSWORD || undefined,
      merchantPassword: process.env.DEMO_MERCHANT_PASSWORD || undefined,
      // The server's own key (env or DATA_DIR/secrets.json), so it can open the KYC numbers sealed here.
      living: accountsOnly
        ? undefined
        : {
            config,
            storage: storageFromConfig(config),
            ...loadSecrets(config.dataDir, {
              jwtSecret: config.jwtSecret,
              encryptionKey: config.encryptionKey,
              aadhaarHashKey: config.aadhaarHashKey,
            }),
          },
    });
    for (const o of outcomes) {
      const code = o.code ? ` (${o.code})` : '';
      console.log(
        o.created
          ? `Created ${o.role} "${o.userName}"${code} with password ${o.password}`
          : `Kept existing ${o.role} "${o.userName}"${code}; its password is unchanged`,
      );
    }
    if (!accountsOnly) {
      console.log(
        shopsFilled.length
          ? `Added a few weeks of demo work for ${shopsFilled.join(', ')}`
          : 'The demo work was there already; nothing added',
      );
      const { slides, news } = siteContent;
      console.log(
        slides.length + news.length
          ? `Added ${slides.length} carousel slides and ${news.length} news items`
          : 'The demo slides and news were there already; nothing added',
      );
    }
  } finally {
    await database.close();
  }
}

// Run only as a script, so tests may import seedDemo without side effects.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
