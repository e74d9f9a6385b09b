/** A user's own account as the server answers it, shared by the account screens' tests. */
export const SETTINGS = {
  twoFactorAuthentication: false,
  loginNotification: true,
  activityTracking: true,
  language: null,
};

export const PROFILE = {
  code: 'M00012',
  displayName: 'Ravi Sharma',
  userName: 'merchant1',
  role: 'merchant',
  kind: 'owner',
  email: 'ravi@example.com',
  mobile: null,
  hasPhoto: false,
  lastLoginAt: null,
  createdAt: '2026-11-01T04:30:00.000Z',
  shop: {
    shopName: 'Sharma Digital Seva Kendra',
    address: 'Shop 4, Station Road',
    district: 'Pune',
    state: 'Maharashtra',
    pin: '411001',
    packageName: null,
    idTypeName: 'NSDL PAN ID',
  },
};

/** Two entries of the user's trail: turning activity tracking on, and a sign-in. */
export const ACTIVITY = {
  enabled: true,
  items: [
    { action: 'setting_changed', at: '2026-11-21T06:40:00.000Z', ip: '10.0.0.7', remark: 'activityTracking: on' },
    { action: 'login', at: '2026-11-21T06:35:00.000Z', ip: '10.0.0.7', remark: null },
  ],
};
