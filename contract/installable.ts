/**
 * Decision 0079: the installed app. The theme colour is the brand navy's shade the app draws buttons in
 * (web/theme.ts, primaryShade light 8), also in index.html's <meta name="theme-color">.
 */
export const THEME_COLOR = '#2c5299';
export const BACKGROUND_COLOR = '#ffffff';

export const MANIFEST_PATH = '/manifest.webmanifest';
export const SERVICE_WORKER_PATH = '/sw.js';

/** The home-screen icons, drawn from the site's logo (or the default mark) by the server. */
export const APP_ICONS = {
  'icon-192.png': { size: 192, purpose: 'any' },
  'icon-512.png': { size: 512, purpose: 'any' },
  // Android crops a maskable icon to its own shape: the picture keeps to the middle 80 % (the safe zone).
  'maskable-512.png': { size: 512, purpose: 'maskable' },
} as const;
export type AppIconName = keyof typeof APP_ICONS;
export const APP_ICON_NAMES = Object.keys(APP_ICONS) as AppIconName[];
export const appIconPath = (name: AppIconName) => `/api/app-icon/${name}`;

/**
 * Where the installed app opens: the sign-in page, which sends a signed-in user on to their role's home
 * (web/layouts/GuestOnly.tsx) and shows everyone else the form.
 */
export const START_URL = '/auth/login';
