import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  apiCredentials,
  companyBanks,
  idTypes,
  packageRateHistory,
  packageRates,
  packages,
} from '../../db/schema/masters';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { recordEvent } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { rupeesToPaise } from '../../../contract/money';
import { SERVICE_CODES, type ServiceCode } from '../../../contract/services';
import type { BankInput, CredentialView, IdTypeInput, PackageInput, PackageView } from '../../../contract/masters';
import {
  BankInput as BankSchema,
  IdTypeInput as IdTypeSchema,
  PackageInput as PackageSchema,
} from '../../../contract/masters';
import { accountsView } from '../users/read-model';
import { quoteOf } from '../margins/quote';
import { idTypeSales, merchantsOnPackage } from '../registration/read-model';

/** Who last changed a rate or a credential, by name. */
const changer = accountsView('changer');

const mask = (last4: string) => `••••••••${last4}`;

export function createMastersService(db: Db, encryptionKey: string) {
  async function packageView(id: number): Promise<PackageView> {
    const [p] = await db.select().from(packages).where(eq(packages.id, id));
    if (!p) throw notFound('No such package.');
    const rates = await db.select().from(packageRates).where(eq(packageRates.packageId, id));
    const merchants = await merchantsOnPackage(db, id);
    const history = await db
      .select({ h: packageRateHistory, by: changer.name })
      .from(packageRateHistory)
      .leftJoin(changer, eq(changer.id, packageRateHistory.changedBy))
      .where(eq(packageRateHistory.packageId, id))
      .orderBy(desc(packageRateHistory.id))
      .limit(100);
    return {
      id: p.id,
      name: p.name,
      nameHi: p.nameHi ?? '',
      description: p.description,
      active: p.active,
      merchants,
      rates: SERVICE_CODES.map((s) => {
        const r = rates.find((x) => x.serviceCode === s.code);
        return { serviceCode: s.code, price: r ? r.pricePaise / 100 : null };
      }),
      history: history.map(({ h, by }) => ({
        serviceCode: h.serviceCode,
        oldPrice: h.oldPricePaise === null ? null : h.oldPricePaise / 100,
        newPrice: h.newPricePaise === null ? null : h.newPricePaise / 100,
        changedBy: by ?? '--',
        changedAt: h.changedAt.toISOString(),
      })),
    };
  }

  return {
    packageView,

    /** Creates or updates a package; every price that changes leaves a history row. */
    async savePackage(id: number | null, raw: PackageInput, actorId: number): Promise<PackageView> {
      const input = PackageSchema.parse(raw);
      const savedId = await db.transaction(async (tx) => {
        let pkgId = id;
        if (pkgId === null) {
          const [p] = await tx
            .insert(packages)
            .values({
              name: input.name,
              nameHi: input.nameHi || null,
              description: input.description,
              active: input.active,
            })
            .returning({ id: packages.id });
          pkgId = p.id;
        } else {
          const [p] = await tx
            .update(packages)
            .set({
              name: input.name,
              nameHi: input.nameHi || null,
              description: input.description,
              active: input.active,
              updatedAt: new Date(),
            })
            .where(eq(packages.id, pkgId))
            .returning({ id: packages.id });
          if (!p) throw notFound('No such package.');
        }
        const current = await tx.select().from(packageRates).where(eq(packageRates.packageId, pkgId));
        for (const rate of input.rates) {
          const paise = rupeesToPaise(rate.price);
          const before = current.find((c) => c.serviceCode === rate.serviceCode);
          if (before?.pricePaise === paise) continue;
          await tx
            .insert(packageRates)
            .values({ packageId: pkgId, serviceCode: rate.serviceCode, pricePaise: paise })
            .onConflictDoUpdate({
              target: [packageRates.packageId, packageRates.serviceCode],
              set: { pricePaise: paise, updatedAt: new Date() },
            });
          await tx.insert(packageRateHistory).values({
            packageId: pkgId,
            serviceCode: rate.serviceCode,
            oldPricePaise: before?.pricePaise ?? null,
            newPricePaise: paise,
            changedBy: actorId,
          });
        }
        await recordEvent(tx, {
          actorId,
          action: id === null ? 'package_created' : 'package_updated',
          entityType: 'package',
          entityId: pkgId,
        });
        return pkgId;
      });
      return packageView(savedId);
    },

    /**
     * The price a merchant pays for a service, from its package; null when the package has no rate for it. A franchise
     * member pays its owner's package price plus the owner's margin (issue 28 §2), so every page and every charge
     * that asks here shows and charges the member price.
     */
    async priceFor(merchantId: number, service: ServiceCode): Promise<number | null> {
      return (await quoteOf(db, merchantId, service)).price;
    },

    /** Every package and ID type, with whether it may be chosen now (registration's forms and approval). */
    async choices() {
      const [pkgs, types] = await Promise.all([
        db.select().from(packages).orderBy(asc(packages.id)),
        db.select().from(idTypes).orderBy(asc(idTypes.id)),
      ]);
      return {
        packages: pkgs.map((p) => ({ id: p.id, name: p.name, nameHi: p.nameHi, active: p.active })),
        idTypes: types.map((t) => ({
          id: t.id,
          name: t.name,
          nameHi: t.nameHi,
          pricePaise: t.pricePaise,
          active: t.active,
        })),
      };
    },

    async bank(id: number) {
      const [b] = await db.select().from(companyBanks).where(eq(companyBanks.id, id));
      if (!b) throw notFound('No such bank account.');
      return {
        id: b.id,
        bankName: b.bankName,
        holder: b.holder,
        accountNo: b.accountNo,
        ifsc: b.ifsc,
        branch: b.branch,
        active: b.active,
      };
    },

    async saveBank(id: number | null, raw: BankInput, actorId: number) {
      const input = BankSchema.parse(raw);
      // One account is one choice on the merchant's form: the same number at the same branch twice is a mistake.
      const [same] = await db
        .select({ id: companyBanks.id })
        .from(companyBanks)
        .where(and(eq(companyBanks.accountNo, input.accountNo), eq(companyBanks.ifsc, input.ifsc)));
      if (same && same.id !== id)
        throw new AppError(409, 'This account number and IFSC are already in the list.', {
          accountNo: ['Already in the list'],
        });
      const bankId = await db.transaction(async (tx) => {
        const [b] =
          id === null
            ? await tx.insert(companyBanks).values(input).returning({ id: companyBanks.id })
            : await tx
                .update(companyBanks)
                .set({ ...input, updatedAt: new Date() })
                .where(eq(companyBanks.id, id))
                .returning({ id: companyBanks.id });
        if (!b) throw notFound('No such bank account.');
        await recordEvent(tx, {
          actorId,
          action: id === null ? 'bank_created' : 'bank_updated',
          entityType: 'company_bank',
          entityId: b.id,
        });
        return b.id;
      });
      return this.bank(bankId);
    },

    /** The accounts a merchant may deposit into (payment request form). */
    async activeBanks() {
      const rows = await db
        .select()
        .from(companyBanks)
        .where(eq(companyBanks.active, true))
        .orderBy(asc(companyBanks.bankName));
      return rows.map((b) => ({
        id: b.id,
        label: `${b.bankName} — ${b.holder} — A/c ${b.accountNo} — IFSC ${b.ifsc} — ${b.branch}`,
      }));
    },

    async idType(id: number) {
      const [t] = await db.select().from(idTypes).where(eq(idTypes.id, id));
      if (!t) throw notFound('No such ID type.');
      const sold = await idTypeSales(db, id);
      return { id: t.id, name: t.name, nameHi: t.nameHi ?? '', price: t.pricePaise / 100, active: t.active, sold };
    },

    async saveIdType(id: number | null, raw: IdTypeInput, actorId: number) {
      const input = IdTypeSchema.parse(raw);
      const values = {
        name: input.name,
        nameHi: input.nameHi || null,
        pricePaise: rupeesToPaise(input.price),
        active: input.active,
      };
      const typeId = await db.transaction(async (tx) => {
        const [t] =
          id === null
            ? await tx.insert(idTypes).values(values).returning({ id: idTypes.id })
            : await tx
                .update(idTypes)
                .set({ ...values, updatedAt: new Date() })
                .where(eq(idTypes.id, id))
                .returning({ id: idTypes.id });
        if (!t) throw notFound('No such ID type.');
        await recordEvent(tx, {
          actorId,
          action: id === null ? 'id_type_created' : 'id_type_updated',
          entityType: 'id_type',
          entityId: t.id,
        });
        return t.id;
      });
      return this.idType(typeId);
    },

    async credentials(): Promise<CredentialView[]> {
      const rows = await db
        .select({ c: apiCredentials, by: changer.name })
        .from(apiCredentials)
        .leftJoin(changer, eq(changer.id, apiCredentials.updatedBy))
        .orderBy(asc(apiCredentials.provider), asc(apiCredentials.keyName));
      return rows.map(({ c, by }) => ({
        id: c.id,
        provider: c.provider,
        keyName: c.keyName,
        masked: mask(c.last4),
        updatedAt: c.updatedAt.toISOString(),
        updatedBy: by ?? null,
      }));
    },

    async saveCredential(
      input: { provider: string; keyName: string; value: string },
      actorId: number,
    ): Promise<CredentialView[]> {
      const sealed = encryptSecret(input.value, encryptionKey);
      const last4 = input.value.slice(-4);
      await db.transaction(async (tx) => {
        await tx
          .insert(apiCredentials)
          .values({ provider: input.provider, keyName: input.keyName, valueSealed: sealed, last4, updatedBy: actorId })
          .onConflictDoUpdate({
            target: [apiCredentials.provider, apiCredentials.keyName],
            set: { valueSealed: sealed, last4, updatedBy: actorId, updatedAt: new Date() },
          });
        await recordEvent(tx, {
          actorId,
          action: 'api_credential_saved',
          entityType: 'api_credential',
          entityId: `${input.provider}.${input.keyName}`,
        });
      });
      return this.credentials();
    },

    async deleteCredential(id: number, actorId: number): Promise<CredentialView[]> {
      await db.transaction(async (tx) => {
        const [c] = await tx.delete(apiCredentials).where(eq(apiCredentials.id, id)).returning();
        if (!c) throw notFound('No such credential.');
        await recordEvent(tx, {
          actorId,
          action: 'api_credential_deleted',
          entityType: 'api_credential',
          entityId: `${c.provider}.${c.keyName}`,
        });
      });
      return this.credentials();
    },

    /** For adapters only (never for a route): the clear value, or null when not configured. */
    async secret(provider: string, keyName: string): Promise<string | null> {
      const [c] = await db
        .select()
        .from(apiCredentials)
        .where(and(eq(apiCredentials.provider, provider), eq(apiCredentials.keyName, keyName)));
      return c ? decryptSecret(c.valueSealed, encryptionKey) : null;
    },
  };
}

export type MastersService = ReturnType<typeof createMastersService>;
