import { VitePWA } from 'vite-plugin-pwa';

/**
 * Decision 0079: the service worker that makes every later visit fast. Workbox writes it from the build
 * (generateSW): the app is all build output, so there is no hand-written worker to keep in step with it.
 *
 * - Precached: the app shell (index.html) and every JS, CSS and font file (the catalogues are JS chunks).
 *   Not the .gz/.br copies (the server picks the encoding itself), not the prerendered pages (they carry
 *   business info and their own CSP hashes: they always come from the server), not Vite's manifests.
 * - The signed-in areas open from the cached shell; every other page (the prerendered public and sign-in
 *   pages) comes from the network and only falls back to the shell when the network is gone.
 * - /api/ has no route at all: the worker never answers it, never holds an answer, never sees a download or
 *   an upload or the bell's stream.
 * - registerType 'prompt': a new worker waits until the agent presses Reload (web/pwa/), never mid-form.
 */
export function installableApp() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    // web/pwa/register.ts registers it with workbox-window once the page has loaded.
    injectRegister: false,
    // The server draws the manifest from the business info (server/modules/installable).
    manifest: false,
    filename: 'sw.js',
    workbox: {
      // One file to serve (server/app.ts): the Workbox runtime inside sw.js rather than beside it.
      inlineWorkboxRuntime: true,
      globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}'],
      globIgnores: ['**/*.gz', '**/*.br', '**/*.map', 'prerendered/**', '.vite/**'],
      // Content-hashed names: the hash already tells a new file from an old one.
      dontCacheBustURLsMatching: /^assets\//,
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      navigateFallback: 'index.html',
      navigateFallbackAllowlist: [/^\/(merchant|backend|kyc)(\/|$)/],
      navigateFallbackDenylist: [/^\/api\//],
      runtimeCaching: [
        {
          // The public and sign-in pages: always the server's, the shell only when offline.
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'index.html' } },
        },
      ],
    },
  });
}
