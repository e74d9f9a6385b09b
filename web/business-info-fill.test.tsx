import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { BUSINESS_INFO_TOKENS, fillBusinessInfo } from '../contract/site-text';
import type { BusinessInfo } from '../contract/site';
import { siteKeys } from './api/site';
import { PublicFooter } from './layouts/PublicFooter';
import ContactPage from './pages/public/contact';
import { AppProviders, createQueryClient } from './providers';
import { BUSINESS_INFO } from './test/fetch-stub';

/** What the prerender draws (renderToString's markup, as hydration reads it) with this business info in the cache. */
function draw(info: BusinessInfo): string {
  const queryClient = createQueryClient();
  queryClient.setQueryData(siteKeys.businessInfo, info);
  return renderToString(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={['/contact']}>
        <ContactPage />
        <PublicFooter />
      </MemoryRouter>
    </AppProviders>,
  );
}

// Decision 0048: the build draws the public pages with tokens and the server fills in the saved business info. React
// then hydrates with that info in its cache, and must find exactly the markup it would have drawn itself.
describe('the business info filled into a prerendered page', () => {
  it.each([
    ['as the seed has it', BUSINESS_INFO],
    [
      'with empty lines, a name to escape and a phone number written loosely',
      {
        ...BUSINESS_INFO,
        businessName: `Shree <Sai> & "Sons" O'Brien`,
        add1: '  Shop 4 ',
        add2: '',
        add3: '',
        pin: '',
        contactNo: '(0253) 250 1234',
      },
    ],
  ])('is the markup React draws with the info itself, %s', (_, info) => {
    const filled = fillBusinessInfo(draw(BUSINESS_INFO_TOKENS), info);
    expect(filled).toBe(draw(info));
    expect(filled).toContain('data-testid="footer-address"');
    expect(filled).toContain('data-testid="contact-address"');
  });
});
