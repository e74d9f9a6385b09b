import { CROP_SPECS, type CropKind } from '../../../contract/nsdl-pan';

/** The crop box's geometry in image pixels: its first place, a move, a resize with NSDL's shape kept, the sent box. */

export type CropBox = { x: number; y: number; width: number; height: number };
export type Size = { width: number; height: number };
export type Corner = 'nw' | 'ne' | 'sw' | 'se';

export const ratioOf = (kind: CropKind) => CROP_SPECS[kind].width / CROP_SPECS[kind].height;
/** The server wants at least 20 × 20 image pixels; one more keeps rounding on the safe side. */
const minWidthOf = (kind: CropKind) => Math.ceil(Math.max(20, 20 * ratioOf(kind))) + 1;
const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), Math.max(lo, hi));

/** A first box in the middle of the page: a quarter of its width for a photo, two fifths for a signature. */
export function defaultBox(kind: CropKind, img: Size): CropBox {
  const ratio = ratioOf(kind);
  let width = img.width * (kind === 'photo' ? 0.25 : 0.4);
  if (width / ratio > img.height * 0.9) width = img.height * 0.9 * ratio;
  width = Math.max(width, Math.min(minWidthOf(kind), img.width));
  const height = width / ratio;
  return { x: (img.width - width) / 2, y: Math.max(0, (img.height - height) / 2), width, height };
}

/** The box moved by (dx, dy) image pixels, kept on the page. */
export function moveBox(b: CropBox, dx: number, dy: number, img: Size): CropBox {
  return { ...b, x: clamp(b.x + dx, 0, img.width - b.width), y: clamp(b.y + dy, 0, img.height - b.height) };
}

/** The box with a new width (its shape kept), the corner opposite `corner` staying where it is. */
export function resizeBox(b: CropBox, corner: Corner, width: number, kind: CropKind, img: Size): CropBox {
  const ratio = ratioOf(kind);
  const east = corner.includes('e');
  const south = corner.includes('s');
  const anchorX = east ? b.x : b.x + b.width;
  const anchorY = south ? b.y : b.y + b.height;
  const maxW = Math.min(east ? img.width - anchorX : anchorX, (south ? img.height - anchorY : anchorY) * ratio);
  const w = clamp(width, Math.min(minWidthOf(kind), maxW), maxW);
  const h = w / ratio;
  return { x: east ? anchorX : anchorX - w, y: south ? anchorY : anchorY - h, width: w, height: h };
}

/** The box in whole image pixels as the server takes it, inside the page. */
export function requestBox(b: CropBox, img: Size): CropBox {
  const x = clamp(Math.round(b.x), 0, img.width - 1);
  const y = clamp(Math.round(b.y), 0, img.height - 1);
  return {
    x,
    y,
    width: Math.min(Math.round(b.width), img.width - x),
    height: Math.min(Math.round(b.height), img.height - y),
  };
}

export function fits(b: CropBox, img: Size): boolean {
  return (
    b.x >= 0 &&
    b.y >= 0 &&
    b.width >= 20 &&
    b.height >= 20 &&
    b.x + b.width <= img.width &&
    b.y + b.height <= img.height
  );
}
