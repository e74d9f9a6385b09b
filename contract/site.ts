import { z } from 'zod';

const pin = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'PIN must be 6 digits');
const phone = z
  .string()
  .trim()
  .regex(/^[0-9+\-\s()]{6,20}$/, 'Enter a valid phone number');

/** docs/product.md#records-and-fields business info: shown in the footer and on /contact. */
export const BusinessInfo = z.object({
  businessName: z.string().trim().min(2, 'At least 2 characters').max(120, 'At most 120 characters'),
  add1: z.string().trim().min(1, 'Required').max(120, 'At most 120 characters'),
  add2: z.string().trim().max(120, 'At most 120 characters'),
  add3: z.string().trim().max(120, 'At most 120 characters'),
  district: z.string().trim().min(1, 'Required').max(60, 'At most 60 characters'),
  pin,
  state: z.string().trim().min(1, 'Required').max(60, 'At most 60 characters'),
  contactNo: phone,
  emailId: z.email('Enter a valid email address').max(120),
});
export type BusinessInfo = z.infer<typeof BusinessInfo>;

/** docs/product.md#records-and-fields live chat config. api is null when no chat is configured. */
export const ChatConfig = z.object({ api: z.string().nullable() });
export type ChatConfig = z.infer<typeof ChatConfig>;

export const chatUrl = z
  .string()
  .trim()
  .max(300, 'At most 300 characters')
  .refine(
    (v) => v === '' || /^https:\/\/[^\s]+$/.test(v),
    'Enter an https:// address, or leave empty to turn chat off',
  );

/** Where a UTI PSA signs in on UTIITSL's portal: shown to a shop with its PSA login id. */
export const UTI_PSA_PORTAL_DEFAULT = 'https://www.psaonline.utiitsl.com/psaonline/';
export const utiPsaPortalUrl = z
  .string()
  .trim()
  .max(300, 'At most 300 characters')
  .regex(
    /^https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i,
    'Enter an https:// address, e.g. https://www.psaonline.utiitsl.com/psaonline/',
  );

export const SiteConfiguration = BusinessInfo.extend({
  chatUrl,
  // Optional in a save (left as it is when not sent), so a client that predates it keeps working.
  utiPsaPortalUrl: utiPsaPortalUrl.optional(),
});
export type SiteConfiguration = z.infer<typeof SiteConfiguration>;

export const SiteConfigurationView = SiteConfiguration.extend({
  utiPsaPortalUrl: z.string(),
  hasLogo: z.boolean(),
  hasFavicon: z.boolean(),
  updatedAt: z.string(),
});
export type SiteConfigurationView = z.infer<typeof SiteConfigurationView>;

export const SITE_ASSET_KINDS = ['logo', 'favicon'] as const;
export type SiteAssetKind = (typeof SITE_ASSET_KINDS)[number];
/** Largest accepted logo or favicon file, in bytes. */
export const SITE_ASSET_MAX_BYTES = 512 * 1024;

// The business info's texts (addressLines, copyrightLine, telHref) live apart, without zod: contract/site-text.ts.
export { addressLines, copyrightLine, telHref } from './site-text';
