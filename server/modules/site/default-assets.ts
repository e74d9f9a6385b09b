import sharp from 'sharp';

// The mark shown until the admin uploads a logo: a card with "PAN" in the brand blue.
export const MARK_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<rect x="4" y="20" width="120" height="88" rx="14" fill="#1c4e9c"/>
<rect x="16" y="36" width="30" height="36" rx="4" fill="#f5a524"/>
<rect x="56" y="40" width="56" height="8" rx="4" fill="#ffffff"/>
<rect x="56" y="56" width="40" height="8" rx="4" fill="#cfe0ff"/>
<text x="64" y="100" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" ` +
  `fill="#ffffff" text-anchor="middle">PAN</text>
</svg>`;

let cache: Promise<Buffer> | null = null;

/** A PNG rendering of the default mark; made once per process, it is the same for every replica. */
export function defaultMarkPng(): Promise<Buffer> {
  cache ??= sharp(Buffer.from(MARK_SVG)).png().toBuffer();
  return cache;
}
