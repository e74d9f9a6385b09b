import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { userSettings } from '../../db/schema/account';
import { storedFiles } from '../../db/schema/files';
import { auditEvents, sessions, users } from '../../db/schema/identity';
import { idTypes, packages } from '../../db/schema/masters';
import { merchantProfiles } from '../../db/schema/onboarding';
import type { Settings } from '../../../contract/account';
import { AppError, notFound, unprocessable } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { recordEvent } from '../../lib/audit';
import { storeUpload, validateUpload } from '../../lib/uploads';
import type { Storage } from '../../lib/storage';
import { forgetSessions } from '../../lib/session-mirror';
import { revokeResetLinks } from '../auth/recovery';

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
      };
    },

    async updateSetting(userId: number, prop: keyof Settings, value: boolean, ip: string | null): Promise<Settings> {
      if (prop === 'twoFactorAuthentication' && value) {
        const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
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
          remark: `${prop}: ${value ? 'on' : 'off'}`,
          ip,
        });
      });
      return this.settings(userId);
    },

    /** The user's own trail, shown while activity tracking is on. */
    async activity(userId: number) {
      const s = await this.settings(userId);
      if (!s.activityTracking) return { enabled: false, items: [] };
      const rows = await db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.actorId, userId))
        .orderBy(desc(auditEvents.id))
        .limit(50);
      return {
        enabled: true,
        items: rows.map((r) => ({ action: r.action, at: r.createdAt.toISOString(), ip: r.ip, remark: r.remark })),
      };
    },

    async profile(userId: number) {
      const [u] = await db.select().from(users).where(eq(users.id, userId));
      if (!u) throw notFound();
      const [m] = await db
        .select({ p: merchantProfiles, packageName: packages.name, idTypeName: idTypes.name })
        .from(merchantProfiles)
        .leftJoin(packages, eq(packages.id, merchantProfiles.packageId))
        .leftJoin(idTypes, eq(idTypes.id, merchantProfiles.idTypeId))
        .where(
          eq(
            merchantProfiles.userId,
            u.role === 'merchant' && u.merchantKind === 'staff' && u.parentId ? u.parentId : u.id,
          ),
        );
      return {
        code: u.code,
        displayName: u.displayName,
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
        await tx.update(users).set({ photoFileId: file.id, updatedAt: new Date() }).where(eq(users.id, userId));
        await recordEvent(tx, { actorId: userId, action: 'photo_changed', entityType: 'user', entityId: userId });
      });
    },

    async photo(userId: number): Promise<{ mime: string; data: Buffer; etag: string } | null> {
      const [row] = await db
        .select({ key: storedFiles.key, mime: storedFiles.mime, id: storedFiles.id })
        .from(users)
        .innerJoin(storedFiles, eq(storedFiles.id, users.photoFileId))
        .where(eq(users.id, userId));
      if (!row) return null;
      return { mime: row.mime, data: await storage.get(row.key), etag: `"${row.id}"` };
    },

    /** Changing the password ends every other session of the user (this one stays signed in) and spends any reset link. */
    async changePassword(userId: number, sessionId: string, current: string, next: string, ip: string | null) {
      const [u] = await db.select().from(users).where(eq(users.id, userId));
      if (!(await verifyPassword(u?.passwordHash ?? null, current)))
        throw new AppError(400, 'The current password is not correct.', { currentPassword: ['Not correct'] });
      if (current === next)
        throw new AppError(400, 'Choose a password different from the current one.', {
          newPassword: ['Same as the current password'],
        });
      const hash = await hashPassword(next);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash: hash, updatedAt: new Date() }).where(eq(users.id, userId));
        await tx
          .update(sessions)
          .set({ revokedAt: new Date(), revokedReason: 'password changed' })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, sessionId)));
        await revokeResetLinks(tx, userId);
        await recordEvent(tx, {
          actorId: userId,
          action: 'password_changed',
          entityType: 'user',
          entityId: userId,
          ip,
        });
      });
      forgetSessions({ userId });
      return { message: 'Your password has been changed. Other sessions have been signed out.' };
    },
  };
}
