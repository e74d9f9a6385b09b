import sharp from 'sharp';
import type { Locale } from '../../../contract/i18n';
import {
  APP_ICONS,
  APP_ICON_NAMES,
  appIconPath,
  BACKGROUND_COLOR,
  START_URL,
  THEME_COLOR,
  type AppIconName,
} from '../../../contract/installable';
import type { WebAppManifest } from '../../../contract/installable-manifest';
import { translate } from '../../lib/i18n';
import { MARK_SVG } from '../site/default-assets';
import type { createSiteService } from '../site/service';

type SiteService = ReturnType<typeof createSiteService>;

/** A launcher shows about a dozen characters under the icon; a longer name is cut at a word. */
function shortName(name: string): string {
  if (name.length <= 12) return name;
  // As many whole words as fit ("PAN Seva" of "PAN Seva Kendra Services"); a first word too long is cut.
  let out = '';
  for (const word of name.split(/\s+/)) {
    const next = out ? `${out} ${word}` : word;
    if (next.length > 12) break;
    out = next;
  }
  return out || name.slice(0, 12);
}

/**
 * Decision 0079: the installed app's manifest and icons, from the business info and the logo the admin set
 * (Data Setup › Site configuration), so a renamed business or a new logo reaches the phones without a build.
 */
export function createInstallableService(site: SiteService) {
  // Keyed by the logo's version: drawing a 512 px icon costs tens of milliseconds, asked for by every phone.
  const icons = new Map<string, Promise<Buffer>>();

  async function logoSource(): Promise<{ version: string; image: Buffer }> {
    const logo = await site.asset('logo');
    return logo
      ? { version: String(logo.updatedAt.getTime()), image: logo.data }
      : { version: 'default', image: Buffer.from(MARK_SVG) };
  }

  function draw(image: Buffer, name: AppIconName): Promise<Buffer> {
    const { size, purpose } = APP_ICONS[name];
    // A maskable icon is cropped to a circle or squircle: the logo keeps to the safe zone on the theme colour.
    const inner = purpose === 'maskable' ? Math.round(size * 0.7) : size;
    const background = purpose === 'maskable' ? THEME_COLOR : { r: 255, g: 255, b: 255, alpha: 0 };
    return sharp(image, { density: 300, limitInputPixels: 4096 * 4096 })
      .resize(inner, inner, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
      .png()
      .toBuffer()
      .then((picture) =>
        sharp({ create: { width: size, height: size, channels: 4, background } })
          .composite([{ input: picture, gravity: 'centre' }])
          .png()
          .toBuffer(),
      );
  }

  return {
    async manifest(locale: Locale): Promise<WebAppManifest> {
      const { businessName } = await site.businessInfo();
      return {
        id: '/',
        name: businessName,
        short_name: shortName(businessName),
        description: translate(locale, 'installable.manifest.description'),
        lang: locale === 'hi' ? 'hi-IN' : 'en-IN',
        start_url: START_URL,
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: APP_ICON_NAMES.map((n) => ({
          src: appIconPath(n),
          sizes: `${APP_ICONS[n].size}x${APP_ICONS[n].size}`,
          type: 'image/png' as const,
          purpose: APP_ICONS[n].purpose,
        })),
      };
    },

    /** The icon and the logo version it was drawn from (its ETag). */
    async icon(name: AppIconName): Promise<{ version: string; png: Buffer }> {
      const { version, image } = await logoSource();
      const key = `${version}:${name}`;
      let png = icons.get(key);
      if (!png) {
        // Only the current logo's icons are kept.
        for (const k of icons.keys()) if (!k.startsWith(`${version}:`)) icons.delete(k);
        png = draw(image, name);
        icons.set(key, png);
        png.catch(() => icons.delete(key));
      }
      return { version, png: await png };
    },
  };
}
