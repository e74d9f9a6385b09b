import zlib from 'node:zlib';

/**
 * For tests: the text a pdfkit document shows, in drawing order, read from its (deflated) content streams.
 * pdfkit writes standard-font text as hex strings inside TJ arrays; the pieces are joined with nothing
 * between them, so a word typed one character per box reads back whole.
 */
export function textOf(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const streams = /(?<!end)stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streams.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = zlib.inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1'); // uncompressed or not a content stream (images)
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      for (const hex of tj[1].matchAll(/<([0-9a-fA-F]*)>/g)) out.push(Buffer.from(hex[1], 'hex').toString('latin1'));
    }
    streams.lastIndex = end;
  }
  return out.join('');
}
