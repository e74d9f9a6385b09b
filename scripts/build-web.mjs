// Builds the web app when its sources are newer than the last build: Vite's build, the prerendered pages
// (scripts/prerender.mjs, decision 0048), then .gz and .br beside each file so the server can send them
// precompressed.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { prerender } from './prerender.mjs';
import { addStaticRoutes } from './sw-static-routes.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(root, 'dist');
const stamp = path.join(dist, 'index.html');
const sources = [
  'web',
  'contract',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/prerender.mjs',
  'scripts/sw-static-routes.mjs',
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of fs.readdirSync(p)) {
    if (e === 'node_modules' || e.endsWith('.test.ts') || e.endsWith('.test.tsx')) continue;
    max = Math.max(max, newestMtime(path.join(p, e)));
  }
  return max;
}

export async function buildWeb({ force = false } = {}) {
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  const changed = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (!force && built > changed) return false;
  console.log('Building the web app…');
  await buildWebInto(dist);
  // Touch the stamp last so a failed compression pass rebuilds next time.
  const now = new Date();
  fs.utimesSync(stamp, now, now);
  return true;
}

/**
 * The whole build into outDir: Vite, then the prerendered pages, then the compressed copies. The browser
 * tests and the Lighthouse bench build into a temporary folder with this, so they test what `npm start` serves.
 */
export async function buildWebInto(outDir, { brotli = true } = {}) {
  const r = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (r.status !== 0) throw new Error(`vite build failed (exit ${r.status})`);
  await prerender(outDir);
  addStaticRoutes(outDir);
  const prerendered = path.join(outDir, 'prerendered') + path.sep;
  for (const file of walk(outDir)) {
    if (!/\.(js|css|html|svg|json|txt|map)$/.test(file)) continue;
    // The server compresses a prerendered page once it has filled in the business info (server/lib/prerendered.ts).
    if (file.startsWith(prerendered)) continue;
    const data = fs.readFileSync(file);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    if (brotli) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data));
  }
  return outDir;
}

function* walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else yield p;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  await buildWeb({ force: process.argv.includes('--force') });
}
