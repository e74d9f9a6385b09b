import type { Db } from '../../db/client';
import { openWallet } from '../wallet/ledger';
import { latestEntries, ownWallet } from '../wallet/read-model';
import { narrationIn } from '../wallet/narration';
import { kycStatusOf } from '../kyc/read-model';
import { packageNameOf } from '../masters/read-model';
import { applicationsByState } from '../nsdl-pan/read-model';
import { addMemberProfile, profileOf } from '../registration/read-model';
import type { AuthUser } from '../../lib/access';
import type { Locale } from '../../../contract/i18n';
import { recordEvent } from '../../lib/audit';
import { NewMember as NewMemberSchema, type MemberDetail, type NewMember } from '../../../contract/merchant-members';
import { createUser, ownTeamAccount, withFreeUserName } from '../users/service';
import { setAccountActive } from '../users/account-status';

/**
 * A merchant owner's franchise members (docs/product.md#roles, docs/product.md#who-may-do-what): each is a merchant
 * account of kind 'franchise' under the owner, with its own profile (on the owner's package, so its prices are the
 * owner's), its own wallet and its own work. The owner creates them, sees them read-only and may only switch them on
 * or off.
 */
export function createMemberService(db: Db) {
  /** A franchise member of this owner, or 404: another shop's member, a staff account or no account look alike. */
  const ownMember = (owner: AuthUser, id: number) =>
    ownTeamAccount(db, owner.id, id, 'franchise', 'No such member in your shop.');

  /** A member's page; its package is named in the owner's language (`name_hi` when given). */
  async function detail(owner: AuthUser, id: number, locale: Locale = 'en'): Promise<MemberDetail> {
    const u = await ownMember(owner, id);
    // Each part from the domain that owns it (decision 0071): profile, package, wallet, KYC, applications.
    const [p, w, kycStatus, applications] = await Promise.all([
      profileOf(db, id),
      ownWallet(db, id),
      kycStatusOf(db, id),
      applicationsByState(db, id),
    ]);
    const [packageName, ledger] = await Promise.all([
      packageNameOf(db, p?.packageId ?? null, locale),
      w ? latestEntries(db, w.id, 10) : [],
    ]);
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
      shop: p
        ? {
            shopName: p.shopName,
            address1: p.address1,
            address2: p.address2,
            address3: p.address3,
            district: p.district,
            state: p.state,
            pin: p.pin,
          }
        : null,
      packageName,
      balance: (w?.balancePaise ?? 0) / 100,
      kycStatus,
      applications,
      ledger: ledger.map((e) => ({
        id: e.id,
        at: e.createdAt.toISOString(),
        direction: e.direction,
        amount: e.amountPaise / 100,
        balanceAfter: e.balanceAfterPaise / 100,
        narration: narrationIn(locale, e),
      })),
    };
  }

  return {
    detail,

    /**
     * One transaction: the account (kind 'franchise', under the owner), its profile on the owner's package and ID
     * type, its empty wallet.
     */
    async create(owner: AuthUser, raw: NewMember, ip: string | null): Promise<MemberDetail> {
      const input = NewMemberSchema.parse(raw);
      const id = await withFreeUserName(db, input.userName, () =>
        db.transaction(async (tx) => {
          const own = await profileOf(tx, owner.id);
          const user = await createUser(tx, {
            userName: input.userName,
            displayName: input.displayName,
            role: 'merchant',
            merchantKind: 'franchise',
            parentId: owner.id,
            password: input.password,
            email: input.email,
            mobile: input.mobile,
          });
          await addMemberProfile(tx, {
            userId: user.id,
            packageId: own?.packageId ?? null,
            idTypeId: own?.idTypeId ?? null,
            shopName: input.shopName,
            address1: input.address1,
            address2: input.address2,
            address3: input.address3,
            district: input.district,
            state: input.state,
            pin: input.pin,
          });
          await openWallet(tx, user.id);
          await recordEvent(tx, {
            actorId: owner.id,
            action: 'member_created',
            entityType: 'user',
            entityId: user.id,
            toState: 'active',
            remark: user.code,
            ip,
          });
          return user.id;
        }),
      );
      return detail(owner, id);
    },

    /** Deactivating also ends every live session of the member at once. */
    async setActive(owner: AuthUser, id: number, active: boolean, ip: string | null): Promise<MemberDetail> {
      const u = await ownMember(owner, id);
      await setAccountActive(db, { actorId: owner.id, userId: id, wasActive: u.active, active, ip });
      return detail(owner, id);
    },
  };
}
