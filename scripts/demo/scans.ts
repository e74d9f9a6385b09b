import sharp from 'sharp';

/** A phone photo of a paper document: off-white page, ruled text lines, a stamp. Compresses like the real thing. */
export function documentScan(title: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200">
    <rect width="900" height="1200" fill="#f4f1e8"/>
    <text x="60" y="100" font-family="sans-serif" font-size="34" fill="#333">${title}</text>
    ${Array.from(
      { length: 22 },
      (_, i) =>
        `<line x1="60" x2="${840 - (i % 4) * 90}" y1="${170 + i * 42}" ` +
        `y2="${170 + i * 42}" stroke="#9a9a9a" stroke-width="3"/>`,
    ).join('')}
    <circle cx="720" cy="1080" r="60" fill="none" stroke="#3b4fa0" stroke-width="5"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** A passport-style photo: plain background, head and shoulders in a flat colour. */
export function portrait(shade: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="413" height="531">
    <rect width="413" height="531" fill="#e9eef5"/>
    <ellipse cx="206" cy="210" rx="95" ry="120" fill="${shade}"/>
    <path d="M 40 531 C 60 380, 352 380, 373 531 Z" fill="#34495e"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A shop front: shutter, signboard and a counter. */
export function shopFront(name: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="768">
    <rect width="1024" height="768" fill="#cfd8dc"/>
    <rect x="112" y="90" width="800" height="120" fill="#c0392b"/>
    <text x="150" y="170" font-family="sans-serif" font-size="52" fill="#fff">${name}</text>
    <rect x="112" y="230" width="800" height="460" fill="#8d99a6"/>
    ${Array.from(
      { length: 20 },
      (_, i) => `<line x1="112" x2="912" y1="${240 + i * 22}" y2="${240 + i * 22}" stroke="#6d7985" stroke-width="3"/>`,
    ).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** A scanned Form 49A page, the one the NSDL PAN tests upload (photo block and signature where the crops look). */
export { formPage as formScan } from '../../server/test/nsdl-pan';
