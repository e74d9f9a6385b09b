// The build's prerender step (decision 0048), run by scripts/build-web.mjs after Vite's client build.
//
// It builds web/prerender.tsx for Node (one file), then for each path it names: loads a fresh copy of it,
// renders the page, and writes <outDir>/prerendered/<path>.html (index.html for /): the app's index.html
// with the markup in #root, <html> marked with the default colour scheme and the script that corrects it,
// and links to the chunks and styles of what the page drew (its lazy route modules and lazy components),
// so they load beside the entry instead of after it. What a page draws of the business info (footer, brand, contact
// card) is drawn from tokens the server fills as it sends the page, with the info itself in a data block for the app's
// query cache (contract/site-text.ts, fillBusinessInfo), so no page waits for /api/business-info to draw it.
// The app's stylesheet does not hold up its first paint: the page carries the rules it needs inline and only
// preloads the stylesheet, which web/main.tsx applies (scripts/critical-css.mjs, decision 0066).
// The server sends these files for those paths (server/lib/prerendered.ts). It also adds to the app shell
// (<outDir>/index.html, every other page) links to the app's start and the signed-in shells. The module map
// comes from the client build (vite.config.ts, prerenderPlugin).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { criticalCss } from './critical-css.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PRERENDERED_DIR = 'prerendered';

/**
 * <outDir>/prerendered/… for a path and language: '/' → index.html, '/auth/login' → auth/login.html; Hindi's
 * beside English's, '/' → index.hi.html (decision 0075; server/lib/prerendered.ts reads them so).
 */
export function prerenderedFile(outDir, pathname, locale = 'en') {
  const name = pathname === '/' ? 'index' : pathname.slice(1);
  return path.join(outDir, PRERENDERED_DIR, locale === 'en' ? `${name}.html` : `${name}.${locale}.html`);
}

/** Decision 0075: a page's address in a language, English's without `lang` (web/i18n/initial.ts, localeAddress). */
const addressIn = (pathname, locale, defaultLocale) =>
  locale === defaultLocale ? pathname : `${pathname}?lang=${locale}`;

/**
 * An English page (no `lang` in its address) sends a visitor who chose another language, or whose browser puts one
 * first and who has not chosen, to that language's address before anything is drawn: web/i18n/initial.ts's
 * preferredLocale, in a few lines of plain script (the server allows it by its hash, like the colour scheme's).
 */
function languageScript(locales, defaultLocale) {
  const known = JSON.stringify(locales);
  return (
    '<script>(function(){try{var q=new URLSearchParams(location.search);if(q.has("lang"))return;' +
    `var k=${known},l=null;try{l=localStorage.getItem("lang")}catch(e){}if(k.indexOf(l)<0){l=null;` +
    'var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||""];' +
    'for(var i=0;i<n.length&&!l;i++){var t=String(n[i]).toLowerCase().split("-")[0];if(k.indexOf(t)>=0)l=t}}' +
    `if(l&&l!==${JSON.stringify(defaultLocale)}){q.set("lang",l);location.replace(location.pathname+"?"+q+location.hash)}` +
    '}catch(e){}})()</script>'
  );
}

/**
 * The faces a language's first paint draws with, preloaded so its text shows at once instead of after the stylesheet
 * has named them (Hindi: the cut of Noto Sans Devanagari's regular face, scripts/devanagari-fonts.ts; decision 0075).
 * The bold face is left to be fetched when drawn: on a slow line a second preload delays the page's largest text
 * more than a heading drawn a moment late in the bold.
 */
const FIRST_PAINT_FONTS = { hi: /^noto-sans-devanagari-devanagari-400-first-paint-.*\.woff2$/ };

function fontPreloads(outDir, locale) {
  const wanted = FIRST_PAINT_FONTS[locale];
  if (!wanted) return [];
  return fs
    .readdirSync(path.join(outDir, 'assets'))
    .filter((f) => wanted.test(f))
    .map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${f}">`);
}

