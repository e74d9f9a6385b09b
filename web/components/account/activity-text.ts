import { formatDateTime as formatWhen } from '../../../contract/format';

const ACTIONS: Record<string, string> = {
  login: 'Signed in',
  login_failed: 'Failed sign-in attempt',
  logout: 'Signed out',
  session_revoked: 'Session ended for safety',
  password_changed: 'Changed password',
  password_reset_requested: 'Asked for a password reset link',
  password_reset: 'Reset password with an emailed link',
  photo_changed: 'Changed profile photo',
  setting_changed: 'Changed a setting',
  kyc_submitted: 'Submitted KYC',
  kyc_approved: 'Approved a KYC',
  kyc_rejected: 'Rejected a KYC',
  registration_approved: 'Approved a registration',
  registration_rejected: 'Rejected a registration',
  user_activated: 'Activated a user',
  user_deactivated: 'Deactivated a user',
  staff_created: 'Added a staff member',
  staff_updated: 'Updated a staff member',
  staff_permissions_set: 'Set the services a staff member may work on',
  staff_password_set: 'Set a staff member’s password',
  member_created: 'Added a franchise member',
  smtp_settings_updated: 'Updated the email (SMTP) settings',
  site_configuration_updated: 'Updated the site configuration',
  logo_uploaded: 'Uploaded a new logo',
  favicon_uploaded: 'Uploaded a new favicon',
  backlog_imported: 'Imported backlog PAN records',
  backlog_ack_attached: 'Attached an acknowledgement to a backlog record',
};

export const SETTING_LABELS: Record<string, string> = {
  twoFactorAuthentication: 'Two-factor authentication',
  loginNotification: 'Login notifications',
  activityTracking: 'Activity tracking',
};

/** "setting_changed" + "activityTracking: on" → "Turned activity tracking on"; unknown codes read as words. */
export function describeActivity(action: string, remark: string | null): string {
  if (action === 'setting_changed' && remark) {
    const m = /^(\w+):\s*(on|off)$/.exec(remark.trim());
    if (m && SETTING_LABELS[m[1]]) return `Turned ${SETTING_LABELS[m[1]].toLowerCase()} ${m[2]}`;
  }
  const known = ACTIONS[action];
  if (known) return known;
  const words = action.replace(/[_.-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : action;
}

/** docs/product.md#formats-and-constants date with the time (dd-Mon-yyyy HH:mm, contract/format), or '' for none. */
export function formatDateTime(value: string | null | undefined): string {
  return value ? formatWhen(value) : '';
}
