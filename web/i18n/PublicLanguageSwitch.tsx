import { Button, type ButtonProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { HTML_LANG, LANGUAGE_NAMES, LOCALES, type Locale } from '../../contract/i18n';
import { localeAddress, rememberLocale } from './initial';
import { useLocale } from './index';

export type OtherLanguage = { locale: Locale; name: string; lang: string; href: string; onClick: () => void };

/**
 * Decision 0075, "Public pages in two languages": each other language of this public page, as a link to its address
 * (`/about?lang=hi`, `/about`), which the server answers with the page prerendered in it. A plain link: it works
 * before the app has started, a crawler follows it, and the page arrives drawn in the language, with no catalogue
 * to fetch first. Following it keeps the choice, as the signed-in switch does.
 */
export function useOtherLanguages(): OtherLanguage[] {
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  return LOCALES.filter((l: Locale) => l !== current).map((locale: Locale) => ({
    locale,
    name: LANGUAGE_NAMES[locale],
    lang: HTML_LANG[locale],
    href: localeAddress(`${pathname}${search}${hash}`, locale),
    onClick: () => rememberLocale(locale),
  }));
}

/**
 * The public header's language switch: the other language's name in itself (हिन्दी on an English page, English on
 * a Hindi one), so whoever cannot read the page still finds theirs. No menu: Mantine's Menu would bring its
 * positioning code onto the first visit (decision 0032).
 */
export function PublicLanguageSwitch(props: Omit<ButtonProps, 'children'>) {
  return useOtherLanguages().map((l) => (
    <Button
      key={l.locale}
      component="a"
      href={l.href}
      hrefLang={l.lang}
      lang={l.lang}
      onClick={l.onClick}
      variant="default"
      px="xs"
      leftSection={<IconLanguage size={18} aria-hidden />}
      data-testid="public-language-switch"
      {...props}
    >
      {l.name}
    </Button>
  ));
}