/** Text made safe inside a double-quoted HTML attribute. */
const attr = (text) => String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A page's <html lang>, its other languages' addresses, and (not English) the messages it hydrates with. */
function languageParts(
  html,
  { pathname, locale, locales, defaultLocale, htmlLang, messages, description, fonts = [] },
) {
  const alternates = [
    ...locales.map(
      (l) => `<link rel="alternate" hreflang="${htmlLang[l]}" href="${addressIn(pathname, l, defaultLocale)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${pathname}">`,
  ];
  // A data block, not a script: JSON with '<' written \u003c so no text in it can close the element.
  const data =
    locale === defaultLocale
      ? ''
      : `<script type="application/json" id="page-messages">${JSON.stringify(messages).replace(/</g, '\\u003c')}</script>`;
  const head = [
    locale === defaultLocale ? languageScript(locales, defaultLocale) : '',
    ...fonts,
    ...alternates,
    data,
  ].filter(Boolean);
  const out = html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${htmlLang[locale]}"`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${attr(description)}"`,
    )
    .replace('</title>', () => `</title>\n    ${head.join('\n    ')}`);
  if (!out.includes(`<html lang="${htmlLang[locale]}"`)) throw new Error('index.html has no <html lang="…">');
  return out;
}

function buildRenderer() {
  // Inside the project, so the bundle's imports of packages resolve to its node_modules.
  const cache = path.join(root, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const out = fs.mkdtempSync(path.join(cache, 'pan-prerender-'));
  const r = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'web/prerender.tsx',
      '--outDir',
      out,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (r.status !== 0) throw new Error(`the prerender build failed (exit ${r.status})`);
  return { file: path.join(out, 'prerender.js'), dir: out };
}

/** The chunk of each lazily loaded module, then every chunk and stylesheet it imports, from Vite's manifest. */
function assetsOf(modules, { manifest, moduleMap }) {
  const byFile = new Map(Object.values(manifest).map((e) => [e.file, e]));
  const byKey = new Map(Object.entries(manifest));
  const scripts = new Set();
  const styles = new Set();
  const visit = (entry) => {
    if (!entry || scripts.has(entry.file)) return;
    scripts.add(entry.file);
    for (const css of entry.css ?? []) styles.add(css);
    for (const key of entry.imports ?? []) visit(byKey.get(key));
  };
  for (const m of modules) {
    const file = moduleMap[m];
    if (!file) throw new Error(`the client build has no chunk for ${m}`);
    visit(byFile.get(file));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;
/**
 * Decision 0066: a prerendered page's scripts and stylesheet are not needed for its first paint, so they load
 * at low priority. At the default (high) priority the browser, and Lighthouse's model of a slow phone, count
 * them among what the first paint waits for.
 */
const LATER = [
  ['<link rel="modulepreload" crossorigin ', '<link rel="modulepreload" fetchpriority="low" crossorigin '],
  ['<script type="module" crossorigin ', '<script type="module" fetchpriority="low" crossorigin '],
];
const loadLater = (html) => LATER.reduce((out, [from, to]) => out.replaceAll(from, to), html);

/**
 * Decision 0048 (addendum, issue 26): a prerendered page is whole without its scripts and the app's stylesheet, so the
 * page asks for them only once it has painted, from a few lines of inline script (allowed by its hash like the
 * others). Linked in <head>, they were on the wire with the fonts the first paint waits for, and a slow phone
 * (Lighthouse's model of one counts every file fetched before the largest paint) drew the page's text after them.
 * "Painted" is the first contentful paint (a Hindi page's text waits for its font, after the first frames), where
 * the browser reports it; else the first frame. A page opened in a background tab, which paints nothing until shown,
 * asks for them at once; at the latest they are asked for after 3 s.
 */
/** The data block in which the server names the app shell's page's own scripts (server/lib/route-preloads.ts). */
export const ROUTE_PRELOADS_ATTRIBUTE = 'data-route-preloads';
const DEFERRED = [/<link rel="modulepreload"[^>]*>/g, /<link rel="preload" as="style"[^>]*>/g];
/** How many of the deferred links the loader adds per task. */
const LOADER_BATCH = 8;
const ENTRY_SCRIPT = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;

function afterFirstPaint(html) {
  const links = DEFERRED.flatMap((pattern) => html.match(pattern) ?? []);
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('the page has no module script to defer');
  let out = html.replace(entry[0], '');
  for (const link of links) out = out.replace(link, '');
  out = out.replace(/\n\s*\n/g, '\n');
  const tags = JSON.stringify(links.map((l) => l.replace(' fetchpriority="low"', '')).join('')).replace(
    /</g,
    '\\u003c',
  );
  const loader =
    '<script>(function(){var done=false;function go(){if(done)return;done=true;' +
    `var t=document.createElement("template");t.innerHTML=${tags};var q=[].slice.call(t.content.childNodes);` +
    // The app shell's page's own scripts (server/lib/route-preloads.ts), named in a data block by the server.
    `var r=document.querySelector("script[${ROUTE_PRELOADS_ATTRIBUTE}]");if(r)JSON.parse(r.textContent).forEach(function(f){` +
    'var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f;q.push(l)});' +
    `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry[1])};q.push(s);` +
    // A few at a time, in order (the stylesheets' preloads before the start, which applies them): the ≈ 35 requests
    // of a signed-in page at once were one task of ≈ 70 ms on a budget phone (Lighthouse's, issue 29).
    `(function next(){q.splice(0,${LOADER_BATCH}).forEach(function(n){document.head.appendChild(n)});` +
    'if(q.length)setTimeout(next,0)})()}' +
    'function frame(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
    'if(document.visibilityState!=="visible")go();' +
    'else try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;' +
    'new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()})' +
    '.observe({type:"paint",buffered:true});setTimeout(go,3000)}catch(e){frame()}' +
    'document.addEventListener("visibilitychange",go,{once:true})})()</script>';
  if (!out.includes('</body>')) throw new Error('the page has no </body>');
  return out.replace('</body>', () => `${loader}\n  </body>`);
}

/**
 * Decision 0066: the stylesheets of the page become preloads, and what the markup needs of them an inline
 * <style> in their place, so the first paint waits for nothing but the document. web/main.tsx applies the
 * preloaded stylesheets without blocking the paint.
 */
function inlineCriticalCss(html, markup, outDir) {
  const files = [...html.matchAll(STYLESHEET)].map((m) => m[1]);
  if (!files.length) return html;
  // The theme's variables sit outside the markup and read some of the stylesheet's own (--mantine-color-gray-7).
  const reads = markup + (html.match(THEME_VARIABLES)?.[0] ?? '');
  const css = criticalCss(files.map((f) => fs.readFileSync(path.join(outDir, f), 'utf8')).join('\n'), reads);
  if (/<\/style/i.test(css)) throw new Error('the critical CSS would close its own <style> element');
  let first = true;
  return html.replace(STYLESHEET, (_, href) => {
    const preload = `<link rel="preload" as="style" fetchpriority="low" crossorigin href="/${href}">`;
    if (!first) return preload;
    first = false;
    return `<style data-critical>${css}</style>\n    ${preload}`;
  });
}

function page(template, { rendered, scripts, styles, colorSchemeScript, colorScheme, outDir, dataBlocks }) {
  // React puts the preloads it finds (the logo) first; they belong in <head>, outside what it hydrates.
  const hints = rendered.match(/^(?:<link [^>]*\/>)+/)?.[0] ?? '';
  const markup = rendered.slice(hints.length);
  const links = [...dataBlocks, ...(hints.match(/<link [^>]*\/>/g) ?? []), ...linksFor(template, { scripts, styles })];
  // Replacer functions: the markup is text, and a '$' in it must not be read as a replacement pattern.
  const html = template
    .replace(/<html([^>]*)>/, (_, attrs) => `<html${attrs} data-mantine-color-scheme="${colorScheme}">`)
    .replace('</title>', () => `</title>\n    ${colorSchemeScript}`)
    .replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
  if (!html.includes(markup)) throw new Error('index.html has no empty <div id="root"></div> to fill');
  return afterFirstPaint(loadLater(inlineCriticalCss(html, markup, outDir)));
}

/** The app's start (web/main.tsx imports it once the page is painted), linked by every page so it loads at once. */
const START = 'web/start.tsx';
/** What web/main.tsx evaluates before the start, a task each (issue 29): linked too, so it is not a second wave. */
const START_STAGES = ['web/start-libraries.ts'];
/**
 * The app shell serves every page that is not prerendered, nearly all of them in the signed-in areas: it also
 * links the shells' code, which would otherwise only be asked for once the router has started.
 */
const SHELL_EXTRAS = ['web/layouts/MerchantShell.tsx', 'web/layouts/BackendShell.tsx'];

/** The theme's CSS variables as Mantine draws them (web/prerender.tsx `themeVariablesStyle`). */
const THEME_VARIABLES = /<style data-mantine-styles="true">[\s\S]*?<\/style>/;

/**
 * Issue 29: the theme's variables once in the page, before #root: after every stylesheet of <head> (those the app
 * adds later included), as Mantine's own block inside the app was, so the theme still overrides Mantine's defaults.
 */
function withThemeVariables(html, style) {
  if (!THEME_VARIABLES.test(style) || style.replace(THEME_VARIABLES, '') !== '')
    throw new Error('the theme variables are not one <style data-mantine-styles="true"> element');
  if (!html.includes('<div id="root">')) throw new Error('index.html has no <div id="root">');
  return html.replace('<div id="root">', () => `${style}\n    <div id="root">`);
}

const CHARSET = '<meta charset="UTF-8" />';
/**
 * Issue 29: the app shell asks for a dashboard's first answers (web/api/early-answers.ts) as its <head> is read, while
 * the script it links is still on the wire. Right after the charset, so the calls leave before the scripts' own.
 */
function withEarlyAnswers(html, script) {
  if (!html.includes(CHARSET)) throw new Error(`index.html has no ${CHARSET}`);
  return html.replace(CHARSET, () => `${CHARSET}\n    <script>${script}</script>`);
}

/**
 * The app shell's frame (web/shell-frame, decision 0082) in #root, so a phone paints the portal's frame while the
 * signed-in area's code arrives; createRoot replaces it (web/app-placeholder.ts: its attribute says it is not a
 * prerendered page to hydrate). After #root, the pieces the frame may draw (inert templates) and the script that
 * draws them, which runs as the page is read, before its first paint. The colour scheme is set as on a prerendered
 * page, so the pieces' colours are the scheme's from the start.
 */
function withFrame(html, { placeholder, pieces, script }, colorSchemeScript, colorScheme) {
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  if (/<\/script/i.test(script)) throw new Error('the frame script would close its own <script> element');
  return html
    .replace(/<html([^>]*)>/, (_, attrs) => `<html${attrs} data-mantine-color-scheme="${colorScheme}">`)
    .replace('</title>', () => `</title>\n    ${colorSchemeScript}`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${placeholder}</div>\n    ${pieces}\n    <script>${script}</script>`,
    );
}

/** Links in <head> for these files, but for those the page already links. */
function linksFor(html, { scripts, styles }) {
  const linked = new Set([...html.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((m) => m[1]));
  return [
    ...styles.filter((f) => !linked.has(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...scripts.filter((f) => !linked.has(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ];
}

/** Issue 29: where the server finds, per signed-in address, the page's own scripts (server/lib/route-preloads.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
/** Decision 0083: where the server finds, per signed-in address, the page's heading for the shell's frame. */
export const PAGE_FRAMES_FILE = 'page-frames.json';
/** The signed-in areas' page files with a fixed address (a `[param]` page is left to the router). */
const isSignedInPage = (file) => {
  const segments = file.split('/');
  return (
    /^web\/pages\/(merchant|backend|kyc)\//.test(file) &&
    file.endsWith('.tsx') &&
    !file.endsWith('.test.tsx') &&
    !file.includes('[') &&
    !segments.slice(0, -1).some((s) => s === 'parts' || s.endsWith('-parts'))
  );
};

/** '/merchant' for web/pages/merchant/index.tsx, '/backend/actions/payments' for …/payments.tsx. */
export function pageAddress(file) {
  return file.slice('web/pages'.length, -'.tsx'.length).replace(/\/index$/, '');
}

/**
 * Issue 29: a signed-in page's own scripts, beyond what the app shell links, for the server to link in the app
 * shell it sends for that address, so they load in the first wave instead of once the router has run.
 */
export function routePreloads(moduleMap, manifest, shellHtml) {
  const linked = new Set([...shellHtml.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((m) => m[1]));
  const out = {};
  for (const file of Object.keys(moduleMap).sort()) {
    if (!isSignedInPage(file)) continue;
    const { scripts } = assetsOf([file], { manifest, moduleMap });
    const own = scripts.filter((f) => !linked.has(f));
    if (own.length) out[pageAddress(file)] = own;
  }
  return out;
}

export async function prerender(outDir) {
  const shellFile = path.join(outDir, 'index.html');
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const moduleMap = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/modules.json'), 'utf8'));
  const shell = fs.readFileSync(shellFile, 'utf8');
  const withLinks = (modules) => {
    const links = linksFor(shell, assetsOf(modules, { manifest, moduleMap }));
    return shell.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
  };
  const renderer = buildRenderer();
  try {
    const renderer0 = await import(pathToFileURL(renderer.file).href);
    const { PRERENDERED_PATHS, LOCALES, DEFAULT_LOCALE, HTML_LANG, themeVariablesStyle, earlyAnswers } = renderer0;
    const frame = renderer0.shellFrame();
    // Decision 0083: each signed-in page's heading, sent by the server with the shell for that address alone.
    const pageFrames = await renderer0.pageHeadings();
    // The template of the prerendered pages links the start; the app shell the signed-in shells as well. Both
    // carry the theme's variables, which the app no longer works out as it starts (web/providers.tsx).
    const template = withThemeVariables(withLinks([...START_STAGES, START]), themeVariablesStyle);
    // The shell's placeholder is styled inline: its stylesheets load beside the scripts, not before its first paint.
    const appShellLinked = inlineCriticalCss(
      withEarlyAnswers(
        withFrame(
          withThemeVariables(withLinks([...START_STAGES, START, ...SHELL_EXTRAS]), themeVariablesStyle),
          frame,
          renderer0.colorSchemeScript,
          renderer0.DEFAULT_COLOR_SCHEME,
        ),
        earlyAnswers,
      ),
      frame.placeholder + frame.pieces + Object.values(pageFrames).join(''),
      outDir,
    );
    // Decision 0082: the shell's frame is whole without its scripts too, so they are asked for once it has painted.
    const appShell = afterFirstPaint(appShellLinked);
    fs.writeFileSync(shellFile, appShell);
    fs.writeFileSync(
      path.join(outDir, ROUTE_PRELOADS_FILE),
      JSON.stringify(routePreloads(moduleMap, manifest, appShellLinked)),
    );
    fs.writeFileSync(path.join(outDir, PAGE_FRAMES_FILE), JSON.stringify(pageFrames));
    fs.rmSync(path.join(outDir, PRERENDERED_DIR), { recursive: true, force: true });
    const pages = PRERENDERED_PATHS.flatMap((pathname) => LOCALES.map((locale) => ({ pathname, locale })));
    for (const [i, { pathname, locale }] of pages.entries()) {
      // A fresh copy per page: React.lazy remembers what it loaded, and each page must report its own.
      const mod = await import(`${pathToFileURL(renderer.file).href}?page=${i}`);
      globalThis.__prerenderImports = new Set();
      const { html: rendered, messages, description } = await mod.renderPage(pathname, locale);
      const { scripts, styles } = assetsOf(globalThis.__prerenderImports, { manifest, moduleMap });
      const html = page(
        languageParts(template, {
          pathname,
          locale,
          locales: LOCALES,
          defaultLocale: DEFAULT_LOCALE,
          htmlLang: HTML_LANG,
          messages,
          description,
          fonts: fontPreloads(outDir, locale),
        }),
        {
          rendered,
          scripts,
          styles,
          colorSchemeScript: mod.colorSchemeScript,
          colorScheme: mod.DEFAULT_COLOR_SCHEME,
          outDir,
          dataBlocks: [mod.businessInfoBlock()],
        },
      );
      // Only tokens the server knows how to fill (a new one in a component needs its value in fillBusinessInfo).
      const unknown = mod.unknownTokens(html);
      if (unknown.length)
        throw new Error(`${pathname} (${locale}) has business info tokens the server cannot fill: ${unknown}`);
      const file = prerenderedFile(outDir, pathname, locale);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, html);
    }
    return PRERENDERED_PATHS;
  } finally {
    delete globalThis.__prerenderImports;
    fs.rmSync(renderer.dir, { recursive: true, force: true });
  }
}
