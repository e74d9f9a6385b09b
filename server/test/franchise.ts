import { asc } from 'drizzle-orm';
import { packages, wallets } from '../db/schema';
import { postAlone } from '../modules/wallet/ledger';
import { signedIn, type TestApp } from './app';
import { approveKyc } from './nsdl-pan';

/** A franchise member of `ownerId` on the first package, with `balance` rupees in its wallet and approved KYC. */
export async function franchiseMember(t: TestApp, ownerId: number, balance: number) {
  const m = await signedIn(t, 'merchant', { kind: 'franchise', parentId: ownerId });
  const [pkg] = await t.database.db.select({ id: packages.id }).from(packages).orderBy(asc(packages.id)).limit(1);
  await t.database.query('insert into merchant_profiles (user_id, package_id) values ($1, $2)', [m.id, pkg.id]);
  const [w] = await t.database.db.insert(wallets).values({ userId: m.id }).returning({ id: wallets.id });
  if (balance)
    await postAlone(t.database.db, {
      walletId: w.id,
      direction: 'Cr',
      amountPaise: balance * 100,
      refType: 'test',
      narration: 'opening balance',
      idempotencyKey: `test:${m.id}:open`,
      actorId: null,
    });
  await approveKyc(t, m.id);
  return m;
}
