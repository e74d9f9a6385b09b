import { ActionIcon, Menu } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { HTML_LANG, LANGUAGE_NAMES, LOCALES, type Locale } from '../../contract/i18n';
import { setLocale, useLocale, useT } from './common';

/**
 * The language menu's entries, each name in its own language (and marked so, for a screen reader's voice):
 * someone who cannot read the current language must still find theirs. Also a phone's "more" menu's part.
 */
export function LanguageItems({ onChosen }: { onChosen?: (locale: Locale) => void }) {
  const current = useLocale();
  return LOCALES.map((locale: Locale) => (
    <Menu.Item
      key={locale}
      lang={HTML_LANG[locale]}
      aria-current={locale === current ? 'true' : undefined}
      fw={locale === current ? 700 : undefined}
      onClick={() => void setLocale(locale).then(() => onChosen?.(locale))}
    >
      {LANGUAGE_NAMES[locale]}
    </Menu.Item>
  ));
}

/** The header's language switch (decision 0075): a globe, then English / हिन्दी. */
export function LanguageSwitch({ onChosen }: { onChosen?: (locale: Locale) => void }) {
  const t = useT();
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('common.language.choose')}
          title={t('common.language.label')}
        >
          <IconLanguage size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <LanguageItems onChosen={onChosen} />
      </Menu.Dropdown>
    </Menu>
  );
}
