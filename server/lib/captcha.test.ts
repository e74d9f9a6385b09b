import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../test/app';
import { checkCaptcha } from './captcha';
import { CAPTCHA_CHARS, CAPTCHA_HEIGHT, CAPTCHA_WIDTH, randomCaptchaText, renderCaptcha } from './captcha-image';

// Decision 0046: a raster picture, different every time, with no outlines or text to read back.

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const FIXED = 'kx7pq4';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_FIXED_ANSWER: FIXED });
});
afterAll(() => t.close());

const newCaptcha = () => t.app.inject({ method: 'POST', url: '/api/captcha' });

describe('the captcha picture', () => {
  it('is a PNG of the expected size, not cached, with its id only in an http-only cookie', async () => {
    const res = await newCaptcha();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 8)).toEqual(PNG_MAGIC);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    const cookie = res.cookies.find((c) => c.name === 'captcha_id')!;
    expect(cookie.httpOnly).toBe(true);
  });

  it('carries neither the answer nor any vector outline', async () => {
    const res = await newCaptcha();
    const body = res.rawPayload.toString('latin1').toLowerCase();
    expect(body).not.toContain(FIXED);
    expect(body).not.toMatch(/<svg|<path|\sd="m/);
    expect(JSON.stringify(res.headers).toLowerCase()).not.toContain(FIXED);
  });

  it('draws the same text differently every time', async () => {
    const [a, b] = await Promise.all([newCaptcha(), newCaptcha()]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(false);
    const [x, y] = await Promise.all([renderCaptcha('ABCDE'), renderCaptcha('ABCDE')]);
    const [px, py] = await Promise.all([x, y].map((png) => sharp(png).raw().toBuffer()));
    // Not a few pixels of noise: a large share of the picture differs.
    let differing = 0;
    for (let i = 0; i < px.length; i += 3)
      if (Math.abs(px[i] - py[i]) + Math.abs(px[i + 1] - py[i + 1]) + Math.abs(px[i + 2] - py[i + 2]) > 90) differing++;
    expect(differing / (px.length / 3)).toBeGreaterThan(0.1);
  });

  it('shows ink over a light background, beyond the speckles', async () => {
    // A median filter removes lone speckles; what stays dark is text and clutter.
    const px = await sharp(await renderCaptcha('HXKRW'))
      .median(3)
      .greyscale()
      .raw()
      .toBuffer();
    const dark = px.filter((v) => v < 140).length / px.length;
    expect(dark).toBeGreaterThan(0.04);
    expect(dark).toBeLessThan(0.5);
  });

  it('uses no look-alike characters', () => {
    const seen = new Set([...Array.from({ length: 400 }, () => randomCaptchaText()).join('')]);
    for (const ch of '0oO1ilI') expect(seen.has(ch)).toBe(false);
    expect([...seen].every((ch) => CAPTCHA_CHARS.includes(ch))).toBe(true);
  });

  it('accepts the fixed test answer once, in any case', async () => {
    const id = (await newCaptcha()).cookies.find((c) => c.name === 'captcha_id')!.value;
    expect(await checkCaptcha(t.database.db, id, FIXED.toUpperCase())).toBe(true);
    expect(await checkCaptcha(t.database.db, id, FIXED)).toBe(false);
  });
});
