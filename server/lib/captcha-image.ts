import crypto from 'node:crypto';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';

/**
 * The captcha picture (decision 0046): a PNG, not an SVG. svg-captcha's pictures were its bundled font's
 * outlines, barely moved, so a script read them by matching outlines. Here each glyph is bent on its own
 * (rotation, scale, skew, baseline) and the whole line through a random wave, crossed by curves in the
 * ink's colours and speckled, then rasterised: the answer has no vector form left to match.
 */

export const CAPTCHA_WIDTH = 200;
export const CAPTCHA_HEIGHT = 64;
export const CAPTCHA_LENGTH = 5;
/** Letters and digits without the look-alikes 0 o O 1 i l I; answers are compared in lower case. */
export const CAPTCHA_CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZabdefghjkmnpqrtuy23456789';

type Command = { type: string; x?: number; y?: number; x1?: number; y1?: number; x2?: number; y2?: number };
type Glyph = { advanceWidth?: number; getPath(x: number, y: number, fontSize: number): { commands: Command[] } };
type Font = { unitsPerEm: number; charToGlyph(ch: string): Glyph };

// svg-captcha loads its font with opentype.js and shares it on its options; we only borrow the outlines.
const font = (svgCaptcha.options as unknown as { font: Font }).font;

const between = (min: number, max: number) => min + Math.random() * (max - min);
const fixed = (n: number) => n.toFixed(1);

export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_CHARS[crypto.randomInt(CAPTCHA_CHARS.length)];
  return text;
}

type Point = [number, number];

/** One glyph's outline as path data, each point passed through `move`. */
function outline(commands: Command[], move: (x: number, y: number) => Point): string {
  const p = (x = 0, y = 0) => move(x, y).map(fixed).join(' ');
  return commands
    .map((c) => {
      switch (c.type) {
        case 'M':
        case 'L':
          return `${c.type}${p(c.x, c.y)}`;
        case 'Q':
          return `Q${p(c.x1, c.y1)} ${p(c.x, c.y)}`;
        case 'C':
          return `C${p(c.x1, c.y1)} ${p(c.x2, c.y2)} ${p(c.x, c.y)}`;
        default:
          return 'Z';
      }
    })
    .join('');
}

function pictureSvg(text: string): string {
  const hue = between(0, 360);
  // Text and clutter share one family of colours, so colour alone does not separate them.
  const ink = () =>
    `hsl(${fixed((hue + between(-35, 35) + 360) % 360)} ${fixed(between(45, 75))}% ${fixed(between(20, 36))}%)`;
  const wave = {
    ax: between(1.5, 3),
    fx: between(0.08, 0.14),
    px: between(0, 7),
    ay: between(3, 5.5),
    fy: between(0.035, 0.06),
    py: between(0, 7),
  };
  // The non-linear part: a point moves by an amount that depends on where it is, so outlines do not stay similar shapes.
  const bend = (x: number, y: number): Point => [
    x + wave.ax * Math.sin(y * wave.fx + wave.px),
    y + wave.ay * Math.sin(x * wave.fy + wave.py),
  ];

  const glyphs = [...text].map((ch) => {
    // This font draws small within its em: about 0.5 em for a capital.
    const size = between(60, 70);
    const glyph = font.charToGlyph(ch);
    // Advancing by less than the glyph's width makes neighbours touch, so they cannot be cut apart by columns.
    return {
      glyph,
      size,
      advance: (((glyph.advanceWidth ?? font.unitsPerEm / 2) * size) / font.unitsPerEm) * between(0.82, 0.92),
    };
  });
  const natural = glyphs.reduce((sum, g) => sum + g.advance, 0);
  // A long text (a fixed test answer may have 8 characters) is drawn smaller rather than cut off.
  const fit = Math.min(1, (CAPTCHA_WIDTH - 12) / natural);
  let left = (CAPTCHA_WIDTH - natural * fit) / 2;
  const paths = glyphs.map(({ glyph, size, advance }) => {
    const commands = glyph.getPath(0, 0, size).commands;
    const xs = commands.flatMap((c) => (c.x === undefined ? [] : [c.x]));
    const ys = commands.flatMap((c) => (c.y === undefined ? [] : [c.y]));
    const mx = xs.length ? (Math.min(...xs) + Math.max(...xs)) / 2 : 0;
    const my = ys.length ? (Math.min(...ys) + Math.max(...ys)) / 2 : 0;
    const cx = left + (advance * fit) / 2;
    const cy = CAPTCHA_HEIGHT / 2 + between(-5, 5);
    left += advance * fit;
    const turn = between(-0.35, 0.35);
    const [sx, sy, skew] = [between(0.8, 1.15) * fit, between(0.8, 1.15) * fit, between(-0.35, 0.35)];
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    const move = (x: number, y: number): Point => {
      const u = (x - mx) * sx + skew * (y - my) * sy;
      const v = (y - my) * sy;
      return bend(cx + u * cos - v * sin, cy + u * sin + v * cos);
    };
    const colour = ink();
    // The font's strokes are thin; a stroke of the same ink keeps the letters readable to people.
    return `<path fill="${colour}" stroke="${colour}" stroke-width="1.3" d="${outline(commands, move)}"/>`;
  });

  const clutter: string[] = [];
  for (let i = 0; i < 2; i++) {
    const y = () => fixed(between(14, CAPTCHA_HEIGHT - 14));
    clutter.push(
      `<path fill="none" stroke="${ink()}" stroke-width="${fixed(between(1.2, 2))}" ` +
        `d="M${fixed(between(0, 20))} ${y()}C${fixed(between(40, 90))} ${y()} ${fixed(between(110, 160))} ` +
        `${y()} ${fixed(between(180, CAPTCHA_WIDTH))} ${y()}"/>`,
    );
  }
  for (let i = 0; i < 3; i++) {
    const r = between(10, 24);
    clutter.push(
      `<path fill="none" stroke="${ink()}" stroke-width="${fixed(between(1.2, 2))}" ` +
        `d="M${fixed(between(20, CAPTCHA_WIDTH - 40))} ${fixed(between(12, CAPTCHA_HEIGHT - 12))}a${fixed(r)} ` +
        `${fixed(r * between(0.5, 1))} 0 0 ${i % 2} ${fixed(between(25, 45))} ${fixed(between(-10, 10))}"/>`,
    );
  }
  const light = () =>
    `hsl(${fixed((hue + between(90, 270)) % 360)} ${fixed(between(20, 45))}% ${fixed(between(86, 94))}%)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}">` +
    `<defs><linearGradient id="bg" x2="1" y2="${fixed(between(0, 1))}"><stop offset="0" ` +
    `stop-color="${light()}"/><stop offset="1" stop-color="${light()}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#bg)"/>${paths.join('')}${clutter.join('')}</svg>`
  );
}

/** Renders the text as a PNG; two renders of the same text differ. */
export async function renderCaptcha(text: string): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(pictureSvg(text)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Grain on every pixel and scattered speckles, so the ink is not one flat colour a threshold could lift out.
  for (let i = 0; i < data.length; i += info.channels) {
    const speckle = Math.random() < 0.04 ? (Math.random() < 0.5 ? -110 : 110) : 0;
    const grain = (Math.random() - 0.5) * 46 + speckle;
    for (let c = 0; c < 3; c++) data[i + c] = Math.max(0, Math.min(255, data[i + c] + grain));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png()
    .toBuffer();
}
