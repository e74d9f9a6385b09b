import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_LOCALE } from '../../contract/i18n';
import { addressLocale, localeAddress } from './initial';
import { useLocale } from './index';

/**
 * Decision 0075, "Public pages in two languages": a public address in the active language (`/about?lang=hi` in
 * Hindi, `/about` in English), so a link from a Hindi page leads to the Hindi page, as a crawler sees it too.
 */
export function useSiteHref(): (to: string) => string {
  const locale = useLocale();
  return (to) => localeAddress(to, locale);
}

/**
 * Keeps a public page's address in the language it is drawn in: a link without `?lang=hi` followed while Hindi is
 * active, or a language chosen on the sign-in card, puts the matching address in the bar (replaced, not a new entry).
 */
export function useLanguageAddress(): void {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (locale !== 'en' && locale !== 'hi') return;
    if ((addressLocale(search) ?? DEFAULT_LOCALE) === locale) return;
    void navigate(localeAddress(`${pathname}${search}${hash}`, locale), { replace: true, preventScrollReset: true });
  }, [locale, pathname, search, hash, navigate]);
}
