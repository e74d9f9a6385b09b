// node .tmp-s25/shot.mjs <base> <path> <out-prefix> <user> <password>
import { chromium } from 'playwright-core';
const [base, path, out, userName, password] = process.argv.slice(2);
const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName, password }) });
const j = await login.json();
if (!j.token) throw new Error(JSON.stringify(j));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const lang of ['en', 'hi']) {
  for (const width of [1366, 390]) {
    const ctx = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, deviceScaleFactor: 1, isMobile: width < 500, hasTouch: width < 500 });
    const page = await ctx.newPage();
    await page.addInitScript(([t, r, l]) => { sessionStorage.setItem('token', t); sessionStorage.setItem('refreshToken', r); localStorage.setItem('lang', l); }, [j.token, j.refreshToken, lang]);
    await page.goto(base + path, { waitUntil: 'load' }); if (process.env.WAIT) await page.locator(process.env.WAIT).first().waitFor({ timeout: 20000 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}-${lang}-${width}.png`, fullPage: process.env.FULL === '1' });
    if (process.env.SCROLL) { await page.locator(process.env.SCROLL).first().scrollIntoViewIfNeeded(); await page.waitForTimeout(300); await page.screenshot({ path: `${out}-${lang}-${width}-b.png` }); }
    await ctx.close();
  }
}
await browser.close();
