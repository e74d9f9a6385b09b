import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { addressLines, copyrightLine } from '../../../contract/site';
import { LANGUAGE_NAMES } from '../../../contract/i18n';
import { setLocale } from '../../i18n';
import { routes } from '../../router';
import { BUSINESS_INFO, stubServer } from '../../test/fetch-stub';
import { notPseudo } from '../../test/pseudo';
import { LAZY, renderRoutes } from '../../test/render-app';

beforeEach(() => sessionStorage.clear());
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
  localStorage.clear();
});

/** The business's own data (typed by the admin), the languages' names in themselves, numbers: not the catalogue's. */
const isData = (text: string) =>
  [
    BUSINESS_INFO.businessName,
    BUSINESS_INFO.contactNo,
    BUSINESS_INFO.emailId,
    copyrightLine(BUSINESS_INFO.businessName),
    ...addressLines(BUSINESS_INFO),
    ...Object.values(LANGUAGE_NAMES),
  ].includes(text) || /^[\d\s.,:/+–-]*$/.test(text);

describe('the public site in Hindi (decision 0075)', () => {
  it('draws the home page, its header and footer in Hindi, with links to the Hindi pages and a way back to English', async () => {
    stubServer();
    await setLocale('hi');
    const { router } = renderRoutes(routes, '/?lang=hi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'पैन कार्ड और रोज़ की वित्तीय सेवाएँ, आपके पास की दुकान पर' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'लोकप्रिय सेवाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'पैन कार्ड' })).toBeInTheDocument();
    expect(screen.getByText('1. एजेंट के पास जाएँ')).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'हमारे बारे में' })).toHaveAttribute('href', '/about?lang=hi');
    expect(within(banner).getByRole('link', { name: 'लॉग इन' })).toHaveAttribute('href', '/auth/login?lang=hi');
    const english = within(banner).getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/');
    expect(english).toHaveAttribute('lang', 'en-IN');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'मुख्य कार्यालय' })).toBeInTheDocument();
    // The business's name and address stay as typed.
    expect(await within(footer).findByTestId('footer-address', {}, LAZY)).toHaveTextContent('12, MG Road');
    expect(router.state.location.search).toBe('?lang=hi');
  });

  it('puts a Hindi page on its Hindi address when a link without the language was followed', async () => {
    stubServer();
    await setLocale('hi');
    const { router } = renderRoutes(routes, '/services');
    await screen.findByRole('heading', { level: 1, name: 'हमारी सेवाएँ' }, LAZY);
    await waitFor(() => expect(router.state.location.search).toBe('?lang=hi'));
    expect(router.state.location.pathname).toBe('/services');
  });

  it('draws the contact page in Hindi; the address, phone and email stay as typed', async () => {
    stubServer();
    await setLocale('hi');
    renderRoutes(routes, '/contact?lang=hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'संपर्क करें' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'फ़ोन' })).toBeInTheDocument();
    expect(screen.getByText('चैट पर बात करना चाहते हैं?')).toBeInTheDocument();
    expect(await screen.findByTestId('contact-address', {}, LAZY)).toHaveTextContent(BUSINESS_INFO.businessName);
    expect(within(screen.getByRole('main')).getByRole('link', { name: BUSINESS_INFO.emailId })).toBeInTheDocument();
  });

  it('offers Hindi on an English page by a link to its Hindi address, which keeps the choice', async () => {
    stubServer();
    renderRoutes(routes, '/about');
    const banner = await screen.findByRole('banner', {}, LAZY);
    const hindi = within(banner).getByRole('link', { name: 'हिन्दी' });
    expect(hindi).toHaveAttribute('href', '/about?lang=hi');
    expect(hindi).toHaveAttribute('lang', 'hi-IN');
    hindi.addEventListener('click', (e) => e.preventDefault()); // jsdom does not navigate
    hindi.click();
    expect(localStorage.getItem('lang')).toBe('hi');
  });
});

describe('the public site in pseudo-English', () => {
  it.each(['/', '/contact'])('%s takes every word of its own from the catalogue', async (path) => {
    stubServer();
    await setLocale('en-XA');
    renderRoutes(routes, path);
    const footer = await screen.findByRole('contentinfo', {}, LAZY);
    await within(footer).findByTestId('footer-address', {}, LAZY);
    await screen.findByRole('heading', { level: 1 }, LAZY);
    expect(notPseudo(document.body, isData)).toEqual([]);
  });
});
