import { chromium } from 'playwright-core';
const BASE = 'http://localhost:3100';
const r = await fetch(`${BASE}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'admin', password: 'Admin@12345' }) });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [1366, 390]) {
  const pair = await (await fetch(`${BASE}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'admin', password: 'Admin@12345' }) })).json();
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await page.addInitScript((p) => { if (!sessionStorage.getItem('s')) { sessionStorage.setItem('token', p.token); sessionStorage.setItem('refreshToken', p.refreshToken); sessionStorage.setItem('s', '1'); } }, pair);
  await page.goto(BASE + '/backend/privacy/erasure');
  await page.getByLabel(/Mobile number/).fill('9876500003');
  await page.getByLabel(/Reason/).fill('Email from the applicant, 28-Nov-2026');
  await page.getByRole('button', { name: 'Find records' }).click();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/erasure-found-${width}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
