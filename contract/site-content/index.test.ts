import { describe, expect, it } from 'vitest';
import { contentLink, NewsInput, safeContentHref } from './index';

/* A news or slide link: an absolute http(s) address, or a path that no browser can read as another host. */

const HOSTILE = [
  // a browser reads "\" as "/", so each of these is "//host": another site
  '/\\evil.example',
  '//evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\\\evil.example',
  // tabs and newlines are dropped from URLs before they are read: "/<tab>/host" is "//host"
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\u0000/evil.example',
  '/\u0001evil',
  '/\u001f/evil.example',
  '/\u007f/evil.example',
  '/path with space',
  '/\u00a0/evil.example',
  '/\u2028/evil.example',
  // escapes that decode to the same
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%00',
  '/%zz',
  '/services%',
  // not http(s) and not a path
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'evil.example',
  'services',
  './services',
  '../services',
  '?x=1',
  '#top',
  'mailto:a@b.in',
  'ftp://evil.example/',
  'http:/evil.example',
  'http:\\\\evil.example',
  'https:evil.example',
  'https://',
  'https://evil.example/\\x',
  'https://evil .example',
  'https://evil.example/\tx',
  'https://evil.example/\u0000',
];

const GOOD = [
  '/services',
  '/',
  '/merchant/wallet?tab=upi#top',
  '/search?q=a%20b&x=1',
  '/docs/a%2Fb',
  "/offers/diwali-2026_(new)!~*'",
  '/a:b@c',
  'https://www.example.in/offer',
  'HTTP://EXAMPLE.IN',
  'http://example.in:8080/a?b=c#d',
];

describe('contentLink', () => {
  for (const link of HOSTILE) {
    it(`refuses ${JSON.stringify(link)}`, () => {
      expect(contentLink.safeParse(link).success).toBe(false);
      expect(safeContentHref(link)).toBeNull();
    });
  }

  for (const link of GOOD) {
    it(`takes ${JSON.stringify(link)}`, () => {
      expect(contentLink.parse(link)).toBe(link);
      expect(safeContentHref(link)).toBe(link);
    });
  }

  it('takes no link, and trims a typed one; the anchor check itself trims nothing', () => {
    expect(contentLink.parse('')).toBe('');
    expect(contentLink.parse('  /services ')).toBe('/services');
    expect(safeContentHref('')).toBeNull();
    expect(safeContentHref(' /services')).toBeNull();
    expect(safeContentHref(' //evil.example')).toBeNull();
  });

  it('names the field in a news item', () => {
    const r = NewsInput.safeParse({
      title: 'T',
      text: '',
      link: '/\\evil.example',
      type: 'notice',
      audience: 'public',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path)).toEqual([['link']]);
  });
});
