import { LANGUAGE_NAMES, LOCALES, type Locale, type MessageId } from '../../../contract/i18n';
import { formatDateTime as formatWhen } from '../../../contract/format';
import type { Translate } from '../../i18n/account';

const ACTIONS: Record<string, MessageId> = {
  login: 'account.activity.login',
  login_failed: 'account.activity.loginFailed',
  logout: 'account.activity.logout',
  session_revoked: 'account.activity.sessionRevoked',
  password_changed: 'account.activity.passwordChanged',
  password_reset_requested: 'account.activity.passwordResetRequested',
  password_reset: 'account.activity.passwordReset',
  photo_changed: 'account.activity.photoChanged',
  setting_changed: 'account.activity.settingChanged',
  kyc_submitted: 'account.activity.kycSubmitted',
  kyc_approved: 'account.activity.kycApproved',
  kyc_rejected: 'account.activity.kycRejected',
  registration_approved: 'account.activity.registrationApproved',
  registration_rejected: 'account.activity.registrationRejected',
  user_activated: 'account.activity.userActivated',
  user_deactivated: 'account.activity.userDeactivated',
  staff_created: 'account.activity.staffCreated',
  staff_updated: 'account.activity.staffUpdated',
  staff_permissions_set: 'account.activity.staffPermissionsSet',
  staff_password_set: 'account.activity.staffPasswordSet',
  member_created: 'account.activity.memberCreated',
  smtp_settings_updated: 'account.activity.smtpSettingsUpdated',
  site_configuration_updated: 'account.activity.siteConfigurationUpdated',
  logo_uploaded: 'account.activity.logoUploaded',
  favicon_uploaded: 'account.activity.faviconUploaded',
  backlog_imported: 'account.activity.backlogImported',
  backlog_ack_attached: 'account.activity.backlogAckAttached',
};

export const SETTING_LABELS: Record<string, MessageId> = {
  twoFactorAuthentication: 'account.settings.twoFactor',
  loginNotification: 'account.settings.loginNotification',
  activityTracking: 'account.settings.activityTracking',
};

/** "setting_changed" + "activityTracking: on" → "Turned activity tracking on"; unknown codes read as words. */
export function describeActivity(action: string, remark: string | null, t: Translate): string {
  if (action === 'setting_changed' && remark) {
    const lang = /^language:\s*(\w+)$/.exec(remark.trim());
    const chosen = lang && LOCALES.find((l) => l === lang[1]);
    if (chosen) return t('account.activity.languageChosen', { language: LANGUAGE_NAMES[chosen] });
    const m = /^(\w+):\s*(on|off)$/.exec(remark.trim());
    if (m && SETTING_LABELS[m[1]]) {
      const setting = t(SETTING_LABELS[m[1]]).toLowerCase();
      return t(m[2] === 'on' ? 'account.activity.turnedOn' : 'account.activity.turnedOff', { setting });
    }
  }
  const known = ACTIONS[action];
  if (known) return t(known);
  const words = action.replace(/[_.-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : action;
}

/** docs/product.md#formats-and-constants date with the time (dd-Mon-yyyy HH:mm, contract/format), or '' for none. */
export function formatDateTime(value: string | null | undefined, locale?: Locale): string {
  return value ? formatWhen(value, locale) : '';
}
