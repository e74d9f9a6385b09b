import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { env } from './env';

// Debian's Chromium as root in a container: no sandbox, no GPU, and nothing that phones home and slows start-up.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type E2EBrowser = {
  /** The file's one persistent context (its own profile folder, so its HTTP cache starts empty). */
  readonly context: BrowserContext;
  /** A new tab: sessionStorage is per tab, so every tab starts signed out. Closed after the test. */
  newPage(): Promise<Page>;
};

/**
 * One Chromium per spec file, launched in beforeAll and closed in afterAll; each test takes fresh tabs from
 * it. Launching is the slow part (≈1 s), a tab is cheap, and separate tabs keep sign-ins apart.
 */
export function useBrowser({
  serviceWorkers = 'block',
}: {
  /**
   * Decision 0079: only the spec about the installed app lets the service worker in. Elsewhere its precache
   * downloads after load would hold up 'networkidle' and add to what a first visit's figures count.
   */
  serviceWorkers?: 'allow' | 'block';
} = {}): E2EBrowser {
  let context: BrowserContext | undefined;
  let profileDir = '';
  const open: Page[] = [];

  beforeAll(async () => {
    profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pan-e2e-profile-'));
    context = await chromium.launchPersistentContext(profileDir, {
      // No baseURL: playwright-core 1.65 ignores it for persistent contexts, so specs pass url('/path').
      executablePath: env.chromium,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1280, height: 800 },
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
    });
    // Playwright's own serviceWorkers: 'block' answers register() with undefined and a console warning; a
    // browser without service workers is what the app already expects (web/pwa/register.ts does nothing).
    if (serviceWorkers === 'block')
      await context.addInitScript(() => void Reflect.deleteProperty(Navigator.prototype, 'serviceWorker'));
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(30_000);
    // The profile opens with a blank tab; closing it keeps "one tab per test" true.
    for (const p of context.pages()) await p.close();
  });

  afterEach(async (ctx) => {
    const pages = open.splice(0);
    // A failed test leaves a screenshot of each of its tabs (E2E_ARTIFACTS, default a temp folder) and
    // prints where each tab was and what it said, so a CI log explains the failure on its own.
    if (ctx.task.result?.state === 'fail') await keepEvidence(ctx.task.name, pages);
    await Promise.all(pages.map((p) => p.close().catch(() => undefined)));
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    if (profileDir) fs.rmSync(profileDir, { recursive: true, force: true });
  });

  return {
    get context() {
      if (!context) throw new Error('the browser is only there inside tests and hooks');
      return context;
    },
    async newPage() {
      if (!context) throw new Error('the browser is only there inside tests and hooks');
      const page = await context.newPage();
      open.push(page);
      // A crash in the app shows up as a missing element; printing it makes the failure explain itself.
      page.on('pageerror', (err) => console.warn(`[page error] ${page.url()}: ${err.message}`));
      page.on('console', (msg) => {
        // A 401 is how an expired token announces itself before the app refreshes it: expected, not news.
        if (msg.type() !== 'error' || /status of 401/.test(msg.text())) return;
        console.warn(`[console.error] ${page.url()}: ${msg.text()}`);
      });
      return page;
    },
  };
}

async function keepEvidence(testName: string, pages: Page[]): Promise<void> {
  const dir = process.env.E2E_ARTIFACTS || path.join(os.tmpdir(), 'pan-e2e-failures');
  fs.mkdirSync(dir, { recursive: true });
  const slug = testName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60);
  for (const [i, page] of pages.entries()) {
    if (page.isClosed()) continue;
    const file = path.join(dir, `${slug}-tab${i + 1}.png`);
    await page.screenshot({ path: file, fullPage: true, timeout: 5000 }).catch(() => undefined);
    const text = await page
      .locator('body')
      .innerText({ timeout: 2000 })
      .catch(() => '(no text)');
    console.warn(
      `[failed test] tab ${i + 1} at ${page.url()} (screenshot ${file}):\n${text.replace(/\n{2,}/g, '\n').slice(0, 1500)}`,
    );
  }
}

/** Waits until the tab's address has this path (client-side redirects included). */
export async function waitForPath(page: Page, pathname: string | RegExp, timeout = 15_000): Promise<void> {
  const matches = (u: URL) =>
    typeof pathname === 'string'
      ? u.pathname.replace(/\/$/, '') === pathname.replace(/\/$/, '')
      : pathname.test(u.pathname);
  try {
    await page.waitForURL(matches, { timeout, waitUntil: 'commit' });
  } catch {
    throw new Error(`expected the path ${String(pathname)}, but the tab is at ${page.url()}`);
  }
}

/**
 * A form control by its visible label. Mantine appends " *" to a required field's label (hidden from
 * assistive technology, but part of the label's text), so an exact getByLabel misses it; this allows it.
 * A regex anchored at both ends also keeps "Password" from matching a "Show password" toggle.
 */
export function field(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
}
