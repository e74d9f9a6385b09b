import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/identity';
import { kycStatusOf } from '../kyc/read-model';
import { idTypeNameOf, packageNameOf } from '../masters/read-model';
import { profileOf } from '../registration/read-model';
import { ownWallet } from '../wallet/read-model';
import type { AuthUser } from '../../lib/access';
import { forbidden, notFound } from '../../lib/errors';
import { recordEvent } from '../../lib/audit';
import type { MerchantDetail, UserDetail } from '../../../contract/account';
import type { Role } from '../../../contract/roles';
import type { Locale } from '../../../contract/i18n';
import { createUser, withFreeUserName } from './service';
import { canManageAccount } from './policy';
import { forgetSessions } from '../../lib/session-mirror';
import { translate } from '../../lib/i18n';
import { setAccountActive } from './account-status';

type StaffFields = { displayName: string; email: string; mobile: string };

export function createUserManagement(
  db: Db,
  recovery: {
    sendResetLink(u: { id: number; userName: string; email: string | null }, actorId: number): Promise<void>;
  },
) {
  const kycStatus = (userId: number) => kycStatusOf(db, userId);

  async function target(id: number) {
    const [u] = await db.select().from(users).where(eq(users.id, id));
    if (!u) throw notFound('No such user.');
    return u;
  }

  async function detail(actor: AuthUser, id: number): Promise<UserDetail> {
    const u = await target(id);
    const [{ n }] = await db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`));
    const parent = u.parentId ? await target(u.parentId) : null;
    return {
      id: u.id,
      code: u.code,
      userName: u.userName,
      displayName: u.displayName,
      role: u.role,
      kind: u.merchantKind ?? null,
      email: u.email,
      mobile: u.mobile,
      active: u.active,
      lastLoginAt: u.lastLoginAt ? u.lastLoginAt.toISOString() : null,
      createdAt: u.createdAt.toISOString(),
      kycStatus: u.role === 'merchant' ? await kycStatus(u.id) : null,
      activeSessions: Number(n),
      parent: parent ? { id: parent.id, code: parent.code, displayName: parent.displayName } : null,
      canManage: canManageAccount(actor, { id: u.id, role: u.role as Role }),
    };
  }

  async function assertStaffAccount(id: number) {
    const u = await target(id);
    if (u.role !== 'staff') throw notFound('No such back-office staff account.');
    return u;
  }

  return {
    detail,

    /** Deactivating also ends every live session of the account at once. */
    async setActive(actor: AuthUser, id: number, active: boolean, ip: string | null): Promise<UserDetail> {
      const u = await target(id);
      if (!canManageAccount(actor, { id: u.id, role: u.role as Role }))
        throw forbidden(
          actor.id === u.id
            ? 'You cannot change your own account’s status.'
            : 'Only the administrator manages back-office accounts.',
        );
      await setAccountActive(db, { actorId: actor.id, userId: id, wasActive: u.active, active, ip });
      return detail(actor, id);
    },

    async sendReset(actor: AuthUser, id: number, locale: Locale = 'en'): Promise<{ message: string }> {
      const u = await target(id);
      if (!canManageAccount(actor, { id: u.id, role: u.role as Role }))
        throw forbidden('Only the administrator manages back-office accounts.');
      await recovery.sendResetLink(u, actor.id);
      return { message: translate(locale, 'outcomes.users.resetLinkSent', { email: u.email }) };
    },

    async createStaff(
      actor: AuthUser,
      input: StaffFields & { userName: string; password: string },
    ): Promise<UserDetail> {
      const created = await withFreeUserName(db, input.userName, () =>
        db.transaction(async (tx) => {
          const u = await createUser(tx, {
            userName: input.userName,
            displayName: input.displayName,
            role: 'staff',
            password: input.password,
            email: input.email,
            mobile: input.mobile,
          });
          await recordEvent(tx, { actorId: actor.id, action: 'staff_created', entityType: 'user', entityId: u.id });
          return u;
        }),
      );
      return detail(actor, created.id);
    },

    async updateStaff(actor: AuthUser, id: number, input: StaffFields): Promise<UserDetail> {
      await assertStaffAccount(id);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(users.id, id));
        await recordEvent(tx, { actorId: actor.id, action: 'staff_updated', entityType: 'user', entityId: id });
      });
      forgetSessions({ userId: id });
      return detail(actor, id);
    },

    /** The merchant's page; its package and ID type are named in the reader's language (`name_hi` when given). */
    async merchant(actor: AuthUser, id: number, locale: Locale = 'en'): Promise<MerchantDetail> {
      const u = await target(id);
      if (u.role !== 'merchant' || u.merchantKind === 'staff') throw notFound('No such merchant.');
      // The shop, its package and ID type, and the wallet, each read from the domain that owns it (decision 0071).
      const p = await profileOf(db, id);
      const [packageName, idTypeName, w] = await Promise.all([
        packageNameOf(db, p?.packageId ?? null, locale),
        idTypeNameOf(db, p?.idTypeId ?? null, locale),
        ownWallet(db, id),
      ]);
      const children = await db.select().from(users).where(eq(users.parentId, id)).orderBy(users.id);
      const members = [];
      for (const c of children)
        members.push({
          id: c.id,
          code: c.code,
          displayName: c.displayName,
          kind: c.merchantKind ?? 'staff',
          active: c.active,
          kycStatus: await kycStatus(c.id),
        });
      return {
        user: await detail(actor, id),
        shop: p
          ? {
              shopName: p.shopName,
              address: [p.address1, p.address2, p.address3].filter(Boolean).join(', '),
              district: p.district,
              state: p.state,
              pin: p.pin,
            }
          : null,
        packageName,
        idTypeName,
        balance: (w?.balancePaise ?? 0) / 100,
        members,
      };
    },
  };
}
