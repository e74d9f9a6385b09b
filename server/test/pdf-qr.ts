import zlib from 'node:zlib';
import jsQR from 'jsqr';

/**
 * The text a QR code drawn in a PDF holds, read back as a phone would: the squares the page paints (pdfkit draws a
 * QR as one filled square per dark module) are put back on their grid, drawn as pixels with a quiet zone, and decoded
 * by jsQR. Null when the page has no QR code that decodes. For the receipt's "scan to see the status" (issue 27).
 */
export function qrTextOfPdf(pdf: Buffer): string | null {
  const squares: { x: number; y: number; size: number }[] = [];
  const text = pdf.toString('latin1');
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) continue;
    const raw = pdf.subarray(start, end);
    let content: string;
    try {
      content = zlib.inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const r of content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)) {
      const [x, y, w, h] = r.slice(1, 5).map(Number);
      if (w > 0 && Math.abs(w - h) < 1e-6) squares.push({ x, y, size: w });
    }
  }
  if (squares.length < 21 * 21 * 0.3) return null;
  // The modules are the squares of the commonest size.
  const sizes = new Map<string, number>();
  for (const s of squares) sizes.set(s.size.toFixed(4), (sizes.get(s.size.toFixed(4)) ?? 0) + 1);
  const cell = Number([...sizes.entries()].sort((a, b) => b[1] - a[1])[0][0]);
  const modules = squares.filter((s) => Math.abs(s.size - cell) < 1e-3);
  const minX = Math.min(...modules.map((s) => s.x));
  const minY = Math.min(...modules.map((s) => s.y));
  const at = modules.map((s) => ({ c: Math.round((s.x - minX) / cell), r: Math.round((s.y - minY) / cell) }));
  const n = Math.max(...at.map((p) => Math.max(p.c, p.r))) + 1;
  const scale = 4;
  const quiet = 4;
  const side = (n + quiet * 2) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const { c, r } of at)
    for (let y = 0; y < scale; y++)
      for (let x = 0; x < scale; x++) {
        const i = (((r + quiet) * scale + y) * side + (c + quiet) * scale + x) * 4;
        pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
      }
  return jsQR(pixels, side, side)?.data ?? null;
}
