import sharp from 'sharp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The largest picture of an ICO file as a fresh PNG, or null when the file is not a well-formed icon.
 * libvips reads no ICO, so the two kinds of entry are read here: an embedded PNG (decoded by sharp) or
 * an uncompressed bitmap (BITMAPINFOHEADER, 1 to 32 bits a pixel, with its AND transparency mask).
 */
export async function icoToPng(data: Buffer): Promise<Buffer | null> {
  if (data.length < 6 || data.readUInt16LE(0) !== 0 || data.readUInt16LE(2) !== 1) return null;
  const count = data.readUInt16LE(4);
  if (count < 1 || count > 64 || data.length < 6 + count * 16) return null;
  let best: { offset: number; size: number; area: number } | null = null;
  for (let i = 0; i < count; i++) {
    const e = 6 + i * 16;
    const w = data[e] || 256;
    const h = data[e + 1] || 256;
    const size = data.readUInt32LE(e + 8);
    const offset = data.readUInt32LE(e + 12);
    if (size < 1 || offset < 6 + count * 16 || offset + size > data.length) return null;
    if (!best || w * h > best.area) best = { offset, size, area: w * h };
  }
  const entry = data.subarray(best!.offset, best!.offset + best!.size);
  if (entry.subarray(0, 8).equals(PNG_SIGNATURE)) {
    return sharp(entry, { limitInputPixels: 1024 * 1024 })
      .png()
      .toBuffer()
      .catch(() => null);
  }
  const rgba = bitmapPixels(entry);
  return rgba
    ? sharp(rgba.pixels, { raw: { width: rgba.width, height: rgba.height, channels: 4 } })
        .png()
        .toBuffer()
    : null;
}

/** A bitmap entry as top-down RGBA rows; null for any header or size that does not add up. */
function bitmapPixels(dib: Buffer): { pixels: Buffer; width: number; height: number } | null {
  if (dib.length < 40) return null;
  const headerSize = dib.readUInt32LE(0);
  const width = dib.readInt32LE(4);
  const height = dib.readInt32LE(8) / 2; // the XOR picture and the AND mask, stacked
  const bits = dib.readUInt16LE(14);
  const compression = dib.readUInt32LE(16);
  if (
    headerSize < 40 ||
    headerSize > dib.length ||
    width < 1 ||
    width > 256 ||
    !Number.isInteger(height) ||
    height < 1 ||
    height > 256
  )
    return null;
  if (![1, 4, 8, 24, 32].includes(bits) || compression !== 0) return null;
  const colours = bits <= 8 ? dib.readUInt32LE(32) || 1 << bits : 0;
  if (colours > 1 << bits) return null;
  const paletteAt = headerSize;
  const xorAt = paletteAt + colours * 4;
  const xorStride = Math.ceil((width * bits) / 32) * 4;
  const andAt = xorAt + xorStride * height;
  const andStride = Math.ceil(width / 32) * 4;
  // A 32-bit picture carries its own alpha; some writers then leave the mask out.
  const hasMask = dib.length >= andAt + andStride * height;
  if (dib.length < andAt || (bits < 32 && !hasMask)) return null;

  const pixels = Buffer.alloc(width * height * 4);
  let anyAlpha = false;
  for (let y = 0; y < height; y++) {
    const row = xorAt + (height - 1 - y) * xorStride; // rows are stored bottom-up
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      let b: number,
        g: number,
        r: number,
        a = 255;
      if (bits === 32 || bits === 24) {
        const p = row + x * (bits / 8);
        [b, g, r] = [dib[p], dib[p + 1], dib[p + 2]];
        if (bits === 32) {
          a = dib[p + 3];
          if (a) anyAlpha = true;
        }
      } else {
        const bitAt = x * bits;
        const index = (dib[row + (bitAt >> 3)] >> (8 - bits - (bitAt & 7))) & ((1 << bits) - 1);
        if (index >= colours) return null;
        const c = paletteAt + index * 4;
        [b, g, r] = [dib[c], dib[c + 1], dib[c + 2]];
      }
      pixels[o] = r;
      pixels[o + 1] = g;
      pixels[o + 2] = b;
      pixels[o + 3] = a;
    }
  }
  // Without alpha (or a 32-bit picture whose alpha is all zero) the AND mask says which pixels are transparent.
  if (hasMask && (bits < 32 || !anyAlpha)) {
    for (let y = 0; y < height; y++) {
      const row = andAt + (height - 1 - y) * andStride;
      for (let x = 0; x < width; x++) {
        const transparent = (dib[row + (x >> 3)] >> (7 - (x & 7))) & 1;
        pixels[(y * width + x) * 4 + 3] = transparent ? 0 : 255;
      }
    }
  }
  return { pixels, width, height };
}
