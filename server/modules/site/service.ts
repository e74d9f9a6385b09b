import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { siteAssets, siteSettings } from '../../db/schema/site';
import type { BusinessInfo, SiteAssetKind, SiteConfiguration, SiteConfigurationView } from '../../../contract/site';
import { SITE_ASSET_MAX_BYTES, UTI_PSA_PORTAL_DEFAULT } from '../../../contract/site';
import { AppError, fieldError, msg } from '../../lib/errors';
import { sniffFileType } from '../../lib/file-type';
import { rewriteUpload } from '../../lib/uploads';
import { recordEvent } from '../../lib/audit';

/** What a fresh install shows until the admin fills in the real head office. */
export const DEFAULT_BUSINESS_INFO: BusinessInfo = {
  businessName: 'PAN Seva Kendra Services',
  add1: 'Head Office, 2nd Floor, Shanti Complex',
  add2: 'Station Road',
  add3: '',
  district: 'Pune',
  pin: '411001',
  state: 'Maharashtra',
  contactNo: '+91 20 4000 0000',
  emailId: 'support@example.in',
};

const ASSET_RULES: Record<SiteAssetKind, { mimes: string[]; maxSide: number; label: string }> = {
  logo: { mimes: ['image/png', 'image/jpeg', 'image/webp'], maxSide: 2000, label: 'PNG, JPEG or WebP' },
  favicon: { mimes: ['image/png', 'image/x-icon'], maxSide: 512, label: 'PNG or ICO' },
};

function infoOf(r: BusinessInfo): BusinessInfo {
  return {
    businessName: r.businessName,
    add1: r.add1,
    add2: r.add2,
    add3: r.add3,
    district: r.district,
    pin: r.pin,
    state: r.state,
    contactNo: r.contactNo,
    emailId: r.emailId,
  };
}

export function createSiteService(db: Db) {
  async function row() {
    const [r] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
    return r;
  }

  return {
    async ensureDefaults(): Promise<void> {
      await db
        .insert(siteSettings)
        .values({ id: 1, ...DEFAULT_BUSINESS_INFO })
        .onConflictDoNothing();
    },

    async businessInfo(): Promise<BusinessInfo> {
      return infoOf((await row()) ?? { ...DEFAULT_BUSINESS_INFO });
    },

    async chatUrl(): Promise<string | null> {
      const r = await row();
      return r?.chatUrl ? r.chatUrl : null;
    },

    /** What every page the server sends needs: the chat's address for its CSP, the business info a prerendered page draws. */
    async pageSettings(): Promise<{ chatUrl: string | null; info: BusinessInfo }> {
      const r = await row();
      return { chatUrl: r?.chatUrl ? r.chatUrl : null, info: infoOf(r ?? { ...DEFAULT_BUSINESS_INFO }) };
    },

    /** Where a UTI merchant signs in to the PSA portal (the merchant's UTI summary links it). */
    async utiPsaPortalUrl(): Promise<string | null> {
      return (await row())?.utiPsaPortalUrl || null;
    },

    async configuration(): Promise<SiteConfigurationView> {
      const info = await this.businessInfo();
      const r = await row();
      const assets = await db.select({ kind: siteAssets.kind }).from(siteAssets);
      return {
        ...info,
        chatUrl: r?.chatUrl ?? '',
        utiPsaPortalUrl: r?.utiPsaPortalUrl ?? UTI_PSA_PORTAL_DEFAULT,
        hasLogo: assets.some((a) => a.kind === 'logo'),
        hasFavicon: assets.some((a) => a.kind === 'favicon'),
        updatedAt: (r?.updatedAt ?? new Date()).toISOString(),
      };
    },

    async updateConfiguration(input: SiteConfiguration, actorId: number): Promise<SiteConfigurationView> {
      await db.transaction(async (tx) => {
        await tx
          .insert(siteSettings)
          .values({ id: 1, ...input, updatedAt: new Date() })
          .onConflictDoUpdate({ target: siteSettings.id, set: { ...input, updatedAt: new Date() } });
        await recordEvent(tx, {
          actorId,
          action: 'site_configuration_updated',
          entityType: 'site_settings',
          entityId: 1,
        });
      });
      return this.configuration();
    },

    async asset(kind: SiteAssetKind) {
      const [a] = await db.select().from(siteAssets).where(eq(siteAssets.kind, kind));
      return a ?? null;
    },

    /**
     * Accepts an image only by its content: type from magic bytes, real dimensions from decoding it; what
     * is kept is the image encoded again (an icon as PNG), so nothing but the picture is served publicly.
     */
    async saveAsset(kind: SiteAssetKind, data: Buffer, actorId: number): Promise<void> {
      const rule = ASSET_RULES[kind];
      if (data.length === 0) throw fieldError('file', 'The file is empty.');
      if (data.length > SITE_ASSET_MAX_BYTES)
        throw new AppError(413, msg('errors.site.assetTooLarge', { kind, kb: SITE_ASSET_MAX_BYTES / 1024 }), {
          file: ['Too large'],
        });
      const type = sniffFileType(data);
      if (!type || !rule.mimes.includes(type.mime))
        throw new AppError(415, msg('errors.site.assetWrongType', { kind }), { file: [`Must be ${rule.label}`] });
      if (type.mime !== 'image/x-icon') {
        const meta = await sharp(data, { limitInputPixels: 4096 * 4096 })
          .metadata()
          .catch(() => null);
        if (!meta?.width || !meta.height)
          throw new AppError(415, msg('errors.site.assetUnreadable', { kind }), { file: ['Not a readable image'] });
        if (meta.width > rule.maxSide || meta.height > rule.maxSide) {
          throw fieldError(
            'file',
            msg('errors.site.assetTooBig', { kind, side: rule.maxSide, width: meta.width, height: meta.height }),
          );
        }
      }
      const clean = await rewriteUpload('file', data, type.mime);
      await db.transaction(async (tx) => {
        await tx
          .insert(siteAssets)
          .values({ kind, mime: clean.mime, data: clean.data, updatedAt: new Date() })
          .onConflictDoUpdate({
            target: siteAssets.kind,
            set: { mime: clean.mime, data: clean.data, updatedAt: new Date() },
          });
        // The configuration's updatedAt is what pages use to re-fetch the logo and favicon.
        await tx.update(siteSettings).set({ updatedAt: new Date() }).where(eq(siteSettings.id, 1));
        await recordEvent(tx, { actorId, action: `${kind}_uploaded`, entityType: 'site_assets', entityId: kind });
      });
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
