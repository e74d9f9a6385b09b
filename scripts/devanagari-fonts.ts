import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * Decision 0075, "Fonts": a Hindi page's first paint draws with a cut of Noto Sans Devanagari that holds only the
 * letters the Hindi catalogues use (and every conjunct they can form: the subsetter keeps the font's substitutions
 * for those letters), about half the package's file. A letter outside it (a name typed in Hindi with a rare sign)
 * falls through, by unicode-range, to the whole face, which the browser fetches only then.
 */
const PACKAGE_FILES = 'node_modules/@fontsource/noto-sans-devanagari/files';
const WEIGHTS = [
  { weight: '400', file: 'noto-sans-devanagari-devanagari-400-normal.woff2' },
  { weight: '600 700', file: 'noto-sans-devanagari-devanagari-700-normal.woff2' },
] as const;
/** Signs a Hindi text may hold whatever the catalogues say today: the danda, joiners, the dotted circle. */
const ALWAYS = '\u0964\u0965\u200c\u200d\u25cc';
/** Where fonts.css asks for the faces. */
export const MARKER = '/* devanagari faces */';
/** What the font can draw that a Hindi page might hold: Devanagari, its extensions, the joiners, the dotted circle. */
const WHOLE_RANGE: [number, number][] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
];
const inWholeRange = (cp: number) => WHOLE_RANGE.some(([lo, hi]) => cp >= lo && cp <= hi);

/** The Devanagari letters of the Hindi catalogues, each once, in code-point order. */
export function catalogueLetters(root: string): string {
  const dir = path.join(root, 'contract/i18n/catalogues/hi');
  const seen = new Set<string>(ALWAYS);
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const texts = Object.values(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Record<string, string>);
    for (const ch of texts.join('')) if (inWholeRange(ch.codePointAt(0)!)) seen.add(ch);
  }
  return [...seen].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join('');
}

/** A CSS unicode-range naming exactly these code points, neighbours joined ("U+0901-0903, U+0905"). */
export function unicodeRange(codePoints: number[]): string {
  const cps = [...codePoints].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < cps.length;) {
    let j = i;
    while (j + 1 < cps.length && cps[j + 1] === cps[j] + 1) j++;
    const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
    parts.push(i === j ? `U+${hex(cps[i])}` : `U+${hex(cps[i])}-${hex(cps[j])}`);
    i = j + 1;
  }
  return parts.join(', ');
}

const face = (weight: string, src: string, range: string) =>
  `@font-face {\n  font-family: 'Noto Sans Devanagari';\n  font-style: normal;\n  font-display: swap;\n` +
  `  font-weight: ${weight};\n  src: url(${src}) format('woff2');\n  unicode-range: ${range};\n}`;

/**
 * The @font-face rules of each weight, with paths relative to web/: the cut face for the catalogues' letters (written
 * under node_modules/.cache, again only when the letters change) and the whole face for every other letter. The two
 * ranges do not meet, so a page in catalogue words never fetches the whole face.
 */
export async function devanagariFaces(root: string): Promise<string> {
  const letters = catalogueLetters(root);
  const cut = new Set([...letters].map((c) => c.codePointAt(0)!));
  const rest = WHOLE_RANGE.flatMap(([lo, hi]) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i)).filter(
    (cp) => !cut.has(cp),
  );
  const key = crypto.createHash('sha256').update(letters).digest('hex').slice(0, 12);
  const outDir = path.join(root, 'node_modules/.cache/pan-fonts');
  fs.mkdirSync(outDir, { recursive: true });
  const rules: string[] = [];
  for (const { weight, file } of WEIGHTS) {
    const name = file.replace('-normal.woff2', `-first-paint-${key}.woff2`);
    const out = path.join(outDir, name);
    if (!fs.existsSync(out)) {
      const cut = await subsetFont(fs.readFileSync(path.join(root, PACKAGE_FILES, file)), letters, {
        targetFormat: 'woff2',
      });
      // A temporary name of this writer's own, then an atomic rename: the build and a test may cut at once.
      const tmp = `${out}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      fs.writeFileSync(tmp, cut);
      fs.renameSync(tmp, out);
    }
    rules.push(
      face(weight, `../${PACKAGE_FILES}/${file}`, unicodeRange(rest)),
      face(weight, `../node_modules/.cache/pan-fonts/${name}`, unicodeRange([...cut])),
    );
  }
  return rules.join('\n\n');
}

/** Puts the faces where web/fonts.css marks them. */
export function devanagariFirstPaint(root: string): Plugin {
  let faces: Promise<string> | null = null;
  return {
    name: 'pan:devanagari-first-paint',
    enforce: 'pre',
    transform(code, id) {
      if (!id.split('?')[0].endsWith(`${path.sep}web${path.sep}fonts.css`)) return null;
      if (!code.includes(MARKER)) throw new Error(`web/fonts.css has lost its marker ${MARKER}`);
      faces ??= devanagariFaces(root);
      return faces.then((f) => ({ code: code.replace(MARKER, f), map: null }));
    },
  };
}
