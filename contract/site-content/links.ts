/*
 * What a page needs to draw a slide or a news item's link (issue 29): the image's addresses and the link as an href,
 * without zod, so the home and the dashboards draw them without loading it. The schemas are in ./index.ts, which
 * also exports all of this.
 */

/** The widths a slide image is re-encoded to (WebP); the browser picks one through srcset. */
export const SLIDE_WIDTHS = [800, 1600] as const;
export type SlideWidth = (typeof SLIDE_WIDTHS)[number];

// Characters a browser drops or reads as a separator before it looks at an address: controls (tab and
// newline are removed from inside URLs), spaces, and a backslash, which it reads as "/" (so "/\host" is "//host").
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\\s]/;
const ABSOLUTE = /^https?:\/\/[^/?#]/i;
/** A path on this site: "/" then anything but a second "/" or a backslash, of the characters a URL path, query and fragment take. */
const SITE_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/;
/** Every "%" starts an escape of two hex digits. */
const WELL_ESCAPED = /^(?:[^%]|%[0-9A-Fa-f]{2})*$/;

function isAbsoluteLink(v: string): boolean {
  if (!ABSOLUTE.test(v)) return false;
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A path that no browser, router or server reads as another host: it holds no control, space or backslash, starts
 * with one "/", and still does once its escapes are decoded ("/%5Chost" and "/%2F/host" are refused).
 */
function isSitePath(v: string): boolean {
  if (!SITE_PATH.test(v) || !WELL_ESCAPED.test(v)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(v);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  return decoded.startsWith('/') && !/^\/[/\\]/.test(decoded) && !/[\u0000-\u001f\u007f\\]/.test(decoded);
}

/**
 * The link as an anchor's href, or null when it is none of ours: an absolute http(s) address or a path on this
 * site. Nothing is trimmed or mended, so the web draws a stored link only when it passes as it is.
 */
export function safeContentHref(link: string | null | undefined): string | null {
  if (!link || UNSAFE_CHARACTERS.test(link)) return null;
  return isAbsoluteLink(link) || isSitePath(link) ? link : null;
}

export function slideImageUrl(s: { id: number; imageVersion: number }, width: SlideWidth): string {
  return `/api/site-content/slides/${s.id}/image/${width}?v=${s.imageVersion}`;
}
