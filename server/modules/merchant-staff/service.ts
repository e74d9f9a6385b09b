import type { MerchantStaffDetail, MerchantStaffInput, NewMerchantStaff } from '../../../contract/merchant-staff';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { recordEvent } from '../../lib/audit';
import { hashPassword } from '../../lib/passwords';
import { forgetSessions } from '../../lib/session-mirror';
import { translate } from '../../lib/i18n';
import type { Locale } from '../../../contract/i18n';
import { staffServicesOf, writeStaffServices } from '../staff-permissions/service';
import { setContact, setPassword } from '../users/account-changes';
import { createUser, ownTeamAccount, withFreeUserName } from '../users/service';
import { setAccountActive } from '../users/account-status';

/**
 * A merchant owner's staff accounts (docs/product.md#merchant-portal, docs/product.md#who-may-do-what). Every call
 * names the owner from the signed-in user; an id that is not one of its staff accounts answers 404 and changes
 * nothing.
 */
export function createMerchantStaffService(db: Db) {
  /** This owner's staff account, or 404 (another shop's staff looks the same as none). */
  const ownStaff = (owner: AuthUser, id: number) =>
    ownTeamAccount(db, owner.id, id, 'staff', 'No such staff account in your shop.');

  async function detail(owner: AuthUser, id: number): Promise<MerchantStaffDetail> {
    const u = await ownStaff(owner, id);
    const services = await staffServicesOf(db, id);
    return {
      id: u.id,
      code: u.code,
      userName: u.userName,
      displayName: u.displayName,
      email: u.email,
      mobile: u.mobile,
      active: u.active,
      createdAt: u.createdAt.toISOString(),
      lastLoginAt: u.lastLoginAt ? u.lastLoginAt.toISOString() : null,
      services,
    };
  }

  return {
    detail,

    /** The account (kind staff, belonging to the owner) and the services it may work on, together. */
    async create(owner: AuthUser, input: NewMerchantStaff, ip: string | null): Promise<MerchantStaffDetail> {
      const id = await withFreeUserName(db, input.userName, () =>
        db.transaction(async (tx) => {
          const u = await createUser(tx, {
            userName: input.userName,
            displayName: input.displayName,
            role: 'merchant',
            merchantKind: 'staff',
            parentId: owner.id,
            password: input.password,
            email: input.email,
            mobile: input.mobile,
          });
          await recordEvent(tx, {
            actorId: owner.id,
            action: 'staff_created',
            entityType: 'user',
            entityId: u.id,
            remark: `merchant staff ${u.code}`,
            ip,
          });
          await writeStaffServices(tx, owner.id, u.id, input.services);
          return u.id;
        }),
      );
      return detail(owner, id);
    },

    /** Name, contact and services in one change. */
    async update(
      owner: AuthUser,
      id: number,
      input: MerchantStaffInput,
      ip: string | null,
    ): Promise<MerchantStaffDetail> {
      await ownStaff(owner, id);
      await db.transaction(async (tx) => {
        await setContact(tx, id, input);
        await recordEvent(tx, { actorId: owner.id, action: 'staff_updated', entityType: 'user', entityId: id, ip });
        await writeStaffServices(tx, owner.id, id, input.services);
      });
      // Sessions remember the display name.
      forgetSessions({ userId: id });
      return detail(owner, id);
    },

    /** Deactivating also ends every live session of the account at once. */
    async setActive(owner: AuthUser, id: number, active: boolean, ip: string | null): Promise<MerchantStaffDetail> {
      const u = await ownStaff(owner, id);
      await setAccountActive(db, { actorId: owner.id, userId: id, wasActive: u.active, active, ip });
      return detail(owner, id);
    },

    /** A new password chosen by the owner: every live session of the staff account ends, any sign-in lock lifts. */
    async setPassword(
      owner: AuthUser,
      id: number,
      password: string,
      ip: string | null,
      locale: Locale = 'en',
    ): Promise<{ message: string; sessionsEnded: number }> {
      const u = await ownStaff(owner, id);
      const hash = await hashPassword(password);
      const ended = await db.transaction(async (tx) => {
        const live = await setPassword(tx, {
          userId: id,
          hash,
          reason: 'password set by owner',
          liftLockOf: u.userName,
        });
        await recordEvent(tx, {
          actorId: owner.id,
          action: 'staff_password_set',
          entityType: 'user',
          entityId: id,
          ip,
        });
        return live;
      });
      forgetSessions({ userId: id });
      return {
        message: translate(
          locale,
          ended ? 'outcomes.staff.passwordChangedSignedOut' : 'outcomes.staff.passwordChanged',
          {
            name: u.displayName,
          },
        ),
        sessionsEnded: ended,
      };
    },
  };
}
