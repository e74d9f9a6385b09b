import type { Readable } from 'node:stream';

/**
 * A plain ustar archive written as a stream (decision 0062: a backup downloads as one .tar that `tar xf`
 * opens anywhere and `npm run restore -- <folder>` reads). Object sizes come from the storage's listing,
 * so nothing is buffered beyond one chunk. Names are ours and short (under 100 characters).
 */

export type TarEntry = { name: string; bytes: number; open(): Promise<Readable> };

const BLOCK = 512;

function header(name: string, bytes: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`Name too long for the archive: ${name}`);
  const h = Buffer.alloc(BLOCK);
  const field = (value: string, offset: number, length: number) => h.write(value, offset, length, 'ascii');
  const octal = (n: number, length: number) => n.toString(8).padStart(length - 1, '0');
  field(name, 0, 100);
  field(octal(0o644, 8), 100, 8);
  field(octal(0, 8), 108, 8);
  field(octal(0, 8), 116, 8);
  field(octal(bytes, 12), 124, 12);
  field(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 12);
  field('        ', 148, 8);
  field('0', 156, 1);
  field('ustar\u000000', 257, 8);
  let sum = 0;
  for (const b of h) sum += b;
  field(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 8);
  return h;
}

export async function* tarStream(entries: TarEntry[], mtime: Date): AsyncGenerator<Buffer> {
  for (const e of entries) {
    yield header(e.name, e.bytes, mtime);
    let written = 0;
    for await (const chunk of await e.open()) {
      const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      written += b.length;
      yield b;
    }
    // The header promised a size; an object that changed underneath would corrupt every entry after it.
    if (written !== e.bytes) throw new Error(`${e.name} changed while it was archived`);
    const pad = (BLOCK - (written % BLOCK)) % BLOCK;
    if (pad) yield Buffer.alloc(pad);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Where each entry of a ustar file lies (name → offset and size of its bytes), read from its headers only. */
export async function indexTar(
  read: (offset: number, length: number) => Promise<Buffer>,
  size: number,
): Promise<Map<string, { offset: number; bytes: number }>> {
  const out = new Map<string, { offset: number; bytes: number }>();
  for (let at = 0; at + BLOCK <= size;) {
    const h = await read(at, BLOCK);
    const text = (from: number, length: number) =>
      h
        .subarray(from, from + length)
        .toString('ascii')
        .replace(/\0.*$/s, '');
    const name = text(0, 100);
    if (!name) break;
    const bytes = parseInt(text(124, 12).trim(), 8);
    if (!Number.isFinite(bytes) || bytes < 0) throw new Error('Not a tar archive.');
    const prefix = text(345, 155);
    // Only plain files matter: a folder entry (type 5) some archivers add carries no bytes.
    if (text(156, 1) === '0' || text(156, 1) === '')
      out.set(prefix ? `${prefix}/${name}` : name, { offset: at + BLOCK, bytes });
    at += BLOCK + Math.ceil(bytes / BLOCK) * BLOCK;
  }
  return out;
}
