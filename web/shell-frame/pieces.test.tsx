/**
 * @vitest-environment node
 * (Drawn as the build draws them: on a server, with no page whose language React would take for the first draw.)
 */
import { describe, expect, it } from 'vitest';
import { i18n, setLocale } from '../i18n';
import { LOCALES, type Locale } from '../../contract/i18n';
import english from '../../contract/i18n/catalogues/en/auth.json';
import hindi from '../../contract/i18n/catalogues/hi/auth.json';
import { shellFramePieces, shellPlaceholder } from './pieces';
import { BANNER_STATUSES } from './script';
import { SETUP_ITEMS } from '../../contract/setup-items';

const TEXTS: Record<Locale, Record<string, string>> = { en: english, hi: hindi };
const BODY = { not_submitted: 'notSubmitted', submitted: 'waiting', rejected: 'rejected' } as const;

/** Each template's key and markup. */
function drawPieces(): Map<string, string> {
  const html = shellFramePieces((locale) => i18n.activate(locale));
  return new Map(
    [...html.matchAll(/<template data-frame-piece="([^"]+)">([\s\S]*?)<\/template>/g)].map((m) => [m[1], m[2]]),
  );
}

describe('the pieces the app shell’s frame draws (decision 0082)', () => {
  it('draws each dashboard’s heading, each KYC banner and the admin’s checklist in parts, in every language', async () => {
    await setLocale('hi', { remember: false });
    const pieces = drawPieces();
    expect([...pieces.keys()].sort()).toEqual(
      LOCALES.flatMap((l) => [
        `shell.loading.${l}`,
        `merchant.heading.${l}`,
        `backend.heading.${l}`,
        ...BANNER_STATUSES.map((s) => `merchant.kyc.${s}.${l}`),
        `backend.setup.${l}`,
        ...SETUP_ITEMS.map((i) => `backend.setup.done.${i.key}.${l}`),
        ...SETUP_ITEMS.flatMap((_, n) => [`backend.setup.progress.${n}.${l}`, `backend.setup.label.${n}.${l}`]),
      ]).sort(),
    );
    expect(pieces.get('merchant.heading.hi')).toContain('>नमस्ते, __FRAME_NAME__</h1>');
    expect(pieces.get('merchant.heading.en')).toContain('>Welcome, __FRAME_NAME__</h1>');
    expect(pieces.get('backend.heading.hi')).toContain('>डैशबोर्ड</p>');
    expect(pieces.get('shell.loading.hi')).toBe('लोड हो रहा है...');
    for (const locale of LOCALES)
      for (const status of BANNER_STATUSES) {
        const banner = pieces.get(`merchant.kyc.${status}.${locale}`)!;
        // The app's Alert, with its test id, its role and the sentence for that status, and its link to the KYC page.
        expect(banner).toContain('data-testid="kyc-banner"');
        expect(banner).toContain('role="status"');
        expect(banner).toContain(`>${TEXTS[locale][`auth.kycBanner.${BODY[status]}`]}</p>`);
        expect(banner).toMatch(/<a [^>]*href="\/kyc\/merchant"/);
      }
    // The admin's checklist: every item to do in the list, each one's done line on its own, the count said.
    for (const locale of LOCALES) {
      const list = pieces.get(`backend.setup.${locale}`)!;
      expect(list).toContain('data-testid="setup-checklist"');
      expect(list).toContain('data-testid="setup-progress"');
      expect(list).toMatch(/role="progressbar"[^>]*aria-valuenow="0"|aria-valuenow="0"[^>]*role="progressbar"/);
      expect([...list.matchAll(/data-testid="setup-(\w+)" data-done="(\w+)"/g)].map((m) => [m[1], m[2]])).toEqual(
        SETUP_ITEMS.map((i) => [i.key, 'false']),
      );
      for (const { key } of SETUP_ITEMS)
        expect(pieces.get(`backend.setup.done.${key}.${locale}`)).toMatch(
          new RegExp(`^<li [^>]*data-testid="setup-${key}" data-done="true"[\\s\\S]*</li>$`),
        );
    }
    expect(pieces.get('backend.setup.progress.2.en')).toBe(
      '2 of 5 done. Merchants are served best once each of these is in place.',
    );
    expect(pieces.get('backend.setup.label.3.hi')).toBe('सेटिंग के 5 में से 3 काम पूरे');
    // The default language is left active for whatever the build draws next.
    expect(i18n.locale).toBe('en');
  });

  it('lays the frame out where the signed-in shell puts a page, with a slot for the pieces and a status', () => {
    const html = shellPlaceholder('Loading...');
    expect(html).toMatch(/^<div data-app-placeholder aria-busy="true"/);
    expect(html).toContain('<div data-frame-slot style="display:contents"></div>');
    // The status in the fixed header bar: what the frame draws later under the heading moves nothing painted.
    expect(html).toMatch(
      /position:fixed;top:0;[^"]*"><div [^>]*><\/div><div [^>]*><\/div><p role="status" data-frame-status [^>]*>Loading\.\.\.<\/p><\/div>/,
    );
    // Said in the theme's dimmed grey, which the shell's inline variables give per colour scheme (Mantine's own, 3.3:1
    // on white, is not what the theme uses).
    expect(html).toContain(
      'data-frame-status style="margin:0 0 0 auto;font-size:14px;color:var(--mantine-color-dimmed)"',
    );
    // Below the 64 px header, right of the 300 px sidebar from Mantine's sm breakpoint (AppShell's md padding).
    expect(html).toContain('padding:80px 16px 16px');
    expect(html).toContain('@media (min-width:48em){[data-frame-slot-main]{padding-left:316px!important}}');
  });
});
