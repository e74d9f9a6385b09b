import { z } from 'zod';
import { NewPassword } from './passwords';

/** SPEC §3 settings. */
export const Settings = z.object({
  twoFactorAuthentication: z.boolean(),
  loginNotification: z.boolean(),
  activityTracking: z.boolean(),
});
export type Settings = z.infer<typeof Settings>;

/** SPEC §7 update-setting: prop and value, the value sent as a string. */
export const UpdateSetting = z.object({
  prop: z.enum(['twoFactorAuthentication', 'loginNotification', 'activityTracking'], { message: 'Unknown setting' }),
  value: z.enum(['true', 'false'], { message: 'Send "true" or "false"' }),
});

export const ActivityItem = z.object({ action: z.string(), at: z.string(), ip: z.string().nullable(), remark: z.string().nullable() });
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
    .object({ shopName: z.string(), address: z.string(), district: z.string(), state: z.string(), pin: z.string(), packageName: z.string().nullable(), idTypeName: z.string().nullable() })
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
export const ResetPassword = z.object({ token: z.string().min(20, 'This link is not valid').max(200), password: NewPassword });

export const TwoFactorChallenge = z.object({ twoFactorRequired: z.literal(true), challengeId: z.string(), message: z.string() });
export const VerifyLoginCode = z.object({ challengeId: z.uuid('This sign-in has expired; start again'), code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code') });

export const Message = z.object({ message: z.string() });
