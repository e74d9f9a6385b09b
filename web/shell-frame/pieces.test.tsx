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
  it('draws each dashboard’s heading and each KYC banner in every language, with the app’s own texts', async () => {
    await setLocale('hi', { remember: false });
    const pieces = drawPieces();
    expect([...pieces.keys()].sort()).toEqual(
      LOCALES.flatMap((l) => [
        `shell.loading.${l}`,
        `merchant.heading.${l}`,
        `backend.heading.${l}`,
        ...BANNER_STATUSES.map((s) => `merchant.kyc.${s}.${l}`),
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
    // The default language is left active for whatever the build draws next.
    expect(i18n.locale).toBe('en');
  });

  it('lays the frame out where the signed-in shell puts a page, with a slot for the pieces and a status', () => {
    const html = shellPlaceholder('Loading...');
    expect(html).toMatch(/^<div data-app-placeholder aria-busy="true"/);
    expect(html).toContain('<div data-frame-slot style="display:contents"></div>');
    expect(html).toContain('<p role="status" style="margin:0;font-size:14px;color:#868e96">Loading...</p>');
    // Below the 64 px header, right of the 300 px sidebar from Mantine's sm breakpoint (AppShell's md padding).
    expect(html).toContain('padding:80px 16px 16px');
    expect(html).toContain('@media (min-width:48em){[data-frame-slot-main]{padding-left:316px!important}}');
  });
});
