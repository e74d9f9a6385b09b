import { z } from 'zod';
import { MERCHANT_KINDS, ROLES } from './roles';
import { StaffServiceSchema } from './staff-permissions';
import { LOCALES } from './i18n';

export const LoginRequest = z.object({
  userName: z.string().trim().min(1, 'Required').max(100, 'At most 100 characters'),
  password: z.string().min(1, 'Required').max(200, 'At most 200 characters'),
  /** The answer to the captcha image from POST /api/captcha; needed after 3 failed attempts. */
  captcha: z.string().trim().max(20).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const TokenPair = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** At sign-in: the language the user chose in their settings, so a new device speaks it at once (decision 0075). */
  language: z.enum(LOCALES).nullable().optional(),
});
export type TokenPair = z.infer<typeof TokenPair>;

export const RefreshRequest = z.object({
  token: z.string().min(1, 'Required'),
  refreshToken: z.string().min(1, 'Required'),
});
export type RefreshRequest = z.infer<typeof RefreshRequest>;

/** Claims of the access token (docs/product.md#records-and-fields session user: name, sub = code, role). */
export const AccessClaims = z.object({
  name: z.string(),
  sub: z.string(),
  role: z.enum(ROLES),
  kind: z.enum(MERCHANT_KINDS).optional(),
  sid: z.string(),
});
export type AccessClaims = z.infer<typeof AccessClaims>;

export const Me = z.object({
  code: z.string(),
  displayName: z.string(),
  role: z.enum(ROLES),
  kind: z.enum(MERCHANT_KINDS).nullable(),
  userName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  hasPhoto: z.boolean(),
  /**
   * The services a merchant's staff account may work on (its owner's ticks), so its menu offers only
   * those; null for every other account, which works on all of its own.
   */
  services: z.array(StaffServiceSchema).nullable(),
});
export type Me = z.infer<typeof Me>;

export const LOGIN_FAILURES_BEFORE_CAPTCHA = 3;
