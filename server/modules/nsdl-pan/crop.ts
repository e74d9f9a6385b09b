import sharp from 'sharp';
import { CROP_SPECS, SCAN_LIMITS, type CropKind } from '../../../contract/nsdl-pan';
import { AppError, fieldError, msg } from '../../lib/errors';

const QUALITIES = [85, 80, 75, 70, 65, 60, 55, 50, 45, 40, 35, 30, 25, 20];

export type CropBox = { x: number; y: number; width: number; height: number };

/**
 * The photo or signature Protean wants, cut from a scanned form page: the box is in the pixels of the page
 * as it is seen (EXIF rotation applied), the result exactly the spec's size, colour JPEG at 200 dpi within
 * the spec's byte limit.
 */
export async function cropImage(
  source: Buffer,
  box: CropBox,
  kind: CropKind,
): Promise<{ data: Buffer; width: number; height: number; size: number }> {
  const spec = CROP_SPECS[kind];
  const meta = await sharp(source).metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  const { x, y } = box;
  if (
    ![x, y, box.width, box.height].every(Number.isInteger) ||
    x < 0 ||
    y < 0 ||
    box.width < 1 ||
    box.height < 1 ||
    x + box.width > width ||
    y + box.height > height
  ) {
    throw fieldError(
      'box',
      msg('errors.nsdlPan.boxOutside', {
        x,
        y,
        width: box.width,
        height: box.height,
        imageWidth: width,
        imageHeight: height,
      }),
    );
  }
  // Called before extract, rotate() orients the page first, so the box means what the agent saw on screen.
  const { data: pixels, info } = await sharp(source)
    .rotate()
    .extract({ left: x, top: y, width: box.width, height: box.height })
    .flatten({ background: '#ffffff' })
    .resize(spec.width, spec.height, { fit: 'cover' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Decoded once: the page may be large, and each quality tried is then only a small encode.
  for (const quality of QUALITIES) {
    const data = await sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .withDensity(SCAN_LIMITS.dpi)
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (data.length <= spec.maxBytes) return { data, width: info.width, height: info.height, size: data.length };
  }
  throw new AppError(
    422,
    `The ${spec.label.toLowerCase()} cannot be brought under ${Math.round(spec.maxBytes / 1024)} KB. Crop more ` +
      `tightly, or scan the form again on a plain background.`,
  );
}
