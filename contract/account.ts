import { z } from 'zod';
import { LOCALES } from './i18n';
import { NewPassword } from './passwords';

/** docs/product.md#records-and-fields settings. */
export const Settings = z.object({
  twoFactorAuthentication: z.boolean(),
  loginNotification: z.boolean(),
  activityTracking: z.boolean(),
  /** SPEC §2.6's settings, plus the portal's language (decision 0075); null until the user chooses one. */
  language: z.enum(LOCALES).nullable(),
});
export type Settings = z.infer<typeof Settings>;

/** docs/product.md#calls update-setting: prop and value, the value sent as a string. */
export const UpdateSetting = z
  .object({
    prop: z.enum(['twoFactorAuthentication', 'loginNotification', 'activityTracking', 'language'], {
      message: 'Unknown setting',
    }),
    value: z.enum(['true', 'false', ...LOCALES], { message: 'Send "true" or "false"' }),
  })
  .superRefine((v, ctx) => {
    const language = v.prop === 'language';
    if (language !== (LOCALES as readonly string[]).includes(v.value))
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: language ? 'Choose English or Hindi' : 'Send "true" or "false"',
      });
  });

export const ActivityItem = z.object({
  action: z.string(),
  at: z.string(),
  ip: z.string().nullable(),
  remark: z.string().nullable(),
});
export const Activity = z.object({ enabled: z.boolean(), items: z.array(ActivityItem) });

export const Profile = z.object({
  code: z.string(),
  displayName: z.string(),
  userName: z.string(),
  role: z.string(),
  kind: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  hasPhoto: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  shop: z
    .object({
      shopName: z.string(),
      address: z.string(),
      district: z.string(),
      state: z.string(),
      pin: z.string(),
      packageName: z.string().nullable(),
      idTypeName: z.string().nullable(),
    })
    .nullable(),
});
export type Profile = z.infer<typeof Profile>;

export const ChangePassword = z.object({
  currentPassword: z.string().min(1, 'Required'),
  newPassword: NewPassword,
});

export const ForgotUsername = z.object({ emailid: z.email('Enter a valid email address') });
export const ForgotUsernameQuery = z.object({ captcha: z.string().trim().min(1, 'Required').max(20) });

export const ResetRequest = z.object({
  login: z.string().trim().min(1, 'Required').max(120),
  captcha: z.string().trim().min(1, 'Required').max(20),
});
export const ResetPassword = z.object({
  token: z.string().min(20, 'This link is not valid').max(200),
  password: NewPassword,
});

export const TwoFactorChallenge = z.object({
  twoFactorRequired: z.literal(true),
  challengeId: z.string(),
  message: z.string(),
});
export const VerifyLoginCode = z.object({
  challengeId: z.uuid('This sign-in has expired; start again'),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

export const Message = z.object({ message: z.string() });

/** A user as the back office sees it (all-users, user/{id}). */
export const UserDetail = z.object({
  id: z.number(),
  code: z.string(),
  userName: z.string(),
  displayName: z.string(),
  role: z.string(),
  kind: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  active: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  kycStatus: z.string().nullable(),
  activeSessions: z.number(),
  parent: z.object({ id: z.number(), code: z.string(), displayName: z.string() }).nullable(),
  canManage: z.boolean(),
});
export type UserDetail = z.infer<typeof UserDetail>;

export const SetActive = z.object({ active: z.boolean({ message: 'Send true or false' }) });

/** Back-office staff account, created and edited by the admin. */
export const StaffInput = z.object({
  displayName: z.string().trim().min(2, 'At least 2 characters').max(80, 'At most 80 characters'),
  email: z.email('Enter a valid email address').max(120),
  mobile: z
    .string()
    .trim()
    .regex(/^[6-9]\d{9}$/, 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9'),
});
export const NewStaff = StaffInput.extend({
  userName: z
    .string()
    .trim()
    .min(3, 'At least 3 characters')
    .max(50, 'At most 50 characters')
    .regex(/^[A-Za-z0-9._@-]+$/, 'Letters, digits and . _ @ - only'),
  password: NewPassword,
});

export const MerchantDetail = z.object({
  user: UserDetail,
  shop: z
    .object({ shopName: z.string(), address: z.string(), district: z.string(), state: z.string(), pin: z.string() })
    .nullable(),
  packageName: z.string().nullable(),
  idTypeName: z.string().nullable(),
  balance: z.number(),
  members: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      displayName: z.string(),
      kind: z.string(),
      active: z.boolean(),
      kycStatus: z.string(),
    }),
  ),
});
export type MerchantDetail = z.infer<typeof MerchantDetail>;
