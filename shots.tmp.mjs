import { chromium } from 'playwright-core';
const BASE = 'http://localhost:3100';
const login = async (userName, password) => {
  const r = await fetch(`${BASE}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName, password }) });
  return r.json();
};
const who = { admin: ['admin', 'Admin@12345'], staff: ['staff1', 'Staff@12345'], merchant: ['merchant1', 'Merchant@12345'] };
const api = async (pair, method, path, body) => {
  const r = await fetch(`${BASE}${path}`, { method, headers: { authorization: `Bearer ${pair.token}`, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
  return r.json();
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function shot(role, path, name, act) {
  for (const width of [1366, 390]) {
    const pair = await login(...who[role]);
    const ctx = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
    const page = await ctx.newPage();
    await page.addInitScript((p) => { if (!sessionStorage.getItem('s')) { sessionStorage.setItem('token', p.token); sessionStorage.setItem('refreshToken', p.refreshToken); sessionStorage.setItem('s', '1'); } }, pair);
    await page.goto(BASE + path);
    await page.waitForTimeout(2500);
    if (act) await act(page, width);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
    await ctx.close();
  }
}
const staffPair = await login(...who.staff);
const psa = await api(staffPair, 'POST', '/api/backend/actions/uti-pan/psa/lists/all', { filters: [], search: '', length: 10, start: 0, sorts: [] });
console.log(JSON.stringify(psa).slice(0, 300));
const psaId = psa.data?.[0]?.id;
await shot('staff', `/backend/actions/uti-pan/psa-list/${psaId}`, 'psa-review', async (page) => {
  await page.getByRole('button', { name: 'Show the full Aadhaar number' }).click();
  await page.getByRole('textbox', { name: 'Why do you need it?' }).fill('Keying it into UTIITSL');
  await page.getByRole('button', { name: 'Show for one minute' }).click();
  await page.waitForTimeout(1000);
});
await shot('admin', '/backend/privacy/access-log', 'access-log');
await shot('admin', '/backend/privacy/retention', 'retention');
await shot('admin', '/backend/privacy/erasure', 'erasure', async (page) => {
  await page.getByRole('textbox', { name: /mobile|number|value/i }).first().fill('9822012345').catch(() => {});
});
await shot('merchant', '/merchant/product/Banking/credit-card', 'card-apply', async (page) => {
  await page.getByRole('button', { name: /Read the notice/ }).click().catch(() => {});
});
await browser.close();
