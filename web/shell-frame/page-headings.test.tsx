/**
 * @vitest-environment node
 * (Drawn as the build draws them: on a server, with no session, no page and no data.)
 */
import { describe, expect, it } from 'vitest';
import { Text } from '@mantine/core';
import { LOCALES } from '../../contract/i18n';
import englishPan from '../../contract/i18n/catalogues/en/panPages.json';
import hindiPan from '../../contract/i18n/catalogues/hi/panPages.json';
import englishBackend from '../../contract/i18n/catalogues/en/backend.json';
import hindiBackend from '../../contract/i18n/catalogues/hi/backend.json';
import { PageHeading } from '../components/PageHeading';
import { i18n } from '../i18n';
import { pageHeadings } from '../prerender';
import { headedAddress, pageHeadingPieces } from './page-headings';

/** Each template's language and markup. */
const byLanguage = (templates: string) =>
  Object.fromEntries(
    [...templates.matchAll(/<template data-frame-piece="page\.heading\.(\w+)">([\s\S]*?)<\/template>/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );

describe('the page headings the build draws for the shell’s frame (decision 0083)', () => {
  it('heads each signed-in page with a fixed address, but for the dashboards and the pages with a parameter', () => {
    expect(headedAddress('../pages/backend/actions/payments.tsx')).toBe('/backend/actions/payments');
    expect(headedAddress('../pages/merchant/product/nsdl-pan/physical/list.tsx')).toBe(
      '/merchant/product/nsdl-pan/physical/list',
    );
    expect(headedAddress('../pages/backend/masters/package/index.tsx')).toBe('/backend/masters/package');
    for (const file of [
      '../pages/merchant/index.tsx',
      '../pages/backend/index.tsx',
      '../pages/backend/user-management/registration-action/[id].tsx',
      '../pages/backend/actions/payments.test.tsx',
      '../pages/merchant/user-management/staff/parts/StaffPage.tsx',
      '../pages/kyc/merchant.tsx',
      '../pages/about.tsx',
      '../pages/auth/login.tsx',
    ])
      expect(headedAddress(file), file).toBeNull();
  });

  it('draws, from the pages themselves, the two lists’ headings in every language as the catalogues say', async () => {
    const frames = await pageHeadings();
    const list = byLanguage(frames['/merchant/product/nsdl-pan/physical/list']);
    expect(Object.keys(list).sort()).toEqual([...LOCALES].sort());
    expect(list.en).toContain(`>${englishPan['panPages.lists.all']}</p>`);
    expect(list.hi).toContain(`>${hindiPan['panPages.lists.all']}</p>`);
    expect(list.en).toMatch(/^<div><h1 [^>]*class="[^"]*mantine-Title-root"[^>]*>All applications<\/h1>/);
    const payments = byLanguage(frames['/backend/actions/payments']);
    expect(payments.en).toContain(`>${englishBackend['backend.payments.title']}</h1>`);
    expect(payments.hi).toContain(`>${hindiBackend['backend.payments.title']}</h1>`);
    expect(payments.hi).toContain(`>${hindiBackend['backend.payments.intro']}</p>`);
    // Every list of the shared request list is headed, and the settings and report pages, in both areas; no
    // dashboard, no page with a parameter.
    const addresses = Object.keys(frames);
    expect(addresses).toEqual(
      expect.arrayContaining([
        '/backend/actions/nsdl-pan/physical/list',
        '/merchant/product/gst/filling/list',
        '/backend/settings/backup',
        '/merchant/misc/receipts',
      ]),
    );
    expect(addresses.filter((a) => a === '/merchant' || a === '/backend' || a.includes(':'))).toEqual([]);
    // Nothing of a page but its heading: no table, no button.
    for (const templates of Object.values(frames)) expect(templates).not.toMatch(/<(table|button|input|script)\b/);
    expect(i18n.locale).toBe('en');
  });

  it('keeps the first heading a page draws, and none for a page that draws none or cannot be drawn', async () => {
    const pages = {
      '../pages/merchant/a.tsx': async () => ({
        default: () => (
          <>
            <PageHeading title="First" description="What it holds" size="sm" />
            <PageHeading title="Second" />
          </>
        ),
      }),
      '../pages/merchant/b.tsx': async () => ({ default: () => <Text>No heading</Text> }),
      '../pages/merchant/c.tsx': async () => ({
        default: () => {
          throw new Error('needs the browser');
        },
      }),
      '../pages/merchant/d/[id].tsx': async () => ({ default: () => <PageHeading title="Has a parameter" /> }),
    };
    const frames = await pageHeadingPieces(pages, (locale) => i18n.activate(locale));
    expect(Object.keys(frames)).toEqual(['/merchant/a']);
    const a = byLanguage(frames['/merchant/a']);
    expect(a.en).toMatch(/^<div><h1 [^>]*>First<\/h1><p [^>]*data-size="sm"[^>]*>What it holds<\/p><\/div>$/);
    expect(a.hi).toBe(a.en);
  });
});
