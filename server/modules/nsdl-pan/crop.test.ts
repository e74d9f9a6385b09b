import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CROP_SPECS } from '../../../contract/nsdl-pan';
import { AppError } from '../../lib/errors';
import { cropImage } from './crop';

/** A scanned page made of random pixels, so JPEG has little to gain and the size limit is really tested. */
async function noisyPage(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.random() * 256) | 0;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

describe('cropImage', () => {
  it.each(['photo', 'signature'] as const)(
    'makes a %s of the exact size, within its byte limit, at 200 dpi in colour',
    async (kind) => {
      const spec = CROP_SPECS[kind];
      const page = await noisyPage(1200, 1600);
      // A box about the size of the target, so the noise survives the resize.
      const box = { x: 300, y: 400, width: spec.width + 20, height: spec.height + 20 };
      const out = await cropImage(page, box, kind);
      expect(out).toMatchObject({ width: spec.width, height: spec.height, size: out.data.length });
      expect(out.size).toBeLessThanOrEqual(spec.maxBytes);
      const meta = await sharp(out.data).metadata();
      expect(meta).toMatchObject({
        format: 'jpeg',
        width: spec.width,
        height: spec.height,
        density: 200,
        channels: 3,
        space: 'srgb',
      });
    },
  );

  it('keeps the aspect by cutting, not stretching', async () => {
    // Left half black, right half white; a wide box cropped to the tall photo shape keeps the middle.
    const page = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#ffffff' } })
      .composite([
        { input: { create: { width: 400, height: 400, channels: 3, background: '#000000' } }, left: 0, top: 0 },
      ])
      .png()
      .toBuffer();
    const out = await cropImage(page, { x: 0, y: 0, width: 800, height: 400 }, 'photo');
    const { data } = await sharp(out.data).greyscale().raw().toBuffer({ resolveWithObject: true });
    const w = CROP_SPECS.photo.width;
    expect(data[10 * w + 5]).toBeLessThan(40); // far left is black
    expect(data[10 * w + w - 5]).toBeGreaterThan(215); // far right is white
  });

  it('gives a colour JPEG even from a greyscale scan', async () => {
    const grey = await sharp(Buffer.alloc(400 * 400, 128), { raw: { width: 400, height: 400, channels: 1 } })
      .toColourspace('b-w')
      .png()
      .toBuffer();
    expect((await sharp(grey).metadata()).channels).toBe(1);
    const out = await cropImage(grey, { x: 10, y: 10, width: 300, height: 300 }, 'photo');
    expect((await sharp(out.data).metadata()).channels).toBe(3);
  });

  it('measures the box on the page as shown, after EXIF rotation', async () => {
    // 400×200 stored, red left half, blue right half; orientation 6 shows it 200×400, red on top.
    const stored = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
      .composite([
        { input: { create: { width: 200, height: 200, channels: 3, background: '#0000ff' } }, left: 200, top: 0 },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const bottom = await cropImage(stored, { x: 0, y: 220, width: 200, height: 180 }, 'signature');
    const stats = await sharp(bottom.data).stats();
    expect(stats.channels[2].mean).toBeGreaterThan(200);
    expect(stats.channels[0].mean).toBeLessThan(50);
    // (0, 220) + 200×180 would not fit in the stored 400×200 orientation
    await expect(cropImage(stored, { x: 250, y: 0, width: 100, height: 100 }, 'photo')).rejects.toMatchObject({
      status: 400,
    });
  });

  it('refuses a box outside the image, naming the box', async () => {
    const page = await noisyPage(300, 300);
    for (const box of [
      { x: 250, y: 0, width: 100, height: 100 },
      { x: 0, y: 0, width: 301, height: 50 },
      { x: -1, y: 0, width: 50, height: 50 },
    ]) {
      const e = await cropImage(page, box, 'photo').then(
        () => null,
        (err: unknown) => err,
      );
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).status).toBe(400);
      expect((e as AppError).errors?.box?.[0]).toMatch(/outside the image, which is 300×300/);
    }
  });
});
