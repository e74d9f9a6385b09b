import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { userSettings } from '../../db/schema/account';
import type { Settings } from '../../../contract/account';
import { LOCALES, type Locale } from '../../../contract/i18n';
import { AppError, notFound, unprocessable } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { auditTrailOf, recordEvent } from '../../lib/audit';
import { storedFileOf, storeUpload, validateUpload } from '../../lib/uploads';
import type { Storage } from '../../lib/storage';
import { forgetSessions } from '../../lib/session-mirror';
import { translate } from '../../lib/i18n';
import { idTypeNameOf, packageNameOf } from '../masters/read-model';
import { profileOf } from '../registration/read-model';
import { passwordMatches, setPassword, setPhotoFile } from '../users/account-changes';
import { accountCard, ownAccount } from '../users/read-model';

const PHOTO_RULE = {
  mimes: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: 2 * 1024 * 1024,
  maxSide: 6000,
  label: 'a JPEG, PNG or WebP image',
};

export function createAccountService(db: Db, storage: Storage) {
  return {
    async settings(userId: number): Promise<Settings> {
      const [s] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
      return {
        twoFactorAuthentication: s?.twoFactorAuthentication ?? false,
        loginNotification: s?.loginNotification ?? false,
        activityTracking: s?.activityTracking ?? false,
        language: LOCALES.find((l) => l === s?.language) ?? null,
      };
    },

    /** One setting: an on/off one as a boolean, the language as its code (the route has checked the pair). */
    async updateSetting(
      userId: number,
      prop: keyof Settings,
      value: boolean | Locale,
      ip: string | null,
    ): Promise<Settings> {
      if (prop === 'twoFactorAuthentication' && value === true) {
        const u = await accountCard(db, userId);
        if (!u?.email)
          throw unprocessable(
            'Two-factor authentication sends codes by email: your account needs an email address first.',
          );
      }
      await db.transaction(async (tx) => {
        await tx
          .insert(userSettings)
          .values({ userId, [prop]: value, updatedAt: new Date() })
          .onConflictDoUpdate({ target: userSettings.userId, set: { [prop]: value, updatedAt: new Date() } });
        await recordEvent(tx, {
          actorId: userId,
          action: 'setting_changed',
          entityType: 'user',
          entityId: userId,
          remark: `${prop}: ${typeof value === 'string' ? value : value ? 'on' : 'off'}`,
          ip,
        });
      });
      return this.settings(userId);
    },

    /** The user's own trail, shown while activity tracking is on. */
    async activity(userId: number) {
      const s = await this.settings(userId);
      if (!s.activityTracking) return { enabled: false, items: [] };
      const rows = await auditTrailOf(db, userId, 50);
      return {
        enabled: true,
        items: rows.map((r) => ({ action: r.action, at: r.createdAt.toISOString(), ip: r.ip, remark: r.remark })),
      };
    },

    /** The account's profile; the package's and ID type's names in the reader's language. */
    async profile(userId: number, locale: Locale = 'en') {
      const u = await ownAccount(db, userId);
      if (!u) throw notFound();
      // A staff account shows its owner's shop; the shop, its package and ID type are other domains' (0071).
      const p = await profileOf(
        db,
        u.role === 'merchant' && u.merchantKind === 'staff' && u.parentId ? u.parentId : u.id,
      );
      const m = p && {
        p,
        packageName: await packageNameOf(db, p.packageId, locale),
        idTypeName: await idTypeNameOf(db, p.idTypeId, locale),
      };
      return {
        code: u.code,
        displayName: u.name,
        userName: u.userName,
        role: u.role,
        kind: u.merchantKind ?? null,
        email: u.email,
        mobile: u.mobile,
        hasPhoto: !!u.photoFileId,
        lastLoginAt: u.lastLoginAt ? u.lastLoginAt.toISOString() : null,
        createdAt: u.createdAt.toISOString(),
        shop: m
          ? {
              shopName: m.p.shopName,
              address: [m.p.address1, m.p.address2, m.p.address3].filter(Boolean).join(', '),
              district: m.p.district,
              state: m.p.state,
              pin: m.p.pin,
              packageName: m.packageName,
              idTypeName: m.idTypeName,
            }
          : null,
      };
    },

    /** The photo is re-encoded to a 400 px JPEG: what is stored is ours, whatever was uploaded. */
    async setPhoto(userId: number, data: Buffer) {
      await validateUpload('file', data, PHOTO_RULE);
      const jpeg = await sharp(data, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize(400, 400, { fit: 'cover' })
        .jpeg({ quality: 82 })
        .toBuffer();
      await db.transaction(async (tx) => {
        const file = await storeUpload(tx, storage, {
          ownerId: userId,
          purpose: 'profile_photo',
          data: jpeg,
          mime: 'image/jpeg',
        });
        await setPhotoFile(tx, userId, file.id);
        await recordEvent(tx, { actorId: userId, action: 'photo_changed', entityType: 'user', entityId: userId });
      });
    },

    async photo(userId: number): Promise<{ mime: string; data: Buffer; etag: string } | null> {
      const fileId = (await ownAccount(db, userId))?.photoFileId;
      const file = fileId ? await storedFileOf(db, fileId) : undefined;
      if (!file) return null;
      return { mime: file.mime, data: await storage.get(file.key), etag: `"${fileId}"` };
    },

    /** Changing the password ends every other session of the user (this one stays signed in) and spends any reset link. */
    async changePassword(
      userId: number,
      sessionId: string,
      current: string,
      next: string,
      ip: string | null,
      locale: Locale = 'en',
    ) {
      if (!(await passwordMatches(db, userId, current)))
        throw new AppError(400, 'The current password is not correct.', { currentPassword: ['Not correct'] });
      if (current === next)
        throw new AppError(400, 'Choose a password different from the current one.', {
          newPassword: ['Same as the current password'],
        });
      const hash = await hashPassword(next);
      await db.transaction(async (tx) => {
        await setPassword(tx, { userId, hash, reason: 'password changed', keepSessionId: sessionId });
        await recordEvent(tx, {
          actorId: userId,
          action: 'password_changed',
          entityType: 'user',
          entityId: userId,
          ip,
        });
      });
      forgetSessions({ userId });
      return { message: translate(locale, 'outcomes.account.passwordChanged') };
    },
  };
}
