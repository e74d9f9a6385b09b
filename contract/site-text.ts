import type { BusinessInfo } from './site';

/**
 * The business info's texts as pages write them. Apart from contract/site.ts (its zod schemas), so the public
 * pages that draw them do not bring zod onto the first visit (decisions 0032 and 0075); contract/site.ts re-exports them.
 */

/**
 * Decision 0048 (addendum, issue 26): the build draws the prerendered pages with a business info of tokens, and the
 * server fills in the saved one as it sends a page (fillBusinessInfo), so the footer's address and the contact card
 * are in the first paint instead of after the app and /api/business-info. A token is a name between two characters
 * of Unicode's private use area, which no typed text, HTML escaping or catalogue text produces.
 */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const token = (name: string) => `${OPEN}${name}${CLOSE}`;
const isToken = (text: string) => text.startsWith(OPEN);

export const BUSINESS_INFO_TOKENS: BusinessInfo = {
  businessName: token('businessName'),
  add1: token('add1'),
  add2: token('add2'),
  add3: token('add3'),
  district: token('district'),
  pin: token('pin'),
  state: token('state'),
  contactNo: token('contactNo'),
  emailId: token('emailId'),
};

/** Address lines as the head office writes them, skipping the empty ones. */
export function addressLines(info: BusinessInfo): string[] {
  // How many lines there are is known only once filled: the tokens' page has one, which the server replaces whole.
  if (isToken(info.add1)) return [token('address')];
  const cityLine = [info.district, info.pin].filter(Boolean).join(' - ');
  return [info.add1, info.add2, info.add3, cityLine, info.state].map((l) => l?.trim()).filter((l): l is string => !!l);
}

/** docs/product.md#public-site: the copyright reads '(IND) PVT LTD'. */
export function copyrightLine(businessName: string, year = new Date().getFullYear()): string {
  // The year of the day the page is sent, not of the build.
  return `© ${isToken(businessName) ? token('year') : year} ${businessName} (IND) PVT LTD`;
}

export function telHref(phone: string): string {
  return `tel:${isToken(phone) ? token('tel') : phone.replace(/[^\d+]/g, '')}`;
}

/** Text as React writes it into HTML (text and attribute values alike), so a filled page is what React would draw. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!,
  );
}

/** One address line as web/components/AddressLines.tsx draws it. */
const addressLineHtml = (line: string) => `<span>${escapeHtml(line)}<br/></span>`;
/** The address's one line of the tokens' page (whole, to become as many lines as the info has), or a token. */
const FILL_PATTERN = new RegExp(`<span>${OPEN}address${CLOSE}<br/></span>|${OPEN}(\\w+)${CLOSE}`, 'g');

/**
 * A page drawn with BUSINESS_INFO_TOKENS, with `info` in their place: the same HTML React draws with `info` itself
 * (web/business-info-fill.test.tsx holds the footer and the contact page to it). `json` is the data block's
 * token: the info as JSON for the app's query cache (web/start.tsx), '<' written so it cannot close its element.
 */
export function fillBusinessInfo(html: string, info: BusinessInfo, year = new Date().getFullYear()): string {
  const values: Record<string, string> = {
    ...info,
    year: String(year),
    tel: telHref(info.contactNo).slice('tel:'.length),
  };
  const filled: Record<string, () => string> = {
    [addressLineHtml(token('address'))]: () => addressLines(info).map(addressLineHtml).join(''),
    [token('json')]: () => JSON.stringify(info).replace(/</g, '\\u003c'),
  };
  // One pass, so a value filled in is never read again for tokens (a name typed with these characters stays as typed).
  return html.replace(FILL_PATTERN, (whole, name?: string) =>
    Object.hasOwn(filled, whole)
      ? filled[whole]()
      : name !== undefined && Object.hasOwn(values, name)
        ? escapeHtml(values[name])
        : whole,
  );
}

/** The data block a prerendered page carries the filled info in (scripts/prerender.mjs writes it, web/start.tsx reads it). */
export const BUSINESS_INFO_BLOCK_ID = 'business-info';
export const businessInfoBlock = () =>
  `<script type="application/json" id="${BUSINESS_INFO_BLOCK_ID}">${token('json')}</script>`;

/** The tokens fillBusinessInfo fills: the info's fields and what the pages derive from them. */
const FILLED = new Set([...Object.keys(BUSINESS_INFO_TOKENS), 'address', 'year', 'tel', 'json']);

/** Tokens in a page that fillBusinessInfo would leave (the build refuses a page with one). */
export const unknownTokens = (html: string) =>
  [...html.matchAll(new RegExp(`${OPEN}(\\w*)${CLOSE}`, 'g'))].map((m) => m[1]).filter((name) => !FILLED.has(name));
